"""The floor by inverse mapping: each screen pixel's ray meets the plane y = 0 at one texel.

For a given camera the depth along a ray through the floor depends on the screen row only, so a
frame is a handful of (W, H) multiply-adds and one ``take`` from the fogged texture stack.
"""

from __future__ import annotations

import numpy as np

from game.gfx.board3d.camera import CENTRE, FOCAL, SCREEN, Camera
from game.gfx.board3d.textures import FOG_LEVELS, SIZE
from game.gfx.board3d.zones import UNIT

HALF = SIZE * UNIT / 2  # half the floor's side in world units
FOG_NEAR, FOG_FAR = 760.0, 1500.0  # full brightness before, black beyond (presentation.md §5)

_A = ((np.arange(SCREEN[0]) + 0.5 - CENTRE[0]) / FOCAL).astype(np.float32)  # screen column -> ray slope
_B = (np.arange(SCREEN[1]) + 0.5 - CENTRE[1]) / FOCAL  # screen row -> ray slope


def fog_level(depth: np.ndarray | float) -> np.ndarray:
    """Returns the brightness level (0 black .. FOG_LEVELS-1 full) at a depth."""
    k = np.clip((FOG_FAR - np.asarray(depth, float)) / (FOG_FAR - FOG_NEAR), 0.0, 1.0)
    return np.rint(k * (FOG_LEVELS - 1)).astype(np.int64)


def render_floor(cam: Camera, stack: np.ndarray, out: np.ndarray, region: tuple[int, int, int, int] | None = None,
                 ) -> None:
    """Writes the floor seen by cam into out ((W, H) packed colours, indexed [x, y]).

    ``stack`` is the terrain's fog stack from textures.fog_stack: (levels, SIZE+2, SIZE+2) with a
    black border all round, where pixels that miss the floor (the void, beyond the edges) land.
    Texel coordinates are linear in the column for each row, so each is one outer product.
    ``region`` (x, y, w, h) limits the work to that part of the screen (the campaign map shows a
    window of it); the rest of out is left as it was.
    """
    x0, ry0, w, h = region if region is not None else (0, 0, SCREEN[0], SCREEN[1])
    x1, ry1 = x0 + w, ry0 + h
    f, r, u, c = cam.forward, cam.right, cam.up, cam.pos
    dy = f[1] - _B * u[1]  # ray's y slope per row (the right axis has no y part)
    rows = np.nonzero(dy[ry0:ry1] < -1e-6)[0] + ry0
    out[x0:x1, ry0:ry1] = 0
    if rows.size == 0:
        return
    y0 = rows[0]
    b = _B[y0:ry1]
    a = _A[x0:x1]
    t = -c[1] / dy[y0:ry1]  # depth along the axis, per row
    side = SIZE + 2
    u0 = ((c[0] + HALF) / UNIT + 1 + t * (f[0] - b * u[0]) / UNIT).astype(np.float32)
    v0 = ((c[2] + HALF) / UNIT + 1 + t * (f[2] - b * u[2]) / UNIT).astype(np.float32)
    t32 = (t / UNIT).astype(np.float32)
    tu = np.multiply.outer(a * np.float32(r[0]), t32)
    tu += u0
    tv = np.multiply.outer(a * np.float32(r[2]), t32)
    tv += v0
    np.clip(tu, 0, side - 1, out=tu)
    np.clip(tv, 0, side - 1, out=tv)
    iu = tu.astype(np.int32)
    iv = tv.astype(np.int32)
    iv *= side
    iu += iv
    iu += (fog_level(t) * (side * side)).astype(np.int32)[None, :]
    out[x0:x1, y0:ry1] = stack.reshape(-1).take(iu)
