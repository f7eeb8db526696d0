"""Fixtures of the fuzz tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def data_copy(tmp_path_factory) -> Path:
    """Returns one copy of data/ for a module's many examples: each example damages a file and puts it back
    (a fresh copy per example would cost a copytree each)."""
    target = tmp_path_factory.mktemp("fuzzdata") / "data"
    shutil.copytree(REPO / "data", target)
    return target
