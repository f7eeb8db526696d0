"""The board's floor as a stage for upright pictures: the Square cut-in's two monsters and the
Exodia pieces stand on the current terrain as billboards, seen from a low moving camera.

The stage keeps its own buffers and caches (a billboard's packed picture per fog level, the sky),
so a frame costs one floor pass and one textured quad per picture, with no surface made per frame;
it never disturbs the board renderer's kept picture, which the duel returns to afterwards.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import numpy as np
import pygame

from game.gfx.board3d import textures as T
from game.gfx.board3d.camera import NEAR, SCREEN, Camera, Pose
from game.gfx.board3d.floor import fog_level, render_floor
from game.gfx.board3d.quads import draw_quad

SKY_TOP, SKY_LOW = (6, 4, 18), (40, 28, 58)  # the dark over (and under) the stage, lighter mid-screen
_MAX_PICTURES = 96  # packed pictures kept (picture x fog level); the cache starts over past this


@dataclass(frozen=True)
class Billboard:
    """One upright picture standing at world (x, z): ``width`` x ``height`` world units, its foot
    ``lift`` above the floor; ``shown`` (0..1) is how much of it has risen out of the floor (its
    top part first); ``flip`` mirrors it so two fighters face each other; ``shadow`` (0..1) is how dark
    the pool of shade under it on the floor is (a figure's; a standing card has none)."""

    picture: Hashable
    x: float
    z: float
    width: float
    height: float
    lift: float = 0.0
    flip: bool = False
    shown: float = 1.0
    shadow: float = 0.0


class StageRenderer:
    """Draws the terrain's floor under a sky and billboards on it; ``picture(key)`` gives their art
    (a surface with a colour key is a cut-out figure: its clear pixels show what is behind)."""

    def __init__(self, picture: Callable[[Hashable], pygame.Surface], stacks: dict[int, np.ndarray]) -> None:
        self.picture = picture
        self.surface = pygame.Surface(SCREEN, 0, 32, (0xFF0000, 0xFF00, 0xFF, 0))
        self.frame = np.zeros(SCREEN, np.uint32)
        self._stacks = stacks  # shared with the board renderer: one fog stack per terrain
        self._packed: dict[tuple, np.ndarray] = {}
        self._sky = _sky()
        self._void = np.zeros(SCREEN, bool)
        self._key: tuple | None = None
        self._cam: Camera | None = None  # the last pose's camera (feet ask for it several times a frame)
        self.renders = 0  # how often a picture was computed (tests)

    def render(self, pose: Pose, terrain: int, boards: tuple[Billboard, ...]) -> pygame.Surface:
        """Returns the stage seen from pose (reused as is when nothing changed since the last call)."""
        key = (pose.key(), terrain, boards)
        if key == self._key:
            return self.surface
        cam = self.camera(pose)
        stack = self._stacks.get(terrain)
        if stack is None:
            stack = self._stacks[terrain] = T.fog_stack(T.floor_rgb(terrain))
        render_floor(cam, stack, self.frame)
        np.equal(self.frame, 0, out=self._void)
        np.copyto(self.frame, self._sky, where=self._void)
        for b in boards:
            if b.shadow > 0 and b.shown > 0:
                self._shadow(cam, b)
        for depth, xy, tex in sorted(self._placed(cam, boards), key=lambda p: -p[0]):
            draw_quad(self.frame, xy, tex, clear=True)
        pygame.surfarray.blit_array(self.surface, self.frame)
        self._key = key
        self.renders += 1
        return self.surface

    def camera(self, pose: Pose) -> Camera:
        """Returns the camera of pose, kept while the pose is the same (a frame projects many points)."""
        if self._cam is None or self._cam.pose != pose:
            self._cam = Camera(pose)
        return self._cam

    def foot(self, pose: Pose, x: float, z: float, y: float = 0.0) -> tuple[float, float] | None:
        """Returns where a world point lands on screen, None behind the eye (plaques, bursts)."""
        return self.feet(pose, ((x, y, z),))[0]

    def feet(self, pose: Pose, points) -> list[tuple[float, float] | None]:
        """Returns where world points (x, y, z) land on screen, each None behind the eye, in one projection."""
        xy, depth = self.camera(pose).project(np.array(points, float))
        return [None if d <= NEAR else (float(p[0]), float(p[1])) for p, d in zip(xy, depth)]

    def prepare(self, pose: Pose, boards: tuple[Billboard, ...]) -> bool:
        """Makes one picture that ``render`` would need for these boards from pose and has not made
        yet; returns False when none was missing. A sequence known to be coming calls this once a frame
        while the motion before it runs, so its first frame does not pack every picture at once
        (about 0.3 ms each)."""
        for b, _, _, level in self._spots(self.camera(pose), boards):
            if (b.picture, level, b.flip) not in self._packed:
                self._texture(b.picture, level, b.flip)
                return True
        return False

    def _placed(self, cam: Camera, boards: tuple[Billboard, ...]) -> list:
        out = []
        for b, xy, depth, level in self._spots(cam, boards):
            tex = self._texture(b.picture, level, b.flip)
            rows = max(1, round(tex.shape[0] * b.shown))
            out.append((depth, xy, tex[:rows]))
        return out

    def _spots(self, cam: Camera, boards: tuple[Billboard, ...]) -> list:
        """Returns (billboard, screen corners, depth, fog level) of each picture in view."""
        shown = [b for b in boards if b.shown > 0]
        if not shown:
            return []
        right = cam.right
        corners = []
        for b in shown:  # every picture's four corners, projected in one call
            side = right * (b.width / 2)
            base = np.array([b.x, b.lift, b.z])
            top = base + np.array([0.0, b.height * b.shown, 0.0])
            corners += [top - side, top + side, base + side, base - side]
        xys, depths = cam.project(np.array(corners))
        out = []
        for i, b in enumerate(shown):
            xy, depth = xys[4 * i:4 * i + 4], depths[4 * i:4 * i + 4]
            if (depth <= NEAR).any():
                continue
            level = int(fog_level(depth.mean()))
            if level:
                out.append((b, xy, float(depth.mean()), level))
        return out

    def _shadow(self, cam: Camera, b: Billboard) -> None:
        """Darkens an ellipse of floor under a billboard: as wide as half the picture, fainter the
        higher its foot is lifted."""
        rx, rz = b.width * 0.26, b.width * 0.11
        pts = self.feet(cam.pose, ((b.x, 0.0, b.z), (b.x - rx, 0.0, b.z), (b.x + rx, 0.0, b.z),
                                   (b.x, 0.0, b.z - rz), (b.x, 0.0, b.z + rz)))
        if any(p is None for p in pts):
            return
        (cx, cy), left, right, near, far = pts
        ax = max(1.0, abs(right[0] - left[0]) / 2)
        ay = max(1.0, abs(far[1] - near[1]) / 2)
        x0, x1 = max(0, int(cx - ax)), min(SCREEN[0], int(cx + ax) + 1)
        y0, y1 = max(0, int(cy - ay)), min(SCREEN[1], int(cy + ay) + 1)
        if x0 >= x1 or y0 >= y1:
            return
        xs = (np.arange(x0, x1, dtype=np.float32)[:, None] + 0.5 - cx) / ax
        ys = (np.arange(y0, y1, dtype=np.float32)[None, :] + 0.5 - cy) / ay
        inside = xs * xs + ys * ys <= 1.0
        k = b.shadow * max(0.0, 1.0 - max(0.0, b.lift) / 120.0) * b.shown
        if k <= 0.05:
            return
        region = self.frame[x0:x1, y0:y1]
        dim = T.shade(region[inside], 1.0 - 0.7 * k)
        region[inside] = np.maximum(dim, 1)

    def _texture(self, picture: Hashable, level: int, flip: bool) -> np.ndarray:
        key = (picture, level, flip)
        tex = self._packed.get(key)
        if tex is None:
            base = self._packed.get((picture, -1, flip))
            if base is None:
                surf = self.picture(picture)
                rgb = T.surface_rgb(surf)
                base = np.maximum(T.pack(rgb[:, ::-1] if flip else rgb), 1)  # 0 is kept for clear
                if surf.get_colorkey() is not None:
                    clear = pygame.surfarray.array_colorkey(surf).T == 0
                    base[clear[:, ::-1] if flip else clear] = 0
                if len(self._packed) > _MAX_PICTURES:
                    self._packed.clear()
                self._packed[(picture, -1, flip)] = base
            tex = T.shade(base, level / (T.FOG_LEVELS - 1))
            tex[(tex == 0) & (base != 0)] = 1  # fogged to black, still drawn
            tex = self._packed[key] = np.ascontiguousarray(tex)
        return tex


def _sky() -> np.ndarray:
    """Returns the sky as packed (W, H) colours: a vertical shade, never pure black (black is the void)."""
    k = np.clip(1.25 - np.abs(np.linspace(-1.25, 1.25, SCREEN[1])), 0.0, 1.0)[:, None]  # lightest mid-screen
    rgb = np.array(SKY_TOP, float) * (1 - k) + np.array(SKY_LOW, float) * k
    column = T.pack(np.maximum(rgb, 1).astype(np.uint8))
    return np.ascontiguousarray(np.broadcast_to(column[None, :], SCREEN))
