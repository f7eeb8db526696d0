"""The Free Duel grid (M9, R15.8-R15.9): 5 x 8 cells, Build Deck in cell 0, duelists 1-39 after it.

Laid out as the original's (presentation.md §4): a SELECT OPPONENT! prompt to dismiss on entry
(any press does; Cross, Circle, Start and Square are spent on it, a direction also moves), the
FREE DUEL picture along the top, 48x48 portraits on a 52-px pitch with three rows in view (the
view scrolls), the cells of duelists not yet beaten left empty, the highlighted duelist's name and
``WIN n LOSS n`` (each capped at 999) under the grid, and a cursor frame that pulses in scale as a
triangle wave over 128 ticks and glides to a new cell over 8 steps, with sparkles about it.
The d-pad moves without wrapping, Cross or Square confirms, Circle goes back. A duel
uses the player's deck (R1.3: exactly 40 cards, else YOUR DECK ISN'T READY!), the duelist's home
terrain unless the save's option forces Normal (D-05), and the same rewards as the campaign.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.career.deckbuild import deck_ready_problem
from game.gfx import frames, portraits
from game.gfx.title_art import picture_word
from game.input import Press
from game.input_bindings import Button
from game.rules.setup import home_terrain
from game.scenes.career.kit import HostScene, ask, hints
from game.scenes.career.session import Career, make_setup, start_duel
from game.scenes.nav import Screen

COLS, ROWS = 5, 8
DECK_MESSAGE = "YOUR DECK ISN'T READY!"
PITCH, FACE = 52, 48  # the cell pitch and the portrait's side
VIEW_ROWS = 3
GRID = pygame.Rect(30, 36, COLS * PITCH, VIEW_ROWS * PITCH)  # the visible part of the grid
PULSE_TICKS, MOVE_STEPS, SPARKLES = 128, 8, 16
PROMPT = "SELECT OPPONENT!"


def cursor_pulse(tick: int) -> int:
    """Returns how many pixels the cursor frame grows on each side: a triangle wave 0..3 over PULSE_TICKS."""
    phase = tick % PULSE_TICKS
    half = PULSE_TICKS // 2
    return round(3 * (phase if phase < half else PULSE_TICKS - phase) / half)


def view_top(row: int, top: int) -> int:
    """Returns the first row in view after the cursor moved to ``row`` (the view moves only as it must)."""
    return max(0, min(ROWS - VIEW_ROWS, min(row, max(top, row - VIEW_ROWS + 1))))


class FreeDuelGridScene(HostScene):
    """Cursor over the 40 cells; a duel's result is applied and shown when it returns."""

    music = "free_duel"

    def __init__(self, career: Career) -> None:
        super().__init__()
        self.career = career
        self.index = 1
        self.duels = 0
        self.prompt = True  # SELECT OPPONENT! waits for a press
        self.top_row = 0
        self.glide = (self._cell_xy(1), 0, MOVE_STEPS)  # (from x, y), ticks done, and the length of the glide
        self.scroll = (0.0, 0)  # (from scroll px, ticks done)

    def enter(self, ctx) -> None:
        """Builds the FREE DUEL picture word and the prompt plate once."""
        super().enter(ctx)
        self.title = picture_word(ctx.font, "FREE DUEL", frames.GOLD, (80, 24, 8))
        self.prompt_word = picture_word(ctx.font, PROMPT, (255, 248, 220), (60, 16, 8))

    def _cell_xy(self, cell: int) -> tuple[int, int]:
        """Returns a cell's top-left in grid pixels (before the scroll)."""
        return GRID.x + (cell % COLS) * PITCH, GRID.y + (cell // COLS) * PITCH

    def cursor_xy(self) -> tuple[int, int]:
        """Returns where the cursor frame is drawn now, in grid pixels, as it glides to its cell."""
        (fx, fy), t, n = self.glide
        tx, ty = self._cell_xy(self.index)
        return round(fx + (tx - fx) * t / n), round(fy + (ty - fy) * t / n)

    @property
    def scroll_px(self) -> int:
        """Returns the view's scroll in pixels, gliding to the top row over MOVE_STEPS."""
        start, t = self.scroll
        return round(start + (self.top_row * PITCH - start) * t / MOVE_STEPS)

    @property
    def busy(self) -> bool:
        """Returns whether the cursor is still gliding or the view scrolling (it rests only on a cell)."""
        return self.glide[1] < self.glide[2] or self.scroll[1] < MOVE_STEPS

    def update(self) -> None:
        """Advances the cursor's glide and the view's scroll."""
        super().update()
        pos, t, n = self.glide
        self.glide = (pos, min(n, t + 1), n)
        start, t = self.scroll
        self.scroll = (start, min(MOVE_STEPS, t + 1))

    def _go(self, cell: int) -> None:
        self.glide = (self.cursor_xy(), 0, MOVE_STEPS)
        self.scroll = (float(self.scroll_px), 0)
        self.index = cell
        self.top_row = view_top(cell // COLS, self.top_row)

    def handle(self, press: Press) -> Press | None:
        """Moves (no wrap), confirms (Cross/Square) or goes back."""
        ctx, b = self.ctx, press.button
        if self._later:
            return None
        if self.prompt:
            self.prompt = False
            ctx.audio.play("confirm")
            if ctx.is_confirm(press) or ctx.is_cancel(press) or b in (Button.START, Button.SQUARE):
                return None
        step = {Button.LEFT: (-1, 0), Button.RIGHT: (1, 0), Button.UP: (0, -1), Button.DOWN: (0, 1)}.get(b)
        if step is not None:
            col, row = self.index % COLS + step[0], self.index // COLS + step[1]
            if 0 <= col < COLS and 0 <= row < ROWS:
                self._go(row * COLS + col)
                ctx.audio.play("cursor")
        elif (ctx.is_confirm(press) or b == Button.SQUARE) and not press.repeat:
            self._choose()
        elif b == Button.SELECT and not press.repeat:
            save = self.career.save
            terrain = "normal" if save.options.free_duel_terrain == "home" else "home"
            self.career.update(replace(save, options=replace(save.options, free_duel_terrain=terrain)))
            ctx.audio.play("cursor")
        elif ctx.is_cancel(press) and not press.repeat:
            ctx.audio.play("cancel")
            ctx.stack.pop(fade=True)
        return None

    def unlocked(self, cell: int) -> bool:
        """Returns whether a cell can be chosen (cell 0, Build Deck, always)."""
        return cell == 0 or self.career.save.is_unlocked(cell)

    def _choose(self) -> None:
        ctx = self.ctx
        if self.index == 0:
            ctx.audio.play("confirm")
            ctx.stack.push(ctx.screen(Screen.DECK_EDIT, self.career), fade=True)
            return
        if not self.unlocked(self.index):
            ctx.audio.play("buzz")
            return
        problem = deck_ready_problem(self.career.save.deck)
        if problem:
            ctx.audio.play("buzz")
            ask(ctx, [DECK_MESSAGE, f"({problem})"], warn=True)
            return
        ctx.audio.play("confirm")
        opponent = self.index
        terrain = 0 if self.career.save.options.free_duel_terrain == "normal" else home_terrain(ctx.db, opponent)
        self.duels += 1
        seed = (self.career.save.code * 31 + self.frame * 977 + self.duels) & 0x7FFF_FFFF
        setup = replace(make_setup(ctx, self.career, opponent, terrain, "Free Duel", seed), practice_offered=True)
        start_duel(ctx, self.career, setup, lambda result: self.later(lambda: self._returned(result)))

    def _returned(self, result) -> None:
        gained, card, added = self.career.apply_result(result, campaign=False)
        if result.player_won:
            self.career.autosave()
            self.ctx.stack.push(self.ctx.screen(Screen.REWARDS, self.career, result, gained, card, added, lambda: None),
                                fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the FREE DUEL band, three rows of the grid, the cursor and the highlighted duelist."""
        f, db, save = self.ctx.font, self.ctx.db, self.career.save
        canvas.fill((10, 8, 24))
        canvas.blit(frames.gradient((320, 30), (120, 32, 16), (24, 8, 8)), (0, 0))
        pygame.draw.line(canvas, frames.GOLD, (0, 30), (319, 30))
        canvas.blit(self.title, (8, 4))
        f.draw(canvas, field_words(save), (314, 4), frames.INK, "right")
        f.draw(canvas, f"deck {len(save.deck)}/40   \x88 {save.starchips}", (314, 16), frames.DIM, "right")
        frames.panel(canvas, GRID.inflate(8, 8))
        scroll = self.scroll_px
        canvas.set_clip(GRID)
        first = scroll // PITCH
        for cell in range(first * COLS, min(ROWS, first + VIEW_ROWS + 1) * COLS):
            x, y = self._cell_xy(cell)
            self._cell(canvas, cell, pygame.Rect(x + 1, y + 1 - scroll, FACE + 2, FACE + 2))
        cx, cy = self.cursor_xy()
        self._cursor(canvas, pygame.Rect(cx + 1, cy + 1 - scroll, FACE + 2, FACE + 2))
        canvas.set_clip(None)
        if first > 0:
            f.draw(canvas, "\x84", (GRID.right + 8, GRID.y), frames.GOLD, "center")
        if first + VIEW_ROWS < ROWS:
            f.draw(canvas, "\x85", (GRID.right + 8, GRID.bottom - 10), frames.GOLD, "center")
        cell = self.index
        if cell == 0:
            f.draw(canvas, "Build Deck", (160, 200), frames.GOLD, "center")
        elif self.unlocked(cell):
            f.draw(canvas, db.duelist_names[cell], (160, 198), frames.GOLD, "center")
            f.draw(canvas, f"WIN {min(999, save.wins[cell])}   LOSS {min(999, save.losses[cell])}", (160, 210),
                   frames.INK, "center")
        else:
            f.draw(canvas, "Locked: beat this duelist in the campaign first.", (160, 204), frames.DIM, "center")
        if self.prompt:
            box = pygame.Rect(0, 0, self.prompt_word.get_width() + 24, 34)
            box.center = GRID.center
            frames.panel(canvas, box)
            canvas.blit(self.prompt_word, self.prompt_word.get_rect(center=box.center))
        hints(self.ctx, canvas, "{ok} Duel   SELECT Change field   {back} Back   \x84\x85\x86\x87 Move")

    def _cell(self, canvas: pygame.Surface, cell: int, r: pygame.Rect) -> None:
        """Draws one cell: the Build Deck tile, a beaten duelist's face, or an empty frame."""
        if cell == 0:
            frames.panel(canvas, r, (150, 60, 24), (60, 16, 8))
            self.ctx.font.draw(canvas, "BUILD", (r.centerx, r.y + 13), frames.GOLD, "center")
            self.ctx.font.draw(canvas, "DECK", (r.centerx, r.y + 25), frames.GOLD, "center")
            return
        if self.unlocked(cell):
            canvas.blit(portraits.portrait(cell), (r.x + 1, r.y + 1))
            pygame.draw.rect(canvas, (150, 120, 60), r, 1)
        else:  # not yet beaten: the cell stays empty
            pygame.draw.rect(canvas, (18, 16, 34), r)
            pygame.draw.rect(canvas, (52, 48, 78), r, 1)

    def _cursor(self, canvas: pygame.Surface, r: pygame.Rect) -> None:
        """Draws the pulsing cursor frame and its sparkles (placed by the frame count, no state)."""
        grow = cursor_pulse(self.frame)
        frame = r.inflate(2 + 2 * grow, 2 + 2 * grow)
        pygame.draw.rect(canvas, frames.GOLD, frame, 2)
        pygame.draw.rect(canvas, frames.CURSOR, frame.inflate(-4, -4), 1)
        for k in range(SPARKLES):
            life = (self.frame + k * 5) % 24
            along = (k * 37 + (self.frame + k * 5) // 24 * 53) % (2 * (frame.w + frame.h))
            x, y = _perimeter(frame, along)
            y -= life // 3
            if life < 18:
                v = 255 - life * 10
                canvas.fill((v, v, min(255, v // 2 + 120)), (x, y, 1 if life > 8 else 2, 1 if life > 8 else 2))


def _perimeter(r: pygame.Rect, d: int) -> tuple[int, int]:
    """Returns the point d pixels along the rectangle's edge, clockwise from its top-left."""
    if d < r.w:
        return r.x + d, r.y
    d -= r.w
    if d < r.h:
        return r.right - 1, r.y + d
    d -= r.h
    if d < r.w:
        return r.right - 1 - d, r.bottom - 1
    return r.x, r.bottom - 1 - (d - r.w)


def field_words(save) -> str:
    """Returns where the next Free Duel is played, in plain words (SELECT switches it)."""
    return "On their home field" if save.options.free_duel_terrain == "home" else "On a normal field"
