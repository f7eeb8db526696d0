"""Turn boundaries: the draw step of R4.2 (with deck-out and the Exodia check) and ending a turn.

    begin_turn: TURNS +1 -> clear used flags -> Swords tick -> draw to five (deck-out per draw)
                -> Exodia check -> hand play is pending
    end_turn:   hand the turn to the next side (the other side; in tag the next seat, R17.6) and begin it
A tag team's Swords counter is mirrored in both members and ticks at each member's draw (R17.13);
deck-out and Exodia decide for the whole team (R17.16, R17.17).
"""

from __future__ import annotations

from game.rules import events as ev
from game.rules.state import EXODIA, HAND_SIZE, Counter, Decision, EndReason, Phase, Row, rec_with
from game.rules.teams import team_of
from game.rules.work import Work


def begin_turn(w: Work, side: int) -> None:
    """Runs R4.2 for ``side``: counters, used flags, Swords, refill and the Exodia check."""
    w.active = side
    w.turn += 1
    w.attacked = False
    w.chain = ()
    w.emit(ev.TurnStarted(side, w.turn))
    me = w.side(side)
    me.counters[Counter.TURNS] += 1
    for seat in range(len(w.sides)):
        for row in (Row.MONSTER, Row.SPELL):
            for z, r in enumerate(w.row(seat, row)):
                if r.used:
                    w.set_rec(seat, row, z, rec_with(r, used=False))
    if me.swords > 0:
        left = me.swords - 1
        for mate in w.team(side):
            w.side(mate).swords = left
        w.emit(ev.SwordsTicked(side, left))
    team = team_of(side)
    while len(me.hand) < HAND_SIZE:
        if not draw(w, side):
            w.end_duel(1 - team, EndReason.DECK_OUT)
            return
    if all(piece in me.hand for piece in EXODIA):
        foe = w.opponents(side)[0]
        w.change_lp(foe, -w.sides[foe].lp)
        w.end_duel(team, EndReason.EXODIA)
        return
    w.phase, w.pending = Phase.HAND, Decision.PICK_HAND


def draw(w: Work, side: int) -> bool:
    """Draws one card into the hand; returns False when the deck is exhausted (R4.3)."""
    me = w.side(side)
    if me.cursor >= len(me.deck):
        return False
    card = me.deck[me.cursor]
    me.cursor += 1
    me.hand.append(card)
    me.counters[Counter.CARDS_USED] += 1
    w.emit(ev.CardDrawn(side, card))
    return True


def end_turn(w: Work) -> None:
    """Ends the acting side's turn (R4.17) and starts the next side's."""
    w.emit(ev.TurnEnded(w.active))
    begin_turn(w, w.next_side(w.active))
