"""Shared pieces of the tests that run the real App with virtual SDL pads.

One SDL session serves the whole test process: apps are shut down without ``pygame.quit()``
(repeated quit/init cycles stop SDL's controller events), and every pad is detached at the end.
"""

from __future__ import annotations

from pathlib import Path

import pygame

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screens"


def save_window(name: str) -> Path:
    """Saves the window (the scaled frame the player sees) as artifacts/screens/<name>.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    pygame.image.save(pygame.display.get_surface(), str(path))
    return path


def drawn_at(app) -> list[tuple[str, tuple, tuple]]:
    """Runs one frame of the app and returns (text, colour, pos) for every string its font drew, in order
    (pos as asked for, before any centring)."""
    font, seen = app.ctx.font, []
    real = font.draw

    def spy(surface, text, pos, colour=(255, 255, 255), *args, **kw):
        seen.append((str(text), tuple(colour), tuple(pos)))
        return real(surface, text, pos, colour, *args, **kw)

    font.draw = spy
    try:
        app.loop_once()
    finally:
        del font.draw
    return seen


def drawn(app) -> list[tuple[str, tuple]]:
    """Runs one frame of the app and returns (text, colour) for every string its font drew, in order."""
    return [(text, colour) for text, colour, _ in drawn_at(app)]


class ScreenText:
    """What a test driver (anything with ``.app``) reads off the screen: one frame's strings."""

    def drawn(self) -> list[tuple[str, tuple]]:
        """Returns (text, colour) for every string the screen draws in one frame, in drawing order."""
        return drawn(self.app)

    def text(self) -> str:
        """Returns every string the screen draws in one frame, joined by newlines (for wording checks)."""
        return "\n".join(text for text, _ in self.drawn())

    def words(self) -> str:
        """Returns the screen's text as one line of words (a sentence wrapped over lines reads whole)."""
        return " ".join(self.text().split())


class AppRunner:
    """Starts apps with pads plugged in for a test and tears all of them down after it."""

    def __init__(self) -> None:
        self.apps: list = []
        self.pads: list = []

    def start(self, db, config_path: Path, first_scene, pads: int = 1):
        """Returns (app, pads): a started App on config_path with ``pads`` ps4 pads opened by the game."""
        from pygame._sdl2 import controller

        from game.app import App, FixedPacer
        from game.config import load_config
        from support import virtual_pad

        pygame.display.init()
        pygame.joystick.init()
        controller.init()
        pygame.event.clear()
        app = App(db, load_config(config_path), pacer=FixedPacer(), first_scene=first_scene)
        self.apps.append(app)
        app.start()
        plugged = [virtual_pad.attach("ps4") for _ in range(pads)]
        self.pads.extend(plugged)
        for _ in range(pads + 2):
            app.loop_once()
        assert app.input.pad_count() == pads
        return app, plugged

    def close(self) -> None:
        """Detaches every pad and shuts every app down (pygame itself stays initialised)."""
        for pad in self.pads:
            pad.detach()
        for app in self.apps:
            app.shutdown(quit_pygame=False)
