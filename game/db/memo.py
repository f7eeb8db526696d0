"""Per-database memo of derived lookup tables (pair-step tables, terrain per card id, ...).

Derived tables are built on first use, never at import, and live as long as their CardDB is
in use; the memo is keyed by the db object itself so two databases never share an entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from game.db.tables import CardDB

T = TypeVar("T")

_MAX_ENTRIES = 32
_memo: dict[tuple[int, str], tuple[CardDB, Any]] = {}


def derived(db: CardDB, key: str, build: Callable[[CardDB], T]) -> T:
    """Returns ``build(db)``, computed once per (db, key) and reused afterwards."""
    entry = _memo.get((id(db), key))
    if entry is not None and entry[0] is db:
        return entry[1]
    if len(_memo) >= _MAX_ENTRIES:
        _memo.clear()
    value = build(db)
    _memo[(id(db), key)] = (db, value)
    return value
