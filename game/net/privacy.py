"""What one seat may be sent: its observation and its events, nothing of another seat's secrets.

``seat_view`` starts from ``observe`` and is stricter in one place: ``observe`` shows the part of
every deck already drawn (``deck[:cursor]``), which for another seat is the history of its hand; a
remote seat sees only the count of another seat's deck. In a tag duel partners share hands and set
cards (R17.12, D-32), exactly as ``observe(..., sees_partner=True)`` gives them.

``seat_events`` hides the same things in the events: a card another seat draws or sets face down,
and a face-down card that leaves the field unseen, become HIDDEN. What the duel screen shows
every player of the other side (fusions, magic and traps as they are used, flips, battles) stays.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules import events as E
from game.rules.state import DuelState
from game.rules.teams import TAG_SEATS, partner
from game.rules.view import HIDDEN, observe

SPECTATOR = -1  # a viewer who holds no seat: shares nothing with any seat (no hand, no set card, no deck)


def shares(state: DuelState, seat: int, other: int) -> bool:
    """Returns whether ``seat`` may see ``other``'s hand and set cards (itself, or its tag partner)."""
    if seat == SPECTATOR:
        return False
    return other == seat or (len(state.sides) == TAG_SEATS and other == partner(seat))


def seat_view(state: DuelState, seat: int) -> DuelState:
    """Returns the duel as ``seat`` may see it."""
    tag = len(state.sides) == TAG_SEATS and seat != SPECTATOR
    view = observe(state, seat, sees_partner=tag)
    sides = tuple(s if shares(state, seat, i) else replace(s, deck=(HIDDEN,) * len(s.deck))
                  for i, s in enumerate(view.sides))
    return replace(view, sides=sides)


def seat_events(before: DuelState, events, seat: int) -> list:
    """Returns the events as ``seat`` may see them; ``before`` is the state the events started from."""
    down = {(i, row, z) for i, s in enumerate(before.sides) for row, cards in enumerate((s.monsters, s.spells))
            for z, rec in enumerate(cards) if rec.card and rec.face_down}
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
