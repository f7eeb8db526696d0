"""Playing one index range of a study on an executor: its additive summary and, if asked, its records.

    summary, stopped = run_range(study, run_chunk, (a, b, seed), first=0, count=1000,
                                 executor=LocalExecutor(2, None, db), records=Path("s.jsonl"))

Duels ``first .. first+count-1`` are cut into tasks, played on the executor and added up in index
order (``game.sim.tally``). Ctrl-C stops the run between two tasks' results: the summary then covers
the duels finished so far, ``first .. first+done-1``, which is itself a shard that merges with the
rest, and the records file holds exactly those duels. The records are written to ``FILE.part`` and
renamed to FILE at the end, so a run that fails never leaves a half file under the asked name.
"""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, Self, TextIO

from game.sim.progress import Progress
from game.sim.study import Study
from game.sim.tally import add_counts, add_result, new_counts, record

SUMMARY_FORMAT = "fmduel-sim-summary/1"
RECORDS_FORMAT = "fmduel-sim-records/1"


def summary_of(study: Study, first: int, count: int, counts: dict[str, Any]) -> dict[str, Any]:
    """Returns the summary of duels ``first .. first+count-1`` (what ``--json`` prints and merge reads)."""
    return {"format": SUMMARY_FORMAT, "study": study.header(), "first": first, "count": count, "counts": counts}


def dumps(summary: dict[str, Any]) -> str:
    """Returns the one canonical text of a summary: the same counts give the same bytes."""
    return json.dumps(summary, sort_keys=True)


def run_range(study: Study, work: Callable[..., list], args: tuple, *, first: int, count: int, executor,
              records: Path | None = None, progress: Progress | None = None) -> tuple[dict[str, Any], bool]:
    """Returns (the summary of the duels played, whether Ctrl-C stopped the run early)."""
    counts = new_counts(study.kind)
    size = executor.chunk(count)
    last = first + count
    tasks = [range(i, min(i + size, last)) for i in range(first, last, size)]
    header = study.header()
    out = _Records(records, header) if records is not None else None
    done, stop = 0, _Stop()
    parts = executor.map(work, args, tasks)
    try:
        with stop:
            for task, part in zip(tasks, parts):
                lines, more = [], new_counts(study.kind)
                for index, result in zip(task, part, strict=True):
                    add_result(study.kind, more, result)
                    if out:
                        lines.append(json.dumps(record(study.kind, header, index, result), sort_keys=True))
                with stop.committing():  # a Ctrl-C here waits: counts and records stay one range
                    counts = add_counts(counts, more)
                    done += len(task)
                    if out:
                        out.write(lines)
                if progress:
                    progress.show(done)
    except KeyboardInterrupt:
        stop.requested = True
    finally:
        parts.close()  # an executor's pool or futures are released at once, not when collected
        if progress:
            progress.close()
        if out:
            out.close()
    return summary_of(study, first, done, counts), stop.requested


class _Records:
    """A records file being written: a header line, then one line per duel, renamed into place at the end."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path, self.part = path, path.with_name(path.name + ".part")
        self.file: TextIO = open(self.part, "w", encoding="utf-8")  # noqa: SIM115 - closed in close()
        self.file.write(json.dumps({"format": RECORDS_FORMAT, "study": header}, sort_keys=True) + "\n")

    def write(self, lines: list[str]) -> None:
        if lines:
            self.file.write("\n".join(lines) + "\n")

    def close(self) -> None:
        self.file.close()
        os.replace(self.part, self.path)


class _Stop:
    """Ctrl-C handling for a run: an interrupt raises at once, except inside ``committing()``, where it
    is held until the range being added is complete (so a stopped run's counts and records agree)."""

    def __init__(self) -> None:
        self.requested = False
        self.holding = False
        self.previous = None

    def __enter__(self) -> Self:
        if threading.current_thread() is threading.main_thread():
            self.previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)

    def committing(self) -> _Stop._Hold:
        return _Stop._Hold(self)

    def _handle(self, signum, frame) -> None:
        self.requested = True
        if not self.holding:
            raise KeyboardInterrupt

    class _Hold:
        def __init__(self, stop: _Stop) -> None:
            self.stop = stop

        def __enter__(self) -> None:
            self.stop.holding = True

        def __exit__(self, *exc) -> None:
            self.stop.holding = False
            if self.stop.requested and exc[0] is None:
                raise KeyboardInterrupt
