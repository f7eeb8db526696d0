"""The duel server (``fmduel server``): one process, one port, many rooms, and a lobby to find them.

Players connect out to the server, so only the server needs an open port; nobody's machine holds
another player's hand, because each room is the same host-authoritative ``Room`` a hosted duel
runs, served by the same ``Host`` (its per-connection code: ``opened``, ``first_message``,
``messages``, ``Host.attend``), only without a listening socket of its own. A connection's first
message says what it wants:

    hello   take a seat in the room its code names (what ``fmduel join`` sends to a host, unchanged)
    list    the room list (``rooms``); the connection may then ask again, create, join or watch
    create  open a room with an offer (``created`` with its code)
    watch   watch a room by its code: welcomed as seat -1, then only the public view (game.net.watch)

Every request carries the client's fingerprint, so a client of another version is told so before
anything else ("incompatible game", no versions: a lobby request proves nothing; a hello names its
room, whose host tells what differs once the code is right). One ``limits.Gate`` serves the whole process: every connection is counted by it on
accept (caps in all and per address, the handshake deadline), every room's host is given it (each
room's guess budget, the rejoin rate and message rate of its seats), and a code that names no room
is judged by it too, against the server's own budget (``UNKNOWN``); rooms are capped by the lobby.
A room's seats get their tokens exactly as from a direct host (the code admits to a free seat; a
held seat is taken back only with its token). One asyncio loop ticks every room's host (AI turns,
pause and turn clocks) and sweeps finished and forgotten rooms once a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from game.net import host as hosting
from game.net.conn import Conn, close_all, fatal, first_message, listen, messages, opened, peer_of, turn_away
from game.net.handshake import mismatch
from game.net.host import Host
from game.net.limits import Gate
from game.net.lobby import Entry, Lobby, Offer
from game.net.privacy import SPECTATOR, outgoing
from game.net.wire import Msg

SWEEP = 1.0  # seconds between sweeps of finished and forgotten rooms
FLUSHERS = 64  # threads that fsync journals at once
UNKNOWN = ("server", "codes that name no room")  # the gate's name for the server's own guess budget
INCOMPATIBLE = "incompatible game: the server runs another version of the game, its data or its mods"
BUSY = "room full: the server is busy, try again in a moment"


class Server:
    """Serves a lobby's rooms on one port; ``serve`` returns on ``stop`` or after ``max_seconds``."""

    def __init__(self, lobby: Lobby, fingerprint: dict, *, address: str = "127.0.0.1", port: int = 0,
                 after_grace: str = "wait", log: Callable[[str], None] | None = None,
                 rate: tuple[float, int] = (60.0, 120), gate: Gate | None = None) -> None:
        self.lobby, self.fingerprint = lobby, fingerprint
        self.address, self.port = address, port
        self.after_grace, self.rate = after_grace, rate
        self.say = log or (lambda line: None)
        self.gate = gate if gate is not None else Gate(say=self.say)  # the one of every room of this process
        self.hosts: dict[str, Host] = {}
        self.stats = {"refused": 0, "closed": 0, "cpu": 0.0, "connections": 0}
        self._tasks: set[asyncio.Task] = set()
        self._unsynced: set[Host] = set()  # rooms with journal lines not yet on disk (and updates held for them)
        self._wake = asyncio.Event()
        # every room's fsync of a round at once, so the file system commits them together (a pool of a
        # few threads would queue a busy server's fsyncs one behind another)
        self._flushers = ThreadPoolExecutor(FLUSHERS, thread_name_prefix="fmduel-journal")
        for code, entry in lobby.rooms.items():  # rooms brought back from the state directory
            self._host(code, entry, resumed=True)

    async def serve(self, stop: asyncio.Event, started: Callable[[int], None] | None = None,
                    max_seconds: float | None = None) -> None:
        """Listens and ticks every room until ``stop`` is set or ``max_seconds`` pass."""
        server, self.port = await listen(self._client, self.address, self.port, self.gate, started)
        deadline = None if max_seconds is None else time.monotonic() + max_seconds
        cpu0, swept = time.thread_time(), time.monotonic()
        syncing = asyncio.create_task(self._syncing())
        try:
            while not stop.is_set():
                for host in list(self.hosts.values()):
                    host.tick()
                if time.monotonic() - swept >= SWEEP:
                    swept = time.monotonic()
                    self._sweep()
                if deadline is not None and time.monotonic() > deadline:
                    self.say("server: time limit reached")
                    break
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(stop.wait(), hosting.TICK)
        finally:
            syncing.cancel()
            self._sync_now()
            self._flushers.shutdown(wait=False)
            server.close()
            await close_all([c for h in self.hosts.values() for c in [*h.conns.values(), *(h.watchers.conns if h.watchers else [])]],
                            self._tasks)
            await server.wait_closed()
            self.stats["cpu"] = time.thread_time() - cpu0

    # --- the journals: one group commit for every room --------------------------------------

    def _unsynced_room(self, host: Host) -> None:
        self._unsynced.add(host)
        self._wake.set()

    async def _syncing(self) -> None:
        """Fsyncs every room's new journal lines together on worker threads, then lets their updates go:
        one fsync per room per round instead of one per play on the loop (a disk's fsync takes
        milliseconds, and every room would wait for every other room's)."""
        while True:
            await self._wake.wait()
            self._wake.clear()
            hosts, self._unsynced = self._unsynced, set()
            loop = asyncio.get_running_loop()
            results = await asyncio.gather(*(loop.run_in_executor(self._flushers, h.room.journal.flush) for h in hosts),
                                           return_exceptions=True)
            for host, result in zip(hosts, results, strict=True):
                if isinstance(result, OSError):  # the updates wait: nobody hears of a play not on disk
                    self.say(f"room {host.room.code}: the journal cannot be written ({result.strerror}); retrying")
                    asyncio.get_running_loop().call_later(1.0, self._unsynced_room, host)
                else:
                    host.release()

    def _sync_now(self) -> None:
        for host in self.hosts.values():
            if host.room.journal is not None:
                with contextlib.suppress(OSError):
                    host.room.journal.flush()
                    host.release()
        self._unsynced.clear()

    # --- rooms ----------------------------------------------------------------------------

    def _host(self, code: str, entry: Entry, resumed: bool = False) -> Host:
        def say(line: str, code=code) -> None:
            self.say(f"room {code}: {line.removeprefix('host: ')}")

        host = Host(entry.room, self.fingerprint, after_grace=self.after_grace, log=say, rate=self.rate,
                    gate=self.gate, watch=entry.offer.watch)
        host.syncer = self._unsynced_room
        if resumed and host.watchers is not None and entry.room.state is not None:
            from game.net.watch import seed

            seed(host.watchers, entry.room)
        self.hosts[code] = host
        return host

    def _sweep(self) -> None:
        close, abandon = self.lobby.sweep()
        for code in abandon:
            self.hosts[code].end("nobody came back to the duel")
            self.say(f"room {code}: ended, nobody came back")
        for code in close:
            host = self.hosts.pop(code, None)
            for conn in host.watchers.conns if host is not None and host.watchers else []:
                conn.close()
            self.lobby.close(code)
            self.gate.forget_room(code)
            self.say(f"room {code}: closed")

    # --- one connection --------------------------------------------------------------------

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = peer_of(writer)
        self.stats["connections"] += 1
        why = self.gate.open(peer)
        if why:  # over a cap: told in one frame, nothing read, nothing kept
            turn_away(writer, why.replace("the host", "the server"), self.stats)
            return
        try:
            async with opened(reader, writer, self.rate, self._tasks) as conn:
                first = await first_message(conn, self.stats, self.gate.limits.handshake,
                                            f"{INCOMPATIBLE} (it could not read your request)")
                if first is None or not await self._request(conn, *first, peer):
                    return
                async for kind, msg in messages(conn, self.stats):
                    if not await self._request(conn, kind, msg, peer):
                        return
        finally:
            self.gate.close(peer)

    async def _request(self, conn: Conn, kind: Msg, msg: dict, peer: str) -> bool:
        """Answers one lobby request; returns whether the connection stays in the lobby (False once it has
        been handed to a room, as a seat or a spectator, and left it, or was refused for good)."""
        if kind not in (Msg.HELLO, Msg.LIST, Msg.CREATE, Msg.WATCH):
            conn.put(outgoing({"t": Msg.REFUSED, "reason": f"{kind.value} is not expected in the lobby"}))
            return True
        if kind == Msg.HELLO:  # a room's host judges the code, then what differs (as a direct host does)
            host = await self._find(conn, kind, msg["code"], peer)
            if host is not None:
                await host.attend(conn, msg, peer)
            return False
        if mismatch({k: msg[k] for k in self.fingerprint}, self.fingerprint):  # a stranger learns no versions
            return fatal(conn, INCOMPATIBLE, self.stats)
        if kind == Msg.LIST:
            conn.put(outgoing({"t": Msg.ROOMS, "rooms": self.lobby.listing(),
                               "full": len(self.lobby.rooms) >= self.lobby.max_rooms}))
            return True
        if kind == Msg.CREATE:
            return self._create(conn, msg)
        host = await self._find(conn, kind, msg["code"], peer)
        if host is not None:
            room = host.room
            if host.watchers is not None:
                conn.put(outgoing({"t": Msg.WELCOME, "seat": SPECTATOR, "label": "spectator",
                                   "kind": "tag" if room.tag else "versus", "code": room.code, "grace": room.grace,
                                   "delay": host.watchers.delay}))
            await host.watch(conn)
        return False

    def _create(self, conn: Conn, msg: dict) -> bool:
        try:
            offer = Offer.from_msg(msg)
        except ValueError as exc:
            conn.put(outgoing({"t": Msg.REFUSED, "reason": f"the room cannot be opened: {exc}"}))
            return True
        try:
            room, why = self.lobby.create(offer)
        except OSError as exc:  # the state directory cannot be written: no room it could not bring back
            self.say(f"server: cannot write a room's offer in {self.lobby.state}: {exc.strerror}")
            room, why = None, "the server cannot open a room right now: try again later"
        if room is None:
            conn.put(outgoing({"t": Msg.REFUSED, "reason": why}))
            return True
        self._host(room.code, self.lobby.rooms[room.code])
        self.say(f"room {room.code}: opened ({'Tag Duel' if offer.kind == 'tag' else '2P Duel'}, "
                 f"{len(self.lobby.rooms)} rooms)")
        conn.put(outgoing({"t": Msg.CREATED, "code": room.code}))
        return True

    async def _find(self, conn: Conn, kind: Msg, code: str, peer: str) -> Host | None:
        """Returns the host of the room a code names; None after telling the connection why. A hello for a
        room goes on to that room's host, which judges its code against the room's own budget; any other
        code (one that names no room, or a spectator's) is judged here, counted by the gate the moment it is."""
        entry = self.lobby.find(code)
        if entry is not None and kind == Msg.HELLO:
            return self.hosts.get(entry.room.code) or self._gone(conn)
        name = entry.room.code if entry is not None else UNKNOWN
        wait = self.gate.ticket(peer, name)
        if wait is None:
            fatal(conn, BUSY, self.stats)
            return None
        if wait > 0:
            await asyncio.sleep(wait)
        self.gate.judged(peer, name, entry is not None)
        if entry is None:
            fatal(conn, "no room with that code on this server: check the code in the room list", self.stats)
            return None
        return self.hosts.get(entry.room.code) or self._gone(conn)

    def _gone(self, conn: Conn) -> None:
        fatal(conn, "that room has just closed: open the room list again", self.stats)
