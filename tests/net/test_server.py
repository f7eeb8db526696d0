"""The duel server on the loopback (issue 30): whole 2P and Tag duels through the lobby with bot
players and a spectator who never sees a hidden card, a hostile lobby client, and a server killed
(SIGKILL) with several rooms open that brings every one of them back. Bounded in time; 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from pathlib import Path

import pytest
from support.net_privacy import check_privacy, finished_log, public_only
from support.net_procs import game

from game.net import wire
from game.net.client import hello, play_bot
from game.net.handshake import fingerprint
from game.net.journal import Journal
from game.net.lobby import Lobby
from game.net.lobby_client import ask, create_request, list_request, watch, watch_request
from game.net.privacy import SPECTATOR
from game.net.records import replay_all
from game.net.server import INCOMPATIBLE, Server
from game.rules.serialise import state_hash


async def _serving(db, state: Path, **kw) -> tuple[Server, asyncio.Event, asyncio.Task]:
    server = Server(Lobby(db, state), fingerprint(db), **kw)
    stop, ready = asyncio.Event(), asyncio.Event()
    task = asyncio.create_task(server.serve(stop, started=lambda port: ready.set(), max_seconds=120))
    await asyncio.wait_for(ready.wait(), 10)
    return server, stop, task



@pytest.mark.parametrize("tag", [False, True], ids=["2p", "tag"])
def test_a_whole_duel_through_the_lobby_with_a_spectator(db, tmp_path, monkeypatch, tag):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))
    state = tmp_path / "server"

    async def main():
        server, stop, task = await _serving(db, state)
        port = server.port
        code = (await ask("127.0.0.1", port, create_request(db, "tag" if tag else "versus", ["glitch_fusions"])))["code"]
        listed = (await ask("127.0.0.1", port, list_request(db)))["rooms"]
        seen: list[dict] = []
        spectator = asyncio.create_task(watch("127.0.0.1", port, watch_request(db, code.lower()), seen=seen.append,
                                              max_seconds=90))
        first: list[dict] = []  # what the first player was sent: the spectator sees the same plays
        bots = [play_bot(db, "127.0.0.1", port, hello(db, code, name=f"P{i}"), "random", seed=i, max_seconds=90,
                         record=first if i == 0 else None) for i in range(4 if tag else 2)]
        outs = await asyncio.gather(*bots)
        watched = await spectator
        await asyncio.sleep(1.2)  # one sweep: the finished room is closed
        after = (await ask("127.0.0.1", port, list_request(db)))["rooms"]
        stop.set()
        await task
        return code, listed, outs, watched, seen, after, server, first

    code, listed, outs, watched, seen, after, server, first = asyncio.run(main())
    assert [r["code"] for r in listed] == [code] and listed[0]["free"] == (4 if tag else 2)
    assert len({o["winner"] for o in outs}) == 1 and all(not o["refused"] for o in outs)
    assert watched["seat"] == SPECTATOR and watched["ended"]["winner"] == outs[0]["winner"]
    log = finished_log(state, code)
    final = replay_all(db, log)
    assert final.over and final.winner == outs[0]["winner"]
    updates = [m for m in seen if m["t"] == "update"]
    played = [m["n"] for m in first if m["t"] == "update" and m["events"]]
    assert [m["n"] for m in updates] == [0, *played[1:]] and played[-1] == len(log.actions)  # every play, in order
    assert all(public_only(m) for m in seen)
    assert check_privacy(db, log, tag, {SPECTATOR: updates}) == len(updates)
    recorded = json.loads(next((tmp_path / "replays").glob("**/*.json")).read_text())
    assert recorded["final_hash"] == state_hash(final)
    assert after == [] and not (state / f"{code}.offer").exists() and server.stats["cpu"] > 0


def test_a_hostile_lobby_client_gets_reasons_and_the_server_goes_on(db, tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))

    async def raw(port: int, frames: list[bytes]) -> list[dict]:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        for f in frames:
            writer.write(f)
        await writer.drain()
        got = []
        try:
            for _ in range(len(frames)):  # at most one answer a frame
                got.append(wire.decode(await wire.read_frame(reader, wire.MAX_FROM_HOST, 3)))
        except (asyncio.IncompleteReadError, TimeoutError, ConnectionError):
            pass
        writer.close()
        return got

    async def main():
        server, stop, task = await _serving(db, tmp_path / "server")
        port = server.port
        good = list_request(db)
        answers = [
            await raw(port, [wire.encode({"t": "create", **fingerprint(db), "kind": "tag", "rules": ["x"] * 9,
                                          "watch": 0, "listed": True})]),
            await raw(port, [wire.encode({**good, "game": "0.0.1"})]),
            await raw(port, [b"\x00\x00\x00\x05[1,2]"]),
            await raw(port, [b"\xff\xff\xff\xff"]),
            await raw(port, [wire.encode(good), wire.encode({"t": "act", "actions": [1], "n": 0}),
                             wire.encode(create_request(db, "versus", ["tag_team_traps"])),
                             wire.encode(create_request(db, "versus", [], watch=-1))]),
        ]
        code = answers[-1][-1]["code"]
        answers.append(await raw(port, [wire.encode(watch_request(db, code))]))
        answers.append(await raw(port, [wire.encode(watch_request(db, "QQQQ-QQQQ"))]))
        rooms = (await ask("127.0.0.1", port, list_request(db)))["rooms"]
        stop.set()
        await task
        return answers, rooms, code

    answers, rooms, code = asyncio.run(main())
    reasons = [[m.get("reason", m["t"]) for m in a] for a in answers]
    unread = f"{INCOMPATIBLE} (it could not read your request)"  # a stranger's first words: no detail back
    assert reasons[0] == [unread] and reasons[2] == [unread] and reasons[3] == [unread]
    assert reasons[1] == [INCOMPATIBLE]  # a lobby request proves nothing: the server's versions stay unsaid
    assert reasons[4] == ["rooms", "act is not expected in the lobby",
                          "the room cannot be opened: tag_team_traps is a Tag Duel option", "created"]
    assert reasons[5] == ["this room cannot be watched"]
    assert reasons[6] == ["no room with that code on this server: check the code in the room list"]
    assert [r["code"] for r in rooms] == [code]


def test_a_killed_server_resumes_every_room(db, tmp_path):
    state = tmp_path / "server"

    def start(port: int = 0):
        proc = game(tmp_path, "server", "--bind", "127.0.0.1", "--port", str(port), "--state", str(state),
                    "--max-minutes", "2")
        lines = []
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            assert line, f"the server ended: {lines}"
            lines.append(line.rstrip())
            m = re.search(r"server listening on 127\.0\.0\.1:(\d+)", line)
            if m:
                return proc, int(m.group(1)), lines
        raise AssertionError(f"the server did not start: {lines}")

    proc, port, _ = start()

    async def main():
        codes = [(await ask("127.0.0.1", port, create_request(db, kind, [], watch=1)))["code"]
                 for kind in ("versus", "tag", "versus")]
        bots = [asyncio.create_task(play_bot(db, "127.0.0.1", port, hello(db, code), "random", seed=i,
                                             max_seconds=60, think=0.01))
                for code, n in zip(codes[:2], (2, 4), strict=True) for i in range(n)]
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and min(_moves(state / f"{c}.journal") for c in codes[:2]) < 8:
            await asyncio.sleep(0.1)
        proc.kill()  # SIGKILL: no chance to tidy up
        proc.wait(10)
        moves = [_moves(state / f"{c}.journal") for c in codes[:2]]
        again, _, lines = await asyncio.to_thread(start, port)
        try:
            outs = await asyncio.gather(*bots)
            rooms = (await ask("127.0.0.1", port, list_request(db)))["rooms"]
        finally:
            again.kill()
            again.wait(10)
        return codes, moves, lines, outs, rooms

    try:
        codes, moves, lines, outs, rooms = asyncio.run(main())
    finally:
        proc.kill()
        proc.wait(10)
    assert all(m >= 8 for m in moves)
    for code, n in zip(codes[:2], moves, strict=True):
        assert f"room {code}: resumed at action {n}" in lines
    assert f"room {codes[2]}: open again, waiting for players" in lines
    assert all(o["ended"] is not None and o.get("reconnects") for o in outs), outs
    assert len({o["winner"] for o in outs[:2]}) == 1 and len({o["winner"] for o in outs[2:]}) == 1
    assert [r["code"] for r in rooms] == [codes[2]]  # the two duels are over; the waiting room is back
    for code in codes[:2]:
        assert replay_all(db, finished_log(state, code)).over


def _moves(journal: Path) -> int:
    try:
        return len(Journal.read(journal)[1])
    except (OSError, ValueError):
        return 0


class Sink:
    def __init__(self) -> None:
        self.got: list[dict] = []
        self.closed = False

    def put(self, msg: dict) -> None:
        self.got.append(msg)


def test_a_servers_room_tells_nobody_of_a_play_before_its_journal_line_is_synced(db, tmp_path):
    from game.net.host import Host
    from game.net.lobby import Offer
    from game.rules.actions import legal_actions

    room, _ = Lobby(db, tmp_path).create(Offer(watch=0))
    for _ in room.seats:
        room.join({})
    host = Host(room, fingerprint(db), watch=0)
    waiting: list[Host] = []
    host.syncer = waiting.append  # the server's group commit
    red, blue = Sink(), Sink()
    host.conns = {0: red, 1: blue}
    host._start()
    assert [m["t"] for m in red.got] == ["update", "lobby"]  # the journal's header is written at once
    seat = room.state.active
    for _ in range(3):  # three plays before the fsync round: all held, in order
        host._send(room.request(room.state.active, [legal_actions(db, room.state)[0]], len(room.log.actions)))
    assert room.journal.count == 3 and room.journal.synced == 0 and len(red.got) == 2 and waiting == [host] * 3
    host._send(room.broadcast(room.lobby()))  # nothing overtakes a held update
    room.journal.flush()
    host.release()
    assert [m["t"] for m in (red, blue)[seat].got[2:]] == ["update"] * 3 + ["lobby"]
    assert [m["n"] for m in blue.got[2:5]] == [1, 2, 3] and room.journal.synced == 3
    assert [m["n"] for m in host.watchers.held] == [] and host.watchers.shown["n"] == 3
    room.journal.close()
