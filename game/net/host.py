"""The host's server: asyncio streams around one ``Room`` (bounded in everything it reads and keeps).

A new connection is counted by the process's ``limits.Gate`` (caps in all and per address) and must
send its hello within the handshake deadline; its code is judged at the moment the gate reserved
for it (a guessing address waits longer with each wrong code, a room's guesses are budgeted), and
only a peer with the right code hears more than "wrong code", "room full" or "incompatible game".
The room then gives it a free seat, or its own seat back for its token (a seat taken back too often
is refused for a while). After that each frame is rate limited (``RateLimit``: one budget per seat,
kept across its connections), size limited, parsed and schema-checked; a bad one is refused with the
reason and the connection goes on, except an oversized frame (the stream cannot be trusted after
it) and a flood that does not stop, which end that connection only. A connection that says nothing
for ``IDLE_TIMEOUT`` seconds (clients ping every few seconds) counts as dropped.

Outgoing messages go through one bounded queue per connection, so a client that stops reading
can never stall the others: when its queue is full it is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

from game.net import wire
from game.net.decks import deck_problem
from game.net.handshake import code_matches, mismatch
from game.net.limits import ACCEPT_BURST, Gate
from game.net.privacy import outgoing
from game.net.room import Phase, Room
from game.net.wire import Msg, WireError

IDLE_TIMEOUT = 20.0
TICK = 0.05  # seconds between the host's turns of the AI seats and the pause clock
QUEUE = 256  # messages waiting for one slow client before it is dropped
FLOOD = 200  # refused messages in one run (no quiet second between them) before a flooder is closed
INCOMPATIBLE = "incompatible game: the host runs another version of the game, its data or its mods"
WRONG_CODE = "wrong room code: ask the host for the code on their screen"


class Conn:
    """One client connection: its seat (once given), its rate limit and its outgoing queue."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, limit: wire.RateLimit) -> None:
        self.reader, self.writer = reader, writer
        self.seat = -1
        self.limit = limit
        self.out: asyncio.Queue = asyncio.Queue(QUEUE)
        self.closed = False

    def put(self, msg: dict) -> None:
        """Queues a message; a client whose queue is full is closed (it stopped reading)."""
        if self.closed:
            return
        try:
            self.out.put_nowait(msg)
        except asyncio.QueueFull:
            self.abort()

    def close(self) -> None:
        """Ends the connection after what is queued has been written (the reason of an error reaches the player)."""
        if not self.closed:
            self.closed = True
            try:
                self.out.put_nowait(None)
            except asyncio.QueueFull:
                self.abort()

    def abort(self) -> None:
        """Ends the connection now."""
        self.closed = True
        self.writer.close()

    async def pump(self) -> None:
        """Writes queued messages until the end of the queue (or the connection fails)."""
        with contextlib.suppress(ConnectionError, OSError, asyncio.TimeoutError):
            while True:
                msg = await self.out.get()
                if msg is None:
                    break
                self.writer.write(wire.encode(msg))
                await asyncio.wait_for(self.writer.drain(), IDLE_TIMEOUT)
        self.abort()


class Host:
    """Serves one room; ``serve`` returns when the duel is over and everyone has left, or on ``stop``."""

    def __init__(self, room: Room, fingerprint: dict, *, address: str = "127.0.0.1", port: int = 0,
                 after_grace: str = "wait", on_change: Callable[[Room], None] | None = None,
                 log: Callable[[str], None] | None = None, rate: tuple[float, int] = (60.0, 120),
                 gate: Gate | None = None) -> None:
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

    async def serve(self, stop: asyncio.Event, started: Callable[[int], None] | None = None,
                    max_seconds: float | None = None) -> None:
        """Listens until the room is over and empty, ``stop`` is set, or ``max_seconds`` pass."""
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self.loop_error)
        server = await asyncio.start_server(self._client, self.address, self.port, limit=wire.MAX_FROM_CLIENT * 2,
                                            backlog=ACCEPT_BURST)
        self.port = server.sockets[0].getsockname()[1]
        if started is not None:
            started(self.port)
        deadline = None if max_seconds is None else time.monotonic() + max_seconds
        cpu0 = time.thread_time()
        try:
            while not stop.is_set():
                self._tick()
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
                _done, pending = await asyncio.wait(self._tasks, timeout=1.0)
                for task in pending:  # hellos still waiting for their judgement, silent sockets
                    task.cancel()
                if pending:
                    await asyncio.wait(pending, timeout=2.0)
            await server.wait_closed()
            self.gate.forget_room(self.room.code)
            self.stats["cpu"] = time.thread_time() - cpu0

    def loop_error(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """The event loop's error handler (the gate's: one for every room of the process)."""
        self.gate.loop_error(loop, context)

    # --- the room's clock ------------------------------------------------------------------

    def _tick(self) -> None:
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
            self._send(self.room._broadcast(msg))

    def _say_once(self, key: object, line: str) -> None:
        if key not in self._said:
            self._said.add(key)
            self.say(line)

    def _send(self, outbox: list[tuple[int, dict]]) -> None:
        changed = False
        for seat, msg in outbox:
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
        peer = str((writer.get_extra_info("peername") or ("?",))[0])
        why = self.gate.open(peer)
        if why:  # over a cap: told in one frame, nothing read, nothing kept
            with contextlib.suppress(OSError, RuntimeError):
                writer.write(wire.encode({"t": Msg.ERROR, "reason": why}))
                writer.close()
            self.stats["closed"] += 1
            return
        task = asyncio.current_task()
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        conn = Conn(reader, writer, wire.RateLimit(*self.rate))
        try:
            pump = asyncio.create_task(conn.pump())
            try:
                if await self._hello(conn, peer):
                    await self._serve_seat(conn)
            except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, OSError):
                pass
            finally:
                self._left(conn)
                conn.close()
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(pump, 2.0)
                conn.abort()
        finally:
            self.gate.close(peer)

    async def _hello(self, conn: Conn, peer: str) -> bool:
        try:
            msg = wire.decode(await wire.read_frame(conn.reader, wire.MAX_FROM_CLIENT, self.gate.limits.handshake))
            if wire.check_client(msg) != Msg.HELLO:
                raise WireError("the first message must be hello")
        except WireError:  # a stranger's first words: what was wrong stays here
            return self._fatal(conn, f"{INCOMPATIBLE} (it could not read your hello)")
        room = self.room
        wait = self.gate.ticket(peer, room.code)
        if wait is None:
            return self._fatal(conn, "room full: the host is busy, try again in a moment")
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
            self.say(f"host: the duel cannot start: {exc}")  # the host's own log may name its files
            why = "the host cannot write its journal" if isinstance(exc, OSError) else str(exc)
            for conn in list(self.conns.values()):
                self._fatal(conn, f"the duel cannot start: {why}")
            self.room.phase = Phase.OVER
            return
        self.say(f"host: the duel has started ({self.room.timer.words()})")

    async def _serve_seat(self, conn: Conn) -> None:
        while not conn.closed:
            try:
                body = await wire.read_frame(conn.reader, wire.MAX_FROM_CLIENT, IDLE_TIMEOUT)
            except WireError as exc:
                self._fatal(conn, str(exc))
                return
            if not conn.limit.take():  # each one is answered (so a dropped play is known), at most FLOOD
                self.stats["refused"] += 1
                conn.put(self.room.refusal("too many messages: slow down"))
                if conn.limit.over >= FLOOD:
                    self._fatal(conn, "too many messages: disconnected")
                    return
                continue
            try:
                msg = wire.decode(body)
                kind = wire.check_client(msg)
            except WireError as exc:
                self.stats["refused"] += 1
                conn.put(self.room.refusal(str(exc)))
                continue
            if kind == Msg.ACT:
                out = self.room.request(conn.seat, list(msg["actions"]), int(msg["n"]))
                if any(m["t"] == Msg.REFUSED for _, m in out):
                    self.stats["refused"] += 1
                    if self.room.state is not None and msg["n"] != len(self.room.log.actions):
                        out.append((conn.seat, self.room.update_for(conn.seat, [])))  # behind: the truth
                self._send(out)
            elif kind == Msg.VOTE:
                self._send(self.room.vote(conn.seat, msg["choice"]))
            elif kind == Msg.PING:
                conn.put(outgoing({"t": Msg.PONG, "id": msg["id"]}))
            elif kind == Msg.BYE:
                return
            else:
                conn.put(self.room.refusal(f"{kind.value} is not expected now"))

    def _fatal(self, conn: Conn, reason: str) -> bool:
        conn.put(outgoing({"t": Msg.ERROR, "reason": reason}))
        self.stats["closed"] += 1
        conn.close()
        return False

    def _left(self, conn: Conn) -> None:
        if conn.seat >= 0 and self.conns.get(conn.seat) is conn:
            del self.conns[conn.seat]
            waits = self.room.phase == Phase.PLAYING and self.room.seats[conn.seat].human
            self.say(f"host: {self.room.seat_name(conn.seat)} left"
                     + (f"; waiting up to {self.room.grace:.0f} s for them" if waits else ""))
            self._send(self.room.drop(conn.seat))
