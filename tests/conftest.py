"""Test session set-up: headless SDL before pygame is imported, and a shared card database.

Tests never open a real window or audio device, and the compiled-tables cache goes to a
temporary directory so a test run never touches the player's cache.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Caches a test run fills (the music the shell renders, tables compiled without an explicit dir) go to
# a throw-away folder, never the player's own cache.
if "FMDUEL_CACHE_DIR" not in os.environ:
    os.environ["FMDUEL_CACHE_DIR"] = tempfile.mkdtemp(prefix="fmduel-test-cache-")
    atexit.register(shutil.rmtree, os.environ["FMDUEL_CACHE_DIR"], True)
# Never pick up the developer's own mods when a test starts the game: an empty folder of this run's own
# (a fixed path would be shared, and as root even created, by every test run on the machine at once).
if "FMDUEL_MODS_DIR" not in os.environ:
    os.environ["FMDUEL_MODS_DIR"] = tempfile.mkdtemp(prefix="fmduel-test-mods-")
    atexit.register(shutil.rmtree, os.environ["FMDUEL_MODS_DIR"], True)
os.environ.setdefault("FMDUEL_ARTPACK_DIR", os.path.join(os.sep, "nonexistent", "fmduel-test-artpack"))

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED_REFERENCE = REPO.parent / "shared" / "reference" / "fm"
sys.path.insert(0, str(REPO / "tests"))


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """Returns a private copy of data/ that a test may break (one per test: a broken file never leaks)."""
    target = tmp_path / "data"
    shutil.copytree(REPO / "data", target)
    return target


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Returns a session-wide temporary cache dir for compiled tables."""
    return tmp_path_factory.mktemp("carddb-cache")


@pytest.fixture(scope="session")
def db(cache_dir: Path):
    """Returns the CardDB compiled from the committed data/ (shared by the whole session)."""
    from game.db import load_carddb

    return load_carddb(REPO / "data", cache_dir)


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keeps the tests that share one gallery render on one worker when pytest-xdist runs the suite in
    parallel (``-n``, ``--dist loadgroup``), so the ten-second render is made once, not once a worker."""
    for item in items:
        if "gallery" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("gallery"))
