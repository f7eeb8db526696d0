"""The results (R19.9, presentation.md §7): three pages over the dimmed, slowly orbiting field.

    page 0  the duel's outcome; for a win the 40x40 rank letter, the POW/TEC badge on its plate
            and the starchip icons in a row at y=192
    page 1  the statistics in YOU and COM columns, each scored counter's points, the score
    page 2  SPOILS: the starchips and the won card, turned over from its back

Left/Right cycle the pages (with wrap), Cross moves on and closes after the last page. Rewards are
not applied here: the scene hands the result record to whoever started the duel (R1.1, §1.3).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.career.relief import relief_label
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.rules.state import Stat
from game.scenes.base import Scene
from game.scenes.duel import hud
from game.scenes.duel.hud import LIT
from game.scenes.duel.motions import scaled_text
from game.scenes.duel.setup import COUNTER_LABELS, DuelResult
from game.scenes.nav import leave
from game.scenes.widgets import TEXT_RATES, text_rate

_REVEAL = 8  # frames between rows appearing
_BOX = pygame.Rect(26, 40, 288, 146)
_GOLD = (248, 216, 96)
_TURN = 16  # frames the won card takes to turn over
_AXIS_COLOURS = {"POW": (220, 80, 60), "TEC": (70, 140, 230)}  # the rank badge by axis (R13.7): power red, technique blue


class RankScene(Scene):
    """Pages through the result; the last confirm returns to the caller with the result."""

    def __init__(self, result: DuelResult, on_close: Callable[[DuelResult], None] | None = None,
                 backdrop: Callable[[pygame.Surface, int], None] | None = None) -> None:
        super().__init__()
        self.result = result
        self.music = "win" if result.player_won else "loss"  # the jingle, then its results loop
        self.on_close = on_close
        self.backdrop = backdrop
        self.page = 0
        self.page_frame = 0

    @property
    def pages(self) -> int:
        """Returns how many pages this result has: a loss has the outcome and the same statistics as a
        win (presentation.md §7), without points, rank or spoils."""
        return 3 if self.result.rank is not None else 2 if self.result.counters else 1

    @property
    def reveal(self) -> int:
        """Returns the frames between statistics rows appearing: _REVEAL at normal text speed, twice
        that at slow, half at fast."""
        return _REVEAL * TEXT_RATES["normal"] // text_rate(self.ctx)

    def sequence_name(self) -> str:
        """Returns the gallery's name of what is on screen: "results", or "spoils" on the last page."""
        return "spoils" if self.page == 2 else "results"

    def handle(self, press: Press) -> Press | None:
        """Left/Right turn the page; confirm moves on (first finishing the reveal); the last page closes."""
        ctx = self.ctx
        if press.button in (Button.LEFT, Button.RIGHT) and self.pages > 1:
            self.page = (self.page + (1 if press.button == Button.RIGHT else -1)) % self.pages
            self.page_frame = 0
            ctx.audio.play("page")
            return None
        if not (ctx.is_confirm(press) or ctx.is_cancel(press)) or press.repeat:
            return None
        if self.page == 1 and self.page_frame < self.reveal * 14:
            self.page_frame = self.reveal * 14
            return None
        ctx.audio.play("page_confirm")
        if self.page + 1 < self.pages:
            self.page += 1
            self.page_frame = 0
        else:
            leave(ctx)
            if self.on_close is not None:
                self.on_close(self.result)
        return None

    def update(self) -> None:
        """Counts frames for the row-by-row reveal."""
        super().update()
        self.page_frame += 1

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the current page over the field (or the menu backdrop when there is no field)."""
        if self.backdrop is not None:
            self.backdrop(canvas, self.frame)
        else:
            frames.backdrop(canvas, self.frame)
        if self.pages > 1:
            bob = (self.frame // 10) % 2
            self.ctx.font.draw(canvas, "\x86", (32 - bob, 16), _GOLD)
            self.ctx.font.draw(canvas, "\x87", (288 + bob, 16), _GOLD)
            self.ctx.font.draw(canvas, ("RESULT", "STATISTICS", "SPOILS")[self.page], (160, 16), LIT, "center")
        [self._outcome, self._stats, self._spoils][self.page](canvas)

    def _plate(self, canvas: pygame.Surface, rect: pygame.Rect, solid: bool = False) -> None:
        """Draws a page's plate: see-through over the field, solid for the small badges."""
        if solid or self.backdrop is None:
            hud.plate(canvas, rect)
            return
        canvas.blit(frames.veil(rect.size, (24, 16, 6, 176)), rect)
        pygame.draw.rect(canvas, hud.RIM, rect, 1)

    def _outcome(self, canvas: pygame.Surface) -> None:
        f, r = self.ctx.font, self.result
        self._plate(canvas, _BOX)
        f.draw(canvas, r.message, (_BOX.centerx, _BOX.y + 10), _GOLD, "center")
        f.draw(canvas, "YOU WIN" if r.player_won else "YOU LOSE", (_BOX.centerx, _BOX.y + 26),
               LIT if r.player_won else frames.WARN, "center")
        rank = r.rank
        if rank is not None:
            letter = pygame.Rect(_BOX.x + 60, _BOX.y + 50, 40, 40)
            self._plate(canvas, letter, solid=True)
            big = scaled_text(f, rank.letter, _GOLD, 3)
            canvas.blit(big, big.get_rect(center=letter.center))
            plate = pygame.Rect(_BOX.right - 116, _BOX.y + 46, 56, 48)
            self._plate(canvas, plate, solid=True)
            badge = pygame.Rect(0, 0, 24, 24)
            badge.center = (plate.centerx, plate.y + 18)
            colour = _AXIS_COLOURS.get(rank.axis, _AXIS_COLOURS["TEC"])
            pygame.draw.ellipse(canvas, colour, badge)
            pygame.draw.ellipse(canvas, _GOLD, badge, 1)
            f.draw(canvas, rank.axis, (badge.centerx, badge.y + 7), (255, 255, 255), "center")
            f.draw(canvas, "RANK", (plate.centerx, plate.bottom - 12), LIT, "center")
            f.draw(canvas, f"SCORE {rank.score}", (_BOX.centerx, _BOX.bottom - 24), LIT, "center")
            _starchips(canvas, self.result.starchips, _BOX.centerx, 188)  # the row, then its words under it
            f.draw(canvas, f"STARCHIPS {self.result.starchips}", (_BOX.centerx, 207), LIT, "center")
        f.draw(canvas, "\x80 continue", (_BOX.centerx, 222), frames.DIM, "center")

    def _stats(self, canvas: pygame.Surface) -> None:
        f, r = self.ctx.font, self.result
        rank = r.rank  # None for a loss: the counters and statistics without points
        box = pygame.Rect(6, 28, 308, 208)
        self._plate(canvas, box)
        f.draw(canvas, "YOU", (204, box.y + 4), _GOLD, "right")
        f.draw(canvas, "COM", (248, box.y + 4), _GOLD, "right")
        if rank is not None:
            f.draw(canvas, "PTS", (296, box.y + 4), _GOLD, "right")
        shown = self.page_frame // self.reveal
        for i, label in enumerate(COUNTER_LABELS):
            if i >= shown:
                break
            y = box.y + 16 + i * 11
            f.draw(canvas, label, (14, y), LIT)
            f.draw(canvas, str(r.counters[0][i]), (204, y), LIT, "right")
            f.draw(canvas, str(r.counters[1][i]), (248, y), frames.DIM, "right")
            if rank is None:
                continue
            pts = rank.points[i]
            f.draw(canvas, f"{pts:+d}", (296, y), (120, 240, 120) if pts > 0 else frames.WARN if pts < 0 else frames.DIM,
                   "right")
        st = r.stats
        if shown > 10:
            y = box.y + 130
            for label, key in (("DEFENSIVE LOSSES", Stat.DEFENSIVE_LOSSES), ("CARD DESTRUCTION", Stat.CARD_DESTRUCTION),
                               ("COMBO PLAYS", Stat.COMBO_PLAYS), ("CHANGE FIELD", Stat.CHANGE_FIELD)):
                f.draw(canvas, label, (14, y), frames.DIM)
                f.draw(canvas, str(st[0][key]), (204, y), frames.DIM, "right")
                f.draw(canvas, str(st[1][key]), (248, y), frames.DIM, "right")
                y += 11
        if shown > 11 and rank is not None:
            f.draw(canvas, f"END BONUS {rank.end_adjustment:+d}   SCORE {rank.score}", (160, box.bottom - 30), LIT, "center")
        if shown > 12 and rank is not None:
            f.draw(canvas, f"RANK  {rank.name}", (160, box.bottom - 16), _GOLD, "center")

    def _spoils(self, canvas: pygame.Surface) -> None:
        f, r = self.ctx.font, self.result
        rank = r.rank
        assert rank is not None
        box = pygame.Rect(60, 28, 200, 208)
        self._plate(canvas, box)
        _starchips(canvas, r.starchips, box.centerx, box.y + 4)
        relief = relief_label(r.drop_assist, r.starchip_multiplier)
        if relief:  # grind relief was on: say so where the rewards are shown
            draw_fitted(canvas, f, f"Relief on: {relief}", (160, 14), 300, frames.DIM, "center")
        f.draw(canvas, f"STARCHIPS +{r.starchips}", (160, box.y + 22), LIT, "center")
        if not r.dropped:
            f.draw(canvas, "No card this time", (160, 120), frames.DIM, "center")
            return
        k = max(0.0, min(1.0, (self.page_frame - 10) / _TURN))
        face = self.ctx.cards.detail(r.dropped)
        at = (160, box.y + 36 + face.get_height() // 2)
        if k < 0.5:  # the back, narrowing edge-on
            back = pygame.transform.scale(self.ctx.cards.back(), face.get_size())
            w = max(1, round(face.get_width() * (1 - 2 * k)))
            pic = pygame.transform.scale(back, (w, face.get_height()))
        else:  # the face, widening
            w = max(1, round(face.get_width() * (2 * k - 1)))
            pic = pygame.transform.scale(face, (w, face.get_height()))
        canvas.blit(pic, pic.get_rect(center=at))
        if k >= 1:
            draw_fitted(canvas, f, self.ctx.db.names[r.dropped], (160, box.bottom - 12), box.w - 8, _GOLD, "center")


def _starchips(canvas: pygame.Surface, n: int, centre_x: int, y: int) -> None:
    """Draws a row of up to five starchips, 20 px apart, centred on centre_x like the words under it."""
    shown = max(0, min(5, n))
    left = centre_x - (20 * shown - 4) // 2
    for i in range(shown):
        _starchip(canvas, left + 20 * i, y)


def _starchip(canvas: pygame.Surface, x: int, y: int) -> None:
    """Draws one 16x16 starchip: a gold coin with a star."""
    pygame.draw.circle(canvas, (120, 80, 10), (x + 8, y + 8), 8)
    pygame.draw.circle(canvas, (248, 200, 64), (x + 8, y + 8), 7)
    pts = [(x + 8, y + 2), (x + 10, y + 7), (x + 14, y + 7), (x + 11, y + 10), (x + 12, y + 14), (x + 8, y + 11),
           (x + 4, y + 14), (x + 5, y + 10), (x + 2, y + 7), (x + 6, y + 7)]
    pygame.draw.polygon(canvas, (255, 250, 200), pts)
