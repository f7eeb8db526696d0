"""Contact sheets of the drawn portraits and backdrops, for the gallery and for reviewing the art.

    sheet = portrait_sheet(font)        # every face, named, with its locked silhouette beside it
    sheet = backdrop_sheet(font)        # every place at half size, named

Both return a new Surface; the caller scrolls or saves it (``fmduel gallery`` shows them).
"""

from __future__ import annotations

import pygame

from game.gfx import frames
from game.gfx.contact import grid
from game.gfx.portraits import SIZE, backdrops, portraits

_BG = (12, 10, 24)


def portrait_sheet(font=None, cols: int = 8, silhouettes: bool = True) -> pygame.Surface:
    """Returns every portrait (player first) in a grid, each named under it when a font is given."""
    atlas = portraits()
    ids = atlas.ids
    label_h = 22 if font is not None else 0
    cell_w = SIZE * (2 if silhouettes else 1) + 10
    cell_h = SIZE + 8 + label_h
    sheet, spots = grid(len(ids), (cell_w, cell_h), cols, 6, _BG)
    for ident, (x, y) in zip(ids, spots):
        sheet.blit(atlas.get(ident), (x, y))
        if silhouettes:
            sheet.blit(atlas.get(ident, silhouette=True), (x + SIZE + 2, y))
        if font is not None:
            name = "Player" if ident == 0 else atlas.name(ident)
            font.draw(sheet, font.fit(f"{ident:02d}", cell_w - 8), (x, y + SIZE + 2), frames.DIM)
            font.draw(sheet, font.fit(name, cell_w - 8), (x, y + SIZE + 12), frames.INK)
    return sheet


def backdrop_sheet(font=None, cols: int = 4, scale: float = 0.5) -> pygame.Surface:
    """Returns every backdrop at the given scale in a grid, each named under it when a font is given."""
    atlas = backdrops()
    w, h = int(atlas.size[0] * scale), int(atlas.size[1] * scale)
    label_h = 12 if font is not None else 0
    sheet, spots = grid(len(atlas.places), (w + 6, h + 6 + label_h), cols, 6, _BG)
    for place, (x, y) in zip(atlas.places, spots):
        sheet.blit(pygame.transform.smoothscale(atlas.get(place), (w, h)), (x, y))
        if font is not None:
            font.draw(sheet, font.fit(place, w), (x, y + h + 2), frames.INK)
    return sheet
