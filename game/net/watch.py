"""A room's spectators: the public view of the duel, held back by the room's delay (no sockets here).

A spectator holds no seat (``privacy.SPECTATOR``): the room counts it in its audience when watched
(``Room.watched``), so every message it gets is one the room built for SPECTATOR by ``privacy.update``
or ``outgoing``, as a player's are: it never holds a hand, a set card, a deck or a secret graveyard card.
With a delay of N actions, the update after action k is released once the duel has reached k + N,
so a spectator who tells a player what the other side did tells them nothing they have not seen; the
end of the duel releases everything (nothing is left to hide). Pauses, the lobby and the end are
told at once; the turn clocks only to spectators who watch without a delay. A spectator who arrives
mid-duel starts from the last released view.
"""

from __future__ import annotations

from collections import deque

from game.net.wire import Msg

MAX_WATCHERS = 64  # spectators of one room


class Watchers:
    """The spectators of one room (anything with ``put(msg)``) and the updates held back from them."""

    def __init__(self, delay: int, most: int = MAX_WATCHERS) -> None:
        self.delay, self.most = delay, most
        self.conns: list = []
        self.held: deque[dict] = deque()
        self.shown: dict | None = None  # the latest released update: a newcomer's first view
        self.lobby: dict | None = None
        self.ended: dict | None = None

    def put(self, msg: dict) -> None:
        """Takes one of the room's public messages: an update waits for the delay, others go out now."""
        t = msg["t"]
        if t == Msg.UPDATE:
            self.held.append(msg)
            self._release(msg["n"])
            return
        if t == Msg.CLOCK and self.delay > 0:
            return  # a live clock would tell a delayed spectator whose turn it is now
        if t == Msg.ENDED:
            self._release(None)
            self.ended = msg
        elif t == Msg.LOBBY:
            self.lobby = msg
        self._tell(msg)

    def _release(self, reached: int | None) -> None:
        while self.held and (reached is None or self.held[0]["n"] + self.delay <= reached):
            self.shown = self.held.popleft()
            self._tell(self.shown)

    def _tell(self, msg: dict) -> None:
        for conn in self.conns:
            conn.put(msg)

    def add(self, conn) -> bool:
        """Seats a spectator and sends it where the room is (False when the room has all it takes)."""
        if len(self.conns) >= self.most:
            return False
        self.conns.append(conn)
        if self.lobby is not None:
            conn.put(self.lobby)
        if self.shown is not None:
            conn.put({**self.shown, "events": []})  # the view as it was, without replaying its events
        if self.ended is not None:
            conn.put(self.ended)
        return True

    def remove(self, conn) -> None:
        """Forgets a spectator that left."""
        if conn in self.conns:
            self.conns.remove(conn)


def seed(watchers: Watchers, room) -> None:
    """Rebuilds what a resumed room's spectators are owed: the public update of each of the last
    ``delay`` actions (and the view before them), replayed from the room's log and built by
    ``privacy.update`` (the one place where hiding happens, graveyard secrets followed as the room does)."""
    from game.net.privacy import SPECTATOR, Secrets, update
    from game.net.records import opening
    from game.rules.engine import step

    actions = room.log.actions
    first = max(0, len(actions) - watchers.delay)
    state, _ = opening(room.db, room.log)
    secrets = Secrets.start(state)
    kind = "tag" if room.tag else "versus"
    for a in actions[:first]:
        before = state
        state, events = step(room.db, state, a)
        secrets = secrets.follow(before, events, state)
    watchers.shown = update(state, secrets, SPECTATOR, n=first, kind=kind, legal=[])
    for n, a in enumerate(actions[first:], start=first + 1):
        before = state
        state, events = step(room.db, state, a)
        secrets = secrets.follow(before, events, state)
        watchers.put(update(state, secrets, SPECTATOR, before=before, events=events, n=n, kind=kind, legal=[]))
    watchers.lobby = room.lobby()
