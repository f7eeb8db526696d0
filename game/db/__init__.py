"""The card database: data/ validated and compiled into numpy tables (see ``tables.CardDB``).

``load_carddb()`` is the one entry point; it uses the compiled cache when it matches data/ and
rebuilds it otherwise.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.db.schema import DataError
from game.db.tables import CardDB

__all__ = ["CardDB", "DataError", "default_cache_dir", "default_data_dir", "default_mods_dir", "load_carddb"]


def default_data_dir() -> Path:
    """Returns the bundled data/ (see game.resources), or $FMDUEL_DATA when set."""
    env = os.environ.get("FMDUEL_DATA")
    if env:
        return Path(env)
    from game.resources import bundled

    return bundled("data")


def default_cache_dir() -> Path:
    """Returns the per-user cache dir for compiled tables, or $FMDUEL_CACHE_DIR when set."""
    env = os.environ.get("FMDUEL_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_cache_dir("fmduel", appauthor=False))


def default_mods_dir() -> Path:
    """Returns the per-user mods dir (``mods`` beside the saves), or $FMDUEL_MODS_DIR when set."""
    env = os.environ.get("FMDUEL_MODS_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("fmduel", appauthor=False)) / "mods"


def load_carddb(data_dir: Path | None = None, cache_dir: Path | None = None, *, use_cache: bool = True,
                mod_dirs: list[Path] | None = None) -> CardDB:
    """Returns the CardDB for data_dir with the mods of mod_dirs applied (``db.mods`` reports them).

    Raises DataError naming file, record and field when data/ is bad; a bad mod entry is only
    reported (rejected, the rest applies), never fatal.
    """
    from game.db.cache import cache_path, data_hash, read_cache, write_cache

    files: list[Path] = []
    if mod_dirs:
        from game.db.mods import mod_files, mods_hash

        files = mod_files([Path(d) for d in mod_dirs])

    data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
    if not data_dir.is_dir():
        raise DataError(f"{data_dir}: data directory not found")
    if use_cache:
        cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        try:
            target = cache_path(cache_dir, data_hash(data_dir, mods_hash(files) if files else ""))
        except OSError as exc:
            raise DataError(f"{exc.filename}: cannot read ({exc.strerror})") from None
        cached = read_cache(target)
        if cached is not None:
            return cached
    from game.db.sources import read_sources  # YAML parsing is only needed when rebuilding
    from game.db.tables import compile_tables

    src, report = read_sources(data_dir), None
    if files:
        from game.db.mods import apply_mods

        src, mod_report = apply_mods(src, files)
        report = mod_report.to_dict()
    db = compile_tables(src, report)
    if use_cache:
        write_cache(target, db)
    return db
