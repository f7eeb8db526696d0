"""The campaign map as a textured terrain under an orbiting camera (presentation.md §3).

The original shows its overworld as a 3-D terrain from a slowly turning camera, with a marker on the
current place, arrows toward the exits and a place-name panel. We reuse the duel board's renderer
(game.gfx.board3d: the floor by inverse mapping and its fog) on a terrain of our own: dunes of sand,
a river, an oasis, paths from the chapter's hub to each place and a stone plinth at each, drawn
from the chapter's place coordinates once per chapter. A still camera costs a blit; a moving one
one floor gather into a kept buffer (no per-frame allocation).
"""

from __future__ import annotations

import math

import numpy as np
import pygame

from game.gfx.board3d.camera import CENTRE, Camera, Pose
from game.gfx.board3d.floor import HALF, UNIT, render_floor
from game.gfx.board3d.scene import MASKS
from game.gfx.board3d.textures import SIZE, fog_stack

MAP_W, MAP_H = 200, 112  # the space the chapters' place coordinates are given in
PITCH = 0x200  # the camera's angle above the terrain (45 degrees)
DISTANCE = 300.0
ORBIT_PER_TICK = 2  # heading units per tick: a turn in about 34 s
MARKER_FRAMES = 16
ARROW_FRAMES = 10  # an exit's arrow loops over 10 frames, one sprite per 8 directions (presentation.md §3)
ARROW_HOLD = 3  # our frames per arrow frame (the original's rate is not known): a 0.5 s loop
WAY_TICKS = (16, 48)  # the original's world-map exits move in 16 to 48 of its ticks, in steps of 4
EXIT_CONE = 60.0  # degrees either side of a pressed direction in which an exit is looked for


def place_texel(x: float, y: float) -> tuple[float, float]:
    """Returns the terrain texel (u, v) of a place's map coordinates."""
    s = (SIZE - 40) / MAP_W
    return 20 + x * s, (SIZE - MAP_H * s) / 2 + y * s


def place_world(x: float, y: float) -> tuple[float, float]:
    """Returns the world (x, z) on the floor plane of a place's map coordinates."""
    u, v = place_texel(x, y)
    return u * UNIT - HALF, v * UNIT - HALF


def way_ticks(a: tuple[float, float], b: tuple[float, float]) -> int:
    """Returns the original's ticks for the way between two world points.

    Each of the original's exits carries its own step count (16 to 48 ticks on the world map, in
    steps of 4: camera and marker move an equal part of the way each tick). Our exits are any two
    places with something to do, not a table of authored pairs, so a way's count comes from its
    length: one step of 4 ticks per 32 world units, kept inside the original's range."""
    lo, hi = WAY_TICKS
    return 4 * max(lo // 4, min(hi // 4, round(math.dist(a, b) / 32)))


def exit_toward(origin: tuple[float, float], places: dict[str, tuple[float, float]],
                direction: tuple[float, float], cone: float = EXIT_CONE) -> str | None:
    """Returns the place a d-pad direction leads to from origin, on the screen: the nearest of
    places (name -> screen point) within cone degrees either side of direction (a screen vector,
    y down), or None. The original lists each place's exits with the button that takes them; ours
    are worked out from where the places stand on screen, since the camera orbits and any place
    with something to do is an exit."""
    best, best_d = None, math.inf
    dx, dy = direction
    for name, (x, y) in places.items():
        vx, vy = x - origin[0], y - origin[1]
        d = math.hypot(vx, vy)
        if d < 1:
            continue
        cos = (vx * dx + vy * dy) / (d * math.hypot(dx, dy))
        if cos >= math.cos(math.radians(cone)) - 1e-9 and (d, name) < (best_d, best or ""):
            best, best_d = name, d
    return best


def octant(vx: float, vy: float) -> int:
    """Returns the 8-way direction of a screen vector (y down): 0 right, 2 down, 4 left, 6 up,
    the odd ones between (the original's arrow sprite numbering)."""
    return round(math.atan2(vy, vx) / (math.pi / 4)) % 8


def terrain_texture(points: dict[str, tuple[float, float]], hub: str) -> np.ndarray:
    """Returns the chapter's terrain as (SIZE, SIZE, 3) rgb indexed [v, u]: our own dunes, river,
    oasis, paths and plinths (the same picture for the same places)."""
    v, u = np.mgrid[0:SIZE, 0:SIZE].astype(np.float32)
    dunes = np.sin(u * 0.11 + np.sin(v * 0.05) * 2) * 0.5 + np.sin(v * 0.17 + u * 0.03) * 0.3
    grain = np.sin(u * 1.7) * np.sin(v * 2.3) * 0.15
    k = (dunes + grain)[..., None]
    rgb = np.array((196, 160, 100), np.float32) + k * np.array((22, 18, 12), np.float32)
    river = np.abs(v - (SIZE * 0.78 + np.sin(u * 0.045) * 14)) < 7
    bank = np.abs(v - (SIZE * 0.78 + np.sin(u * 0.045) * 14)) < 13
    rgb[bank] = rgb[bank] * 0.55 + np.array((70, 120, 50)) * 0.45
    rgb[river] = np.array((40, 90, 150)) + (np.sin(u[river] * 0.6 + v[river]) * 12)[:, None]
    surf = pygame.Surface((SIZE, SIZE))
    pygame.surfarray.blit_array(surf, np.clip(rgb, 0, 255).astype(np.uint8).transpose(1, 0, 2))
    texels = {name: place_texel(x, y) for name, (x, y) in points.items()}
    if hub in texels:
        for pu, pv in texels.values():
            pygame.draw.line(surf, (128, 100, 60), texels[hub], (pu, pv), 4)
            pygame.draw.line(surf, (168, 136, 86), texels[hub], (pu, pv), 2)
    for pu, pv in texels.values():
        r = pygame.Rect(0, 0, 14, 14)
        r.center = (round(pu), round(pv))
        pygame.draw.rect(surf, (96, 88, 80), r)
        pygame.draw.rect(surf, (200, 190, 170), r.inflate(-4, -4))
        pygame.draw.rect(surf, (60, 52, 44), r, 1)
    return pygame.surfarray.array3d(surf).transpose(1, 0, 2)


def marker_frames() -> list[pygame.Surface]:
    """Returns the current place's marker: our golden inverted pyramid with an eye, turning over 16 frames."""
    out = []
    for i in range(MARKER_FRAMES):
        w = max(2, round(9 * abs(math.cos(i * math.pi / MARKER_FRAMES))))
        surf = pygame.Surface((20, 22), pygame.SRCALPHA)
        pts = [(10 - w, 2), (10 + w, 2), (10, 20)]
        pygame.draw.polygon(surf, (120, 80, 16), [(x + 1, y + 1) for x, y in pts])
        pygame.draw.polygon(surf, (236, 196, 72), pts)
        pygame.draw.polygon(surf, (255, 240, 170), pts, 1)
        if w > 4:
            pygame.draw.ellipse(surf, (60, 30, 6), (10 - w // 2, 6, w, 4))
        out.append(surf)
    return out


def arrow_frames() -> list[list[pygame.Surface]]:
    """Returns the exits' arrows: for each of the 8 directions (``octant``), 10 frames of our
    golden arrowhead sliding 0-3 px along its direction and brightening, then back (each 24x24,
    its centre the arrow's place)."""
    out = []
    for d in range(8):
        a = d * math.pi / 4
        ca, sa = math.cos(a), math.sin(a)
        row = []
        for i in range(ARROW_FRAMES):
            k = math.sin(math.pi * i / ARROW_FRAMES)  # 0 -> 1 -> 0 over the loop
            push = 3 * k
            tip = (12 + ca * (7 + push), 12 + sa * (7 + push))
            base = (12 + ca * (push - 3), 12 + sa * (push - 3))
            pts = [tip, (base[0] - sa * 6, base[1] + ca * 6), (base[0] + sa * 6, base[1] - ca * 6)]
            lit = round(170 + 85 * k)
            surf = pygame.Surface((24, 24), pygame.SRCALPHA)
            pygame.draw.polygon(surf, (70, 40, 8), [(x + 1, y + 1) for x, y in pts])
            pygame.draw.polygon(surf, (lit, round(lit * 0.8), 60), pts)
            pygame.draw.polygon(surf, (255, 244, 200), pts, 1)
            row.append(surf)
        out.append(row)
    return out


class MapView:
    """The terrain of one chapter and a kept 320x240 picture of it for the last pose."""

    def __init__(self, points: dict[str, tuple[float, float]], hub: str) -> None:
        self.points = points
        self.stack = fog_stack(terrain_texture(points, hub))
        self.surface = pygame.Surface((320, 240), 0, 32, MASKS)
        self._out = np.zeros((320, 240), np.uint32)
        self._void = np.zeros((320, 240), bool)
        rows = np.linspace(0.0, 1.0, 240)[:, None]  # past the land's edge: a dark sea, deeper far off
        sea = np.array((8, 18, 40), float) * (1 - rows) + np.array((20, 48, 86), float) * rows
        packed = (sea[:, 0].astype(np.uint32) << 16) | (sea[:, 1].astype(np.uint32) << 8) | sea[:, 2].astype(np.uint32)
        self._sea = np.ascontiguousarray(np.broadcast_to(packed[None, :], (320, 240)))
        self._key: tuple | None = None
        self.renders = 0
        self._world = np.array([(x, 0.0, z) for x, z in (place_world(*xy) for xy in points.values())]).reshape(-1, 3)
        self._points_key: tuple | None = None
        self._screen: dict[str, tuple[int, int]] = {}

    def pose(self, target: tuple[float, float], tick: int) -> Pose:
        """Returns the camera's pose over a world point at a tick of its orbit."""
        return Pose(DISTANCE, PITCH, (tick * ORBIT_PER_TICK) % 4096, target[0], target[1])

    def render(self, pose: Pose, region: pygame.Rect | None = None) -> pygame.Surface:
        """Returns the terrain seen from pose (the kept picture when the pose has not changed); with a
        region, only that part of the 320x240 picture is drawn (the map panel's window)."""
        key = (pose.key(), tuple(region) if region is not None else None)
        if key != self._key:
            render_floor(Camera(pose), self.stack, self._out, tuple(region) if region is not None else None)
            np.equal(self._out, 0, out=self._void)
            np.copyto(self._out, self._sea, where=self._void)
            pygame.surfarray.blit_array(self.surface, self._out)
            self._key = key
            self.renders += 1
        return self.surface

    def project(self, pose: Pose, name: str) -> tuple[int, int] | None:
        """Returns where a place stands on the screen for pose (None behind the eye)."""
        return self.screen_points(pose).get(name)

    def screen_points(self, pose: Pose) -> dict[str, tuple[int, int]]:
        """Returns where each place stands on the screen for pose, the ones behind the eye left out:
        one projection of every place, kept while the pose is the same (the arrows, the names and
        the d-pad's exits all ask for the same frame's points)."""
        key = pose.key()
        if key != self._points_key:
            xy, depth = Camera(pose).project(self._world)
            self._screen = {name: (round(float(x)), round(float(y)))
                            for name, (x, y), d in zip(self.points, xy, depth) if d > 30}
            self._points_key = key
        return self._screen


PLATE_H = 10  # a place name's plate: one line of the font


def place_plates(anchors: list[tuple[str, tuple[int, int], int]], bounds: pygame.Rect,
                 clear: tuple[pygame.Rect, ...] = ()) -> list[tuple[str, pygame.Rect]]:
    """Returns where the place names go: for each (name, point on screen, plate width), in the order
    given (the ones that matter most first), a plate inside ``bounds`` that overlaps no plate placed
    before it and none of the ``clear`` rects (the place-name panel, the marker). It tries under the
    place, over it, to its right, to its left, then one line further down or up, each pushed inside
    bounds; a name with no free spot is left out, never drawn over another. Just clamping every plate
    into the panel stacked names near its top edge over each other."""
    placed: list[tuple[str, pygame.Rect]] = []
    taken = list(clear)
    for name, (x, y), w in anchors:
        h = PLATE_H
        spots = ((x - w // 2, y + 3), (x - w // 2, y - 5 - h), (x + 6, y - h // 2), (x - 6 - w, y - h // 2),
                 (x - w // 2, y + 4 + h), (x - w // 2, y - 6 - 2 * h))
        for sx, sy in spots:
            plate = pygame.Rect(sx, sy, w, h).clamp(bounds)
            if bounds.contains(plate) and plate.collidelist(taken) < 0:
                placed.append((name, plate))
                taken.append(plate)
                break
    return placed


__all__ = ["CENTRE", "MapView", "arrow_frames", "exit_toward", "marker_frames", "octant", "place_plates",
           "place_world", "way_ticks"]
