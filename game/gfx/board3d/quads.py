"""Flat textured quads in perspective (cards on their zones, the platform's walls).

A quad's four screen corners and its picture's corners give a 3x3 homography; every pixel of the
quad's bounding box is mapped back to a texel, and those that land inside the picture are copied.
"""

from __future__ import annotations

import numpy as np

from game.gfx.board3d.camera import SCREEN


def homography(src: np.ndarray, dst: np.ndarray) -> np.ndarray:
    """Returns the 3x3 matrix taking the four points src (4,2) to dst (4,2)."""
    a = np.zeros((8, 8))
    b = np.zeros(8)
    for i, ((x, y), (u, v)) in enumerate(zip(src, dst)):
        a[2 * i] = (x, y, 1, 0, 0, 0, -u * x, -u * y)
        a[2 * i + 1] = (0, 0, 0, x, y, 1, -v * x, -v * y)
        b[2 * i], b[2 * i + 1] = u, v
    h = np.linalg.solve(a, b)
    return np.append(h, 1.0).reshape(3, 3)


def draw_quad(out: np.ndarray, corners: np.ndarray, tex: np.ndarray) -> bool:
    """Draws tex ((h, w) packed) into out ((W, H) packed, [x, y]) on screen corners (4,2).

    The corners go round the picture from its top-left: (0,0), (w,0), (w,h), (0,h). Returns
    False when the quad is off screen or degenerate.
    """
    h, w = tex.shape
    x0, y0 = np.floor(corners.min(axis=0)).astype(int)
    x1, y1 = np.ceil(corners.max(axis=0)).astype(int) + 1
    x0, y0 = max(x0, 0), max(y0, 0)
    x1, y1 = min(x1, SCREEN[0]), min(y1, SCREEN[1])
    if x0 >= x1 or y0 >= y1:
        return False
    src = np.array([(0, 0), (w, 0), (w, h), (0, h)], float)
    try:
        m = homography(corners, src)
    except np.linalg.LinAlgError:
        return False
    xs = np.arange(x0, x1, dtype=np.float64)[:, None] + 0.5
    ys = np.arange(y0, y1, dtype=np.float64)[None, :] + 0.5
    den = m[2, 0] * xs + m[2, 1] * ys + m[2, 2]
    u = (m[0, 0] * xs + m[0, 1] * ys + m[0, 2]) / den
    v = (m[1, 0] * xs + m[1, 1] * ys + m[1, 2]) / den
    inside = (u >= 0) & (u < w) & (v >= 0) & (v < h) & (den > 0)
    if not inside.any():
        return False
    ui = np.clip(u, 0, w - 1).astype(np.int64)
    vi = np.clip(v, 0, h - 1).astype(np.int64)
    region = out[x0:x1, y0:y1]
    region[inside] = tex.reshape(-1).take((vi * w + ui)[inside])
    return True
