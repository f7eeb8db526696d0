"""The PSX band fade (rules.md R19.2): 30 bands of 8 px close from the top and bottom edges, the
screen changes while fully covered, then the bands open from the middle outwards.

Progress is counted in updates, never in seconds; the animation-speed option picks the length.
"""

from __future__ import annotations

import pygame

BANDS, BAND_H = 30, 8
FRAMES = {"normal": 48, "fast": 16, "instant": 0}
_SPREAD = 4  # how many bands are mid-animation at once, for the venetian-blind look


class BandFade:
    """One transition: ``step()`` once per update; ``midpoint`` is True on the update the screen swaps."""

    def __init__(self, frames: int) -> None:
        self.frames = max(frames, 0)
        self.t = 0
        self.midpoint = self.frames == 0

    @property
    def done(self) -> bool:
        """Returns whether the bands are fully open again."""
        return self.t >= self.frames

    def step(self) -> None:
        """Advances one update; sets midpoint on the update the screen is fully covered."""
        self.t += 1
        self.midpoint = self.t == self.frames // 2 if self.frames else False

    def draw(self, canvas: pygame.Surface) -> None:
        """Covers the canvas with the bands for the current progress."""
        if self.frames == 0 or self.done:
            return
        half = self.frames / 2
        closing = self.t < half
        p = self.t / half if closing else (self.t - half) / half
        reach = BANDS // 2 + _SPREAD
        for i in range(BANDS):
            if closing:
                d = min(i, BANDS - 1 - i)  # distance from the nearer edge
                cover = _clamp((p * reach - d) / _SPREAD)
            else:
                d = min(abs(i - (BANDS // 2 - 1)), abs(i - BANDS // 2))  # distance from the middle
                cover = 1 - _clamp((p * reach - d) / _SPREAD)
            h = round(BAND_H * cover)
            if h:
                canvas.fill((0, 0, 0), (0, i * BAND_H + (BAND_H - h) // 2, canvas.get_width(), h))


def _clamp(v: float) -> float:
    return 0.0 if v < 0 else 1.0 if v > 1 else v
