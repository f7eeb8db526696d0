"""Shared pieces of the bad-input fuzzers: malformed documents, byte damage, and the one contract.

The contract for every user-editable file: loading it either works or raises the loader's own
error type with a message that names the file; nothing else escapes, and the file on disk is
byte-for-byte what it was (a loader never "repairs" or loses the player's file).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from pathlib import Path

from hypothesis import strategies as st

_SCALAR = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=12)
           | st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from(["", "-1", "1e999", "∞", "\x00"]))
JSONISH = st.recursive(_SCALAR, lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=10)


def damage(good: bytes, data: st.DataObject) -> bytes:
    """Returns ``good`` with one of: a byte changed, a slice cut, garbage inserted, or truncation."""
    how = data.draw(st.sampled_from(["flip", "cut", "insert", "truncate"]))
    pos = data.draw(st.integers(0, max(len(good) - 1, 0)))
    if how == "flip":
        return good[:pos] + bytes([data.draw(st.integers(0, 255))]) + good[pos + 1:]
    if how == "cut":
        return good[:pos] + good[pos + data.draw(st.integers(1, 64)):]
    if how == "insert":
        return good[:pos] + data.draw(st.binary(min_size=1, max_size=16)) + good[pos:]
    return good[:pos]


def snapshot(paths: Iterable[Path]) -> dict[Path, bytes]:
    """Returns the bytes of every file under the given files and directories."""
    out = {}
    for p in paths:
        files = sorted(q for q in p.rglob("*") if q.is_file()) if p.is_dir() else [p]
        out.update({q: q.read_bytes() for q in files if q.exists()})
    return out


def expect_clean(load: Callable[[], object], errors: tuple[type[BaseException], ...], names: str,
                 inputs: Iterable[Path]) -> BaseException | None:
    """Runs ``load``; only ``errors`` may escape, their message must name ``names``; inputs stay unchanged.

    Returns the error raised (None when the input loaded).
    """
    inputs = list(inputs)
    before = snapshot(inputs)
    caught = None
    try:
        load()
    except errors as exc:
        caught = exc
        assert names in str(exc), f"{type(exc).__name__} does not name {names!r}: {exc}"
        assert "Traceback" not in str(exc)
    after = snapshot(inputs)
    assert after == before, "a loader modified or removed its input file"
    return caught


def finite(x: object) -> bool:
    """Returns whether a value is a finite number (JSON's Infinity/NaN are not)."""
    return isinstance(x, int | float) and math.isfinite(x)
