"""The host's journal (issue 26): fsync'd checksummed lines; a torn tail is dropped, damage is named."""

from __future__ import annotations

import pytest

from game.net.journal import Journal, JournalError


def _journal(tmp_path, moves=3):
    path = tmp_path / "room.journal"
    j = Journal.create(path, {"room": {"code": "X"}})
    for i in range(moves):
        j.append(i % 2, 10 + i)
    j.close()
    return path


def test_read_back_header_and_moves(tmp_path):
    header, moves = Journal.read(_journal(tmp_path))
    assert header["room"] == {"code": "X"}
    assert [(m["seat"], m["a"]) for m in moves] == [(0, 10), (1, 11), (0, 12)]


def test_torn_last_line_is_dropped_and_cut_away_on_reopen(tmp_path):
    path = _journal(tmp_path)
    good = path.read_bytes()
    path.write_bytes(good + b'1234abcd {"n":3,"ki')  # the host died in the middle of a write
    journal, _, moves = Journal.reopen(path)
    assert len(moves) == 3 and path.read_bytes() == good
    journal.append(1, 99)
    journal.close()
    assert [m["a"] for m in Journal.read(path)[1]] == [10, 11, 12, 99]


def test_damaged_middle_line_is_refused_by_line(tmp_path):
    path = _journal(tmp_path)
    lines = path.read_bytes().split(b"\n")
    lines[2] = lines[2].replace(b'"a":11', b'"a":17')  # checksum no longer matches
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(JournalError, match="line 3: damaged"):
        Journal.read(path)


def test_not_a_journal(tmp_path):
    path = tmp_path / "x.journal"
    path.write_text("hello\n")
    with pytest.raises(JournalError, match="line 1"):
        Journal.read(path)
