"""Reading documents a player, a modder or an attacker may have written: bounded in every way.

Every loader (config, saves, deck files, replays, mods, positions, data/) reads through here, so
one set of limits holds everywhere: a size cap per file kind, UTF-8 text without raw NUL bytes (an
escaped ``\0`` inside a quoted text is just a character), YAML parsed by the C loader with aliases
refused (no "billion laughs"), nesting at most ``MAX_DEPTH`` deep, text values at most ``MAX_TEXT``
characters, numbers at most ``MAX_DIGITS`` digits (Python's int-string limit would raise
``ValueError`` from inside the parser otherwise). A problem is a ``DocError`` whose message says
what is wrong and where in the file (never the whole value), and each loader turns it into its own
error naming the file.
"""

from __future__ import annotations

import json
import os
import reprlib
from pathlib import Path
from typing import Any

MAX_DEPTH = 32  # the deepest real document (campaign.yaml) nests 6 levels
MAX_TEXT = 10_000  # characters in one text value (or mapping key)
MAX_DIGITS = 40  # digits in one number; every real value fits in 20
KIB, MIB = 1024, 1024 * 1024

# What each kind of file may weigh (bytes). The real files are far below: data/fusions.txt, the
# largest, is 0.5 MB; a save is ~10 KB; a replay of the longest tag duel ~100 KB; a position (both
# sides' full decks spelt out by name) ~5 KB.
LIMITS = {"config": 256 * KIB, "save": 1 * MIB, "deck": 64 * KIB, "replay": 4 * MIB, "mod": 4 * MIB,
          "data": 16 * MIB, "position": 256 * KIB}

_brief = reprlib.Repr()
_brief.maxstring, _brief.maxother, _brief.maxlist, _brief.maxdict, _brief.maxlevel = 40, 40, 4, 4, 2


class DocError(ValueError):
    """A document breaks a limit or does not parse; the message says what and where (not which file)."""


def brief(value: Any) -> str:
    """Returns a short repr of a value for an error message: bounded work and length, whatever the value
    (reprlib bounds each level, not the total: four long keys and values still make 300 characters)."""
    return clip(_brief.repr(value), 120)


def clip(text: str, width: int = 60) -> str:
    """Returns text cut to width characters (with '...') for a message."""
    return text if len(text) <= width else text[:width - 3] + "..."


def read_capped(path: Path | str, kind: str) -> bytes:
    """Returns a file's bytes; DocError when it weighs more than its kind's limit, OSError when unreadable."""
    limit = LIMITS[kind]
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size > limit:
            raise DocError(f"file is too large ({_size(size)}; a {kind} file may weigh at most {_size(limit)})")
        data = fh.read(limit + 1)
    if len(data) > limit:  # grew while being read, or a device that reports no size
        raise DocError(f"file is too large (over {_size(limit)}; a {kind} file may weigh at most {_size(limit)})")
    return data


def text_of(data: bytes) -> str:
    """Returns the UTF-8 text of file bytes; DocError for other encodings and for NUL bytes."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DocError(f"not UTF-8 text (byte {exc.start}: {exc.reason})") from None
    if "\0" in text:
        line = text.count("\n", 0, text.index("\0")) + 1
        raise DocError(f"line {line}: a NUL byte (binary data, not text)")
    return text.removeprefix("\ufeff")


def parse_yaml(data: bytes) -> Any:
    """Returns the YAML document in file bytes, parsed with the C loader and checked against the limits."""
    import yaml  # only here: the save path (JSON) must not pay for importing it

    text = text_of(data)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _check_nodes(node)
        return loader.construct_document(node)
    except DocError:
        raise
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f"line {mark.line + 1}: " if mark is not None else ""
        raise DocError(f"{at}not valid YAML ({getattr(exc, 'problem', None) or first_line(exc)})") from None
    except (ValueError, TypeError, OverflowError) as exc:  # e.g. a date that does not exist: 2001-13-45
        raise DocError(f"not valid YAML (a value cannot be read: {first_line(exc)[:80]})") from None
    except RecursionError:
        raise DocError(f"nested more than {MAX_DEPTH} levels deep") from None
    finally:
        loader.dispose()


def parse_json(data: bytes) -> Any:
    """Returns the JSON document in file bytes, checked against the limits."""
    text = text_of(data)
    try:
        doc = json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except json.JSONDecodeError as exc:
        raise DocError(f"line {exc.lineno} column {exc.colno}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise DocError(f"nested more than {MAX_DEPTH} levels deep") from None
    _check_values(doc)
    return doc


def load_file(path: Path | str, kind: str, fmt: str) -> Any:
    """Returns the checked YAML (fmt 'yaml') or JSON document of a file; DocError or OSError otherwise."""
    data = read_capped(path, kind)
    return parse_yaml(data) if fmt == "yaml" else parse_json(data)


def plain_int(text: str) -> int | None:
    """Returns the integer an ASCII digit string spells (at most MAX_DIGITS digits), else None.

    ``str.isdigit`` also accepts '²' and other characters ``int`` rejects; this never raises.
    """
    text = text.strip()
    if text.isascii() and text.isdigit() and len(text) <= MAX_DIGITS:
        return int(text)
    return None


def signed_int(text: str) -> int | None:
    """Returns the integer an optionally signed ASCII digit string spells ('-5', '+3', '007'), else None,
    so a command can say "no card with id -5" rather than treating '-5' as a name."""
    text = text.strip()
    sign = -1 if text[:1] == "-" else 1
    value = plain_int(text[1:] if text[:1] in "+-" and text[1:2].isdigit() else text)
    return None if value is None else sign * value


def first_line(exc: BaseException) -> str:
    """Returns the first line of an exception's message (its type name when it has none), for a
    one-line problem report."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# ---------------------------------------------------------------- helpers

def _check_nodes(root: Any) -> None:
    """Walks the composed node graph (iteratively): no alias, depth, text and number limits."""
    import yaml

    seen: set[int] = set()
    stack: list[tuple[yaml.Node, int]] = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if id(node) in seen:
            raise DocError(f"an alias (*name) repeats the value anchored at line {node.start_mark.line + 1}; "
                           "anchors and aliases are not allowed")
        seen.add(id(node))
        if depth > MAX_DEPTH:
            raise DocError(f"line {node.start_mark.line + 1}: nested more than {MAX_DEPTH} levels deep")
        if isinstance(node, yaml.ScalarNode):
            _check_scalar(node)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((child, depth + 1) for child in node.value)
        else:
            stack.extend((child, depth + 1) for pair in node.value for child in pair)


def _check_scalar(node: Any) -> None:
    where = f"line {node.start_mark.line + 1}"
    if len(node.value) > MAX_TEXT:
        raise DocError(f"{where}: a value of {len(node.value)} characters (at most {MAX_TEXT})")
    if node.tag.endswith((":int", ":float")) and sum(c.isdigit() for c in node.value) > MAX_DIGITS:
        raise DocError(f"{where}: a number of more than {MAX_DIGITS} digits")


def _check_values(doc: Any) -> None:
    """Walks a parsed JSON document (iteratively): depth and text limits."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise DocError(f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(value, dict):
            stack.extend((k, depth + 1) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, str) and len(value) > MAX_TEXT:
            raise DocError(f"a text value of {len(value)} characters (at most {MAX_TEXT})")


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise DocError(f"a number of more than {MAX_DIGITS} digits")
    return int(text)


def _json_constant(name: str) -> float:
    raise DocError(f"{name} is not a JSON number")


def _size(n: int) -> str:
    return f"{n / MIB:.1f} MB" if n >= MIB else f"{n / KIB:.0f} KB"
