"""The card database: data/ validated and compiled into numpy tables (see ``tables.CardDB``).

``load_carddb()`` is the one entry point; it uses the compiled cache when it matches data/ and
rebuilds it otherwise. The database imports nothing of the game above it: the layers that read
more of data/ against the tables (the career's campaign and starter pools) hand their checks in
(``checks``), and they run whenever the tables are compiled.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from game.db.schema import DataError
from game.db.tables import CardDB

__all__ = ["ENV_DATA_HOME", "CardDB", "Check", "DataError", "data_dir_of", "data_home", "default_cache_dir", "default_data_dir",
           "default_mods_dir", "load_carddb"]

ENV_DATA_HOME = "FMDUEL_DATA_HOME"
Check = Callable[[CardDB], object]  # reads a data/ file against the tables; raises DataError when it is bad


def default_data_dir() -> Path:
    """Returns the bundled data/ (see game.resources), or $FMDUEL_DATA when set."""
    env = os.environ.get("FMDUEL_DATA")
    if env:
        return Path(env)
    from game.resources import bundled

    return bundled("data")


def data_dir_of(db: CardDB) -> Path:
    """Returns the data/ a CardDB was loaded from (``--data DIR`` included), else the default one."""
    return Path(db.data_dir) if db.data_dir else default_data_dir()


def data_home() -> Path:
    """Returns the folder of what the player keeps (saves, replays, the art pack): $FMDUEL_DATA_HOME
    when set, else the platform's per-user data dir."""
    env = os.environ.get(ENV_DATA_HOME)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("fmduel", appauthor=False))


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
                mod_dirs: list[Path] | None = None, checks: Sequence[Check] = ()) -> CardDB:
    """Returns the CardDB for data_dir with the mods of mod_dirs applied (``db.mods`` reports them).

    Raises DataError naming file, record and field when data/ is bad; a bad mod entry is only
    reported (rejected, the rest applies), never fatal. ``checks`` run on the compiled tables before
    they are cached (game.career.checks.CAREER_CHECKS for the game); the cache is keyed by them too,
    so tables compiled without a check are never taken for checked ones.
    """
    from game.db.cache import cache_path, data_hash, read_cache, write_cache

    files: list[Path] = []
    if mod_dirs:
        from game.db.mods import mod_files, mods_hash

        files = mod_files([Path(d) for d in mod_dirs])

    data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
    if not data_dir.is_dir():
        raise DataError(f"{data_dir}: data directory not found")
    digest = ""
    if use_cache:
        cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        try:
            digest = data_hash(data_dir, (mods_hash(files) if files else "") + _checks_key(checks))
        except OSError as exc:
            raise DataError(f"{exc.filename}: cannot read ({exc.strerror})") from None
        cached = read_cache(cache_path(cache_dir, digest))
        if cached is not None:  # the digest covers every file checked below, so they passed then
            return replace(cached, data_dir=str(data_dir))
    from game.db.sources import read_sources  # YAML parsing is only needed when rebuilding
    from game.db.tables import compile_tables

    src, report = read_sources(data_dir), None
    if files:
        from game.db.mods import apply_mods

        src, mod_report = apply_mods(src, files)
        report = mod_report.to_dict()
    db = replace(compile_tables(src, report), data_dir=str(data_dir))
    for check in checks:
        check(db)
    if use_cache:
        write_cache(cache_dir, digest, db)
    return db


def _checks_key(checks: Sequence[Check]) -> str:
    """Returns the part of the cache key that names the checks the tables passed ("" for none)."""
    names = [f"{getattr(c, '__module__', '')}.{getattr(c, '__qualname__', repr(c))}" for c in checks]
    return "|checks:" + ",".join(names) if names else ""
