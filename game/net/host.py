"""The host's server: asyncio streams around one ``Room`` (bounded in everything it reads and keeps).

Every connection first sends a hello; the host compares the fingerprint (``handshake.mismatch``)
and the room code, then gives it a seat. What every connection gets besides (time limits, the rate
and size of what it sends, a bounded outgoing queue) is ``game.net.conn``, shared with the duel
server. ``Host.attend`` / ``Host.watch`` / ``Host.tick`` are what the server (``game.net.server``)
runs for each of its rooms: one room's host there is this very class, without a socket of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable

from game.net import wire
from game.net.conn import Conn, fatal, first_message, messages, opened, peer_of
from game.net.handshake import code_matches, mismatch
from game.net.privacy import SPECTATOR
from game.net.room import Phase, Room
from game.net.watch import Watchers
from game.net.wire import Msg

TICK = 0.05  # seconds between the host's turns of the AI seats and the pause clock
WRONG_CODES = 5  # wrong room codes from one address before it waits
WRONG_WAIT = 30.0


class Host:
    """Serves one room; ``serve`` returns when the duel is over and everyone has left, or on ``stop``."""

    def __init__(self, room: Room, fingerprint: dict, *, address: str = "127.0.0.1", port: int = 0,
                 after_grace: str = "wait", on_change: Callable[[Room], None] | None = None,
                 log: Callable[[str], None] | None = None, rate: tuple[float, int] = (60.0, 120)) -> None:
        self.room, self.fingerprint = room, fingerprint
        self.rate = rate  # messages a second and burst per connection (the bench's machine players need more)
        self.address, self.port = address, port
        self.after_grace = after_grace
        self.on_change = on_change or (lambda room: None)
        self.say = log or (lambda line: None)
        self.conns: dict[int, Conn] = {}
        self.wrong: dict[str, tuple[int, float]] = {}
        self.stats = {"refused": 0, "closed": 0, "cpu": 0.0}  # cpu: the host thread's seconds (all its work)
        self._paused_sent = 0.0
        self._tasks: set[asyncio.Task] = set()
        self.watchers = Watchers(room.watch_delay) if room.watch_delay >= 0 else None  # spectators (the server's rooms)
        self.syncer: Callable[[Host], None] | None = None  # a server's group commit (``release`` once synced)
        self._held: deque[tuple[int, list]] = deque()  # outboxes waiting for their journal lines' fsync

    async def serve(self, stop: asyncio.Event, started: Callable[[int], None] | None = None,
                    max_seconds: float | None = None) -> None:
        """Listens until the room is over and empty, ``stop`` is set, or ``max_seconds`` pass."""
        server = await asyncio.start_server(self._client, self.address, self.port, limit=wire.MAX_FROM_CLIENT * 2)
        self.port = server.sockets[0].getsockname()[1]
        if started is not None:
            started(self.port)
        deadline = None if max_seconds is None else time.monotonic() + max_seconds
        cpu0 = time.thread_time()
        try:
            while not stop.is_set():
                self.tick()
                if self.room.phase == Phase.OVER and not self.conns:
                    break
                if deadline is not None and time.monotonic() > deadline:
                    self.say("host: time limit reached")
                    break
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(stop.wait(), TICK)
        finally:
            server.close()
            for c in list(self.conns.values()):
                c.close()
            await asyncio.sleep(0.1)
            for c in list(self.conns.values()):
                c.abort()
            if self._tasks:
                await asyncio.wait(self._tasks, timeout=3.0)
            await server.wait_closed()
            self.stats["cpu"] = time.thread_time() - cpu0

    # --- the room's clock ------------------------------------------------------------------

    def tick(self) -> None:
        """Plays the AI seats' turns and runs the pause clock (the server ticks every room's host)."""
        room = self.room
        for _ in range(64):  # the AI seats' actions this tick (bounded; the clients animate them)
            out = room.ai_step()
            if not out:
                break
            self._send(out)
        if room.phase == Phase.PLAYING and room.gone():
            now = time.monotonic()
            if now - self._paused_sent >= 1.0:  # the countdown the players see
                self._paused_sent = now
                self._send(room._broadcast(room.paused()))
            if self.after_grace != "wait" and room.may_decide():  # the host's own rule (--after-grace)
                self._send(room.decide(self.after_grace))

    def end(self, note: str) -> None:
        """Ends the duel now, telling everyone why (the server's rule for a duel nobody came back to)."""
        if self.room.phase == Phase.PLAYING:
            self._send(self.room._finish(note))

    def _send(self, outbox: list[tuple[int, dict]]) -> None:
        journal = self.room.journal
        if self.syncer is not None and journal is not None:
            journal.deferred = True  # the server fsyncs every room's new lines at once, then releases them
            if self._held or journal.synced < journal.count:
                self._held.append((journal.count, outbox))  # in order: nothing overtakes a held update
                self.syncer(self)
                return
        self._deliver(outbox)

    def release(self) -> None:
        """Sends the outboxes whose journal lines are now on disk (the server calls it after ``flush``)."""
        journal = self.room.journal
        while self._held and self._held[0][0] <= journal.synced:
            self._deliver(self._held.popleft()[1])

    def _deliver(self, outbox: list[tuple[int, dict]]) -> None:
        changed = False
        for seat, msg in outbox:
            if seat == SPECTATOR:
                if self.watchers is not None:
                    self.watchers.put(msg)
                continue
            conn = self.conns.get(seat)
            if conn is not None:
                conn.put(msg)
            changed = changed or msg.get("t") in (Msg.LOBBY, Msg.UPDATE, Msg.ENDED, Msg.PAUSED, Msg.RESUMED)
        if changed:
            self.on_change(self.room)

    # --- one connection --------------------------------------------------------------------

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        async with opened(reader, writer, self.rate, self._tasks) as conn:
            first = await first_message(conn, self.stats)
            if first is not None and first[0] != Msg.HELLO:
                self._fatal(conn, "the first message must be hello")
            elif first is not None:
                await self.attend(conn, first[1], peer_of(writer))

    async def attend(self, conn: Conn, msg: dict, peer: str) -> None:
        """Seats a connection whose hello names this room, then serves its seat until it leaves."""
        try:
            if self._admit(conn, msg, peer):
                await self._serve_seat(conn)
        finally:
            self._left(conn)

    def _admit(self, conn: Conn, msg: dict, peer: str) -> bool:
        count, since = self.wrong.get(peer, (0, 0.0))
        if count >= WRONG_CODES and time.monotonic() - since < WRONG_WAIT:
            return self._fatal(conn, "too many wrong room codes from your address; wait a little and try again")
        why = mismatch({k: msg[k] for k in self.fingerprint}, self.fingerprint)
        if why:
            return self._fatal(conn, why)
        if not code_matches(msg["code"], self.room.code):
            self.wrong[peer] = (count + 1, time.monotonic())
            return self._fatal(conn, "wrong room code: ask the host for the code on their screen")
        if msg.get("deck"):
            why = _deck_problem(msg["deck"], self.room.tag)
            if why:
                return self._fatal(conn, why)
        self.wrong.pop(peer, None)
        seat, why = self.room.join(msg)
        if seat < 0:
            return self._fatal(conn, why)
        conn.seat = seat
        old = self.conns.get(seat)
        if old is not None:
            old.close()
        self.conns[seat] = conn
        room = self.room
        conn.put({"t": Msg.WELCOME, "seat": seat, "label": room.seat_name(seat), "kind": "tag" if room.tag else "versus",
                  "code": room.code, "grace": room.grace})
        self.say(f"host: {room.seat_name(seat)} joined")
        if room.phase == Phase.LOBBY:
            self._send(room._broadcast(room.lobby()))
            if room.ready():
                self._start()
        else:
            self._send(room.back(seat))
        return True

    def _start(self) -> None:
        try:
            self._send(self.room.start())
        except (ValueError, OSError) as exc:  # a deck the rules refuse, a journal that cannot be written
            for conn in list(self.conns.values()):
                self._fatal(conn, f"the duel cannot start: {exc}")
            self.room.phase = Phase.OVER
        self.say("host: the duel has started")

    async def _serve_seat(self, conn: Conn) -> None:
        async for kind, msg in messages(conn, self.stats):
            if kind == Msg.ACT:
                out = self.room.request(conn.seat, list(msg["actions"]), int(msg["n"]))
                if any(m["t"] == Msg.REFUSED for _, m in out):
                    self.stats["refused"] += 1
                    if self.room.state is not None and msg["n"] != len(self.room.log.actions):
                        out.append((conn.seat, self.room.update_for(conn.seat, [])))  # behind: the truth
                self._send(out)
            elif kind == Msg.VOTE:
                self._send(self.room.vote(conn.seat, msg["choice"]))
            else:
                conn.put({"t": Msg.REFUSED, "reason": f"{kind.value} is not expected now"})

    async def watch(self, conn: Conn) -> None:
        """Serves a spectator: the public view (held back by the room's delay) until it leaves."""
        if self.watchers is None:
            self._fatal(conn, "this room cannot be watched")
            return
        if not self.watchers.add(conn):
            self._fatal(conn, "this room has as many spectators as it takes")
            return
        try:
            async for kind, _ in messages(conn, self.stats):
                conn.put({"t": Msg.REFUSED, "reason": f"a spectator cannot send {kind.value}"})
        finally:
            self.watchers.remove(conn)

    def _fatal(self, conn: Conn, reason: str) -> bool:
        return fatal(conn, reason, self.stats)

    def _left(self, conn: Conn) -> None:
        if conn.seat >= 0 and self.conns.get(conn.seat) is conn:
            del self.conns[conn.seat]
            self.say(f"host: {self.room.seat_name(conn.seat)} left")
            self._send(self.room.drop(conn.seat))


def _deck_problem(deck: list[int], tag: bool) -> str:
    from game.rules.setup import check_deck
    from game.rules.tag import check_tag_deck

    try:
        (check_tag_deck if tag else check_deck)(deck)
    except ValueError as exc:
        return f"your deck cannot be used: {exc}"
    return ""
