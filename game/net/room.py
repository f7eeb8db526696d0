"""The duel's authority: one room, its seats, the only duel state, and what each seat is told.

No sockets here (``game.net.host`` carries the messages): every method takes what a seat asked and
returns an outbox of ``(seat, message)`` pairs, so the rules of the room are tested without a
network. A request is accepted only from the seat whose turn it is, only when every action is in
``legal_actions`` at its point of the play, and only when the duel is running (not waiting for
players, not paused, not over); anything else is refused with the reason. Each accepted action is
journaled (fsync'd) before any seat hears of it.

A seat whose player drops pauses the duel for ``grace`` seconds; the player comes back with the
room code and gets the seat and its view back. After the grace the players still there vote: give
the seat to an AI level, end the duel (every player left must agree), or keep waiting.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from game.net import codec
from game.net.journal import Journal
from game.net.privacy import SPECTATOR, seat_events, seat_view
from game.net.wire import MAX_PLAY, Msg
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import Decision, DuelState, RuleOptions
from game.rules.teams import SEAT_NAMES, TAG_SEATS

VERSUS_NAMES = ("RED", "BLUE")
GRACE = 60.0  # seconds a dropped player has to come back before the others may decide
AI_LEVEL = "fair"


class SeatKind(StrEnum):
    """Who plays a seat: a player over the network, the host's own window (needs the host's key), an AI."""

    REMOTE = "remote"
    LOCAL = "local"
    AI = "ai"


class Phase(StrEnum):
    """Where the room is."""

    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"


@dataclass
class Seat:
    """One seat of the room."""

    kind: SeatKind
    level: str = ""
    name: str = ""
    deck: tuple[int, ...] | None = None
    connected: bool = False
    dropped_at: float | None = None  # when its player dropped mid-duel (the grace runs from here)
    vote: str = ""

    @property
    def human(self) -> bool:
        """Returns whether a person plays the seat (through a connection)."""
        return self.kind != SeatKind.AI


def parse_seats(spec: str, tag: bool) -> list[Seat]:
    """Returns seats from ``remote,ai:fair,local,...``; ValueError naming the bad entry."""
    from game.ai import LEVELS

    n = TAG_SEATS if tag else 2
    parts = [p.strip() for p in spec.split(",")] if spec else ["remote"] * n
    if len(parts) != n:
        raise ValueError(f"--seats: {'a tag duel' if tag else 'a 2P duel'} has {n} seats, got {len(parts)}")
    out = []
    for p in parts:
        kind, _, level = p.partition(":")
        if kind == "ai":
            if level not in LEVELS:
                raise ValueError(f"--seats: {p!r}: the AI level must be one of {', '.join(LEVELS)}")
            out.append(Seat(SeatKind.AI, level=level, name=f"CPU {level}"))
        elif kind in ("remote", "local") and not level:
            out.append(Seat(SeatKind(kind)))
        else:
            raise ValueError(f"--seats: {p!r}: expected remote, local or ai:LEVEL")
    if not any(s.human for s in out):
        raise ValueError("--seats: at least one seat must be a player")
    return out


@dataclass
class Room:
    """One networked duel (2P when two seats, Tag when four)."""

    db: Any
    seats: list[Seat]
    code: str
    options: RuleOptions
    journal_path: Path
    seed: int = field(default_factory=lambda: secrets.randbelow(1 << 32))
    key: str = field(default_factory=lambda: secrets.token_hex(16))  # the host window's own seats
    grace: float = GRACE
    clock: Any = time.monotonic
    phase: Phase = Phase.LOBBY
    state: DuelState | None = None
    log: Any = None
    journal: Journal | None = None
    replay_path: str = ""
    end_note: str = ""
    agents: dict = field(default_factory=dict, repr=False)  # seat -> the AI playing it
    watch_delay: int = -1  # spectators see the public view this many actions late; -1: none (a server's room option)

    # --- who is here -----------------------------------------------------------------------

    @property
    def tag(self) -> bool:
        """Returns whether this is a Tag Duel."""
        return len(self.seats) == TAG_SEATS

    def seat_name(self, seat: int) -> str:
        """Returns a seat's label for the players (RED/BLUE, 1A..2B) and its player's name."""
        label = SEAT_NAMES[seat] if self.tag else VERSUS_NAMES[seat]
        name = self.seats[seat].name
        return f"{label} ({name})" if name else label

    def lobby(self) -> dict:
        """Returns the message that tells everyone who has joined."""
        return {"t": Msg.LOBBY, "phase": self.phase, "code_needed": True,
                "seats": [{"kind": s.kind, "name": s.name, "here": s.connected or s.kind == SeatKind.AI,
                           "label": self.seat_name(i)} for i, s in enumerate(self.seats)]}

    def join(self, hello: dict) -> tuple[int, str]:
        """Returns (seat, '') for a player let in, or (-1, reason). The code was checked by the host."""
        want, key = int(hello.get("seat", -1)), hello.get("key", "")
        free = [i for i, s in enumerate(self.seats) if s.human and not s.connected
                and (s.kind == SeatKind.REMOTE or key == self.key)]
        if self.phase == Phase.OVER:
            return -1, "the duel is over"
        if not free:
            return -1, "every seat is taken"
        if want >= 0:
            if want >= len(self.seats) or want not in free:
                return -1, f"seat {want + 1} is not free"
            seat = want
        else:
            back = [i for i in free if self.seats[i].dropped_at is not None]
            seat = (back or free)[0]
        s = self.seats[seat]
        s.connected, s.dropped_at, s.vote = True, None, ""
        if hello.get("name"):
            s.name = str(hello["name"])
        if self.phase == Phase.LOBBY and hello.get("deck"):
            s.deck = tuple(int(c) for c in hello["deck"])
        return seat, ""

    def ready(self) -> bool:
        """Returns whether every player's seat is taken (the duel can start)."""
        return all(s.connected or not s.human for s in self.seats)

    # --- the duel ------------------------------------------------------------------------

    def start(self) -> list[tuple[int, dict]]:
        """Deals, journals the set-up and tells each seat its opening; returns the outbox."""
        from game.net.records import new_log, opening

        self.log = new_log(self.db, self)
        self.state, events = opening(self.db, self.log)
        self.journal = Journal.create(self.journal_path, self.header())
        self.phase = Phase.PLAYING
        return self._updates(self.state, events) + self._broadcast(self.lobby())

    def header(self) -> dict:
        """Returns the journal's header: everything a restarted host needs besides the actions."""
        return {"room": {"code": self.code, "kind": "tag" if self.tag else "versus",
                         "seats": [{"kind": s.kind, "level": s.level, "name": s.name} for s in self.seats],
                         "log": self.log.to_dict()}}

    def resume(self, header: dict, moves: list[dict], journal: Journal) -> None:
        """Rebuilds the duel from a journal: the set-up, then every journaled action in order."""
        from game.net.records import log_from, opening

        self.log = log_from(header["room"])
        self.state, _ = opening(self.db, self.log)
        for m in moves:
            if m["kind"] == "ai":
                self._to_ai(m["seat"])
                continue
            self.state, _ = step(self.db, self.state, m["a"])
            self.log = self.log.with_action(m["a"])
        self.journal = journal
        self.phase = Phase.OVER if self.state.over else Phase.PLAYING
        for s in self.seats:
            if s.human:
                s.dropped_at = self.clock()  # everyone has a grace to come back to the restarted host

    def request(self, seat: int, actions: list[int], n: int) -> list[tuple[int, dict]]:
        """Steps a seat's actions if it may make them; returns the outbox (a refusal to it, or updates)."""
        why = self._refusal(seat, n)
        if why:
            return [(seat, {"t": Msg.REFUSED, "reason": why})]
        state, events = self.state, []
        for a in actions:
            legal = legal_actions(self.db, state)
            if state.over or a not in legal:
                return [(seat, {"t": Msg.REFUSED, "reason": f"action {a} is not allowed at this point of the play"})]
            state, evs = step(self.db, state, a)
            events.extend(evs)
        return self._accept(seat, actions, state, events)

    def _refusal(self, seat: int, n: int) -> str:
        if self.phase == Phase.LOBBY:
            return "the duel has not started"
        if self.phase == Phase.OVER:
            return "the duel is over"
        gone = self.gone()
        if gone:
            return f"the duel is paused: waiting for {self.seat_name(gone[0])}"
        if seat != self.state.active:
            return f"it is {self.seat_name(self.state.active)}'s turn, not yours"
        if n != len(self.log.actions):
            return "your screen was behind the duel; it has been brought up to date"
        return ""

    def _accept(self, seat: int, actions: list[int], state: DuelState, events: list) -> list[tuple[int, dict]]:
        before = self.state
        for a in actions:
            self.journal.append(seat, a)  # on disk before anyone hears of it
            self.log = self.log.with_action(a)
        self.state = state
        out = self._updates(before, events)
        if state.over:
            out += self._finish()
        return out

    def ai_step(self) -> list[tuple[int, dict]]:
        """Plays one action for an AI seat whose turn it is (nothing when paused or a person is to play)."""
        if self.phase != Phase.PLAYING or self.gone() or self.seats[self.state.active].human:
            return []
        seat, state, actions, events = self.state.active, self.state, [], []
        for _ in range(MAX_PLAY):  # the whole play at once, as players send theirs: the journal never ends mid-play
            action = self._agent(seat, state)
            state, evs = step(self.db, state, action)
            actions.append(action)
            events.extend(evs)
            if state.over or state.active != seat or state.pending == Decision.NONE:
                break
        return self._accept(seat, actions, state, events)

    def _agent(self, seat: int, state: DuelState) -> int:
        from game.ai import make_agent, view_for
        from game.ai.tag import make_tag_agent, tag_view_for

        s = self.seats[seat]
        if seat not in self.agents:  # made on the seat's first turn (a seat given to the AI mid-duel too)
            make = make_tag_agent if self.tag else make_agent
            self.agents[seat] = make(s.level, 39, self.seed ^ (0x5EED + seat), self.db)
        agent = self.agents[seat]
        view = (tag_view_for if self.tag else view_for)(agent, state, seat)
        return int(agent.act(self.db, view, legal_actions(self.db, state)))

    def _updates(self, before: DuelState, events: list) -> list[tuple[int, dict]]:
        out = []
        for i, s in enumerate(self.seats):
            if s.human and s.connected:
                out.append((i, self.update_for(i, seat_events(before, events, i))))
        if self.watch_delay >= 0:
            out.append((SPECTATOR, self.update_for(SPECTATOR, seat_events(before, events, SPECTATOR))))
        return out

    def update_for(self, seat: int, events: list) -> dict:
        """Returns a seat's update: its events and its view of the duel now (a rejoin gets no events)."""
        return {"t": Msg.UPDATE, "seat": seat, "n": len(self.log.actions), "kind": "tag" if self.tag else "versus",
                "events": [codec.event_out(e) for e in events], "view": codec.view_out(seat_view(self.state, seat)),
                "legal": legal_actions(self.db, self.state) if seat == self.state.active and not self.state.over
                else []}

    def _finish(self, note: str = "") -> list[tuple[int, dict]]:
        from game.net.records import save_replay

        self.phase = Phase.OVER
        self.end_note = note
        try:
            self.replay_path = str(save_replay(self.db, self))
        except OSError as exc:
            self.replay_path, self.end_note = "", f"{note} (replay not saved: {exc.strerror})".strip()
        self.journal.close()
        with contextlib.suppress(OSError):  # kept, renamed: --resume looks for unfinished duels only
            os.replace(self.journal_path, self.journal_path.with_suffix(".ended"))
        winner = self.state.winner if self.state.over else -1
        return self._broadcast({"t": Msg.ENDED, "winner": winner, "note": note, "replay": self.replay_path})

    # --- players who drop -----------------------------------------------------------------

    def gone(self) -> list[int]:
        """Returns the player seats whose players are away mid-duel."""
        return [i for i, s in enumerate(self.seats) if s.human and not s.connected and self.phase == Phase.PLAYING]

    def drop(self, seat: int) -> list[tuple[int, dict]]:
        """A seat's connection ended: in the lobby the seat frees up; mid-duel the duel pauses."""
        s = self.seats[seat]
        s.connected = False
        if self.phase != Phase.PLAYING:
            return self._broadcast(self.lobby())
        s.dropped_at = self.clock()
        return self._broadcast(self.paused())

    def paused(self) -> dict:
        """Returns the pause message: who is away and how long is left of each grace."""
        now = self.clock()
        away = [{"seat": i, "label": self.seat_name(i), "left": max(0, round(self.grace - self._away_for(i, now)))}
                for i in self.gone()]
        return {"t": Msg.PAUSED, "away": away, "choices": ["ai", "end", "wait"] if self.may_decide() else []}

    def may_decide(self) -> bool:
        """Returns whether some away player's grace has run out (the others may now decide)."""
        now = self.clock()
        return any(self._away_for(i, now) >= self.grace for i in self.gone())

    def _away_for(self, seat: int, now: float) -> float:
        since = self.seats[seat].dropped_at
        return 0.0 if since is None else now - since

    def back(self, seat: int) -> list[tuple[int, dict]]:
        """A player came back: it gets its view; the others hear the duel goes on (if nobody else is away)."""
        if self.state is None:
            return self._broadcast(self.lobby())
        if self.gone():
            return [(seat, self.update_for(seat, []))] + self._broadcast(self.paused()) + self._broadcast(self.lobby())
        return self._resumed()

    def _resumed(self) -> list[tuple[int, dict]]:
        """The duel goes on: everyone hears so, with their view and legal list afresh (no play was missed)."""
        return (self._broadcast({"t": Msg.RESUMED}) + self._broadcast(self.lobby())
                + [(i, self.update_for(i, [])) for i, s in enumerate(self.seats) if s.human and s.connected])

    def vote(self, seat: int, choice: str) -> list[tuple[int, dict]]:
        """Counts a player's vote on the away seats; acts once every player present agrees."""
        if self.phase != Phase.PLAYING or not self.gone():
            return [(seat, {"t": Msg.REFUSED, "reason": "nobody is away: there is nothing to decide"})]
        if not self.may_decide():
            return [(seat, {"t": Msg.REFUSED, "reason": "the away player still has time to come back"})]
        self.seats[seat].vote = choice
        here = [s for s in self.seats if s.human and s.connected]
        if not all(s.vote == choice for s in here) or choice == "wait":
            return self._broadcast(self.paused())
        return self.decide(choice)

    def decide(self, choice: str) -> list[tuple[int, dict]]:
        """Ends the duel (``end``) or gives every away seat to the AI (``ai``); the host's own rule when set."""
        for s in self.seats:
            s.vote = ""
        if choice == "end":
            return self._finish("ended by agreement")
        for i in self.gone():
            self.journal.append(i, 0, kind="ai")
            self._to_ai(i)
        return self._resumed()

    def _to_ai(self, seat: int) -> None:
        s = self.seats[seat]
        s.kind, s.level, s.dropped_at, s.name = SeatKind.AI, AI_LEVEL, None, f"CPU {AI_LEVEL}"

    def _broadcast(self, msg: dict) -> list[tuple[int, dict]]:
        spectators = [(SPECTATOR, msg)] if self.watch_delay >= 0 else []
        return [(i, msg) for i, s in enumerate(self.seats) if s.human and s.connected] + spectators
