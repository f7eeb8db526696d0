"""The main menu: every mode the finished game will have (rules.md §1.1).

Entries whose screens are not built yet stay visible but greyed with a "coming" note, so the
menu shows the whole product without pretending a screen exists.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.career.menu import NEEDS_SAVE
from game.scenes.widgets import ROW_H, Cursor, draw_rows, footer, prompt_labels

# (label, description); the action comes from _actions() when the screen exists.
ENTRIES = (
    ("New Game", "Start the story with a new save and a starter deck."),
    ("Continue / Load", "Load a saved game from a save slot."),
    ("Campaign", "Follow the story of the Millennium Items."),
    ("Free Duel", "Duel any opponent you have already beaten."),
    ("Build Deck", "Move cards between your trunk and your deck."),
    ("Library", "Browse every card you have seen."),
    ("Password", "Buy a card with its eight-digit password."),
    ("2P Duel", "Two players, two saves, one duel."),
    ("Tag Duel", "Two teams of two, duelling together."),
    ("Options", "Window, sound, speed, buttons and rule variants."),
    ("Quit", "Close the game."),
)
_SHOW_CARD = (1, 4, 14, 23, 62, 29, 84, 64, 120, 2, 16)
# R1.4: once a game is loaded the same screen offers Save where it offered Continue / Load.
_LOADED = {"Continue / Load": ("Save", "Write your progress to a save slot.")}


class MainMenuScene(Scene):
    """Cursor over the modes; with a ``career`` it is the loaded menu (R1.4), its entries enabled."""

    music = "menu"

    def __init__(self, career=None) -> None:
        super().__init__()
        self.career = career

    def enter(self, ctx: Context) -> None:
        """Sets up the cursor and which entries have screens."""
        from game.scenes.career.menu import career_actions

        super().enter(ctx)
        self.actions = _actions(ctx)
        self.actions.update(career_actions(ctx, self.career))
        self.cursor = Cursor(len(ENTRIES))
        self.buzz_frames = 0

    def handle(self, press: Press) -> Press | None:
        """Moves the cursor, opens an entry, or goes back to the title."""
        ctx = self.ctx
        assert ctx is not None
        if self.cursor.move(press.button):
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press) or press.button == Button.START:
            action = self.actions.get(self.entries[self.cursor.index][0])
            if action is None:
                ctx.audio.play("buzz")
                self.buzz_frames = 45
            else:
                ctx.audio.play("confirm")
                action()
        elif ctx.is_cancel(press):
            from game.scenes.title import TitleScene

            ctx.audio.play("cancel")
            if self.career is not None and self.career.dirty:  # nothing is lost without a word
                from game.scenes.career.kit import ask

                ask(ctx, ["Progress since your last save will be lost.", "Return to the title?"], ("No", "Yes"),
                    lambda i: i == 1 and ctx.stack.replace(TitleScene(), fade=True), cancel=0)
                return None
            ctx.stack.replace(TitleScene(), fade=True)
        return None

    def update(self) -> None:
        """Counts down the "coming" flash."""
        super().update()
        self.buzz_frames = max(0, self.buzz_frames - 1)

    @property
    def selected(self) -> str:
        """Returns the label under the cursor."""
        return self.entries[self.cursor.index][0]

    @property
    def entries(self) -> tuple[tuple[str, str], ...]:
        """Returns the rows for the menu's state: the initial menu, or the loaded one (R1.4)."""
        if self.career is None:
            return ENTRIES
        return tuple(_LOADED.get(label, (label, text)) for label, text in ENTRIES)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the list panel, the description panel and a card for flavour."""
        ctx = self.ctx
        assert ctx is not None
        f = ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, "MAIN MENU", (12, 8), frames.GOLD)
        if self.career is not None:
            save = self.career.save
            f.draw(canvas, f"{save.name}  \x88{save.starchips}" + ("  (not saved)" if self.career.dirty else ""),
                   (312, 8), frames.INK, "right")
        menu = pygame.Rect(8, 22, 150, len(ENTRIES) * ROW_H + 12)
        frames.panel(canvas, menu)
        rows = [(label, label in self.actions) for label, _ in self.entries]
        inner = pygame.Rect(menu.x + 6, menu.y + 7, menu.w - 12, 0)
        draw_rows(canvas, f, inner, rows, self.cursor.index, self.frame)
        for i, (label, enabled) in enumerate(rows):
            if not enabled:
                note = "no save" if label in NEEDS_SAVE else "coming"
                f.draw(canvas, note, (inner.right - 2, inner.y + i * ROW_H), frames.DIM, "right")
        info = pygame.Rect(166, 22, 146, 196)
        frames.panel(canvas, info)
        label, text = self.entries[self.cursor.index]
        f.draw(canvas, label, (info.centerx, info.y + 8), frames.GOLD, "center")
        for i, line in enumerate(f.wrap(text, info.w - 16)):
            f.draw(canvas, line, (info.x + 8, info.y + 24 + i * 10), frames.INK)
        if label not in self.actions:
            colour = frames.WARN if self.buzz_frames else frames.DIM
            note = "Start or load a game first" if label in NEEDS_SAVE else "Coming in a later update"
            f.draw(canvas, note, (info.centerx, info.y + 62), colour, "center")
        if ctx.cards is not None:
            face = ctx.cards.small(_SHOW_CARD[self.cursor.index])
            canvas.blit(face, face.get_rect(midbottom=(info.centerx, info.bottom - 10)))
        ok, back = prompt_labels(ctx)
        footer(canvas, f, f"{ok} Select   {back} Title   \x84\x85 Move")


def _actions(ctx: Context) -> dict[str, Callable[[], None]]:
    from game.scenes.duel.launcher import FreeDuelScene
    from game.scenes.options import OptionsScene
    from game.scenes.tag.setup import TagSetupScene
    from game.scenes.versus.setup import VersusSetupScene

    return {"Options": lambda: ctx.stack.push(OptionsScene(), fade=True), "Quit": ctx.quit,
            "Free Duel": lambda: ctx.stack.push(FreeDuelScene(), fade=True),
            "2P Duel": lambda: ctx.stack.push(VersusSetupScene(), fade=True),
            "Tag Duel": lambda: ctx.stack.push(TagSetupScene(), fade=True)}
