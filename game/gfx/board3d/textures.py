"""Our own board pictures: a floor of five bands of five tiles per terrain, the platform's walls,
and every picture as packed 0xRRGGBB arrays at a few fog levels, ready for one numpy gather.

The floor is 255x255 texels (tiles of 51), far row first: opponent magic/trap, opponent monsters,
the raised centre strip, own monsters, own magic/trap (presentation.md §5). Each terrain has its
own ground, drawn here from noise and simple shapes, never from the original's art.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pygame

from game.gfx.board3d.zones import TILE

SIZE = 5 * TILE  # floor texels per side
FOG_LEVELS = 16  # brightness steps, 0 = black
WALL = (SIZE, 28)  # wall picture: floor width x platform height

# Per terrain (vocab.TERRAIN_NAMES order): ground colour, second colour, tile line colour, motif.
_LOOK = (((84, 92, 118), (60, 66, 90), (34, 38, 56), "slabs"),      # Normal
         ((46, 104, 44), (24, 66, 30), (18, 40, 18), "leaves"),     # Forest
         ((170, 128, 74), (128, 90, 48), (84, 56, 28), "cracks"),   # Wasteland
         ((120, 116, 112), (82, 80, 80), (48, 46, 48), "rock"),     # Mountain
         ((112, 168, 64), (78, 132, 44), (44, 86, 24), "grass"),    # Sogen (meadow)
         ((36, 96, 176), (20, 58, 128), (12, 34, 80), "waves"),     # Umi (sea)
         ((62, 30, 84), (30, 12, 44), (16, 4, 24), "swirl"))        # Yami (dark)


def pack(rgb: np.ndarray) -> np.ndarray:
    """Returns (..., 3) uint8 colours as (...) uint32 0xRRGGBB."""
    c = rgb.astype(np.uint32)
    return (c[..., 0] << 16) | (c[..., 1] << 8) | c[..., 2]


def unpack(packed: np.ndarray) -> np.ndarray:
    """Returns (...) uint32 0xRRGGBB as (..., 3) uint8."""
    return np.stack([(packed >> 16) & 255, (packed >> 8) & 255, packed & 255], axis=-1).astype(np.uint8)


def shade(packed: np.ndarray, k: float) -> np.ndarray:
    """Returns packed colours scaled in brightness by k (0..1)."""
    return pack(np.minimum(unpack(packed).astype(np.float32) * k, 255).astype(np.uint8))


def fog_stack(rgb: np.ndarray) -> np.ndarray:
    """Returns (FOG_LEVELS, H+2, W+2) packed copies darkening to black, with a black border all round.

    The border is where inverse-mapped pixels that miss the floor are clamped to, so the floor
    gather needs no mask.
    """
    h, w = rgb.shape[:2]
    out = np.zeros((FOG_LEVELS, h + 2, w + 2), np.uint32)
    base = rgb.astype(np.float32)
    for level in range(1, FOG_LEVELS):
        out[level, 1:h + 1, 1:w + 1] = pack((base * (level / (FOG_LEVELS - 1))).astype(np.uint8))
    return out


def surface_rgb(surf: pygame.Surface) -> np.ndarray:
    """Returns a surface's pixels as (H, W, 3) uint8, row first."""
    return np.ascontiguousarray(pygame.surfarray.array3d(surf).transpose(1, 0, 2))


@lru_cache(maxsize=8)
def floor_rgb(terrain: int) -> np.ndarray:
    """Returns the (SIZE, SIZE, 3) floor picture of a terrain (cached; read-only): the player's art
    pack tile repeated over the 25 zones when the pack has one for this terrain, else ours."""
    from game.gfx.artpack import shared_pack

    tile = shared_pack().board(int(terrain))
    return pack_floor(tile) if tile is not None else our_floor(terrain)


def pack_floor(tile: pygame.Surface) -> np.ndarray:
    """Returns a floor made of one art-pack tile (51x51 or 102x102) repeated over the 5x5 zones,
    with the centre strip darkened as on our own floors so the bands still read."""
    one = surface_rgb(pygame.transform.smoothscale(tile, (TILE, TILE)) if tile.get_width() != TILE else tile)
    img = np.tile(one, (5, 5, 1)).astype(np.float32)
    img[2 * TILE:3 * TILE] *= 0.72
    return np.clip(img, 0, 255).astype(np.uint8)


def our_floor(terrain: int) -> np.ndarray:
    """Returns our own floor picture of a terrain: noise, a motif, tile lines and the centre strip."""
    ground, second, line, motif = _LOOK[int(terrain) % len(_LOOK)]
    rng = np.random.default_rng(100 + int(terrain))
    yy, xx = np.mgrid[0:SIZE, 0:SIZE].astype(np.float32)
    noise = _smooth_noise(rng, SIZE, 6) * 0.6 + _smooth_noise(rng, SIZE, 17) * 0.4
    mix = np.clip(_motif(motif, xx, yy, rng) * 0.7 + noise * 0.5, 0, 1)[..., None]
    img = np.asarray(ground, np.float32) * (1 - mix) + np.asarray(second, np.float32) * mix
    img *= (0.9 + 0.2 * _smooth_noise(rng, SIZE, 51))[..., None]
    tx, ty = xx % TILE, yy % TILE
    edge = np.minimum(np.minimum(tx, TILE - 1 - tx), np.minimum(ty, TILE - 1 - ty))
    img = np.where((edge < 1.5)[..., None], np.asarray(line, np.float32), img)
    img = np.where(((edge >= 1.5) & (edge < 3) & ((tx < 3) | (ty < 3)))[..., None], img * 1.18, img)
    band = (yy // TILE).astype(int)
    centre = band == 2
    img = np.where(centre[..., None], img * 0.72 + np.asarray(line, np.float32) * 0.1, img)
    lip = centre & ((ty < 3) | (ty > TILE - 4))
    img = np.where(lip[..., None], np.asarray(second, np.float32) * 1.3, img)
    return np.clip(img, 0, 255).astype(np.uint8)


@lru_cache(maxsize=8)
def wall_rgb(terrain: int) -> np.ndarray:
    """Returns the (28, SIZE, 3) wall picture: dark stone, top trim and a winged sun disc per tile."""
    ground, second, line, _ = _LOOK[int(terrain) % len(_LOOK)]
    w, h = WALL
    surf = pygame.Surface((w, h))
    stone = tuple(int(c * 0.45) for c in second)
    surf.fill(stone)
    pygame.draw.rect(surf, tuple(min(255, int(c * 1.1)) for c in ground), (0, 0, w, 4))
    pygame.draw.line(surf, line, (0, 4), (w, 4))
    gold, dark = (200, 160, 70), (90, 64, 24)
    for i in range(5):
        cx, cy = i * TILE + TILE // 2, 16
        for s in (-1, 1):  # wings
            pts = [(cx + s * 5, cy - 3), (cx + s * 22, cy - 6), (cx + s * 18, cy - 1), (cx + s * 22, cy + 1),
                   (cx + s * 14, cy + 3), (cx + s * 5, cy + 3)]
            pygame.draw.polygon(surf, dark, pts)
            pygame.draw.lines(surf, gold, False, pts[:5])
        pygame.draw.circle(surf, (230, 120, 40), (cx, cy), 5)
        pygame.draw.circle(surf, gold, (cx, cy), 5, 1)
        for s in (-1, 1):  # sloping corner triangles at each tile joint
            x = i * TILE if s < 0 else (i + 1) * TILE - 1
            pygame.draw.polygon(surf, dark, [(x, 5), (x - s * 6, 5), (x, 11)])
    return surface_rgb(surf)


def _smooth_noise(rng, size: int, cell: int) -> np.ndarray:
    """Returns value noise in 0..1 with features about cell texels wide, seamless per tile."""
    n = size // cell + 2
    grid = rng.random((n, n)).astype(np.float32)
    pos = np.arange(size, dtype=np.float32) / cell
    i = pos.astype(int)
    f = pos - i
    f = f * f * (3 - 2 * f)
    rows = grid[i] * (1 - f)[:, None] + grid[i + 1] * f[:, None]
    return rows[:, i] * (1 - f)[None, :] + rows[:, i + 1] * f[None, :]


def _motif(motif: str, x: np.ndarray, y: np.ndarray, rng) -> np.ndarray:
    """Returns a 0..1 mask of the terrain's pattern."""
    if motif == "slabs":
        return ((x // 17 + y // 17) % 2) * 0.5
    if motif == "leaves":
        return (np.sin(x * 0.9 + np.sin(y * 0.5) * 2) * np.sin(y * 0.8 + np.sin(x * 0.4) * 2) > 0.35) * 1.0
    if motif == "cracks":
        return (np.abs(np.sin(x * 0.21 + np.sin(y * 0.13) * 3) + np.sin(y * 0.17 + x * 0.05)) < 0.12) * 1.0
    if motif == "rock":
        return np.abs(np.sin(x * 0.15 + y * 0.07) * np.cos(y * 0.19 - x * 0.04))
    if motif == "grass":
        return ((np.sin(x * 2.1 + np.sin(y * 0.7) * 3) > 0.6) & (rng.random(x.shape) > 0.4)) * 1.0
    if motif == "waves":
        return (np.sin(y * 0.45 + np.sin(x * 0.18) * 2.2) + 1) / 2
    dx, dy = x % TILE - 25, y % TILE - 25
    return (np.sin(np.hypot(dx, dy) * 0.6 + np.arctan2(dy, dx) * 2) + 1) / 2 * 0.8
