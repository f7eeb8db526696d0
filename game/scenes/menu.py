"""The main menu: every mode the finished game will have (rules.md §1.1).

Entries whose screens are not built yet stay visible but greyed with a "coming" note, so the
menu shows the whole product without pretending a screen exists. As in the original
(presentation.md §2) the entries are picture words centred on x=160 at the original's y positions
(before a load centres 50..178, after it 42..202, 32 px apart; our menu has more entries than the
original's five or six, so that many show at a time and the column scrolls with the cursor). They
slide in over 16 ticks from x=-160 or 480 in turn, leaving on odd ticks an afterimage that darkens
by 8 per colour channel each tick (the trail goes with the motion: none is left once the entries
rest), and slide back out under the closing fade when an entry opens;
the selected entry is a wider red-orange plate with green lettering, the others dark plates with an
olive rim, over the title picture dimmed to half.
The selected entry's one-line description sits under the column.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx import frames
from game.gfx.title_art import TitleArt, picture_word
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Context, Scene
from game.scenes.career.kit import ask
from game.scenes.career.menu import NEEDS_SAVE, career_actions
from game.scenes.nav import Screen
from game.scenes.widgets import Cursor, footer, list_window, prompt_labels

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
    ("Randomized", "A new game on a randomized run: type its code, or none for a new one."),
    ("Options", "Window, sound, speed, buttons and rule variants."),
    ("Quit", "Close the game."),
)
# R1.4: once a game is loaded the same screen offers Save where it offered Continue / Load.
_LOADED = {"Continue / Load": ("Save", "Write your progress to a save slot.")}


SLIDE_TICKS = 16  # presentation.md §2: each entry slides in over 16 ticks
# (first centre y, entries shown): before a load the original's five centres, after it its six
_COLUMN = {False: (50, 5), True: (42, 6)}
_STEP = 32
_PLATE_W, _PLATE_H, _SELECTED_W, _SELECTED_H = 176, 28, 208, 32
_SELECTED = ((176, 48, 24), (240, 144, 48), (128, 240, 104))  # plate left, plate right, lettering
_PLATE, _RIM = (28, 26, 16), (112, 112, 48)
_GREY = (150, 146, 120)  # an entry with no screen yet


def slide_offset(index: int, tick: int) -> int:
    """Returns an entry's x offset from its resting centre (160) ``tick`` ticks after the menu opened:
    from x=-160 (even slots) or x=480 (odd slots) to 160 over SLIDE_TICKS, so the first comes in from the left."""
    if tick >= SLIDE_TICKS:
        return 0
    start = -320 if index % 2 == 0 else 320
    return round(start * (SLIDE_TICKS - tick) / SLIDE_TICKS)


def entry_centres(loaded: bool, n: int) -> list[int]:
    """Returns the centre y of each shown slot: the original's positions for the menu's state."""
    first, shown = _COLUMN[loaded]
    return [first + k * _STEP for k in range(min(shown, n))]


class MainMenuScene(Scene):
    """Cursor over the modes; with a ``career`` it is the loaded menu (R1.4), its entries enabled."""

    music = "menu"

    def __init__(self, career=None) -> None:
        super().__init__()
        self.career = career
        self.tick = 0  # where the slide is: 0 off the screen, SLIDE_TICKS at rest
        self.leaving = False  # an entry was chosen: the slide runs backwards under the closing fade
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
        self._build_pictures(ctx)

    def _build_pictures(self, ctx: Context) -> None:
        """Renders the dimmed title backdrop and every entry's plates once; drawing only blits."""
        art = TitleArt(ctx.font)
        self.backdrop = art.backdrop.copy()
        self.backdrop.blit(art.logo, art.logo.get_rect(center=(162, 90)))
        self.backdrop.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_MULT)  # dimmed to level 128
        self.plates, self.lit, self.ghost_plates = [], [], []
        for label, _ in self.entries:
            enabled = label in self.actions
            word = picture_word(ctx.font, label.upper(), frames.INK if enabled else _GREY, (16, 12, 4))
            plate = pygame.Surface((_PLATE_W, _PLATE_H), pygame.SRCALPHA)
            pygame.draw.rect(plate, _PLATE, plate.get_rect(), border_radius=4)
            pygame.draw.rect(plate, _RIM, plate.get_rect(), 2, border_radius=4)
            plate.blit(word, word.get_rect(center=(_PLATE_W // 2 + 1, _PLATE_H // 2 + 1)))
            lit = pygame.Surface((_SELECTED_W, _SELECTED_H), pygame.SRCALPHA)
            body = frames.gradient((_SELECTED_W - 4, _SELECTED_H - 4), _SELECTED[0], _SELECTED[1], horizontal=True)
            lit.blit(body, (2, 2))
            pygame.draw.rect(lit, (255, 224, 160), lit.get_rect(), 2, border_radius=5)
            green = picture_word(ctx.font, label.upper(), _SELECTED[2] if enabled else (200, 176, 120), (24, 40, 8))
            lit.blit(green, green.get_rect(center=(_SELECTED_W // 2 + 1, _SELECTED_H // 2 + 1)))
            ghost = plate.copy()  # drawn see-through as it darkens (its own copy: the alpha is set per draw)
            self.plates.append(plate)
            self.lit.append(lit)
            self.ghost_plates.append(ghost)

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
                self.leaving = True  # exit reverses the slide (presentation.md §2), under the fade
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
        self.tick, self.ghosts, self.leaving = 0, [], False

    def update(self) -> None:
        """Counts down the "coming" flash, slides the entries and darkens their afterimages."""
        super().update()
        self.buzz_frames = max(0, self.buzz_frames - 1)
        for ghost in self.ghosts:
            ghost[3] = tuple(max(0, c - 8) for c in ghost[3])
        self.ghosts = [g for g in self.ghosts if any(g[3])]
        if self.leaving and self.tick == 0 and self.ctx.stack.top is self and self.ctx.stack.fade is None:
            self.leaving = False  # nothing opened over the menu after all: the entries come back
        step = -1 if self.leaving else 1
        if 0 <= self.tick + step <= SLIDE_TICKS:
            self.tick += step
            if self.tick % 2 == 1 and self.tick < SLIDE_TICKS:
                top = self.window_top
                for k, y in enumerate(entry_centres(self.career is not None, len(self.entries))):
                    i = top + k
                    self.ghosts.append([self.entries[i][0], 160 + slide_offset(i, self.tick), y, frames.DIM])
        if self.settled:  # an afterimage is the trail of a moving entry: none is left once they all rest
            self.ghosts = []

    @property
    def settled(self) -> bool:
        """Returns whether the entries have finished sliding in."""
        return self.tick >= SLIDE_TICKS and not self.leaving

    def sequence_name(self) -> str | None:
        """Names the entrance for the gallery's contact sheet while the entries slide in."""
        return "menu_slide" if self.tick < SLIDE_TICKS or self.ghosts else None

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

    @property
    def window_top(self) -> int:
        """Returns the first entry shown in the column (it scrolls to keep the cursor in view)."""
        shown = _COLUMN[self.career is not None][1]
        return list_window(len(self.entries), self.cursor.index, shown)

    def entry_rect(self, i: int) -> pygame.Rect | None:
        """Returns where entry i's plate is drawn now (None when it is scrolled out of the column)."""
        centres = entry_centres(self.career is not None, len(self.entries))
        k = i - self.window_top
        if not 0 <= k < len(centres):
            return None
        w, h = (_SELECTED_W, _SELECTED_H) if i == self.cursor.index else (_PLATE_W, _PLATE_H)
        return pygame.Rect(0, 0, w, h).move(160 + slide_offset(i, self.tick) - w // 2, centres[k] - h // 2)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the dimmed title, the afterimages, the picture words and the selected entry's line."""
        ctx = self.ctx
        assert ctx is not None
        f = ctx.font
        canvas.blit(self.backdrop, (0, 0))
        if self.career is not None:
            save = self.career.save
            f.draw(canvas, f"{save.name}  \x88{save.starchips}" + ("  (not saved)" if self.career.dirty else ""),
                   (312, 4), frames.INK, "right")
        index = {label: i for i, (label, _) in enumerate(self.entries)}
        for label, x, y, colour in self.ghosts:
            ghost = self.ghost_plates[index[label]]
            ghost.set_alpha(colour[0] * 2)
            canvas.blit(ghost, ghost.get_rect(center=(x, y)))
        top = self.window_top
        for k in range(len(entry_centres(self.career is not None, len(self.entries)))):
            i = top + k
            rect = self.entry_rect(i)
            canvas.blit(self.lit[i] if i == self.cursor.index else self.plates[i], rect)
        if top > 0:
            f.draw(canvas, "\x84", (160, 18), frames.GOLD, "center")
        if top + _COLUMN[self.career is not None][1] < len(self.entries):
            f.draw(canvas, "\x85", (160, 206), frames.GOLD, "center")
        label, text = self.entries[self.cursor.index]
        canvas.blit(frames.veil((320, 12), (0, 0, 0, 150)), (0, 215))
        if label in self.actions:
            f.draw(canvas, f.fit(text, 312), (160, 216), frames.INK, "center")
        else:
            colour = frames.WARN if self.buzz_frames else (200, 200, 210)
            note = "Start or load a game first." if label in NEEDS_SAVE else "Coming in a later update."
            f.draw(canvas, note, (160, 216), colour, "center")
        ok, back = prompt_labels(ctx)
        footer(canvas, f, f"{ok} Select   {back} Title   \x84\x85 Move")


def _actions(ctx: Context) -> dict[str, Callable[[], None]]:
    def opens(screen: Screen, **kwargs) -> Callable[[], None]:
        return lambda: ctx.stack.push(ctx.screen(screen, **kwargs), fade=True)

    return {"Options": opens(Screen.OPTIONS), "Quit": ctx.quit, "Free Duel": opens(Screen.FREE_DUEL_SETUP),
            "2P Duel": opens(Screen.PLAY_WHERE), "Tag Duel": opens(Screen.PLAY_WHERE, tag=True)}
