"""Scenario builder for tag-duel tests: exact four-seat positions (seats 0 = 1A, 1 = 2A, 2 = 1B, 3 = 2B).

    s = make_tag(db, hands={0: ["Raigeki"]}, fields={1: ["Kuriboh"], 3: ["Mystical Elf"]}, phase="hand")
"""

from __future__ import annotations

from rules.duelkit import _side

from game.rules.rng import PSX
from game.rules.state import DEFAULT_OPTIONS, Decision, DuelState, Phase
from game.rules.teams import TAG_LP, turn_order

SEATS = range(4)


def make_tag(db, *, hands=None, fields=None, spells=None, decks=None, deck_left=None, lp=(TAG_LP, TAG_LP),
             swords=(0, 0), active=0, turn=5, phase="hand", first_team=0, terrain=0, terrains=(),
             options=DEFAULT_OPTIONS) -> DuelState:
    """Returns an exact tag position; dict arguments are keyed by seat, ``lp``/``swords`` by team."""
    hands, fields, spells, decks = hands or {}, fields or {}, spells or {}, decks or {}
    deck_left = deck_left or {}
    sides = tuple(_side(db, hands.get(i, ()), fields.get(i, ()), spells.get(i, ()), decks.get(i),
                        deck_left.get(i, 30), lp[i % 2], TAG_LP, swords[i % 2]) for i in SEATS)
    hand_phase = phase == "hand"
    return DuelState(sides=sides, active=active, turn=turn, phase=Phase.HAND if hand_phase else Phase.FIELD,
                     pending=Decision.PICK_HAND if hand_phase else Decision.NONE, terrain=terrain, rng_kind=PSX,
                     rng_state=1, options=options, order=turn_order(first_team), terrains=tuple(terrains))
