"""Regenerates the committed sprite sheets in sprites/ from the bitmaps and rules in this folder.

    python -m tools.make_sprites            # rewrite sprites/font.png and sprites/icons.png
    python -m tools.make_sprites --check    # exit 1 if the committed sheets are out of date

Everything is drawn from our own data (tools/glyphs.py, the badge layouts below); no font file
or third-party artwork is read. Card art is not committed: the game generates it at run time.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from tools.atlas_io import report_stale, same_pixels, write_atomic

ROOT = Path(__file__).resolve().parent.parent
CELL_W, CELL_H = 8, 10  # font sheet cell; glyph rows 0-6 are cap height, 7-8 descenders
FIRST_CODE, LAST_CODE = 32, 0x89
SHEET_COLS = 16
BADGE_W, BADGE_H = 15, 11

# Two-letter tags keep every type and attribute distinguishable without colour.
TYPE_TAGS = ("Dr", "Sp", "Zo", "Wa", "BW", "Be", "WB", "Fd", "Fa", "In", "Di", "Re", "Fi", "SS",
             "Ma", "Th", "Aq", "Py", "Ro", "Pl", "Mg", "Tr", "Ri", "Eq")
TYPE_COLOURS = ((200, 60, 40), (120, 70, 190), (90, 110, 80), (170, 140, 60), (150, 100, 50),
                (140, 90, 40), (80, 150, 190), (110, 30, 80), (220, 170, 200), (110, 150, 30),
                (170, 110, 60), (60, 130, 60), (40, 90, 170), (30, 70, 140), (120, 120, 130),
                (220, 200, 40), (60, 170, 200), (230, 110, 30), (130, 110, 90), (50, 160, 70),
                (40, 150, 110), (180, 40, 120), (60, 80, 200), (200, 150, 40))
ATTR_TAGS = ("Li", "Dk", "Ea", "Wt", "Fi", "Wd", "Mg", "Tr")
ATTR_COLOURS = ((235, 215, 110), (80, 40, 110), (150, 110, 60), (50, 110, 210), (215, 60, 30),
                (70, 170, 90), (40, 150, 110), (180, 40, 120))
# Guardian-star symbols (9x9), codes 1-10 in vocab.STAR_NAMES order.
STAR_SHAPES: tuple[tuple[str, ...], ...] = (
    ("....####.", "......##.", ".....#.#.", "..###..#.", ".#...#...", "#.....#..", "#.....#..",
     ".#...#...", "..###...."),  # Mars
    ("..#......", ".#.#..#..", "....#.#..", "...#..#..", "..#...#..", ".#######.", "......#..",
     "......#..", "........."),  # Jupiter
    (".#.......", "####.....", ".#.......", ".#.###...", ".##...#..", ".#....#..", ".....#...",
     "....#.#..", ".....#..."),  # Saturn
    ("#...#...#", "#...#...#", "#########", "#...#...#", "#...#...#", "....#....", "...###...",
     "..#...#..", "...###..."),  # Uranus
    ("..#####..", ".#.....#.", ".#.###.#.", "..#...#..", "..#...#..", "...###...", "....#....",
     "..#####..", "....#...."),  # Pluto
    ("#...#...#", "#...#...#", "#...#...#", ".#..#..#.", "..#####..", "....#....", "..#####..",
     "....#....", "....#...."),  # Neptune
    ("..#...#..", "...###...", "..#...#..", "..#...#..", "...###...", "....#....", "..#####..",
     "....#....", "....#...."),  # Mercury
    ("..#####..", ".#.....#.", "#.......#", "#...#...#", "#..###..#", "#...#...#", "#.......#",
     ".#.....#.", "..#####.."),  # Sun
    ("...####..", "..##.....", ".##......", ".#.......", ".#.......", ".#.......", ".##......",
     "..##.....", "...####.."),  # Moon
    ("..#####..", ".#.....#.", ".#.....#.", ".#.....#.", "..#####..", "....#....", "..#####..",
     "....#....", "....#...."),  # Venus
)
STAR_COLOURS = ((220, 70, 50), (200, 150, 90), (170, 150, 110), (90, 200, 210), (150, 100, 170),
                (60, 110, 220), (170, 170, 190), (250, 200, 40), (210, 210, 160), (230, 140, 190))


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check, compares) the sprite sheets; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed sheets are current")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    owns_display = not pygame.display.get_init()
    pygame.display.init()
    sheets = {"font.png": build_font_sheet(), "icons.png": build_icon_sheet()}
    stale = []
    for name, surface in sheets.items():
        target = args.out / name
        if args.check:
            if not same_pixels(pygame, target, surface):
                stale.append(name)
            continue
        write_atomic(target, lambda tmp, picture=surface: pygame.image.save(picture, str(tmp)))
        print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    if owns_display:  # leave a caller's (e.g. a test session's) SDL running
        pygame.display.quit()
    return report_stale(stale, "make_sprites")


def build_font_sheet() -> pygame.Surface:  # noqa: F821 - pygame is imported lazily
    """Returns the font sheet: white glyphs on transparency, one CELL_W x CELL_H cell per code."""
    import pygame

    from tools.glyphs import GLYPHS, SYMBOLS

    glyphs = {**GLYPHS, **SYMBOLS}
    count = LAST_CODE - FIRST_CODE + 1
    rows = -(-count // SHEET_COLS)
    sheet = pygame.Surface((SHEET_COLS * CELL_W, rows * CELL_H), pygame.SRCALPHA)
    for code in range(FIRST_CODE, LAST_CODE + 1):
        bitmap = glyphs.get(chr(code))
        if bitmap is None:
            continue
        i = code - FIRST_CODE
        ox, oy = (i % SHEET_COLS) * CELL_W, (i // SHEET_COLS) * CELL_H
        _plot(sheet, bitmap, ox, oy, (255, 255, 255, 255))
        if code == 32:  # space: an invisible marker pixel row 9 keeps its advance measurable
            sheet.set_at((ox + 2, oy + CELL_H - 1), (255, 255, 255, 1))
    return sheet


def build_icon_sheet() -> pygame.Surface:  # noqa: F821 - pygame is imported lazily
    """Returns the badge sheet: row 0 types, row 1 attributes, row 2 guardian stars."""
    import pygame

    from tools.glyphs import GLYPHS

    sheet = pygame.Surface((len(TYPE_TAGS) * BADGE_W, 3 * BADGE_H), pygame.SRCALPHA)
    for i, (tag, colour) in enumerate(zip(TYPE_TAGS, TYPE_COLOURS)):
        rect = pygame.Rect(i * BADGE_W, 0, BADGE_W, BADGE_H)
        pygame.draw.rect(sheet, (16, 16, 24), rect)
        pygame.draw.rect(sheet, colour, rect.inflate(-2, -2))
        _tag(sheet, GLYPHS, tag, rect, colour)
    for i, (tag, colour) in enumerate(zip(ATTR_TAGS, ATTR_COLOURS)):
        rect = pygame.Rect(i * BADGE_W, BADGE_H, BADGE_W, BADGE_H)
        pygame.draw.rect(sheet, (16, 16, 24), rect, border_radius=3)  # a rounded tab: an oval's ends cut
        pygame.draw.rect(sheet, colour, rect.inflate(-2, -2), border_radius=2)  # into its letters
        _tag(sheet, GLYPHS, tag, rect, colour)
    for i, (shape, colour) in enumerate(zip(STAR_SHAPES, STAR_COLOURS)):
        ox, oy = i * BADGE_W + 3, 2 * BADGE_H + 1
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            _plot(sheet, shape, ox + dx, oy + dy, (16, 16, 24, 255))
        _plot(sheet, shape, ox, oy, (*colour, 255))
    return sheet


# --- helpers -------------------------------------------------------------------------------

def _plot(surface, bitmap: tuple[str, ...], ox: int, oy: int, colour, only_on=None) -> None:
    """Sets the pixels of bitmap's '#'s; with only_on, only those that have that colour now."""
    for y, row in enumerate(bitmap):
        for x, ch in enumerate(row):
            if ch == "#" and (only_on is None or surface.get_at((ox + x, oy + y)) == only_on):
                surface.set_at((ox + x, oy + y), colour)


def _tag(sheet, glyphs, tag: str, rect, background) -> None:
    """Writes a badge's letters, dark on light badges and white on dark ones, for contrast."""
    bright = 0.299 * background[0] + 0.587 * background[1] + 0.114 * background[2] > 160
    ink, shade = ((16, 16, 24, 255), None) if bright else ((255, 255, 255, 255), (16, 16, 24, 255))
    widths = [max((len(r.rstrip(".")) for r in glyphs[c]), default=0) for c in tag]
    x = rect.x + (rect.w - (sum(widths) + len(tag) - 1)) // 2
    # The letters and their shade stay on the tab's fill: a tag with a descender ("Mg", "Py") sits a row
    # higher, and the shade is drawn only where the fill is (never over the rim or off the tab).
    y = rect.y + (1 if any(len(glyphs[c]) > 7 for c in tag) else 2)
    fill = sheet.get_at((rect.centerx, rect.y + 1))
    for ch, w in zip(tag, widths):
        if shade:
            for dx, dy in ((1, 0), (0, 1), (1, 1)):
                _plot(sheet, glyphs[ch], x + dx, y + dy, shade, only_on=fill)
        _plot(sheet, glyphs[ch], x, y, ink)
        x += w + 1


if __name__ == "__main__":
    sys.exit(main())
