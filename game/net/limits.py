"""What a host (one room, or a server of many) lets strangers do before they have a seat.

One ``Gate`` serves every room of a process, on the process's event loop thread (so each method
runs whole, never interleaved with another connection's: counting is atomic without locks).

    gate.open(peer)          -> '' or why a new connection is refused at once (caps)
    gate.close(peer)         when that connection ends
    gate.ticket(peer, room)  -> seconds to wait before its hello's code is judged, or None (busy: refused)
    gate.judged(peer, room, right)   counts a wrong code the moment it is judged
    gate.rejoin(room, seat)  -> whether a seat may be taken back now (a per-seat rate)
    gate.seat_rate(room, seat, make)  the message rate limit of a seat, kept across its connections
    gate.loop_error          an event loop's error handler: accept() out of descriptors is logged once

Codes: a wrong guess counts against the room's budget (a token bucket: ``room_burst`` at once, then
``room_refill`` a second) and against the guessing address (an exponential wait between its
hellos that grows with each wrong guess and decays with time, so an honest player behind the same
address is slowed, never shut out). A hello is judged at its reserved time: a wave of connections
opened at once and then sent hellos is judged one after another, every wrong guess counted. The
arithmetic of codes against the budget is in docs/online.md.
"""

from __future__ import annotations

import errno
import time
from collections.abc import Callable
from dataclasses import dataclass, field

OUT_OF_FILES = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)
RESERVED_FILES = 32  # descriptors kept for the journal, the replay, logs and the loop itself
ACCEPT_BURST = 64  # connections taken from the listen queue at once (the server's backlog): each holds a
#                    descriptor until the loop has turned it away, so the cap leaves room for a burst
REMEMBERED = 4096  # addresses remembered before the idle ones are forgotten (the table stays bounded)


@dataclass(frozen=True)
class Limits:
    """The numbers (a server or a test may give others)."""

    max_conns: int = 512  # open connections in all (lowered to fit the process's descriptor limit)
    per_address: int = 16  # open connections from one address
    handshake: float = 5.0  # seconds a new connection has to send its hello
    free_guesses: int = 3  # wrong codes from one address before it has to wait
    backoff: float = 0.5  # the first wait, doubled with each further wrong code ...
    backoff_max: float = 20.0  # ... up to this
    forget: float = 10.0  # seconds after which one wrong code of an address is forgotten
    room_burst: int = 100  # wrong codes a room takes at once ...
    room_refill: float = 1 / 6  # ... then this many a second (600 an hour)
    longest_wait: float = 15.0  # a hello that would wait longer is refused as busy, unjudged
    rejoin_burst: int = 4  # a seat taken back this many times at once ...
    rejoin_every: float = 2.0  # ... then once every this many seconds


@dataclass
class _Address:
    open: int = 0
    wrong: float = 0.0  # wrong codes, decaying by one every ``forget`` seconds
    stamp: float = 0.0
    next: float = 0.0  # the earliest time its next hello is judged


@dataclass
class _Bucket:
    tokens: float
    stamp: float


@dataclass
class Gate:
    """The limits of one process, shared by its rooms (a room is any hashable name)."""

    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], float] = time.monotonic
    say: Callable[[str], None] = lambda line: None
    open_count: int = 0
    wrong_total: int = 0  # wrong codes judged (all rooms)
    _addresses: dict = field(default_factory=dict)
    _rooms: dict = field(default_factory=dict)
    _rejoins: dict = field(default_factory=dict)
    _rates: dict = field(default_factory=dict)
    _told_files: bool = False

    def __post_init__(self) -> None:
        soft = _descriptor_limit()
        self.cap = self.limits.max_conns if soft is None else max(
            1, min(self.limits.max_conns, soft - RESERVED_FILES - ACCEPT_BURST))

    # --- connections ------------------------------------------------------------------------

    def open(self, peer: str) -> str:
        """Counts a new connection; returns '' or why it is refused (the words a stranger may hear)."""
        if len(self._addresses) >= REMEMBERED:
            self._forget_idle()
        a = self._address(peer)
        if self.open_count >= self.cap or a.open >= self.limits.per_address:
            return "room full: the host is busy, try again in a moment"
        a.open += 1
        self.open_count += 1
        return ""

    def close(self, peer: str) -> None:
        """A connection counted by ``open`` ended."""
        a = self._address(peer)
        a.open = max(0, a.open - 1)
        self.open_count = max(0, self.open_count - 1)
        if not a.open and not a.wrong and a.next <= self.clock():
            self._addresses.pop(peer, None)  # nothing to remember: the table stays small

    # --- codes ------------------------------------------------------------------------------

    def ticket(self, peer: str, room) -> float | None:
        """Reserves the moment a hello's code is judged; returns the seconds to wait, None when too long.

        The hello is charged as a wrong guess at once (given back by ``judged`` when it is right), so a
        wave of hellos waits one after another instead of all passing before the first is judged.
        """
        now, lim = self.clock(), self.limits
        a, r = self._address(peer), self._room(room)
        at = max(now, a.next)
        if r.tokens < 1:
            at = max(at, now + (1 - r.tokens) / lim.room_refill)
        if at - now > lim.longest_wait:
            return None
        a.next = at + self._interval(a)
        a.wrong += 1
        r.tokens -= 1
        return at - now

    def judged(self, peer: str, room, right: bool) -> None:
        """Counts the judgement of a code (call it where the code is compared, with no wait in between):
        a right one gives back what its ticket charged; a wrong one stays charged and is counted."""
        if right:
            a, r = self._address(peer), self._room(room)
            self._decay(a)
            a.wrong = max(0.0, a.wrong - 1)
            r.tokens = min(self.limits.room_burst, r.tokens + 1)
            return
        self.wrong_total += 1

    @property
    def remembered(self) -> int:
        """Returns how many addresses the gate keeps something about."""
        return len(self._addresses)

    def wrong_from(self, peer: str) -> float:
        """Returns the wrong codes an address is charged with now (decayed)."""
        a = self._address(peer)
        self._decay(a)
        return a.wrong

    # --- seats ------------------------------------------------------------------------------

    def rejoin(self, room, seat: int) -> bool:
        """Returns whether a seat may be taken back now (and counts it)."""
        lim, now = self.limits, self.clock()
        b = self._rejoins.setdefault((room, seat), _Bucket(float(lim.rejoin_burst), now))
        b.tokens = min(lim.rejoin_burst, b.tokens + (now - b.stamp) / lim.rejoin_every)
        b.stamp = now
        if b.tokens < 1:
            return False
        b.tokens -= 1
        return True

    def seat_rate(self, room, seat: int, make: Callable[[], object]):
        """Returns the message rate limit of a seat: one for all its connections, never fresh on a rejoin."""
        return self._rates.setdefault((room, seat), make())

    def forget_room(self, room) -> None:
        """Drops what was kept for a room that has closed."""
        self._rooms.pop(room, None)
        for table in (self._rejoins, self._rates):
            for key in [k for k in table if k[0] == room]:
                del table[key]

    # --- the process ------------------------------------------------------------------------

    def loop_error(self, loop, context: dict) -> None:
        """An event loop's error handler (``loop.set_exception_handler(gate.loop_error)``): running out of
        descriptors in ``accept`` is said once, not logged with a traceback per attempt."""
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in OUT_OF_FILES:
            self.out_of_files()
            return
        loop.default_exception_handler(context)

    def out_of_files(self) -> None:
        """The process ran out of descriptors: says so once (later ones are only counted)."""
        if not self._told_files:
            self._told_files = True
            self.say(f"host: out of file descriptors: new connections are refused until some close "
                     f"(connections open {self.open_count}, cap {self.cap}); said once")

    # --- helpers ----------------------------------------------------------------------------

    def _forget_idle(self) -> None:
        now = self.clock()
        for peer, a in list(self._addresses.items()):
            self._decay(a)
            if not a.open and a.wrong < 1 and a.next <= now:
                del self._addresses[peer]

    def _address(self, peer: str) -> _Address:
        a = self._addresses.get(peer)
        if a is None:
            a = self._addresses[peer] = _Address(stamp=self.clock())
        return a

    def _room(self, room) -> _Bucket:
        now, lim = self.clock(), self.limits
        r = self._rooms.get(room)
        if r is None:
            r = self._rooms[room] = _Bucket(float(lim.room_burst), now)
        r.tokens = min(lim.room_burst, r.tokens + (now - r.stamp) * lim.room_refill)
        r.stamp = now
        return r

    def _decay(self, a: _Address) -> None:
        now = self.clock()
        a.wrong = max(0.0, a.wrong - (now - a.stamp) / self.limits.forget)
        a.stamp = now

    def _interval(self, a: _Address) -> float:
        self._decay(a)
        over = a.wrong - self.limits.free_guesses
        if over < 0:
            return 0.0
        return min(self.limits.backoff_max, self.limits.backoff * 2 ** int(over))


def _descriptor_limit() -> int | None:
    """Returns how many files this process may open (None: no such limit, or not a POSIX system)."""
    try:
        import resource
    except ImportError:  # Windows: sockets are not bounded by a descriptor limit there
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def raise_file_limit(want: int) -> int | None:
    """Raises this process's soft limit of open files toward its hard limit, as far as ``want``; returns the
    soft limit now (None: no such limit). For a process that is meant to hold many connections (a duel
    server, the bench's players), never for a player's game."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want if hard == resource.RLIM_INFINITY else min(want, hard), hard))
        except (ValueError, OSError):
            pass  # the limit stays; the caps fit what it is
    return _descriptor_limit()
