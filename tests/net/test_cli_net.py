"""``fmduel host`` / ``fmduel join`` on the command line (issue 26): bad arguments get one clear line
and exit 2; the windowed host and join start and quit cleanly (loopback, a bounded frame count)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from support.net_procs import REPO, env


def _run(home, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, env=env(home), text=True,
                          capture_output=True, timeout=60, check=False)


@pytest.mark.parametrize(("args", "words"), [
    (("host", "--headless", "--seats", "local,remote"), "a headless host has no window to play a local seat"),
    (("host", "--tag", "--seats", "remote,remote"), "a tag duel has 4 seats, got 2"),
    (("host", "--headless", "--seats", "remote,ai:genius"), "the AI level must be one of"),
    (("host", "--headless", "--seats", "ai:fair,ai:fair"), "at least one seat must be a player"),
    (("host", "--port", "70000"), "argument --port: must be 0..65535, got 70000"),
    (("host", "--grace", "0"), "argument --grace: must be more than 0, got 0"),
    (("host", "--grace", "nan"), "argument --grace: not a finite number: 'nan'"),
    (("join", "127.0.0.1", "--seat", "5"), "argument --seat: not a seat: '5' (RED, BLUE, 1A, 2A, 1B, 2B, or 1-4"),
    (("host", "--headless", "--turn-time", "3"), "argument --turn-time: at least 5 seconds (or 0 for none), got 3"),
    (("join", "[::1:80", "--bot", "fair", "--code", "X"), ("argument HOST[:PORT]: '[::1:80': an IPv6 address in "
                                                         "brackets needs the closing ']'")),
    (("host", "--seats", "local,local"), "at most one local seat"),
    (("host", "--headless", "--resume", "/nonexistent/x.journal"), "cannot read"),
    (("join", "127.0.0.1:99999", "--bot", "fair", "--code", "X"), "the port must be a number 1-65535"),
    (("join", "127.0.0.1", "--bot", "fair"), "a headless player needs the room code"),
])
def test_bad_arguments_are_named_in_one_line(tmp_path, args, words):
    out = _run(tmp_path, *args)
    assert out.returncode == 2 and words in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_nothing_to_resume_is_said(tmp_path):
    out = _run(tmp_path, "host", "--headless", "--resume")
    assert out.returncode == 2 and "no unfinished duel to resume" in out.stderr


def test_windowed_host_and_join_start_and_quit(tmp_path):
    host = _run(tmp_path, "host", "--bind", "127.0.0.1", "--port", "0", "--frames", "30")
    assert host.returncode == 0 and "room code" in host.stdout
    joined = _run(tmp_path, "join", "127.0.0.1:1", "--code", "ABCD-EFGH", "--frames", "30")
    assert joined.returncode == 0
