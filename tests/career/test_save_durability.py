"""A save survives the process dying at any moment of the write (R15.22, D-29), proved without timing.

A driver process first traces one save: every file-system step the writer takes (temp file created,
the bytes written, cut at the first two, every 64th and the last; fsync, rename, unlink) is a numbered
kill point. It then replays the same save
once per point from the same starting files, in a forked child that SIGKILLs itself at that point, so
every point is covered exactly once whatever the machine's speed. After each kill the slot (or its
backup) must load and hold either the last complete save or the new one, a damaged slot set aside
must still be on disk, and the next save must succeed and leave no temp file behind.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

_DRIVER = r"""
import json, os, shutil, signal, sys, tempfile
from dataclasses import replace
from pathlib import Path
from game.career import save as S
from game.career.model import new_save

ROOT = Path(sys.argv[1])
BASE = new_save("KILL", 1, [1, 2, 3])
BROKEN = b'{"format": "fmduel-save", "trunc'


def make(n):
    # the n-th save; the file's size changes from save to save
    trunk = list(BASE.trunk)
    trunk[1 + n % 722] = n % 251
    return replace(BASE.with_flag("n", n), trunk=tuple(trunk), starchips=n)


class Points:
    # numbered kill points: the process SIGKILLs itself on reaching point number kill_at
    def __init__(self, kill_at):
        self.kill_at, self.labels = kill_at, []

    def reach(self, label):
        if len(self.labels) == self.kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        self.labels.append(label)


def offsets(size):
    # where a write is cut: its first bytes, every 64th and its last (between them a cut leaves the
    # same files, a shorter or longer unfinished temp file)
    return sorted({0, 1, size - 1, *range(0, size, 64)})


class Writes:
    # a file opened for writing whose bytes reach the file in pieces, a kill point at each cut
    def __init__(self, fh, points):
        self._fh, self._points = fh, points

    def write(self, data):
        done = 0
        for cut in offsets(len(data)):
            self._fh.write(data[done:cut])
            self._fh.flush()  # in the file, as far as a reader (the next process) can see
            done = cut
            self._points.reach(f"write byte {cut}/{len(data)}")
        self._fh.write(data[done:])
        return len(data)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self._fh.__exit__(*exc)

    def __getattr__(self, name):
        return getattr(self._fh, name)


def instrument(points):
    # every step of the writer that changes a file becomes a kill point (this process only: a fork)
    real = {"replace": os.replace, "unlink": os.unlink, "fsync": os.fsync, "fdopen": os.fdopen,
            "mkstemp": tempfile.mkstemp}

    def replace_(src, dst, **kw):
        points.reach(f"replace {Path(src).name.split('.json.')[0]} -> {Path(dst).name}")
        return real["replace"](src, dst, **kw)

    def unlink_(path, **kw):
        points.reach(f"unlink {Path(path).name}")
        return real["unlink"](path, **kw)

    def fsync_(fd):
        points.reach("fsync")
        return real["fsync"](fd)

    def mkstemp_(*args, **kw):
        points.reach(f"mkstemp {kw.get('prefix')}")
        return real["mkstemp"](*args, **kw)

    def fdopen_(fd, mode="r", *args, **kw):
        fh = real["fdopen"](fd, mode, *args, **kw)
        return Writes(fh, points) if "w" in mode else fh

    os.replace, os.unlink, os.fsync, os.fdopen, tempfile.mkstemp = replace_, unlink_, fsync_, fdopen_, mkstemp_


def start(kind, work):
    # the files before the save: (old n or None, new n)
    if kind == "first":
        return None, 1
    S.save_slot(make(1), 1, work)
    S.save_slot(make(2), 1, work)  # slot n=2, backup n=1
    if kind == "next":
        return 2, 3
    (work / "slot_1.json").write_bytes(BROKEN)  # "damaged": the backup (n=1) is the last good save
    return 1, 3


def in_child(kill_at, work, new, trace):
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            points = Points(kill_at)
            instrument(points)
            S.save_slot(make(new), 1, work)
            if trace is not None:
                trace.write_text(json.dumps(points.labels))
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return f"signal {os.WTERMSIG(status)}"
    return f"exit {os.WEXITSTATUS(status)}"


def loaded(work):
    try:
        return S.load_slot(1, work).flag("n")
    except S.SaveError as exc:
        if not exc.backup_available:
            return "no save" if "no save file" in exc.problem else f"error {exc}"
    try:
        return S.load_backup(1, work).flag("n")
    except S.SaveError as exc:
        return f"error {exc}"


report = {}
for kind in ("first", "next", "damaged"):
    template = ROOT / kind / "template"
    template.mkdir(parents=True)
    old, new = start(kind, template)
    trace = ROOT / kind / "trace.json"
    dry = ROOT / kind / "dry"
    shutil.copytree(template, dry)
    ended = in_child(-1, dry, new, trace)
    labels = json.loads(trace.read_text())
    points = []
    for k in range(len(labels) + 1):
        work = ROOT / kind / f"k{k}"
        shutil.copytree(template, work)
        ended = in_child(k, work, new, None)
        entry = {"k": k, "ended": ended, "loaded": loaded(work),
                 "kept_damaged": any(p.read_bytes() == BROKEN for p in work.glob("slot_1*.json")),
                 "temp_files": len(list(work.glob(".*.tmp")))}
        S.save_slot(make(new + 1), 1, work)  # the next save, after the kill, in a sound process
        entry["next_loaded"] = loaded(work)
        entry["temp_files_after_next"] = len(list(work.glob(".*.tmp")))
        points.append(entry)
        shutil.rmtree(work)
    report[kind] = {"old": old, "new": new, "dry": ended, "labels": labels, "points": points}
print(json.dumps(report))
"""


@pytest.fixture(scope="module")
def kills(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("kills")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run([sys.executable, "-c", _DRIVER, str(root)], capture_output=True, text=True, env=env,
                         timeout=600, check=False)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


@pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"), reason="needs POSIX fork and SIGKILL")
@pytest.mark.parametrize("kind", ["first", "next", "damaged"])
def test_r15_22_kill_during_save_never_loses_the_last_complete_save(kills, kind):
    run = kills[kind]
    labels, points, old, new = run["labels"], run["points"], run["old"], run["new"]
    assert run["dry"] == "exit 0"
    size = int(next(label for label in labels if label.startswith("write byte")).split("/")[1])
    # the trace is the whole write: the slot's temp file filled byte by byte, synced and renamed in place
    slot_write = ["mkstemp .slot_1.json.", *(f"write byte {i}/{size}" for i in _offsets(size)), "fsync",
                  "replace .slot_1 -> slot_1.json", "fsync"]
    assert labels[-len(slot_write):] == slot_write
    if kind == "next":  # the previous good save is copied to the backup first, the same way
        assert "replace .slot_1.bak -> slot_1.bak.json" in labels
    if kind == "damaged":  # the damaged slot is set aside under a new name, never overwritten
        assert "replace slot_1.json -> slot_1.corrupt.json" in labels
    assert len(points) == len(labels) + 1  # every point, and once more after the last
    for p in points:
        where = labels[p["k"]] if p["k"] < len(labels) else "after the save returned"
        if p["k"] < len(labels):
            assert p["ended"] == f"signal {signal.SIGKILL}", (where, p)  # killed at that point, not later
        else:
            assert p["ended"] == "exit 0", p
        if old is None:
            assert p["loaded"] in ("no save", new), (where, p)
        else:
            assert p["loaded"] in (old, new), (where, p)  # never older than the last complete save
        if p["k"] == len(labels):
            assert p["loaded"] == new
        if kind == "damaged":
            assert p["kept_damaged"], (where, p)  # the damaged file is never lost
        assert p["next_loaded"] == new + 1 and p["temp_files_after_next"] == 0, (where, p)
    mid_write = [p for p in points if p["temp_files"]]
    assert len(mid_write) >= len(_offsets(size)), "a kill inside a write leaves its temp file (the next save cleans it)"


def _offsets(size: int) -> list[int]:
    """The driver's cuts of a write of ``size`` bytes (its ``offsets``)."""
    return sorted({0, 1, size - 1, *range(0, size, 64)})
