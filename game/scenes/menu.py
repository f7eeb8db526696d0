"""The main menu: every mode the finished game will have (rules.md §1.1).

Entries whose screens are not built yet stay visible but greyed with a "coming" note, so the
menu shows the whole product without pretending a screen exists. As in the original
(presentation.md §2) the entries slide in over 16 ticks, from the left and the right in turn,
leaving on odd ticks an afterimage that darkens by 8 per colour channel each tick; the selected
entry is a wider red-orange plate with green lettering, the others dark plates with an olive rim,
over a dimmed background.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.career.kit import ask
from game.scenes.career.menu import NEEDS_SAVE, career_actions
from game.scenes.nav import Screen
from game.scenes.widgets import ROW_H, Cursor, footer, prompt_labels

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


SLIDE_TICKS = 16  # presentation.md §2: each entry slides in over 16 ticks
_ROW_X, _ROW_Y, _ROW_W = 14, 29, 138
_SELECTED = ((176, 48, 24), (240, 144, 48), (128, 240, 104))  # plate left, plate right, lettering
_PLATE, _RIM = (28, 26, 16), (112, 112, 48)


def slide_offset(index: int, tick: int) -> int:
    """Returns an entry's x offset ``tick`` ticks after the menu opened: from off the left (even
    slots) or the right (odd slots) to 0 over SLIDE_TICKS, so the first comes in from the left."""
    if tick >= SLIDE_TICKS:
        return 0
    start = -(_ROW_X + _ROW_W + 8) if index % 2 == 0 else 320 - _ROW_X
    return round(start * (SLIDE_TICKS - tick) / SLIDE_TICKS)


class MainMenuScene(Scene):
    """Cursor over the modes; with a ``career`` it is the loaded menu (R1.4), its entries enabled."""

    music = "menu"

    def __init__(self, career=None) -> None:
        super().__init__()
        self.career = career
        self.tick = 0  # ticks since the entries started sliding in
        self.ghosts: list[list] = []  # [label, x, y, colour] afterimages, darkening each tick

    def enter(self, ctx: Context) -> None:
        """Sets up the cursor and which entries have screens."""
        super().enter(ctx)
        self.actions = _actions(ctx)
        self.actions.update(career_actions(ctx, self.career))
        if self.career is not None:  # the loaded game's own options (D-27) show in Options too
            self.actions["Options"] = lambda: ctx.stack.push(ctx.screen(Screen.OPTIONS, career=self.career),
                                                             fade=True)
        start = [label for label, _ in ENTRIES].index("Campaign") if self.career is not None else 0
        self.cursor = Cursor(len(ENTRIES), start)  # after a load the cursor waits on Campaign
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
            ctx.audio.play("cancel")
            if self.career is not None and self.career.dirty:  # nothing is lost without a word
                ask(ctx, ["Progress since your last save will be lost.", "Return to the title?"], ("No", "Yes"),
                    lambda i: i == 1 and ctx.stack.replace(ctx.screen(Screen.TITLE), fade=True), cancel=0)
                return None
            ctx.stack.replace(ctx.screen(Screen.TITLE), fade=True)
        return None

    def resume(self) -> None:
        """Back from a screen: the entries slide in again, as the original's menus do."""
        self.tick, self.ghosts = 0, []

    def update(self) -> None:
        """Counts down the "coming" flash, slides the entries and darkens their afterimages."""
        super().update()
        self.buzz_frames = max(0, self.buzz_frames - 1)
        for ghost in self.ghosts:
            ghost[3] = tuple(max(0, c - 8) for c in ghost[3])
        self.ghosts = [g for g in self.ghosts if any(g[3])]
        if self.tick < SLIDE_TICKS:
            self.tick += 1
            if self.tick % 2 == 1 and self.tick < SLIDE_TICKS:
                for i, (label, _) in enumerate(self.entries):
                    self.ghosts.append([label, _ROW_X + slide_offset(i, self.tick), _ROW_Y + i * ROW_H, frames.DIM])

    @property
    def settled(self) -> bool:
        """Returns whether the entries have finished sliding in."""
        return self.tick >= SLIDE_TICKS

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
        canvas.blit(frames.veil((320, 240), (0, 0, 0, 128)), (0, 0))  # the background dims while a menu is up
        f.draw(canvas, "MAIN MENU", (12, 8), frames.GOLD)
        if self.career is not None:
            save = self.career.save
            f.draw(canvas, f"{save.name}  \x88{save.starchips}" + ("  (not saved)" if self.career.dirty else ""),
                   (312, 8), frames.INK, "right")
        for label, x, y, colour in self.ghosts:
            f.draw(canvas, label, (x + 4, y), colour, shadow=False)
        for i, (label, _) in enumerate(self.entries):
            self._entry(canvas, i, label, label in self.actions)
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


    def _entry(self, canvas: pygame.Surface, i: int, label: str, enabled: bool) -> None:
        """Draws one entry plate where its slide has brought it."""
        f = self.ctx.font
        x, y = _ROW_X + slide_offset(i, self.tick), _ROW_Y + i * ROW_H
        if i == self.cursor.index:  # the wider, brighter plate of the selected entry
            plate = pygame.Rect(x - 6, y - 2, _ROW_W + 12, ROW_H)
            canvas.blit(frames.gradient(plate.size, _SELECTED[0], _SELECTED[1], horizontal=True), plate)
            pygame.draw.rect(canvas, frames.CURSOR, plate, 1)
            colour = _SELECTED[2] if enabled else (200, 176, 120)
        else:
            plate = pygame.Rect(x, y - 2, _ROW_W, ROW_H - 1)
            pygame.draw.rect(canvas, _PLATE, plate)
            pygame.draw.rect(canvas, _RIM, plate, 1)
            colour = frames.INK if enabled else frames.DIM
        f.draw(canvas, label, (x + 4, y), colour)
        if not enabled:
            note = "no save" if label in NEEDS_SAVE else "coming"
            f.draw(canvas, note, (x + _ROW_W - 4, y), frames.DIM, "right")


def _actions(ctx: Context) -> dict[str, Callable[[], None]]:
    def opens(screen: Screen, **kwargs) -> Callable[[], None]:
        return lambda: ctx.stack.push(ctx.screen(screen, **kwargs), fade=True)

    return {"Options": opens(Screen.OPTIONS), "Quit": ctx.quit, "Free Duel": opens(Screen.FREE_DUEL_SETUP),
            "2P Duel": opens(Screen.PLAY_WHERE), "Tag Duel": opens(Screen.PLAY_WHERE, tag=True)}
