"""Players who cannot reach each other meet through the duel server (issue 30).

The test makes its own network namespaces: one for the server and one per player, each player
joined to the server's namespace by its own veth pair on its own subnet (10.200.N.0/24), and no
routing between them, so a player's machine can reach the server and nothing else, as two homes
behind their routers reach a rented server. It shows first that one player cannot open a
connection to the other, then that both play a whole duel through the server with a spectator in
a third namespace. Only addresses inside the namespaces this test makes; every namespace is
deleted at the end, whatever happened. It skips, saying why, where namespaces cannot be made (not
root, no ``ip``, a sandbox without the right).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.net_procs import REPO, env

PLAYERS = 3  # two seats and a spectator


def _ip(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=10, check=False)


class Namespaces:
    """The server's namespace and the players' (``add`` makes them; ``delete`` always removes them all)."""

    def __init__(self) -> None:
        tag = f"{os.getpid() % 100000}"
        self.server = f"fmds{tag}"
        self.players = [f"fmdp{tag}n{i}" for i in range(1, PLAYERS + 1)]
        self.made: list[str] = []

    def add(self) -> str:
        """Makes the namespaces and links; returns why not ('' when made)."""
        if shutil.which("ip") is None:
            return "no 'ip' command (iproute2)"
        if os.geteuid() != 0:
            return "making network namespaces needs root"
        for name in [self.server, *self.players]:
            out = _ip("netns", "add", name)
            if out.returncode != 0:
                return f"cannot make a network namespace: {out.stderr.strip()}"
            self.made.append(name)
            self._in(name, "link", "set", "lo", "up")
        for i, player in enumerate(self.players, start=1):
            a, b = f"fmdv{os.getpid() % 10000}s{i}", f"fmdv{os.getpid() % 10000}p{i}"
            out = _ip("link", "add", a, "netns", self.server, "type", "veth", "peer", "name", b, "netns", player)
            if out.returncode != 0:
                return f"cannot make a veth pair: {out.stderr.strip()}"
            self._in(self.server, "addr", "add", f"10.200.{i}.1/24", "dev", a)
            self._in(self.server, "link", "set", a, "up")
            self._in(player, "addr", "add", f"10.200.{i}.2/24", "dev", b)
            self._in(player, "link", "set", b, "up")
        return ""

    def _in(self, name: str, *args: str) -> None:
        out = _ip("-n", name, *args)
        assert out.returncode == 0, f"ip -n {name} {' '.join(args)}: {out.stderr}"

    def run(self, name: str, *args: str, home: Path) -> subprocess.Popen:
        """Starts ``python -m game ARGS`` inside a namespace."""
        return subprocess.Popen(["ip", "netns", "exec", name, sys.executable, "-m", "game", *args], cwd=REPO,
                                env=env(home), text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)

    def delete(self) -> None:
        """Removes every namespace made (their veth pairs go with them)."""
        for name in self.made:
            _ip("netns", "del", name)
        self.made = []


@pytest.fixture
def nets():
    made = Namespaces()
    try:
        why = made.add()
        if why:
            pytest.skip(why)
        yield made
    finally:
        made.delete()
        assert not {n for n in [made.server, *made.players] if n in _ip("netns", "list").stdout}


def _output(proc: subprocess.Popen, timeout: float = 90) -> str:
    out, _ = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, out
    return out


def test_players_who_cannot_reach_each_other_meet_through_the_server(nets, tmp_path):
    procs: list[subprocess.Popen] = []
    try:
        server = nets.run(nets.server, "server", "--bind", "0.0.0.0", "--port", "0", "--state", str(tmp_path / "state"),
                          "--max-minutes", "2", home=tmp_path)
        procs.append(server)
        deadline, line = time.monotonic() + 30, ""
        while time.monotonic() < deadline and "listening" not in line:
            line = server.stdout.readline()
            assert line, "the server ended before listening"
        port = int(re.search(r"listening on 0\.0\.0\.0:(\d+)", line).group(1))

        p1, p2, p3 = nets.players
        probe = subprocess.run(["ip", "netns", "exec", p1, sys.executable, "-c",
                                "import socket; socket.create_connection(('10.200.2.2', 9), timeout=2)"],
                               capture_output=True, text=True, timeout=20, check=False)
        assert probe.returncode != 0 and "unreachable" in probe.stderr  # player 1 cannot reach player 2

        created = _output(nets.run(p1, "lobby", f"10.200.1.1:{port}", "--create", "2p", home=tmp_path), 30)
        code = re.search(r"room code (\S+)", created).group(1)
        players = [nets.run(ns, "join", f"10.200.{i}.1:{port}", "--code", code, "--bot", "random",
                            "--max-seconds", "60", home=tmp_path) for i, ns in ((1, p1), (2, p2))]
        watcher = nets.run(p3, "lobby", f"10.200.3.1:{port}", "--watch", code, "--max-seconds", "60", home=tmp_path)
        procs += [*players, watcher]
        outs = [_output(p) for p in players]
        watched = _output(watcher)
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
            p.wait(10)
    winners = {re.search(r"duel over, (RED wins|BLUE wins|no winner)", o).group(1) for o in outs}
    assert len(winners) == 1 and all("duel over" in o for o in outs)
    assert "duel over:" in watched and "wins" in watched and "after play" in watched
