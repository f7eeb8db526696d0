"""The Library (M11, R15.10) with "Where to farm", and the card page Build Deck's Triangle opens.

All 722 cards in id order. A card is shown in full only once seen; otherwise the row is an unknown
entry. Seen-but-not-owned cards carry a faint mark; the header counts every seen card. Cross on a
seen card lists where it drops (``game.career.farming``): each duelist and rank band, the chance
per qualifying win and the expected number of such wins, plus which duelists deal it in their
decks. Right (or Triangle) turns the card over in a large view (R15.10 proposal). SELECT marks cards
and START opens the farm planner (game.scenes.career.farmplan) for them, or for the cursor card.
"""

from __future__ import annotations

import math

import pygame

from game.career.collection import library_completion
from game.career.farming import best_first, deck_holders, drop_sources, percent, relief_note, wins_text
from game.career.model import N_CARDS
from game.db.vocab import ATTRIBUTE_NAMES, STAR_NAMES, TYPE_NAMES, Kind
from game.gfx import frames
from game.gfx.card_text import description_panel, draw_description, draw_fitted, draw_legible
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import header, hints
from game.scenes.nav import Screen
from game.scenes.widgets import RowRest, list_window

_ROWS = 18
BIG_CARD = (140, 196)  # the card view's card, the original's big card size (presentation.md §5)
_BANDS = {1: "S or A POW", 2: "B, C or D", 3: "S or A TEC"}  # Pool.SA_POW, BCD, SA_TEC (R13.11)
FARM_ROWS = 12  # sources shown at once; a relief note takes two of them
# Where to farm's columns, from the panel's left: the name's and the band's left edges, then the right
# edges of the chance, the expected wins and Free Duel; each column is wide enough for its widest text
# ("100.00%", "999,999"), so no two ever touch (issue 31: "0.00%32768")
_FARM_COLUMNS = (6, 112, 214, 262, 306)
_CHANCE_W = 38  # "100.00%"
_JUMP = {Button.UP: -1, Button.DOWN: 1, Button.L1: -10, Button.R1: 10, Button.L2: -100, Button.R2: 100}


class LibraryScene(Scene):
    """The catalogue; the cursor is a card id - 1."""

    music = "library"

    def __init__(self, career, index: int = 0) -> None:
        super().__init__()
        self.career = career
        self.index = index
        self.message = ""
        self.marked: list[int] = []  # cards marked for the farm planner (SELECT), in the order marked
        self.rest = RowRest()  # a long name under the cursor scrolls from its start

    def update(self) -> None:
        """Notes how long the cursor has rested on its row."""
        super().update()
        self.rest.update(self.index, self.frame)

    @property
    def card(self) -> int:
        """Returns the card id under the cursor."""
        return self.index + 1

    def handle(self, press: Press) -> Press | None:
        """Moves, opens where-to-farm or the card view, or goes back."""
        ctx, b = self.ctx, press.button
        seen = self.card in self.career.save.seen
        if b in _JUMP:
            step = _JUMP[b]
            self.index = (self.index + step) % N_CARDS if abs(step) == 1 else max(0, min(N_CARDS - 1, self.index + step))
            self.message = ""
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) and not press.repeat:
            if seen:
                ctx.audio.play("confirm")
                ctx.stack.push(FarmScene(self.career, self.card), fade=True)
            else:
                self.message = "You have not seen this card yet."
                ctx.audio.play("buzz")
        elif b in (Button.RIGHT, Button.TRIANGLE) and not press.repeat and seen:
            ctx.stack.push(CardPageScene(self.career, self.card))
        elif b in (Button.SELECT, Button.START) and not press.repeat:
            self._plan(b == Button.START, seen)
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def _plan(self, start: bool, seen: bool) -> None:
        """SELECT marks or unmarks the card for the farm planner; START plans the marked cards (or this one)."""
        ctx = self.ctx
        if not (seen or (start and self.marked)):
            self.message = "You have not seen this card yet."
            ctx.audio.play("buzz")
        elif start:
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.FARM_PLAN, self.career, list(self.marked or [self.card])), fade=True)
        else:
            if self.card in self.marked:
                self.marked.remove(self.card)
            else:
                self.marked.append(self.card)
            self.message = f"Marked for the planner: {len(self.marked)}" if self.marked else "No card marked."
            ctx.audio.play("cursor")

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the list and the cursor card's page."""
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        frames.backdrop(canvas, self.frame)
        seen, total = library_completion(save)
        header(canvas, f, "LIBRARY", f"seen {seen}/{total}  ({seen * 100 // total}%)")
        box = pygame.Rect(4, 15, 160, 212)
        frames.panel(canvas, box)
        top = list_window(N_CARDS, self.index, _ROWS)
        for k in range(_ROWS):
            i = top + k
            card = i + 1
            r = pygame.Rect(box.x + 3, box.y + 5 + k * 11, box.w - 6, 11)
            if i == self.index:
                frames.highlight(canvas, r, self.frame)
            known = card in save.seen
            owned = save.owned(card) > 0
            f.draw(canvas, f"{card:03d}", (r.x + 2, r.y + 1), frames.CURSOR if i == self.index else frames.DIM)
            draw_legible(canvas, f, db.names[card] if known else "? ? ? ? ?", (r.x + 24, r.y + 1), 120,
                         frames.INK if owned or (known and i == self.index) else (150, 154, 180) if known else frames.DIM,
                         tick=self.rest.tick(self.frame) if i == self.index else None)
            if known:
                f.draw(canvas, "\x88" if owned else "o", (r.right - 3, r.y + 1),
                       frames.GOLD if owned else frames.DIM, "right")
        self._page(canvas, pygame.Rect(168, 15, 148, 212))
        hints(self.ctx, canvas, "{ok} Where to farm  SELECT Mark  START Plan  \x87 View  {back} Back")

    def _page(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        frames.panel(canvas, box)
        card = self.card
        if card not in save.seen:
            back = self.ctx.cards.back()
            canvas.blit(back, back.get_rect(midtop=(box.centerx, box.y + 30)))
            f.draw(canvas, f"No. {card:03d}", (box.centerx, box.y + 100), frames.INK, "center")
            f.draw(canvas, "Not seen yet", (box.centerx, box.y + 112), frames.DIM, "center")
        else:
            face = self.ctx.cards.detail(card)
            canvas.blit(face, face.get_rect(midtop=(box.centerx, box.y + 3)))
            y = box.y + 164
            if int(db.kind[card]) == Kind.MONSTER:
                stars = " / ".join(STAR_NAMES[int(s)] for s in (db.star1[card], db.star2[card]) if s)
                lines = [(f"{TYPE_NAMES[int(db.type[card])]}  {ATTRIBUTE_NAMES[int(db.attribute[card])]}  "
                          f"Lv {int(db.level[card])}"), f"ATK {int(db.atk[card])}  DEF {int(db.def_[card])}", stars]
            else:
                lines = [TYPE_NAMES[int(db.type[card])], "", ""]
                draw_description(canvas, self.ctx, card, (box.x + 5, y + 9), box.w - 8, line_h=9)
            pw = int(db.password[card])
            lines.append(f"password {pw:08d}" if pw >= 0 else "no password")
            owned = save.owned(card)
            lines.append(f"owned {owned}" if owned else "seen, not owned")
            for i, line in enumerate(lines):
                colour = frames.INK if i < 3 else frames.DIM if i == 3 else frames.GOLD if owned else frames.DIM
                draw_fitted(canvas, f, line, (box.x + 5, y + i * 9), box.w - 8, colour)
        if self.message:
            f.draw(canvas, self.message, (box.centerx, box.bottom - 12), frames.WARN, "center")


class FarmScene(Scene):
    """Where to farm one card: drop sources best first under the player's options, then the decks
    that deal it. With grind relief on, a note says what it changed; SELECT opens the options and
    the list is re-sorted when they close."""

    def __init__(self, career, card: int) -> None:
        super().__init__()
        self.career, self.card = career, card
        self.top = 0

    def enter(self, ctx) -> None:
        """Looks the card up once."""
        super().enter(ctx)
        self.sources = drop_sources(ctx.db, self.card, self.career.save)
        self.holders = deck_holders(ctx.db, self.card)[:4]
        self.resume()

    def resume(self) -> None:
        """Orders the list and words the note for the options as they are now (the relief box may have
        changed them)."""
        o = self.career.save.options
        self.rows = best_first(self.sources, o.drop_assist)
        self.note = relief_note(self.sources, o.drop_assist, o.starchip_multiplier)
        self.shown = FARM_ROWS - (len(self.note) + 1) // 2 * 2 if self.note else FARM_ROWS
        self.top = min(self.top, max(0, len(self.rows) - self.shown))

    def handle(self, press: Press) -> Press | None:
        """Up/Down scroll; SELECT opens the grind-relief options; back leaves."""
        ctx = self.ctx
        if press.button == Button.SELECT and not press.repeat:
            ctx.stack.push(ctx.screen(Screen.RELIEF, self.career))
        elif press.button in (Button.UP, Button.DOWN):
            step = 1 if press.button == Button.DOWN else -1
            self.top = max(0, min(self.top + step, max(0, len(self.rows) - self.shown)))
        elif (ctx.is_cancel(press) or ctx.is_confirm(press)) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws one row per source: duelist, ranks, chance, expected wins, and Free Duel access."""
        f, db = self.ctx.font, self.ctx.db
        frames.backdrop(canvas, self.frame)
        header(canvas, f, "WHERE TO FARM:")
        draw_fitted(canvas, f, db.names[self.card].upper(), (8 + f.width("WHERE TO FARM: "), 4), 230, frames.GOLD)
        box = pygame.Rect(4, 15, 312, 160)
        frames.panel(canvas, box)
        name_x, rank_x, chance_r, wins_r, free_r = _FARM_COLUMNS
        assist = self.career.save.options.drop_assist  # grind relief: figures with the best of three rolls
        for label, xx, al in (("DUELIST", name_x, "left"), ("RANK", rank_x, "left"), ("CHANCE", chance_r, "right"),
                              ("WINS", wins_r, "right"), ("FREE", free_r, "right")):
            f.draw(canvas, label, (box.x + xx, box.y + 4), frames.GOLD, al)
        if not self.sources:
            f.draw(canvas, "No duelist drops this card. Try the password shop.", (box.centerx, box.y + 60),
                   frames.DIM, "center")
        for k, s in enumerate(self.rows[self.top:self.top + self.shown]):
            y = box.y + 16 + k * 11
            band = _BANDS.get(int(s.pool), "/".join(s.ranks))
            draw_fitted(canvas, f, f"{s.duelist:02d} {s.name}", (box.x + name_x, y), rank_x - name_x - 4, frames.INK)
            draw_fitted(canvas, f, band, (box.x + rank_x, y), chance_r - _CHANCE_W - rank_x - 4, frames.INK)
            if assist:  # grind relief: the chance with the best of three rolls
                chance, wins, colour = s.assisted_chance, s.assisted_expected_wins, frames.GOLD
            else:
                chance, wins, colour = s.chance, s.expected_wins, frames.INK
            f.draw(canvas, percent(chance), (box.x + chance_r, y), colour, "right")
            f.draw(canvas, wins_text(wins), (box.x + wins_r, y), colour, "right")
            f.draw(canvas, "yes" if s.unlocked else "no", (box.x + free_r, y),
                   frames.GOLD if s.unlocked else frames.DIM, "right")
        for i, line in enumerate(self.note):
            draw_fitted(canvas, f, line, (box.x + 6, box.y + 16 + self.shown * 11 + 2 + i * 10), box.w - 12,
                        frames.WARN if i == 0 else frames.INK)
        if len(self.rows) > self.shown:
            f.draw(canvas, f"{self.top + 1}-{min(self.top + self.shown, len(self.rows))} of {len(self.rows)}",
                   (box.right - 6, box.bottom - 11), frames.DIM, "right")
        low = pygame.Rect(4, 178, 312, 48)
        frames.panel(canvas, low)
        f.draw(canvas, "IN THEIR DECKS (copies per duel)", (low.x + 6, low.y + 4), frames.GOLD)
        text = ", ".join(f"{h.name} {h.expected_copies:.2f}" for h in self.holders) or "no duelist's deck"
        for i, line in enumerate(f.wrap(text, low.w - 12)[:3]):
            f.draw(canvas, line, (low.x + 6, low.y + 15 + i * 10), frames.INK)
        hints(self.ctx, canvas, "WINS = expected wins  \x84\x85 Scroll  SELECT Relief  {back} Back")


class CardPageScene(Scene):
    """A large card that turns over slowly; any button closes it."""

    opaque = False

    def __init__(self, career, card: int) -> None:
        super().__init__()
        self.career, self.card = career, card

    def handle(self, press: Press) -> Press | None:
        """Any press except the d-pad closes."""
        if press.button not in (Button.UP, Button.DOWN, Button.LEFT) and not press.repeat:
            self.ctx.stack.pop()
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the card squeezed by the cosine of its turn, its back when turned away."""
        canvas.blit(frames.veil((320, 240), (0, 0, 0, 170)), (0, 0))
        c = math.cos(self.frame / 40)
        face = self.ctx.cards.detail(self.card) if c >= 0 else pygame.transform.scale(self.ctx.cards.back(), (112, 160))
        big = pygame.transform.scale(face, (max(2, int(BIG_CARD[0] * abs(c))), BIG_CARD[1]))
        canvas.blit(big, big.get_rect(midtop=(160, 6)))  # clear of the description panel below
        description_panel(canvas, self.ctx, self.card, pygame.Rect(8, 206, 304, 30))
