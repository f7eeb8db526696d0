"""R8 traps, R9 equips, R10 rituals and R11 terrain, as tiny exact positions."""

from __future__ import annotations

from game.rules import events as ev
from game.rules.actions import legal_actions
from game.rules.state import Counter, Decision, Phase
from rules.duelkit import A, counter, make_duel, mon, monsters, of, play, setcard, spells

BEWD, ELF, KURIBOH, CELTIC, SILVER_FANG, BEAVER, GAIA = 1, 2, 58, 41, 65, 27, 38
TAPE, EATGABOON, BEAR, WIRE, ACID, RUIN, REVERSE, FAKE = 681, 682, 683, 684, 685, 686, 689, 690
SWORD, MEGAMORPH, CURSEBREAKER, FOREST, UMI = 301, 657, 655, 330, 334
BLACK_LUSTER_RITUAL, BLACK_LUSTER, ULTIMATE_RITUAL, ULTIMATE = 670, 364, 675, 380


def _attack(db, s, a=0, t=0):
    return play(db, s, A.attack_action(a, t))


# ---------------------------------------------------------------- R8 traps

def test_r8_3_attack_trap_fires_on_eff_atk_at_or_below_threshold(db):
    s = make_duel(db, field0=[mon(db, CELTIC, penalty=-400)], field1=[ELF], spells1=[setcard(db, EATGABOON)],
                  phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.TrapFired) == [ev.TrapFired(1, 0, EATGABOON)]
    assert monsters(s, 0)[0] == 0 and monsters(s, 1)[0] == ELF and spells(s, 1)[0] == 0


def test_r8_5_trapped_attack_has_no_battle_flip_or_lp_change_and_still_counts_as_attacked(db):
    s = make_duel(db, field0=[KURIBOH], field1=[mon(db, ELF, face_down=True)], spells1=[setcard(db, TAPE)],
                  phase="field")
    s, events = _attack(db, s)
    assert not of(events, ev.Battle) and not of(events, ev.CardFlipped) and not of(events, ev.LifePointsChanged)
    assert s.sides[1].monsters[0].face_down
    assert counter(s, 1, Counter.TRIGGER_TRAP) == 1  # R8.2: the trap owner


def test_r8_4_lowest_qualifying_threshold_fires_and_others_stay(db):
    s = make_duel(db, field0=[CELTIC], field1=[ELF],
                  spells1=[setcard(db, RUIN), setcard(db, TAPE), setcard(db, ACID), setcard(db, BEAR)],
                  phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.TrapFired)[0].card == BEAR
    assert spells(s, 1)[:4] == [RUIN, TAPE, ACID, 0]


def test_r8_4_two_copies_lower_zone_first(db):
    s = make_duel(db, field0=[CELTIC], field1=[ELF], spells1=[None, setcard(db, WIRE), setcard(db, WIRE)],
                  phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.TrapFired)[0].zone == 1 and spells(s, 1)[2] == WIRE


def test_r8_7_attacker_above_every_threshold_is_unaffected(db):
    s = make_duel(db, field0=[BEWD], field1=[ELF], spells1=[setcard(db, BEAR)], phase="field")
    s, events = _attack(db, s)
    assert not of(events, ev.TrapFired) and spells(s, 1)[0] == BEAR and monsters(s, 1)[0] == 0


def test_r8_8_fake_trap_fallback_is_used_up_counted_and_the_attack_stops(db):
    # R8.8 / D-16 (third edition): "the Fake Trap is used up and counted, and the attack ends with no
    # battle and no damage. The attacker is not destroyed ... and counts as having attacked."
    s = make_duel(db, field0=[BEWD], field1=[ELF], spells1=[setcard(db, BEAR), setcard(db, FAKE)], phase="field")
    s, events = _attack(db, s)
    assert of(events, ev.TrapFired)[0].card == FAKE and spells(s, 1)[:2] == [BEAR, 0]
    assert not of(events, ev.Battle) and monsters(s, 1)[0] == ELF and monsters(s, 0)[0] == BEWD
    assert counter(s, 1, Counter.TRIGGER_TRAP) == 1


def test_r8_11_reverse_trap_turns_a_hand_equip_into_a_penalty(db):
    s = make_duel(db, hand0=[SWORD], field0=[CELTIC], spells1=[setcard(db, REVERSE)])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 0)
    rec = s.sides[0].monsters[0]
    assert (rec.equip_bonus, rec.level_penalty) == (0, -500)
    assert of(events, ev.EquipApplied)[0].bonus == -500 and counter(s, 1, Counter.TRIGGER_TRAP) == 1
    assert counter(s, 0, Counter.EQUIP_MAGIC) == 1


def test_r8_11_reverse_trap_also_hits_an_equip_inside_a_chain_and_cursebreaker_cleans_it(db):
    s = make_duel(db, hand0=[CELTIC, SWORD], spells1=[setcard(db, REVERSE)])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER,
                A.ATTACK_POS, A.STAR_1)  # R5.13: a combination is placed face-up, no face prompt
    assert s.sides[0].monsters[0].level_penalty == -500
    s = make_duel(db, hand0=[CURSEBREAKER], field0=[s.sides[0].monsters[0]])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[0].monsters[0].level_penalty == 0


# ---------------------------------------------------------------- R9 equips

def test_r9_1_megamorph_gives_1000_and_equips_stack(db):
    s = make_duel(db, hand0=[MEGAMORPH], field0=[mon(db, CELTIC, equip=500)])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_MONSTER)
    assert s.sides[0].monsters[0].equip_bonus == 1500


def test_r9_2_non_matching_equip_is_discarded(db):
    s = make_duel(db, hand0=[SWORD], field0=[KURIBOH])
    s, _events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER)
    assert s.sides[0].monsters[0].equip_bonus == 0 and SWORD in s.sides[0].graveyard
    assert counter(s, 0, Counter.EQUIP_MAGIC) == 0  # R9.5


def test_r9_4_set_equip_is_activated_later_on_a_chosen_monster(db):
    s = make_duel(db, field0=[KURIBOH, CELTIC], spells0=[setcard(db, SWORD)], phase="field")
    legal = legal_actions(db, s)
    assert A.equip_action(0, 0) in legal and A.equip_action(0, 1) in legal and A.ACTIVATE not in legal
    s, _events = play(db, s, A.equip_action(0, 1))
    assert s.sides[0].monsters[1].equip_bonus == 500 and spells(s, 0)[0] == 0
    assert counter(s, 0, Counter.EQUIP_MAGIC) == 1


def test_r9_7_equipping_a_face_down_monster_keeps_it_face_down(db):
    s = make_duel(db, field0=[mon(db, CELTIC, face_down=True)], spells0=[setcard(db, SWORD)], phase="field")
    s, _ = play(db, s, A.equip_action(0, 0))
    assert s.sides[0].monsters[0].face_down and s.sides[0].monsters[0].equip_bonus == 500


def test_r9_8_no_action_equips_an_opposing_monster(db):
    s = make_duel(db, field1=[CELTIC], spells0=[setcard(db, SWORD)], phase="field")
    assert not [a for a in legal_actions(db, s) if A.EQUIP <= a < A.END_TURN]


# ---------------------------------------------------------------- R10 rituals

def test_r10_3_ritual_from_the_hand_with_face_down_defence_tributes(db):
    s = make_duel(db, hand0=[BLACK_LUSTER_RITUAL],
                  field0=[ELF, mon(db, KURIBOH, face_down=True, defence=True), GAIA, None, BEAVER])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE)
    r = of(events, ev.RitualResolved)[0]
    assert r.tributes == (BEAVER, GAIA, KURIBOH) and r.zone == 1
    assert s.pending == Decision.PICK_POSITION and A.FACE_DOWN not in legal_actions(db, s)
    s, events = play(db, s, A.DEFENCE_POS, A.STAR_2)
    assert monsters(s, 0) == [ELF, BLACK_LUSTER, 0, 0, 0]
    rec = s.sides[0].monsters[1]
    assert not rec.face_down and rec.defence and rec.star == 2 and s.phase == Phase.FIELD
    assert counter(s, 0, Counter.PURE_MAGIC) == 0 and counter(s, 0, Counter.INITIATE_FUSION) == 0  # R10.7


def test_r10_3_set_ritual_activated_in_the_field_phase_and_result_attacks_at_once(db):
    s = make_duel(db, field0=[BEWD, BEWD, ELF, BEWD], spells0=[setcard(db, ULTIMATE_RITUAL)], phase="field")
    s, _ = play(db, s, A.ACTIVATE + 0, A.ATTACK_POS, A.STAR_1)
    assert monsters(s, 0) == [ULTIMATE, 0, ELF, 0, 0]
    assert A.attack_action(0, -1) in legal_actions(db, s)  # R10.5: used_this_turn false


def test_r10_4_repeated_tribute_needs_separate_copies(db):
    s = make_duel(db, hand0=[ULTIMATE_RITUAL], field0=[BEWD, BEWD, ELF])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert of(events, ev.RitualResolved)[0].result == 0  # R10.6: used up, no summon
    assert monsters(s, 0)[:3] == [BEWD, BEWD, ELF] and s.phase == Phase.FIELD
    assert ULTIMATE_RITUAL in s.sides[0].graveyard


def test_r10_2_ritual_inside_a_chain_is_just_a_non_monster(db):
    s = make_duel(db, hand0=[BLACK_LUSTER_RITUAL, KURIBOH])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert of(events, ev.FusionStep) == [] and A.DEST_USE not in legal_actions(db, s)


# ---------------------------------------------------------------- R11 terrain

def test_r11_1_placed_monster_gets_the_terrain_modifier(db):
    s = make_duel(db, hand0=[SILVER_FANG], terrain=1)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_MONSTER, A.FACE_DOWN, A.ATTACK_POS, A.STAR_1)
    assert s.sides[0].monsters[0].terrain_mod == 500


def test_r11_1_terrain_change_recomputes_and_stacks_with_equips(db):
    s = make_duel(db, hand0=[UMI], field0=[mon(db, SILVER_FANG, equip=500, terrain=1)], terrain=1)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    from game.rules.work import eff_atk
    rec = s.sides[0].monsters[0]
    assert rec.terrain_mod == 0 and eff_atk(db, rec) == 1700


def test_r10_1_dark_magic_ritual_summons_magician_of_black_chaos(db):
    t1, t2, t3, result = (int(x) for x in db.ritual[721])
    s = make_duel(db, hand0=[721], field0=[t3, t2, t1])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE, A.ATTACK_POS, A.STAR_1)
    assert result == 722 and monsters(s, 0) == [722, 0, 0, 0, 0]


def test_r9_4_set_equip_reads_only_the_equip_table_while_a_hand_drop_uses_the_pair_rule(db):
    zoa, metalmorph, metalzoa = 391, 658, int(db.fusion[391, 658])
    s = make_duel(db, field0=[zoa], spells0=[setcard(db, metalmorph)], phase="field")
    s, _ = play(db, s, A.equip_action(0, 0))
    assert monsters(s, 0)[0] == zoa and s.sides[0].monsters[0].equip_bonus == 500
    s = make_duel(db, hand0=[metalmorph], field0=[zoa])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_MONSTER, A.ATTACK_POS, A.STAR_1)
    assert monsters(s, 0)[0] == metalzoa  # R5.15: fusion is tried first
