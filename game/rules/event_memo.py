"""The events that recur through every duel, each value built once and handed out again (issue 34).

A turn's end makes a ``TurnEnded``, a ``TurnStarted`` and a ``CardDrawn`` per card drawn; a position change a
``PositionChanged``. Their values repeat (two seats, forty cards a deck, five zones), and building one costs
more than looking it up. An event is a frozen value compared by equality (``game.rules.events``), so the
same object in two steps' logs is the same log; nothing here can change what a step returns. A memo
belongs to one database's ``Columns`` (no module-level table), and grows by one entry per distinct value
only: seats 0-3, card ids, turn numbers.
"""

from __future__ import annotations

from game.rules import events as ev
from game.rules.record import positional_maker

_card_drawn = positional_maker(ev.CardDrawn)
_turn_started = positional_maker(ev.TurnStarted)
_position_changed = positional_maker(ev.PositionChanged)


class EventMemo:
    """The remembered events: ``drawn[seat][card]`` and ``started[seat][turn]`` filled as asked, ``ended[seat]``
    and ``position[seat][zone][defence]`` built with the memo (the fast paths read the tables inline)."""

    __slots__ = ("drawn", "ended", "position", "started")

    def __init__(self) -> None:
        self.drawn: tuple[dict[int, ev.CardDrawn], ...] = ({}, {}, {}, {})
        self.started: tuple[dict[int, ev.TurnStarted], ...] = ({}, {}, {}, {})
        self.ended = tuple(ev.TurnEnded(seat) for seat in range(4))
        self.position = tuple(tuple(tuple(_position_changed(seat, zone, defence) for defence in (False, True))
                                    for zone in range(5)) for seat in range(4))

    def card_drawn(self, side: int, card: int) -> ev.CardDrawn:
        """Returns ``CardDrawn(side, card)``, built on its first use."""
        table = self.drawn[side]
        event = table.get(card)
        if event is None:
            event = table[card] = _card_drawn(side, card)
        return event

    def turn_started(self, side: int, turn: int) -> ev.TurnStarted:
        """Returns ``TurnStarted(side, turn)``, built on its first use."""
        table = self.started[side]
        event = table.get(turn)
        if event is None:
            event = table[turn] = _turn_started(side, turn)
        return event
