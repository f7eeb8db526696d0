"""The host's server: asyncio streams around one ``Room`` (bounded in everything it reads and keeps).

Every connection first sends a hello within ``HELLO_TIMEOUT``; the host compares the fingerprint
(``handshake.mismatch``) and the room code, then gives it a seat. After that each frame is rate
limited (``RateLimit``), size limited, parsed and schema-checked; a bad one is refused with the
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
from game.net.handshake import code_matches, mismatch
from game.net.room import Phase, Room
from game.net.wire import Msg, WireError

HELLO_TIMEOUT = 10.0
IDLE_TIMEOUT = 20.0
TICK = 0.05  # seconds between the host's turns of the AI seats and the pause clock
QUEUE = 256  # messages waiting for one slow client before it is dropped
FLOOD = 200  # refused messages in one run (no quiet second between them) before a flooder is closed
WRONG_CODES = 5  # wrong room codes from one address before it waits
WRONG_WAIT = 30.0


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
        self._clock_sent: tuple[float, dict | None] = (0.0, None)  # when and what the players last saw
        self._said: set = set()  # the waits and clocks the log has told of (one line each)
        self._tasks: set[asyncio.Task] = set()

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
                await asyncio.wait(self._tasks, timeout=3.0)
            await server.wait_closed()
            self.stats["cpu"] = time.thread_time() - cpu0

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
        task = asyncio.current_task()
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        conn = Conn(reader, writer, wire.RateLimit(*self.rate))
        pump = asyncio.create_task(conn.pump())
        peer = str((writer.get_extra_info("peername") or ("?",))[0])
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

    async def _hello(self, conn: Conn, peer: str) -> bool:
        count, since = self.wrong.get(peer, (0, 0.0))
        if count >= WRONG_CODES and time.monotonic() - since < WRONG_WAIT:
            return self._fatal(conn, "too many wrong room codes from your address; wait a little and try again")
        try:
            msg = wire.decode(await wire.read_frame(conn.reader, wire.MAX_FROM_CLIENT, HELLO_TIMEOUT))
            if wire.check_client(msg) != Msg.HELLO:
                raise WireError("the first message must be hello")
        except WireError as exc:
            return self._fatal(conn, str(exc))
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
            why = f"the host cannot write its journal ({exc.strerror})" if isinstance(exc, OSError) else str(exc)
            self.say(f"host: the duel cannot start: {exc}")  # the host's own log may name its path
            for conn in list(self.conns.values()):
                self._fatal(conn, f"the duel cannot start: {why}")
            self.room.phase = Phase.OVER
        else:
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
                conn.put({"t": Msg.REFUSED, "reason": "too many messages: slow down"})
                if conn.limit.over >= FLOOD:
                    self._fatal(conn, "too many messages: disconnected")
                    return
                continue
            try:
                msg = wire.decode(body)
                kind = wire.check_client(msg)
            except WireError as exc:
                self.stats["refused"] += 1
                conn.put({"t": Msg.REFUSED, "reason": str(exc)})
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
                conn.put({"t": Msg.PONG, "id": msg["id"]})
            elif kind == Msg.BYE:
                return
            else:
                conn.put({"t": Msg.REFUSED, "reason": f"{kind.value} is not expected now"})

    def _fatal(self, conn: Conn, reason: str) -> bool:
        conn.put({"t": Msg.ERROR, "reason": reason})
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


def _deck_problem(deck: list[int], tag: bool) -> str:
    from game.rules.setup import check_deck
    from game.rules.tag import check_tag_deck

    try:
        (check_tag_deck if tag else check_deck)(deck)
    except ValueError as exc:
        return f"your deck cannot be used: {exc}"
    return ""
