"""R4 turn structure and R12 victory: draw step, deck-out, Exodia, one compulsory hand play, field phase."""

from __future__ import annotations

import pytest

from game.rules import events as ev
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.state import Counter, Decision, EndReason, Phase, RuleOptions
from rules.duelkit import A, counter, make_duel, mon, of, place_monster, play

EXODIA = [17, 18, 19, 20, 21]


def _end_turn_from_field(db, s):
    return play(db, s, A.END_TURN)


def test_r4_2_draw_step_counts_turn_clears_used_and_refills_to_five(db):
    s = make_duel(db, hand1=["Kuriboh"] * 2, field0=[mon(db, "Kuriboh", used=True)],
                  field1=[mon(db, "Kuriboh", used=True)], phase="field", deck_left=(35, 10))
    s, events = _end_turn_from_field(db, s)
    assert s.active == 1 and s.phase == Phase.HAND and s.pending == Decision.PICK_HAND
    assert counter(s, 1, Counter.TURNS) == 1
    assert len(s.sides[1].hand) == 5 and len(of(events, ev.CardDrawn)) == 3
    assert counter(s, 1, Counter.CARDS_USED) == 33  # 30 drawn before + 3
    assert not s.sides[0].monsters[0].used and not s.sides[1].monsters[0].used


def test_r4_3_partial_refill_still_loses_by_deck_out(db):
    s = make_duel(db, hand1=["Kuriboh"] * 2, phase="field", deck_left=(35, 2))
    s, events = _end_turn_from_field(db, s)
    assert len(of(events, ev.CardDrawn)) == 2
    assert s.over and s.winner == 0 and s.end_reason == EndReason.DECK_OUT
    assert of(events, ev.DuelEnded) == [ev.DuelEnded(0, "deck_out")]


def test_r4_3_exact_refill_survives(db):
    s = make_duel(db, hand1=["Kuriboh"] * 2, phase="field", deck_left=(35, 3))
    s, _ = _end_turn_from_field(db, s)
    assert not s.over and s.sides[1].deck_left == 0


def test_r12_3_exodia_wins_after_the_refill_and_zeroes_the_opponent(db):
    deck1 = [1] * 37 + [20, 21, 1]
    s = make_duel(db, hand1=[17, 18, 19], deck1=deck1, deck_left=(35, 3), phase="field")
    s, _events = _end_turn_from_field(db, s)
    assert s.over and s.winner == 1 and s.end_reason == EndReason.EXODIA
    assert s.sides[0].lp == 0


def test_r12_3_holding_exodia_outside_the_draw_step_does_not_win(db):
    s = make_duel(db, hand0=EXODIA)
    assert not s.over and s.phase == Phase.HAND


def test_r4_4_exodia_in_the_opening_hand_wins_at_the_first_turn(db):
    from game.rules.setup import setup_duel

    deck = EXODIA + [1] * 35
    s, _events = setup_duel(db, deck, [1] * 40, shuffle=False)
    assert s.over and s.winner == 0 and s.end_reason == EndReason.EXODIA
    assert counter(s, 0, Counter.TURNS) == 1


def test_r12_4_deck_out_comes_before_the_exodia_check(db):
    s = make_duel(db, hand1=[17, 18, 19, 20], phase="field", deck_left=(35, 0))
    s, _ = _end_turn_from_field(db, s)
    assert s.end_reason == EndReason.DECK_OUT and s.winner == 0


def test_r4_6_turn_cannot_end_before_the_hand_play(db):
    s = make_duel(db, hand0=["Kuriboh"] * 5)
    assert A.END_TURN not in legal_actions(db, s)
    with pytest.raises(A.IllegalAction):
        step(db, s, A.END_TURN)


def test_r4_6_play_is_compulsory_even_onto_a_full_field(db):
    s = make_duel(db, hand0=["Kuriboh"] * 5, field0=["Mystical Elf"] * 5)
    s, _ = play(db, s, A.PLAY_CARD)
    assert legal_actions(db, s) == [A.DEST_MONSTER + z for z in range(5)]
    s, _events = play(db, s, A.DEST_MONSTER + 2, A.ATTACK_POS, A.STAR_1)  # R5.15: face-up, not asked
    assert s.sides[0].monsters[2].card == db.card_id("Kuriboh")  # failed fusion replaces (R5.15)
    assert s.phase == Phase.FIELD


def test_r4_12_no_summoning_sickness(db):
    s = make_duel(db, hand0=["Blue-eyes White Dragon"], hand1=[])
    s, _ = play(db, s, A.PLAY_CARD, *place_monster(0))
    assert A.attack_action(0, -1) in legal_actions(db, s)


def test_r4_13_each_monster_attacks_once(db):
    s = make_duel(db, field0=["Blue-eyes White Dragon"], phase="field")
    s, _ = play(db, s, A.attack_action(0, -1))
    assert not [a for a in legal_actions(db, s) if A.ATTACK <= a < A.CHANGE_POS]


def test_r4_11_no_position_change_after_attacking(db):
    s = make_duel(db, field0=["Blue-eyes White Dragon"], phase="field")
    s, _ = play(db, s, A.attack_action(0, -1))
    assert A.CHANGE_POS + 0 not in legal_actions(db, s)


def test_d07_position_change_does_not_mark_used(db):
    s = make_duel(db, field0=[mon(db, "Blue-eyes White Dragon", defence=True)], phase="field")
    s, events = play(db, s, A.CHANGE_POS, A.CHANGE_POS, A.CHANGE_POS)
    assert len(of(events, ev.PositionChanged)) == 3
    assert not s.sides[0].monsters[0].defence and not s.sides[0].monsters[0].used
    assert A.attack_action(0, -1) in legal_actions(db, s)


def test_r4_15_face_down_attacker_may_attack_and_is_revealed(db):
    s = make_duel(db, field0=[mon(db, "Blue-eyes White Dragon", face_down=True)], phase="field")
    s, events = play(db, s, A.attack_action(0, -1))
    assert of(events, ev.CardFlipped) and not s.sides[0].monsters[0].face_down
    assert s.sides[1].lp == 5000


def test_r4_16_first_player_may_attack_on_turn_one(db):
    s = make_duel(db, field0=["Kuriboh"], phase="field", turn=1)
    assert A.attack_action(0, -1) in legal_actions(db, s)


def test_variant_no_attack_on_the_duels_first_turn(db):
    s = make_duel(db, field0=["Kuriboh"], phase="field", turn=1, options=RuleOptions(no_first_turn_attack=True))
    assert A.attack_action(0, -1) not in legal_actions(db, s)
    s2 = make_duel(db, field0=["Kuriboh"], phase="field", turn=2, options=RuleOptions(no_first_turn_attack=True))
    assert A.attack_action(0, -1) in legal_actions(db, s2)


def test_variant_strict_phase_order_freezes_positions_and_magic_after_an_attack(db):
    opts = RuleOptions(strict_phase_order=True)
    s = make_duel(db, field0=["Blue-eyes White Dragon", "Kuriboh"], spells0=[mon(db, "Raigeki", face_down=True)],
                  phase="field", options=opts)
    assert A.ACTIVATE in legal_actions(db, s) and A.CHANGE_POS + 1 in legal_actions(db, s)
    s, _ = play(db, s, A.attack_action(0, -1))
    legal = legal_actions(db, s)
    assert A.ACTIVATE not in legal and A.CHANGE_POS + 1 not in legal and A.attack_action(1, -1) in legal


def test_r4_17_end_turn_passes_to_the_other_side(db):
    s = make_duel(db, phase="field", hand1=["Kuriboh"] * 5)
    s, events = play(db, s, A.END_TURN)
    assert s.active == 1 and s.turn == 4
    assert [type(e) for e in events][:2] == [ev.TurnEnded, ev.TurnStarted]


def test_r1_3_a_duel_needs_forty_cards(db):
    from game.rules.setup import new_duel

    with pytest.raises(ValueError):
        new_duel(db, [1] * 39, [1] * 40)


def test_illegal_action_raises_and_is_never_substituted(db):
    s = make_duel(db, hand0=["Kuriboh"])
    for bad in (A.END_TURN, A.PLAY_CARD + 3, A.N_ACTIONS, -1):
        with pytest.raises(A.IllegalAction):
            step(db, s, bad)
