"""Fixtures for 2P and Tag screen tests: a real App on the dummy drivers with two virtual SDL pads.

Every press travels SDL's joystick -> GameController -> event-queue path (tests/support/virtual_pad.py);
pad 1 is input player 1 and pad 2 input player 2 (config ``input.pad_players``).
"""

from __future__ import annotations

import pytest
from duel.conftest import PadDuel
from support.harness import AppRunner

from game.app import App


class TwoPads(PadDuel):
    """PadDuel with a second pad: ``tap2`` presses on pad 2."""

    def __init__(self, app: App, pad, pad2) -> None:
        super().__init__(app, pad)
        self.pad2 = pad2

    def tap2(self, *controls: str, settle: bool = True) -> None:
        """Presses and releases each control on pad 2."""
        first, self.pad = self.pad, self.pad2
        try:
            self.tap(*controls, settle=settle)
        finally:
            self.pad = first


@pytest.fixture
def two_pads(db, tmp_path, monkeypatch):
    """Returns a factory: (first scene factory, animation speed) -> TwoPads with two pads plugged in."""
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path / "home"))
    runner = AppRunner()

    def factory(first_scene, speed: str = "instant") -> TwoPads:
        path = tmp_path / "config.yaml"
        path.write_text(f"game:\n  animation_speed: {speed}\n", encoding="utf-8")
        app, (pad, pad2) = runner.start(db, path, first_scene, pads=2)
        return TwoPads(app, pad, pad2)

    yield factory
    runner.close()
