"""What one side may see of a duel (style lesson 5): hidden cards become -1, the RNG state 0.

    view = observe(state, side=1)                       # the computer's view
    view = observe(state, side=1, sees_face_down=True)  # the six duelists of R14.5
Hidden: the other side's hand, both decks' order past the cursor (``own_deck=True`` keeps the
viewer's own, for the AI's look-ahead window of R14.3), the other side's face-down monsters and
set magic/trap cards, and the RNG state. A view is for reading only; never ``step`` it.
In a tag duel ``sees_partner=True`` is the D-32 variant: the partner's hand and set cards are shown
as the viewer's own (R17.12, teammates share information); its deck order stays hidden.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules.state import NO_WINNER, DuelState, FieldCard, SideState
from game.rules.teams import TAG_SEATS, partner

HIDDEN = -1


def observe(state: DuelState, side: int, *, sees_face_down: bool = False, own_deck: bool = False,
            sees_partner: bool = False) -> DuelState:
    """Returns a copy of the state with everything ``side`` may not see replaced by HIDDEN."""
    sides: list[SideState] = []
    mate = partner(side) if sees_partner and len(state.sides) == TAG_SEATS else -1
    for i, s in enumerate(state.sides):
        mine = i == side
        shared = mine or i == mate
        deck = s.deck if (mine and own_deck) else s.deck[:s.cursor] + (HIDDEN,) * (len(s.deck) - s.cursor)
        hand = s.hand if shared else (HIDDEN,) * len(s.hand)
        if shared or sees_face_down:
            monsters, spells = s.monsters, s.spells
        else:
            monsters, spells = _mask_row(s.monsters), _mask_row(s.spells)
        sides.append(replace(s, deck=deck, hand=hand, monsters=monsters, spells=spells))
    return replace(state, sides=tuple(sides), rng_state=0)


# ---------------------------------------------------------------- helpers

def _mask_row(row: tuple[FieldCard, ...]) -> tuple[FieldCard, ...]:
    return tuple(FieldCard(card=HIDDEN, face_down=True, defence=r.defence) if r.card and r.face_down else r
                 for r in row)


def mirror(state: DuelState) -> DuelState:
    """Returns the state with its two sides swapped (the same 2P duel, seen from the other side: BLUE's
    screen, local or online)."""
    winner = state.winner if state.winner == NO_WINNER else 1 - state.winner
    return replace(state, sides=(state.sides[1], state.sides[0]), active=1 - state.active, winner=winner)
