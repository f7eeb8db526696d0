"""The board renderer: the platform, its floor and the cards lying on it, for one camera pose.

The rendered floor is kept while the camera is still and the whole picture while nothing on the
board changes either, so a resting duel costs one blit; only a moving camera recomputes every
pixel (presentation.md §13).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import pygame

from game.gfx.board3d import textures as T
from game.gfx.board3d.camera import NEAR, SCREEN, Camera, Pose
from game.gfx.board3d.floor import HALF, UNIT, fog_level, render_floor
from game.gfx.board3d.quads import draw_quad
from game.gfx.board3d.stage import StageRenderer
from game.gfx.board3d.zones import TILE_W, zone_centre

CARD = (34 * UNIT, 46 * UNIT)  # a card's width and length on the floor
PLATFORM = T.WALL[1] * UNIT  # wall height
MASKS = (0xFF0000, 0xFF00, 0xFF, 0)


@dataclass(frozen=True)
class CardQuad:
    """One card lying on a zone: ``face`` 0 shows the back; ``lift`` raises it off the floor."""

    side: int
    row: int
    zone: int
    face: int
    defence: bool = False
    dim: bool = False
    lift: float = 0.0



def project_zone(pose: Pose, side: int, row: int, zone: int, inset: float = 0.0,
                 camera: Camera | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Returns a zone's four corners on screen (unrounded) and their depths, seen from pose.

    ``camera`` is pose's camera when the caller keeps one (BoardRenderer does: several outlines a frame).
    """
    return (camera or Camera(pose)).project(zone_corners(side, row, zone, inset))


def zone_outline(pose: Pose, side: int, row: int, zone: int, inset: float = 0.0,
                 camera: Camera | None = None) -> list[tuple[int, int]]:
    """Returns a zone's four screen corners rounded to pixels, [] if any is behind the eye."""
    xy, depth = project_zone(pose, side, row, zone, inset, camera)
    if (depth <= NEAR).any():
        return []
    return [(x, y) for x, y in np.rint(xy).astype(int).tolist()]  # half to even, as round()


@lru_cache(maxsize=256)
def zone_corners(side: int, row: int, zone: int, inset: float = 0.0) -> np.ndarray:
    """Returns the (4,3) world corners of a zone's square, clockwise from far-left (kept: read-only)."""
    x, z = zone_centre(side, row, zone)
    h = TILE_W / 2 - inset
    c = np.array([(x - h, 0, z - h), (x + h, 0, z - h), (x + h, 0, z + h), (x - h, 0, z + h)])
    c.setflags(write=False)
    return c


def card_corners(q: CardQuad) -> np.ndarray:
    """Returns the (4,3) world corners of a card's picture: top-left, top-right, bottom-right, bottom-left.

    A card faces its owner (the top side's cards are turned round) and lies across its zone in defence.
    """
    x, z = zone_centre(q.side, q.row, q.zone)
    sign = 1.0 if q.side == 0 else -1.0
    if q.defence:  # turned a quarter left: the picture's top points to its owner's left
        up, right = np.array([-sign, 0.0]), np.array([0.0, -sign])
    else:
        up, right = np.array([0.0, -sign]), np.array([sign, 0.0])
    hw, hh = CARD[0] / 2, CARD[1] / 2
    c = np.array([x, z])
    flat = [c + up * hh - right * hw, c + up * hh + right * hw, c - up * hh + right * hw, c - up * hh - right * hw]
    y = 0.5 + q.lift
    return np.array([(p[0], y, p[1]) for p in flat])


@lru_cache(maxsize=1024)
def _corners(q: CardQuad) -> np.ndarray:
    """card_corners, kept per quad: the same cards lie on the board frame after frame (read-only)."""
    c = card_corners(q)
    c.setflags(write=False)
    return c


_WALLS = (  # (corner a, corner b, outward normal) of the four walls' top edges, seen from outside
    ((-HALF, HALF), (HALF, HALF), (0, 1)), ((HALF, HALF), (HALF, -HALF), (1, 0)),
    ((HALF, -HALF), (-HALF, -HALF), (0, -1)), ((-HALF, -HALF), (-HALF, HALF), (-1, 0)))


class BoardRenderer:
    """Draws the board for a pose into its own 320x240 surface; ``sprite(card)`` gives card faces."""

    def __init__(self, sprite: Callable[[int], pygame.Surface]) -> None:
        self.sprite = sprite
        self.surface = pygame.Surface(SCREEN, 0, 32, MASKS)
        self.frame = np.zeros(SCREEN, np.uint32)
        self._floor = np.zeros(SCREEN, np.uint32)
        self._floor_key: tuple | None = None
        self._frame_key: tuple | None = None
        self._stacks: dict[int, np.ndarray] = {}
        self._walls: dict[int, np.ndarray] = {}
        self._faces: dict[tuple, np.ndarray] = {}
        self._camera: tuple[Pose, Camera] | None = None  # the last pose's: outlines ask many times a frame
        self.floor_renders = 0  # how often the floor was recomputed (tests, benchmark)
        self._stage: StageRenderer | None = None

    def stage(self, picture: Callable[[int], pygame.Surface]) -> StageRenderer:
        """Returns the stage of this board (made on first use; ``picture`` gives the billboards' art),
        sharing its terrain textures."""
        if self._stage is None:
            self._stage = StageRenderer(picture, self._stacks)
        return self._stage

    def render(self, pose: Pose, terrain: int, wall_terrain: int, cards: tuple[CardQuad, ...]) -> pygame.Surface:
        """Returns the board picture (reused as is when nothing changed since the last call)."""
        key = (pose.key(), terrain, wall_terrain)
        if (key, cards) == self._frame_key:
            return self.surface
        cam = self._camera_for(pose)
        if key != self._floor_key:
            self._draw_platform(cam, terrain, wall_terrain)
            self._floor_key = key
            self.floor_renders += 1
        np.copyto(self.frame, self._floor)
        self._draw_cards(cam, cards)
        pygame.surfarray.blit_array(self.surface, self.frame)
        self._frame_key = (key, cards)
        return self.surface

    def zone_outline(self, pose: Pose, side: int, row: int, zone: int, inset: float = 0.0) -> list[tuple[int, int]]:
        """Returns a zone's four screen corners (for cursors and highlights), [] if behind the eye."""
        return zone_outline(pose, side, row, zone, inset, self._camera_for(pose))

    # --- helpers -------------------------------------------------------------------------

    def _camera_for(self, pose: Pose) -> Camera:
        if self._camera is None or self._camera[0] != pose:
            self._camera = (pose, Camera(pose))
        return self._camera[1]

    def _draw_platform(self, cam: Camera, terrain: int, wall_terrain: int) -> None:
        """The floor, then the walls that face the eye: seen from above the floor, a wall's picture
        lies outside the floor's, so no depth test is needed."""
        out = self._floor
        render_floor(cam, self._stack(terrain), out)
        wall = self._wall(wall_terrain)
        for (ax, az), (bx, bz), (nx, nz) in _WALLS:
            mid = np.array([(ax + bx) / 2, -PLATFORM / 2, (az + bz) / 2])
            if float(np.dot(cam.pos - mid, (nx, 0, nz))) <= 0:
                continue  # facing away
            pts = np.array([(ax, 0, az), (bx, 0, bz), (bx, -PLATFORM, bz), (ax, -PLATFORM, az)])
            xy, depth = cam.project(pts)
            if (depth <= NEAR).any():
                continue
            level = int(fog_level(depth.mean()))
            if level:
                draw_quad(out, xy, wall[level])

    def _draw_cards(self, cam: Camera, cards: tuple[CardQuad, ...]) -> None:
        if not cards:
            return
        # one projection for every card's corners (the per-call overhead dominated with a full board)
        xy_all, depth_all = cam.project(np.concatenate([_corners(q) for q in cards]))
        placed = []
        for i, q in enumerate(cards):
            xy, depth = xy_all[4 * i:4 * i + 4], depth_all[4 * i:4 * i + 4]
            if (depth <= NEAR).any():
                continue
            placed.append((-float(depth.mean()), q.lift, xy, q))
        for neg_depth, _, xy, q in sorted(placed, key=lambda p: (p[0], p[1])):
            level = int(fog_level(-neg_depth))
            if level:
                draw_quad(self.frame, xy, self._face(q.face, level, q.dim))

    def _stack(self, terrain: int) -> np.ndarray:
        s = self._stacks.get(terrain)
        if s is None:
            s = self._stacks[terrain] = T.fog_stack(T.floor_rgb(terrain))
        return s

    def _wall(self, terrain: int) -> np.ndarray:
        w = self._walls.get(terrain)
        if w is None:
            w = self._walls[terrain] = np.ascontiguousarray(T.fog_stack(T.wall_rgb(terrain))[:, 1:-1, 1:-1])
        return w

    def _face(self, card: int, level: int, dim: bool) -> np.ndarray:
        key = (card, level, dim)
        face = self._faces.get(key)
        if face is None:
            base = self._faces.get((card, -1, False))
            if base is None:
                base = self._faces[(card, -1, False)] = T.pack(T.surface_rgb(self.sprite(card)))
            k = level / (T.FOG_LEVELS - 1) * (0.5 if dim else 1.0)
            face = self._faces[key] = T.shade(base, k)
        return face
