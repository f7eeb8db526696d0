"""A compiled-tables cache keyed by a hash of data/, so start-up skips YAML parsing.

The cache is only an accelerator: a missing, stale, unreadable, corrupt or edited file is rebuilt
from data/ and never trusted over it. A cache file is named ``carddb-<data digest>-<own digest>.npz``:
the first digest picks the data it was compiled from, the second is the SHA-256 of the file's own
bytes, so a cache edited and re-saved as a valid .npz no longer matches its name and is rebuilt.
Writes go to a temporary file and are renamed into place.
"""

from __future__ import annotations

import hashlib
import io
import os
import tempfile
import zipfile
from pathlib import Path

import numpy as np

from game.db.tables import CardDB, from_arrays, to_arrays
from game.db.vocab import DATA_FILES, LOAD_CHECKED_FILES

CACHE_VERSION = "4"
_OWN = 16  # hex digits of the file's own digest in its name


def data_hash(data_dir: Path, extra: str = "") -> str:
    """Returns a hex digest of every data file's name and bytes, the cache layout version and extra
    (the mods' digest), so any change to what the tables are built from picks another cache file."""
    h = hashlib.sha256(CACHE_VERSION.encode() + extra.encode())
    for name in DATA_FILES + LOAD_CHECKED_FILES:
        h.update(name.encode() + b"\0")
        path = data_dir / name
        h.update(path.read_bytes() if path.is_file() else b"\0<missing>\0")
    return h.hexdigest()[:32]


def cache_path(cache_dir: Path, digest: str) -> Path | None:
    """Returns the cache file compiled from data with this digest, or None when there is none."""
    found = sorted(cache_dir.glob(f"carddb-{digest}-*.npz")) if cache_dir.is_dir() else []
    return found[0] if found else None


def read_cache(path: Path | None) -> CardDB | None:
    """Returns the cached CardDB, or None when the file is missing, unusable or not what its name says."""
    if path is None:
        return None
    try:
        data = path.read_bytes()
        if hashlib.sha256(data).hexdigest()[:_OWN] != path.stem.rsplit("-", 1)[-1]:
            return None  # edited since it was written
        with np.load(io.BytesIO(data), allow_pickle=False) as npz:
            return from_arrays({k: npz[k] for k in npz.files})
    except (OSError, ValueError, KeyError, TypeError, zipfile.BadZipFile, EOFError):
        return None


def write_cache(cache_dir: Path, digest: str, db: CardDB) -> Path | None:
    """Writes the cache atomically and removes older caches; returns its path, None if the dir is not writable."""
    buf = io.BytesIO()
    np.savez(buf, **to_arrays(db))
    data = buf.getvalue()
    path = cache_dir / f"carddb-{digest}-{hashlib.sha256(data).hexdigest()[:_OWN]}.npz"
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".carddb-", suffix=".npz", dir=cache_dir)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except OSError:
        return None
    for old in cache_dir.glob("carddb-*.npz"):
        if old != path:
            old.unlink(missing_ok=True)
    return path
