"""The original's tick counts, kept as data and converted once to our 60 Hz loop.

The PlayStation game updates about 49 times a second (presentation.md header), so a count of its
ticks lasts 60/49 as many of our frames. The speed preset then scales every motion: "fast" is a
third, "instant" skips motion (``hold`` still leaves a result on screen for a readable moment).
"""

from __future__ import annotations

ORIGINAL_HZ = 49.0
OUR_HZ = 60.0
SPEED = {"normal": 1.0, "fast": 1 / 3, "instant": 0.0}
READABLE = 20  # frames an "instant" result stays on screen
FAST_FORWARD = 4  # frames of motion per update while the fast-forward button is held


def frames(ticks: float, speed: str = "normal") -> int:
    """Returns our frames for the original's ticks at a speed preset (0 under "instant")."""
    return round(ticks * OUR_HZ / ORIGINAL_HZ * SPEED.get(speed, 1.0))


def hold(ticks: float, speed: str = "normal") -> int:
    """Returns frames for a moment that shows a result: never shorter than READABLE."""
    return max(frames(ticks, speed), READABLE if speed == "instant" else 1)


def ease(p: float) -> float:
    """Returns smoothstep easing of 0..1 progress."""
    p = min(1.0, max(0.0, p))
    return p * p * (3 - 2 * p)
