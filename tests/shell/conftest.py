"""Fixtures for the game shell: a real App on the dummy SDL drivers, stepped with a fixed clock.

``Shell.run(n)`` runs n loops of the real loop (event read, fixed update, draw, present) with
no sleeping; pads come from tests/support/virtual_pad.py, so every press travels SDL's own
joystick -> GameController -> event-queue path into the input gateway.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from support.harness import ScreenText, save_window

from game.app import App, FixedPacer
from game.config import load_config


class Shell(ScreenText):
    """Drives an App frame by frame and presses pad buttons with a pump in between."""

    def __init__(self, app: App) -> None:
        self.app = app

    def run(self, loops: int = 1) -> None:
        """Runs loops iterations of the game loop."""
        for _ in range(loops):
            self.app.loop_once()

    def settle(self) -> None:
        """Runs long enough for any band fade to finish."""
        self.run(60)

    def tap(self, pad, control: str) -> None:
        """Presses and releases a pad control with a loop between, then lets fades finish."""
        pad.press(control)
        self.run(1)
        pad.release(control)
        self.settle()

    def key(self, key: int) -> None:
        """Posts a key press and release through SDL's queue (dummy video has no keyboard)."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.run(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.settle()

    @property
    def top(self):
        """Returns the scene on top of the stack."""
        return self.app.stack.top

    def shot(self, name: str) -> Path:
        """Saves the window (the scaled frame the player sees) as artifacts/screens/<name>.png."""
        return save_window(name)


@pytest.fixture
def make_shell(db, tmp_path):
    """Returns a factory that starts an App (config file in tmp_path) and stops it after the test."""
    apps: list[App] = []

    def factory(config_text: str | None = None, start: bool = True) -> Shell:
        path = tmp_path / "config.yaml"
        if config_text is not None:
            path.write_text(config_text, encoding="utf-8")
        pygame.display.init()
        pygame.event.clear()  # nothing left over from an earlier test's devices
        app = App(db, load_config(path), pacer=FixedPacer())
        apps.append(app)
        if start:
            app.start()
            app.loop_once()
        return Shell(app)

    yield factory
    for app in apps:
        app.shutdown(quit_pygame=False)  # see App.shutdown: keep SDL up for the whole session


@pytest.fixture
def pads():
    """Returns a list to append virtual pads to; any left plugged in are detached after the test."""
    from pygame._sdl2 import controller
    from support import virtual_pad  # noqa: F401 - import check before the test body

    # SDL's joystick and controller layers are up before any pad appears, as on a desktop.
    pygame.joystick.init()
    controller.init()
    plugged: list = []
    yield plugged
    for pad in plugged:
        pad.detach()
