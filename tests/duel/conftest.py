"""Fixtures for duel-scene tests: a real App on the dummy drivers driven by a virtual SDL pad.

Every press travels SDL's joystick -> GameController -> event-queue path into the input gateway
(tests/support/virtual_pad.py); the tests never call scene methods to act.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.harness import AppRunner, ScreenText, save_window

from game.app import App


class PadDuel(ScreenText):
    """Steps the app loop by loop and presses the virtual pad, waiting for the duel to settle."""

    def __init__(self, app: App, pad) -> None:
        self.app, self.pad = app, pad

    @property
    def top(self):
        """Returns the scene on top of the stack."""
        return self.app.stack.top

    def run(self, loops: int = 1) -> None:
        """Runs loops iterations of the real game loop."""
        for _ in range(loops):
            self.app.loop_once()

    def idle(self, limit: int = 4000) -> None:
        """Runs until no fade is running and the duel (if on top) waits for the player."""
        for _ in range(limit):
            top = self.top
            busy = getattr(top, "busy", False) or getattr(getattr(top, "play", top), "start_hold", 0)
            if self.app.stack.fade is None and not busy:
                return
            self.app.loop_once()
        raise AssertionError(f"still busy after {limit} loops on {type(self.top).__name__}")

    def tap(self, *controls: str, settle: bool = True) -> None:
        """Presses and releases each control with a loop in between, then lets the scene settle."""
        for control in controls:
            self.pad.press(control)
            self.run(1)
            self.pad.release(control)
            self.run(1)
            if settle:
                self.idle()

    def until(self, test, limit: int = 3000) -> None:
        """Runs until test() is true."""
        for _ in range(limit):
            if test():
                return
            self.app.loop_once()
        raise AssertionError("condition never met")

    def shot(self, name: str) -> Path:
        """Saves the window as artifacts/screens/<name>.png."""
        return save_window(name)


def busy_region(rect: tuple[int, int, int, int], min_colours: int = 6) -> bool:
    """Returns whether a region of the window (logical coordinates) holds a real picture, not a flat fill."""
    surf = pygame.display.get_surface()
    scale = surf.get_width() // 320
    x, y, w, h = (v * scale for v in rect)
    sub = surf.subsurface((x, y, w, h))
    colours = {tuple(sub.get_at((i, j)))[:3] for i in range(0, w, 3) for j in range(0, h, 3)}
    return len(colours) >= min_colours


@pytest.fixture
def pad_duel(db, tmp_path, monkeypatch):
    """Returns a factory: (first scene factory, animation speed) -> PadDuel with a plugged-in pad."""
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path / "home"))
    runner = AppRunner()

    def factory(first_scene, speed: str = "fast") -> PadDuel:
        path = tmp_path / "config.yaml"
        path.write_text(f"game:\n  animation_speed: {speed}\n", encoding="utf-8")
        app, (pad,) = runner.start(db, path, first_scene)
        return PadDuel(app, pad)

    yield factory
    runner.close()
