"""R6 battle: declaring, the §6.2 order, guardian stars (R6.5/R6.6), outcomes (R6.9-R6.11), counters (D-11)."""

from __future__ import annotations

from game.rules import events as ev
from game.rules.actions import legal_actions
from game.rules.state import Counter, EndReason, Stat
from rules.duelkit import A, counter, make_duel, mon, monsters, of, play

BEWD, ELF, KURIBOH, CELTIC, SILVER_FANG, BABY, TIME_WIZ = 1, 2, 58, 41, 65, 4, 16


def _attack(db, s, a=0, t=0):
    return play(db, s, A.attack_action(a, t))


def test_r6_9_attack_position_win_destroys_defender_and_costs_its_owner_the_margin(db):
    s = make_duel(db, field0=[BEWD], field1=[CELTIC], phase="field")
    s, events = _attack(db, s)
    b = of(events, ev.Battle)[0]
    assert (b.side, b.attacker, b.target, b.attacker_value, b.star_adjustment, b.defender_value, b.margin,
            b.outcome) == (0, 0, 0, 3000, 0, 1400, 1600, "win")
    assert monsters(s, 1)[0] == 0 and s.sides[1].lp == 6400 and s.sides[0].lp == 8000
    assert counter(s, 0, Counter.EFFECTIVE_ATTACKS) == 1  # R6.14
    assert s.sides[1].stats[Stat.DEFENSIVE_LOSSES] == 1 and s.sides[0].stats[Stat.CARD_DESTRUCTION] == 1


def test_r6_9_attack_position_loss_destroys_attacker_and_costs_attacker_owner(db):
    s = make_duel(db, field0=[CELTIC], field1=[BEWD], phase="field")
    s, _ = _attack(db, s)
    assert monsters(s, 0)[0] == 0 and monsters(s, 1)[0] == BEWD and s.sides[0].lp == 6400


def test_r6_15_attack_position_defender_that_destroys_the_attacker_adds_no_defensive_win(db):
    s = make_duel(db, field0=[CELTIC], field1=[BEWD], phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.Battle)[0].margin < 0 and monsters(s, 0)[0] == 0
    assert counter(s, 1, Counter.DEFENSIVE_WINS) == 0


def test_r6_9_tie_destroys_both_and_nobody_loses_lp(db):
    s = make_duel(db, field0=[SILVER_FANG], field1=[BABY], phase="field")  # Jupiter vs Uranus: neutral
    s, events = _attack(db, s)
    assert of(events, ev.Battle)[0].margin == 0
    assert monsters(s, 0)[0] == 0 and monsters(s, 1)[0] == 0
    assert s.sides[0].lp == s.sides[1].lp == 8000
    assert counter(s, 0, Counter.EFFECTIVE_ATTACKS) == 0 and counter(s, 1, Counter.DEFENSIVE_WINS) == 0


def test_r6_10_defence_win_destroys_without_damage(db):
    s = make_duel(db, field0=[BEWD], field1=[mon(db, ELF, defence=True)], phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.Battle)[0].defender_value == 2000
    assert monsters(s, 1)[0] == 0 and s.sides[1].lp == 8000
    assert counter(s, 0, Counter.EFFECTIVE_ATTACKS) == 0


def test_r6_10_r6_15_defence_holds_attacker_owner_pays_and_it_is_a_defensive_win(db):
    s = make_duel(db, field0=[CELTIC], field1=[mon(db, ELF, defence=True)], phase="field")
    s, _ = _attack(db, s)
    assert monsters(s, 0)[0] == CELTIC and monsters(s, 1)[0] == ELF and s.sides[0].lp == 7400
    assert counter(s, 1, Counter.DEFENSIVE_WINS) == 1


def test_r6_15_defence_tie_changes_nothing_and_adds_no_defensive_win(db):
    s = make_duel(db, field0=[CELTIC], field1=[mon(db, KURIBOH, defence=True, star=2, equip=1200)], phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.Battle)[0].margin == 0
    assert monsters(s, 0)[0] == CELTIC and monsters(s, 1)[0] == KURIBOH
    assert s.sides[0].lp == s.sides[1].lp == 8000 and counter(s, 1, Counter.DEFENSIVE_WINS) == 0


def test_r6_5_star_advantage_adds_500_to_the_attacker_only(db):
    s = make_duel(db, field0=[KURIBOH], field1=[BEWD], phase="field")  # Mercury beats Sun
    s, events = _attack(db, s)
    b = of(events, ev.Battle)[0]
    assert (b.attacker_value, b.star_adjustment, b.defender_value, b.margin) == (800, 500, 3000, -2200)
    assert s.sides[0].lp == 5800


def test_r6_6_cap_applies_after_the_adjustment_and_only_from_above(db):
    s = make_duel(db, field0=[mon(db, KURIBOH, equip=9700)], field1=[mon(db, BEWD, equip=6900)], phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.Battle)[0].margin == 99


def test_r6_6_no_floor_after_a_disadvantage(db):
    s = make_duel(db, field0=[mon(db, KURIBOH, penalty=-200)], field1=[mon(db, TIME_WIZ, penalty=-500)],
                  phase="field")  # Venus beats Mercury
    s, events = _attack(db, s)
    b = of(events, ev.Battle)[0]
    assert (b.attacker_value, b.margin) == (-400, -400)
    assert monsters(s, 0)[0] == 0 and s.sides[0].lp == 7600


def test_r6_7_direct_attack_ignores_stars_and_costs_eff_atk(db):
    s = make_duel(db, field0=[mon(db, KURIBOH, equip=500)], phase="field")
    s, events = _attack(db, s, 0, -1)
    assert of(events, ev.Battle)[0].outcome == "direct" and s.sides[1].lp == 7200


def test_r6_2_direct_attack_only_against_an_empty_row(db):
    s = make_duel(db, field0=[BEWD], field1=[None, None, mon(db, KURIBOH, face_down=True, defence=True)],
                  phase="field")
    attacks = [a for a in legal_actions(db, s) if A.ATTACK <= a < A.CHANGE_POS]
    assert attacks == [A.attack_action(0, 2)]


def test_r6_1_defence_position_and_used_monsters_cannot_attack(db):
    s = make_duel(db, field0=[mon(db, BEWD, defence=True), mon(db, BEWD, used=True)], phase="field")
    assert not [a for a in legal_actions(db, s) if A.ATTACK <= a < A.CHANGE_POS]


def test_s6_2_face_down_target_is_flipped_before_values(db):
    s = make_duel(db, field0=[BEWD], field1=[mon(db, ELF, face_down=True, defence=True)], phase="field")
    s, events = _attack(db, s)
    kinds = [type(e) for e in events]
    assert kinds.index(ev.CardFlipped) < kinds.index(ev.Battle)


def test_r4_18_lp_zero_ends_the_duel_at_once(db):
    s = make_duel(db, field0=[BEWD, BEWD], lp=(8000, 2500), phase="field")
    s, _events = _attack(db, s, 0, -1)
    assert s.over and s.winner == 0 and s.end_reason == EndReason.LP and s.sides[1].lp == 0
    assert legal_actions(db, s) == []


def test_r3_3_lp_never_below_zero(db):
    s = make_duel(db, field1=[BEWD], field0=[KURIBOH], lp=(100, 8000), phase="field")
    s, events = _attack(db, s)
    assert s.sides[0].lp == 0 and of(events, ev.LifePointsChanged)[0].delta == -100


def test_r6_16_attack_and_defence_factors_are_tracked_for_display(db):
    s = make_duel(db, field0=[BEWD], field1=[mon(db, ELF, defence=True)], phase="field")
    s, _ = _attack(db, s)
    assert s.sides[0].stats[Stat.ATK_FACTOR_SUM] == 3000 and s.sides[0].stats[Stat.ATK_FACTOR_COUNT] == 1
    assert s.sides[1].stats[Stat.DFD_FACTOR_SUM] == 2000 and s.sides[1].stats[Stat.DFD_FACTOR_COUNT] == 1


def test_s6_2_battle_event_carries_every_number_of_the_battle(db):
    # Kuriboh (300/200, equip +1000, Mercury) attacks Blue-eyes (3000/2500, Sun) on Yami
    # (R11.1: Fiend +500 for Kuriboh, Dragon +0): Mercury beats Sun (R6.5) -> g = +500.
    yami = 6
    att = mon(db, KURIBOH, equip=1000, terrain=yami)
    s = make_duel(db, field0=[att], field1=[mon(db, BEWD, defence=True, terrain=yami)], phase="field",
                  terrain=yami)
    s, events = _attack(db, s)
    declared = of(events, ev.AttackDeclared)[0]
    b = of(events, ev.Battle)[0]
    eff_atk = 300 + 1000 + 500  # base, equip, Yami's Fiend bonus: 1800
    assert att.terrain_mod == 500
    assert declared.trap_atk == eff_atk  # R8.3 / D-18: the shown ATK, before the star adjustment
    assert (b.attacker_card, b.defender_card) == (KURIBOH, BEWD)
    assert b.attacker_base == (300, 200) and b.attacker_stats == (eff_atk, 200 + 1000 + 500)
    assert b.defender_base == (3000, 2500) and b.defender_stats == (3000, 2500) and b.defender_defence
    assert b.star_adjustment == 500 and b.attacker_value == eff_atk + 500 and b.defender_value == 2500
    assert b.margin == eff_atk + 500 - 2500
    assert (b.attacker_star, b.defender_star) == (int(db.star1[KURIBOH]), int(db.star1[BEWD]))
    assert (b.damage, b.damage_to) == (2500 - eff_atk - 500, 0)  # R6.10: the attacker's owner pays
    assert not b.attacker_destroyed and not b.defender_destroyed


def test_s6_2_battle_event_names_the_dead_and_the_direct_damage(db):
    s = make_duel(db, field0=[CELTIC], field1=[BEWD], phase="field")
    _, events = _attack(db, s)
    b = of(events, ev.Battle)[0]
    assert b.attacker_destroyed and not b.defender_destroyed and (b.damage, b.damage_to) == (1600, 0)
    s = make_duel(db, field0=[SILVER_FANG], field1=[BABY], phase="field")
    _, events = _attack(db, s)
    b = of(events, ev.Battle)[0]
    assert b.attacker_destroyed and b.defender_destroyed and (b.damage, b.damage_to) == (0, -1)
    s = make_duel(db, field0=[CELTIC], phase="field")
    _, events = play(db, s, A.attack_action(0, -1))
    b = of(events, ev.Battle)[0]
    assert (b.outcome, b.damage, b.damage_to, b.attacker_stats) == ("direct", 1400, 1, (1400, 1200))
