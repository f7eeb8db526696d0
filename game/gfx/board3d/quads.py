"""Flat textured quads in perspective (cards on their zones, the platform's walls).

A quad's four screen corners and its picture's corners give a 3x3 homography; every pixel of the
quad's bounding box is mapped back to a texel, and those that land inside the picture are copied.
"""

from __future__ import annotations

import numpy as np

from game.gfx.board3d.camera import SCREEN


def _square_to_quad(q) -> list[list[float]]:
    """Returns the 3x3 matrix taking the unit square's corners (0,0),(1,0),(1,1),(0,1) to q (Heckbert)."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ((float(a), float(b)) for a, b in q)
    sx, sy = x0 - x1 + x2 - x3, y0 - y1 + y2 - y3
    if abs(sx) < 1e-9 and abs(sy) < 1e-9:
        return [[x1 - x0, x2 - x1, x0], [y1 - y0, y2 - y1, y0], [0.0, 0.0, 1.0]]
    dx1, dx2, dy1, dy2 = x1 - x2, x3 - x2, y1 - y2, y3 - y2
    den = dx1 * dy2 - dx2 * dy1
    if abs(den) < 1e-12:
        raise np.linalg.LinAlgError("degenerate quad")
    g = (sx * dy2 - dx2 * sy) / den
    h = (dx1 * sy - sx * dy1) / den
    return [[x1 - x0 + g * x1, x3 - x0 + h * x3, x0], [y1 - y0 + g * y1, y3 - y0 + h * y3, y0], [g, h, 1.0]]


def _inverse(m) -> list[list[float]]:
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    if abs(det) < 1e-12:
        raise np.linalg.LinAlgError("singular")
    k = 1.0 / det
    return [[(e * i - f * h) * k, (c * h - b * i) * k, (b * f - c * e) * k],
            [(f * g - d * i) * k, (a * i - c * g) * k, (c * d - a * f) * k],
            [(d * h - e * g) * k, (b * g - a * h) * k, (a * e - b * d) * k]]


def homography(src, dst) -> np.ndarray:
    """Returns the 3x3 matrix taking the four points src (4,2) to dst (4,2)."""
    a = np.array(_square_to_quad(dst)) @ np.array(_inverse(_square_to_quad(src)))
    return a / a[2, 2]


def draw_quad(out: np.ndarray, corners: np.ndarray, tex: np.ndarray, clear: bool = False) -> bool:
    """Draws tex ((h, w) packed) into out ((W, H) packed, [x, y]) on screen corners (4,2).

    The corners go round the picture from its top-left: (0,0), (w,0), (w,h), (0,h). With ``clear``
    a texel of 0 is not drawn (a figure's cut-out: what is behind it shows). Returns False when the
    quad is off screen or degenerate.
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
    xs = np.arange(x0, x1, dtype=np.float32)[:, None] + np.float32(0.5)
    ys = np.arange(y0, y1, dtype=np.float32)[None, :] + np.float32(0.5)
    m = m.astype(np.float32)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        inv = m[2, 0] * xs + m[2, 1] * ys + m[2, 2]
        ahead = inv > 0
        np.reciprocal(inv, out=inv)  # one division per pixel, shared by u and v
        u = m[0, 0] * xs + m[0, 1] * ys
        u += m[0, 2]
        u *= inv
        v = m[1, 0] * xs + m[1, 1] * ys
        v += m[1, 2]
        v *= inv
        # floor(u) for u > -w as a truncation of u + w; out-of-range and NaN land outside
        # [0, w) once seen as unsigned, so one comparison per axis tests both ends.
        u += w
        v += h
        np.clip(u, 0, 3 * w, out=u)
        np.clip(v, 0, 3 * h, out=v)
        ui = u.astype(np.int32)
        vi = v.astype(np.int32)
    ui -= w
    vi -= h
    inside = (ui.view(np.uint32) < w) & (vi.view(np.uint32) < h) & ahead
    if not inside.any():
        return False
    vi *= w
    vi += ui
    region = out[x0:x1, y0:y1]
    texels = tex.reshape(-1).take(vi[inside])
    if clear:
        under = region[inside]
        np.copyto(under, texels, where=texels != 0)
        texels = under
    region[inside] = texels
    return True
