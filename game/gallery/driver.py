"""A real App stepped loop by loop with scripted presses, its canvas shot to PNGs, its motions recorded.

Presses go in through the scene stack's own ``dispatch`` (the path every device's presses take
after the input gateway), one loop apart, so the scenes cannot tell them from a pad's.
"""

from __future__ import annotations

from pathlib import Path

from game.gallery.page import Picture, save_screen
from game.gallery.sequences import Recorder
from game.input import Press
from game.input_bindings import Button


class Driver:
    """Owns the App of one gallery run: ``tap`` presses, ``idle`` waits, ``shot`` saves the canvas."""

    def __init__(self, app, out: Path) -> None:
        self.app = app
        self.out = out
        self.pictures: list[Picture] = []
        self.recorder = Recorder()
        self.tick = 0

    @property
    def top(self):
        """Returns the scene on top of the stack."""
        return self.app.stack.top

    def run(self, loops: int = 1) -> None:
        """Runs loops of the real game loop, recording the motion on screen after each."""
        for _ in range(loops):
            self.app.loop_once()
            self.tick += 1
            self.recorder.observe(self.top, self.app.canvas, self.tick, self.app.stack.fade is not None)

    def press(self, button: Button, player: int = 0) -> None:
        """Hands one press to the scenes and runs one loop."""
        self.app.stack.dispatch([Press(button, player)])
        self.run(1)

    def tap(self, *buttons: Button, settle: bool = True, player: int = 0) -> None:
        """Presses each button in turn, letting the screen settle after each one."""
        for b in buttons:
            self.press(b, player)
            self.run(1)
            if settle:
                self.idle()

    def idle(self, limit: int = 6000) -> None:
        """Runs until no fade runs and the top scene waits for the player."""
        for _ in range(limit):
            top = self.top
            play = getattr(top, "play", top)  # a duel screen's DuelPlay holds its presenter and Start hold
            busy = getattr(top, "busy", False) or getattr(play, "start_hold", 0)
            presenter = getattr(play, "presenter", None)
            director = getattr(presenter, "director", None)
            busy = busy or (director is not None and director.moving)  # shoot the camera at rest
            busy = busy or (presenter is not None and list(presenter.lp_shown) != list(presenter.board.lp))  # LP counted
            if self.app.stack.fade is None and not busy and not any(getattr(s, "has_follow_ups", False)
                                                                    for s in self.app.stack.scenes):
                return
            self.run(1)
        raise RuntimeError(f"{type(self.top).__name__} still busy after {limit} loops{self._where()}")

    def until(self, test, limit: int = 6000) -> None:
        """Runs until test() holds."""
        for _ in range(limit):
            if test():
                return
            self.run(1)
        raise RuntimeError(f"the next step was not reached on {type(self.top).__name__}{self._where()}")

    def push(self, scene, loops: int = 30) -> None:
        """Puts a scene on top and lets it settle for a moment."""
        self.app.stack.push(scene)
        self.run(loops)

    def replace(self, scene, loops: int = 30) -> None:
        """Replaces the top scene and lets the new one settle for a moment."""
        self.app.stack.replace(scene)
        self.run(loops)

    def clear_to(self, scene, loops: int = 30) -> None:
        """Leaves only one scene on the stack."""
        stack = self.app.stack
        for _ in range(len(stack.scenes) - 1):
            stack.pop()
        stack.replace(scene)
        self.run(loops)

    def _where(self) -> str:
        return f" (the last picture taken: {self.pictures[-1].file})" if self.pictures else ""

    def shot(self, name: str, group: str, title: str) -> None:
        """Draws the current frame again and saves it as <name>.png under group."""
        self.app.stack.draw(self.app.canvas)
        self.pictures.append(save_screen(self.app.canvas, self.out, name, group, title))
