"""A tiny shape rasteriser for pixel art: shapes in scene units, filled at any pixel scale.

Every shape becomes a boolean mask sampled at pixel centres, so the 102x96 card art and the 40x32
thumbnail are two renderings of one description rather than a blur of each other. Each filled part
gets a dark outline, a shadow band on the side away from the light (top-left) and a one-pixel rim
highlight: the three tones that make a flat shape read as a lit object at thumbnail size.
"""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

Colour = tuple[int, int, int]
OUTLINE_INK = np.array((20, 14, 26), np.int16)
# The 4x4 ordered-dither thresholds (0..15/16), shared by the card art, portraits and backdrops.
BAYER4 = np.array(((0, 8, 2, 10), (12, 4, 14, 6), (3, 11, 1, 9), (15, 7, 13, 5)), dtype=np.float32) / 16.0


def dither(t, levels: int, rows, cols, spread: float = 1.0) -> np.ndarray:
    """Returns t (0..1) quantised to steps of 1/levels, ordered-dithered by pixel row and column.

    spread scales the thresholds: just under 1 keeps t = 0 at step 0 on every pixel.
    """
    return np.floor(t * levels + BAYER4[rows % 4, cols % 4] * spread) / levels


def mix(a, b, t: float) -> Colour:
    """Returns colour a moved a fraction t towards colour b."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def shade(c, f: float) -> Colour:
    """Returns c darkened (f < 1) with a cool tint, or lightened (f > 1) towards a warm white."""
    if f < 1:
        return mix(c, (24, 16, 48), 1 - f)
    return mix(c, (255, 250, 230), min(1.0, f - 1))


class Painter:
    """Draws onto an RGB array; scene point (x, y) maps to pixel ((x - x0) * s, (y - y0) * s).

    A local frame (origin, zoom, mirror) lets subjects be written once around their feet.
    """

    def __init__(self, w: int, h: int, scale: float, x0: float = 0.0, y0: float = 0.0) -> None:
        self.w, self.h, self.s = w, h, scale
        self.img = np.zeros((h, w, 3), np.int16)
        self.x0, self.y0 = x0, y0
        self.X = (np.arange(w) + 0.5)[None, :] / scale + x0
        self.Y = (np.arange(h) + 0.5)[:, None] / scale + y0
        self.X = np.broadcast_to(self.X, (h, w))
        self.Y = np.broadcast_to(self.Y, (h, w))
        self.frame = (0.0, 0.0, 1.0, 1)  # ox, oy, zoom, xsign
        self.k = max(1, round(2.2 * scale))  # shadow band width in pixels
        # The parts a drawer placed (heads, eyes, wings, arms, props): the likeness tests read them
        # from the manifest, so a card whose name counts heads is checked against what was drawn.
        self.parts: Counter[str] = Counter()
        self.plan = ""  # the body plan and pose drawn ("dragon.quadruped", "figure", "bespoke")

    def mark(self, part: str, n: int = 1) -> None:
        """Records that the drawer placed n of a part (eyes are recorded by eye() itself)."""
        self.parts[part] += n

    # --- frames --------------------------------------------------------------------------
    def at(self, ox: float, oy: float, zoom: float, mirror: bool = False) -> None:
        """Sets the local frame: local (0, 0) at scene (ox, oy), local units times zoom."""
        self.frame = (ox, oy, zoom, -1 if mirror else 1)

    def _pt(self, x: float, y: float) -> tuple[float, float]:
        ox, oy, z, sx = self.frame
        return ox + sx * x * z, oy + y * z

    def _len(self, r: float) -> float:
        return r * self.frame[2]

    # --- masks ---------------------------------------------------------------------------
    def E(self, cx, cy, rx, ry, ang: float = 0.0) -> np.ndarray:
        """Ellipse mask; ang in degrees (counter-clockwise as seen, mirrored with the frame)."""
        cx, cy = self._pt(cx, cy)
        rx, ry = max(self._len(rx), 0.55 / self.s), max(self._len(ry), 0.55 / self.s)
        a = math.radians(ang) * self.frame[3]
        rr = max(rx, ry)
        m, win = self._win(cx - rr, cy - rr, cx + rr, cy + rr)
        if win is None:
            return m
        dx, dy = self.X[win] - cx, self.Y[win] - cy
        if a:
            ca, sa = math.cos(a), math.sin(a)
            dx, dy = dx * ca - dy * sa, dx * sa + dy * ca
        m[win] = (dx / rx) ** 2 + (dy / ry) ** 2 <= 1.0
        return m

    def P(self, pts) -> np.ndarray:
        """Polygon mask (even-odd rule)."""
        pts = [self._pt(x, y) for x, y in pts]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        m, win = self._win(min(xs), min(ys), max(xs), max(ys))
        if win is None:
            return m
        X, Y = self.X[win], self.Y[win]
        inside = np.zeros(X.shape, bool)
        n = len(pts)
        for i in range(n):
            x1, y1 = pts[i]
            x2, y2 = pts[(i + 1) % n]
            if y1 == y2:
                continue
            cross = ((y1 > Y) != (y2 > Y)) & (X < (x2 - x1) * (Y - y1) / (y2 - y1) + x1)
            inside ^= cross
        m[win] = inside
        return m

    def R(self, x1, y1, x2, y2) -> np.ndarray:
        """Axis-aligned rectangle mask between corners x1,y1 and x2,y2 (in either order)."""
        return self.P([(x1, y1), (x2, y1), (x2, y2), (x1, y2)])

    def C(self, x1, y1, x2, y2, r1, r2=None) -> np.ndarray:
        """Capsule (a limb): the segment x1,y1-x2,y2 swept by a radius tapering r1 -> r2."""
        r2 = r1 if r2 is None else r2
        (ax, ay), (bx, by) = self._pt(x1, y1), self._pt(x2, y2)
        r1, r2 = max(self._len(r1), 0.5 / self.s), max(self._len(r2), 0.5 / self.s)
        rr = max(r1, r2)
        m, win = self._win(min(ax, bx) - rr, min(ay, by) - rr, max(ax, bx) + rr, max(ay, by) + rr)
        if win is None:
            return m
        X, Y = self.X[win], self.Y[win]
        vx, vy = bx - ax, by - ay
        ll = vx * vx + vy * vy or 1e-9
        t = np.clip(((X - ax) * vx + (Y - ay) * vy) / ll, 0, 1)
        d2 = (X - ax - t * vx) ** 2 + (Y - ay - t * vy) ** 2
        r = r1 + (r2 - r1) * t
        m[win] = d2 <= r * r
        return m

    def _win(self, x1, y1, x2, y2):
        """Returns an empty mask and the pixel window covering scene box x1,y1-x2,y2 (None if off-canvas)."""
        m = np.zeros((self.h, self.w), bool)
        j1 = max(0, int((x1 - self.x0) * self.s) - 1)
        j2 = min(self.w, int((x2 - self.x0) * self.s) + 2)
        i1 = max(0, int((y1 - self.y0) * self.s) - 1)
        i2 = min(self.h, int((y2 - self.y0) * self.s) + 2)
        if j1 >= j2 or i1 >= i2:
            return m, None
        return m, (slice(i1, i2), slice(j1, j2))

    def T(self, pts, r1, r2=None) -> np.ndarray:
        """Tube through pts (a tail, neck or tentacle), radius tapering r1 -> r2 along it."""
        r2 = r1 if r2 is None else r2
        m = np.zeros((self.h, self.w), bool)
        n = len(pts) - 1
        for i in range(n):
            ra = r1 + (r2 - r1) * i / n
            rb = r1 + (r2 - r1) * (i + 1) / n
            m |= self.C(*pts[i], *pts[i + 1], ra, rb)
        return m

    # --- drawing -------------------------------------------------------------------------
    def fill(self, mask: np.ndarray, col, *, outline: bool = True, flat: bool = False, ink=None) -> None:
        """Paints a part: outline ring, base, shadow band and rim light (or flat colour)."""
        rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
        if not rows.size:
            return
        k = self.k
        win = (slice(max(0, rows[0] - 1), rows[-1] + 2), slice(max(0, cols[0] - 1), cols[-1] + 2))
        mask, img = mask[win], self.img[win]
        if outline:
            ring = _dilate(mask) & ~mask
            img[ring] = OUTLINE_INK if ink is None else np.array(ink, np.int16)
        if flat:
            img[mask] = col
            return
        inner = mask & _shift(mask, -k, -k)
        img[mask] = shade(col, 0.62)
        img[inner] = col
        rim = mask & ~_shift(mask, 1, 1)
        img[rim & inner] = shade(col, 1.35)

    def line(self, pts, r: float, col) -> None:
        """A flat, unoutlined stroke (veins, cracks, stripes, rays)."""
        self.fill(self.T(pts, r), col, outline=False, flat=True)

    def dot(self, x, y, r, col) -> None:
        """A flat disc that never vanishes: at least the pixel under its centre."""
        m = self.E(x, y, r, r)
        if not m.any():
            px, py = self._pt(x, y)
            i, j = int((py - self.y0) * self.s), int((px - self.x0) * self.s)
            if 0 <= i < self.h and 0 <= j < self.w:
                m = np.zeros_like(m)
                m[i, j] = True
        self.img[m] = col

    def eye(self, x, y, r, col=(255, 240, 120), pupil=(10, 0, 0)) -> None:
        """An eye: outlined coloured disc with a dark pupil (one pixel at thumbnail size)."""
        self.mark("eye")
        m = self.E(x, y, r, r)
        ring = _dilate(m) & ~m
        self.img[ring] = OUTLINE_INK
        self.img[m] = col
        self.dot(x + r * 0.25 * self.frame[3], y, r * 0.45, pupil)

    def glow(self, mask: np.ndarray, col, alpha: float) -> None:
        """Blends col over mask (light, mist, aura) without outline."""
        self.img[mask] = (self.img[mask] * (1 - alpha) + np.array(col) * alpha).astype(np.int16)

    def result(self) -> np.ndarray:
        """Returns the picture as uint8 (h, w, 3)."""
        return np.clip(self.img, 0, 255).astype(np.uint8)


def _shift(m: np.ndarray, dx: int, dy: int) -> np.ndarray:
    """Returns m moved by (dx, dy) pixels, empty where it came from outside."""
    out = np.zeros_like(m)
    h, w = m.shape
    ys, yd = (slice(0, h - dy), slice(dy, h)) if dy >= 0 else (slice(-dy, h), slice(0, h + dy))
    xs, xd = (slice(0, w - dx), slice(dx, w)) if dx >= 0 else (slice(-dx, w), slice(0, w + dx))
    out[yd, xd] = m[ys, xs]
    return out


def _dilate(m: np.ndarray) -> np.ndarray:
    return m | _shift(m, 1, 0) | _shift(m, -1, 0) | _shift(m, 0, 1) | _shift(m, 0, -1)
