"""The 1v1 attack and end of turn ``step`` applies to the frozen state (game.rules.quick_field) give exactly what
the general path gives (game.rules.battle.attack, game.rules.turn.end_turn on a Work, then freeze): the same
state, equal and with the same hash, and the same events in the same order (§6.2, R4.2, R4.17); what the
shortcut leaves alone (a tag duel, a trap that answers the attack, a deck-out or Exodia at the draw) goes the
general way."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import actions as A
from game.rules import engine
from game.rules import events as ev
from game.rules import quick_field as QF
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.rules.state import RuleOptions
from game.rules.tag import new_tag_duel
from game.rules.work import Work
from rules.duelkit import make_duel, mon, setcard

BEWD, ELF, KURIBOH, CELTIC, BEAR, FAKE, COCOON = 1, 2, 58, 41, 683, 690, 72


def _general(db, state, action):
    w = Work(db, state)
    engine._HANDLERS[action](w, action)
    return w.freeze(), tuple(w.events)


def _quick(db, state, action):
    return (QF.end_turn if action == A.END_TURN else QF.attack)(db, state, action)


def _same(db, state, action) -> str:
    """Steps ``action`` both ways and compares; returns "quick" when the shortcut answered, else "general"."""
    got = step(db, state, action)
    want = _general(db, state, action)
    assert got == want, action
    assert hash(got[0]) == hash(want[0]) and repr(got[1]) == repr(want[1])
    quick = _quick(db, state, action)
    if quick is None:
        return "general"
    assert quick == want and repr(quick[1]) == repr(want[1])
    return "quick"


def _compare_along(db, state, seed) -> Counter:
    pick = random.Random(seed)
    seen: Counter = Counter()
    while not state.over:
        action = pick.choice(legal_actions(db, state))
        if A.is_attack(action) or action == A.END_TURN:
            seen[("end " if action == A.END_TURN else "attack ") + _same(db, state, action)] += 1
        state, _ = step(db, state, action)
    return seen


@pytest.mark.parametrize(("seed", "duelist"), [(0, 1), (14, 15), (4, 5)])
def test_r6_2_r4_2_quick_attack_and_end_of_turn_match_the_general_path_in_1v1(db, seed, duelist):
    """Seed 14 meets attack traps (the general path), seed 0 ends by deck-out at a draw (the general path)."""
    deck = deal_deck(db, duelist, PsxRng(seed))
    state = new_duel(db, deck, None, opponent=duelist, rng_seed=seed, options=RuleOptions(glitch_fusions=seed != 4))
    seen = _compare_along(db, state, seed)
    assert seen["attack quick"] > 10 and seen["end quick"] > 10
    if seed == 14:
        assert seen["attack general"] > 0
    if seed == 0:
        assert seen["end general"] == 1


def test_r17_quick_field_leaves_a_tag_duel_to_the_general_path(db):
    state = new_tag_duel(db, (None,) * 4, duelists=(3, 7, 12, 22), rng_seed=4, first_team=1)
    seen = _compare_along(db, state, 4)
    assert seen["attack general"] > 5 and seen["end general"] > 10 and not seen["attack quick"] + seen["end quick"]


def _positions(db):
    """Exact positions around the shortcut's edges: (position, action, the way it must go)."""
    attack = A.attack_action
    return [
        # the attacker loses its last LP in a battle it started: the acting side loses (R4.18)
        (make_duel(db, field0=[KURIBOH], field1=[BEWD], lp=(100, 8000), phase="field"), attack(0, 0), "quick"),
        # a face-down attacker and a face-down defender both flip; a defence-position win (R6.15)
        (make_duel(db, field0=[mon(db, CELTIC, face_down=True)], field1=[mon(db, BEWD, face_down=True, defence=True)],
                   phase="field"), attack(0, 0), "quick"),
        # a tie in attack position destroys both (R6.9)
        (make_duel(db, field0=[BEWD], field1=[BEWD], phase="field"), attack(0, 0), "quick"),
        # a zero-ATK direct attack changes no LP (no event, the opponent's side unchanged)
        (make_duel(db, field0=[COCOON], phase="field"), attack(0, -1), "quick"),
        # a direct attack that empties the opponent's LP (R6.11, R4.18)
        (make_duel(db, field0=[BEWD], lp=(8000, 3000), phase="field"), attack(0, -1), "quick"),
        # an attacker above every trap threshold is the shortcut's; an attack trap or a Fake Trap is not (R8.3-R8.8)
        (make_duel(db, field0=[BEWD], field1=[ELF], spells1=[setcard(db, BEAR)], phase="field"), attack(0, 0), "quick"),
        (make_duel(db, field0=[CELTIC], field1=[ELF], spells1=[setcard(db, BEAR)], phase="field"), attack(0, 0),
         "general"),
        (make_duel(db, field0=[BEWD], field1=[ELF], spells1=[setcard(db, FAKE)], phase="field"), attack(0, 0),
         "general"),
        # the end of a turn clears used flags on both sides and ticks the next side's Swords (R4.2)
        (make_duel(db, hand1=[KURIBOH] * 2, field0=[mon(db, KURIBOH, used=True)], field1=[mon(db, ELF, used=True)],
                   swords=(0, 3), phase="field"), A.END_TURN, "quick"),
        (make_duel(db, hand1=[KURIBOH] * 5, phase="field", deck_left=(35, 0)), A.END_TURN, "quick"),
        # a draw past the deck's end (R4.3) or into Exodia (R12.3) is the general path's
        (make_duel(db, hand1=[KURIBOH] * 2, phase="field", deck_left=(35, 2)), A.END_TURN, "general"),
        (make_duel(db, hand1=[17, 18, 19], deck1=[1] * 37 + [20, 21, 1], deck_left=(35, 3), phase="field"),
         A.END_TURN, "general"),
    ]


def test_r6_2_r4_2_quick_field_positions_match_the_general_path(db):
    ways = [_same(db, state, action) for state, action, _way in _positions(db)]
    assert ways == [way for _state, _action, way in _positions(db)]
    state, action, _ = _positions(db)[0]
    assert step(db, state, action)[1][-1] == ev.DuelEnded(1, "lp")


def test_r4_2_remembered_events_are_the_values_their_constructors_build(db):
    """A database's EventMemo hands out one object per value: each equals (and hashes as) a freshly built event,
    and a second database has memos of its own (no table shared between them)."""
    from game.rules.columns import Columns, columns

    memo = columns(db).events
    assert Columns(db).events is not memo
    for seat in range(4):
        for card in (1, 17, 722, 1):  # the second 1 is the remembered object
            assert memo.card_drawn(seat, card) == ev.CardDrawn(seat, card)
            assert repr(memo.card_drawn(seat, card)) == repr(ev.CardDrawn(seat, card))
        assert memo.card_drawn(seat, 17) is memo.card_drawn(seat, 17)
        for turn in (1, 2, 99, 2):
            assert memo.turn_started(seat, turn) == ev.TurnStarted(seat, turn)
        assert memo.ended[seat] == ev.TurnEnded(seat)
        for zone in range(5):
            for defence in (False, True):
                assert memo.position[seat][zone][defence] == ev.PositionChanged(seat, zone, defence)
                assert hash(memo.position[seat][zone][defence]) == hash(ev.PositionChanged(seat, zone, defence))
