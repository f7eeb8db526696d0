"""The host's journal: the room's set-up and every accepted action, one fsync'd, checksummed line each.

    journal = Journal.create(path, header)      # the room (kind, replay log without actions, seats, code)
    journal.append(seat, action)                # returns once the line is on disk (unless ``deferred``)
    journal.flush()                             # a server's group commit: every deferred line on disk at once
    header, moves = Journal.read(path)          # a restarted host (``fmduel host --resume``)

A line is ``<crc32 hex> <json>``, and every line after the header carries ``prev``, a hash of the
line before it: a damaged, forged, removed or reordered line breaks the chain and is found. An
action is acknowledged to the players only after its line is written and fsync'd, so a host killed
at any instant loses nothing a player was told happened. A last line cut short by the kill (no
newline) was never acknowledged: it is dropped and the file is cut back to the good lines before
new ones are appended. A last line that is whole but fails its checksum was written, so the players
may have been told of it: it is dropped too, and ``lost`` says which action the duel plays again
(the host tells everyone). Any other bad line means the file was damaged or changed:
``JournalError`` names the line, nothing is rewritten. Journals of version 1 (before the chain and
the seat tokens) are refused with a message saying so.

A duel server defers the fsync (``deferred``): its rooms' lines are appended, chained as ever, and
``flush`` (on a worker thread) puts them on disk together; ``synced`` counts the lines known to be on
disk, and the server tells no player of a line before it is.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import zlib
from pathlib import Path
from typing import Any

FORMAT = "fmduel-journal"
VERSION = 2  # 2: chained lines, seat token digests in the header


class JournalError(ValueError):
    """A journal that cannot be resumed; the message names the file, the line and the problem."""


def _line(data: dict[str, Any]) -> bytes:
    body = json.dumps(data, separators=(",", ":"), sort_keys=True)
    return f"{zlib.crc32(body.encode()):08x} {body}\n".encode()


def _link(raw: bytes) -> str:
    """Returns the chain hash of a line (without its newline)."""
    return hashlib.sha256(raw.rstrip(b"\n")).hexdigest()[:32]


def _parse(raw: bytes) -> dict | None:
    """Returns a line's data, or None when its checksum or JSON fails."""
    try:
        text = raw.decode()
        crc, body = text.split(" ", 1)
        if int(crc, 16) != zlib.crc32(body.encode()):
            return None
        data = json.loads(body)
    except (UnicodeDecodeError, ValueError):
        return None
    return data if isinstance(data, dict) else None


class Journal:
    """An open journal, appended to with one fsync per line."""

    def __init__(self, path: Path, fd: int, count: int, prev: str, lost: int | None = None) -> None:
        self.path, self._fd, self.count, self._prev = path, fd, count, prev
        self.lost = lost  # the action whose whole but damaged last line was dropped (None: none)
        self.deferred = False  # append leaves the fsync to ``flush``: a server syncs its rooms' journals together
        self.synced = count  # lines known to be on disk (nobody hears of a line before it is)
        self._lock = threading.Lock()  # flush runs on a worker thread; close waits for it

    @classmethod
    def create(cls, path: Path, header: dict[str, Any]) -> Journal:
        """Starts a journal with its header (written to a temporary name and moved, so never half there)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        first = _line({"format": FORMAT, "version": VERSION, **header})
        with open(tmp, "wb") as f:
            f.write(first)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        _sync_dir(path.parent)
        return cls(path, os.open(path, os.O_WRONLY | os.O_APPEND), 0, _link(first))

    @classmethod
    def reopen(cls, path: Path) -> tuple[Journal, dict, list[dict]]:
        """Returns the journal opened for appending, its header and moves (a torn last line cut away)."""
        path = Path(path)
        header, moves, good, prev, lost = _read(path)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND)
        if os.fstat(fd).st_size != good:
            os.ftruncate(fd, good)
            os.fsync(fd)
        return cls(path, fd, len(moves), prev, lost), header, moves

    @staticmethod
    def read(path: Path) -> tuple[dict, list[dict]]:
        """Returns the header and moves of a journal (read only)."""
        header, moves, _good, _prev, _lost = _read(Path(path))
        return header, moves

    def append(self, seat: int, action: int, kind: str = "act") -> None:
        """Writes one accepted action (or a seat change) and waits until it is on disk (a deferred journal
        leaves that to ``flush``)."""
        line = _line({"n": self.count, "kind": kind, "seat": int(seat), "a": int(action), "prev": self._prev})
        os.write(self._fd, line)
        self._prev = _link(line)  # the chain runs on (the loop's thread) whether or not the line is synced yet
        self.count += 1
        if not self.deferred:
            os.fsync(self._fd)
            self.synced = self.count

    def flush(self) -> None:
        """Puts every line appended so far on disk (from any thread); ``synced`` then counts them."""
        with self._lock:
            target = self.count
            if self._fd >= 0 and self.synced < target:
                os.fsync(self._fd)
            self.synced = max(self.synced, target)

    def close(self) -> None:
        """Puts what was appended on disk and closes the file (appending after this is an error)."""
        with self._lock:
            if self._fd >= 0:
                if self.synced < self.count:
                    os.fsync(self._fd)
                self.synced = self.count
                os.close(self._fd)
                self._fd = -1


def _read(path: Path) -> tuple[dict, list[dict], int, str, int | None]:
    """Returns (header, moves, bytes of good lines, chain hash of the last good line, lost action or None)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise JournalError(f"{path}: cannot read ({exc.strerror})") from None
    lines = raw.split(b"\n")
    complete = lines[:-1]  # what follows the last newline is a torn write (or nothing)
    if not complete:
        raise JournalError(f"{path}: not a journal (no complete first line)")
    header = _parse(complete[0])
    if header is None or header.get("format") != FORMAT:
        raise JournalError(f"{path}: line 1: not an fmduel journal header")
    if header.get("version") != VERSION:
        raise JournalError(f"{path}: a journal of version {header.get('version')!r} (an older game, before seat "
                           f"tokens); this game resumes version {VERSION} only: that duel cannot be continued")
    moves: list[dict] = []
    good, prev, lost = len(complete[0]) + 1, _link(complete[0]), None
    for i, line in enumerate(complete[1:], start=2):
        data = _parse(line)
        if data is None and i == len(complete):
            lost = len(moves)  # whole but damaged: written, so perhaps told; played again
            break
        if data is None:
            raise JournalError(f"{path}: line {i}: damaged (checksum); the journal cannot be resumed")
        if data.get("prev") != prev:
            raise JournalError(f"{path}: line {i}: does not follow line {i - 1} (a line was changed, removed "
                               f"or moved); the journal cannot be resumed")
        if data.get("n") != len(moves) or not _move_ok(data):
            raise JournalError(f"{path}: line {i}: not a journaled action (fields {sorted(data)[:6]})")
        moves.append(data)
        good += len(line) + 1
        prev = _link(line)
    return header, moves, good, prev, lost


def _move_ok(data: dict) -> bool:
    return (data.get("kind") in ("act", "ai") and type(data.get("seat")) is int
            and type(data.get("a")) is int)


def _sync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
