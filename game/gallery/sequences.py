"""Which duel motion is on screen, and the frames of each one for its contact sheet.

``sequence_name`` is the one adapter between the gallery and the duel screens: a scene that shows
a motion names it itself (``DuelScene.sequence_name()``, ``RankScene.sequence_name()``, the duel
screens' contract); any other scene shows none.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

# every name a screen may report: the main menu's entrance, then the duel's motions in the order a duel shows them
SEQUENCES = ("menu_slide", "swoop", "turn_orbit", "draw", "mark", "single", "fusion", "equip", "failure", "magic", "trap",
             "battle", "cutin", "exodia", "end_letters", "results", "spoils")
MAX_KEPT = 48  # frames kept of one run (each a full canvas copy); longer runs are thinned evenly


def sequence_name(scene) -> str | None:
    """Returns the motion the scene is showing ("fusion", "battle", ...), or None at rest."""
    own = getattr(scene, "sequence_name", None)
    return own() if callable(own) else None


@dataclass
class Run:
    """One unbroken showing of a sequence: the update ticks and the canvas at each."""

    name: str
    ticks: list[int] = field(default_factory=list)
    frames: list[pygame.Surface] = field(default_factory=list)
    stride: int = 1  # every stride-th tick is kept; doubles each time the kept frames are halved
    last: int = 0  # the last tick seen

    def add(self, tick: int, canvas: pygame.Surface) -> None:
        """Keeps a copy of the canvas; halves the kept frames evenly when there are too many."""
        self.last = tick
        if self.ticks and (tick - self.ticks[0]) % self.stride:
            return
        self.ticks.append(tick)
        self.frames.append(canvas.copy())
        if len(self.frames) > MAX_KEPT:
            self.ticks, self.frames, self.stride = self.ticks[::2], self.frames[::2], self.stride * 2

    @property
    def span(self) -> int:
        """Returns how many update ticks the run lasted."""
        return self.last - self.ticks[0] + 1 if self.ticks else 0

    def pick(self, n: int) -> list[tuple[int, pygame.Surface]]:
        """Returns n frames spread evenly over the run, first and last included."""
        k = len(self.frames)
        if k <= n:
            return list(zip(self.ticks, self.frames))
        idx = [round(i * (k - 1) / (n - 1)) for i in range(n)]
        return [(self.ticks[i], self.frames[i]) for i in idx]


class Recorder:
    """Watches the top scene after every loop and keeps the longest run of each sequence."""

    def __init__(self) -> None:
        self.best: dict[str, Run] = {}
        self.current: Run | None = None
        self.seen: dict[str, int] = {}  # how many runs of each name were shown

    def observe(self, scene, canvas: pygame.Surface, tick: int, fading: bool = False) -> None:
        """Records the canvas under the name of the motion on screen.

        Frames under a screen fade and replays' second showings of a motion are not recorded.
        """
        shown = scene is not None and not fading and not getattr(scene, "replay", False)
        name = sequence_name(scene) if shown else None
        if self.current is not None and self.current.name != name:
            self._close()
        if name is None:
            return
        if self.current is None:
            self.current = Run(name)
            self.seen[name] = self.seen.get(name, 0) + 1
        self.current.add(tick, canvas)

    def finish(self) -> None:
        """Closes the run in progress."""
        if self.current is not None:
            self._close()

    def _close(self) -> None:
        run, self.current = self.current, None
        old = self.best.get(run.name)
        if old is None or run.span > old.span:
            self.best[run.name] = run
