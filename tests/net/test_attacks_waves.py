"""Issue 30, guessing and exhausting: waves of hellos, one guessing address, silent sockets, running out
of descriptors, a seat rejoining over and over. Loopback only, every loop bounded in count and time.

Before issue 30: the wrong-code count was read when a connection was accepted and written back as
that stale value + 1, so a wave counted once (500 guesses in 4.3 s from one address); five wrong
codes locked an address out, the honest player behind it too; silent sockets were never capped (on
a 1,024-descriptor host 1,100 of them kept an honest join out and logged thousands of tracebacks);
a dropped seat could rejoin thousands of times, each with a fresh rate limit, flooding the other seat.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import subprocess
import sys
import time

import pytest
from support.net_procs import REPO, env

from game.net import wire
from game.net.client import Connection, Refused, hello
from game.net.handshake import fingerprint
from game.net.host import Host
from game.net.limits import Gate, Limits
from game.net.serve import new_room, serve_in_thread
from game.net.wire import Msg

ADDR = "127.0.0.1"
WRONG = "wrong room code: ask the host for the code on their screen"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("FMDUEL_DATA_HOME", str(tmp_path))


def _serving(db):
    room = new_room(db, seats="remote,remote")
    return room, serve_in_thread(db, room, address=ADDR, port=0)


async def _answer(reader: asyncio.StreamReader, wait: float) -> str:
    try:
        return wire.decode(await wire.read_frame(reader, wire.MAX_FROM_HOST, wait))["reason"]
    except (TimeoutError, asyncio.IncompleteReadError, ConnectionError):
        return ""


async def _wave(db, port: int, n: int, wait: float) -> list[str]:
    """Opens ``n`` connections first, then sends a wrong hello on each; returns the answers within ``wait``."""
    links = [await asyncio.open_connection(ADDR, port) for _ in range(n)]
    for _reader, writer in links:
        writer.write(wire.encode(hello(db, "AAAA-AAAA")))
    answers = await asyncio.gather(*(_answer(reader, wait) for reader, _writer in links))
    for _reader, writer in links:
        writer.close()
    return list(answers)


def test_a_wave_of_wrong_codes_is_judged_one_by_one_and_every_guess_counts(db):
    _room, serving = _serving(db)
    try:
        answers = asyncio.run(asyncio.wait_for(_wave(db, serving.port, 40, 2.5), 20))
        judged = answers.count(WRONG)
        assert 3 <= judged <= 7, answers  # the free guesses, then waits that double
        gate = serving.host.gate
        assert gate.wrong_total >= judged
        assert all(a in (WRONG, "", "room full: the host is busy, try again in a moment") for a in answers)
        assert gate.wrong_from(ADDR) >= judged  # the address is charged with every hello it sent
    finally:
        serving.stop()


async def _guess_then_right(db, port: int, code: str) -> tuple[list[str], float, dict]:
    said = []
    for _ in range(5):
        reader, writer = await asyncio.open_connection(ADDR, port)
        writer.write(wire.encode(hello(db, "AAAA-AAAA")))
        said.append(await _answer(reader, 5.0))
        writer.close()
    t0 = time.monotonic()
    conn = await Connection.open(ADDR, port, hello(db, code))
    conn.close()
    return said, time.monotonic() - t0, conn.welcome


def test_a_right_code_from_a_guessing_address_is_still_judged_and_let_in(db):
    room, serving = _serving(db)
    try:
        said, waited, welcome = asyncio.run(asyncio.wait_for(_guess_then_right(db, serving.port, room.code), 30))
    finally:
        serving.stop()
    assert said == [WRONG] * 5
    assert welcome["seat"] == 0 and waited < 5.0


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_one_wrong_guess_every_half_minute_never_keeps_an_honest_player_out():
    clock = Clock()
    gate = Gate(Limits(), clock=clock)
    for _ in range(20):  # the attacker behind the same address
        assert gate.ticket("10.0.0.9", "ROOM") is not None
        gate.judged("10.0.0.9", "ROOM", right=False)
        clock.t += 30
    assert gate.ticket("10.0.0.9", "ROOM") == 0  # the honest player: judged at once
    gate.judged("10.0.0.9", "ROOM", right=True)
    waits = []
    for _ in range(30):  # a burst of guesses: the waits grow, then the hellos are refused as busy ...
        waits.append(gate.ticket("10.0.0.9", "ROOM"))
        gate.judged("10.0.0.9", "ROOM", right=False)
    assert waits[:3] == [0, 0, 0] and None in waits and gate.wrong_total == 50
    assert all(w is None or w <= Limits().longest_wait for w in waits)
    clock.t += 30 * Limits().forget  # ... and forgotten with time: never locked out for good
    assert gate.ticket("10.0.0.9", "ROOM") == 0


def test_what_is_kept_of_many_addresses_stays_bounded():
    clock = Clock()
    gate = Gate(Limits(room_burst=10**6), clock=clock)
    for i in range(6000):  # one guess each from many addresses, over time
        peer = f"10.{i // 250}.{i % 250}.1"
        assert gate.open(peer) == ""
        gate.ticket(peer, "ROOM")
        gate.judged(peer, "ROOM", right=False)
        gate.close(peer)
        clock.t += 0.01
    assert gate.remembered <= 4096 and gate.wrong_total == 6000 and gate.open_count == 0


def test_a_room_budget_bounds_the_guesses_of_many_addresses():
    clock = Clock()
    gate = Gate(Limits(room_burst=10, room_refill=0.5, longest_wait=15), clock=clock)
    waits = []
    for i in range(40):
        waits.append(gate.ticket(f"10.0.{i}.1", "ROOM"))
        if waits[-1] is not None:
            gate.judged(f"10.0.{i}.1", "ROOM", right=False)
    assert waits[:10] == [0] * 10 and waits[10] == pytest.approx(2.0)
    assert waits.count(None) == 40 - 10 - 7  # 15 s of refill at 0.5 a second: 7 more, then busy
    assert gate.ticket("10.0.0.99", "OTHER ROOM") == 0  # another room's budget is its own


def test_running_out_of_descriptors_is_said_once(db):
    said = []
    host = Host(new_room(db), fingerprint(db), log=said.append)
    loop = asyncio.new_event_loop()
    try:
        for _ in range(1000):
            host.loop_error(loop, {"message": "socket.accept() out of system resource",
                                   "exception": OSError(errno.EMFILE, "Too many open files")})
    finally:
        loop.close()
    assert len(said) == 1 and "out of file descriptors" in said[0]


_FD_HOST = """
import asyncio, resource, sys
_soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (int(sys.argv[1]), hard))
from game.db import load_carddb
from game.net.handshake import fingerprint
from game.net.host import Host
from game.net.serve import new_room
db = load_carddb()
room = new_room(db, seats="remote,remote")
host = Host(room, fingerprint(db), address="127.0.0.1", port=0, log=lambda line: print(line, flush=True))
print("code", room.code, flush=True)
asyncio.run(host.serve(asyncio.Event(), started=lambda p: print("port", p, flush=True), max_seconds=20))
"""


def _loopback_alias() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 9), timeout=0.2, source_address=("127.0.0.2", 0)):
            pass
    except ConnectionRefusedError:
        return True
    except OSError:
        return False
    return True


async def _silent_then_honest(db, port: int, code: str) -> dict:
    t0 = time.monotonic()
    silent = []
    for _ in range(250):  # more than the host's descriptors, all from one address, never a word
        try:
            silent.append(await asyncio.open_connection(ADDR, port))
        except OSError:
            break
    t1 = time.monotonic()
    conn = await Connection.open(ADDR, port, hello(db, code), local="127.0.0.2")  # an honest player elsewhere
    honest = time.monotonic() - t1
    conn.close()
    answers = await asyncio.gather(*(_answer(r, 0.2) for r, _w in silent))
    for _r, w in silent:
        w.close()
    return {"opened": len(silent), "honest": honest, "welcome": conn.welcome, "answers": answers,
            "took": time.monotonic() - t0}


@pytest.mark.skipif(not _loopback_alias(), reason="this machine has no 127.0.0.2 on its loopback")
def test_silent_sockets_past_the_descriptor_limit_neither_keep_an_honest_join_out_nor_flood_the_log(db, tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", _FD_HOST, "160"], cwd=REPO, env=env(tmp_path), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        code = proc.stdout.readline().split()[1]
        port = int(proc.stdout.readline().split()[1])
        seen = asyncio.run(asyncio.wait_for(_silent_then_honest(db, port, code), 30))
    finally:
        proc.terminate()
        out = proc.communicate(timeout=20)[0]
    assert seen["welcome"]["seat"] == 0 and seen["honest"] < 2.0, (seen, out)
    busy = "room full: the host is busy, try again in a moment"
    assert set(seen["answers"]) == {"", busy} and seen["answers"].count("") == Limits().per_address, seen

    assert "Traceback" not in out and "out of file descriptors" not in out, out  # the cap keeps it clear


async def _rejoin_flood(db, port: int, code: str) -> dict:
    red = await Connection.open(ADDR, port, hello(db, code, seat=0))
    blue = await Connection.open(ADDR, port, hello(db, code, seat=1))
    token = blue.welcome.get("token", "")
    heard = []

    async def listen():
        while True:
            heard.append((await red.recv(10.0))["t"])

    listener = asyncio.create_task(listen())
    seen = {}

    async def pings(conn, n: int) -> int:
        conn.writer.write(b"".join(wire.encode({"t": "ping", "id": i}) for i in range(n)))
        refused = 0
        for _ in range(n):
            msg = await conn.recv(5.0)
            refused += msg["t"] == Msg.REFUSED
        return refused

    seen["first"] = await pings(blue, 130)  # past the burst: some refused
    blue.writer.transport.abort()
    for _ in range(100):  # until the host has seen the drop (RED hears of it)
        if "paused" in heard:
            break
        await asyncio.sleep(0.05)
    blue = await Connection.open(ADDR, port, hello(db, code, seat=1, token=token))
    seen["after_rejoin"] = await pings(blue, 30)  # the same budget: not fresh after a rejoin
    await asyncio.sleep(0.3)
    before, welcomed, refused, t0 = len(heard), 0, [], time.monotonic()
    for _ in range(150):  # rejoin, rejoin, rejoin ...
        blue.writer.transport.abort()
        try:
            blue = await Connection.open(ADDR, port, hello(db, code, seat=1, token=token))
            welcomed += 1
        except Refused as exc:
            refused.append(str(exc))
        if time.monotonic() - t0 > 6:
            break
    seen["flood_seconds"] = time.monotonic() - t0
    await asyncio.sleep(0.3)
    seen.update(welcomed=welcomed, refused=refused, red_heard=len(heard) - before)
    blue.writer.transport.abort()
    await asyncio.sleep(Limits().rejoin_every + 0.2)
    blue = await Connection.open(ADDR, port, hello(db, code, seat=1, token=token))  # later, it comes back
    seen["back"] = blue.welcome["seat"]
    listener.cancel()
    blue.close()
    red.close()
    return seen


def test_a_seat_rejoining_over_and_over_neither_resets_its_rate_nor_floods_the_other_seat(db):
    room, serving = _serving(db)
    try:
        seen = asyncio.run(asyncio.wait_for(_rejoin_flood(db, serving.port, room.code), 40))
    finally:
        serving.stop()
    assert seen["first"] > 0 and seen["after_rejoin"] > 0, seen
    assert seen["welcomed"] <= Limits().rejoin_burst + seen["flood_seconds"] / Limits().rejoin_every + 1, seen
    assert seen["refused"] and set(seen["refused"]) == {"too many rejoins: wait a few seconds and try again"}
    assert seen["red_heard"] <= 8 * seen["welcomed"] + 10, seen
    assert seen["back"] == 1


async def _silence(port: int) -> float:
    reader, writer = await asyncio.open_connection(ADDR, port)
    t0 = time.monotonic()
    said = await _answer(reader, 5.0)
    writer.close()
    assert said == "", said
    return time.monotonic() - t0


def test_a_silent_socket_is_dropped_at_the_handshake_deadline(db):
    room = new_room(db, seats="remote,remote")
    serving = serve_in_thread(db, room, address=ADDR, port=0, gate=Gate(Limits(handshake=0.3)))
    try:
        took = asyncio.run(asyncio.wait_for(_silence(serving.port), 10))
    finally:
        serving.stop()
    assert 0.25 < took < 2.0
    assert Limits().handshake <= 5.0  # the default: "a few seconds"
