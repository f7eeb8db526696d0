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


def place_texel(x: float, y: float) -> tuple[float, float]:
    """Returns the terrain texel (u, v) of a place's map coordinates."""
    s = (SIZE - 40) / MAP_W
    return 20 + x * s, (SIZE - MAP_H * s) / 2 + y * s


def place_world(x: float, y: float) -> tuple[float, float]:
    """Returns the world (x, z) on the floor plane of a place's map coordinates."""
    u, v = place_texel(x, y)
    return u * UNIT - HALF, v * UNIT - HALF


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


class MapView:
    """The terrain of one chapter and a kept 320x240 picture of it for the last pose."""

    def __init__(self, points: dict[str, tuple[float, float]], hub: str) -> None:
        self.points = points
        self.stack = fog_stack(terrain_texture(points, hub))
        self.surface = pygame.Surface((320, 240), 0, 32, MASKS)
        self._out = np.zeros((320, 240), np.uint32)
        self._key: tuple | None = None
        self.renders = 0

    def pose(self, target: tuple[float, float], tick: int) -> Pose:
        """Returns the camera's pose over a world point at a tick of its orbit."""
        return Pose(DISTANCE, PITCH, (tick * ORBIT_PER_TICK) % 4096, target[0], target[1])

    def render(self, pose: Pose, region: pygame.Rect | None = None) -> pygame.Surface:
        """Returns the terrain seen from pose (the kept picture when the pose has not changed); with a
        region, only that part of the 320x240 picture is drawn (the map panel's window)."""
        key = (pose.key(), tuple(region) if region is not None else None)
        if key != self._key:
            render_floor(Camera(pose), self.stack, self._out, tuple(region) if region is not None else None)
            pygame.surfarray.blit_array(self.surface, self._out)
            self._key = key
            self.renders += 1
        return self.surface

    def project(self, pose: Pose, name: str) -> tuple[int, int] | None:
        """Returns where a place stands on the screen for pose (None behind the eye)."""
        x, z = place_world(*self.points[name])
        xy, depth = Camera(pose).project(np.array([[x, 0.0, z]]))
        if depth[0] <= 30:
            return None
        return round(float(xy[0][0])), round(float(xy[0][1]))


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


__all__ = ["CENTRE", "MapView", "marker_frames", "place_plates", "place_world"]
