"""Fixtures of the card-database tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """Returns a private copy of data/ that a test may break."""
    target = tmp_path / "data"
    shutil.copytree(REPO / "data", target)
    return target
