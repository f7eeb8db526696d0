"""The events that recur through every duel, each value built once and handed out again (issue 34).

A turn's end makes a ``TurnEnded``, a ``TurnStarted`` and a ``CardDrawn`` per card drawn; a position change a
``PositionChanged``. Their values repeat (two seats, forty cards a deck, five zones), and building one costs
more than looking it up. An event is a frozen value compared by equality (``game.rules.events``), so the
same object in two steps' logs is the same log; nothing here can change what a step returns. The tables
only grow, by one entry per distinct value: seats 0-3, card ids, zones 0-4, turn numbers.
"""

from __future__ import annotations

from game.rules import events as ev
from game.rules.record import positional_maker

_card_drawn = positional_maker(ev.CardDrawn)
_turn_started = positional_maker(ev.TurnStarted)
_position_changed = positional_maker(ev.PositionChanged)

DRAWN: tuple[dict[int, ev.CardDrawn], ...] = ({}, {}, {}, {})  # per seat: card -> CardDrawn(seat, card)
STARTED: tuple[dict[int, ev.TurnStarted], ...] = ({}, {}, {}, {})  # per seat: turn -> TurnStarted(seat, turn)
ENDED = tuple(ev.TurnEnded(seat) for seat in range(4))
POSITION = tuple(tuple(tuple(_position_changed(seat, zone, defence) for defence in (False, True))
                       for zone in range(5)) for seat in range(4))  # [seat][zone][defence]


def card_drawn(side: int, card: int) -> ev.CardDrawn:
    """Returns ``CardDrawn(side, card)``, built on its first use."""
    table = DRAWN[side]
    event = table.get(card)
    if event is None:
        event = table[card] = _card_drawn(side, card)
    return event


def turn_started(side: int, turn: int) -> ev.TurnStarted:
    """Returns ``TurnStarted(side, turn)``, built on its first use."""
    table = STARTED[side]
    event = table.get(turn)
    if event is None:
        event = table[turn] = _turn_started(side, turn)
    return event
