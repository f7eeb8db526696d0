"""A room's clocks: the turn timer with its chess-clock reserve, and the inactivity rule (issue 30).

Pure: no sockets, no sleeping, every method is told the time (``now``), so the tests drive a
minute of play in a microsecond. The room calls ``tick`` before anything that could change whose
clock runs, ``begin`` after every step (it starts a new turn's clock only when the turn changed),
``played`` when the seat itself had a play accepted, and asks ``expired`` every host tick.

The rules that keep the clocks honest:

- A clock belongs to the turn, not to the connection: dropping and rejoining starts nothing afresh.
  The only thing that gives a seat a fresh turn allowance is a new turn (``begin`` with a new key).
- The clock of the seat to play stops while ANOTHER seat is away (the duel is paused and it could
  not play), and keeps running while that seat itself is away: a player cannot buy time by
  unplugging. Nothing another seat does (dropping, rejoining, voting) ever adds to or takes away
  from a seat's time; only its own turns spend it.
- The disconnect grace is a separate clock (the room's ``dropped_at``); nothing here touches it.

Turn time is spent first, then the reserve, which carries from turn to turn. The inactivity rule
is separate from the timer: a seat that goes ``idle`` seconds of its turn without a play of its own
times out even with no turn timer; one that times out ``idle_turns`` turns in a row is given to
the computer for the rest of the duel.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from game.rules.actions import DEFENCE_POS, END_TURN, FACE_DOWN, STAR_1

IDLE = 300.0  # seconds of a turn without a play before the seat times out (the default inactivity rule)
IDLE_TURNS = 2  # turns in a row timed out before the computer takes the seat for good
IDLE_SHOWN = 60  # the idle time is sent to the second in its last minute only (whole minutes before: fewer messages)


class Timeout(StrEnum):
    """What happens when a seat's clock runs out."""

    END = "end"  # the turn ends (the least play that gets there)
    AI = "ai"  # the computer plays the rest of that turn for the seat


class Expired(StrEnum):
    """Which clock ran out (NONE while time is left)."""

    NONE = ""
    TURN = "turn"
    IDLE = "idle"


@dataclass(frozen=True)
class ClockRule:
    """A room's timing option: ``turn`` seconds a turn plus ``reserve`` for the whole duel (0 and 0: no
    timer), ``idle`` seconds without a play (0: no inactivity rule)."""

    turn: float = 0.0
    reserve: float = 0.0
    idle: float = IDLE
    on_timeout: Timeout = Timeout.END
    idle_turns: int = IDLE_TURNS

    @property
    def timed(self) -> bool:
        """Returns whether turns are timed (a turn allowance or a reserve)."""
        return self.turn > 0 or self.reserve > 0

    @property
    def on(self) -> bool:
        """Returns whether any clock runs at all."""
        return self.timed or self.idle > 0

    def words(self) -> str:
        """Returns the rule in a player's words (the host's log, the menu)."""
        if not self.on:
            return "no turn timer"
        parts = []
        if self.timed:
            parts.append(f"turn timer {clock_text(self.turn)} + {clock_text(self.reserve)} reserve")
        if self.idle > 0:
            parts.append(f"a turn without a play for {clock_text(self.idle)} times out")
        then = "the turn ends" if self.on_timeout == Timeout.END else "the computer plays that turn"
        return f"{', '.join(parts)}; then {then}"

    def out(self) -> dict:
        """Returns the rule as the journal's header keeps it."""
        return {"turn": self.turn, "reserve": self.reserve, "idle": self.idle, "on_timeout": self.on_timeout.value,
                "idle_turns": self.idle_turns}

    @classmethod
    def of(cls, saved: dict | None) -> ClockRule:
        """Returns the rule a journal's header kept (no timer for a journal written before timers)."""
        if not saved:
            return NO_TIMER
        rule = rule_of(float(saved["turn"]), float(saved["reserve"]), float(saved["idle"]), str(saved["on_timeout"]))
        return cls(rule.turn, rule.reserve, rule.idle, rule.on_timeout, int(saved.get("idle_turns", IDLE_TURNS)))


NO_TIMER = ClockRule(idle=0.0)
PRESETS: tuple[tuple[str, ClockRule], ...] = (  # the Host online menu's choices (friends first)
    ("No turn timer", ClockRule()),
    ("60 s a turn + 5 min", ClockRule(turn=60, reserve=300)),
    ("30 s a turn + 2 min", ClockRule(turn=30, reserve=120)),
)


def rule_of(turn: float = 0.0, reserve: float = 0.0, idle: float = IDLE, on_timeout: str = "end") -> ClockRule:
    """Returns a checked rule; ValueError naming the option (``--turn-time`` ...) and the problem."""
    for name, value in (("--turn-time", turn), ("--reserve", reserve), ("--idle", idle)):
        if not math.isfinite(value) or value < 0:
            raise ValueError(f"{name}: must be a number of seconds, 0 or more, got {value:g}")
        if 0 < value < 5:
            raise ValueError(f"{name}: at least 5 seconds (or 0 for none), got {value:g}")
    try:
        then = Timeout(on_timeout)
    except ValueError:
        raise ValueError(f"--on-timeout: must be one of {', '.join(t.value for t in Timeout)}, "
                         f"got {on_timeout!r}") from None
    return ClockRule(float(turn), float(reserve), float(idle), then)


def clock_text(seconds: float) -> str:
    """Returns seconds as the clock shows them: ``0:07``, ``4:30`` (whole seconds, rounded up)."""
    s = max(0, math.ceil(seconds))
    return f"{s // 60}:{s % 60:02d}"


def ending_action(legal: list[int]) -> int:
    """Returns the action that ends a timed-out turn soonest: end the turn when it may, otherwise the
    quietest answer to the decision pending (face down, defence, the first star, the first card or zone)."""
    for action in (END_TURN, FACE_DOWN, DEFENCE_POS, STAR_1):
        if action in legal:
            return action
    return min(legal)


@dataclass
class Clocks:
    """Every seat's reserve and the running turn's clock; ``seat`` is -1 while nobody's clock runs."""

    rule: ClockRule
    reserve: list[float]
    timeouts: list[int]
    seat: int = -1
    key: tuple = ()
    turn_left: float = 0.0
    idle_left: float = 0.0
    held: bool = False
    last: float | None = None
    played_turn: bool = False

    @classmethod
    def new(cls, rule: ClockRule, seats: int) -> Clocks:
        """Returns fresh clocks: each seat its whole reserve."""
        return cls(rule, [float(rule.reserve)] * seats, [0] * seats)

    def tick(self, now: float, held: bool) -> None:
        """Spends the time since the last tick on the running clock (unless it was held), then takes the
        new hold: ``held`` is whether the seat to play is kept from playing by another seat's absence."""
        if self.last is not None and self.seat >= 0 and not self.held:
            spent = max(0.0, now - self.last)  # a clock never runs backwards
            from_turn = min(spent, max(0.0, self.turn_left))
            self.turn_left -= from_turn
            self.reserve[self.seat] = max(0.0, self.reserve[self.seat] - (spent - from_turn))
            self.idle_left -= spent
        self.last, self.held = now, held

    def begin(self, seat: int, key: tuple, human: bool, now: float, held: bool) -> bool:
        """Starts the clock of a new turn (``key`` names it: the turn number and seat); the same turn goes
        on untouched. ``human`` false: nobody's clock runs (the computer plays). Returns whether it began."""
        self.tick(now, held)
        if key == self.key:
            return False
        self.key, self.played_turn = key, False
        self.seat = seat if human and self.rule.on else -1
        self.turn_left, self.idle_left = self.rule.turn, self.rule.idle
        return True

    def played(self, seat: int, now: float) -> None:
        """The seat made a play itself: its inactivity count and idle time start again (its turn time
        does not)."""
        if seat == self.seat:
            self.tick(now, self.held)
            self.idle_left = self.rule.idle
        self.timeouts[seat] = 0
        self.played_turn = True

    def expired(self) -> Expired:
        """Returns which clock of the seat to play has run out (as of the last tick)."""
        if self.seat < 0 or self.held:
            return Expired.NONE
        if self.rule.timed and self.turn_left <= 0 and self.reserve[self.seat] <= 0:
            return Expired.TURN
        if self.rule.idle > 0 and self.idle_left <= 0:
            return Expired.IDLE
        return Expired.NONE

    def timed_out(self) -> bool:
        """Counts a timeout of the running seat and stops its clock until the next turn; returns whether
        that seat has now timed out ``idle_turns`` turns in a row (inactive: the computer takes it)."""
        seat = self.seat
        self.seat = -1
        if not self.played_turn:
            self.timeouts[seat] += 1
        return 0 < self.rule.idle_turns <= self.timeouts[seat]

    def view(self, labels: list[str]) -> dict:
        """Returns what every seat is shown (the same for all: time is public): whose clock runs, what is
        left of the turn, each reserve and the idle time, in whole seconds; -1 where a clock is off."""
        running = self.seat >= 0
        return {"seat": self.seat, "label": labels[self.seat] if running else "", "held": self.held,
                "turn": math.ceil(max(0.0, self.turn_left)) if running and self.rule.timed else -1,
                "reserve": [math.ceil(r) for r in self.reserve] if self.rule.timed else [],
                "idle": _idle_shown(self.idle_left) if running and self.rule.idle > 0 else -1,
                "idle_limit": math.ceil(self.rule.idle)}


def _idle_shown(left: float) -> int:
    seconds = math.ceil(max(0.0, left))
    return seconds if seconds <= IDLE_SHOWN else IDLE_SHOWN * math.ceil(seconds / IDLE_SHOWN)


def time_out(room) -> list[tuple[int, dict]]:
    """Deals with the running seat's clock having run out, in a ``Room``; returns the outbox.

    Timed out ``idle_turns`` turns in a row: the computer plays the seat for the rest of the duel (its
    player is told so and let go). Otherwise, by the room's option, the computer plays the rest of the
    turn (the room's ``stand_in``), or the quietest actions end it, journaled as the seat's own.
    """
    from game.net.wire import MAX_PLAY, Msg
    from game.rules.actions import legal_actions
    from game.rules.engine import step

    clocks = room.clocks
    seat, why = clocks.seat, clocks.expired()
    label = room.clock_labels()[seat]
    ran = "ran out of time" if why == Expired.TURN else "did not play in time"
    if clocks.timed_out():
        note = f"{label} did not play for {room.timer.idle_turns} turns: the computer plays {label} now"
        out = [(seat, {"t": Msg.ERROR, "reason": "You did not play for several turns: "
                                                 "the computer plays your seat now."})]
        room.journal.append(seat, 0, kind="ai")
        room._to_ai(seat)
        room.seats[seat].connected = False  # its connection is let go; the seat is the computer's
        room._clocks_begin()
        out += _told(room, note, seat)
        return out + (room.broadcast(room.lobby()) if room.gone() else room._resumed())  # it may have been away
    if room.timer.on_timeout == Timeout.AI:
        room.stand_in = seat  # its screen is told it has nothing to play (an update with no legal action)
        mine = [(seat, room.update_for(seat, []))] if room.seats[seat].connected else []
        return mine + _told(room, f"{label} {ran}: the computer plays this turn", seat)
    state, actions, events = room.state, [], []
    for _ in range(4 * MAX_PLAY):  # the quietest way to the end of the turn (a handful of actions)
        action = ending_action(legal_actions(room.db, state))
        state, evs = step(room.db, state, action)
        actions.append(action)
        events.extend(evs)
        if state.over or state.active != seat:
            break
    out = room._accept(seat, actions, state, events)
    return out + _told(room, f"{label} {ran}: the turn ended", seat)


def _told(room, note: str, seat: int) -> list[tuple[int, dict]]:
    """Every seat is told what happened (``who``: the seat it happened to, so its own screen says "You")."""
    return room.broadcast({**room.clock_message(note), "who": seat})
