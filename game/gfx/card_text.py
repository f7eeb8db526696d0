"""Draws a card's description (``game.db.describe``) into a box (the wording that fits, never cut), and
names in columns at the font's own size (``draw_legible``: whole, scrolling, or cut with "..")."""

from __future__ import annotations

import pygame

from game.db.describe import lines
from game.gfx import frames
from game.gfx.font import LINE_H


def balanced_lines(db, card: int, measure, width: int, max_lines: int = 2) -> list[str]:
    """Returns the card's description as ``lines`` wraps it into width, but with its lines as even as
    the same wording allows (no lone last word under a full line), for boxes that centre their text."""
    shown = lines(db, card, measure, width, max_lines)
    if len(shown) >= 2:
        whole = " ".join(shown)
        for narrower_w in range(width - 8, width // 2, -8):
            narrower = lines(db, card, measure, narrower_w, max_lines)
            if len(narrower) != len(shown) or " ".join(narrower) != whole or max(map(measure, narrower)) > narrower_w:
                break
            shown = narrower
    return shown


def description_panel(canvas: pygame.Surface, ctx, card: int, rect: pygame.Rect) -> None:
    """Draws a panel holding the card's description, centred line by line (the Triangle card view)."""
    shown = balanced_lines(ctx.db, card, ctx.font.width, rect.w - 10, 2) if card > 0 else []
    if not shown:
        return
    frames.panel(canvas, rect)
    top = rect.centery - len(shown) * LINE_H // 2
    for i, text in enumerate(shown[:2]):
        ctx.font.draw(canvas, text, (rect.centerx, top + i * LINE_H), frames.INK, "center")


def tight_width(font, text: str) -> int:
    """Returns text's width drawn by ``draw_fitted`` with tighter letters (no gap between glyphs)."""
    return font.width(text, gap=0)


def fit_name(font, text: str, max_w: int, max_lines: int = 2) -> list[str]:
    """Returns a card name as the lines it is drawn in within max_w pixels, never abbreviated.

    One line when it fits as is or with tighter letters; else the most even split at a space into
    up to max_lines lines (each drawn with ``draw_fitted``; the tests prove none needs squeezing).
    """
    if tight_width(font, text) <= max_w or max_lines < 2:
        return [text]
    words = text.split()
    best: list[str] | None = None
    best_w = None
    for cut in range(1, len(words)):
        first, rest = " ".join(words[:cut]), " ".join(words[cut:])
        tail = fit_name(font, rest, max_w, max_lines - 1)
        parts = [first, *tail]
        w = max(tight_width(font, t) for t in parts)
        if best_w is None or w < best_w:
            best, best_w = parts, w
    return best if best is not None else [text]


def draw_fitted(canvas: pygame.Surface, font, text: str, pos: tuple[int, int], max_w: int, colour=frames.INK,
                align: str = "left") -> None:
    """Draws text whole in max_w pixels: as is when it fits, else with tighter letters, squeezed if need be.

    Card names in lists never lose their ends to "..": the original squeezes long names too.
    """
    if font.width(text) <= max_w:
        font.draw(canvas, text, pos, colour, align)
        return
    surf = font.line(text, colour, gap=0, squeeze_to=max_w)
    x, y = pos
    if align == "center":
        x -= surf.get_width() // 2
    elif align == "right":
        x -= surf.get_width()
    canvas.blit(surf, (x, y))


MARQUEE_PAUSE, MARQUEE_TICKS_PER_PX = 60, 2  # a scrolling name rests a second at each end, moves 30 px/s


def marquee_offset(over: int, tick: int) -> int:
    """Returns how far (px) a line ``over`` px wider than its column has scrolled left at ``tick``: it
    rests at its start, scrolls to its end, rests there, and starts again."""
    if over <= 0:
        return 0
    run = over * MARQUEE_TICKS_PER_PX
    t = tick % (2 * MARQUEE_PAUSE + run)
    return max(0, min(over, (t - MARQUEE_PAUSE) // MARQUEE_TICKS_PER_PX))


def abbreviate(font, text: str, max_w: int) -> str:
    """Returns text cut with ".." to fit max_w pixels: after its last whole word that fits ("A friend at the
    Duel.."), or inside a word when whole words would leave less than half the room."""
    if font.width(text) <= max_w:
        return text
    words = text.split()
    for k in range(len(words) - 1, 0, -1):
        cut = " ".join(words[:k]) + ".."
        if font.width(cut) <= max_w:
            return cut if font.width(cut) * 2 >= max_w else font.fit(text, max_w)
    return font.fit(text, max_w)


def draw_legible(canvas: pygame.Surface, font, text: str, pos: tuple[int, int], max_w: int, colour=frames.INK,
                 tick: int | None = None) -> None:
    """Draws text in max_w pixels at the font's own size, never squeezed: whole when it fits; otherwise,
    with a ``tick`` (the row under the cursor), scrolling through as a marquee clipped to the column,
    and without one cut at the end with "..", since the whole of it is one cursor move away."""
    if font.width(text) <= max_w:
        font.draw(canvas, text, pos, colour)
        return
    if tick is None:
        font.draw(canvas, abbreviate(font, text, max_w), pos, colour)
        return
    x, y = pos
    column = pygame.Rect(x, y, max_w, LINE_H + 1)
    before = canvas.get_clip()
    canvas.set_clip(column.clip(before))
    font.draw(canvas, text, (x - marquee_offset(font.width(text) - max_w, tick), y), colour)
    canvas.set_clip(before)
