"""Turn boundaries: the draw step of R4.2 (with deck-out and the Exodia check) and ending a turn.

    begin_turn: TURNS +1 -> clear used flags -> Swords tick -> draw to five (deck-out per draw)
                -> Exodia check -> hand play is pending
    end_turn:   hand the turn to the next side (the other side; in tag the next seat, R17.6) and begin it
A tag team's Swords counter is mirrored in both members and ticks at each member's draw (R17.13);
deck-out and Exodia decide for the whole team (R17.16, R17.17).
"""

from __future__ import annotations

from game.rules import events as ev
from game.rules.record import positional_maker
from game.rules.state import EXODIA, HAND_SIZE, Counter, Decision, EndReason, Phase
from game.rules.teams import team_of
from game.rules.work import Work

_FIRST_PIECE = EXODIA[0]  # a hand without it needs no further look (R12.3)
# enum members bound once: reading one off its IntEnum class costs ten times a global (CPython 3.11)
_TURNS, _CARDS_USED, _HAND, _PICK_HAND = Counter.TURNS, Counter.CARDS_USED, Phase.HAND, Decision.PICK_HAND
# events built positionally (``game.rules.record.positional_maker``): the same values, at a third of the cost
_turn_started, _turn_ended, _card_drawn = (positional_maker(e) for e in (ev.TurnStarted, ev.TurnEnded, ev.CardDrawn))


def begin_turn(w: Work, side: int) -> None:
    """Runs R4.2 for ``side``: counters, used flags, Swords, refill and the Exodia check."""
    w.active = side
    w.turn += 1
    w.attacked = False
    w.chain = ()
    events = w.events
    events.append(_turn_started(side, w.turn))
    counters = w.counters(side)
    counters[_TURNS] += 1
    w.clear_used()
    me = w.sides[side]
    if me.swords > 0:
        left = me.swords - 1
        for mate in w.team(side):
            w.side(mate).swords = left
        w.emit(ev.SwordsTicked(side, left))
    hand = w.hand(side)
    if len(hand) < HAND_SIZE:  # draw() inline, as every turn draws
        deck, cursor = me.deck, me.cursor
        while len(hand) < HAND_SIZE:
            if cursor >= len(deck):  # R4.3
                me.cursor = cursor
                w.end_duel(1 - team_of(side), EndReason.DECK_OUT)
                return
            card = deck[cursor]
            cursor += 1
            hand.append(card)
            counters[_CARDS_USED] += 1
            events.append(_card_drawn(side, card))
        me.cursor = cursor
    if _FIRST_PIECE in hand and all(piece in hand for piece in EXODIA):
        foe = w.opponents(side)[0]
        w.change_lp(foe, -w.sides[foe].lp)
        w.end_duel(team_of(side), EndReason.EXODIA)
        return
    w.phase, w.pending = _HAND, _PICK_HAND


def draw(w: Work, side: int) -> bool:
    """Draws one card into the hand; returns False when the deck is exhausted (R4.3)."""
    me = w.side(side)
    if me.cursor >= len(me.deck):
        return False
    card = me.deck[me.cursor]
    me.cursor += 1
    w.hand(side).append(card)
    w.counters(side)[_CARDS_USED] += 1
    w.emit(ev.CardDrawn(side, card))
    return True


def end_turn(w: Work) -> None:
    """Ends the acting side's turn (R4.17) and starts the next side's."""
    side = w.active
    w.events.append(_turn_ended(side))
    begin_turn(w, (side + 1) % len(w.sides) if not w.order else w.next_side(side))
