"""What one seat may be sent: the single place where hiding happens, for every message of the room.

``seat_view`` starts from ``observe`` and is stricter: ``observe`` shows the part of every deck
already drawn (``deck[:cursor]``), which for another seat is the history of its hand; a remote seat
sees only the count of another seat's deck. In a tag duel partners share hands and set cards
(R17.12, D-32), exactly as ``observe(..., sees_partner=True)`` gives them. ``SPECTATOR`` is a
viewer who holds no seat: it sees what every player sees, no hand, set card or deck of anyone.

Beyond the state: a face-down card destroyed unseen (a Raigeki on a set monster, a set trap swept
away) goes to its owner's graveyard without anyone else ever learning what it was. The state keeps
the graveyard in full, so the room follows the duel with ``Secrets`` (which graveyard places hold
such cards) and ``seat_view`` hides them from every seat but the owner's side, in every later view,
as ``seat_events`` hides the ``CardDestroyed`` event itself. Mid-play states hide the card still
being placed (face not chosen yet) and a floating card from the other side.

``seat_events`` hides the same things in the events: a card another seat draws or sets face down,
and a face-down card that leaves the field unseen, become HIDDEN.

``update`` builds the update message and ``outgoing`` checks every other message against the
fields its kind may carry, so a host path or any new field cannot leave the host by accident.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.net import codec
from game.net.wire import Msg
from game.rules import events as E
from game.rules.state import Decision, DuelState, FieldCard, Row
from game.rules.teams import TAG_SEATS, partner
from game.rules.view import HIDDEN, observe

SPECTATOR = -1

# the fields each message kind from the host may carry (``outgoing`` refuses any other)
FIELDS: dict[Msg, frozenset[str]] = {
    Msg.WELCOME: frozenset({"t", "seat", "label", "kind", "code", "grace", "token", "note", "delay"}),
    Msg.LOBBY: frozenset({"t", "phase", "code_needed", "seats"}),
    Msg.UPDATE: frozenset({"t", "seat", "n", "kind", "events", "view", "legal"}),
    Msg.REFUSED: frozenset({"t", "reason"}),
    Msg.ERROR: frozenset({"t", "reason"}),
    Msg.PAUSED: frozenset({"t", "away", "choices"}),
    Msg.RESUMED: frozenset({"t"}),
    Msg.ENDED: frozenset({"t", "winner", "note"}),
    Msg.CLOCK: frozenset({"t", "seat", "label", "held", "turn", "reserve", "idle", "idle_limit", "note", "who"}),
    Msg.PONG: frozenset({"t", "id"}),
    Msg.PING: frozenset({"t", "id"}),
    Msg.ROOMS: frozenset({"t", "rooms", "full"}),  # a duel server's room list (game.net.lobby.listing)
    Msg.CREATED: frozenset({"t", "code"}),
}


def shares(state: DuelState, seat: int, other: int) -> bool:
    """Returns whether ``seat`` may see ``other``'s hand and set cards (itself, or its tag partner)."""
    if seat < 0:
        return False
    return other == seat or (len(state.sides) == TAG_SEATS and other == partner(seat))


@dataclass(frozen=True)
class Secrets:
    """Per side, the graveyard places that hold a card destroyed face down, unseen by the other side."""

    graves: tuple[frozenset[int], ...]

    @classmethod
    def start(cls, state: DuelState) -> Secrets:
        """Returns the secrets of a duel's opening (none)."""
        return cls(tuple(frozenset() for _ in state.sides))

    def follow(self, before: DuelState, events, after: DuelState) -> Secrets:
        """Returns the secrets after a step from ``before`` to ``after`` with its (unmasked) events."""
        unseen: list[list[int]] = [[] for _ in before.sides]
        down = _face_down(before)
        for ev in events:
            t = type(ev)
            if t is E.CardPlaced:
                (down.add if ev.face_down else down.discard)((ev.side, ev.row, ev.zone))
            elif t is E.CardFlipped:
                down.discard((ev.side, ev.row, ev.zone))
            elif t is E.CardDestroyed:
                if (ev.side, ev.row, ev.zone) in down:
                    unseen[ev.side].append(ev.card)
                down.discard((ev.side, ev.row, ev.zone))
        graves = []
        for i, (b, a) in enumerate(zip(before.sides, after.sides, strict=True)):
            marks, start = set(self.graves[i]), len(b.graveyard)  # appended only: older places never change
            for card in unseen[i]:
                j = next((j for j in range(start, len(a.graveyard)) if a.graveyard[j] == card and j not in marks), None)
                if j is not None:
                    marks.add(j)
            graves.append(frozenset(marks))
        return Secrets(tuple(graves))


def seat_view(state: DuelState, seat: int, secrets: Secrets | None = None) -> DuelState:
    """Returns the duel as ``seat`` (or ``SPECTATOR``) may see it."""
    tag = len(state.sides) == TAG_SEATS
    view = observe(state, seat, sees_partner=tag and seat >= 0)
    sides = []
    for i, s in enumerate(view.sides):
        if shares(state, seat, i):
            sides.append(s)
            continue
        graveyard = s.graveyard
        if secrets is not None and secrets.graves[i]:
            graveyard = tuple(HIDDEN if j in secrets.graves[i] else c for j, c in enumerate(graveyard))
        sides.append(replace(s, deck=(HIDDEN,) * len(s.deck), graveyard=graveyard))
    view = replace(view, sides=tuple(sides))
    if state.over or shares(state, seat, state.active):
        return view
    if view.floating:
        view = replace(view, floating=HIDDEN)  # a field combination's equip or trap, not placed yet
    if state.pending == Decision.PICK_FACE:  # placed, face not chosen: it may yet go face down
        row, zone = state.focus
        side = view.sides[state.active]
        masked = FieldCard(card=HIDDEN, face_down=True)
        if row == Row.MONSTER:
            side = replace(side, monsters=_put(side.monsters, zone, masked))
        else:
            side = replace(side, spells=_put(side.spells, zone, masked))
        view = replace(view, sides=_put(view.sides, state.active, side))
    return view


def seat_events(before: DuelState, events, seat: int) -> list:
    """Returns the events as ``seat`` may see them; ``before`` is the state the events started from."""
    down = _face_down(before)
    out = []
    for ev in events:
        t = type(ev)
        secret = hasattr(ev, "side") and not shares(before, seat, ev.side)
        if t is E.CardPlaced:
            if ev.face_down:
                down.add((ev.side, ev.row, ev.zone))
            else:
                down.discard((ev.side, ev.row, ev.zone))
            if secret and ev.face_down:
                ev = replace(ev, card=HIDDEN)
        elif t is E.CardFlipped:
            down.discard((ev.side, ev.row, ev.zone))
        elif t is E.CardDestroyed:
            if secret and (ev.side, ev.row, ev.zone) in down:
                ev = replace(ev, card=HIDDEN)
            down.discard((ev.side, ev.row, ev.zone))
        elif t is E.CardDrawn and secret:
            ev = replace(ev, card=HIDDEN)
        out.append(ev)
    return out


def update(state: DuelState, secrets: Secrets, seat: int, *, before: DuelState | None = None, events=(),
           n: int, kind: str, legal: list[int]) -> dict:
    """Returns the update message for ``seat``: its events (from ``before``), its view now, and the legal
    actions (given by the caller for the seat to play; never sent to anyone else)."""
    seen = seat_events(before if before is not None else state, events, seat) if events else []
    mine = seat >= 0 and seat == state.active and not state.over
    return outgoing({"t": Msg.UPDATE, "seat": seat, "n": n, "kind": kind,
                     "events": [codec.event_out(e) for e in seen],
                     "view": codec.view_out(seat_view(state, seat, secrets)), "legal": list(legal) if mine else []})


def outgoing(msg: dict) -> dict:
    """Returns a host message unchanged once its fields are ones its kind may carry; ValueError (a bug of
    the host, never a player's doing) when it carries any other."""
    extra = set(msg) - FIELDS.get(Msg(msg["t"]), frozenset())
    if extra:
        raise ValueError(f"message {msg['t']!r} may not carry {sorted(extra)}")
    return msg


# ---------------------------------------------------------------- helpers

def _face_down(state: DuelState) -> set[tuple[int, int, int]]:
    return {(i, row, z) for i, s in enumerate(state.sides) for row, cards in enumerate((s.monsters, s.spells))
            for z, rec in enumerate(cards) if rec.card and rec.face_down}


def _put(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1:]
