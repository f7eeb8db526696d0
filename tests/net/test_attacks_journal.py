"""Issue 30, the journal: chained lines find a forged, damaged or reordered line; a line the rules refuse
ends ``--resume`` with one line and exit 2 (never a traceback); a damaged last line whose play the
players may have been told of is dropped out loud: the host and the players hear which play is
played again. Before issue 30 a line with a valid checksum and an out-of-range seat crashed the
resume with a traceback, and a damaged last line was dropped without a word.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import zlib

import pytest
from support.net_procs import REPO, HostProc, env

from game.net.journal import Journal, JournalError
from game.net.room import Room, parse_seats
from game.net.serve import resumed_room
from game.rules.actions import legal_actions
from game.rules.state import DEFAULT_OPTIONS


def _line(data: dict) -> bytes:
    """A line as a forger writes it: a checksum that matches, and the chain hash of the line before."""
    body = json.dumps(data, separators=(",", ":"), sort_keys=True)
    return f"{zlib.crc32(body.encode()):08x} {body}".encode()


def _link(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:32]


def _journal(db, tmp_path, plays: int = 10):
    room = Room(db, parse_seats("", False), "ABCD-EFGH", DEFAULT_OPTIONS, tmp_path / "online" / "r.journal", seed=7)
    for _ in room.seats:
        room.join({})
    room.start()
    for _ in range(plays):
        room.request(room.state.active, [legal_actions(db, room.state)[0]], len(room.log.actions))
    room.journal.close()
    return room.journal_path, room


def _lines(path) -> list[bytes]:
    return path.read_bytes().split(b"\n")[:-1]


def _write(path, lines: list[bytes]) -> None:
    path.write_bytes(b"\n".join(lines) + b"\n")


def _resume(home, path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", "host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                           "--resume", str(path)], cwd=REPO, env=env(home), text=True, capture_output=True,
                          timeout=60, check=False)


def test_a_forged_line_with_a_good_checksum_breaks_the_chain(db, tmp_path):
    path, _room = _journal(db, tmp_path)
    lines = _lines(path)
    data = json.loads(lines[3].split(b" ", 1)[1])
    data["a"] = 9999 - data["a"]  # another play, its checksum made good again
    lines[3] = _line(data)
    _write(path, lines)
    with pytest.raises(JournalError, match="line 5: does not follow line 4"):
        Journal.read(path)


def test_reordered_lines_are_found(db, tmp_path):
    path, _room = _journal(db, tmp_path)
    lines = _lines(path)
    lines[2], lines[3] = lines[3], lines[2]
    _write(path, lines)
    with pytest.raises(JournalError, match="line 3"):
        Journal.read(path)


def _forged(db, tmp_path, change: dict):
    """Returns a journal whose next-to-last line, with a good checksum and chain, carries ``change``."""
    path, _room = _journal(db, tmp_path)
    lines = _lines(path)
    last = json.loads(lines[-1].split(b" ", 1)[1])
    lines.append(_line({**last, "n": last["n"] + 1, "prev": _link(lines[-1]), **change}))
    lines.append(_line({**last, "n": last["n"] + 2, "prev": _link(lines[-1])}))  # so it is not the last line
    _write(path, lines)
    return path


@pytest.mark.parametrize(("change", "words"), [
    ({"kind": "ai", "seat": 7}, "journaled action 11: it names seat index 7; this room's seats are 1-2"),
    ({"seat": -3}, "journaled action 11: it names seat index -3; this room's seats are 1-2"),
    ({"seat": "RED"}, "line 12: not a journaled action"),
])
def test_a_line_the_rules_refuse_is_named(db, tmp_path, change, words):
    with pytest.raises(JournalError, match=words):
        resumed_room(db, _forged(db, tmp_path, change))


def test_a_resume_the_rules_refuse_ends_in_one_line_and_exit_2(db, tmp_path):
    out = _resume(tmp_path, _forged(db, tmp_path, {"kind": "ai", "seat": 7}))
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and out.stderr.startswith("fmduel host: --resume: ")
    assert "journaled action 11: it names seat index 7" in out.stderr


def test_a_play_journaled_for_the_seat_not_to_play_is_refused(db, tmp_path):
    path, room = _journal(db, tmp_path)
    lines = _lines(path)
    last = json.loads(lines[-1].split(b" ", 1)[1])
    idle = 1 - room.state.active
    lines.append(_line({"n": last["n"] + 1, "kind": "act", "seat": idle, "a": legal_actions(db, room.state)[0],
                        "prev": _link(lines[-1])}))
    _write(path, lines)
    with pytest.raises(JournalError, match=f"journaled action {last['n'] + 2}: it was not .*'s turn"):
        resumed_room(db, path)


def test_a_damaged_last_line_is_dropped_out_loud(db, tmp_path):
    path, room = _journal(db, tmp_path)
    lines = _lines(path)
    lines[-1] = lines[-1].replace(b'"kind":"act"', b'"kind":"acx"')  # whole (it was written), then damaged
    _write(path, lines)
    again = resumed_room(db, path)
    try:
        assert len(again.log.actions) == len(room.log.actions) - 1
        note = again.resume_note
        assert f"play {len(room.log.actions)} was damaged" in note and again.seat_name(again.state.active) in note
        assert again.welcome(0)["note"] == note  # each player hears it on coming back
    finally:
        again.journal.close()
    assert _lines(path) == lines[:-1]  # cut back to the good lines


def test_the_host_says_which_play_is_played_again(db, tmp_path):
    path, room = _journal(db, tmp_path / "home")
    lines = _lines(path)
    lines[-1] = lines[-1][:-3] + b"}}}"
    _write(path, lines)
    host = HostProc(tmp_path / "home", "--resume", str(path))
    try:
        line = host.wait_for("was damaged", 10)
    finally:
        host.kill()
    assert f"play {len(room.log.actions)}" in line and "plays it again" in line


def test_a_journal_of_the_older_format_is_refused_with_a_clear_message(tmp_path):
    path = tmp_path / "old.journal"
    path.write_bytes(_line({"format": "fmduel-journal", "version": 1, "room": {}}) + b"\n")
    with pytest.raises(JournalError, match="version 1 .*older game.* cannot be continued"):
        Journal.read(path)
