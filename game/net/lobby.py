"""A duel server's rooms: what a player may open, what the room list shows, and what is kept on disk.

No sockets here (``game.net.server`` carries the messages), so the lobby's rules are tested like a
room's. Each room is the same host-authoritative ``Room`` as a hosted duel; the lobby adds what a
room needs on a server: the creator's ``Offer`` (2P or Tag, rule options, spectators and their delay,
listed or private), a cap on rooms, and the state directory that brings every room back after a
restart:

    STATE/CODE.offer     the offer, written when the room opens, removed when it closes
    STATE/CODE.journal   the room's journal once its duel has started (``game.net.journal``)
    STATE/CODE.ended     the journal of a finished duel (kept, as a host keeps it)

``resume_all`` reopens every room with an offer: one whose duel had started from its journal (each
seat then has the grace to come back), one still waiting for players as a fresh room with the same
code. A room nobody is in is closed after a while (``LOBBY_IDLE`` in the lobby, ``ABANDONED`` mid-duel),
so a server never fills up with rooms its players forgot.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import StrEnum
from pathlib import Path

from game.net.clocks import ClockRule
from game.net.handshake import new_code, normal_code
from game.net.room import GRACE, Phase, Room, parse_seats
from game.rules.state import DEFAULT_OPTIONS, TAG_ONLY_OPTIONS, RuleOptions

LOBBY_IDLE = 600.0  # seconds a room still waiting for players may stay empty before it is closed
ABANDONED = 1800.0  # seconds a duel may go on with nobody connected before it is ended
LIST_MOST = 200  # rooms in one room list (open rooms first)


class Kind(StrEnum):
    """What a room plays."""

    VERSUS = "versus"
    TAG = "tag"


@dataclass(frozen=True)
class Offer:
    """What the player who opened a room chose: the duel, its rules, who may watch, who may find it."""

    kind: Kind = Kind.VERSUS
    options: RuleOptions = DEFAULT_OPTIONS
    watch: int = 0  # spectators see the duel this many actions late; -1: nobody may watch
    listed: bool = True  # shown in the room list (otherwise joined only by its code)

    @classmethod
    def from_msg(cls, msg: dict) -> Offer:
        """Returns the offer a checked ``create`` message asks for; ValueError naming an unknown rule."""
        kind = Kind(msg["kind"])
        names = {f.name for f in fields(RuleOptions)}
        on = set(msg["rules"])
        for rule in sorted(on):
            if rule not in names:
                raise ValueError(f"unknown rule option {rule[:40]!r}")
            if rule in TAG_ONLY_OPTIONS and kind != Kind.TAG:
                raise ValueError(f"{rule} is a Tag Duel option")
        options = RuleOptions(**{n: n in on for n in names})
        return cls(kind, options, int(msg["watch"]), bool(msg["listed"]))

    def rules(self) -> list[str]:
        """Returns the names of the rule options that are on."""
        return [f.name for f in fields(RuleOptions) if getattr(self.options, f.name)]

    def to_dict(self) -> dict:
        """Returns the offer as it is kept on disk (and as a ``create`` message holds it)."""
        return {"kind": self.kind.value, "rules": self.rules(), "watch": self.watch, "listed": self.listed}


@dataclass
class Entry:
    """One room of the server, with its offer and since when nobody has been in it."""

    room: Room
    offer: Offer
    empty_since: float | None


class Lobby:
    """The rooms of one server process (at most ``max_rooms``), kept in ``state``."""

    def __init__(self, db, state: Path, max_rooms: int = 500, *, grace: float = GRACE,
                 clock: Callable[[], float] = time.monotonic, timer: ClockRule | None = None) -> None:
        self.db, self.state, self.max_rooms = db, Path(state), max_rooms
        self.grace, self.clock = grace, clock
        self.timer = ClockRule() if timer is None else timer  # every room's clocks (a resumed one keeps its own)
        self.rooms: dict[str, Entry] = {}

    def create(self, offer: Offer) -> tuple[Room | None, str]:
        """Opens a room; returns (room, '') or (None, why not)."""
        if len(self.rooms) >= self.max_rooms:
            return None, "the server is full: try again later or another server"
        code = new_code()
        while code in self.rooms or (self.state / f"{code}.offer").exists():
            code = new_code()
        room = self._room(code, offer)
        self.state.mkdir(parents=True, exist_ok=True)
        _write(self.state / f"{code}.offer", offer.to_dict())
        self.rooms[code] = Entry(room, offer, self.clock())
        return room, ""

    def _room(self, code: str, offer: Offer) -> Room:
        tag = offer.kind == Kind.TAG
        return Room(self.db, parse_seats("", tag), code, offer.options, self.state / f"{code}.journal",
                    grace=self.grace, timer=self.timer)

    def find(self, code: str) -> Entry | None:
        """Returns the room a typed code names (any case, dash optional), or None."""
        return self.rooms.get(normal_code(code))

    def listing(self) -> list[dict]:
        """Returns the room list: every listed room not over, those with free seats first."""
        out = []
        for code, e in self.rooms.items():
            room = e.room
            if not e.offer.listed or room.phase == Phase.OVER:
                continue
            free = sum(1 for s in room.seats if s.human and not s.connected) if room.phase == Phase.LOBBY else 0
            out.append({"code": code, "kind": e.offer.kind.value, "rules": e.offer.rules(), "watch": e.offer.watch,
                        "phase": room.phase.value, "free": free,
                        "seats": [{"label": room.seat_name(i), "here": s.connected} for i, s in enumerate(room.seats)]})
        out.sort(key=lambda r: (r["free"] == 0, r["code"]))
        return out[:LIST_MOST]

    def sweep(self) -> tuple[list[str], list[str]]:
        """Returns (rooms to close now, duels to end as abandoned); notes when each room became empty."""
        now = self.clock()
        close, abandon = [], []
        for code, e in self.rooms.items():
            room = e.room
            here = any(s.connected for s in room.seats)
            if here:
                e.empty_since = None
                continue
            if e.empty_since is None:
                e.empty_since = now
            empty = now - e.empty_since
            if room.phase == Phase.OVER or (room.phase == Phase.LOBBY and empty >= LOBBY_IDLE):
                close.append(code)
            elif room.phase == Phase.PLAYING and empty >= ABANDONED:
                abandon.append(code)
        return close, abandon

    def close(self, code: str) -> None:
        """Forgets a room and its offer (a finished duel's journal and replay stay)."""
        self.rooms.pop(code, None)
        try:
            (self.state / f"{code}.offer").unlink()
        except FileNotFoundError:
            pass

    def resume_all(self) -> list[str]:
        """Reopens every room the state directory holds; returns one line per room (resumed or why not)."""
        from game.net.journal import JournalError
        from game.net.serve import resumed_room

        said = []
        for path in sorted(self.state.glob("*.offer")) if self.state.is_dir() else []:
            code = path.stem
            try:
                offer = _offer(path)
            except ValueError as exc:
                said.append(f"room {code}: not resumed: {exc}")
                continue
            journal = self.state / f"{code}.journal"
            if (self.state / f"{code}.ended").exists() and not journal.exists():
                self.close(code)  # its duel ended just before the server stopped
                continue
            if not journal.exists():
                self.rooms[code] = Entry(self._room(code, offer), offer, self.clock())
                said.append(f"room {code}: open again, waiting for players")
                continue
            try:
                room = resumed_room(self.db, journal, self.grace)
            except JournalError as exc:
                said.append(f"room {code}: not resumed: {exc}")
                continue
            self.rooms[code] = Entry(room, offer, self.clock())
            said.append(f"room {code}: resumed at action {len(room.log.actions)}")
        return said


def _write(path: Path, data: dict) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def _offer(path: Path) -> Offer:
    """Returns the offer kept in a file; ValueError naming what is wrong with it."""
    from game.net.wire import MAX_WATCH_DELAY
    from game.safe_load import DocError, parse_json

    try:
        data = parse_json(path.read_bytes())
        offer = Offer.from_msg(data)
    except (OSError, DocError, KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"{path.name}: not a room offer ({type(exc).__name__})") from None
    if not -1 <= offer.watch <= MAX_WATCH_DELAY:
        raise ValueError(f"{path.name}: spectator delay {offer.watch} out of range")
    return offer
