"""§20.2 quirk index items not covered elsewhere, the rules.md worked examples, and the action interface."""

from __future__ import annotations

from game.rules import events as ev
from game.rules.actions import N_ACTIONS, action_name, legal_actions, legal_mask
from game.rules.state import Counter
from rules.duelkit import A, counter, make_duel, mon, monsters, of, play, setcard

BEWD, ELF, KURIBOH, CELTIC, SILVER_FANG = 1, 2, 58, 41, 65
CRUSH, SWORD, RUIN, RAIGEKI = 661, 301, 686, 337


def test_r6_6_example_disadvantaged_9999_against_9999_is_minus_500(db):
    # Celtic Guardian star 1 Sun is beaten by Kuriboh's Mercury.
    s = make_duel(db, field0=[mon(db, CELTIC, equip=8599)], field1=[mon(db, KURIBOH, equip=9699)], phase="field")
    s, events = play(db, s, A.attack_action(0, 0))
    b = of(events, ev.Battle)[0]
    assert (b.attacker_value, b.defender_value, b.margin) == (9499, 9999, -500)


def test_r8_2_widespread_ruin_covers_any_attack(db):
    s = make_duel(db, field0=[mon(db, BEWD, equip=9000)], field1=[ELF], spells1=[setcard(db, RUIN)], phase="field")
    s, events = play(db, s, A.attack_action(0, 0))
    assert of(events, ev.TrapFired)[0].card == RUIN and monsters(s, 0)[0] == 0


def test_quirk_10_equips_are_not_pure_magic(db):
    s = make_duel(db, field0=[CELTIC], spells0=[setcard(db, SWORD)], phase="field")
    s, _ = play(db, s, A.equip_action(0, 0))
    assert counter(s, 0, Counter.PURE_MAGIC) == 0


def test_quirk_18_crush_card_hits_face_down_monsters_in_zone_order(db):
    s = make_duel(db, hand0=[CRUSH], field1=[mon(db, ELF), mon(db, BEWD, face_down=True, defence=True), None,
                                             mon(db, CELTIC, equip=500)])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert [e.zone for e in of(events, ev.CardDestroyed)] == [1, 3]  # R7.10: zones 0 -> 4
    assert monsters(s, 1) == [ELF, 0, 0, 0, 0]


def test_action_mask_matches_the_list_and_names_are_readable(db):
    s = make_duel(db, hand0=[KURIBOH, RAIGEKI], field1=[ELF])
    mask = legal_mask(db, s)
    assert mask.shape == (N_ACTIONS,) and sorted(mask.nonzero()[0].tolist()) == legal_actions(db, s)
    assert action_name(A.PLAY_CARD + 1, s, db) == "play hand card 1 (Raigeki)"
    assert action_name(A.attack_action(2, -1)) == "attack directly with zone 2"
    assert all(action_name(a) for a in range(N_ACTIONS))


def test_field_phase_lists_every_kind_of_field_action(db):
    s = make_duel(db, field0=[CELTIC, mon(db, ELF, defence=True)], field1=[KURIBOH],
                  spells0=[setcard(db, SWORD), setcard(db, RAIGEKI), setcard(db, 681)], phase="field")
    legal = legal_actions(db, s)
    assert legal == sorted([A.attack_action(0, 0), A.CHANGE_POS + 0, A.CHANGE_POS + 1, A.ACTIVATE + 1,
                            A.equip_action(0, 0), A.equip_action(0, 1), A.END_TURN])  # traps never by hand (R8.1)


def test_r7_16a_swords_again_resets_the_counter_to_four(db):
    s = make_duel(db, hand0=[348], swords=(0, 2))
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[1].swords == 4


def test_r7_16b_swords_lock_forbids_attacks_only(db):
    s = make_duel(db, field0=[CELTIC], spells0=[setcard(db, SWORD), setcard(db, RAIGEKI)], swords=(2, 0),
                  phase="field")
    legal = legal_actions(db, s)
    assert not [a for a in legal if A.ATTACK <= a < A.CHANGE_POS]
    assert A.CHANGE_POS in legal and A.ACTIVATE + 1 in legal and A.equip_action(0, 0) in legal


def test_r8_6_one_trap_per_attack_and_a_fresh_check_for_the_next(db):
    s = make_duel(db, field0=[KURIBOH, KURIBOH], field1=[ELF], spells1=[setcard(db, 681), setcard(db, 682)],
                  phase="field")
    s, events = play(db, s, A.attack_action(0, 0))
    assert [e.card for e in of(events, ev.TrapFired)] == [681]
    s, events = play(db, s, A.attack_action(1, 0))
    assert [e.card for e in of(events, ev.TrapFired)] == [682] and monsters(s, 0)[:2] == [0, 0]


def test_r8_13_one_reactive_trap_per_event_lowest_zone_first(db):
    s = make_duel(db, hand0=[343], spells1=[None, setcard(db, 687), setcard(db, 687)])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert [e.zone for e in of(events, ev.TrapFired)] == [1] and s.sides[1].spells[2].card == 687


def test_r9_3_stacked_bonuses_clamp_once_at_9999(db):
    from game.rules.work import eff_atk

    s = make_duel(db, hand0=[657], field0=[mon(db, BEWD, equip=6500)])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_MONSTER)
    rec = s.sides[0].monsters[0]
    assert rec.equip_bonus == 7500 and eff_atk(db, rec) == 9999


def test_r10_8_set_ritual_activation_does_not_use_the_hand_play(db):
    s = make_duel(db, hand0=[KURIBOH], field0=[BEWD, BEWD, BEWD], spells0=[setcard(db, 675)], phase="field")
    s, _ = play(db, s, A.ACTIVATE, A.ATTACK_POS, A.STAR_1)
    assert s.phase.name == "FIELD" and A.END_TURN in legal_actions(db, s) and s.sides[0].hand == (KURIBOH,)


def test_r6_13_destroyed_monster_takes_its_bonus_with_it(db):
    s = make_duel(db, field0=[BEWD], field1=[mon(db, CELTIC, equip=1000, penalty=-500)], phase="field")
    s, _ = play(db, s, A.attack_action(0, 0))
    assert s.sides[1].monsters[0].card == 0 and s.sides[1].monsters[0].equip_bonus == 0
