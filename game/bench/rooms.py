"""Rooms per duel server process (issue 30): many bot duels at once through one ``fmduel server``.

The server runs as its own process (``fmduel server`` on 127.0.0.1, a throw-away state directory),
so its memory is its own. This process opens ``ROOMS`` 2P rooms through the lobby (spectators
allowed, as a listed room is by default) and plays both seats of each with a light bot on one
asyncio loop: when its update offers legal actions it waits ``THINK`` seconds (a quick player's
pace, jittered so the rooms do not play in step) and sends one seeded random choice. Once every
room's duel has started, for ``WINDOW`` seconds it records the time from each play's send to the
arrival of the player's own update for it (the server's whole work: checks, engine step, journal
fsync, every seat's and the spectators' view, the write) and the server's CPU time; then the
server's resident memory beyond what it held with no rooms, per room. The server's one ``Gate`` is
given caps that admit every bot from this one address (``CONNECTIONS``), and both processes raise
their file limits to hold them.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOMS = 300
CONNECTIONS = 2 * ROOMS + 64  # the server's caps (``--max-connections``, ``--per-address``): every bot is on
#                               127.0.0.1, with room for the lobby requests that open the rooms
THINK = 1.0
WINDOW = 15.0
PING = 5.0


def measure(data_dir: Path | None = None) -> dict[str, float]:
    """Returns the rooms playing at once (each had a play answered in the window), play-to-update p50/p95 (ms),
    plays a second, the server's CPU cores busy and MB per room."""
    from game.net.limits import raise_file_limit

    raise_file_limit(CONNECTIONS + 256)  # this process holds every bot's socket
    with tempfile.TemporaryDirectory(prefix="fmduel-bench-rooms-") as home:
        proc, port = _server(Path(home), data_dir)
        try:
            base = _rss_mb(proc.pid)
            return asyncio.run(_run(port, proc.pid, base, data_dir))
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)


def _server(home: Path, data_dir: Path | None) -> tuple[subprocess.Popen, int]:
    from game.bench.shell import _env

    env = {**_env(), "FMDUEL_DATA_HOME": str(home)}
    data = ["--data", str(data_dir)] if data_dir else []
    proc = subprocess.Popen([sys.executable, "-m", "game", *data, "server", "--bind", "127.0.0.1", "--port", "0",
                             "--state", str(home / "server"), "--max-rooms", str(ROOMS), "--max-minutes", "10",
                             "--max-connections", str(CONNECTIONS), "--per-address", str(CONNECTIONS)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        m = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
        if m:
            import threading

            threading.Thread(target=proc.stdout.read, daemon=True).start()  # keeps the pipe from filling
            return proc, int(m.group(1))
        if not line:
            break
    proc.kill()
    raise RuntimeError("bench rooms: the server did not start")


async def _run(port: int, pid: int, base_mb: float, data_dir: Path | None) -> dict[str, float]:
    from game.db import load_carddb
    from game.net.client import hello
    from game.net.lobby_client import ask, create_request

    db = load_carddb(data_dir)
    codes = [(await ask("127.0.0.1", port, create_request(db, "versus", ["glitch_fusions"])))["code"]
             for _ in range(ROOMS)]
    clock = {"from": float("inf")}
    latency: list[float] = []
    started: list[int] = []
    stop = asyncio.Event()
    bots = [asyncio.create_task(_bot(port, hello(db, code), random.Random(i * 2 + seat), latency, started, clock,
                                     stop, i)) for i, code in enumerate(codes) for seat in range(2)]
    deadline = time.monotonic() + 60
    while len(started) < 2 * ROOMS and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    cpu0, clock["from"] = _cpu_s(pid), time.perf_counter()
    await asyncio.sleep(WINDOW)
    cpu, mb = _cpu_s(pid) - cpu0, _rss_mb(pid)
    plays = len(latency)
    stop.set()
    await asyncio.wait(bots, timeout=10)
    rooms = len({room for room, _ in latency})  # rooms whose plays were answered in the window
    latency = sorted(ms for _, ms in latency)
    return {"server_rooms": rooms, "server_play_to_update_ms_p50": round(_pct(latency, 50), 2),
            "server_play_to_update_ms_p95": round(_pct(latency, 95), 2),
            "server_plays_per_s": round(plays / WINDOW, 1), "server_cpu_cores_busy": round(cpu / WINDOW, 2),
            "server_mb_per_room": round((mb - base_mb) / ROOMS, 3)}


async def _bot(port: int, hi: dict, rng: random.Random, latency: list, started: list, clock: dict,
               stop: asyncio.Event, room: int) -> None:
    from game.net import wire

    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(wire.encode(hi))
    sent_n, sent_at, first, pings = -1, 0.0, True, 0
    try:
        while not stop.is_set():
            try:
                msg = json.loads(await wire.read_frame(reader, wire.MAX_FROM_HOST, PING))
            except TimeoutError:
                pings += 1
                writer.write(wire.encode({"t": "ping", "id": pings}))
                continue
            if msg["t"] in ("ended", "error"):
                return
            if msg["t"] != "update":
                continue
            if first:
                first = False
                started.append(1)
            if sent_n >= 0 and msg["n"] > sent_n:
                if sent_at >= clock["from"]:
                    latency.append((room, (time.perf_counter() - sent_at) * 1000))
                sent_n = -1
            if msg["legal"] and sent_n < 0:
                await asyncio.sleep(THINK * rng.uniform(0.5, 1.5))
                sent_n, sent_at = msg["n"], time.perf_counter()
                writer.write(wire.encode({"t": "act", "actions": [rng.choice(msg["legal"])], "n": msg["n"]}))
    except (asyncio.IncompleteReadError, ConnectionError, OSError):
        return
    finally:
        writer.close()


def _rss_mb(pid: int) -> float:
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return float("nan")
    m = re.search(r"VmRSS:\s+(\d+) kB", text)
    return int(m.group(1)) / 1024 if m else float("nan")


def _cpu_s(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _pct(values: list[float], q: int) -> float:
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(len(values) * q / 100))]
