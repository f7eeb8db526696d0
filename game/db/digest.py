"""A short digest of every rule table of a database: what two machines must agree on to duel (the online
handshake, issue 26) and what a replay records of the mods it was played with.

It lives beside the database so the network layer and the replays read the same digest without either
importing the other (or a screen).
"""

from __future__ import annotations

from game.db.memo import derived


def tables_digest(db) -> str:
    """Returns a short digest of every rule table (what a mod can change), computed once per db."""
    return derived(db, "tables_digest", _digest)


_ZERO_IS_ABSENT = ("starter_mod",)


def _digest(db) -> str:
    import dataclasses
    import hashlib

    import numpy as np

    h = hashlib.sha256()
    for f in dataclasses.fields(db):
        value = getattr(db, f.name)
        if isinstance(value, np.ndarray):
            if f.name in _ZERO_IS_ABSENT and not value.any():
                continue  # a table only a mod fills: a database without it keeps the digest it had before
            h.update(f"{f.name}:{value.dtype}:{value.shape}".encode())
            h.update(np.ascontiguousarray(value).tobytes())
    return h.hexdigest()[:16]
