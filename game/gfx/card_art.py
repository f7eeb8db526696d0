"""Procedural card art: a backdrop chosen by attribute and a mirrored pixel creature shaped by type.

No Konami artwork is used. Each picture is a pure function of (card id, type, attribute, size),
drawn with a private ``random.Random(card_id)``, so a card always looks the same and the global
RNGs are never touched. Magic, trap, equip and ritual cards get a rune sigil instead of a creature.
"""

from __future__ import annotations

import math
import random

import pygame

# Backdrop colours per attribute (vocab.ATTRIBUTE_NAMES order): sky top, sky bottom, accent.
ATTR_SKY = (((255, 244, 190), (230, 170, 60), (255, 255, 230)),   # Light
            ((40, 10, 60), (8, 0, 16), (150, 90, 200)),          # Dark
            ((170, 140, 90), (80, 56, 30), (110, 80, 40)),        # Earth
            ((60, 140, 220), (10, 30, 100), (150, 210, 255)),     # Water
            ((250, 150, 40), (120, 10, 0), (255, 220, 90)),       # Fire
            ((170, 230, 200), (40, 120, 90), (230, 255, 240)),    # Wind
            ((40, 120, 110), (10, 40, 50), (120, 240, 200)),      # Magic
            ((110, 20, 80), (30, 0, 30), (240, 110, 200)))        # Trap
# Body plan per monster type: (half-width cells, height cells, fill bias by row band top/mid/bottom).
_PLANS = {0: (8, 12, (0.55, 0.7, 0.5)), 1: (5, 12, (0.6, 0.65, 0.55)), 2: (5, 13, (0.5, 0.5, 0.45)),
          3: (5, 14, (0.55, 0.7, 0.55)), 4: (6, 13, (0.55, 0.7, 0.55)), 5: (7, 10, (0.45, 0.75, 0.6)),
          6: (8, 10, (0.4, 0.75, 0.35)), 7: (7, 13, (0.6, 0.6, 0.45)), 8: (7, 12, (0.5, 0.6, 0.4)),
          9: (7, 9, (0.45, 0.7, 0.55)), 10: (7, 12, (0.55, 0.7, 0.6)), 11: (6, 10, (0.45, 0.6, 0.6)),
          12: (7, 8, (0.4, 0.8, 0.4)), 13: (6, 14, (0.5, 0.55, 0.5)), 14: (7, 13, (0.75, 0.8, 0.75)),
          15: (6, 13, (0.5, 0.6, 0.5)), 16: (6, 11, (0.5, 0.65, 0.5)), 17: (6, 13, (0.55, 0.6, 0.7)),
          18: (7, 12, (0.8, 0.8, 0.8)), 19: (6, 13, (0.4, 0.55, 0.7))}
_BODY = ((200, 60, 40), (120, 70, 190), (110, 140, 100), (180, 150, 70), (160, 110, 60),
         (150, 100, 50), (90, 160, 200), (120, 40, 90), (230, 190, 210), (120, 160, 40),
         (180, 120, 70), (70, 140, 70), (60, 110, 190), (40, 90, 160), (150, 150, 160),
         (230, 210, 60), (80, 180, 210), (240, 120, 40), (140, 120, 100), (60, 170, 80))


# Sigil colour per non-monster type (vocab.TYPE_NAMES 20-23): Magic, Trap, Ritual, Equip.
_SIGIL = {20: (120, 240, 200), 21: (250, 120, 210), 22: (150, 180, 255), 23: (250, 210, 90)}


def draw_art(card_id: int, ctype: int, attribute: int, size: tuple[int, int], cell: int) -> pygame.Surface:
    """Returns the art for one card at size, creature pixels cell x cell screen pixels."""
    rng = random.Random(card_id * 1_000_003 + ctype * 97 + attribute)
    surf = pygame.Surface(size)
    _backdrop(surf, attribute, rng)
    if ctype < len(_PLANS):
        grid = _creature(rng, ctype)
        bottom = ATTR_SKY[min(attribute, 7)][1]
        body = _BODY[ctype]
        if sum(bottom) < 120:  # night skies: a lighter body keeps the creature readable
            body = tuple(min(255, c + 70) for c in body)
        _blit_grid(surf, grid, cell, body, rng)
    else:
        _sigil(surf, rng, _SIGIL.get(ctype, ATTR_SKY[min(attribute, 7)][2]))
    return surf


# --- helpers -------------------------------------------------------------------------------

def _backdrop(surf: pygame.Surface, attribute: int, rng: random.Random) -> None:
    w, h = surf.get_size()
    top, bottom, accent = ATTR_SKY[min(attribute, 7)]
    for y in range(h):
        t = y / max(h - 1, 1)
        surf.fill(tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)), (0, y, w, 1))
    if attribute == 0:  # Light: rays from the top centre
        for i in range(7):
            ang = math.pi * (0.15 + 0.7 * i / 6)
            pygame.draw.line(surf, accent, (w // 2, 0), (w // 2 + math.cos(ang) * w, math.sin(ang) * h))
    elif attribute == 1:  # Dark: stars
        for _ in range(w * h // 60):
            surf.set_at((rng.randrange(w), rng.randrange(h)), accent)
    elif attribute == 2:  # Earth: hills
        for k, shade in ((0.7, 0.8), (0.85, 0.6)):
            pts = [(x, h * k - 4 * math.sin(x / w * 6 + rng.random())) for x in range(0, w + 4, 4)]
            pygame.draw.polygon(surf, tuple(int(c * shade) for c in accent), [(0, h), *pts, (w, h)])
    elif attribute == 3:  # Water: waves
        for y in range(h // 3, h, 5):
            for x in range(0, w, 6):
                pygame.draw.arc(surf, accent, (x + (y % 2) * 3, y, 6, 4), 0, math.pi)
    elif attribute == 4:  # Fire: flames along the bottom
        for x in range(0, w, 4):
            fh = rng.randint(h // 6, h // 3)
            pygame.draw.polygon(surf, accent, [(x - 2, h), (x + 2, h - fh), (x + 6, h)])
    elif attribute == 5:  # Wind: streaks
        for _ in range(6):
            y = rng.randrange(h)
            x = rng.randrange(w)
            pygame.draw.line(surf, accent, (x, y), (x + w // 3, y - 2))
    else:  # Magic / Trap: a faint grid
        for x in range(0, w, 6):
            surf.fill(tuple(c // 2 for c in accent), (x, 0, 1, h))


def _creature(rng: random.Random, ctype: int) -> list[list[int]]:
    """Returns a mirrored grid: 0 empty, 1 body, 2 highlight, 3 eye."""
    half, height, bias = _PLANS[ctype]
    grid = [[0] * (half * 2) for _ in range(height)]
    for y in range(height):
        band = bias[min(y * 3 // height, 2)]
        for x in range(half):
            edge = x / max(half - 1, 1)  # 0 at the outside, 1 at the spine
            if rng.random() < band * (0.45 + 0.75 * edge):
                v = 2 if rng.random() < 0.2 else 1
                grid[y][x] = grid[y][half * 2 - 1 - x] = v
    for y in range(height):  # a spine keeps the body in one piece
        grid[y][half - 1] = grid[y][half] = grid[y][half - 1] or 1
    ey = max(1, height // 4)
    ex = max(0, half - 2 - rng.randrange(2))
    grid[ey][ex] = grid[ey][half * 2 - 1 - ex] = 3
    return _features(grid, ctype, half)


def _features(grid: list[list[int]], ctype: int, half: int) -> list[list[int]]:
    """Adds the mark of a type family: wings, a pointed hat, horns or fins (mirrored)."""
    width, height = half * 2, len(grid)

    def put(x: int, y: int, v: int = 2) -> None:
        if 0 <= x < half and 0 <= y < len(grid):
            grid[y][x] = grid[y][width - 1 - x] = v

    if ctype in (0, 6, 8):  # Dragon, Winged Beast, Fairy: wings rising from the shoulders
        for t in range(half - 1):
            put(half - 2 - t, height // 2 - 1 - t // 2)
            put(half - 2 - t, height // 2 - t // 2, 1)
    elif ctype == 1:  # Spellcaster: a pointed hat
        grid[:0] = [[0] * width for _ in range(3)]
        for row, span in enumerate((1, 2, 3)):
            for x in range(half - span, half):
                put(x, row)
    elif ctype in (7, 2):  # Fiend, Zombie: horns
        grid[:0] = [[0] * width for _ in range(2)]
        put(max(0, half - 4), 0)
        put(max(0, half - 3), 1)
    elif ctype in (12, 13, 16):  # Fish, Sea Serpent, Aqua: a fanned tail fin
        for x in range(0, half, 2):
            put(x, height - 1)
    return grid


def _blit_grid(surf: pygame.Surface, grid: list[list[int]], cell: int, body, rng: random.Random) -> None:
    w, h = surf.get_size()
    gh, gw = len(grid), len(grid[0])
    ox, oy = (w - gw * cell) // 2, max(1, h - gh * cell - max(1, h // 16))
    hue = tuple(max(0, min(255, c + rng.randint(-30, 30))) for c in body)
    light = tuple(min(255, c + 70) for c in hue)
    dark = tuple(c // 5 for c in hue)
    colours = {1: hue, 2: light, 3: (255, 255, 255)}
    for y, row in enumerate(grid):  # outline first, then the body over it
        for x, v in enumerate(row):
            if v:
                surf.fill(dark, (ox + x * cell - 1, oy + y * cell - 1, cell + 2, cell + 2))
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            if v:
                surf.fill(colours[v], (ox + x * cell, oy + y * cell, cell, cell))
                if v == 3 and cell > 1:
                    surf.fill((200, 0, 0), (ox + x * cell + cell // 2, oy + y * cell + cell // 2,
                                            max(1, cell // 2), max(1, cell // 2)))


def _sigil(surf: pygame.Surface, rng: random.Random, colour) -> None:
    w, h = surf.get_size()
    cx, cy, r = w // 2, h // 2, min(w, h) // 2 - 2
    pygame.draw.circle(surf, colour, (cx, cy), r, 1)
    pygame.draw.circle(surf, colour, (cx, cy), max(2, r * 2 // 3), 1)
    n = rng.choice((3, 4, 5, 6, 8))
    turn = rng.random() * math.pi
    pts = [(cx + r * math.cos(turn + 2 * math.pi * i / n), cy + r * math.sin(turn + 2 * math.pi * i / n))
           for i in range(n)]
    step = 2 if n in (5, 8) else 1
    for i in range(n):
        pygame.draw.line(surf, colour, pts[i], pts[(i + step) % n])
    pygame.draw.circle(surf, (255, 255, 255), (cx, cy), max(1, r // 5))
