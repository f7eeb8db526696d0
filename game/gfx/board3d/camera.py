"""The orbit camera of the duel board and its projection (presentation.md §5-§6).

World units: x to the right of the bottom player, z toward the bottom player, y up; the floor is
the plane y = 0 centred on the origin. Angles are kept in the original's units (4096 per turn) so
its camera numbers (pitch 0x100, heading -16 per tick) can be written down as they are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

TURN = 4096  # angle units per full turn
FOCAL = 300.0  # projection distance
CENTRE = (160.0, 108.0)  # where the camera's axis meets the screen
SCREEN = (320, 240)
NEAR = 20.0  # points closer than this are not drawn


def rad(units: float) -> float:
    """Returns an angle in the original's units as radians."""
    return units * 2 * math.pi / TURN


@dataclass(frozen=True)
class Pose:
    """An orbit pose: the eye at ``distance`` from the target point, ``pitch`` above the floor.

    ``heading`` 0 puts the eye behind the bottom player (side 0); TURN/2 behind the top one.
    """

    distance: float = 600.0
    pitch: float = 0x100
    heading: float = 0.0
    tx: float = 0.0
    tz: float = 0.0
    ty: float = 0.0  # the target's height over the floor (the stage looks at a standing figure's middle)

    def key(self) -> tuple:
        """Returns the pose rounded finely enough to tell a moving camera from a still one."""
        return (round(self.distance, 2), round(self.pitch, 2), round(self.heading % TURN, 2),
                round(self.tx, 2), round(self.tz, 2), round(self.ty, 2))


def lerp_pose(a: Pose, b: Pose, p: float) -> Pose:
    """Returns the pose p (0..1) of the way from a to b, turning the short way round."""
    dh = (b.heading - a.heading + TURN / 2) % TURN - TURN / 2
    return Pose(a.distance + (b.distance - a.distance) * p, a.pitch + (b.pitch - a.pitch) * p,
                a.heading + dh * p, a.tx + (b.tx - a.tx) * p, a.tz + (b.tz - a.tz) * p, a.ty + (b.ty - a.ty) * p)


class Camera:
    """The eye of one pose: its position and screen axes, and the projection of world points."""

    def __init__(self, pose: Pose) -> None:
        self.pose = pose
        h, p = rad(pose.heading), rad(pose.pitch)
        self.target = np.array([pose.tx, pose.ty, pose.tz])
        back = np.array([math.sin(h) * math.cos(p), math.sin(p), math.cos(h) * math.cos(p)])
        self.pos = self.target + pose.distance * back
        self.forward = -back
        self.right = np.array([math.cos(h), 0.0, -math.sin(h)])
        self.up = np.cross(self.right, self.forward)

    def to_view(self, pts: np.ndarray) -> np.ndarray:
        """Returns world points (N,3) in camera space (N,3): right, up, depth."""
        rel = np.asarray(pts, float) - self.pos
        return np.stack([rel @ self.right, rel @ self.up, rel @ self.forward], axis=-1)

    def project(self, pts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Returns (screen xy (N,2), depth (N,)) of world points; depth <= NEAR means behind the eye."""
        v = self.to_view(pts)
        depth = v[..., 2]
        safe = np.where(depth > NEAR, depth, NEAR)
        xy = np.stack([CENTRE[0] + FOCAL * v[..., 0] / safe, CENTRE[1] - FOCAL * v[..., 1] / safe], axis=-1)
        return xy, depth
