"""Draws one 320x240 story backdrop from its record in data/backdrops.yaml.

Each scene kind is a small painter working in flat, ordered-dithered bands of its palette, the way
a PSX background reads at 320x240: a sky or wall gradient, a horizon, a few large shapes with a lit
and a shaded side. The interesting part sits above y=150, where the story's dialogue box starts.
A per-place seed (from the name) varies the details, so two places of one kind still differ.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pygame

from game.gfx.art_data import colour_of
from tools.card_art.paint import dither

W, H = 320, 240
SKIES = {"day": ((70, 130, 220), (190, 220, 240)), "dusk": ((60, 40, 110), (240, 140, 70)),
         "night": ((6, 6, 24), (40, 36, 80)), "indoor": ((20, 12, 8), (60, 36, 20))}


def paint_backdrop(rec: dict[str, Any]) -> np.ndarray:
    """Returns the backdrop as an HxWx3 uint8 array."""
    surf = pygame.Surface((W, H))
    main, second, accent = (colour_of(c) for c in rec["palette"])
    rng = np.random.default_rng(zlib.crc32(rec["place"].encode()))
    P = Paint(surf, main, second, accent, rec["time"], rng)
    PAINTERS[rec["scene"]](P, rec.get("variant", 0))
    return np.transpose(pygame.surfarray.array3d(surf), (1, 0, 2)).copy()


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(max(0, min(255, x + (y - x) * t))) for x, y in zip(a, b))


def _shade(c, k: float) -> tuple[int, int, int]:
    return tuple(int(max(0, min(255, v * k))) for v in c)


class Paint:
    """The drawing kit every scene painter shares: dithered gradients, lit blocks, light sources."""

    def __init__(self, surf: pygame.Surface, main, second, accent, time: str, rng) -> None:
        self.s, self.main, self.second, self.accent, self.time, self.rng = surf, main, second, accent, time, rng
        self.night = time == "night"
        self.light = {"day": 1.0, "dusk": 0.85, "night": 0.55, "indoor": 0.8}[time]

    def lit(self, c, k: float = 1.0):
        """Returns c under the scene's light (darker at night, warmer at dusk)."""
        c = _shade(c, self.light * k)
        if self.time == "dusk":
            c = _mix(c, (255, 140, 60), 0.15)
        elif self.night:
            c = _mix(c, (40, 40, 110), 0.2)
        return c

    def grad(self, rect, top, bottom, bands: int = 8) -> None:
        """Fills rect with an ordered-dithered vertical blend of top into bottom."""
        x, y, w, h = rect
        if w <= 0 or h <= 0:
            return
        yy, xx = np.mgrid[y:y + h, x:x + w]
        t = (yy - y) / max(1, h - 1)
        band = np.clip(dither(t, bands, yy, xx, 0.999), 0, 1)[..., None]
        px = np.array(top, np.float32) * (1 - band) + np.array(bottom, np.float32) * band
        arr = pygame.surfarray.pixels3d(self.s)
        arr[x:x + w, y:y + h] = np.transpose(px, (1, 0, 2)).astype(np.uint8)
        del arr

    def sky(self, horizon: int) -> None:
        """Paints the sky down to the horizon, with sun, stars or moon by the time of day."""
        top, bottom = SKIES[self.time]
        self.grad((0, 0, W, horizon), top, bottom, 10)
        if self.night:
            for _ in range(70):
                x, y = int(self.rng.integers(0, W)), int(self.rng.integers(0, max(1, horizon - 10)))
                b = int(self.rng.integers(120, 255))
                self.s.set_at((x, y), (b, b, min(255, b + 30)))
            pygame.draw.circle(self.s, (230, 230, 210), (262, 34), 12)
            pygame.draw.circle(self.s, top, (268, 30), 11)
        elif self.time == "dusk":
            pygame.draw.circle(self.s, (250, 200, 120), (240, horizon - 6), 20)
            for k in range(3):
                pygame.draw.line(self.s, _mix(bottom, (250, 200, 120), 0.4), (180, horizon - 10 - k * 8),
                                 (300, horizon - 10 - k * 8), 1)
        elif self.time == "day":
            pygame.draw.circle(self.s, (255, 250, 220), (270, 30), 11)
            for _ in range(4):
                cx, cy = int(self.rng.integers(20, 300)), int(self.rng.integers(15, max(20, horizon // 2)))
                for dx in (-14, 0, 14):
                    pygame.draw.ellipse(self.s, (240, 244, 250), (cx + dx - 12, cy - 5 - (dx == 0) * 4, 24, 10))

    def sky_at(self, y: int, horizon: int):
        """Returns the sky's colour at height y (for cutting shapes out against it)."""
        top, bottom = SKIES[self.time]
        return _mix(top, bottom, y / max(1, horizon))

    def ground(self, horizon: int, near, far) -> None:
        """Paints the ground from the horizon down, lighter far away."""
        self.grad((0, horizon, W, H - horizon), self.lit(far), self.lit(near, 0.8), 8)

    def block(self, rect, c, light_left: bool = True) -> None:
        """Draws a lit box: face colour, a lit edge and a shaded edge, an outline."""
        r = pygame.Rect(rect)
        pygame.draw.rect(self.s, self.lit(c), r)
        lit, dark = self.lit(c, 1.25), self.lit(c, 0.6)
        pygame.draw.rect(self.s, lit if light_left else dark, (r.x, r.y, max(1, r.w // 6), r.h))
        pygame.draw.rect(self.s, dark if light_left else lit, (r.right - max(1, r.w // 6), r.y, max(1, r.w // 6), r.h))
        pygame.draw.rect(self.s, self.lit(c, 0.35), r, 1)

    def column(self, x: int, top: int, bottom: int, w: int, c, capital=None) -> None:
        """Draws a fluted column with a capital and a base."""
        self.block((x, top + 6, w, bottom - top - 10), c)
        for k in range(1, 4):
            pygame.draw.line(self.s, self.lit(c, 0.75), (x + k * w // 4, top + 8), (x + k * w // 4, bottom - 6))
        cap = capital or self.second
        self.block((x - 3, top, w + 6, 7), cap)
        self.block((x - 2, bottom - 5, w + 4, 5), cap)

    def poly(self, pts, c, k: float = 1.0) -> None:
        """Draws a filled polygon under the scene's light, outlined dark."""
        pygame.draw.polygon(self.s, self.lit(c, k), pts)
        pygame.draw.polygon(self.s, self.lit(c, k * 0.45), pts, 1)

    @contextmanager
    def overlay(self) -> Iterator[pygame.Surface]:
        """Yields a clear full-scene layer to draw translucent light, mist or shade on, then lays it over."""
        layer = pygame.Surface((W, H), pygame.SRCALPHA)
        yield layer
        self.s.blit(layer, (0, 0))

    def flame(self, x: int, y: int, size: int = 6) -> None:
        """Draws a torch flame with a soft glow around it."""
        glow = pygame.Surface((size * 8, size * 8), pygame.SRCALPHA)
        for r in range(size * 3, 0, -size):
            pygame.draw.circle(glow, (255, 170, 60, 18), (size * 4, size * 4), r)
        self.s.blit(glow, (x - size * 4, y - size * 4))
        pygame.draw.polygon(self.s, (240, 120, 30), [(x - size // 2 - 1, y + 2), (x, y - size - 2), (x + size // 2 + 1, y + 2)])
        pygame.draw.polygon(self.s, (255, 220, 100), [(x - size // 4, y + 1), (x, y - size // 2 - 1), (x + size // 4, y + 1)])

    def torch(self, x: int, y: int) -> None:
        """Draws a wall torch: bracket and flame."""
        pygame.draw.rect(self.s, (60, 40, 30), (x - 2, y, 4, 12))
        pygame.draw.rect(self.s, (110, 80, 50), (x - 4, y - 2, 8, 4))
        self.flame(x, y - 4)

    def eye(self, cx: int, cy: int, size: int, c) -> None:
        """Draws the painted eye emblem the palace and shrines carry."""
        pts = [(cx - size, cy), (cx - size // 2, cy - size // 2), (cx + size // 2, cy - size // 2), (cx + size, cy),
               (cx + size // 2, cy + size // 3), (cx - size // 2, cy + size // 3)]
        pygame.draw.polygon(self.s, c, pts, 2)
        pygame.draw.circle(self.s, c, (cx, cy - 1), size // 3)
        pygame.draw.line(self.s, c, (cx - size // 3, cy + size // 3), (cx - size // 2, cy + size), 2)
        pygame.draw.line(self.s, c, (cx + size // 4, cy + size // 3), (cx + size // 2 + 2, cy + size // 2 + 4), 2)

    def floor_tiles(self, horizon: int, c1, c2, vanish_x: int = 160) -> None:
        """Draws a chequered floor in perspective from the horizon to the bottom edge."""
        for row in range(10):
            y0 = horizon + int((H - horizon) * (row / 10) ** 1.6)
            y1 = horizon + int((H - horizon) * ((row + 1) / 10) ** 1.6)
            for col in range(-12, 13):
                def at(y, k):
                    t = (y - horizon) / (H - horizon)
                    return vanish_x + (k * 40) * (0.08 + 0.92 * t) * 1.6
                pts = [(at(y0, col), y0), (at(y0, col + 1), y0), (at(y1, col + 1), y1), (at(y1, col), y1)]
                pygame.draw.polygon(self.s, self.lit(c1 if (row + col) % 2 else c2, 0.6 + 0.4 * row / 10), pts)

    def banner(self, x: int, y: int, w: int, h: int, c) -> None:
        """Draws a hanging banner with a notched foot and a gold emblem."""
        pts = [(x, y), (x + w, y), (x + w, y + h), (x + w // 2, y + h - w // 3), (x, y + h)]
        self.poly(pts, c)
        pygame.draw.line(self.s, self.lit((220, 180, 70)), (x - 2, y), (x + w + 2, y), 2)
        pygame.draw.circle(self.s, self.lit((230, 190, 60)), (x + w // 2, y + h // 3), max(2, w // 4), 1)

    def palm(self, x: int, base: int, height: int) -> None:
        """Draws a palm tree."""
        for k in range(height // 4):
            pygame.draw.rect(self.s, self.lit((120, 80, 40), 0.8 + 0.2 * (k % 2)), (x + k // 4 - 2, base - k * 4 - 4, 5, 4))
        top = (x + height // 16, base - height)
        for a in (-2.6, -2.0, -1.4, -0.9, -0.3, 0.3):
            end = (top[0] + int(np.cos(a) * 22), top[1] + int(np.sin(a) * 10) + 8)
            mid = (top[0] + int(np.cos(a) * 12), top[1] + int(np.sin(a) * 10) - 2)
            pygame.draw.lines(self.s, self.lit((50, 130, 50)), False, [top, mid, end], 3)

    def tree(self, x: int, base: int, size: int, c) -> None:
        """Draws a round-crowned tree."""
        pygame.draw.rect(self.s, self.lit((80, 56, 36)), (x - 3, base - size, 6, size))
        for dx, dy, r in ((0, -size - 6, size // 2 + 4), (-size // 3, -size + 2, size // 2), (size // 3, -size + 2, size // 2)):
            pygame.draw.circle(self.s, self.lit(c, 0.7), (x + dx, base + dy), r)
            pygame.draw.circle(self.s, self.lit(c), (x + dx - 2, base + dy - 2), r - 3)

    def mountains(self, horizon: int, c, peaks: int, height: int, snow: bool = False) -> None:
        """Draws a range of mountains standing on the horizon."""
        xs = np.linspace(-40, W + 40, peaks)
        for i, x in enumerate(xs):
            h = height * (0.6 + 0.4 * self.rng.random())
            pts = [(x - 70, horizon), (x, horizon - h), (x + 70, horizon)]
            self.poly(pts, c, 0.8 + 0.2 * (i % 2))
            pygame.draw.polygon(self.s, self.lit(c, 0.6), [(x, horizon - h), (x + 70, horizon), (x + 10, horizon)])
            if snow:
                pygame.draw.polygon(self.s, self.lit((236, 240, 250)), [(x - 14, horizon - h + 20), (x, horizon - h),
                                                                         (x + 14, horizon - h + 20), (x, horizon - h + 14)])

    def dunes(self, horizon: int, c, start: int = 0) -> None:
        """Draws rolling dunes from the horizon down (from the start-th ridge, to cover what stands in them)."""
        if start == 0:  # the strip the first ridge's troughs leave open
            pygame.draw.rect(self.s, self.lit(c, 1.02), (0, horizon, W, 10))
        for k in range(start, 4):
            y = horizon + k * 22
            pts = [(0, H)] + [(x, y + int(8 * np.sin(x / 40 + k * 1.7))) for x in range(0, W + 8, 8)] + [(W, H)]
            pygame.draw.polygon(self.s, self.lit(c, 0.95 - k * 0.1), pts)
            pygame.draw.lines(self.s, self.lit(c, 1.15), False, pts[1:-1], 1)


# ---------------------------------------------------------------- scene painters

def room(P: Paint, variant: int) -> None:
    P.grad((0, 0, W, 170), P.lit(P.main, 0.8), P.lit(P.main, 0.55))
    for y in range(12, 170, 16):
        pygame.draw.line(P.s, P.lit(P.main, 0.5), (0, y), (W, y))
    P.floor_tiles(170, P.second, P.main)
    win = pygame.Rect(186, 30, 80, 100)
    P.grad((win.x, win.y, win.w, win.h), (80, 140, 230), (230, 200, 150), 6)
    for k in range(3):
        P.block((win.x + 6 + k * 26, win.y + 60 - k * 8, 20, 40 + k * 8), (200, 170, 120))
    pygame.draw.polygon(P.s, P.lit((230, 200, 140)), [(win.x + 48, win.bottom), (win.x + 62, win.y + 52), (win.x + 76, win.bottom)])
    pygame.draw.rect(P.s, P.lit(P.second, 0.7), win.inflate(8, 8), 5)
    pygame.draw.line(P.s, P.lit(P.second, 0.7), (win.centerx, win.y), (win.centerx, win.bottom), 3)
    # canopy bed
    P.block((20, 40, 6, 140), P.second)
    P.block((136, 40, 6, 140), P.second)
    P.poly([(14, 36), (148, 36), (140, 52), (22, 52)], P.accent)
    for x in range(24, 136, 10):
        pygame.draw.line(P.s, P.lit(P.accent, 1.3), (x, 52), (x + 2, 90), 1)
    P.block((22, 140, 118, 26), (236, 228, 210))
    P.block((22, 160, 118, 14), P.second)
    P.block((30, 130, 30, 12), (240, 236, 226))
    # tapestry and torches
    P.banner(290, 20, 22, 90, P.accent)
    P.torch(168, 70)
    P.torch(286, 130)


def palace(P: Paint, variant: int) -> None:
    P.grad((0, 0, W, 150), P.lit(P.second, 0.5), P.lit(P.main, 0.7))
    P.floor_tiles(150, P.main, P.second)
    for k in range(5):
        depth = 1 - k * 0.17
        w = int(26 * depth)
        top = int(10 + (1 - depth) * 70)
        bottom = int(150 + depth * 70)
        for side in (-1, 1):
            x = 160 + side * int(150 * depth) - w // 2
            P.column(x, top, min(bottom, 236), w, _shade(P.main, 0.6 + 0.4 * depth), P.second)
            if k < 3:
                P.banner(x + w // 2 - 7 + side * -int(28 * depth), top + 14, int(14 * depth), int(50 * depth), P.accent)
    # light shafts from high windows
    with P.overlay() as shaft:
        for x in (110, 180):
            pygame.draw.polygon(shaft, (255, 230, 170, 34), [(x, 0), (x + 18, 0), (x + 70, 200), (x + 30, 200)])
    P.eye(160, 70, 18, P.lit((230, 190, 70)))


def throne(P: Paint, variant: int) -> None:
    P.grad((0, 0, W, 160), P.lit(P.second, 0.6), P.lit(P.main, 0.6))
    P.floor_tiles(160, P.main, P.second)
    P.eye(160, 40, 30, P.lit((230, 190, 70)))
    for k in range(6):
        w = 200 - k * 24
        P.block((160 - w // 2, 150 - k * 8, w, 9), P.main)
    P.poly([(140, 110), (180, 110), (184, 64), (136, 64)], (210, 170, 60))
    P.poly([(144, 106), (176, 106), (178, 72), (142, 72)], P.accent)
    P.poly([(134, 110), (186, 110), (186, 118), (134, 118)], (210, 170, 60))
    for x in (60, 260):
        P.block((x - 10, 120, 20, 40), P.second)
        P.poly([(x - 16, 110), (x + 16, 110), (x + 10, 122), (x - 10, 122)], (200, 160, 60))
        P.flame(x, 106, 10)
    for x in (20, 296):
        P.column(x - 6, 0, 200, 24, P.main)
    P.banner(92, 0, 22, 80, P.accent)
    P.banner(206, 0, 22, 80, P.accent)


def town(P: Paint, variant: int) -> None:
    P.sky(128)
    P.ground(128, P.second, P.main)
    rng = P.rng
    x = -10
    while x < W:
        w, h = int(rng.integers(34, 60)), int(rng.integers(30, 70))
        P.block((x, 128 - h, w, h + 4), _shade(P.main, 0.8 + 0.3 * rng.random()))
        for wx in range(x + 6, x + w - 8, 14):
            pygame.draw.rect(P.s, P.lit((40, 24, 16)), (wx, 128 - h + 10, 6, 8))
            if P.time != "day":
                pygame.draw.rect(P.s, (240, 190, 90), (wx + 1, 128 - h + 11, 4, 6))
        x += w + int(rng.integers(-4, 8))
    for x in (30, 150, 290):
        P.palm(x, 130, 70)
    for k, x in enumerate((60, 200)):  # market awnings
        P.block((x, 120, 70, 40), P.second)
        for s in range(7):
            c = P.accent if s % 2 else (236, 228, 210)
            pygame.draw.polygon(P.s, P.lit(c), [(x - 6 + s * 12, 108), (x + 6 + s * 12, 108), (x + 8 + s * 12, 124), (x - 4 + s * 12, 124)])
        for s in range(5):
            pygame.draw.circle(P.s, P.lit((200, 80 + 30 * s, 40)), (x + 10 + s * 12, 142), 5)
    for y0, y1 in ((40, 70), (60, 84)):  # festival lanterns
        pts = [(x, y0 + int((y1 - y0) * np.sin(np.pi * x / W))) for x in range(0, W + 1, 10)]
        pygame.draw.lines(P.s, (60, 40, 30), False, pts, 1)
        for i, (lx, ly) in enumerate(pts[1::2]):
            col = P.accent if i % 2 else (230, 80, 50)
            pygame.draw.circle(P.s, (255, 220, 140), (lx, ly + 5), 6) if P.time != "day" else None
            pygame.draw.ellipse(P.s, col, (lx - 3, ly + 1, 7, 9))


def shop(P: Paint, variant: int) -> None:
    P.grad((0, 0, W, 180), P.lit(P.main, 0.7), P.lit(P.main, 0.45))
    P.floor_tiles(180, P.second, P.main)
    frames_ = ((196, 120, 60), (200, 150, 70), (60, 150, 110), (170, 60, 130), (90, 110, 190))  # card frames
    for shelf in range(4):  # cards displayed face-out on the shelves
        y = 24 + shelf * 34
        P.block((14, y + 26, 292, 6), P.second)
        x = 20 + shelf % 2 * 6
        while x < 292:
            frame = frames_[int(P.rng.integers(0, len(frames_)))]
            art = _mix(frame, (int(P.rng.integers(40, 255)), int(P.rng.integers(40, 255)), int(P.rng.integers(40, 255))), 0.7)
            tilt = int(P.rng.integers(0, 2))
            card = pygame.Rect(x, y + 6 + tilt, 13, 20)
            pygame.draw.rect(P.s, P.lit(frame), card)
            pygame.draw.rect(P.s, P.lit(art), (card.x + 2, card.y + 3, 9, 8))
            pygame.draw.line(P.s, P.lit((240, 232, 210), 0.8), (card.x + 2, card.y + 14), (card.x + 10, card.y + 14))
            pygame.draw.rect(P.s, P.lit(frame, 0.4), card, 1)
            x += 16 + int(P.rng.integers(0, 4))
    P.block((40, 150, 240, 40), P.second)
    P.block((34, 144, 252, 8), P.main)
    for k in range(5):  # cards on the counter
        pygame.draw.rect(P.s, P.lit((160, 110, 60)), (80 + k * 34, 135, 16, 22))
        pygame.draw.rect(P.s, P.lit(P.accent), (82 + k * 34, 137, 12, 10))
    if variant == 1:
        for x in (0, 262):  # curtains
            for k in range(6):
                pygame.draw.rect(P.s, P.lit((120, 30, 40), 0.8 + 0.2 * (k % 2)), (x + k * 10, 0, 10, 200))
        with P.overlay() as dark:
            dark.fill((0, 0, 10, 70))
        P.flame(160, 28, 9)
        pygame.draw.line(P.s, (40, 30, 20), (160, 0), (160, 20))
    else:
        pygame.draw.line(P.s, (40, 30, 20), (160, 0), (160, 16))
        pygame.draw.polygon(P.s, P.lit(P.accent), [(148, 24), (172, 24), (166, 14), (154, 14)])
        with P.overlay() as glow:
            pygame.draw.polygon(glow, (255, 240, 180, 30), [(148, 24), (172, 24), (250, 150), (70, 150)])


def arena(P: Paint, variant: int) -> None:
    horizon = 92
    P.sky(horizon)
    for tier in range(5):  # tiers of stone seats curving round
        y = horizon - 34 + tier * 12
        c = _shade(P.main, 0.7 + tier * 0.07)
        pygame.draw.ellipse(P.s, P.lit(c), (-60 - tier * 10, y, W + 120 + tier * 20, 120 - tier * 6))
        pygame.draw.ellipse(P.s, P.lit(c, 0.6), (-60 - tier * 10, y, W + 120 + tier * 20, 120 - tier * 6), 2)
    pygame.draw.ellipse(P.s, P.lit(P.second), (-10, 110, W + 20, 160))
    P.grad((0, 140, W, 100), P.lit(P.second, 0.9), P.lit(P.second, 0.6), 6)
    pygame.draw.ellipse(P.s, P.lit(P.main, 0.9), (70, 128, 180, 50))
    pygame.draw.ellipse(P.s, P.lit(P.accent), (70, 128, 180, 50), 3)
    pygame.draw.ellipse(P.s, P.lit(P.accent, 0.7), (100, 138, 120, 30), 1)
    P.eye(160, 152, 14, P.lit(P.accent, 0.8))
    if variant == 1:  # crumbled tiers and drifting sand
        for _ in range(7):
            x = int(P.rng.integers(0, W))
            top = horizon - 34
            pygame.draw.polygon(P.s, P.sky_at(top, horizon), [(x, top - 2), (x + 30, top - 2), (x + 20, top + 8 + int(P.rng.integers(0, 6))),
                                                            (x + 6, top + 6)])
            P.block((x, 120 + int(P.rng.integers(0, 20)), 14, 8), P.main)
        P.dunes(196, (200, 170, 120))
    for x in (20, 100, 220, 300):
        P.block((x - 6, 40, 12, 90), P.main)
        if variant == 2:
            P.flame(x, 36, 8)
        else:
            P.banner(x - 5, 44, 10, 30, P.accent)


def shrine(P: Paint, variant: int) -> None:
    horizon = 120
    P.sky(horizon)
    v = variant
    if v == 3:
        P.mountains(horizon, (120, 110, 120), 5, 100, snow=True)
    if v == 4:
        P.mountains(horizon, (220, 180, 110), 2, 30)
        P.poly([(40, horizon), (80, horizon - 50), (120, horizon)], (220, 180, 110))
    if v == 7:  # vast: huge night statues and a stair into the stars
        P.ground(horizon, P.second, P.main)
        for x in (30, 250):
            P.block((x, 20, 40, 150), P.main)
            pygame.draw.ellipse(P.s, P.lit(P.main, 1.1), (x + 4, 0, 32, 40))
            P.poly([(x - 4, 10), (x + 44, 10), (x + 50, 60), (x - 10, 60)], P.second)
        for k in range(14):
            w = 150 - k * 8
            P.block((160 - w // 2, 220 - k * 12, w, 12), _shade(P.main, 0.6 + k * 0.03))
        with P.overlay() as glow:
            for r in (60, 44, 30, 18):
                pygame.draw.circle(glow, (*P.accent, 24), (160, 56), r)
        return
    if v == 1:
        P.grad((0, horizon, W, H - horizon), P.lit(P.accent, 1.1), P.lit(P.accent, 0.6), 8)
        for k in range(24):
            x, y = int(P.rng.integers(0, W)), int(P.rng.integers(horizon + 4, H))
            pygame.draw.line(P.s, P.lit((230, 240, 250)), (x, y), (x + 10 + (y - horizon) // 6, y), 1)
        P.poly([(50, 190), (270, 190), (250, 150), (70, 150)], P.second)
    elif v == 4:
        P.dunes(horizon, P.main)
    else:
        ground = {2: (50, 90, 40), 5: (110, 180, 70), 3: (120, 100, 90)}.get(v, (180, 160, 110))
        P.ground(horizon, _shade(ground, 0.9), ground)
    if v == 5:  # meadow hills behind the shrine
        pygame.draw.ellipse(P.s, P.lit((100, 170, 70), 1.1), (-60, horizon - 24, 220, 60))
        pygame.draw.ellipse(P.s, P.lit((90, 160, 60), 1.05), (180, horizon - 18, 220, 50))
    if v == 2:  # forest
        for k in range(14):
            x = int(P.rng.integers(-10, W + 10))
            P.tree(x, horizon + int(P.rng.integers(-10, 16)), int(P.rng.integers(30, 60)), P.accent)
    if v == 3:  # the mountain shrine is cut into a cliff
        P.poly([(40, 160), (60, 30), (110, 10), (210, 8), (262, 26), (284, 160)], (130, 118, 112), 0.85)
        for y in range(20, 150, 11):
            pygame.draw.line(P.s, P.lit((130, 118, 112), 0.6), (70 + y // 5, y), (250 - y // 6, y + 3), 1)
    # the shrine itself: a pylon gate, a portico and steps
    c, s = P.main, P.second
    P.poly([(70, 150), (120, 150), (114, 40), (76, 40)], c)
    P.poly([(200, 150), (250, 150), (244, 40), (206, 40)], c)
    P.block((112, 70, 96, 80), _shade(c, 0.85))
    P.block((104, 60, 112, 12), s)
    pygame.draw.rect(P.s, P.lit((20, 12, 10)), (146, 96, 28, 54))
    for x in (120, 196):
        P.column(x - 4, 74, 150, 10, c, s)
    for k in range(4):
        P.block((100 - k * 8, 150 + k * 6, 120 + k * 16, 6), s)
    P.eye(160, 84, 10, P.lit(P.accent))
    for x in (84, 214):
        for y in range(56, 140, 14):
            pygame.draw.line(P.s, P.lit(c, 0.6), (x, y), (x + 20, y), 1)
            pygame.draw.circle(P.s, P.lit(s, 0.8), (x + 10, y + 6), 2)
    if v == 2:  # forest: vines over the gate and moss on the steps
        for x in range(74, 250, 9):
            if 120 < x < 200 and P.rng.random() < 0.5:
                continue
            length = int(P.rng.integers(14, 60))
            pts = [(x + int(2 * np.sin(k / 3)), 40 + k * 3) for k in range(length // 3)]
            if len(pts) > 1:
                pygame.draw.lines(P.s, P.lit(P.accent, 0.75), False, pts, 2)
            for px, py in pts[2::4]:
                pygame.draw.circle(P.s, P.lit(P.accent, 1.1), (px + 1, py), 2)
        for k in range(4):
            pygame.draw.ellipse(P.s, P.lit(P.accent, 0.6), (100 - k * 8 + int(P.rng.integers(0, 40)), 148 + k * 6, 30, 5))
    elif v == 4:  # desert: sand drifted over the steps and the pylons' feet
        ridge = [(x, 150 + int(5 * np.sin(x / 17.0)) + abs(x - 160) // 12) for x in range(50, 272, 4)]
        pygame.draw.polygon(P.s, P.lit(P.main, 0.95), [(50, 180), *ridge, (270, 180)])
        pygame.draw.lines(P.s, P.lit(P.main, 1.15), False, ridge, 1)
        P.dunes(horizon, P.main, start=2)
    elif v == 1:  # sea: foam at the steps and a lone obelisk on a rock
        for x in range(56, 270, 12):
            pygame.draw.ellipse(P.s, P.lit((240, 246, 250)), (x, 186 + (x // 12) % 2 * 3, 14, 4))
        P.poly([(268, 176), (300, 176), (292, 160), (276, 158)], (90, 90, 96))
        P.poly([(280, 160), (288, 160), (286, 96), (284, 90), (282, 96)], P.main)
    if v == 0:
        for x in (30, 290):
            P.palm(x, 160, 80)
        pygame.draw.ellipse(P.s, P.lit(P.accent), (100, 190, 120, 24))
        pygame.draw.ellipse(P.s, P.lit(P.accent, 1.3), (110, 194, 60, 8))
    elif v == 5:
        for k in range(9):  # a garland of flowers over the doorway
            a = np.pi * k / 8
            x, y = 160 - int(np.cos(a) * 30), 92 - int(np.sin(a) * 14)
            pygame.draw.circle(P.s, P.lit(P.accent if k % 2 else (250, 240, 120)), (x, y), 3)
        for _ in range(90):
            x, y = int(P.rng.integers(0, W)), int(P.rng.integers(horizon + 4, H))
            col = (P.accent, (250, 240, 120), (250, 250, 250))[int(P.rng.integers(0, 3))]
            pygame.draw.circle(P.s, P.lit(col), (x, y), 1 + (y > 180))
    elif v == 6:  # glory: gold light and obelisks
        for x in (30, 290):
            P.poly([(x - 10, 160), (x + 10, 160), (x + 6, 30), (x, 22), (x - 6, 30)], P.main)
        with P.overlay() as glow:
            pygame.draw.circle(glow, (255, 220, 120, 22), (160, 90), 110)
            pygame.draw.circle(glow, (255, 220, 120, 22), (160, 90), 70)
    elif v == 3:
        for k in range(6):
            P.block((142 - k * 2, 160 + k * 12, 36 + k * 4, 10), P.second)


def ruins(P: Paint, variant: int) -> None:
    horizon = 130
    P.sky(horizon)
    P.mountains(horizon, _shade(P.main, 0.8), 3, 40)
    P.dunes(horizon, P.main)
    for k, x in enumerate((30, 90, 220, 280)):
        h = int(P.rng.integers(40, 110))
        P.column(x, 150 - h, 150 + k % 2 * 10, 18, P.main)
        pygame.draw.polygon(P.s, P.sky_at(150 - h, horizon), [(x - 4, 150 - h - 1), (x + 24, 150 - h - 1), (x + 24, 150 - h + 8),
                                                     (x + 10, 150 - h + 3)])
    P.block((120, 160, 60, 14), P.main)
    P.block((100, 178, 40, 12), P.second)
    # a half-buried stone face
    P.poly([(150, 150), (210, 150), (214, 110), (196, 88), (164, 88), (146, 110)], P.main)
    P.poly([(142, 104), (218, 104), (224, 150), (136, 150)], P.second, 0.9)
    pygame.draw.rect(P.s, P.lit(P.main), (160, 106, 40, 44))
    P.eye(170, 118, 6, P.lit(P.second, 0.5))
    P.eye(192, 118, 6, P.lit(P.second, 0.5))
    pygame.draw.line(P.s, P.lit(P.second, 0.4), (180, 124), (180, 136), 2)
    P.dunes(170, _shade(P.main, 1.05))
    if variant == 1:
        with P.overlay() as glow:
            for r in range(120, 10, -20):
                pygame.draw.ellipse(glow, (*P.accent, 22), (160 - r, 180 - r // 3, 2 * r, 2 * r // 3))
        for x in range(40, 300, 40):
            pygame.draw.line(P.s, P.accent, (x, 200), (x + 6, 170), 1)


def valley(P: Paint, variant: int) -> None:
    horizon = 110
    P.sky(horizon)
    P.ground(horizon, P.second, P.main)
    for side in (-1, 1):
        edge = [(160 + side * 40, horizon), (160 + side * 60, 40), (160 + side * 100, 10), (160 + side * 170, 0),
                (160 + side * 170, H), (160 + side * 70, H)]
        P.poly(edge, P.main, 0.95 if side < 0 else 0.75)
        for k in range(3):
            y = 60 + k * 40
            x = 160 + side * (72 + k * 18)
            pygame.draw.rect(P.s, P.lit(P.accent), (x - 7, y, 14, 24))
            pygame.draw.rect(P.s, P.lit(P.main, 1.2), (x - 10, y - 4, 20, 4))
        for y in range(20, H, 18):
            pygame.draw.line(P.s, P.lit(P.main, 0.6), (160 + side * 110, y), (160 + side * 160, y + 6), 1)
    pygame.draw.polygon(P.s, P.lit(P.second, 1.1), [(150, horizon), (170, horizon), (230, H), (90, H)])
    P.poly([(130, horizon), (160, horizon - 40), (190, horizon)], (220, 180, 120))


def labyrinth(P: Paint, variant: int) -> None:
    P.s.fill((0, 0, 0))
    vx, vy = 160, 96
    c = P.main
    for k in range(7, -1, -1):  # nested frames receding to the vanishing point
        t = 0.5 ** (k * 0.55)
        x0, x1 = vx - 200 * t, vx + 200 * t
        y0, y1 = vy - 130 * t, vy + 160 * t
        tn = 0.5 ** ((k + 1) * 0.55)
        nx0, nx1 = vx - 200 * tn, vx + 200 * tn
        ny0, ny1 = vy - 130 * tn, vy + 160 * tn
        k_light = 0.25 + 0.75 * t
        P.poly([(x0, y0), (nx0, ny0), (nx0, ny1), (x0, y1)], c, k_light)
        P.poly([(x1, y0), (nx1, ny0), (nx1, ny1), (x1, y1)], c, k_light * 0.8)
        P.poly([(x0, y1), (x1, y1), (nx1, ny1), (nx0, ny1)], P.second, k_light)
        P.poly([(x0, y0), (x1, y0), (nx1, ny0), (nx0, ny0)], P.second, k_light * 0.6)
        for j in range(1, 4):  # stone courses on the walls
            yy0 = y0 + (y1 - y0) * j / 4
            yy1 = ny0 + (ny1 - ny0) * j / 4
            pygame.draw.line(P.s, P.lit(c, k_light * 0.5), (x0, yy0), (nx0, yy1))
            pygame.draw.line(P.s, P.lit(c, k_light * 0.4), (x1, yy0), (nx1, yy1))
        if k in (2, 4):
            P.torch(int((x0 + nx0) / 2), int(vy - 20 * t))
            P.torch(int((x1 + nx1) / 2), int(vy - 20 * t))
    dark = pygame.Rect(vx - 12, vy - 8, 24, 14)
    pygame.draw.rect(P.s, (0, 0, 0), dark)


def hall(P: Paint, variant: int) -> None:
    P.grad((0, 0, W, 150), P.lit(P.second, 0.7), P.lit(P.main, 0.9))
    shirts = ((150, 60, 60), (60, 80, 150), (170, 150, 80), (80, 130, 90), (120, 90, 140), (190, 190, 190))
    for tier in range(4):  # the crowd on tiers, nearer rows bigger and lighter
        y = 70 + tier * 16
        pygame.draw.rect(P.s, P.lit(P.second, 1.0 + tier * 0.15), (0, y + 8, W, 16 - 8))
        r = 3 + tier // 2
        for x in range(-4 + tier * 3 % 7, W + 8, 2 * r + 3):
            shirt = shirts[int(P.rng.integers(0, len(shirts)))]
            k = 0.35 + tier * 0.12
            pygame.draw.rect(P.s, P.lit(shirt, k), (x - r, y + 2, 2 * r + 1, 8))
            pygame.draw.circle(P.s, P.lit((200, 160, 120), k), (x, y - 1 + int(P.rng.integers(0, 2))), r)
    P.grad((0, 140, W, 100), P.lit(P.main, 0.8), P.lit(P.second), 6)
    stage = pygame.Rect(50, 138, 220, 56)
    pygame.draw.rect(P.s, P.lit(P.second, 1.2), (stage.x, stage.centery, stage.w, 18))
    pygame.draw.ellipse(P.s, P.lit(P.second, 1.2), stage.move(0, 18))
    pygame.draw.ellipse(P.s, P.lit(P.main, 1.4), stage)
    pygame.draw.ellipse(P.s, P.lit(P.accent), stage, 3)
    pygame.draw.ellipse(P.s, P.lit(P.accent, 0.7), stage.inflate(-80, -22), 1)
    with P.overlay() as lights:
        for x, to in ((20, 140), (300, 180), (120, 230) if variant else (160, 160)):
            pygame.draw.polygon(lights, (*P.accent, 40), [(x - 6, 0), (x + 6, 0), (to + 40, 190), (to - 40, 190)])
    for x in range(30, W, 60):
        P.banner(x - 8, 8, 16, 40 + 10 * variant, P.accent if (x // 60) % 2 else _shade(P.main, 1.6))
    if variant == 1:
        P.block((110, 30, 100, 40), P.main)
        pygame.draw.rect(P.s, P.lit(P.accent), (114, 34, 92, 32), 2)
        P.eye(160, 50, 16, P.lit(P.accent))


def sanctum(P: Paint, variant: int) -> None:
    P.grad((0, 0, W, H), P.lit(P.second), P.lit(P.main), 10)
    for _ in range(60):
        x, y = int(P.rng.integers(0, W)), int(P.rng.integers(0, H))
        pygame.draw.circle(P.s, P.lit(P.accent, 0.5), (x, y), 1)
    with P.overlay() as glow:
        for r in range(130, 10, -15):
            pygame.draw.circle(glow, (*P.accent, 16), (160, 110), r)
    P.poly([(100, 140), (220, 140), (200, 120), (120, 120)], (40, 30, 50))
    P.poly([(110, 140), (210, 140), (170, 196), (150, 196)], (30, 20, 40))
    P.eye(160, 128, 12, P.accent)
    for k in range(8):  # tablets circling the altar
        a = k / 8 * 2 * np.pi
        x, y = 160 + int(np.cos(a) * 120), 100 + int(np.sin(a) * 40)
        P.block((x - 8, y - 14, 16, 26), (70, 60, 80))
        pygame.draw.rect(P.s, P.accent, (x - 4, y - 8, 8, 10), 1)


PAINTERS = {"room": room, "palace": palace, "throne": throne, "town": town, "shop": shop, "arena": arena,
            "shrine": shrine, "ruins": ruins, "valley": valley, "labyrinth": labyrinth, "hall": hall,
            "sanctum": sanctum}
