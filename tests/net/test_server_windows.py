"""Whole duels through a duel server's lobby with every player in a game window of its own (issue 30).

``fmduel server``'s server runs on a thread of this process on 127.0.0.1; each player and the spectator
is a separate process running the real game on SDL's dummy drivers with a virtual pad
(``tests/support/window_seat.py``): one opens a room from the Duel server's room list, the others join
it by its code from the list, one more watches it. The duel is played to its end on the screens; what
each window shows must agree with the server's record of the room, and every message the spectator's
(and each player's) screen was sent is checked field by field against the truth rebuilt from it."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
from support.net_privacy import check_privacy, finished_log, public_only
from support.net_procs import REPO, env

from game.net.handshake import fingerprint
from game.net.lobby import Lobby
from game.net.privacy import SPECTATOR
from game.net.records import replay_all
from game.net.serve import Serving
from game.net.server import Server
from game.rules.teams import team_of

SCRIPT = REPO / "tests" / "support" / "window_seat.py"


def _window(tmp_path, cache_dir, port: int, role: str, name: str, tag: bool) -> subprocess.Popen:
    home = tmp_path / name
    home.mkdir()
    args = [sys.executable, str(SCRIPT), "--port", str(port), "--role", role, "--out", str(home / "seen.json"),
            "--cache", str(cache_dir), "--seconds", "150", *(["--tag"] if tag else [])]
    return subprocess.Popen(args, cwd=REPO, env=env(home), text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)


def _until(test, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, "the lobby never got there"
        time.sleep(0.05)



@pytest.mark.parametrize("tag", [False, True], ids=["2p", "tag"])
def test_a_whole_duel_through_the_lobby_with_windowed_players_and_a_spectator(db, cache_dir, tmp_path, tag):
    state = tmp_path / "server"
    serving = Serving(Server(Lobby(db, state), fingerprint(db), address="127.0.0.1", port=0))
    serving.start()
    assert not serving.error
    rooms = serving.host.lobby.rooms
    procs: list[subprocess.Popen] = []
    try:
        procs.append(_window(tmp_path, cache_dir, serving.port, "open", "p0", tag))   # opens the room
        _until(lambda: len(rooms) == 1, 30)
        (code,) = rooms
        for i in range(1, 4 if tag else 2):                                            # join it from the list
            procs.append(_window(tmp_path, cache_dir, serving.port, "join", f"p{i}", tag))
        procs.append(_window(tmp_path, cache_dir, serving.port, "watch", "watcher", tag))
        outs = [p.communicate(timeout=180)[0] for p in procs]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(10)
        serving.stop()
    assert all(p.returncode == 0 for p in procs), "\n".join(o[-1500:] for o in outs)
    log = finished_log(state, code)
    final = replay_all(db, log)
    assert final.over
    seen = {home: json.loads((tmp_path / home / "seen.json").read_text())
            for home in [f"p{i}" for i in range(len(procs) - 1)] + ["watcher"]}
    players = [seen[f"p{i}"] for i in range(len(procs) - 1)]
    assert sorted(p["seat"] for p in players) == list(range(len(players)))             # every seat a window
    for p in players:                                                                   # the screens agree
        mine = (team_of(p["seat"]) if tag else p["seat"]) == final.winner
        if tag:
            assert ("YOUR TEAM WINS" if mine else "THE OTHER TEAM WINS") in p["words"], p["words"]
        else:
            assert ("YOU WIN" if mine else "YOU LOSE") in p["words"], p["words"]
    watcher = seen["watcher"]
    assert watcher["seat"] == SPECTATOR
    if not tag:
        assert f"{('RED', 'BLUE')[final.winner]} WINS" in watcher["words"], watcher["words"]
    sent = {p["seat"]: p["sent"] for p in players} | {SPECTATOR: watcher["sent"]}
    updates = [m for m in watcher["sent"] if m["t"] == "update"]
    assert len(updates) > 10 and all(public_only(m) for m in watcher["sent"])       # no hidden card, ever
    assert check_privacy(db, log, tag, sent, paths=(str(state),)) >= len(updates)
    assert {m["winner"] for msgs in sent.values() for m in msgs if m["t"] == "ended"} == {final.winner}
