"""A hostile client (issue 26): malformed, oversized, out-of-turn, illegal and stale requests and a
flood are each refused with a reason; the host keeps running and the other seat's duel goes on.
"""

from __future__ import annotations

import asyncio
import struct

from support.net_privacy import check_privacy

from game.net import wire
from game.net.client import Connection, hello, play_bot
from game.net.serve import new_room, serve_in_thread
from game.net.wire import Msg

ADDR = "127.0.0.1"


async def _raw(port: int, data: bytes) -> list[dict]:
    """Sends raw bytes as a fresh connection; returns what the host answered before closing."""
    reader, writer = await asyncio.open_connection(ADDR, port)
    writer.write(data)
    out = []
    try:
        for _ in range(4):
            out.append(wire.decode(await wire.read_frame(reader, wire.MAX_FROM_HOST, 5.0)))
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    writer.close()
    return out


async def _until(conn: Connection, test, most: int = 400, seen: dict | None = None) -> dict:
    """Returns the first message passing test; every update read on the way is kept in ``seen``."""
    if seen is not None and seen.get("update") is not None and test(seen["update"]):
        return seen.pop("update")
    for _ in range(most):
        msg = await conn.recv(10.0)
        if msg["t"] == Msg.UPDATE and seen is not None:
            seen["update"] = msg
        if test(msg):
            return msg
    raise AssertionError("the host never sent the expected message")


async def _hostile(db, port: int, code: str) -> dict:
    seen: dict = {}
    seen["oversized"] = await _raw(port, struct.pack(">I", 1 << 30) + b"{}")
    seen["garbage"] = await _raw(port, struct.pack(">I", 5) + b"\x00\x01{[x")
    seen["wrong_code"] = await _raw(port, wire.encode(hello(db, "AAAA-AAAA")))
    seen["old_game"] = await _raw(port, wire.encode({**hello(db, code), "game": "0.0.1"}))
    seen["old_game_no_code"] = await _raw(port, wire.encode({**hello(db, "AAAA-AAAB"), "game": "0.0.1"}))

    good_log: list = []
    good = asyncio.create_task(play_bot(db, ADDR, port, hello(db, code, seat=0), "fair", think=0.05,
                                        max_seconds=120, record=good_log))
    conn = await Connection.open(ADDR, port, hello(db, code, seat=1))
    refusals = []
    latest: dict = {}

    async def send(raw: bytes) -> str:
        conn.writer.write(raw)
        msg = await _until(conn, lambda m: m["t"] in (Msg.REFUSED, Msg.ERROR), seen=latest)
        refusals.append(msg["reason"])
        return msg["reason"]

    first = await _until(conn, lambda m: m["t"] == Msg.UPDATE, seen=latest)
    assert first["legal"] == []  # RED plays first (R16.6)
    seen["out_of_turn"] = await send(wire.encode({"t": "act", "actions": [0], "n": first["n"]}))
    seen["malformed"] = await send(struct.pack(">I", 3) + b"{x}")
    seen["unknown"] = await send(wire.encode({"t": "give_me_the_deck"}))
    seen["bad_field"] = await send(wire.encode({"t": "act", "actions": ["__import__('os')"], "n": 0}))
    mine = await _until(conn, lambda m: m["t"] == Msg.UPDATE and m["legal"], seen=latest)
    seen["illegal"] = await send(wire.encode({"t": "act", "actions": [60000], "n": mine["n"]}))
    seen["stale"] = await send(wire.encode({"t": "act", "actions": [mine["legal"][0]], "n": mine["n"] + 5}))
    conn.writer.write(b"".join(wire.encode({"t": "ping", "id": i}) for i in range(600)))  # a flood
    last = await _until(conn, lambda m: m["t"] == Msg.ERROR, most=2000)
    seen["flood"] = last["reason"]
    conn.close()
    seen["refusals"] = refusals
    token = conn.welcome.get("token", "")  # (the seat tests check it is there)
    back = await play_bot(db, ADDR, port, hello(db, code, seat=1, token=token), "random", max_seconds=120)  # back
    seen["good"], seen["back"] = await good, back
    seen["good_log"] = good_log
    return seen


def test_a_hostile_client_is_refused_and_nobody_else_is_disturbed(db, tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    room = new_room(db, seats="remote,remote")
    serving = serve_in_thread(db, room, address=ADDR, port=0)
    try:
        assert serving.port and not serving.error
        seen = asyncio.run(asyncio.wait_for(_hostile(db, serving.port, room.code), 150))
    finally:
        serving.stop()
    unread = "incompatible game: the host runs another version of the game, its data or its mods " \
             "(it could not read your hello)"  # a stranger hears no detail
    assert seen["oversized"] == seen["garbage"] == [{"t": "error", "reason": unread}]
    assert "wrong room code" in seen["wrong_code"][0]["reason"]
    assert "game version 0.0.1" in seen["old_game"][0]["reason"]  # the code's holder hears what differs
    assert seen["old_game_no_code"] == [{"t": "error", "reason": "wrong room code: ask the host for the code on their screen"}]
    assert "not a valid message" in seen["malformed"]
    assert "unknown message type" in seen["unknown"]
    assert "wrong type" in seen["bad_field"]
    assert "turn, not yours" in seen["out_of_turn"]
    assert "not allowed" in seen["illegal"]
    assert "behind" in seen["stale"]
    assert seen["flood"] == "too many messages: disconnected"
    good, back = seen["good"], seen["back"]
    assert good["refused"] == [] and good["winner"] in (0, 1) and back["winner"] == good["winner"], (good, back)
    assert good["paused"] >= 1  # it was told, not left with a frozen screen
    assert room.phase == "over" and serving.host.stats["refused"] >= 7
    assert check_privacy(db, room.log, False, {0: seen["good_log"]}, paths=(str(tmp_path),)) > 20  # real sockets
    assert room.replay_path.startswith(str(tmp_path))  # kept by the host, never sent
