"""The on-screen keyboard: a character grid the pad types with (name entry R15.21, card search, addresses).

D-pad moves over the grid (wrapping), confirm types the key under the cursor, Square deletes the
last character, Triangle types a space, Start (or the END key) finishes; back deletes, and on an
empty text leaves without a result. ``keys`` picks the grid: ``NAME_KEYS`` (the name entry's, as the
player knows it) or ``ADDRESS_KEYS`` (digits, '.', ':', brackets and lower-case letters first: a host
address with its port, IPv6 included). ``check`` may refuse a finished text with a reason shown under
the grid, the keyboard staying open (an address that cannot be read).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.gfx import frames
from game.input import Press
from game.input_bindings import Button
from game.scenes.base import Scene
from game.scenes.career.kit import hints
from game.scenes.keyboard_keys import DEL, END, NAME_KEYS, grid_of

ROWS = NAME_KEYS  # (the name entry's grid, under its old name)
_CELL_H = 16
_KEYS = grid_of(NAME_KEYS)  # the name grid (the career tests type through it)


class KeyboardScene(Scene):
    """Types up to ``limit`` characters; ``on_done(text)`` gets the text (None when left empty)."""

    def __init__(self, title: str, limit: int, on_done: Callable[[str | None], None], text: str = "",
                 prompt: str = "", allow_empty: bool = False, keys: tuple[str, ...] = NAME_KEYS,
                 check: Callable[[str], str] | None = None) -> None:
        super().__init__()
        self.title, self.limit, self.on_done = title, limit, on_done
        self.text, self.prompt, self.allow_empty = text, prompt, allow_empty
        self.keys, self.check = grid_of(keys), check
        self.row = self.col = 0
        self.error = ""

    @property
    def key(self) -> str:
        """Returns the key under the cursor."""
        return self.keys[self.row][self.col]

    def handle(self, press: Press) -> Press | None:
        """Moves, types, deletes or finishes."""
        ctx, b = self.ctx, press.button
        moves = {Button.UP: (-1, 0), Button.DOWN: (1, 0), Button.LEFT: (0, -1), Button.RIGHT: (0, 1)}
        if b in moves:
            dr, dc = moves[b]
            if dr:
                self.row = (self.row + dr) % len(self.keys)
            else:
                self.col = (self.col + dc) % len(self.keys[0])
            ctx.audio.play("cursor")
        elif ctx.is_confirm(press):
            if self.key == DEL:
                self._delete()
            elif self.key == END:
                self._finish()
            else:
                self._type(self.key)
        elif b == Button.TRIANGLE:
            self._type(" ")
        elif b == Button.SQUARE:
            self._delete()
        elif b == Button.START and not press.repeat:
            self._finish()
        elif ctx.is_cancel(press) and not press.repeat:
            if self.text:
                self._delete()
            else:
                ctx.audio.play("cancel")
                ctx.stack.pop(fade=True)
                self.on_done(None)
        return None

    def _type(self, ch: str) -> None:
        if len(self.text) >= self.limit:
            self.error = f"At most {self.limit} characters."
            self.ctx.audio.play("buzz")
            return
        self.text += ch
        self.error = ""
        self.ctx.audio.play("cursor")

    def _delete(self) -> None:
        self.text = self.text[:-1]
        self.error = ""
        self.ctx.audio.play("cancel")

    def _finish(self) -> None:
        text = self.text.strip()
        if not text and not self.allow_empty:
            self.error = "Type at least one character."
            self.ctx.audio.play("buzz")
            return
        problem = self.check(text) if self.check is not None else ""
        if problem:
            self.error = problem
            self.ctx.audio.play("buzz")
            return
        self.ctx.audio.play("confirm")
        self.ctx.stack.pop()  # no fade: on_done usually pushes the next screen with one
        self.on_done(text)

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the text field and the key grid."""
        f = self.ctx.font
        frames.backdrop(canvas, self.frame)
        f.draw(canvas, self.title, (160, 6), frames.GOLD, "center")
        field = pygame.Rect(60, 20, 200, 30)
        frames.panel(canvas, field)
        if self.prompt:
            f.draw(canvas, self.prompt, (field.x + 8, field.y + 3), frames.DIM)
        slots = [self.text[i] if i < len(self.text) else "" for i in range(self.limit)]
        if self.limit <= 8:
            x0 = field.centerx - self.limit * 12 // 2
            for i, ch in enumerate(slots):
                x = x0 + i * 12
                pygame.draw.line(canvas, frames.GOLD if i == len(self.text) else frames.DIM,
                                 (x + 1, field.y + 25), (x + 9, field.y + 25))
                f.draw(canvas, ch, (x + 5, field.y + 14), frames.INK, "center")
        else:
            caret = "_" if (self.frame // 20) % 2 == 0 else ""
            f.draw(canvas, f.fit(self.text, 180) + caret, (field.x + 8, field.y + 15), frames.INK)
        cols = len(self.keys[0])
        cell = min(22, (300 - 2) // cols)
        grid = pygame.Rect(160 - (cols * cell + 2) // 2, 56, cols * cell + 2, len(self.keys) * _CELL_H + 6)
        frames.panel(canvas, grid)
        for r, keys in enumerate(self.keys[:-1]):
            for c, key in enumerate(keys):
                self._key(canvas, pygame.Rect(grid.x + 1 + c * cell, grid.y + 3 + r * _CELL_H, cell, _CELL_H),
                          key if key != " " else "SP", r == self.row and c == self.col)
        last, half = len(self.keys) - 1, cols // 2
        for c, key, n in ((0, DEL, half), (half, END, cols - half)):
            rect = pygame.Rect(grid.x + 1 + c * cell, grid.y + 3 + last * _CELL_H, n * cell, _CELL_H)
            self._key(canvas, rect, key, self.row == last and (self.col < half) == (c == 0))
        f.draw(canvas, f"{len(self.text)}/{self.limit}", (field.right + 6, field.y + 15), frames.DIM)
        if self.error:
            for i, line in enumerate(f.wrap(self.error, 300)[:2]):
                f.draw(canvas, line, (160, min(208, grid.bottom + 6) + i * 12), frames.WARN, "center")
        hints(self.ctx, canvas, "{ok} Type  \x82 Delete  \x83 Space  START Done  {back} Back")

    def _key(self, canvas: pygame.Surface, rect: pygame.Rect, label: str, on: bool) -> None:
        if on:
            frames.highlight(canvas, rect.inflate(-2, -2), self.frame)
        self.ctx.font.draw(canvas, label, (rect.centerx, rect.y + 3), frames.CURSOR if on else frames.INK, "center")
