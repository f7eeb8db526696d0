"""Career test fixtures: a private saves directory per test."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def saves_base(tmp_path: Path) -> Path:
    """Returns an empty saves directory private to the test."""
    return tmp_path / "saves"
