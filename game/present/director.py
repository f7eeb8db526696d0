"""The duel camera (presentation.md §6): the opening swoop, the default orbit facing the side whose
turn it is, the 180° orbit at a turn change, the near top-down view while a zone is picked (panning
between rows), and the swing to a trap that springs. Every move is eased and scaled by the speed
preset (the caller passes frames from its ``Pace``); ``skip`` ends the running one.
"""

from __future__ import annotations

from enum import Enum, StrEnum, auto

from game.gfx.board3d.camera import TURN, Pose, lerp_pose
from game.gfx.board3d.zones import zone_centre
from game.present.timing import ease

DEFAULT = Pose(distance=600, pitch=0x100, tz=60)  # looking a little past the centre strip
SWOOP_TICKS = 300


class DirectorMode(StrEnum):
    """What the camera is doing (the gallery names the swoop and the turn orbit)."""

    SWOOP = "swoop"
    TURN_ORBIT = "turn_orbit"
    PICK = "pick"
    REST = "rest"
    TRAP = "trap"


class Focus(Enum):
    """What the player is busy with, as the screen tells the presenter (it maps its controls' state
    to one of these): the camera follows it and the gallery names its beats."""

    HAND = auto()  # waiting on the hand (a raised card's beat)
    SINGLE = auto()  # the single card in the centre (its ease from the hand)
    PLACE = auto()  # the single card over the row it goes to
    ZONE = auto()  # a zone is being picked: the camera looks down over the cursor's row
    OTHER = auto()  # anything else: the resting orbit


SWOOP_START = Pose(distance=1200, pitch=75 * TURN / 360, heading=16 * SWOOP_TICKS)


def facing(side: int) -> float:
    """Returns the heading that looks at the board from behind side's rows."""
    return 0.0 if side == 0 else TURN / 2


def default_pose(side: int) -> Pose:
    """Returns the resting view of the side whose turn it is (orbit 600, pitch 0x100)."""
    return Pose(DEFAULT.distance, DEFAULT.pitch, facing(side), 0.0, DEFAULT.tz if side == 0 else -DEFAULT.tz)


PICK_DISTANCE = 480  # the original's 334, scaled to our wider tiles so a zone's frame is about 64 px


def pick_pose(viewer: int, side: int, row: int) -> Pose:
    """Returns the near top-down view over one row while a zone is picked (pitch 0x3FE)."""
    _, z = zone_centre(side, row, 2)
    return Pose(PICK_DISTANCE, 0x3FE, facing(viewer), 0.0, z * 0.8)


def trap_pose(viewer: int, side: int, row: int) -> Pose:
    """Returns the view of a springing trap's row (distance 520, pitch 45°)."""
    _, z = zone_centre(side, row, 2)
    return Pose(520, TURN / 8, facing(viewer), 0.0, z)


class Director:
    """Owns the camera pose and the move in progress; ``kind`` names it for the gallery."""

    def __init__(self, side: int = 0) -> None:
        self.pose = default_pose(side)
        self.kind: DirectorMode | None = None
        self._from = self._to = self.pose
        self._t = self._len = 0

    @property
    def moving(self) -> bool:
        """Returns whether a camera move is running."""
        return self._t < self._len

    @property
    def progress(self) -> float:
        """Returns how far the running move has come (0..1; 1 when still)."""
        return self._t / self._len if self._len else 1.0

    def swoop(self, n: int) -> None:
        """Starts the opening swoop over n frames (300 ticks: distance -2, pitch -2, heading -16 per tick)."""
        self.kind = DirectorMode.SWOOP
        self._from, self._to = SWOOP_START, DEFAULT
        self._t, self._len = 0, n
        self.pose = SWOOP_START if self._len else DEFAULT

    def move(self, to: Pose, n: int, kind: DirectorMode | None = None) -> None:
        """Starts an eased move from the current pose over n frames."""
        if to.key() == self._to.key() and (self.moving or self.pose.key() == to.key()):
            return
        self.kind = kind
        self._from, self._to = self.pose, to
        self._t, self._len = 0, n
        if not self._len:
            self.pose = to

    def orbit_to(self, side: int, n: int) -> None:
        """Starts the 180° orbit of a turn change (n frames), always turning the same way round."""
        if side == self._side():
            return  # already looking from that side
        to = default_pose(side)
        self.kind = DirectorMode.TURN_ORBIT
        self._from = self.pose
        self._to = Pose(to.distance, to.pitch, self.pose.heading + TURN / 2, to.tx, to.tz)
        self._t, self._len = 0, n
        if not self._len:
            self.pose = self._to

    def skip(self) -> None:
        """Ends the running move at its end pose."""
        self._t = self._len
        self.pose = self._to

    def update(self, steps: int = 1) -> bool:
        """Advances the move; returns True on the frame it ends."""
        if not self.moving:
            return False
        self._t = min(self._len, self._t + steps)
        p = self._t / self._len
        if self.kind == DirectorMode.SWOOP:  # linear in the original's per-tick steps
            self.pose = Pose(SWOOP_START.distance - 600 * p, SWOOP_START.pitch + (DEFAULT.pitch - SWOOP_START.pitch) * p,
                             SWOOP_START.heading * (1 - p), 0.0, DEFAULT.tz * p)
        elif self.kind == DirectorMode.TURN_ORBIT:  # the half turn keeps its direction
            self.pose = _linear(self._from, self._to, ease(p))
        else:
            self.pose = lerp_pose(self._from, self._to, ease(p))
        if not self.moving:
            self.pose = self._to
            return True
        return False

    def _side(self) -> int:
        h = self.pose.heading % TURN
        return 0 if h < TURN / 4 or h > 3 * TURN / 4 else 1


def _linear(a: Pose, b: Pose, p: float) -> Pose:
    return Pose(a.distance + (b.distance - a.distance) * p, a.pitch + (b.pitch - a.pitch) * p,
                a.heading + (b.heading - a.heading) * p, a.tx + (b.tx - a.tx) * p, a.tz + (b.tz - a.tz) * p)
