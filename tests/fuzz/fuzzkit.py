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


# ---------------------------------------------------------------- hostile values spliced into good files

_ALIAS = "[&x [1, 2, 3], *x, *x]"


def hostile_fragment(data: st.DataObject, fmt: str) -> str:
    """Draws one hostile value written as YAML or JSON text: a number of thousands of digits, a Unicode
    digit, deep nesting, an alias (YAML), a raw NUL byte, a very long text, or non-UTF-8 bytes.

    Raw bytes that are not UTF-8 are carried as surrogates; ``splice_hostile`` turns them into bytes.
    """
    quote = "'" if fmt == "yaml" else '"'
    kinds = ["digits", "unicode digit", "nesting", "NUL", "long text", "non-UTF-8"] + (["alias"] if fmt == "yaml" else [])
    kind = data.draw(st.sampled_from(kinds))
    if kind == "digits":
        return data.draw(st.sampled_from(["", "-"])) + "9" * data.draw(st.integers(41, 6000))
    if kind == "unicode digit":
        return quote + data.draw(st.sampled_from(["²", "١٢", "³⁴", "߀", "𝟗", "①"])) + quote
    if kind == "nesting":
        n = data.draw(st.integers(33, 3000))
        return "[" * n + "]" * n
    if kind == "NUL":
        return quote + "a\0b" + quote
    if kind == "long text":
        return quote + "x" * data.draw(st.integers(10_001, 20_000)) + quote
    if kind == "non-UTF-8":
        return quote + data.draw(st.sampled_from(["\udcff", "\udcc3(", "a\udc80"])) + quote
    return _ALIAS


def splice_hostile(good: bytes, data: st.DataObject, fmt: str) -> bytes:
    """Returns ``good`` with one of its numbers or quoted texts replaced by a hostile fragment."""
    import re

    text = good.decode("utf-8")
    spots = [m.span() for m in re.finditer(r'-?\b\d+\b|"[^"\n]*"', text)]
    start, end = data.draw(st.sampled_from(spots))
    return (text[:start] + hostile_fragment(data, fmt) + text[end:]).encode("utf-8", "surrogateescape")
