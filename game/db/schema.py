"""A small declarative checker for data records, so every file is validated the same way.

Each record kind is a table of ``Field`` specs. ``check_record`` rejects unknown keys, missing
required keys, wrong types, out-of-range numbers and values outside a closed vocabulary, and
every failure names the file, the record and the field (DataError).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class DataError(ValueError):
    """A data file is wrong; the message names the file, the record and the field."""


@dataclass(frozen=True, slots=True)
class Field:
    """One key of a record: its Python type, whether it is required, and its allowed values."""

    kind: type | tuple[type, ...]
    required: bool = True
    lo: int | None = None
    hi: int | None = None
    choices: tuple | frozenset | None = None
    items: Field | None = None  # for lists: the spec of each item
    length: tuple[int, int] | None = None  # for lists and strings: (min, max)
    check: Callable[[Any], str | None] | None = None  # extra test; returns an error text or None


def where(path: str, record: str) -> Callable[[str], DataError]:
    """Returns a factory of DataErrors that start with 'file: record:'."""

    def make(text: str) -> DataError:
        return DataError(f"{path}: {record}: {text}")

    return make


def check_record(raw: Any, spec: dict[str, Field], path: str, record: str) -> dict[str, Any]:
    """Returns the record as a dict after checking it against spec; raises DataError otherwise."""
    err = where(path, record)
    if not isinstance(raw, dict):
        raise err(f"expected a mapping of fields, got {_show(raw)}")
    unknown = sorted(set(map(str, raw)) - set(spec))
    if unknown:
        raise err(f"unknown field {_show(unknown[0])} (known fields: {', '.join(spec)})")
    for name, field in spec.items():
        if name not in raw:
            if field.required:
                raise err(f"field {name!r} is missing")
            continue
        problem = _check_value(raw[name], field)
        if problem:
            raise err(f"field {name!r} = {_show(raw[name])}, {problem}")
    return dict(raw)


def check_list(raw: Any, key: str, path: str) -> list:
    """Returns document[key] when it is a list; raises DataError naming the file otherwise."""
    if not isinstance(raw, dict) or key not in raw:
        raise DataError(f"{path}: top-level key {key!r} is missing")
    value = raw[key]
    if not isinstance(value, list):
        raise DataError(f"{path}: {key!r} must be a list, got {_show(value)}")
    return value


# ---------------------------------------------------------------- helpers

def _check_value(value: Any, field: Field) -> str | None:
    if isinstance(value, bool) and field.kind is not bool and bool not in _as_tuple(field.kind):
        return f"expected {_kind_name(field.kind)}"
    if not isinstance(value, field.kind):
        return f"expected {_kind_name(field.kind)}"
    if field.lo is not None and value < field.lo or field.hi is not None and value > field.hi:
        return f"expected {field.lo}..{field.hi}"
    if field.choices is not None and value not in field.choices:
        shown = sorted(map(str, field.choices))
        more = "" if len(shown) <= 12 else f" ... ({len(shown)} values)"
        return f"expected one of {', '.join(shown[:12])}{more}"
    if field.length is not None:
        lo, hi = field.length
        if not lo <= len(value) <= hi:
            return f"expected length {lo}..{hi}, got {len(value)}"
    if field.items is not None:
        for i, item in enumerate(value):
            problem = _check_value(item, field.items)
            if problem:
                return f"item {i} ({_show(item)}): {problem}"
    if field.check is not None:
        return field.check(value)
    return None


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {int: "an integer", str: "a string", bool: "true/false", list: "a list", dict: "a mapping"}
    return " or ".join(names.get(k, k.__name__) for k in _as_tuple(kind))


def _show(value: Any) -> str:
    from game.safe_load import brief

    return brief(value)
