"""Whole duels between game processes on the loopback (issue 26): 2P, Tag, a player who drops and
comes back, a host that is killed and resumed. Every process is bounded in time; only 127.0.0.1.

Each duel must end in a replay that ``fmduel replay --check`` verifies, whose final state is the
local engine's own run of the same actions (the journal's).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

from support.net_procs import REPO, HostProc, done, env, join

from game.net.journal import Journal
from game.net.records import log_from, replay_all
from game.rules.serialise import state_hash


def _check_replay(db, home: Path, journal: Path) -> str:
    """Checks the duel's replay with the command line and against a local run of the journal's actions."""
    replays = sorted((home / "replays").glob("**/*.json"))
    assert len(replays) == 1, replays
    out = subprocess.run([sys.executable, "-m", "game", "replay", "--check", str(replays[0])], check=False, cwd=REPO,
                         env=env(home), text=True, capture_output=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "matches the recording" in out.stdout
    header, moves = Journal.read(journal.with_suffix(".ended"))
    log = log_from(header["room"])
    for m in moves:
        if m["kind"] == "act":
            log = log.with_action(m["a"])
    local = replay_all(db, log)
    recorded = json.loads(replays[0].read_text())
    assert local.over and recorded["final_hash"] == state_hash(local)
    assert tuple(recorded["log"]["actions"]) == log.actions
    return out.stdout


def _seats(outs: list[str]) -> set[str]:
    """Returns the seat names the players' result lines start with."""
    return {re.search(r"^(\S+): duel over", o, re.MULTILINE).group(1) for o in outs}


def test_a_2p_duel_between_three_processes(db, tmp_path):
    host = HostProc(tmp_path)
    try:
        players = [join(tmp_path, host, "--name", "Ann"), join(tmp_path, host, "--name", "Bob", level="random")]
        outs = [done(p) for p in players]
        text = host.finish()
    finally:
        host.kill()
    winners = {re.search(r"duel over, (.*?wins|no winner)", o).group(1) for o in outs}
    assert len(winners) == 1 and all("refused 0" in o for o in outs)
    # one numbering everywhere: the players' lines name their seats and the winner as the host's log does
    assert f"duel over: {winners.pop()}" in text and _seats(outs) == {"RED", "BLUE"}
    assert "RED vs BLUE" in _check_replay(db, tmp_path, host.journal)


def test_a_tag_duel_with_four_clients(db, tmp_path):
    host = HostProc(tmp_path, "--tag")
    try:
        players = [join(tmp_path, host, "--name", f"P{i}", level=("fair", "random")[i % 2]) for i in range(4)]
        outs = [done(p) for p in players]
        text = host.finish()
    finally:
        host.kill()
    winners = {re.search(r"duel over, (.*?wins|no winner)", o).group(1) for o in outs}
    assert len(winners) == 1 and f"duel over: {winners.pop()}" in text
    assert _seats(outs) == {"1A", "2A", "1B", "2B"}
    assert "tag duel" in _check_replay(db, tmp_path, host.journal)


def test_a_player_who_drops_rejoins_their_seat(db, tmp_path):
    host = HostProc(tmp_path, "--grace", "60")
    try:
        stay = join(tmp_path, host, "--think", "0.01")
        leaver = join(tmp_path, host, "--seat", "2", "--drop-after", "12")
        assert "dropped on purpose" in done(leaver)
        host.wait_for("BLUE.* left", 30)
        back = join(tmp_path, host, "--seat", "2")
        try:
            outs = [done(stay), done(back)]
        except AssertionError as exc:
            host.kill()
            raise AssertionError(f"{exc}\nhost: {host.lines}") from None
        text = host.finish()
    finally:
        host.kill()
    assert "BLUE" in host.wait_for("BLUE.* joined", 1)
    assert len({re.search(r"duel over, (.*?wins|no winner)", o).group(1) for o in outs}) == 1
    assert text.count("BLUE joined") == 2
    _check_replay(db, tmp_path, host.journal)


def test_a_killed_host_resumes_from_its_journal(db, tmp_path):
    host = HostProc(tmp_path)
    try:
        players = [join(tmp_path, host, "--think", "0.03"), join(tmp_path, host, "--think", "0.03")]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and _moves(host.journal) < 25:
            time.sleep(0.1)
        assert _moves(host.journal) >= 25
        host.kill()  # SIGKILL: no chance to tidy up
        before = _moves(host.journal)
        again = HostProc(tmp_path, "--resume", str(host.journal), port=host.port)
        assert again.code == host.code
        again.wait_for(rf"resumed at action {before}\b", 5)
        outs = [done(p) for p in players]
        again.finish()
    finally:
        host.kill()
        again.kill() if "again" in locals() else None
    assert len({re.search(r"duel over, (.*?wins|no winner)", o).group(1) for o in outs}) == 1
    _check_replay(db, tmp_path, host.journal)


def _moves(journal: Path) -> int:
    try:
        return len(Journal.read(journal)[1])
    except (OSError, ValueError):  # not written yet
        return 0
