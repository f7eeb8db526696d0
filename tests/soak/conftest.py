"""Soak tests load the db through the command's own path: keep its cache in the session's temp dir."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _session_cache(cache_dir, monkeypatch):
    monkeypatch.setenv("FMDUEL_CACHE_DIR", str(cache_dir))
