"""Strong AI scenarios: the searched play wins what it can see and does not throw monsters away."""

from __future__ import annotations

from rules.duelkit import make_duel, mon

from ai.aikit import decide, field_turn, hand_phase
from game.rules import actions as A


def test_strong_fuses_to_beat_the_visible_threat(db):
    s = make_duel(db, active=1, phase="hand", hand1=["Baby Dragon", "Time Wizard", "Kuriboh"],
                  field0=["Dark Elf"], deck_left=(30, 30))
    actions, after = hand_phase(db, s, level="strong")
    assert A.CONFIRM_CHAIN in actions
    assert after.sides[1].monsters[0].card == db.card_id("Thousand Dragon")


def test_strong_takes_a_lethal_direct_attack(db):
    s = make_duel(db, active=1, phase="field", field1=["Kuriboh"], lp=(300, 8000), deck_left=(30, 30))
    assert decide(db, s, level="strong") == A.attack_action(0, -1)


def test_strong_never_attacks_into_a_stronger_visible_monster(db):
    s = make_duel(db, active=1, phase="field", field1=["Celtic Guardian"], field0=["Dark Elf"], deck_left=(30, 30))
    actions = field_turn(db, s, level="strong")
    assert not any(A.ATTACK <= a < A.CHANGE_POS for a in actions)
    assert A.CHANGE_POS + 0 in actions  # outclassed: it ends the turn in defence


def test_strong_kills_with_the_monster_it_can_spare(db):
    s = make_duel(db, active=1, phase="field", field1=["Blue-eyes White Dragon", "Celtic Guardian"],
                  field0=[mon(db, "Kuriboh", defence=True)], deck_left=(30, 30))
    assert decide(db, s, level="strong") in (A.attack_action(0, 0), A.attack_action(1, 0))
    actions = field_turn(db, s, level="strong")
    assert actions[0] in (A.attack_action(0, 0), A.attack_action(1, 0)) and actions[-1] == A.END_TURN
