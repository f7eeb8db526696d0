"""The original's tick counts, kept as data and converted once to our 60 Hz loop.

The PlayStation game updates about 49 times a second (presentation.md header), so a count of its
ticks lasts 60/49 as many of our frames. The speed preset then scales every motion: "fast" is a
third, "instant" skips motion (``hold`` still leaves a result on screen for a readable moment).

``Pace`` is the one place the preset meets the tick counts: the presenter builds one per preset and
every motion, camera move and cursor beat reads its frames from there.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

ORIGINAL_HZ = 49.0
OUR_HZ = 60.0


class Speed(StrEnum):
    """The animation speed presets (``game.animation_speed``)."""

    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


SPEED = {Speed.NORMAL: 1.0, Speed.FAST: 1 / 3, Speed.INSTANT: 0.0}
READABLE = 20  # frames an "instant" result stays on screen
FAST_FORWARD = 4  # frames of motion per update while the fast-forward button is held

# The original's ticks of the beats that are not a motion's phases (those are in present/sequences.py).
TICKS = {
    "draw_slide": 12,  # a drawn card slides into its slot (presentation.md §6 Draw)
    "mark_rise": 4,  # a raised card rises 4 px
    "cpu_cursor": 6,  # the computer's cursor steps along its hand
    "single_ease": 12,  # the single card eases to the centre
    "camera": 16,  # a camera move: zone view, back to rest, trap swing, turn orbit
    "camera_row": 8,  # the zone view pans to the next row of the same side
    "swoop": 300,  # the opening camera swoop
}
CPU_PAUSE = 10  # our frames between the computer's visible actions at normal speed


def speed_of(value) -> Speed:
    """Returns the preset named by a config value (an unknown name counts as normal)."""
    try:
        return Speed(value)
    except ValueError:
        return Speed.NORMAL


def frames(ticks: float, speed: str = "normal") -> int:
    """Returns our frames for the original's ticks at a speed preset (0 under "instant")."""
    return round(ticks * OUR_HZ / ORIGINAL_HZ * SPEED.get(speed, 1.0))


def hold(ticks: float, speed: str = "normal") -> int:
    """Returns frames for a moment that shows a result: never shorter than READABLE."""
    return max(frames(ticks, speed), READABLE if speed == Speed.INSTANT else 1)


@dataclass(frozen=True)
class Pace:
    """Every beat of the duel's presentation in frames at one speed preset (scaled here, once)."""

    speed: Speed
    draw_slide: int
    mark_rise: int
    cpu_cursor: int
    single_ease: int
    camera: int
    camera_row: int
    swoop: int
    cpu_pause: int

    @classmethod
    def of(cls, speed) -> Pace:
        """Returns the pace of a preset."""
        s = speed_of(speed)
        beats = {name: frames(ticks, s) for name, ticks in TICKS.items()}
        return cls(speed=s, cpu_pause=round(CPU_PAUSE * SPEED[s]), **beats)

    @property
    def instant(self) -> bool:
        """Returns whether motion is skipped."""
        return self.speed == Speed.INSTANT


def ease(p: float) -> float:
    """Returns smoothstep easing of 0..1 progress."""
    p = min(1.0, max(0.0, p))
    return p * p * (3 - 2 * p)
