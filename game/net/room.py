"""The duel's authority: one room, its seats, the only duel state, and what each seat is told.

No sockets here (``game.net.host`` carries the messages): every method takes what a seat asked and
returns an outbox of ``(seat, message)`` pairs, so the rules of the room are tested without a
network. A request is accepted only from the seat whose turn it is, only when every action is in
``legal_actions`` at its point of the play, and only when the duel is running (not waiting for
players, not paused, not over); anything else is refused with the reason. Each accepted action is
journaled (fsync'd) before any seat hears of it.

The room code admits a newcomer to a free seat only: each seat's player gets a secret token when
first seated (``game.net.tokens``; the room keeps its digest, and journals it), and a seat that
has been taken is given back only for that token, to a dropped player, after a ``--resume`` too.

A seat whose player drops pauses the duel for ``grace`` seconds; the player comes back with its
token and gets the seat and its view back. After the grace the players still there vote: give
the seat to an AI level, end the duel (every player left must agree), or keep waiting.

The turn timer and the inactivity rule are ``game.net.clocks``'; the room only tells the clocks what
happened (a step, a drop, a return) and asks them on the host's tick (``clock_step``).
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

from game.net.clocks import NO_TIMER, ClockRule, Clocks, Expired, time_out
from game.net.journal import Journal
from game.net.names import VERSUS_NAMES, seat_label
from game.net.privacy import SPECTATOR, Secrets, outgoing, update
from game.net.seats import Seat, SeatKind, parse_seats  # noqa: F401  (their home before; still read from here)
from game.net.tokens import digest, new_token, proves
from game.net.wire import MAX_PLAY, Msg
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import Decision, DuelState, RuleOptions
from game.rules.teams import SEAT_NAMES, TAG_SEATS

GRACE = 60.0  # seconds a dropped player has to come back before the others may decide
AI_LEVEL = "fair"


class Phase(StrEnum):
    """Where the room is."""

    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"


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
    resume_note: str = ""  # what a resume had to drop from a damaged journal (told to the host and players)
    agents: dict = field(default_factory=dict, repr=False)  # seat -> the AI playing it
    timer: ClockRule = NO_TIMER  # the turn timer and the inactivity rule (game.net.clocks)
    clocks: Clocks | None = None  # made when the duel starts
    stand_in: int = -1  # a seat whose timed-out turn the computer is playing (on_timeout ai)
    secrets: Secrets | None = None  # what the duel hides beyond its state (privacy.Secrets)
    watched: bool = False  # spectators watch: every public message also goes to SPECTATOR

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
        """Returns (seat, '') for a player let in, or (-1, reason). The code was checked by the host.

        A seat nobody has held goes to whoever has the code; a held seat only to its token (or, for the
        host window's ``local`` seat, the room's key). A newly held seat's token is in ``welcome``.
        """
        want = int(hello.get("seat", -1))
        if self.phase == Phase.OVER:
            return -1, "the duel is over"
        if want >= len(self.seats):
            return -1, f"there is no seat {want + 1}"
        mine = self._proven(hello)
        free = [i for i, s in enumerate(self.seats) if s.kind == SeatKind.REMOTE and not s.connected and not s.token_hash]
        if want >= 0:
            if want not in mine and want not in free:
                return -1, f"{seat_label(want, self.tag)} is taken"
            seat = want
        elif any(not self.seats[i].connected for i in mine):  # a connected one is taken over only when named
            seat = next(i for i in mine if not self.seats[i].connected)
        elif free:
            seat = free[0]
        else:
            return -1, "the room is full"
        s = self.seats[seat]
        s.connected, s.dropped_at, s.vote = True, None, ""
        if not s.token_hash:
            s.fresh = new_token()
            s.token_hash = digest(s.fresh)
        if hello.get("name") and self.phase == Phase.LOBBY:
            s.name = str(hello["name"])
        if self.phase == Phase.LOBBY and hello.get("deck"):
            s.deck = tuple(int(c) for c in hello["deck"])
        return seat, ""

    def owner(self, hello: dict) -> int:
        """Returns the seat a hello proves it holds (its token, or the host window's key), or -1."""
        return next(iter(self._proven(hello)), -1)

    def _proven(self, hello: dict) -> list[int]:
        token = str(hello.get("token", ""))
        return [i for i, s in enumerate(self.seats) if s.human and (proves(token, s.token_hash) or self._keyed(i, hello))]

    def _keyed(self, seat: int, hello: dict) -> bool:
        import hmac

        key = str(hello.get("key", ""))
        return self.seats[seat].kind == SeatKind.LOCAL and bool(key) and hmac.compare_digest(key, self.key)

    def welcome(self, seat: int) -> dict:
        """Returns the welcome of a seat just let in (its token once, when the seat was newly held)."""
        s = self.seats[seat]
        msg = {"t": Msg.WELCOME, "seat": seat, "label": self.seat_name(seat), "kind": "tag" if self.tag else "versus",
               "code": self.code, "grace": self.grace}
        if s.fresh:
            msg["token"], s.fresh = s.fresh, ""
        if self.resume_note and self.phase == Phase.PLAYING:  # a resume that lost a play says so to everyone
            msg["note"] = self.resume_note
        return outgoing(msg)

    def ready(self) -> bool:
        """Returns whether every player's seat is taken (the duel can start)."""
        return all(s.connected or not s.human for s in self.seats)

    # --- the duel ------------------------------------------------------------------------

    def start(self) -> list[tuple[int, dict]]:
        """Deals, journals the set-up and tells each seat its opening; returns the outbox."""
        from game.net.records import new_log, opening

        self.log = new_log(self.db, self)
        self.state, events = opening(self.db, self.log)
        self.secrets = Secrets.start(self.state)
        self.journal = Journal.create(self.journal_path, self.header())
        self.phase = Phase.PLAYING
        self._clocks_begin()
        return self._updates(self.state, events) + self.broadcast(self.lobby())

    def header(self) -> dict:
        """Returns the journal's header: everything a restarted host needs besides the actions."""
        return {"room": {"code": self.code, "kind": "tag" if self.tag else "versus", "timer": self.timer.out(),
                         "seats": [{"kind": s.kind, "level": s.level, "name": s.name, "token": s.token_hash}
                                   for s in self.seats],
                         "log": self.log.to_dict()}}

    def resume(self, header: dict, moves: list[dict], journal: Journal) -> None:
        """Rebuilds the duel from a journal: the set-up, then every journaled action in order; ValueError
        naming the action when the rules refuse one (a seat out of range, not its turn, an illegal play)."""
        from game.net.records import log_from, opening

        self.log = log_from(header["room"])
        self.state, _ = opening(self.db, self.log)
        self.secrets = Secrets.start(self.state)
        for m in moves:
            seat, where = m["seat"], f"journaled action {m['n'] + 1}"
            if not 0 <= seat < len(self.seats):
                raise ValueError(f"{where}: it names seat index {seat}; this room's seats are 1-{len(self.seats)}")
            if m["kind"] == "ai":
                if not self.seats[seat].human:
                    raise ValueError(f"{where}: seat {seat + 1} is already played by the computer")
                self._to_ai(seat)
                continue
            if self.state.over or seat != self.state.active:
                raise ValueError(f"{where}: it was not {self.seat_name(seat)}'s turn")
            before = self.state
            self.state, events = step(self.db, self.state, m["a"])  # IllegalAction (a ValueError) names it
            self.secrets = self.secrets.follow(before, events, self.state)
            self.log = self.log.with_action(m["a"])
        self.journal = journal
        self.phase = Phase.OVER if self.state.over else Phase.PLAYING
        if journal.lost is not None:
            who = self.seat_name(self.state.active)
            self.resume_note = (f"the host's record of play {journal.lost + 1} was damaged: the duel goes on from "
                             f"before it, and {who} plays it again")
        for s in self.seats:
            if s.human:
                s.dropped_at = self.clock()  # everyone has a grace to come back to the restarted host
        if self.phase == Phase.PLAYING:
            self._clocks_begin()  # the turn's clock starts afresh: a crashed host's clocks are not journaled

    def request(self, seat: int, actions: list[int], n: int) -> list[tuple[int, dict]]:
        """Steps a seat's actions if it may make them; returns the outbox (a refusal to it, or updates)."""
        why = self._refusal(seat, n)
        if why:
            return [(seat, self.refusal(why))]
        state, events = self.state, []
        for a in actions:
            legal = legal_actions(self.db, state)
            if state.over or a not in legal:
                return [(seat, self.refusal(f"action {a} is not allowed at this point of the play"))]
            state, evs = step(self.db, state, a)
            events.extend(evs)
        if self.clocks is not None:
            self.clocks.played(seat, self.clock())
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
        if seat == self.stand_in:
            return "your time ran out: the computer is playing this turn for you"
        if not self.seats[seat].human:
            return "the computer plays this seat now"
        if n != len(self.log.actions):
            return "your screen was behind the duel; it has been brought up to date"
        return ""

    def _accept(self, seat: int, actions: list[int], state: DuelState, events: list) -> list[tuple[int, dict]]:
        before = self.state
        for a in actions:
            self.journal.append(seat, a)  # on disk before anyone hears of it
            self.log = self.log.with_action(a)
        self.state = state
        self.secrets = self.secrets.follow(before, events, state)
        out = self._updates(before, events)
        if state.over:
            out += self._finish()
        self._clocks_begin()
        return out

    def ai_step(self) -> list[tuple[int, dict]]:
        """Plays one action for an AI seat whose turn it is (nothing when paused or a person is to play)."""
        active = self.state.active if self.state is not None else -1
        if self.phase != Phase.PLAYING or self.gone() or (self.seats[active].human and active != self.stand_in):
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
            self.agents[seat] = make(s.level or AI_LEVEL, 39, self.seed ^ (0x5EED + seat), self.db)
        agent = self.agents[seat]
        view = (tag_view_for if self.tag else view_for)(agent, state, seat)
        return int(agent.act(self.db, view, legal_actions(self.db, state)))

    def _updates(self, before: DuelState, events: list) -> list[tuple[int, dict]]:
        return [(i, self.update_for(i, events, before)) for i in self._audience()]

    def update_for(self, seat: int, events: list, before: DuelState | None = None) -> dict:
        """Returns a seat's update: the events (from ``before``) as it may see them and its view of the duel
        now (a rejoin gets no events); built by ``privacy.update``, the one place where hiding happens. A seat
        whose timed-out turn the computer is playing is offered no plays."""
        legal = (legal_actions(self.db, self.state) if seat == self.state.active and not self.state.over
                 and seat != self.stand_in else [])
        return update(self.state, self.secrets or Secrets.start(self.state), seat, before=before, events=events,
                      n=len(self.log.actions), kind="tag" if self.tag else "versus", legal=legal)

    def refusal(self, reason: str) -> dict:
        """Returns a refusal with its reason (words about the play, never a secret of the duel)."""
        return outgoing({"t": Msg.REFUSED, "reason": reason})

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
        return self.broadcast({"t": Msg.ENDED, "winner": winner, "note": note})  # the replay's path stays here

    # --- players who drop -----------------------------------------------------------------

    def gone(self) -> list[int]:
        """Returns the player seats whose players are away mid-duel."""
        return [i for i, s in enumerate(self.seats) if s.human and not s.connected and self.phase == Phase.PLAYING]

    def drop(self, seat: int) -> list[tuple[int, dict]]:
        """A seat's connection ended: in the lobby the seat frees up; mid-duel the duel pauses."""
        s = self.seats[seat]
        s.connected = False
        if self.phase == Phase.LOBBY:  # nothing has been dealt: the seat is free for anyone again
            s.token_hash, s.fresh, s.name, s.deck = "", "", "", None
        if self.phase != Phase.PLAYING or not s.human:  # (a seat the computer took for inactivity: no pause)
            return self.broadcast(self.lobby())
        s.dropped_at = self.clock()
        self._clocks_hold()
        return self.broadcast(self.paused())

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
            return self.broadcast(self.lobby())
        self._clocks_hold()
        if self.gone():
            return [(seat, self.update_for(seat, []))] + self.broadcast(self.paused()) + self.broadcast(self.lobby())
        return self._resumed()

    def _resumed(self) -> list[tuple[int, dict]]:
        """The duel goes on: everyone hears so, with their view and legal list afresh (no play was missed)."""
        return (self.broadcast({"t": Msg.RESUMED}) + self.broadcast(self.lobby())
                + [(i, self.update_for(i, [])) for i in self._audience()])

    def vote(self, seat: int, choice: str) -> list[tuple[int, dict]]:
        """Counts a player's vote on the away seats; acts once every player present agrees."""
        if self.phase != Phase.PLAYING or not self.gone():
            return [(seat, self.refusal("nobody is away: there is nothing to decide"))]
        if not self.may_decide():
            return [(seat, self.refusal("the away player still has time to come back"))]
        self.seats[seat].vote = choice
        here = [s for s in self.seats if s.human and s.connected]
        if not all(s.vote == choice for s in here) or choice == "wait":
            return self.broadcast(self.paused())
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
        self._clocks_begin()
        return self._resumed()

    def _to_ai(self, seat: int) -> None:
        s = self.seats[seat]
        s.kind, s.level, s.dropped_at, s.name = SeatKind.AI, AI_LEVEL, None, f"CPU {AI_LEVEL}"

    # --- the clocks (game.net.clocks decides; the room only tells it what happened) ---------------

    def _clocks_begin(self) -> None:
        if self.clocks is None:
            self.clocks = Clocks.new(self.timer, len(self.seats))
        st = self.state
        if self.clocks.begin(st.active, (st.turn, st.active, self.seats[st.active].human), not st.over
                             and self.seats[st.active].human, self.clock(), self._held()):
            self.stand_in = -1

    def _held(self) -> bool:
        return any(i != self.state.active for i in self.gone())

    def _clocks_hold(self) -> None:
        if self.clocks is not None and self.state is not None:
            self.clocks.tick(self.clock(), self._held())

    def clock_labels(self) -> list[str]:
        """Returns the seats' short names, as the clocks and the results name them (RED/BLUE, 1A..2B)."""
        return list(SEAT_NAMES if self.tag else VERSUS_NAMES)

    def clock_message(self, note: str = "") -> dict | None:
        """Returns the clocks as every seat is shown them (None when the room has no clock)."""
        if self.clocks is None or not self.timer.on:
            return None
        return {"t": Msg.CLOCK, **self.clocks.view(self.clock_labels()), "note": note}

    def clock_step(self) -> list[tuple[int, dict]]:
        """Runs the clocks to now; a seat out of time is dealt with (``clocks.time_out``). Returns the outbox."""
        if self.clocks is None or self.phase != Phase.PLAYING:
            return []
        self.clocks.tick(self.clock(), self._held())
        return time_out(self) if self.clocks.expired() != Expired.NONE else []

    def _audience(self) -> list[int]:
        """Returns who hears the room now: the connected players' seats, and SPECTATOR when watched."""
        seats = [i for i, s in enumerate(self.seats) if s.human and s.connected]
        return seats + [SPECTATOR] if self.watched else seats

    def broadcast(self, msg: dict) -> list[tuple[int, dict]]:
        """Returns ``msg`` addressed to everyone who hears the room now (the host's writers and the
        gallery's online pictures send what this returns)."""
        msg = outgoing(msg)
        return [(i, msg) for i in self._audience()]
