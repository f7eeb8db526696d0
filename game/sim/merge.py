"""``fmduel sim merge``: adding up the summaries (or record files) of one study's shards.

    summary = merge([load(path) for path in paths])     # raises MergeError, one line saying why

Inputs add up only when they are shards of the same study (the same data digest, engine edition,
options, seed and sides; see game.sim.study) and their index ranges tile one range with no overlap
and no gap. The result is the summary the whole run would have printed, byte for byte, because
every count is a plain sum (game.sim.tally).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from game.safe_load import DocError, parse_json
from game.sim.shards import RECORDS_FORMAT, SUMMARY_FORMAT
from game.sim.study import Kind
from game.sim.tally import add_counts, add_result, new_counts, result_of

_MAX_BYTES = 64 << 20  # a summary is small; a records file is read line by line
# What must agree, in the order it is checked, and how a mismatch is named.
_SAME = (("data_digest", "data digest"), ("engine", "engine version"), ("edition", "rules edition"),
         ("options", "options"), ("seed", "master seed"), ("kind", "kind of duel"), ("sides", "sides"))


class MergeError(ValueError):
    """Inputs that cannot be merged; the message names the file and what differs."""


@dataclass(frozen=True, slots=True)
class Shard:
    """One input: where it came from, and its summary."""

    name: str
    summary: dict[str, Any]

    @property
    def first(self) -> int:
        return self.summary["first"]

    @property
    def end(self) -> int:
        return self.summary["first"] + self.summary["count"]

    def span(self) -> str:
        return f"{self.name} (duels {self.first}-{self.end - 1})" if self.end > self.first else f"{self.name} (no duels)"


def load(path: Path | str) -> Shard:
    """Returns a summary file (``fmduel sim --json``) or records file (``--records``) as a shard."""
    path = Path(path)
    try:
        with open(path, encoding="utf-8") as f:
            head = f.readline(_MAX_BYTES)
            try:
                first = parse_json(head.encode())
            except DocError:
                first = None  # a summary printed over several lines, or not JSON at all (said below)
            if isinstance(first, dict) and first.get("format") == RECORDS_FORMAT:
                return Shard(str(path), _from_records(path, first, f))
            rest = f.read(_MAX_BYTES)
    except OSError as exc:
        raise MergeError(f"{path}: cannot read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise MergeError(f"{path}: not UTF-8 text") from None
    summary = _json(head + rest, path, None)
    if not isinstance(summary, dict) or summary.get("format") != SUMMARY_FORMAT:
        raise MergeError(f"{path}: not an fmduel sim summary (--json) or records file (--records)")
    _check_summary(path, summary)
    return Shard(str(path), summary)


def merge(shards: list[Shard]) -> dict[str, Any]:
    """Returns the summary of all the shards together; raises MergeError when they are not one study's
    shards or their ranges overlap or leave a gap."""
    if not shards:
        raise MergeError("nothing to merge")
    base = shards[0]
    for other in shards[1:]:
        for key, what in _SAME:
            mine, theirs = base.summary["study"].get(key), other.summary["study"].get(key)
            if mine != theirs:
                field, mine, theirs = _difference(mine, theirs)
                where = f" ({field})" if field else ""
                raise MergeError(f"{other.name}: {what}{where} {_short(theirs)} differs from {base.name}'s "
                                 f"{_short(mine)}")
    ordered = sorted((s for s in shards if s.end > s.first), key=lambda s: s.first)
    for prev, nxt in pairwise(ordered):
        if nxt.first < prev.end:
            raise MergeError(f"{nxt.span()} overlaps {prev.span()}")
        if nxt.first > prev.end:
            raise MergeError(f"duels {prev.end}-{nxt.first - 1} are in no input (between {prev.span()} and "
                             f"{nxt.span()})")
    kind = Kind(base.summary["study"]["kind"])
    counts = new_counts(kind)
    for s in ordered:
        counts = add_counts(counts, s.summary["counts"])
    first = ordered[0].first if ordered else base.first
    return {"format": SUMMARY_FORMAT, "study": base.summary["study"], "first": first,
            "count": sum(s.end - s.first for s in ordered), "counts": counts}


# ---------------------------------------------------------------- helpers

def _from_records(path: Path, header: dict[str, Any], f) -> dict[str, Any]:
    study = header.get("study")
    if not isinstance(study, dict) or study.get("kind") not in set(Kind):
        raise MergeError(f"{path}: line 1: the records header names no study")
    kind = Kind(study["kind"])
    counts, first, expected = new_counts(kind), None, None
    for number, line in enumerate(f, start=2):
        if not line.strip():
            continue
        data = _json(line, path, number)
        try:
            index = data["index"]
            result = result_of(kind, data)
        except (KeyError, ValueError, TypeError):
            raise MergeError(f"{path}: line {number}: not a duel record") from None
        if not isinstance(index, int) or isinstance(index, bool):
            raise MergeError(f"{path}: line {number}: index {index!r} is not a whole number")
        if expected is not None and index != expected:
            problem = "repeats or goes back" if index < expected else f"skips duels {expected}-{index - 1}"
            raise MergeError(f"{path}: line {number}: duel {index} {problem}")
        first = index if first is None else first
        expected = index + 1
        add_result(kind, counts, result)
    first = 0 if first is None else first
    return {"format": SUMMARY_FORMAT, "study": study, "first": first, "count": counts["duels"], "counts": counts}


def _check_summary(path: Path, s: dict[str, Any]) -> None:
    study, counts = s.get("study"), s.get("counts")
    ok = (isinstance(study, dict) and study.get("kind") in set(Kind) and isinstance(counts, dict)
          and all(isinstance(s.get(k), int) and not isinstance(s.get(k), bool) and s[k] >= 0 for k in ("first", "count"))
          and _int_leaves(counts) and counts.get("duels") == s["count"])
    if not ok:
        raise MergeError(f"{path}: a damaged sim summary (study, first, count or counts missing or wrong)")


def _int_leaves(counts: Any) -> bool:
    if isinstance(counts, dict):
        return all(isinstance(k, str) and _int_leaves(v) for k, v in counts.items())
    return isinstance(counts, int) and not isinstance(counts, bool) and counts >= 0


def _json(text: str, path: Path, line: int | None) -> Any:
    """Returns a JSON document under the project's limits for hostile files (game.safe_load)."""
    try:
        return parse_json(text.encode())
    except DocError as exc:
        where = f"line {line}: " if line is not None else ""
        raise MergeError(f"{path}: {where}{exc}") from None


def _difference(mine: Any, theirs: Any, field: str = "") -> tuple[str, Any, Any]:
    """Returns (the path of the first field that differs, e.g. "b.level", its two values): a refusal shows
    the field that differs, not two long descriptions cut at the same prefix."""
    if isinstance(mine, dict) and isinstance(theirs, dict):
        for key in sorted(set(mine) | set(theirs), key=str):
            if mine.get(key, _MISSING) != theirs.get(key, _MISSING):
                return _difference(mine.get(key, _MISSING), theirs.get(key, _MISSING),
                                   f"{field}.{key}" if field else str(key))
    if isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
        for i, (a, b) in enumerate(zip(mine, theirs)):
            if a != b:
                return _difference(a, b, f"{field}[{i}]")
    return field, mine, theirs


_MISSING = object()  # a field one side does not have


def _short(value: Any) -> str:
    if value is _MISSING:
        return "(none)"
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 60 else text[:57] + "..."
