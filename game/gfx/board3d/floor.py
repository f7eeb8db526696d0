"""The floor by inverse mapping: each screen pixel's ray meets the plane y = 0 at one texel.

For a given camera the depth along a ray through the floor depends on the screen row only, so a
frame is a handful of (W, H) multiply-adds and one ``take`` from the fogged texture stack.
"""

from __future__ import annotations

import numpy as np

from game.gfx.board3d.camera import CENTRE, FOCAL, SCREEN, Camera
from game.gfx.board3d.textures import FOG_LEVELS, SIZE

UNIT = 2.0  # world units per floor texel
HALF = SIZE * UNIT / 2  # half the floor's side in world units
FOG_NEAR, FOG_FAR = 760.0, 1500.0  # full brightness before, black beyond (presentation.md §5)

_A = (np.arange(SCREEN[0], dtype=np.float64) - CENTRE[0]) / FOCAL  # screen column -> ray slope
_B = (np.arange(SCREEN[1], dtype=np.float64) - CENTRE[1]) / FOCAL  # screen row -> ray slope


def fog_level(depth: np.ndarray | float) -> np.ndarray:
    """Returns the brightness level (0 black .. FOG_LEVELS-1 full) at a depth."""
    k = np.clip((FOG_FAR - np.asarray(depth, float)) / (FOG_FAR - FOG_NEAR), 0.0, 1.0)
    return np.rint(k * (FOG_LEVELS - 1)).astype(np.int64)


def render_floor(cam: Camera, stack: np.ndarray, out: np.ndarray) -> None:
    """Writes the floor seen by cam into out ((W, H) packed colours, indexed [x, y]).

    ``stack`` is the terrain's fog stack from textures.fog_stack; pixels that miss the floor
    (sky, beyond the edges) get its black border texel.
    """
    f, r, u, c = cam.forward, cam.right, cam.up, cam.pos
    dy = f[1] - _B * u[1]  # ray's y slope per row (right has no y part)
    rows = np.nonzero(dy < -1e-6)[0]
    out[:, :] = 0
    if rows.size == 0:
        return
    y0 = rows[0]
    b = _B[y0:]
    t = -c[1] / dy[y0:]  # depth along the axis, per row
    bx, bz = f[0] - b * u[0], f[2] - b * u[2]
    x = c[0] + t[None, :] * (bx[None, :] + _A[:, None] * r[0])
    z = c[2] + t[None, :] * (bz[None, :] + _A[:, None] * r[2])
    tu = np.floor((x + HALF) / UNIT).astype(np.int64)
    tv = np.floor((z + HALF) / UNIT).astype(np.int64)
    off = (tu < 0) | (tu >= SIZE) | (tv < 0) | (tv >= SIZE)
    tu[off] = SIZE
    tv[off] = SIZE
    level = np.broadcast_to(fog_level(t)[None, :], tu.shape)
    idx = (level * (SIZE + 1) + tv) * (SIZE + 1) + tu
    out[:, y0:] = stack.reshape(-1).take(idx)
