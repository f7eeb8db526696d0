"""Build Deck's Square menu: trunk filters, the full deck statistics, saved decks, clearing the deck.

Filters narrow the trunk pane only (kind, monster type, attribute, ATK range, a part of the name
typed on the pad keyboard). The stats page: average ATK/DEF, kind and type counts, the exact
chance that the opening hand holds a fusing pair, and the best fusions by ATK
(``game.career.deckstats``).
"""

from __future__ import annotations

import pygame

from game.career.deckbuild import DeckError, clear_deck, delete_deck, store_deck, use_deck
from game.career.deckstats import deck_stats, opening_fusion_chance
from game.career.model import DECK_NAME_MAX, DECK_SIZE
from game.db.vocab import ATTRIBUTE_NAMES, KIND_NAMES, N_MONSTER_TYPES, TYPE_NAMES
from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import AskScene, ask, header, hints
from game.scenes.nav import Screen
from game.scenes.widgets import Cursor, draw_rows

MENU = ("Filter trunk...", "Deck statistics", "Save deck as...", "Use a saved deck", "Delete a saved deck",
        "Clear deck", "Deck doctor...", "Close")
KINDS = (None, *KIND_NAMES.values())
TYPES = (None, *range(N_MONSTER_TYPES))
ATTRS = (None, *range(6))
ATK_STEPS = (None, *range(0, 4001, 250))
FILTER_ROWS = ("Kind", "Type", "Attribute", "ATK from", "ATK to", "Name", "Clear filters", "Done")


class DeckMenuScene(AskScene):
    """The menu box over the editor; each row opens its screen."""

    music = "build_deck"

    def __init__(self, editor) -> None:
        super().__init__([], MENU, self._pick_row, cancel=len(MENU) - 1, title="DECK MENU")
        self.editor = editor

    def _pick_row(self, i: int) -> None:
        ed, ctx, career = self.editor, self.ctx, self.editor.career
        row = MENU[i]
        if row == "Filter trunk...":
            ctx.stack.push(FilterScene(ed))
        elif row == "Deck statistics":
            ctx.stack.push(StatsScene(ed), fade=True)
        elif row == "Deck doctor...":
            ctx.stack.push(ctx.screen(Screen.DECK_DOCTOR, ed), fade=True)
        elif row == "Save deck as...":
            def named(name: str | None) -> None:
                if name:
                    self._apply(lambda s: store_deck(s, name), f"Deck saved as {name!r}.")

            ctx.stack.push(ctx.screen(Screen.KEYBOARD, "NAME THIS DECK", DECK_NAME_MAX, named, prompt="Deck name"),
                           fade=True)
        elif row in ("Use a saved deck", "Delete a saved deck"):
            names = [n for n, _ in career.save.decks]
            if not names:
                ask(ctx, ["No saved decks yet. Use 'Save deck as...' first."])
                return
            use = row.startswith("Use")
            ask(ctx, ["Which deck?"], names + ["Cancel"],
                lambda k: k < len(names) and self._apply(
                    (lambda s: use_deck(s, names[k])) if use else (lambda s: delete_deck(s, names[k])),
                    f"{'Now using' if use else 'Deleted'} {names[k]!r}."), cancel=len(names))
        elif row == "Clear deck":
            self._apply(clear_deck, "Every deck card is back in the trunk.")

    def _apply(self, change, message: str) -> None:
        ed = self.editor
        try:
            ed.career.update(change(ed.career.save))
        except DeckError as exc:
            ed.message = str(exc)
            self.ctx.audio.play("buzz")
        else:
            ed.message = message
        ed.rebuild()


class FilterScene(Scene):
    """Left/Right change a filter's value; confirm on Name types it, on Done closes."""

    opaque = False

    def __init__(self, editor) -> None:
        super().__init__()
        self.editor = editor
        f = editor.filters
        self.values = {"Kind": f.get("kind"), "Type": f.get("type_"), "Attribute": f.get("attribute"),
                       "ATK from": f.get("atk", (None, None))[0], "ATK to": f.get("atk", (None, None))[1],
                       "Name": f.get("name", "")}
        self.cursor = Cursor(len(FILTER_ROWS))

    def handle(self, press: Press) -> Press | None:
        """Moves, changes values, types the name or closes (applying the filters live)."""
        ctx, b = self.ctx, press.button
        row = FILTER_ROWS[self.cursor.index]
        if self.cursor.move(b):
            ctx.audio.play("cursor")
        elif b in (Button.LEFT, Button.RIGHT) and row in self.values and row != "Name":
            choices = {"Kind": KINDS, "Type": TYPES, "Attribute": ATTRS, "ATK from": ATK_STEPS, "ATK to": ATK_STEPS}[row]
            k = choices.index(self.values[row]) if self.values[row] in choices else 0
            self.values[row] = choices[(k + (1 if b == Button.RIGHT else -1)) % len(choices)]
            ctx.audio.play("cursor")
            self._apply()
        elif ctx.is_confirm(press) and not press.repeat:
            if row == "Name":
                def typed(text: str | None) -> None:
                    if text is not None:
                        self.values["Name"] = text
                        self._apply()

                ctx.stack.push(ctx.screen(Screen.KEYBOARD, "SEARCH BY NAME", 20, typed, self.values["Name"],
                                          prompt="Part of a name", allow_empty=True), fade=True)
            elif row == "Clear filters":
                self.values = dict.fromkeys(self.values)
                self.values["Name"] = ""
                self._apply()
            elif row == "Done":
                ctx.stack.pop()
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.stack.pop()
        return None

    def _apply(self) -> None:
        v = self.values
        filters = {"kind": v["Kind"], "type_": v["Type"], "attribute": v["Attribute"], "name": v["Name"] or ""}
        filters = {k: x for k, x in filters.items() if x not in (None, "")}
        if v["ATK from"] is not None or v["ATK to"] is not None:
            filters["atk"] = (v["ATK from"], v["ATK to"])
        self.editor.filters = filters
        self.editor.cursor[0] = 0
        self.editor.rebuild()

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the filter box with each row's value and the number of matching cards."""
        f = self.ctx.font
        box = pygame.Rect(60, 30, 200, len(FILTER_ROWS) * 12 + 30)
        frames.panel(canvas, box)
        f.draw(canvas, "FILTER TRUNK", (box.centerx, box.y + 5), frames.GOLD, "center")
        inner = pygame.Rect(box.x + 6, box.y + 18, box.w - 12, 0)
        draw_rows(canvas, f, inner, [(r, True) for r in FILTER_ROWS], self.cursor.index, self.frame)
        for i, row in enumerate(FILTER_ROWS):
            if row in self.values:
                draw_fitted(canvas, f, self._shown(row), (inner.right - 4, inner.y + i * 12), 100, frames.INK,
                            "right")
        f.draw(canvas, f"{len(self.editor.rows[0])} cards match", (box.centerx, box.bottom - 10), frames.DIM, "center")

    def _shown(self, row: str) -> str:
        v = self.values[row]
        if row == "Name":
            return f'"{v}"' if v else "any"
        if v is None:
            return "\x86 any \x87"
        if row == "Kind":
            return "\x86 " + {k: n for n, k in KIND_NAMES.items()}[v] + " \x87"
        if row == "Type":
            return f"\x86 {TYPE_NAMES[v]} \x87"
        if row == "Attribute":
            return f"\x86 {ATTRIBUTE_NAMES[v]} \x87"
        return f"\x86 {v} \x87"


def fusion_lines(f, result: str, a: str, b: str, name_w: int, recipe_w: int) -> list[tuple[str, bool]]:
    """Returns one best fusion as (text, is the recipe) lines: its result wrapped in name_w pixels, then
    "= A + B" on one line when it fits recipe_w, else "= A" and "+ B" (each wrapped) - never squeezed."""
    lines = [(t, False) for t in f.wrap(result, name_w)]
    whole = f"= {a} + {b}"
    parts = [whole] if f.width(whole) <= recipe_w else [f"= {a}", f"+ {b}"]
    return lines + [(t, True) for part in parts for t in f.wrap(part, recipe_w)]


class StatsScene(Scene):
    """The deck's full statistics; computed once on entry (the opening-hand chance is exact)."""

    def __init__(self, editor) -> None:
        super().__init__()
        self.editor = editor

    def enter(self, ctx) -> None:
        """Computes the stats of the current deck."""
        super().enter(ctx)
        save = self.editor.career.save
        glitch = save.options.glitch_fusions
        self.stats = deck_stats(ctx.db, save.deck, glitch=glitch, best=6) if save.deck else None
        self.chance = opening_fusion_chance(ctx.db, save.deck, glitch=glitch) if len(save.deck) >= 5 else None

    def handle(self, press: Press) -> Press | None:
        """Any confirm or back closes."""
        if (self.ctx.is_confirm(press) or self.ctx.is_cancel(press)) and not press.repeat:
            self.ctx.stack.pop(fade=True)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws averages, counts, the fusion chance and the best fusions."""
        f, db, s = self.ctx.font, self.ctx.db, self.stats
        frames.backdrop(canvas, self.frame)
        header(canvas, f, "DECK STATISTICS", f"{len(self.editor.career.save.deck)}/{DECK_SIZE} cards")
        if s is None:
            f.draw(canvas, "The deck is empty.", (160, 100), frames.DIM, "center")
            hints(self.ctx, canvas, "{back} Back")
            return
        left = pygame.Rect(4, 16, 150, 210)
        right = pygame.Rect(158, 16, 158, 210)
        frames.panel(canvas, left)
        frames.panel(canvas, right)
        lines = [f"monsters {s.monsters}   avg ATK {s.atk_avg:.0f}", f"avg DEF {s.def_avg:.0f}",
                 "kinds: " + ", ".join(f"{k} {n}" for k, n in s.kinds.items())]
        y = left.y + 5
        for line in lines:
            for part in f.wrap(line, left.w - 10):
                f.draw(canvas, part, (left.x + 5, y), frames.INK)
                y += 10
        f.draw(canvas, "TYPES", (left.x + 5, y + 2), frames.GOLD)
        y += 13
        for i, (t, n) in enumerate(sorted(s.types.items(), key=lambda kv: (-kv[1], kv[0]))[:14]):
            f.draw(canvas, t, (left.x + 8, y + i * 10), frames.INK)
            f.draw(canvas, str(n), (left.right - 8, y + i * 10), frames.INK, "right")
        f.draw(canvas, "FUSIONS IN THIS DECK", (right.x + 5, right.y + 5), frames.GOLD)
        f.draw(canvas, f"{s.fusion_pairs} pairs -> {s.fusion_results} results", (right.x + 5, right.y + 16), frames.INK)
        f.draw(canvas, f"equip pairs {s.equip_pairs}", (right.x + 5, right.y + 26), frames.INK)
        if self.chance is not None:
            f.draw(canvas, f"opening hand can fuse: {self.chance * 100:.1f}%", (right.x + 5, right.y + 36), frames.GOLD)
        f.draw(canvas, "BEST FUSIONS (ATK)", (right.x + 5, right.y + 52), frames.GOLD)
        y = right.y + 64
        for fu in s.best_fusions:  # as many as the panel holds whole, each name at the font's own size
            block = fusion_lines(f, db.names[fu.result], db.names[fu.a], db.names[fu.b], right.w - 40, right.w - 14)
            if y + 10 * len(block) > right.bottom - 2:
                break
            for k, (text, recipe) in enumerate(block):
                f.draw(canvas, text, (right.x + (9 if recipe else 5), y), frames.DIM if recipe else frames.INK)
                if k == 0:
                    f.draw(canvas, str(fu.atk), (right.right - 5, y), frames.GOLD, "right")
                y += 10
            y += 2
        hints(self.ctx, canvas, "{back} Back")
