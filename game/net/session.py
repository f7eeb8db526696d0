"""The client's duel as the duel screen reads it: the local ``DuelSession``'s interface over the network.

The screen asks the same questions of this session as of a local one: ``state`` (what to draw),
``opening``, ``played``, ``legal(state)``, ``preview(actions)`` and ``commit(actions)``. ``state`` is
the seat's own view from the host, turned so the seat is side 0 at the bottom (``mirror`` for
BLUE, as the local 2P screen does). ``legal`` of the committed state is the host's list;
``preview`` steps the pure engine on the view, which is enough for the half-made hand plays the
controls ask about (they only touch the player's own hand and field). ``commit`` sends the plan
to the host and returns no events: they arrive with the host's update, through ``poll``, as the
screen's next batch to animate. Nothing is decided here; the host accepts or refuses.

What the host says besides the duel (pauses, the end, refusals, the lobby, the clocks, a lost link) is
the session's ``net``, a ``Status`` that the online Tag session composes too: the screens and the
network banner read it the same way for either duel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.net.client import LOST_WORDS, UNREADABLE
from game.net.codec import event_in, view_in
from game.net.wire import Msg, WireError
from game.rules import events as E
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import DuelState
from game.rules.view import mirror


def flip_event(ev):
    """Returns an event with its two sides swapped (the mirror of ``mirror`` for a 2P view)."""
    changes = {}
    if hasattr(ev, "side"):
        changes["side"] = 1 - ev.side
    if getattr(ev, "damage_to", -1) >= 0:
        changes["damage_to"] = 1 - ev.damage_to
    if type(ev) is E.DuelEnded and ev.winner >= 0:
        changes["winner"] = 1 - ev.winner
    return replace(ev, **changes) if changes else ev


class Status:
    """What the host says besides the duel: pauses, the end, refusals, the lobby, a lost link; and the
    sending of this seat's plans and votes over the connection."""

    def __init__(self, client, seat: int) -> None:
        self.client, self.seat = client, seat
        self.waiting = False  # a plan was sent; the host has not answered yet
        self.paused: dict | None = None
        self.ended: dict | None = None
        self.refused = ""
        self.lost = ""
        self.refused_for_good = False  # the host turned us away (wrong code, full room): no point retrying
        self.lobby: dict | None = None
        self.clock: dict | None = None  # the room's clocks as last sent (the screen draws them, never runs them)
        self.clock_note = ""  # the latest "ran out of time" the room told of
        self.clock_note_who = -1  # the seat it happened to
        self.backlog: list[dict] = []  # messages read before the duel screen took over (the waiting room's)
        self.notice = ""

    def take(self, msg: dict) -> None:
        """Applies one host message that is not a duel update."""
        t = msg["t"]
        if t == Msg.PAUSED:
            self.paused = msg
        elif t == Msg.RESUMED:
            self.paused = None
        elif t == Msg.ENDED:
            self.ended, self.paused = msg, None
        elif t == Msg.REFUSED:
            self.refused, self.waiting = msg["reason"], False
        elif t == Msg.LOBBY:
            self.lobby = msg
        elif t == Msg.CLOCK:
            self.clock = msg
            if msg.get("note"):
                self.clock_note, self.clock_note_who = msg["note"], int(msg.get("who", -1))
        elif t in (Msg.ERROR, "lost"):
            self.lost = msg.get("reason") or LOST_WORDS
            self.refused_for_good = bool(msg.get("refused")) or t == Msg.ERROR
        elif t == Msg.WELCOME:
            self.lost, self.seat = "", int(msg["seat"])
            self.notice = str(msg.get("note", ""))  # what a resumed host had to drop from its journal

    def send_plan(self, actions: list[int], n: int) -> None:
        """Sends a finished plan to the host."""
        self.client.send({"t": Msg.ACT, "actions": [int(a) for a in actions], "n": n})
        self.waiting = True
        self.refused = ""

    def vote(self, choice: str) -> None:
        """Answers the host's question about a player who has not come back."""
        self.client.send({"t": Msg.VOTE, "choice": choice})

    def rejoin(self) -> None:
        """Connects again, asking for the same seat (after a lost connection)."""
        self.client = self.client.rejoin()
        self.lost = "Reconnecting..."

    def poll(self, read: Callable[[dict], tuple | None]) -> list:
        """Takes the host's messages; returns the duel updates ``read`` makes of them, in order (``read``
        applies any other message to this status and returns None)."""
        batches = []
        msgs, self.backlog = [*self.backlog, *self.client.poll()], []
        for msg in msgs:
            try:
                out = read(msg)
            except (WireError, KeyError, TypeError, ValueError):
                self.lost = UNREADABLE
                continue
            if out is not None:
                batches.append(out)
        return batches


class NetSession:
    """A 2P seat's duel fed by the host; ``net`` holds what the screen must tell the player."""

    script = None  # never a replay playback
    agent = None
    ai_level = ""
    label = "Online 2P Duel"

    def __init__(self, db, client, seat: int) -> None:
        self.db = db
        self.net = Status(client, seat)
        self.state: DuelState | None = None
        self.opening: tuple = ()
        self.n = 0
        self.legal_now: list[int] = []

    # --- what the screen asks ---------------------------------------------------------------

    @property
    def played(self) -> int:
        """Returns how many actions the host has accepted."""
        return self.n

    def legal(self, state: DuelState | None = None) -> list[int]:
        """Returns the legal actions: the host's list for the committed state, the engine's for a preview."""
        if self.net.seat < 0:
            return []  # a spectator has no play
        if state is None or state is self.state:
            return list(self.legal_now) if self.legal_now else legal_actions(self.db, self.state)
        return legal_actions(self.db, state)

    def preview(self, actions: list[int]) -> tuple[DuelState, list]:
        """Returns the view and events the actions would give; commits nothing."""
        state, events = self.state, []
        for a in actions:
            state, evs = step(self.db, state, a)
            events.extend(evs)
        return state, events

    def commit(self, actions: list[int]) -> list:
        """Sends the plan to the host; the events come back through ``poll``."""
        self.net.send_plan(actions, self.n)
        return []

    def ai_action(self) -> int:
        """Never asked: the other seat plays through the host."""
        raise RuntimeError("a network session has no local computer player")

    # --- what the host says -----------------------------------------------------------------

    def take(self, msg: dict):
        """Returns (view, events, n, legal) of an update, turned to this seat; applies any other message."""
        if msg["t"] == Msg.UPDATE:
            view = view_in(msg["view"])
            events = [event_in(e) for e in msg["events"]]
            if self.net.seat == 1:
                view, events = mirror(view), [flip_event(e) for e in events]
            update = (view, events, int(msg["n"]), list(msg["legal"]))
            if self.state is None:  # the first: the opening the screen starts from
                self.apply(*update)
                self.opening = tuple(events)
            return update
        self.net.take(msg)
        return None

    def poll(self) -> list:
        """Takes the host's messages; returns the duel updates to show, in order (status applied)."""
        return self.net.poll(self.take)

    def apply(self, view: DuelState, events: list, n: int, legal: list[int]) -> list:
        """Takes the host's new view; returns the events to animate."""
        self.state, self.n, self.legal_now, self.net.waiting = view, n, legal, False
        return events
