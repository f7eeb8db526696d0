"""Build Deck (M10, R15.18-R15.20): the trunk on the left, the deck on the right, pad first.

Left/Right pick the pane, Up/Down move, L1/R1 jump 10 and L2/R2 jump 100, Cross moves one copy of
the cursor card to the other pane, Start or Select cycles the pane's seven sort orders (trunk:
NEW last, deck: SHUFFLE last), Triangle shows the card, Square opens the deck menu (filters, stats,
saved decks), Circle leaves. Legality is ``game.career.deckbuild``'s: 40 cards at most, 3 copies,
one of each Exodia piece; a refused move says why. Leaving with fewer than 40 cards is allowed
(R15.19) after a warning, since no duel will start (R1.3).
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
from game.career.deckstats import deck_stats
from game.career.model import DECK_SIZE
from game.db.vocab import ATTRIBUTE_NAMES, STAR_NAMES, TYPE_NAMES, Kind
from game.gfx import frames
from game.gfx.card_text import draw_description, draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.rules.rng import make_rng
from game.scenes.base import Scene
from game.scenes.career.kit import ask, header, hints
from game.scenes.career.session import Career
from game.scenes.nav import Screen
from game.scenes.widgets import list_window

SORT_NAMES = {Sort.NUMBER: "No.", Sort.NAME: "Name", Sort.STRONGER: "Strength", Sort.ATK: "ATK", Sort.DEF: "DEF",
              Sort.TYPE: "Type", Sort.NEW: "New", Sort.SHUFFLE: "Shuffle"}
TRUNK, DECK = 0, 1
_ROWS = 10


def column(order: Sort):
    """Returns (header, value of a card, keyed) for a pane's number column: the sort's own key where it
    has one. ``keyed`` says the list is sorted by that column (its header is drawn in gold).

    By number the column is the card number, by strength the stronger of ATK/DEF, by DEF the DEF,
    by type the type; the other orders show ATK. Non-monsters have no stats and show nothing there.
    """
    def stat(fn):
        return lambda db, c: str(fn(db, c)) if int(db.kind[c]) == Kind.MONSTER else ""

    if order == Sort.NUMBER:
        return "No.", lambda db, c: f"{c:03d}", True
    if order == Sort.STRONGER:
        return "Str", stat(lambda db, c: max(int(db.atk[c]), int(db.def_[c]))), True
    if order == Sort.DEF:
        return "DEF", stat(lambda db, c: int(db.def_[c])), True
    if order == Sort.TYPE:
        return "Type", lambda db, c: TYPE_NAMES[int(db.type[c])], True
    return "ATK", stat(lambda db, c: int(db.atk[c])), order == Sort.ATK
_JUMP = {Button.UP: -1, Button.DOWN: 1, Button.L1: -10, Button.R1: 10, Button.L2: -100, Button.R2: 100}


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

    def enter(self, ctx) -> None:
        """Cleans the recent list (R15.20), builds both panes and focuses one that holds cards."""
        super().enter(ctx)
        self.career.update(open_build_deck(self.career.save))
        self.rebuild()
        if not self.rows[TRUNK] and self.rows[DECK]:
            self.focus = DECK  # a new career's trunk is empty: the highlight and the info panel start on the deck

    def rebuild(self) -> None:
        """Recomputes both panes' rows (after a move, a sort or a filter) and the stats strip."""
        db, save = self.ctx.db, self.career.save
        trunk = sort_cards(db, trunk_cards(save), TRUNK_SORTS[self.sort[TRUNK]], recent=save.recent)
        self.rows = [filter_cards(db, trunk, **self.filters) if self.filters else trunk, self._deck_rows()]
        for pane in (TRUNK, DECK):
            self.cursor[pane] = min(self.cursor[pane], max(0, len(self.rows[pane]) - 1))
        self.stats = deck_stats(db, save.deck, glitch=save.options.glitch_fusions, best=3) if save.deck else None

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
            self.focus = TRUNK if b == Button.LEFT else DECK
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
        """Draws both panes, the cursor card's panel and the stats strip."""
        f, save = self.ctx.font, self.career.save
        frames.backdrop(canvas, self.frame)
        n = len(save.deck)
        header(canvas, f, "BUILD DECK", f"DECK {n}/{DECK_SIZE}")
        if n != DECK_SIZE:
            f.draw(canvas, "not ready for a duel", (250, 4), frames.WARN, "right")
        for pane in (TRUNK, DECK):
            self._pane(canvas, pane)
        self._info(canvas)
        hints(self.ctx, canvas, "{ok} Move  \x83 Card  \x82 Menu  START Sort  {back} Back")

    def _pane(self, canvas: pygame.Surface, pane: int) -> None:
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        box = pygame.Rect(4 + pane * 158, 15, 154, 142)
        frames.panel(canvas, box)
        focused = self.focus == pane
        if focused:
            pygame.draw.rect(canvas, frames.GOLD, box, 1)
        sorts = TRUNK_SORTS if pane == TRUNK else DECK_SORTS
        order = sorts[self.sort[pane]]
        title = "TRUNK" if pane == TRUNK else "DECK"
        total = sum(save.trunk) if pane == TRUNK else len(save.deck)
        f.draw(canvas, f"{title} {total}", (box.x + 5, box.y + 3), frames.GOLD if focused else frames.DIM)
        tag = "by " + SORT_NAMES[order] + (" *filter" if pane == TRUNK and self.filters else "")
        f.draw(canvas, tag, (box.right - 5, box.y + 3), frames.INK if focused else frames.DIM, "right")
        label, value, keyed = column(order)
        hy = box.y + 14
        f.draw(canvas, "Name", (box.x + 5, hy), frames.GOLD if order == Sort.NAME else frames.DIM)
        f.draw(canvas, label, (box.x + 127, hy), frames.GOLD if keyed else frames.DIM, "right")
        if pane == TRUNK:
            f.draw(canvas, "Own", (box.right - 5, hy), frames.DIM, "right")
        pygame.draw.line(canvas, frames.RIM_DARK, (box.x + 4, hy + 10), (box.right - 5, hy + 10))
        rows = self.rows[pane]
        top = list_window(len(rows), self.cursor[pane], _ROWS)
        name_w = 78 if order == Sort.TYPE else 94
        for k, card in enumerate(rows[top:top + _ROWS]):
            i = top + k
            r = pygame.Rect(box.x + 3, box.y + 26 + k * 10, box.w - 6, 10)
            if i == self.cursor[pane]:
                if focused:
                    frames.highlight(canvas, r, self.frame)
                else:
                    pygame.draw.rect(canvas, frames.DIM, r, 1)
            monster = int(db.kind[card]) == Kind.MONSTER
            draw_fitted(canvas, f, db.names[card], (r.x + 2, r.y), name_w, frames.INK if monster else (150, 230, 190))
            text = value(db, card)
            if text:
                f.draw(canvas, f.fit(text, 44), (r.x + 124, r.y),
                       frames.INK if i == self.cursor[pane] else frames.DIM, "right")
            if pane == TRUNK:
                f.draw(canvas, f"x{save.trunk[card]}", (r.right - 2, r.y), frames.INK, "right")
        if not rows:
            f.draw(canvas, "(empty)" if not (pane == TRUNK and self.filters) else "(no card matches)",
                   (box.centerx, box.y + 60), frames.DIM, "center")
        if len(rows) > _ROWS:
            f.draw(canvas, f"{self.cursor[pane] + 1}/{len(rows)}", (box.right - 5, box.bottom - 11), frames.DIM, "right")

    def _info(self, canvas: pygame.Surface) -> None:
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        box = pygame.Rect(4, 159, 312, 68)
        frames.panel(canvas, box)
        card = self.card
        x, w = box.x + 50, 150
        if card:
            face = self.ctx.cards.small(card)
            canvas.blit(face, (box.x + 5, box.y + 6))
            lines = [(f"#{card:03d} {db.names[card]}", frames.GOLD)]
            if int(db.kind[card]) == Kind.MONSTER:
                stars = " / ".join(STAR_NAMES[int(s)] for s in (db.star1[card], db.star2[card]) if s)
                lines += [((f"{TYPE_NAMES[int(db.type[card])]}  {ATTRIBUTE_NAMES[int(db.attribute[card])]}  "
                            f"Lv {int(db.level[card])}"), frames.INK),
                          (f"ATK {int(db.atk[card])}  DEF {int(db.def_[card])}", frames.INK), (stars, frames.DIM)]
            else:
                lines += [(TYPE_NAMES[int(db.type[card])], frames.INK), ("", frames.INK), ("", frames.INK)]
                draw_description(canvas, self.ctx, card, (x, box.y + 23), w)
            lines.append((f"owned {save.owned(card)}  in deck {save.deck.count(card)}", frames.DIM))
            for i, (text, colour) in enumerate(lines):
                draw_fitted(canvas, f, text, (x, box.y + 3 + i * 10), w, colour)
        s = self.stats
        sx = box.x + 210
        pygame.draw.line(canvas, frames.RIM_DARK, (sx - 6, box.y + 4), (sx - 6, box.bottom - 5))
        f.draw(canvas, "DECK STATS", (sx, box.y + 3), frames.GOLD)
        if s is not None:
            for i, text in enumerate((f"avg ATK {s.atk_avg:.0f}", f"avg DEF {s.def_avg:.0f}",
                                      f"monsters {s.monsters}", f"fusion pairs {s.fusion_pairs}",
                                      f"equip pairs {s.equip_pairs}")):
                f.draw(canvas, text, (sx, box.y + 13 + i * 10), frames.INK)
        if self.message:
            bad = "already" in self.message or "no copy" in self.message
            draw_fitted(canvas, f, self.message, (x, box.bottom - 11), w, frames.WARN if bad else frames.CURSOR)
