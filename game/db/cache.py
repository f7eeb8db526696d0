"""A compiled-tables cache keyed by a hash of data/, so start-up skips YAML parsing.

The cache is only an accelerator: a missing, stale, unreadable or corrupt file is rebuilt from
data/ and never trusted over it. Writes go to a temporary file and are renamed into place.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import zipfile
from pathlib import Path

import numpy as np

from game.db.tables import CardDB, from_arrays, to_arrays
from game.db.vocab import DATA_FILES

CACHE_VERSION = "2"


def data_hash(data_dir: Path, extra: str = "") -> str:
    """Returns a hex digest of every data file's name and bytes, the cache layout version and extra
    (the mods' digest), so any change to what the tables are built from picks another cache file."""
    h = hashlib.sha256(CACHE_VERSION.encode() + extra.encode())
    for name in DATA_FILES:
        h.update(name.encode() + b"\0")
        h.update((data_dir / name).read_bytes())
    return h.hexdigest()[:32]


def cache_path(cache_dir: Path, digest: str) -> Path:
    """Returns where the tables compiled from data with this digest are cached."""
    return cache_dir / f"carddb-{digest}.npz"


def read_cache(path: Path) -> CardDB | None:
    """Returns the cached CardDB, or None when the file is missing or unusable."""
    if not path.is_file():
        return None
    try:
        with np.load(path, allow_pickle=False) as npz:
            return from_arrays({k: npz[k] for k in npz.files})
    except (OSError, ValueError, KeyError, TypeError, zipfile.BadZipFile, EOFError):
        return None


def write_cache(path: Path, db: CardDB) -> bool:
    """Writes the cache atomically and removes older caches; returns False if the dir is not writable."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".carddb-", suffix=".npz", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            np.savez(fh, **to_arrays(db))
        os.replace(tmp, path)
    except OSError:
        return False
    for old in path.parent.glob("carddb-*.npz"):
        if old != path:
            old.unlink(missing_ok=True)
    return True
