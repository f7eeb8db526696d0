"""Small building blocks the menu screens share: a cursor list and the button-prompt footer."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.gfx import frames
from game.gfx.font import SYM_CIRCLE, SYM_CROSS
from game.input_bindings import Button

ROW_H = 12


@dataclass
class Cursor:
    """A wrapping cursor over n rows; L1/R1 jump by ten as in the original's lists."""

    n: int
    index: int = 0

    def move(self, button: Button) -> bool:
        """Moves for a d-pad or shoulder button; returns whether the index changed."""
        step = {Button.UP: -1, Button.DOWN: 1, Button.L1: -10, Button.R1: 10}.get(button)
        if step is None or self.n == 0:
            return False
        old = self.index
        if abs(step) == 1:
            self.index = (self.index + step) % self.n
        else:
            self.index = max(0, min(self.n - 1, self.index + step))
        return self.index != old


class RowRest:
    """Counts the frames the cursor has rested on its row, so a long name under it (``draw_legible``)
    scrolls from its start each time the cursor arrives."""

    def __init__(self) -> None:
        self.index: int | None = None
        self.since = 0

    def update(self, index: int, frame: int) -> None:
        """Notes the row the cursor is on this frame (called from a scene's update)."""
        if index != self.index:
            self.index, self.since = index, frame

    def tick(self, frame: int) -> int:
        """Returns the frames spent on the current row."""
        return frame - self.since


def draw_rows(canvas: pygame.Surface, font, rect: pygame.Rect, rows: list[tuple[str, bool]], cursor: int,
              frame: int, focused: bool = True) -> None:
    """Draws labelled rows (text, enabled) with the highlight bar on the cursor row."""
    for i, (text, enabled) in enumerate(rows):
        y = rect.y + i * ROW_H
        if i == cursor and focused:
            frames.highlight(canvas, pygame.Rect(rect.x - 2, y - 2, rect.w + 4, ROW_H), frame)
        colour = frames.INK if enabled else (176, 180, 204) if i == cursor and focused else frames.DIM
        font.draw(canvas, text, (rect.x + 4, y), colour)


def list_window(n: int, cursor: int, rows: int, ahead: int | None = None) -> int:
    """Returns the first visible row of a list of n rows shown ``rows`` at a time, so the cursor stays
    in view with ``ahead`` rows above it (half the window unless said) until an end of the list."""
    ahead = rows // 2 if ahead is None else ahead
    return max(0, min(cursor - ahead, n - rows)) if n > rows else 0


def prompt_labels(ctx) -> tuple[str, str]:
    """Returns the (confirm, back) button symbols for the chosen layout."""
    if ctx.config.get("input.layout") == "japanese":
        return SYM_CIRCLE, SYM_CROSS
    return SYM_CROSS, SYM_CIRCLE


def footer(canvas: pygame.Surface, font, text: str) -> None:
    """Draws the one-line hint bar at the bottom of a menu screen."""
    canvas.fill((0, 0, 0), (0, 228, 320, 12))
    font.draw(canvas, text, (160, 229), frames.INK, "center")


TEXT_RATES = {"slow": 1, "normal": 2, "fast": 4}  # characters a typed text shows per update


def text_rate(ctx) -> int:
    """Returns how many characters a typed text shows per update for the text-speed option."""
    return TEXT_RATES.get(ctx.config.get("game.text_speed"), 2)


def typed_lines(lines: list[str], shown: int, gap: int = 0) -> list[str]:
    """Returns each wrapped line cut to what ``shown`` typed characters reveal, one part per line.

    The text is wrapped in full first, so a word never jumps to the next line as it is typed;
    ``gap`` counts the characters the wrap dropped between lines (1 for the space at a break)
    when ``shown`` counts the unwrapped text's characters.
    """
    out = []
    for line in lines:
        out.append(line[:max(0, shown)])
        shown -= len(line) + gap
    return out
