"""The four-seat panel over the Tag Duel board: who plays, each seat's field and hand count.

The 3-D board shows two seats (``game.scenes.tag.session``); this strip keeps the table in view:
one cell per seat in turn order, the seat label (1A/2A/1B/2B), the duelist's face and name, the
cards in hand and a dot per occupied monster zone. The seat to play is framed in gold, the seats
on the board have a lit background, the player's team is blue and the other team red. Under it a
banner says whose play it is; ``dialog`` draws the Tag screens' questions, results and pass cover.
"""

from __future__ import annotations

import functools

import pygame

from game.gfx import frames
from game.gfx.card_text import draw_fitted
from game.rules.teams import SEAT_NAMES, team_of
from game.scenes.duel import hud

CELL_W, CELL_H = 38, 34
PANEL_X, PANEL_Y = 80, 2
_TEAM = ((40, 64, 120), (112, 36, 36))
_LIT = ((64, 100, 176), (168, 56, 56))
FACE = 14


@functools.cache
def _face(duelist: int) -> pygame.Surface:
    from game.gfx.portraits import portrait

    return pygame.transform.smoothscale(portrait(duelist), (FACE, FACE))


def cell_rect(i: int) -> pygame.Rect:
    """Returns the box of the i-th cell (turn order)."""
    return pygame.Rect(PANEL_X + i * CELL_W, PANEL_Y, CELL_W - 2, CELL_H)


def paint_seats(canvas: pygame.Surface, f, real, order: tuple[int, ...], shown: tuple[int, int], team: int,
                names: list[str], duelists: list[int], frame: int) -> None:
    """Draws one cell per seat in turn order; ``shown`` are the seats on the board, ``team`` the viewer's."""
    for i, seat in enumerate(order):
        r = cell_rect(i)
        mine = team_of(seat) == team
        colours = _LIT if seat in shown else _TEAM
        frames.panel(canvas, r, colours[0 if mine else 1], (12, 10, 20))
        active = seat == real.active and not real.over
        if active:
            pygame.draw.rect(canvas, frames.GOLD if (frame // 16) % 2 == 0 else hud.RIM, r, 1)
        canvas.blit(_face(duelists[seat]), (r.x + 2, r.y + 2))
        f.draw(canvas, SEAT_NAMES[seat], (r.x + FACE + 4, r.y + 1), frames.GOLD if active else frames.INK)
        side = real.sides[seat]
        f.draw(canvas, f"H{len(side.hand)}", (r.x + FACE + 4, r.y + 9), frames.INK)
        for z, rec in enumerate(side.monsters):
            colour = (248, 232, 168) if rec.card else (60, 56, 72)
            pygame.draw.rect(canvas, colour, (r.x + 3 + z * 6, r.y + 19, 4, 3))
        f.draw(canvas, _short(f, names[seat], r.w - 4), (r.centerx, r.y + 23), frames.INK, "center")


def _short(f, name: str, width: int) -> str:
    while name and f.width(name) > width:
        name = name[:-1]
    return name


def banner(canvas: pygame.Surface, f, text: str) -> None:
    """Draws one line in a strip under the four-seat panel."""
    box = pygame.Rect(76, 38, 156, 13)
    frames.panel(canvas, box)
    draw_fitted(canvas, f, text, (box.centerx, box.y + 2), box.w - 8, frames.INK, "center")


def dialog(canvas: pygame.Surface, f, lines: tuple[str, ...]) -> None:
    """Draws a box of centred lines over the board, the first in gold."""
    box = pygame.Rect(40, 84, 240, 20 + 14 * len(lines))
    frames.panel(canvas, box)
    for i, line in enumerate(lines):
        colour = frames.GOLD if i == 0 else frames.INK
        draw_fitted(canvas, f, line, (160, box.y + 10 + i * 14), box.w - 12, colour, "center")
