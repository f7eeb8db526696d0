"""The shortcuts of a step and of the legal list give exactly what the general path gives: the hand
selections and placement choices ``step`` applies to the frozen state (game.rules.quick) against a Work,
the rule in game.rules.play and freeze (R5.1, R5.2, R5.13, R5.15, §13.2 row 3): the same state, equal and
with the same hash, and the same events; the 1v1 field-phase list against the tag-aware builder."""

from __future__ import annotations

import random

import pytest

from game.rules import actions as A
from game.rules import engine
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.rules.state import Decision, RuleOptions
from game.rules.tag import new_tag_duel
from game.rules.work import Work


def _general(db, state, action):
    w = Work(db, state)
    engine._HANDLERS[action](w, action)
    return w.freeze(), tuple(w.events)


def _compare_along(db, state, seed):
    pick = random.Random(seed)
    compared = 0
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        new, events = step(db, state, action)
        if engine._QUICK[action] is not None:
            want, want_events = _general(db, state, action)
            assert (new, events) == (want, want_events), action
            assert hash(new) == hash(want) and repr(events) == repr(want_events)
            compared += 1
        state = new
    return compared


@pytest.mark.parametrize("seed", range(3))
def test_r5_quick_choices_match_the_general_path_in_1v1(db, seed):
    deck = deal_deck(db, 5 + seed, PsxRng(seed))
    state = new_duel(db, deck, None, opponent=5 + seed, rng_seed=seed, options=RuleOptions(glitch_fusions=seed != 1))
    assert _compare_along(db, state, seed) > 50


def test_r17_quick_choices_match_the_general_path_in_a_tag_duel(db):
    state = new_tag_duel(db, (None,) * 4, duelists=(3, 7, 12, 22), rng_seed=4, first_team=1,
                         options=RuleOptions(tag_partner_cards=True))
    assert _compare_along(db, state, 4) > 50


@pytest.mark.parametrize("seed", range(3))
def test_r4_11_the_1v1_field_list_is_the_general_one(db, seed):
    """R4.11, R6.1, R9.4: the field phase's 1v1 builder lists what the general (tag-aware) builder lists."""
    options = RuleOptions(no_first_turn_attack=seed == 1, strict_phase_order=seed == 2)
    deck = deal_deck(db, 20 + seed, PsxRng(seed))
    state = new_duel(db, deck, None, opponent=20 + seed, rng_seed=seed, options=options)
    pick = random.Random(seed)
    compared = 0
    while not state.over:
        legal = legal_actions(db, state)
        if state.pending == Decision.NONE:
            assert legal == A._field_actions(db, state)
            compared += 1
        state, _ = step(db, state, pick.choice(legal))
    assert compared > 20
