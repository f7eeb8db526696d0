"""The card database: data/ validated and compiled into numpy tables (see ``tables.CardDB``).

``load_carddb()`` is the one entry point; it uses the compiled cache when it matches data/ and
rebuilds it otherwise.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.db.schema import DataError
from game.db.tables import CardDB

__all__ = ["CardDB", "DataError", "default_data_dir", "default_cache_dir", "load_carddb"]


def default_data_dir() -> Path:
    """Returns data/ beside the game package, or $FMDUEL_DATA when set."""
    env = os.environ.get("FMDUEL_DATA")
    return Path(env) if env else Path(__file__).resolve().parent.parent.parent / "data"


def default_cache_dir() -> Path:
    """Returns the per-user cache dir for compiled tables, or $FMDUEL_CACHE_DIR when set."""
    env = os.environ.get("FMDUEL_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_cache_dir("fmduel", appauthor=False))


def load_carddb(data_dir: Path | None = None, cache_dir: Path | None = None, *, use_cache: bool = True) -> CardDB:
    """Returns the CardDB for data_dir; raises DataError naming file, record and field when data is bad."""
    from game.db.cache import cache_path, data_hash, read_cache, write_cache

    data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
    if not data_dir.is_dir():
        raise DataError(f"{data_dir}: data directory not found")
    if use_cache:
        cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        try:
            target = cache_path(cache_dir, data_hash(data_dir))
        except OSError as exc:
            raise DataError(f"{exc.filename}: cannot read ({exc.strerror})") from None
        cached = read_cache(target)
        if cached is not None:
            return cached
    from game.db.sources import read_sources  # YAML parsing is only needed when rebuilding
    from game.db.tables import compile_tables

    db = compile_tables(read_sources(data_dir))
    if use_cache:
        write_cache(target, db)
    return db
