"""The title's pictures, drawn by our own code: the carved wall, its shade, the logo, the press line.

The original's title (presentation.md §1) is a hieroglyph wall drawn as five 64-px columns, a vertical
shade from black at the top to light at the bottom, the logo over the upper two thirds and a pulsing
PUSH START BUTTON. Our wall is made of signs of our own (eyes, reeds, birds, water, ankh-like loops,
suns), carved into sandstone from a fixed seed, so the picture is the same on every run. Everything
here is built once by ``TitleArt`` when the title opens; drawing is a few blits.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pygame

WALL_W, WALL_H, COLUMN_W = 256, 240, 64  # the texture and the width of each of the five screen columns
_STONE = np.array((150, 120, 78), dtype=np.int16)
_SIGN = 14  # one sign's cell in the wall's grid, with the carved rules between columns
LOGO_CENTRE = (162, 90)
PRESS_CENTRE = (160, 185)
CREDIT_Y = 203
PULSE_TICKS = 64  # the press line brightens and fades as a triangle wave over this many ticks


def _signs() -> list[np.ndarray]:
    """Returns our 12x12 carved signs as masks (1 = cut into the stone)."""
    n = 12
    y, x = np.mgrid[0:n, 0:n]
    cx = cy = (n - 1) / 2
    r = np.hypot(x - cx, y - cy)
    out = []
    out.append(((abs(r - 4.5) < 0.8) | (r < 1.6)).astype(np.uint8))  # sun
    eye = (((x - cx) / 5.5) ** 2 + ((y - 5) / 2.6) ** 2 < 1) & ~(((x - cx) / 4.3) ** 2 + ((y - 5) / 1.5) ** 2 < 1)
    eye |= np.hypot(x - cx, y - 5) < 1.3
    eye |= (y >= 7) & (y <= 10) & (abs(x - (cx - 1.5 + (y - 7) * 0.5)) < 0.8)  # the tear line below
    out.append(eye.astype(np.uint8))
    ankh = (abs(np.hypot(x - cx, (y - 3) * 1.3) - 2.6) < 0.8) | ((y == 6) & (abs(x - cx) < 4.5))
    ankh |= (y > 6) & (abs(x - cx) < 0.8)
    out.append(ankh.astype(np.uint8))
    water = np.zeros((n, n), bool)
    for row in (3, 6, 9):
        water |= abs(y - (row + np.round(np.sin(x * 1.6)))) < 0.6
    out.append(water.astype(np.uint8))
    reed = ((abs(x - 4) < 0.8) & (y > 2)) | ((abs(x - 8) < 0.8) & (y > 4))
    reed |= (abs(y - (x - 1)) < 0.8) & (y < 4) & (x < 6) | (abs(y - (x - 3)) < 0.8) & (y < 6) & (x > 6)
    out.append(reed.astype(np.uint8))
    bird = (np.hypot(x - 6, (y - 6) * 1.4) < 3.2) | (np.hypot(x - 3, y - 3) < 1.6) | ((y == 9) & (x > 3) & (x < 10))
    bird |= (abs(x - 9 - (y - 5) * 0.3) < 0.7) & (y > 6) & (y < 11)
    out.append(bird.astype(np.uint8))
    tri = (y > 2) & (abs(x - cx) < (y - 2) * 0.6) & (y < 11)
    out.append((tri & ~((y > 4) & (abs(x - cx) < (y - 4) * 0.6 - 0.9))).astype(np.uint8))
    snake = (abs(y - (6 + 3 * np.sin(x * 0.9))) < 0.8) | (np.hypot(x - 10, y - 4) < 1.3)
    out.append(snake.astype(np.uint8))
    return out


@lru_cache(maxsize=2)
def wall_texture(seed: int = 1998) -> pygame.Surface:
    """Returns the 256x240 wall: rows of carved signs in four columns, worn sandstone between them.

    Built once per run (the title and both menus show it); treat it as read-only."""
    rng = np.random.default_rng(seed)
    grain = (rng.integers(-2, 3, (WALL_W // 2, WALL_H // 2)) * 4).astype(np.int16)  # worn stone, 2x2 flecks
    grain = grain.repeat(2, axis=0).repeat(2, axis=1)
    bands = (np.sin(np.arange(WALL_H) * 0.21) * 6).astype(np.int16)[None, :]
    rgb = np.clip(_STONE[None, None, :] + (grain + bands)[:, :, None], 0, 255).astype(np.int16)
    depth = np.zeros((WALL_W, WALL_H), np.int16)  # -1 cut shadow, +1 lit edge
    signs = _signs()
    for col in range(4):
        x0 = col * COLUMN_W
        depth[x0:x0 + 2, :] = -1  # the carved rules between columns
        depth[x0 + 2, :] = 1
        for row in range(WALL_H // (_SIGN + 2)):
            for k in range(2):
                mask = signs[int(rng.integers(len(signs)))]
                if rng.random() < 0.5:
                    mask = mask[:, ::-1]
                x, y = x0 + 8 + k * 26 + int(rng.integers(0, 4)), 4 + row * (_SIGN + 2)
                if y + 13 > WALL_H:
                    continue
                cut = mask.T.astype(bool)  # (x, y) order, as surfarray wants
                depth[x:x + 12, y:y + 12][cut] = -1
                lit = np.zeros_like(cut)
                lit[1:, 1:] = cut[:-1, :-1] & ~cut[1:, 1:]
                depth[x:x + 12, y:y + 12][lit] = 1
    rgb[depth < 0] = rgb[depth < 0] * 5 // 10
    rgb[depth > 0] = np.minimum(rgb[depth > 0] + 46, 255)
    surf = pygame.Surface((WALL_W, WALL_H))
    pygame.surfarray.blit_array(surf, rgb.astype(np.uint8))
    return surf


def shaded_wall(wall: pygame.Surface) -> pygame.Surface:
    """Returns the 320x240 backdrop: the wall in five 64-px columns under the black-to-light shade."""
    out = pygame.Surface((320, 240))
    for k in range(5):
        src = (k % (WALL_W // COLUMN_W)) * COLUMN_W
        out.blit(wall, (k * COLUMN_W, 0), pygame.Rect(src, 0, COLUMN_W, WALL_H))
    shade = pygame.Surface((320, 240))
    for y in range(240):
        v = round(255 * (y / 239) ** 0.9)
        shade.fill((v, v, min(255, v + 6)), (0, y, 320, 1))
    out.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return out


def logo(font) -> pygame.Surface:
    """Returns our logo: an eye in a golden triangle over FMDUEL in big carved gold letters."""
    surf = pygame.Surface((300, 150), pygame.SRCALPHA)
    cx = 150
    tri = [(cx, 2), (cx - 62, 96), (cx + 62, 96)]
    pygame.draw.polygon(surf, (70, 40, 8), [(x + 3, y + 3) for x, y in tri])
    pygame.draw.polygon(surf, (208, 160, 48), tri)
    pygame.draw.polygon(surf, (252, 228, 128), tri, 2)
    inner = [(cx, 22), (cx - 46, 88), (cx + 46, 88)]
    pygame.draw.polygon(surf, (168, 120, 32), inner)
    for i in range(1, 4):  # the courses of the pyramid's stones
        y = 22 + i * 16
        half = (y - 22) * 46 // 66
        pygame.draw.line(surf, (120, 80, 20), (cx - half, y), (cx + half, y))
    eye = pygame.Rect(cx - 22, 52, 44, 20)
    pygame.draw.ellipse(surf, (250, 244, 220), eye)
    pygame.draw.ellipse(surf, (60, 30, 6), eye, 2)
    pygame.draw.circle(surf, (40, 90, 150), eye.center, 7)
    pygame.draw.circle(surf, (10, 10, 20), eye.center, 3)
    words = _big_text(font, "FMDUEL", 5, (252, 216, 96), (120, 48, 8))
    surf.blit(words, words.get_rect(midtop=(cx, 90)))
    return surf


def _big_text(font, text: str, scale: int, colour, edge) -> pygame.Surface:
    w = font.width(text) + 2
    small = pygame.Surface((w, 10), pygame.SRCALPHA)
    font.draw(small, text, (0, 0), colour, shadow=False)
    big = pygame.transform.scale_by(small, scale)
    shade = pygame.Surface(big.get_size(), pygame.SRCALPHA)  # lighter at the top of each letter, like metal
    for y in range(big.get_height()):
        v = 255 - min(110, y * 3)
        shade.fill((255, v, v, 255), (0, y, big.get_width(), 1))
    big.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    outline = big.copy()
    outline.fill((*edge, 255), special_flags=pygame.BLEND_RGBA_MIN)
    out = pygame.Surface((big.get_width() + 6, big.get_height() + 6), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (2, 0), (0, 2), (2, 2), (4, 4), (1, 4), (4, 1)):
        out.blit(outline, (dx, dy))
    out.blit(big, (1, 1))
    return out


def pulse_alpha(tick: int) -> int:
    """Returns the press line's opacity: a triangle wave between dim and full over PULSE_TICKS."""
    phase = tick % PULSE_TICKS
    half = PULSE_TICKS // 2
    t = phase / half if phase < half else (PULSE_TICKS - phase) / half
    return round(70 + 185 * t)


class TitleArt:
    """The title's layers, built once: the shaded wall, the logo and the press line."""

    def __init__(self, font) -> None:
        self.backdrop = shaded_wall(wall_texture())
        self.logo = logo(font)
        self.press = _big_text(font, "PUSH START BUTTON", 2, (255, 248, 220), (40, 24, 8))


def picture_word(font, text: str, colour, edge) -> pygame.Surface:
    """Returns a menu entry's picture word: the label at twice the font's size with a dark edge."""
    return _big_text(font, text, 2, colour, edge)
