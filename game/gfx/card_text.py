"""Draws a card's description (``game.db.describe``) into a box: the wording that fits, never cut."""

from __future__ import annotations

import pygame

from game.db.describe import lines
from game.gfx import frames
from game.gfx.font import LINE_H


def draw_description(canvas: pygame.Surface, ctx, card: int, pos: tuple[int, int], width: int,
                     max_lines: int = 2, colour=frames.INK, line_h: int = LINE_H) -> int:
    """Draws the card's description at pos (top-left) in at most max_lines lines; returns the lines drawn.

    A box too small for every wording gets nothing rather than a cut sentence.
    """
    shown = lines(ctx.db, card, ctx.font.width, width, max_lines) if card > 0 else []
    if len(shown) > max_lines:
        return 0
    x, y = pos
    for i, text in enumerate(shown):
        ctx.font.draw(canvas, text, (x, y + i * line_h), colour)
    return len(shown)


def description_panel(canvas: pygame.Surface, ctx, card: int, rect: pygame.Rect) -> None:
    """Draws a panel holding the card's description, centred line by line (the Triangle card view)."""
    shown = lines(ctx.db, card, ctx.font.width, rect.w - 10, 2) if card > 0 else []
    if not shown:
        return
    frames.panel(canvas, rect)
    top = rect.centery - len(shown) * LINE_H // 2
    for i, text in enumerate(shown[:2]):
        ctx.font.draw(canvas, text, (rect.centerx, top + i * LINE_H), frames.INK, "center")
