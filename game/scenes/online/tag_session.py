"""A Tag seat's duel fed by the host: the local ``TagSession`` (the pair the screen shows, the
action and event translation) over the seat's own view, with the host doing every step.

``commit_real`` sends the plan; the host's update comes back through ``poll`` as (view, events)
and ``apply`` hands it to ``TagSession.take_real``, which turns the screen to the new pair exactly as
a local commit does. The view is the seat's own (partners share hands, R17.12/D-32): previews and
legal lists run on it. What the host says besides the duel is ``net``, the same ``Status`` the 2P
online session holds. It sits beside the Tag screen (not in game.net) because it is a ``TagSession``:
the network layer imports no scene.
"""

from __future__ import annotations

from game.net.codec import event_in, view_in
from game.net.session import Status
from game.net.wire import Msg
from game.scenes.tag.session import TagSession


class NetTagSession(TagSession):
    """The four-seat duel as one remote seat sees and plays it."""

    label = "Online Tag Duel"

    def __init__(self, db, client, seat: int, first: dict, status: Status | None = None) -> None:
        view, events = view_in(first["view"]), [event_in(e) for e in first["events"]]
        super().__init__(db, view, tuple(events), {}, (seat,) if seat >= 0 else ())  # -1: a spectator
        self.net = Status(client, seat)
        if status is not None:  # what the waiting room already heard (the lobby's names)
            self.net.lobby = status.lobby
        self.n, self.legal_now = int(first["n"]), list(first["legal"])

    @property
    def played(self) -> int:
        """Returns how many actions the host has accepted."""
        return self.n

    def commit_real(self, actions: list[int]) -> list:
        """Sends the plan (engine actions) to the host; the events come back through ``poll``."""
        self.net.send_plan(actions, self.n)
        return []

    def take(self, msg: dict):
        """Returns (view, events, n, legal) of an update; applies any other message to the status."""
        if msg["t"] == Msg.UPDATE:
            return view_in(msg["view"]), [event_in(e) for e in msg["events"]], int(msg["n"]), list(msg["legal"])
        self.net.take(msg)
        return None

    def poll(self) -> list:
        """Takes the host's messages; returns the duel updates to show, in order (status applied)."""
        return self.net.poll(self.take)

    def apply(self, view, events: list, n: int, legal: list[int]) -> list:
        """Takes the host's new view; turns the screen to the new pair; returns the events it shows."""
        self.n, self.legal_now, self.net.waiting = n, legal, False
        return self.take_real(view, events)

    def ai_action(self) -> int:
        """Never asked: every other seat plays through the host."""
        raise RuntimeError("a network session has no local computer player")
