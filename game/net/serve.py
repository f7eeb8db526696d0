"""Running a room: build it (new or from a journal), serve it on a thread or in the foreground.

The command line (``fmduel host``) and the menus (Host online) both come here, so a headless
server and a window that hosts run the very same room and host.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from dataclasses import dataclass, field
from pathlib import Path

from game.net.clocks import ClockRule
from game.net.handshake import fingerprint, new_code
from game.net.host import Host
from game.net.journal import Journal, JournalError
from game.net.limits import Gate
from game.net.room import GRACE, Room, Seat, SeatKind, parse_seats
from game.rules.state import DEFAULT_OPTIONS, RuleOptions

DEFAULT_PORT = 47726


def online_dir() -> Path:
    """Returns where the host keeps its journals: <data home>/online."""
    from game.db import data_home

    return data_home() / "online"


def new_room(db, *, tag: bool = False, seats: str = "", options: RuleOptions = DEFAULT_OPTIONS,
             grace: float = GRACE, code: str = "", timer: ClockRule | None = None) -> Room:
    """Returns a fresh room in the lobby (ValueError naming a bad seat list); ``timer`` defaults to no turn
    timer but the inactivity rule (``ClockRule()``)."""
    code = code or new_code()
    return Room(db, parse_seats(seats, tag), code, options, online_dir() / f"{code}.journal", grace=grace,
                timer=ClockRule() if timer is None else timer)


def latest_journal() -> Path | None:
    """Returns the newest journal of a duel that did not end, or None."""
    directory = online_dir()
    found = sorted(directory.glob("*.journal"), key=lambda p: p.stat().st_mtime) if directory.is_dir() else []
    return found[-1] if found else None


def resumed_room(db, path: Path, grace: float = GRACE) -> Room:
    """Returns the room a journal describes, at its last journaled action; JournalError when it cannot be."""
    journal, header, moves = Journal.reopen(path)
    try:
        info = header["room"]
        seats = [Seat(SeatKind(s["kind"]), level=str(s["level"]), name=str(s["name"]), token_hash=str(s["token"]))
                 for s in info["seats"]]
        if len(seats) != (4 if info["kind"] == "tag" else 2):
            raise ValueError(f"{len(seats)} seats for a {info['kind']} room")
        room = Room(db, seats, str(info["code"]), DEFAULT_OPTIONS, Path(path), grace=grace,
                    timer=ClockRule.of(info.get("timer")))
        room.resume(header, moves, journal)
    except ValueError as exc:  # a reason this game wrote: which seat or play the rules refuse
        journal.close()
        raise JournalError(f"{path}: cannot be resumed: {exc}") from None
    except (KeyError, TypeError, IndexError, AttributeError):
        journal.close()
        raise JournalError(f"{path}: cannot be resumed: its header or a play is not one this game wrote "
                           "(damaged, or from another version)") from None
    room.options = room.log.options
    return room


@dataclass
class Serving:
    """A room served on a background thread (the window's host); ``port`` is known once ``ready`` is set."""

    host: Host
    port: int = 0
    ready: threading.Event = field(default_factory=threading.Event)
    error: str = ""
    _loop: asyncio.AbstractEventLoop | None = None
    _stop: asyncio.Event | None = None
    _thread: threading.Thread | None = None

    def start(self) -> None:
        """Starts serving; waits (at most 5 s) until the port is open or it failed."""
        self._thread = threading.Thread(target=self._run, name="fmduel-host", daemon=True)
        self._thread.start()
        self.ready.wait(5.0)

    def _run(self) -> None:
        async def main() -> None:
            self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()

            def started(port: int) -> None:
                self.port = port
                self.ready.set()
            await self.host.serve(self._stop, started=started)

        try:
            asyncio.run(main())
        except OSError as exc:
            self.error = f"cannot open port {self.host.port}: {exc.strerror}"
        self.ready.set()

    def stop(self) -> None:
        """Stops serving (waits at most 3 s)."""
        if self._loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(3.0)


def serve_foreground(serving, prog: str, bind: str, port: int, started, max_minutes: float) -> int:
    """Serves a ``Host`` or a ``Server`` on this thread until it is done; returns 0, or 1 after saying why it
    could not listen (the command line's host and server)."""
    import sys

    async def main() -> None:
        await serving.serve(asyncio.Event(), started=started, max_seconds=max_minutes * 60 or None)

    try:
        asyncio.run(main())
    except OSError as exc:
        print(f"{prog}: cannot listen on {bind}:{port}: {exc.strerror}", file=sys.stderr)
        return 1
    return 0


def serve_in_thread(db, room: Room, *, address: str = "0.0.0.0", port: int = DEFAULT_PORT,
                    after_grace: str = "wait", rate: tuple[float, int] = (60.0, 120), gate: Gate | None = None,
                    log=None) -> Serving:
    """Returns a started background host for a room (``error`` says why when it could not listen)."""
    serving = Serving(Host(room, fingerprint(db), address=address, port=port, after_grace=after_grace,
                           rate=rate, gate=gate, log=log))
    serving.start()
    return serving
