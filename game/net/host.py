"""The host's server: asyncio streams around one ``Room`` (bounded in everything it reads and keeps).

A new connection is counted by the process's ``limits.Gate`` (caps in all and per address) and must
send its hello within the handshake deadline; its code is judged at the moment the gate reserved
for it (a guessing address waits longer with each wrong code, a room's guesses are budgeted), and
only a peer with the right code hears more than "wrong code", "room full" or "incompatible game".
The room then gives it a free seat, or its own seat back for its token (a seat taken back too often
is refused for a while). After that each message is checked by ``game.net.conn`` (the rate: one
budget per seat, kept across its connections; the size, the schema, the idle deadline, the bounded
outgoing queue), which the duel server shares. ``Host.attend`` / ``Host.watch`` / ``Host.tick`` are
what the server (``game.net.server``) runs for each of its rooms: one room's host there is this very
class, without a socket of its own, sharing the server's one ``Gate``.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable

from game.net import wire
from game.net.conn import Conn, close_all, fatal, first_message, listen, messages, opened, peer_of, turn_away
from game.net.decks import deck_problem
from game.net.handshake import code_matches, mismatch
from game.net.limits import Gate
from game.net.privacy import SPECTATOR
from game.net.room import Phase, Room
from game.net.watch import Watchers
from game.net.wire import Msg

TICK = 0.05  # seconds between the host's turns of the AI seats and the pause clock
INCOMPATIBLE = "incompatible game: the host runs another version of the game, its data or its mods"
WRONG_CODE = "wrong room code: ask the host for the code on their screen"
BUSY = "room full: the host is busy, try again in a moment"


class Host:
    """Serves one room; ``serve`` returns when the duel is over and everyone has left, or on ``stop``."""

    def __init__(self, room: Room, fingerprint: dict, *, address: str = "127.0.0.1", port: int = 0,
                 after_grace: str = "wait", on_change: Callable[[Room], None] | None = None,
                 log: Callable[[str], None] | None = None, rate: tuple[float, int] = (60.0, 120),
                 gate: Gate | None = None, watch: int = -1) -> None:
        self.room, self.fingerprint = room, fingerprint
        self.rate = rate  # messages a second and burst per connection (the bench's machine players need more)
        self.address, self.port = address, port
        self.after_grace = after_grace
        self.on_change = on_change or (lambda room: None)
        self.say = log or (lambda line: None)
        self.conns: dict[int, Conn] = {}
        self.gate = gate if gate is not None else Gate(say=self.say)  # a server passes the one of all its rooms
        self.stats = {"refused": 0, "closed": 0, "cpu": 0.0}  # cpu: the host thread's seconds (all its work)
        self._paused_sent = 0.0
        self._clock_sent: tuple[float, dict | None] = (0.0, None)  # when and what the players last saw
        self._said: set = set()  # the waits and clocks the log has told of (one line each)
        self._tasks: set[asyncio.Task] = set()
        # spectators (a server's room option ``watch``: this many actions late; -1 nobody): the room adds
        # SPECTATOR to its audience (``Room.watched``), and what it sends SPECTATOR goes to ``watchers``
        self.watchers = Watchers(watch) if watch >= 0 else None
        if self.watchers is not None:
            room.watched = True
        self.syncer: Callable[[Host], None] | None = None  # a server's group commit (``release`` once synced)
        self._held: deque[tuple[int, list]] = deque()  # outboxes waiting for their journal lines' fsync

    async def serve(self, stop: asyncio.Event, started: Callable[[int], None] | None = None,
                    max_seconds: float | None = None) -> None:
        """Listens until the room is over and empty, ``stop`` is set, or ``max_seconds`` pass."""
        server, self.port = await listen(self._client, self.address, self.port, self.gate, started)
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
            await close_all(list(self.conns.values()), self._tasks)
            await server.wait_closed()
            self.gate.forget_room(self.room.code)
            self.stats["cpu"] = time.thread_time() - cpu0

    def loop_error(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """The event loop's error handler (the gate's: one for every room of the process)."""
        self.gate.loop_error(loop, context)

    # --- the room's clock ------------------------------------------------------------------

    def tick(self) -> None:
        """Plays the AI seats' turns, runs the pause clock and the turn clocks (a server ticks every room's host)."""
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
                self._send(room.broadcast(room.paused()))
            if room.may_decide():
                away = room.gone()
                then = "the players still here vote" if self.after_grace == "wait" else f"the host's rule: {self.after_grace}"
                self._say_once(tuple(room.seats[i].dropped_at for i in away),
                               f"host: the grace of {', '.join(room.seat_name(i) for i in away)} is over; {then}")
            if self.after_grace != "wait" and room.may_decide():  # the host's own rule (--after-grace)
                self._send(room.decide(self.after_grace))
        self._clock_tick()

    def _clock_tick(self) -> None:
        """Runs the room's clocks; the players see them at most twice a second, the log each time one runs out."""
        out = self.room.clock_step()
        for note in dict.fromkeys(m["note"] for _, m in out if m.get("t") == Msg.CLOCK and m.get("note")):
            self.say(f"host: {note}")
        self._send(out)
        msg, (at, last) = self.room.clock_message(), self._clock_sent
        now = time.monotonic()
        if msg is not None and msg != last and (now - at >= 0.5 or last is None or msg["seat"] != last["seat"]):
            self._clock_sent = (now, msg)
            self._send(self.room.broadcast(msg))

    def _say_once(self, key: object, line: str) -> None:
        if key not in self._said:
            self._said.add(key)
            self.say(line)

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
                if msg.get("t") == Msg.ERROR:  # the room let this player go (the computer took the seat)
                    conn.close()
            changed = changed or msg.get("t") in (Msg.LOBBY, Msg.UPDATE, Msg.ENDED, Msg.PAUSED, Msg.RESUMED)
        if changed:
            self.on_change(self.room)

    # --- one connection --------------------------------------------------------------------

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = peer_of(writer)
        why = self.gate.open(peer)
        if why:  # over a cap: told in one frame, nothing read, nothing kept
            turn_away(writer, why, self.stats)
            return
        try:
            async with opened(reader, writer, self.rate, self._tasks) as conn:
                first = await first_message(conn, self.stats, self.gate.limits.handshake,
                                            f"{INCOMPATIBLE} (it could not read your hello)")
                if first is not None and first[0] != Msg.HELLO:
                    self._fatal(conn, f"{INCOMPATIBLE} (it could not read your hello)")
                elif first is not None:
                    await self.attend(conn, first[1], peer)
        finally:
            self.gate.close(peer)

    async def attend(self, conn: Conn, msg: dict, peer: str) -> None:
        """Seats a connection whose hello names this room, then serves its seat until it leaves."""
        try:
            if await self._admit(conn, msg, peer):
                await self._serve_seat(conn)
        finally:
            self._left(conn)

    async def _admit(self, conn: Conn, msg: dict, peer: str) -> bool:
        room = self.room
        wait = self.gate.ticket(peer, room.code)
        if wait is None:
            return self._fatal(conn, BUSY)
        if wait > 0:
            await asyncio.sleep(wait)
        right = code_matches(msg["code"], room.code)
        self.gate.judged(peer, room.code, right)  # counted here, with no wait since the comparison
        if not right:
            return self._fatal(conn, WRONG_CODE)
        why = mismatch({k: msg[k] for k in self.fingerprint}, self.fingerprint)
        if why:  # only a peer with the code hears what differs
            return self._fatal(conn, f"{INCOMPATIBLE} ({why})")
        if msg.get("deck") and room.phase == Phase.LOBBY:
            why = deck_problem(room.db, msg["deck"], room.options)
            if why:
                return self._fatal(conn, f"your deck cannot be used: {why}")
        owner = room.owner(msg)
        if owner >= 0 and room.phase != Phase.LOBBY and not self.gate.rejoin(room.code, owner):
            return self._fatal(conn, "too many rejoins: wait a few seconds and try again")
        seat, why = room.join(msg)
        if seat < 0:
            return self._fatal(conn, why)
        conn.seat = seat
        conn.limit = self.gate.seat_rate(room.code, seat, lambda: wire.RateLimit(*self.rate))
        conn.limit.over = 0  # the budget is the seat's; a run of refusals that closes a link is this link's
        old = self.conns.get(seat)
        if old is not None:  # its owner came back before the old link was known dead
            old.seat = -1
            old.close()
        self.conns[seat] = conn
        conn.put(room.welcome(seat))
        self.say(f"host: {room.seat_name(seat)} joined")
        if room.phase == Phase.LOBBY:
            self._send(room.broadcast(room.lobby()))
            if room.ready():
                self._start()
        else:
            self._send(room.back(seat))
        return True

    def _start(self) -> None:
        try:
            self._send(self.room.start())
        except (ValueError, OSError) as exc:  # a deck the rules refuse, a journal that cannot be written
            self.say(f"host: the duel cannot start: {exc}")  # the host's own log may name its files
            why = "the host cannot write its journal" if isinstance(exc, OSError) else str(exc)
            for conn in list(self.conns.values()):
                self._fatal(conn, f"the duel cannot start: {why}")
            self.room.phase = Phase.OVER
            return
        self.say(f"host: the duel has started ({self.room.timer.words()})")

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
                conn.put(self.room.refusal(f"{kind.value} is not expected now"))

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
                conn.put(self.room.refusal(f"a spectator cannot send {kind.value}"))
        finally:
            self.watchers.remove(conn)

    def _fatal(self, conn: Conn, reason: str) -> bool:
        return fatal(conn, reason, self.stats)

    def _left(self, conn: Conn) -> None:
        if conn.seat >= 0 and self.conns.get(conn.seat) is conn:
            del self.conns[conn.seat]
            waits = self.room.phase == Phase.PLAYING and self.room.seats[conn.seat].human
            self.say(f"host: {self.room.seat_name(conn.seat)} left"
                     + (f"; waiting up to {self.room.grace:.0f} s for them" if waits else ""))
            self._send(self.room.drop(conn.seat))

