"""One gallery render shared by the gallery's test modules (a render takes about ten seconds)."""

from __future__ import annotations

import json

import pytest

from game.cli import main


@pytest.fixture(scope="session")
def gallery(tmp_path_factory):
    """Returns (out dir, gallery.json) of one render with seed 3."""
    out = tmp_path_factory.mktemp("gallery")
    assert main(["gallery", "--out", str(out), "--seed", "3"]) == 0
    return out, json.loads((out / "gallery.json").read_text(encoding="utf-8"))
