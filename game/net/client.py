"""The client's end: one connection to the host, the thread that feeds a pygame screen, and a bot.

``Connection`` speaks the protocol (hello, then checked frames both ways). ``ClientThread`` runs a
connection on its own asyncio loop in a background thread so the game's fixed-timestep loop never
waits on the network: messages arrive in ``inbox`` (a ``queue.Queue``), ``send`` posts one from
any thread, and a lost connection arrives as a ``{"t": "lost"}`` message so the screen can say
what happened and offer to rejoin. ``play_bot`` plays a seat headless with an AI level (the
command line's ``fmduel join --bot`` and the network tests).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
import time
from typing import Any

from game.net import wire
from game.net.handshake import fingerprint
from game.net.wire import Msg, WireError

CONNECT_TIMEOUT = 5.0
WELCOME_TIMEOUT = 25.0  # a host may make a hello wait (a busy room, an address that guessed codes)
PING_EVERY = 5.0
RECV_TIMEOUT = 30.0  # the host pings back at least every PING_EVERY; silence this long is a lost host
LOST = "lost"  # the inbox's own message type: the connection ended
LOST_WORDS = "The connection to the host was lost."
UNREADABLE = "The host sent something this game cannot read (another version of the game?)."


def unreachable(address: str, port: int, exc: BaseException) -> str:
    """Returns why a host could not be reached, in a player's words (never the exception's own text)."""
    import socket

    where = f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
    if isinstance(exc, socket.gaierror):
        return f"No computer called {address} was found: check the address."
    if isinstance(exc, ConnectionRefusedError):
        return f"Nobody is hosting at {where}: check the address and port, and that the room is open."
    if isinstance(exc, TimeoutError):
        return f"The host at {where} did not answer: check the address, and that its firewall lets players in."
    return f"Cannot reach {where}: check the address, the port and the network."


def hello(db, code: str, *, seat: int = -1, name: str = "", deck=None, key: str = "", token: str = "") -> dict:
    """Returns the hello a client sends: its fingerprint, the room code and what it asks for (``token``:
    the seat's credential, to take a seat held before back)."""
    msg: dict[str, Any] = {"t": Msg.HELLO, **fingerprint(db), "code": code, "seat": seat, "name": name[:16]}
    if deck:
        msg["deck"] = [int(c) for c in deck]
    if key:
        msg["key"] = key
    if token:
        msg["token"] = token
    return msg


def kept_hello(hi: dict, welcome: dict, store=None) -> dict:
    """Returns the hello that takes a welcomed seat back (its seat and token); keeps a new token in
    ``store`` (a ``tokens.TokenStore``) when given."""
    token = welcome.get("token") or hi.get("token", "")
    if welcome.get("token") and store is not None:
        with contextlib.suppress(OSError):
            store.save(welcome["code"], welcome["seat"], welcome["token"])
    out = {**hi, "seat": welcome["seat"]}
    if token:
        out["token"] = token
    return out


class Refused(ConnectionError):
    """The host answered the hello with a refusal (wrong code, full room, other version): retrying cannot help."""


class Connection:
    """One open connection to a host, after a successful hello."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, welcome: dict) -> None:
        self.reader, self.writer, self.welcome = reader, writer, welcome

    @classmethod
    async def open(cls, address: str, port: int, hi: dict, timeout: float = CONNECT_TIMEOUT,
                   welcome_timeout: float = WELCOME_TIMEOUT, local: str | None = None) -> Connection:
        """Connects (from ``local`` address when given) and says hello; raises ConnectionError with the
        host's reason when refused."""
        try:
            where = {"local_addr": (local, 0)} if local else {}
            reader, writer = await asyncio.wait_for(asyncio.open_connection(address, port, **where), timeout)
        except (TimeoutError, OSError) as exc:
            raise ConnectionError(unreachable(address, port, exc)) from None
        writer.write(wire.encode(hi))
        conn = cls(reader, writer, {})
        try:
            first = await conn.recv(max(timeout, welcome_timeout))
        except (TimeoutError, asyncio.IncompleteReadError, OSError, WireError):
            writer.close()
            raise ConnectionError("the host closed the connection during the handshake") from None
        if first["t"] != Msg.WELCOME:
            writer.close()
            raise Refused(first.get("reason", "the host refused the connection"))
        conn.welcome = first
        return conn

    async def recv(self, timeout: float | None = RECV_TIMEOUT) -> dict:
        """Returns the next message from the host (checked)."""
        msg = wire.decode(await wire.read_frame(self.reader, wire.MAX_FROM_HOST, timeout))
        wire.check_host(msg)
        return msg

    async def send(self, msg: dict) -> None:
        """Sends one message."""
        self.writer.write(wire.encode(msg))
        await self.writer.drain()

    def close(self) -> None:
        """Closes the connection."""
        self.writer.close()


async def _wind_up() -> None:
    """Ends the tasks still on a loop that is about to close (a send scheduled as the connection ended),
    so none is dropped half-made."""
    await asyncio.sleep(0)  # callbacks already scheduled make their tasks first
    rest = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in rest:
        task.cancel()
    await asyncio.gather(*rest, return_exceptions=True)


class ClientThread:
    """A connection on a background thread: ``inbox`` gets the host's messages, ``send`` posts one."""

    def __init__(self, address: str, port: int, hi: dict, store=None) -> None:
        self.address, self.port, self.hello, self.store = address, port, hi, store
        self.inbox: queue.Queue = queue.Queue(maxsize=4096)
        self.loop = asyncio.new_event_loop()
        self.conn: Connection | None = None
        self.welcome: dict = {}
        self.sent_at: dict[int, float] = {}
        self.rtt: list[float] = []
        self._stop = threading.Event()
        self._closing = threading.Lock()  # send() against the loop's end: a send is scheduled, or refused
        self.closed = False
        self._thread = threading.Thread(target=self._run, name="fmduel-client", daemon=True)

    def start(self) -> None:
        """Starts connecting (the welcome, or the reason of a refusal, arrives in the inbox)."""
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        with contextlib.suppress(RuntimeError):
            self.loop.run_until_complete(self._main())
        with self._closing:  # no send is scheduled from here on; those already scheduled are wound up
            self.closed = True
        with contextlib.suppress(RuntimeError):
            self.loop.run_until_complete(_wind_up())
        self.loop.close()

    async def _main(self) -> None:
        try:
            self.conn = await Connection.open(self.address, self.port, self.hello)
        except ConnectionError as exc:  # Refused: for good; otherwise the host may be back soon
            self._post({"t": LOST, "reason": str(exc), "refused": isinstance(exc, Refused)})
            return
        self.welcome = self.conn.welcome
        if self.hello["t"] == Msg.HELLO:  # a rejoin asks for the same seat, with its token (a spectator watches again)
            self.hello = kept_hello(self.hello, self.welcome, self.store)
        self._post(self.welcome)
        pinger = asyncio.create_task(self._pings())
        try:
            while not self._stop.is_set():
                msg = await self.conn.recv()
                if msg["t"] == Msg.PONG:
                    sent = self.sent_at.pop(msg["id"], None)
                    if sent is not None:
                        self.rtt.append(time.perf_counter() - sent)
                    continue
                self._post(msg)
                if msg["t"] == Msg.ERROR:
                    break
        except (TimeoutError, asyncio.IncompleteReadError, ConnectionError, OSError):
            if not self._stop.is_set():
                self._post({"t": LOST, "reason": LOST_WORDS})
        except WireError:
            self._post({"t": LOST, "reason": UNREADABLE})
        finally:
            pinger.cancel()
            self.conn.close()

    async def _pings(self) -> None:
        n = 0
        while True:
            await asyncio.sleep(PING_EVERY)
            n += 1
            self.sent_at[n] = time.perf_counter()
            with contextlib.suppress(OSError, ConnectionError):
                await self.conn.send({"t": Msg.PING, "id": n})

    def _post(self, msg: dict) -> None:
        with contextlib.suppress(queue.Full):
            self.inbox.put_nowait(msg)

    def send(self, msg: dict) -> None:
        """Posts a message to the host from any thread (dropped when not connected)."""
        with self._closing:
            if self.conn is None or self._stop.is_set() or self.closed:
                return
            asyncio.run_coroutine_threadsafe(self._send(msg), self.loop)

    async def _send(self, msg: dict) -> None:
        with contextlib.suppress(OSError, ConnectionError):
            await self.conn.send(msg)

    def poll(self) -> list[dict]:
        """Returns every message that has arrived (never waits)."""
        out = []
        for _ in range(self.inbox.qsize()):
            with contextlib.suppress(queue.Empty):
                out.append(self.inbox.get_nowait())
        return out

    def close(self) -> None:
        """Says goodbye and stops the thread (waits at most a second)."""
        if self._thread.is_alive() and self.conn is not None:
            self.send({"t": Msg.BYE})
        self._stop.set()
        if not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):
                self.loop.call_soon_threadsafe(lambda: self.conn and self.conn.close())
        self._thread.join(1.0)

    def rejoin(self) -> ClientThread:
        """Returns a fresh connection that asks for this one's seat back (the old one is closed)."""
        self.close()
        again = ClientThread(self.address, self.port, self.hello, self.store)
        again.start()
        return again


def _whole_play(db, agent, view, legal: list[int], seat: int, seen_by) -> list[int]:
    """Returns the agent's whole play from a committed position (a hand play's every decision, or one
    field action), previewed on the seat's view as the duel screen does, so the host only ever holds
    positions where a play begins: a player who takes the seat over never finds a play half made."""
    from game.net.wire import MAX_PLAY
    from game.rules.actions import legal_actions
    from game.rules.engine import step
    from game.rules.state import Decision

    plan: list[int] = []
    for _ in range(MAX_PLAY):  # a play the host accepts in one request
        action = int(agent.act(db, seen_by(agent, view, seat), legal))
        plan.append(action)
        try:
            view, _ = step(db, view, action)
        except (ValueError, IndexError, KeyError):  # the step reads a card the view hides: the play is done
            break
        if view.over or view.active != seat or view.pending == Decision.NONE:
            break
        legal = legal_actions(db, view)
    return plan


async def _reconnect(address: str, port: int, hi: dict, deadline: float) -> Connection | None:
    """Returns a connection back to the seat, trying twice a second until the deadline (None then)."""
    while time.monotonic() < deadline:
        try:
            return await Connection.open(address, port, hi, timeout=2.0)
        except ConnectionError:
            await asyncio.sleep(0.5)
    return None


async def play_bot(db, address: str, port: int, hi: dict, level: str = "fair", *, seed: int = 0,
                   max_seconds: float = 120.0, vote: str = "", record: list | None = None,
                   stop_after: int | None = None, think: float = 0.0, store=None) -> dict:
    """Plays a seat with an AI level until the duel ends; returns what it saw (winner, updates, refusals).

    ``record`` collects every message received (the privacy tests read it); ``stop_after`` ends the
    connection abruptly after that many updates (a player who drops); ``vote`` answers a pause;
    ``store`` keeps the seat's token (a player who comes back in another process).
    """
    from game.ai import make_agent, view_for
    from game.ai.tag import make_tag_agent, tag_view_for
    from game.net.codec import view_in

    conn = await Connection.open(address, port, hi)
    seat, tag = conn.welcome["seat"], conn.welcome["kind"] == "tag"
    again = kept_hello(hi, conn.welcome, store)
    if record is not None:
        record.append(conn.welcome)
    agent = (make_tag_agent if tag else make_agent)(level, 39, seed, db)
    out = {"seat": seat, "tag": tag, "updates": 0, "refused": [], "winner": None, "ended": None, "paused": 0,
           "welcome": conn.welcome}
    deadline = time.monotonic() + max_seconds
    try:
        pings, last, acted, said = 0, None, -1, time.monotonic()
        while time.monotonic() < deadline:
            if time.monotonic() - said > PING_EVERY:  # still here: the host drops a connection that says nothing
                pings += 1
                await conn.send({"t": Msg.PING, "id": pings})
                said = time.monotonic()
            try:
                msg = await conn.recv(min(PING_EVERY, max(0.1, deadline - time.monotonic())))
            except TimeoutError:
                continue
            except (asyncio.IncompleteReadError, ConnectionError, OSError):
                conn.close()
                out["reconnects"] = out.get("reconnects", 0) + 1
                conn = await _reconnect(address, port, again, deadline)
                if conn is None:
                    break
                out["welcome"] = conn.welcome  # a resumed host's welcome may carry its note
                if record is not None:
                    record.append(conn.welcome)
                acted, said = -1, time.monotonic()  # a play in flight may have died with the connection
                continue
            if record is not None:
                record.append(msg)
            t = msg["t"]
            if t == Msg.UPDATE:
                out["updates"] += 1
                if stop_after is not None and out["updates"] >= stop_after:
                    conn.writer.transport.abort()
                    out["dropped"] = True
                    return out
                if msg["legal"] and msg["n"] != acted:  # once per position (a resync repeats it)
                    acted = msg["n"]
                    if think:
                        await asyncio.sleep(think)  # a player's pace (tests that need a duel to last)
                    plan = _whole_play(db, agent, view_in(msg["view"]), list(msg["legal"]), seat,
                                       tag_view_for if tag else view_for)
                    last = {"t": Msg.ACT, "actions": plan, "n": msg["n"]}
                    await conn.send(last)
                    said = time.monotonic()
            elif t == Msg.REFUSED:  # "behind" comes with a fresh update; a pause ends with RESUMED
                out["refused"].append(msg["reason"])
                if msg["reason"].startswith("too many") and last is not None and last["n"] == acted:
                    await asyncio.sleep(1.0)  # the host's rate limit: wait, then ask again
                    await conn.send(last)
                    said = time.monotonic()
            elif t == Msg.RESUMED:
                acted = -1  # the play refused during the pause is asked for again by the update that follows
            elif t == Msg.PAUSED:
                out["paused"] += 1
                if vote and msg["choices"]:
                    await conn.send({"t": Msg.VOTE, "choice": vote})
            elif t == Msg.ENDED:
                out["ended"], out["winner"] = msg, msg["winner"]
                return out
            elif t == Msg.ERROR:
                out["error"] = msg["reason"]
                return out
    finally:
        conn.close()
    out["timeout"] = True
    return out
