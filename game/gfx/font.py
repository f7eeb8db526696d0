"""The project's own pixel font, read from sprites/font.png (made by tools/make_sprites.py).

Glyphs are white in the sheet; a tinted copy of the sheet is made once per colour used, so
drawing text is a row of blits. Widths are measured from the sheet, making the font proportional.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from game.db.describe import wrap

CELL_W, CELL_H = 8, 10
FIRST_CODE, LAST_CODE = 32, 0x89
_COLS = 16
LINE_H = 10
_LINE_CACHE = 1024
SHADOW = (8, 8, 16)

# Printable names of the PSX face-button marks and arrows held in the sheet's last row.
SYM_CROSS, SYM_CIRCLE, SYM_SQUARE, SYM_TRIANGLE = "\x80", "\x81", "\x82", "\x83"
SYM_UP, SYM_DOWN, SYM_LEFT, SYM_RIGHT = "\x84", "\x85", "\x86", "\x87"
SYM_BULLET, SYM_POINTER = "\x88", "\x89"


class PixelFont:
    """Draws text from the font sheet; ``draw`` adds the PSX-style drop shadow."""

    def __init__(self, sheet: pygame.Surface) -> None:
        self._sheet = sheet
        self._widths: dict[str, int] = {}
        self._rects: dict[str, pygame.Rect] = {}
        for code in range(FIRST_CODE, LAST_CODE + 1):
            i = code - FIRST_CODE
            rect = pygame.Rect((i % _COLS) * CELL_W, (i // _COLS) * CELL_H, CELL_W, CELL_H)
            cell = sheet.subsurface(rect)
            bounds = cell.get_bounding_rect(min_alpha=1)
            self._widths[chr(code)] = bounds.right if bounds.w else 0
            self._rects[chr(code)] = rect
        self._widths[" "] = 3
        self._tinted: dict[tuple[int, int, int], pygame.Surface] = {}
        self._lines: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._width_cache: dict[tuple[str, int], int] = {}

    def width(self, text: str, gap: int = 1) -> int:
        """Returns the advance of text in pixels with gap pixels between glyphs (0: tight letters)."""
        key = (text, gap)
        w = self._width_cache.get(key)
        if w is None:
            w = sum(self._widths.get(c, 4) + gap for c in text) - (gap if text else 0)
            if len(self._width_cache) < _LINE_CACHE * 4:
                self._width_cache[key] = w
        return w

    def draw(self, surface: pygame.Surface, text: str, pos: tuple[int, int], colour=(255, 255, 255),
             align: str = "left", shadow: bool = True) -> int:
        """Draws text with its left (or centre/right per align) at pos; returns the width drawn."""
        w = self.width(text)
        x, y = pos
        if align == "center":
            x -= w // 2
        elif align == "right":
            x -= w
        surface.blit(self._line(text, tuple(colour[:3]), shadow, w), (x, y))
        return w

    def line(self, text: str, colour=(255, 255, 255), gap: int = 1, squeeze_to: int | None = None) -> pygame.Surface:
        """Returns text drawn with its shadow, gap pixels between glyphs, squeezed to squeeze_to pixels
        wide when it is wider (kept like every drawn line)."""
        return self._line(text, tuple(colour[:3]), True, self.width(text, gap), gap, squeeze_to)

    def fit(self, text: str, max_w: int) -> str:
        """Returns text cut with '..' so it fits max_w pixels."""
        if self.width(text) <= max_w:
            return text
        while text and self.width(text + "..") > max_w:
            text = text[:-1]
        return text.rstrip() + ".."

    def wrap(self, text: str, max_w: int) -> list[str]:
        """Returns text broken into lines no wider than max_w, at spaces (a lone long word stays whole)."""
        return wrap(text, self.width, max_w)

    def _line(self, text: str, colour: tuple[int, int, int], shadow: bool, w: int, gap: int = 1,
              squeeze_to: int | None = None) -> pygame.Surface:
        """Menus redraw the same strings every frame, so each rendered line is kept (LRU)."""
        squeeze_to = squeeze_to if squeeze_to is not None and w > squeeze_to else None
        key = (text, colour, shadow, gap, squeeze_to)
        line = self._lines.get(key)
        if line is not None:
            self._lines.move_to_end(key)
            return line
        line = pygame.Surface((w + 1, CELL_H + 1), pygame.SRCALPHA)
        if shadow:
            self._blit(line, text, 1, 1, SHADOW, gap)
        self._blit(line, text, 0, 0, colour, gap)
        if squeeze_to is not None:
            line = pygame.transform.scale(line, (squeeze_to, CELL_H + 1))
        self._lines[key] = line
        if len(self._lines) > _LINE_CACHE:
            self._lines.popitem(last=False)
        return line

    def _blit(self, surface: pygame.Surface, text: str, x: int, y: int, colour, gap: int = 1) -> None:
        sheet = self._tint(tuple(colour[:3]))
        blits = []
        for c in text:
            rect = self._rects.get(c)
            if rect is not None:
                blits.append((sheet, (x, y), rect))
            x += self._widths.get(c, 4) + gap
        surface.blits(blits, doreturn=False)

    def _tint(self, colour: tuple[int, int, int]) -> pygame.Surface:
        sheet = self._tinted.get(colour)
        if sheet is None:
            sheet = self._sheet.copy()
            sheet.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._tinted[colour] = sheet
        return sheet


def load_font(sprites_dir: Path) -> PixelFont:
    """Returns the font read from sprites_dir/font.png."""
    return PixelFont(pygame.image.load(str(sprites_dir / "font.png")))
