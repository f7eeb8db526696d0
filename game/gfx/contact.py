"""Contact sheets of every card picture, each under its id and name, for the gallery and reviewers.

``card_art_sheets()`` lays the pictures out in pages (8 x 6 big pictures, or 12 x 10 thumbnails);
the gallery shows or saves them as it likes. Names are written with the game's own pixel font.
``grid()`` is the layout every contact sheet shares (these, the portraits and backdrops, the
gallery's motion sheets).
"""

from __future__ import annotations

import pygame

from game.gfx.card_art import BIG, THUMB, CardArt, default_card_art

_BG, _INK, _DIM = (18, 16, 24), (240, 236, 220), (150, 140, 120)
_LAYOUT = {"big": (BIG, 8, 6, 2), "thumb": (THUMB, 12, 10, 1)}  # picture size, columns, rows, name lines


def grid(n: int, pitch: tuple[int, int], cols: int, margin: int, bg) -> tuple[pygame.Surface, list[tuple[int, int]]]:
    """Returns a sheet filled with bg for n cells, cols to a row, each pitch pixels from the next and
    margin from the sheet's top-left edges (the right and bottom too), and each cell's top-left."""
    rows = -(-n // cols)
    sheet = pygame.Surface((cols * pitch[0] + margin, rows * pitch[1] + margin))
    sheet.fill(bg)
    return sheet, [(margin + (i % cols) * pitch[0], margin + (i // cols) * pitch[1]) for i in range(n)]


def card_art_sheets(
    names, font, art: CardArt | None = None, *, size: str = "big", ids: list[int] | None = None
) -> list[pygame.Surface]:
    """Returns contact sheets of the pictures of ids (default: every card with one), in id order.

    names maps card id -> name (a CardDB's ``names`` works); font is a PixelFont.
    size "big" shows the 102x96 art, "thumb" the 40x32 hand thumbnail.
    """
    art = art if art is not None else default_card_art()
    (pw, ph), cols, rows, lines = _LAYOUT[size]
    ids = art.ids() if ids is None else list(ids)
    cell_w, cell_h = max(pw, 40) + 4, ph + 4 + 10 * lines
    per_sheet = cols * rows
    sheets = []
    for start in range(0, len(ids), per_sheet):
        chunk = ids[start : start + per_sheet]
        sheet, spots = grid(len(chunk), (cell_w, cell_h), cols, 4, _BG)
        for card, (x, y) in zip(chunk, spots):
            pic = art.big(card) if size == "big" else art.thumb(card)
            sheet.blit(pic, (x, y))
            pygame.draw.rect(sheet, (0, 0, 0), (x - 1, y - 1, pw + 2, ph + 2), 1)
            label = f"{card:03d} {names[card]}"
            wrapped = font.wrap(label, cell_w - 4)[:lines] if lines > 1 else [label]
            for j, text in enumerate(wrapped):  # a lone long word may still be too wide: cut it
                font.draw(sheet, font.fit(text, cell_w - 4), (x, y + ph + 2 + 10 * j), _INK if j == 0 else _DIM)
        sheets.append(sheet)
    return sheets


def card_mosaic(ids: list[int], art: CardArt | None = None, cols: int = 15, size: str = "thumb") -> pygame.Surface:
    """Returns the pictures of ids ("thumb" or "big") edge to edge, cols to a row, one pixel apart,
    unlabelled: many cards at a glance (README.md shows the most-seen monsters' thumbnails so)."""
    art = art if art is not None else default_card_art()
    w, h = THUMB if size == "thumb" else BIG
    sheet, spots = grid(len(ids), (w + 1, h + 1), cols, 1, _BG)
    for card, spot in zip(ids, spots):
        sheet.blit(art.thumb(card) if size == "thumb" else art.big(card), spot)
    return sheet
