"""Networked duels on the loopback (issue 26): a remote press to the other client's screen, and the
host's CPU per duel.

A host thread serves a room on 127.0.0.1; client threads (the same ``ClientThread`` a window uses)
play every seat, a seeded random pick of the legal actions the host offers. For every
action the time runs from the acting client's send to the moment the *other* client's inbox holds
the host's update; the duel screen takes its inbox every frame, so it shows the update at most one
frame (16.7 ms) later. The round trip of a ping on the same connection is measured beside it, so
the host's own share (engine step, journal fsync, encoding) is the difference. The host's CPU is
its thread's CPU time over the whole duel (``time.thread_time``), journal and JSON included.
"""

from __future__ import annotations

import math
import queue
import random
import statistics
import tempfile
import time
from pathlib import Path

FRAME_MS = 1000 / 60
MAX_ACTIONS = 3000
WAIT = 10.0  # seconds any one message may take before the bench gives up


def measure(data_dir: Path | None = None) -> dict[str, float]:
    """Returns the loopback latency (ms, frames beyond the round trip) and host CPU per 2P and Tag duel."""
    import os

    from game.db import load_carddb

    db = load_carddb(data_dir)
    old = os.environ.get("FMDUEL_DATA_HOME")
    with tempfile.TemporaryDirectory(prefix="fmduel-bench-net-") as home:
        os.environ["FMDUEL_DATA_HOME"] = home  # the bench's journals and replays never reach the player's
        try:
            versus = _duel(db, tag=False)
            tag = _duel(db, tag=True)
        finally:
            if old is None:
                os.environ.pop("FMDUEL_DATA_HOME", None)
            else:
                os.environ["FMDUEL_DATA_HOME"] = old
    lat, rtt = versus["latency"], versus["rtt"]
    p50, p95 = _pct(lat, 50), _pct(lat, 95)
    rtt50 = _pct(rtt, 50)
    return {"net_press_to_other_screen_ms_p50": round(p50 + FRAME_MS / 2, 2),
            "net_press_to_other_inbox_ms_p50": round(p50, 2), "net_press_to_other_inbox_ms_p95": round(p95, 2),
            "net_rtt_ms_p50": round(rtt50, 2),
            "net_frames_beyond_rtt_p95": round((p95 - rtt50) / FRAME_MS + 1, 2),  # +1: the frame's wait
            "net_host_cpu_s_per_2p_duel": round(versus["cpu"], 3), "net_2p_actions": versus["actions"],
            "net_host_cpu_s_per_tag_duel": round(tag["cpu"], 3), "net_tag_actions": tag["actions"]}


def _duel(db, tag: bool) -> dict:
    from game.net.client import ClientThread, hello
    from game.net.room import Room, parse_seats
    from game.net.serve import online_dir, serve_in_thread
    from game.rules.state import DEFAULT_OPTIONS

    room = Room(db, parse_seats("", tag), "BNCH-TEST", DEFAULT_OPTIONS, online_dir() / "bench.journal", seed=26)
    serving = serve_in_thread(db, room, address="127.0.0.1", port=0, rate=(1e6, 10**6))  # machine-speed players
    if serving.error:
        raise RuntimeError(f"bench net: {serving.error}")
    clients = []
    for seat in range(len(room.seats)):
        c = ClientThread("127.0.0.1", serving.port, hello(db, room.code, seat=seat))
        c.start()
        clients.append(c)
    latest: list[dict] = [{} for _ in clients]
    latency: list[float] = []
    rtt: list[float] = []
    rng = random.Random(26)
    try:
        for i, c in enumerate(clients):
            latest[i] = _next(c, lambda m: m["t"] == "update")
        for n in range(MAX_ACTIONS):
            if room.phase == "over" or not any(m.get("legal") for m in latest):
                break
            seat = next(i for i, m in enumerate(latest) if m.get("legal"))
            other = (seat + 1) % len(clients)
            t0 = time.perf_counter()
            action = rng.choice(latest[seat]["legal"])
            clients[seat].send({"t": "act", "actions": [action], "n": latest[seat]["n"]})
            latest[other] = _next(clients[other], lambda m, k=n + 1: m["t"] == "update" and m["n"] == k)
            latency.append((time.perf_counter() - t0) * 1000)
            for i, c in enumerate(clients):
                if i != other:
                    latest[i] = _next(c, lambda m, k=n + 1: m["t"] == "update" and m["n"] == k)
            if n % 10 == 0:
                rtt.append(_ping(clients[other], n))
        actions = len(room.log.actions)
    finally:
        for c in clients:
            c.close()
        serving.ready.clear()
        serving.stop()
    return {"latency": latency, "rtt": rtt, "cpu": serving.host.stats["cpu"], "actions": actions}


def _next(client, test) -> dict:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            msg = client.inbox.get(timeout=max(0.001, deadline - time.monotonic()))
        except queue.Empty:
            break
        if msg["t"] == "lost":
            raise RuntimeError(f"bench net: {msg['reason']}")
        if test(msg):
            return msg
    raise RuntimeError("bench net: the host did not answer in time")


def _ping(client, n: int) -> float:
    before = len(client.rtt)
    client.sent_at[10_000 + n] = time.perf_counter()
    client.send({"t": "ping", "id": 10_000 + n})
    deadline = time.monotonic() + WAIT
    while len(client.rtt) == before and time.monotonic() < deadline:
        time.sleep(0.0002)
    return client.rtt[-1] * 1000 if len(client.rtt) > before else float("nan")


def _pct(values: list[float], q: int) -> float:
    values = [v for v in values if not math.isnan(v)]
    if not values:
        return float("nan")
    return statistics.quantiles(values, n=100)[q - 1] if len(values) > 1 else values[0]
