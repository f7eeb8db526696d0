"""Honest levels never read hidden cards (R14.5, style lesson 5): decisions ignore everything a view hides."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ai.test_levels import random_positions
from game.ai import make_agent, view_for
from game.ai.snapshot import snapshot
from game.rules import legal_actions
from game.rules.view import HIDDEN


@pytest.fixture(scope="module")
def positions(db):
    return random_positions(db, range(10, 16), every=2)


def scramble(db, state, r: random.Random):
    """Returns the state with every card the acting side may not see replaced or reordered."""
    me = state.active
    sides = list(state.sides)
    monsters_ids = [c for c in range(1, 723) if db.is_monster(c)]
    for i, s in enumerate(sides):
        deck = list(s.deck)
        rest = deck[s.cursor:]
        r.shuffle(rest)
        deck = tuple(deck[:s.cursor] + rest)
        if i == me:
            sides[i] = replace(s, deck=deck)
            continue
        hand = tuple(r.randint(1, 722) for _ in s.hand)
        mons = tuple(replace(x, card=r.choice(monsters_ids), equip_bonus=r.choice((0, 500)))
                     if x.card and x.face_down else x for x in s.monsters)
        spells = tuple(replace(x, card=r.randint(1, 722)) if x.card and x.face_down else x for x in s.spells)
        sides[i] = replace(s, deck=deck, hand=hand, monsters=mons, spells=spells)
    return replace(state, sides=tuple(sides), rng_state=r.getrandbits(32))


@pytest.mark.parametrize("level", ["fair", "strong"])
def test_honest_decisions_identical_whatever_the_hidden_cards(db, positions, level):
    r = random.Random(4)
    for i, state in enumerate(positions):
        duelist = (8, 15, 38, 1, 7, 21)[i % 6]  # includes three of the six that read face-downs at retail
        legal = legal_actions(db, state)
        first = make_agent(level, duelist, i, db)
        expected = first.act(db, view_for(first, state, state.active), legal)
        for _ in range(2):
            other = scramble(db, state, r)
            agent = make_agent(level, duelist, i, db)
            assert agent.act(db, view_for(agent, other, other.active), legal) == expected


def test_fair_snapshot_never_holds_a_hidden_card(db, positions):
    for state in positions:
        agent = make_agent("fair", 15, 0, db)
        view = view_for(agent, state, state.active)
        snap = snapshot(db, view, 20)
        assert snap.lookahead == ()
        assert all(m.card > 0 for m in snap.foe) and all(m.card > 0 for m in snap.mine)
        foe = view.sides[1 - state.active]
        assert all(c == HIDDEN for c in foe.hand)


def test_probe_detects_retail_reading_face_down_cards(db, positions):
    seen = 0
    for state in positions:
        agent = make_agent("retail", 15, 0, db)
        foe = view_for(agent, state, state.active).sides[1 - state.active]
        seen += sum(1 for m in foe.monsters if m.card > 0 and m.face_down)
    assert seen > 0  # retail Pegasus's view shows real face-down cards, so the probe above is not vacuous
