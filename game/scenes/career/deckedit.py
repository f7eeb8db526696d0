"""Build Deck (M10, R15.18-R15.20): the trunk on the left, the deck on the right, pad first.

Left/Right pick the pane, Up/Down move, L1/R1 page by 8 (the original's) and L2/R2 jump 100, Cross
moves one copy of the cursor card to the other pane, Start or Select cycles the pane's seven sort
orders (trunk: NEW last, deck: SHUFFLE last), Triangle shows the card, Square opens the deck menu (filters, stats,
saved decks), Circle leaves. Legality is ``game.career.deckbuild``'s: 40 cards at most, 3 copies,
one of each Exodia piece; a refused move says why. Leaving with fewer than 40 cards is allowed
(R15.19) after a warning, since no duel will start (R1.3).

Laid out as the original's (presentation.md §8): each list fills the screen and Left/Right slide the
view 320 px to the other over 16 ticks; a list shows 7 rows 22 px apart, each with the card's number,
its name, and ATK stacked over DEF; the sort orders are a row of 16x16 icons 20 px apart, the active
one lit. A name too long for its row takes the row's second line, split at a space, drawn at the
font's own size (``name_lines``): no name is ever squeezed.
"""

from __future__ import annotations

import pygame

from game.career.deckbuild import (
    DECK_SORTS,
    TRUNK_SORTS,
    DeckError,
    Sort,
    filter_cards,
    open_build_deck,
    sort_cards,
    to_deck,
    to_trunk,
    trunk_cards,
)
from game.career.model import DECK_SIZE
from game.db.vocab import ATTRIBUTE_NAMES, STAR_NAMES, TYPE_NAMES, Kind
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.rules.rng import make_rng
from game.scenes.base import Scene
from game.scenes.career.kit import ask, hints
from game.scenes.career.session import Career
from game.scenes.nav import Screen
from game.scenes.widgets import list_window

SORT_NAMES = {Sort.NUMBER: "No.", Sort.NAME: "Name", Sort.STRONGER: "Strength", Sort.ATK: "ATK", Sort.DEF: "DEF",
              Sort.TYPE: "Type", Sort.NEW: "New", Sort.SHUFFLE: "Shuffle"}
TRUNK, DECK = 0, 1
_ROWS = 7  # rows a list shows, ROW_PITCH apart (presentation.md §8)
ROW_PITCH = 22
SLIDE_TICKS = 16  # the view slides 320 px between the lists in this many ticks
LIST_TOP = 38
NAME_X, NAME_W = 30, 186  # a row's name column (from the row's left) and its width
_ICON_CODES = {Sort.NUMBER: "No", Sort.NAME: "Az", Sort.STRONGER: "\x84\x85", Sort.ATK: "AT", Sort.DEF: "DF",
               Sort.TYPE: "Ty", Sort.NEW: "NW", Sort.SHUFFLE: "Sh"}


def name_lines(font, name: str, max_w: int = NAME_W) -> list[str]:
    """Returns a card name as the one or two lines its row draws, each at most max_w pixels at the
    font's normal spacing: the most even split at a space when one line is too long (never squeezed)."""
    if font.width(name) <= max_w:
        return [name]
    words = name.split()
    best: tuple[int, list[str]] | None = None
    for cut in range(1, len(words)):
        parts = [" ".join(words[:cut]), " ".join(words[cut:])]
        w = max(font.width(t) for t in parts)
        if best is None or w < best[0]:
            best = (w, parts)
    return best[1] if best is not None else [name]


def draw_row(canvas: pygame.Surface, font, db, card: int, rect: pygame.Rect, lines: list[str], count: int | None,
             lit: bool) -> None:
    """Draws one list row: number, name (one or two lines), ATK over DEF (or the kind), the trunk's count."""
    monster = int(db.kind[card]) == Kind.MONSTER
    font.draw(canvas, f"{card:03d}", (rect.x + 4, rect.y + 6), frames.INK if lit else frames.DIM)
    colour = frames.INK if monster else (150, 230, 190)
    if len(lines) == 1:
        font.draw(canvas, lines[0], (rect.x + NAME_X, rect.y + 1), colour)
        font.draw(canvas, TYPE_NAMES[int(db.type[card])], (rect.x + NAME_X + 6, rect.y + 11), frames.DIM)
    else:
        for i, line in enumerate(lines):
            font.draw(canvas, line, (rect.x + NAME_X, rect.y + 1 + i * 10), colour)
    sx = rect.x + NAME_X + NAME_W + 44
    if monster:
        font.draw(canvas, "ATK", (sx - 44, rect.y + 1), frames.DIM)
        font.draw(canvas, "DEF", (sx - 44, rect.y + 11), frames.DIM)
        font.draw(canvas, str(int(db.atk[card])), (sx, rect.y + 1), frames.INK, "right")
        font.draw(canvas, str(int(db.def_[card])), (sx, rect.y + 11), frames.INK, "right")
    if count is not None:
        font.draw(canvas, f"x{count}", (rect.right - 4, rect.y + 6), frames.INK, "right")


PAGE = 8  # L1/R1's step: 8 rows in a trace of the original (its guide says 10)
_JUMP = {Button.UP: -1, Button.DOWN: 1, Button.L1: -PAGE, Button.R1: PAGE, Button.L2: -100, Button.R2: 100}


class DeckEditScene(Scene):
    """The two panes over ``career.save``; every move replaces the save through deckbuild."""

    music = "build_deck"

    def __init__(self, career: Career) -> None:
        super().__init__()
        self.career = career
        self.focus = TRUNK
        self.cursor = [0, 0]
        self.sort = [0, 0]  # index into TRUNK_SORTS / DECK_SORTS
        self.filters: dict = {}
        self.message = ""
        self.shuffles = 0
        self.slide = (0, SLIDE_TICKS)  # (view x the slide started from, ticks done)
        self._lines: dict[int, list[str]] = {}

    def enter(self, ctx) -> None:
        """Cleans the recent list (R15.20), builds both panes and focuses one that holds cards."""
        super().enter(ctx)
        self.career.update(open_build_deck(self.career.save))
        self.rebuild()
        if not self.rows[TRUNK] and self.rows[DECK]:
            self.focus = DECK  # a new career's trunk is empty: the highlight and the info panel start on the deck
        self.slide = (self.focus * 320, SLIDE_TICKS)
        self.icons = {order: _icon(ctx.font, code) for order, code in _ICON_CODES.items()}

    @property
    def view_x(self) -> int:
        """Returns the view's x over the two lists side by side (0 the trunk, 320 the deck), as it slides."""
        start, t = self.slide
        return round(start + (self.focus * 320 - start) * t / SLIDE_TICKS)

    def update(self) -> None:
        """Advances the slide between the lists."""
        super().update()
        start, t = self.slide
        self.slide = (start, min(SLIDE_TICKS, t + 1))

    def rebuild(self) -> None:
        """Recomputes both panes' rows (after a move, a sort or a filter)."""
        db, save = self.ctx.db, self.career.save
        trunk = sort_cards(db, trunk_cards(save), TRUNK_SORTS[self.sort[TRUNK]], recent=save.recent)
        self.rows = [filter_cards(db, trunk, **self.filters) if self.filters else trunk, self._deck_rows()]
        for pane in (TRUNK, DECK):
            self.cursor[pane] = min(self.cursor[pane], max(0, len(self.rows[pane]) - 1))

    def _deck_rows(self) -> list[int]:
        order = DECK_SORTS[self.sort[DECK]]
        rng = make_rng("splitmix", self.shuffles * 7919 + self.frame) if order == Sort.SHUFFLE else None
        return sort_cards(self.ctx.db, self.career.save.deck, order, rng=rng)

    @property
    def card(self) -> int:
        """Returns the card under the focused pane's cursor (0 when the pane is empty)."""
        rows = self.rows[self.focus]
        return rows[self.cursor[self.focus]] if rows else 0

    def handle(self, press: Press) -> Press | None:
        """Pad controls as in the module docstring."""
        ctx, b = self.ctx, press.button
        if b in _JUMP:
            n = len(self.rows[self.focus])
            if n:
                step = _JUMP[b]
                old = self.cursor[self.focus]
                self.cursor[self.focus] = (old + step) % n if abs(step) == 1 else max(0, min(n - 1, old + step))
                ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT):
            focus = TRUNK if b == Button.LEFT else DECK
            if focus != self.focus:
                self.slide = (self.view_x, 0)
                self.focus = focus
                ctx.audio.play("cursor")
        elif ctx.is_confirm(press):
            self._move()
        elif b in (Button.START, Button.SELECT) and not press.repeat:
            sorts = TRUNK_SORTS if self.focus == TRUNK else DECK_SORTS
            self.sort[self.focus] = (self.sort[self.focus] + 1) % len(sorts)
            self.shuffles += 1
            self.message = f"{'Trunk' if self.focus == TRUNK else 'Deck'} sorted by {SORT_NAMES[sorts[self.sort[self.focus]]]}"
            ctx.audio.play("cursor")
            self.rebuild()
        elif b == Button.TRIANGLE and self.card:
            ctx.stack.push(ctx.screen(Screen.CARD_PAGE, self.career, self.card))
        elif b == Button.SQUARE and not press.repeat:
            ctx.stack.push(ctx.screen(Screen.DECK_MENU, self))
        elif ctx.is_cancel(press) and not press.repeat:
            self._leave()
        return None

    def _move(self) -> None:
        card, save = self.card, self.career.save
        if not card:
            return
        try:
            new = to_deck(save, card) if self.focus == TRUNK else to_trunk(save, card)
        except DeckError as exc:
            self.message = str(exc).replace(f"card {card}", self.ctx.db.names[card])
            self.ctx.audio.play("buzz")
            return
        self.career.update(new)
        self.message = f"{self.ctx.db.names[card]} -> {'deck' if self.focus == TRUNK else 'trunk'}"
        self.ctx.audio.play("confirm")
        self.rebuild()

    def _leave(self) -> None:
        ctx = self.ctx
        n = len(self.career.save.deck)
        if n == DECK_SIZE:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
            return
        ctx.audio.play("buzz")
        ask(ctx, [f"Your deck holds {n} cards. No duel can start until it holds exactly {DECK_SIZE}.",
                  "Leave anyway?"], ("Keep building", "Leave"),
            lambda i: i == 1 and ctx.stack.pop(fade=True), cancel=0, warn=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the header, both lists where the slide has them, and the cursor card's strip."""
        f, save = self.ctx.font, self.career.save
        frames.backdrop(canvas, self.frame)
        n = len(save.deck)
        canvas.blit(frames.gradient((320, 14), (90, 30, 14), (30, 10, 8)), (0, 0))
        f.draw(canvas, "BUILD DECK", (6, 2), frames.GOLD)
        f.draw(canvas, f"DECK {n}/{DECK_SIZE}", (314, 2), frames.INK if n == DECK_SIZE else frames.WARN, "right")
        if n != DECK_SIZE:
            f.draw(canvas, "not ready for a duel", (250, 2), frames.WARN, "right")
        view = self.view_x
        for pane in (TRUNK, DECK):
            x = pane * 320 - view
            if -320 < x < 320:
                self._pane(canvas, pane, x)
        self._info(canvas)
        hints(self.ctx, canvas, "{ok} Move \x83 Card \x82 Menu START Sort \x86\x87 List L1R1 Page {back} Back")

    def lines(self, card: int) -> list[str]:
        """Returns the card's name as its row draws it (kept per card: names do not change)."""
        got = self._lines.get(card)
        if got is None:
            got = self._lines[card] = name_lines(self.ctx.font, self.ctx.db.names[card])
        return got

    def _pane(self, canvas: pygame.Surface, pane: int, x: int) -> None:
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        focused = self.focus == pane
        sorts = TRUNK_SORTS if pane == TRUNK else DECK_SORTS
        order = sorts[self.sort[pane]]
        title = "CHEST" if pane == TRUNK else "DECK"
        total = sum(save.trunk) if pane == TRUNK else len(save.deck)
        f.draw(canvas, f"{title} {total}", (x + 8, 20), frames.GOLD)
        rows = self.rows[pane]
        if len(rows) > _ROWS:
            f.draw(canvas, f"{self.cursor[pane] + 1}/{len(rows)}", (x + 114, 20), frames.DIM, "right")
        for k, s in enumerate(sorts):  # the sort icons, 20 px apart, the active one lit
            icon = self.icons[s]
            r = pygame.Rect(x + 120 + k * 20, 16, 16, 16)
            if s == order:
                pygame.draw.rect(canvas, (240, 144, 48), r)
                pygame.draw.rect(canvas, frames.CURSOR, r, 1)
            canvas.blit(icon, r)
        tag = "by " + SORT_NAMES[order] + (" *filter" if pane == TRUNK and self.filters else "")
        f.draw(canvas, tag, (x + 314, 20), frames.INK, "right")
        box = pygame.Rect(x + 4, LIST_TOP - 3, 312, _ROWS * ROW_PITCH + 6)
        frames.panel(canvas, box)
        top = list_window(len(rows), self.cursor[pane], _ROWS)
        for k, card in enumerate(rows[top:top + _ROWS]):
            i = top + k
            r = pygame.Rect(box.x + 3, LIST_TOP + k * ROW_PITCH, box.w - 6, ROW_PITCH - 1)
            lit = i == self.cursor[pane]
            if lit:
                if focused:
                    frames.highlight(canvas, r, self.frame)
                else:
                    pygame.draw.rect(canvas, frames.DIM, r, 1)
            draw_row(canvas, f, db, card, r, self.lines(card), save.trunk[card] if pane == TRUNK else None, lit)
        if not rows:
            f.draw(canvas, "(empty)" if not (pane == TRUNK and self.filters) else "(no card matches)",
                   (box.centerx, box.y + 60), frames.DIM, "center")

    def _info(self, canvas: pygame.Surface) -> None:
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        box = pygame.Rect(4, 196, 312, 31)
        frames.panel(canvas, box)
        card = self.card
        if card:
            f.draw(canvas, f"#{card:03d} {db.names[card]}", (box.x + 5, box.y + 3), frames.GOLD)
            if int(db.kind[card]) == Kind.MONSTER:
                stars = "/".join(STAR_NAMES[int(s)] for s in (db.star1[card], db.star2[card]) if s)
                text = (f"{TYPE_NAMES[int(db.type[card])]} {ATTRIBUTE_NAMES[int(db.attribute[card])]} "
                        f"Lv{int(db.level[card])} {stars}")
            else:
                text = TYPE_NAMES[int(db.type[card])]
            if not self.message:
                draw_fitted(canvas, f, text, (box.x + 5, box.y + 16), 220, frames.INK)
                f.draw(canvas, f"own {save.owned(card)} deck {save.deck.count(card)}", (box.right - 5, box.y + 16),
                       frames.DIM, "right")
        if self.message:
            bad = "already" in self.message or "no copy" in self.message
            draw_fitted(canvas, f, self.message, (box.x + 5, box.y + 16), 300, frames.WARN if bad else frames.CURSOR)


def _icon(font, code: str) -> pygame.Surface:
    """Returns a 16x16 sort icon: its two-letter mark on a dark tile (drawn lit by the list when active)."""
    surf = pygame.Surface((16, 16), pygame.SRCALPHA)
    pygame.draw.rect(surf, (40, 36, 70, 160), surf.get_rect())
    pygame.draw.rect(surf, (150, 140, 90), surf.get_rect(), 1)
    font.draw(surf, code, (8, 3), frames.INK, "center")
    return surf
