"""A duel server's rooms are as safe as a hosted room (issue 30): the process's one ``limits.Gate`` caps
the server's connections and counts every code that names no room, a room's seats get tokens and a
dropped seat goes back only to its token, and every room's clocks run. Loopback only, bounded in time.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from game.net import wire
from game.net.client import Connection, Refused, hello
from game.net.clocks import rule_of
from game.net.handshake import fingerprint
from game.net.limits import Gate, Limits
from game.net.lobby import Lobby
from game.net.lobby_client import ask, create_request, watch_request
from game.net.server import BUSY, Server


async def _serving(db, state: Path, lobby: Lobby | None = None, **kw):
    server = Server(lobby or Lobby(db, state), fingerprint(db), **kw)
    stop, ready = asyncio.Event(), asyncio.Event()
    task = asyncio.create_task(server.serve(stop, started=lambda port: ready.set(), max_seconds=60))
    await asyncio.wait_for(ready.wait(), 10)
    return server, stop, task


async def _first(port: int, msg: dict | None) -> dict:
    """Returns the server's first answer to a connection that sends ``msg`` (None: sends nothing)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    if msg is not None:
        writer.write(wire.encode(msg))
    try:
        return wire.decode(await wire.read_frame(reader, wire.MAX_FROM_HOST, 5))
    finally:
        writer.close()


def test_the_servers_one_gate_caps_its_connections_and_counts_codes_that_name_no_room(db, tmp_path):
    async def main():
        gate = Gate(Limits(per_address=3))
        server, stop, task = await _serving(db, tmp_path, gate=gate)
        port = server.port
        await ask("127.0.0.1", port, create_request(db, "versus", []))  # a room, whose host shares the gate
        silent = [await asyncio.open_connection("127.0.0.1", port) for _ in range(3)]
        await asyncio.sleep(0.1)
        over = await _first(port, None)  # a fourth from the same address: turned away before a word
        for _, writer in silent:
            writer.close()
        await asyncio.sleep(0.2)
        guesses = [await _first(port, hello(db, "QQQQ-QQQ" + str(i))) for i in range(2)]
        guesses.append(await _first(port, watch_request(db, "ZZZZ-ZZZZ")))
        shared = all(h.gate is gate for h in server.hosts.values())
        stop.set()
        await task
        return over, guesses, gate.wrong_total, shared

    over, guesses, wrong, shared = asyncio.run(main())
    assert over == {"t": "error", "reason": BUSY}
    assert [g["reason"] for g in guesses] == ["no room with that code on this server: check the code in the room list"] * 3
    assert wrong == 3 and shared  # every guess counted by the process's one gate, which every room's host has


def test_a_servers_room_gives_each_seat_a_token_and_a_dropped_seat_back_only_to_it(db, tmp_path):
    async def main():
        server, stop, task = await _serving(db, tmp_path)
        port = server.port
        code = (await ask("127.0.0.1", port, create_request(db, "versus", [])))["code"]
        red = await Connection.open("127.0.0.1", port, hello(db, code, name="Red"))
        blue = await Connection.open("127.0.0.1", port, hello(db, code, name="Blue"))
        red.close()  # mid-duel: RED's seat waits for its player
        await asyncio.sleep(0.3)
        taken = []
        for hi in (hello(db, code, seat=0), hello(db, code), hello(db, code, seat=0, token=blue.welcome["token"])):
            try:
                taken.append((await Connection.open("127.0.0.1", port, hi)).welcome)
            except Refused as exc:
                taken.append(str(exc))
        back = await Connection.open("127.0.0.1", port, hello(db, code, token=red.welcome["token"]))
        blue.close()
        back.close()
        stop.set()
        await task
        return red.welcome, blue.welcome, taken, back.welcome

    red, blue, taken, back = asyncio.run(main())
    assert red["seat"] == 0 and blue["seat"] == 1 and red["token"] != blue["token"] and len(red["token"]) >= 32
    assert taken == ["RED is taken", "the room is full", "RED is taken"]  # the code (or BLUE's token) is not RED's
    assert back["seat"] == 0 and "token" not in back  # its owner, with its token; no new token given


def test_every_room_of_a_server_runs_its_turn_clock(db, tmp_path):
    async def main():
        lobby = Lobby(db, tmp_path, timer=rule_of(turn=60))
        server, stop, task = await _serving(db, tmp_path, lobby)
        port = server.port
        codes = [(await ask("127.0.0.1", port, create_request(db, "versus", [])))["code"] for _ in range(2)]
        conns = [await Connection.open("127.0.0.1", port, hello(db, code)) for code in codes for _ in range(2)]
        clocks = []
        for conn in conns:
            for _ in range(20):
                msg = await conn.recv(5)
                if msg["t"] == "clock":
                    clocks.append(msg)
                    break
        for conn in conns:
            conn.close()
        stop.set()
        await task
        return clocks

    clocks = asyncio.run(main())
    assert len(clocks) == 4  # every seat of both rooms
    assert all(0 < c["turn"] <= 60 and c["label"] in ("RED", "BLUE") for c in clocks)


@pytest.mark.parametrize("delay", [0, 2])
def test_a_spectators_welcome_passes_the_one_field_check(db, tmp_path, delay):
    async def main():
        server, stop, task = await _serving(db, tmp_path)
        code = (await ask("127.0.0.1", server.port, create_request(db, "versus", [], watch=delay)))["code"]
        welcome = await _first(server.port, watch_request(db, code))
        stop.set()
        await task
        return welcome, code

    welcome, code = asyncio.run(main())
    assert welcome == {"t": "welcome", "seat": -1, "label": "spectator", "kind": "versus", "code": code,
                       "grace": 60.0, "delay": delay}
