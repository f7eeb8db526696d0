"""The end of a duel (R19.9): the end message, then the statistics, the rank, starchips and spoils.

Page 0 is the end message with YOU WIN / YOU LOSE; page 1 lists the ten scored counters with
their points, the display-only statistics, the score and the rank; page 2 shows the starchips
and the dropped card face-up. Rewards are not applied here: the scene hands the result record
to whoever started the duel (R1.1, §1.3).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.career.relief import relief_label
from game.gfx import frames
from game.input import Press
from game.rules.state import Stat
from game.scenes.base import Scene
from game.scenes.duel.setup import COUNTER_LABELS, DuelResult

_REVEAL = 8  # frames between rows appearing


class RankScene(Scene):
    """Pages through the result; the last confirm returns to the caller with the result."""

    def __init__(self, result: DuelResult, on_close: Callable[[DuelResult], None] | None = None) -> None:
        super().__init__()
        self.result = result
        self.on_close = on_close
        self.page = 0
        self.page_frame = 0

    @property
    def pages(self) -> int:
        """Returns how many pages this result has (a loss shows only the end message)."""
        return 3 if self.result.rank is not None else 1

    def handle(self, press: Press) -> Press | None:
        """Confirm turns the page (first finishing the reveal); the last page closes."""
        ctx = self.ctx
        if not (ctx.is_confirm(press) or ctx.is_cancel(press)) or press.repeat:
            return None
        if self.page == 1 and self.page_frame < _REVEAL * 14:
            self.page_frame = _REVEAL * 14
            return None
        ctx.audio.play("confirm")
        if self.page + 1 < self.pages:
            self.page += 1
            self.page_frame = 0
        else:
            from game.scenes.duel.scene import leave

            leave(ctx)
            if self.on_close is not None:
                self.on_close(self.result)
        return None

    def update(self) -> None:
        """Counts frames for the row-by-row reveal."""
        super().update()
        self.page_frame += 1

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the current page."""
        frames.backdrop(canvas, self.frame)
        f, r = self.ctx.font, self.result
        if self.page == 0:
            box = pygame.Rect(30, 70, 260, 90)
            frames.panel(canvas, box)
            f.draw(canvas, r.message, (160, box.y + 20), frames.GOLD, "center")
            f.draw(canvas, "YOU WIN" if r.player_won else "YOU LOSE", (160, box.y + 42),
                   frames.INK if r.player_won else frames.WARN, "center")
            f.draw(canvas, "\x80 continue", (160, box.y + 70), frames.DIM, "center")
        elif self.page == 1:
            self._stats(canvas)
        else:
            self._spoils(canvas)

    def _stats(self, canvas: pygame.Surface) -> None:
        f, r = self.ctx.font, self.result
        rank = r.rank
        assert rank is not None
        box = pygame.Rect(6, 4, 308, 232)
        frames.panel(canvas, box)
        f.draw(canvas, "DUEL RANK", (160, 8), frames.GOLD, "center")
        shown = self.page_frame // _REVEAL
        counters = r.counters[0]
        for i, label in enumerate(COUNTER_LABELS):
            if i >= shown:
                break
            y = 22 + i * 11
            f.draw(canvas, label, (14, y), frames.INK)
            f.draw(canvas, str(counters[i]), (180, y), frames.INK, "right")
            pts = rank.points[i]
            f.draw(canvas, f"{pts:+d}", (220, y), (120, 240, 120) if pts > 0 else frames.WARN if pts < 0 else frames.DIM,
                   "right")
        st = r.stats[0]
        extra = (("DEFENSIVE LOSSES", st[Stat.DEFENSIVE_LOSSES]), ("CARD DESTRUCTION", st[Stat.CARD_DESTRUCTION]),
                 ("COMBO PLAYS", st[Stat.COMBO_PLAYS]), ("CHANGE FIELD", st[Stat.CHANGE_FIELD]))
        if shown > 10:
            for i, (label, value) in enumerate(extra):
                f.draw(canvas, f"{label} {value}", (14 + (i % 2) * 150, 136 + (i // 2) * 11), frames.DIM)
            atk = st[Stat.ATK_FACTOR_SUM] // max(1, st[Stat.ATK_FACTOR_COUNT])
            dfd = st[Stat.DFD_FACTOR_SUM] // max(1, st[Stat.DFD_FACTOR_COUNT])
            f.draw(canvas, f"AVERAGE ATK/DFD FACTOR {atk}/{dfd}", (14, 158), frames.DIM)
        if shown > 11:
            f.draw(canvas, f"END BONUS {rank.end_adjustment:+d}   SCORE {rank.score}", (160, 176), frames.INK, "center")
        if shown > 12:
            f.draw(canvas, f"RANK  {rank.name}", (160, 194), frames.GOLD, "center")
            f.draw(canvas, "\x80 continue", (160, 216), frames.DIM, "center")

    def _spoils(self, canvas: pygame.Surface) -> None:
        f, r = self.ctx.font, self.result
        rank = r.rank
        assert rank is not None
        box = pygame.Rect(40, 6, 240, 228)
        frames.panel(canvas, box)
        f.draw(canvas, f"RANK {rank.name}", (160, 12), frames.GOLD, "center")
        f.draw(canvas, f"STARCHIPS +{r.starchips}", (160, 24), frames.INK, "center")
        relief = relief_label(r.drop_assist, r.starchip_multiplier)
        if relief:  # grind relief was on: say so where the rewards are shown
            f.draw(canvas, f"Relief on: {relief}", (160, 223), frames.DIM, "center")
        f.draw(canvas, "SPOILS", (160, 38), frames.GOLD, "center")
        if r.dropped:
            if self.page_frame > 20:
                face = self.ctx.cards.detail(r.dropped)
                canvas.blit(face, face.get_rect(midtop=(160, 50)))
                f.draw(canvas, self.ctx.db.names[r.dropped], (160, 214), frames.INK, "center")
            else:
                back = self.ctx.cards.back()
                canvas.blit(back, back.get_rect(center=(160, 140)))
        else:
            f.draw(canvas, "no card", (160, 120), frames.DIM, "center")
