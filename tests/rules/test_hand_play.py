"""R4.7-R4.10 hand play and R5 combinations: numbering, the pair rule in chains, field combinations."""

from __future__ import annotations

from game.rules import events as ev
from game.rules.actions import legal_actions
from game.rules.state import Counter, Decision, Phase, RuleOptions, Stat
from rules.duelkit import (
    A,
    counter,
    make_duel,
    mon,
    monsters,
    of,
    place_combination,
    place_monster,
    play,
    setcard,
    spells,
)

BABY, TIME_WIZ, THOUSAND, OSCILLO, TWIN_HEADED = 4, 16, 69, 45, None
CELTIC, KURIBOH, SWORD, RAIGEKI, MEGAMORPH = 41, 58, 301, 337, 657


def test_r4_7_single_monster_asks_zone_face_position_star_in_order(db):
    s = make_duel(db, hand0=[CELTIC])
    s, _ = play(db, s, A.PLAY_CARD)
    assert s.pending == Decision.PICK_DEST
    s, _ = play(db, s, A.DEST_MONSTER + 3)
    assert s.pending == Decision.PICK_FACE and legal_actions(db, s) == [A.FACE_UP, A.FACE_DOWN]
    s, _ = play(db, s, A.FACE_DOWN)
    assert s.pending == Decision.PICK_POSITION
    s, _ = play(db, s, A.DEFENCE_POS)
    assert s.pending == Decision.PICK_STAR
    s, events = play(db, s, A.STAR_2)
    rec = s.sides[0].monsters[3]
    assert (rec.card, rec.face_down, rec.defence, rec.star) == (CELTIC, True, True, 2)
    assert of(events, ev.CardPlaced) == [ev.CardPlaced(0, 0, 3, CELTIC, True, True, 2)]
    assert s.phase == Phase.FIELD and s.sides[0].hand == ()


def test_s13_2_single_face_down_play_counts_face_down_plays(db):
    s = make_duel(db, hand0=[CELTIC])
    s, _ = play(db, s, A.PLAY_CARD, *place_monster(0, face_down=True))
    assert counter(s, 0, Counter.FACE_DOWN_PLAYS) == 1


def test_r5_13_r5_14_failed_combination_is_placed_face_up_and_never_counts_face_down_plays(db):
    s = make_duel(db, hand0=[KURIBOH, CELTIC])  # no recipe: Kuriboh discarded, Celtic survives
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER + 0)
    assert s.pending == Decision.PICK_POSITION and A.FACE_DOWN not in legal_actions(db, s)  # D-09 settled: no
    s, _ = play(db, s, A.ATTACK_POS, A.STAR_1)
    assert monsters(s, 0)[0] == CELTIC and not s.sides[0].monsters[0].face_down
    assert counter(s, 0, Counter.FACE_DOWN_PLAYS) == 0
    assert s.sides[0].stats[Stat.COMBO_PLAYS] == 1


def test_r5_1_numbering_toggles_and_renumbers(db):
    s = make_duel(db, hand0=[BABY, TIME_WIZ, KURIBOH])
    s, _ = play(db, s, A.NUMBER_CARD + 2, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1)
    assert s.chain == (2, 0, 1)
    s, _ = play(db, s, A.NUMBER_CARD + 0)
    assert s.chain == (2, 1)


def test_r5_2_one_numbered_card_cannot_be_confirmed(db):
    s = make_duel(db, hand0=[BABY, TIME_WIZ])
    s, _ = play(db, s, A.NUMBER_CARD + 0)
    legal = legal_actions(db, s)
    assert A.CONFIRM_CHAIN not in legal and A.PLAY_CARD not in legal


def test_r5_4_fusion_result_is_new_face_up_and_counts_initiate_fusion(db):
    s = make_duel(db, hand0=[BABY, TIME_WIZ])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER + 1)
    assert of(events, ev.FusionStep)[0].kind == "fusion"
    assert s.pending == Decision.PICK_POSITION  # D-09: no face choice after a fusion
    s, _ = play(db, s, A.ATTACK_POS, A.STAR_1)
    rec = s.sides[0].monsters[1]
    assert rec.card == THOUSAND and not rec.face_down and rec.equip_bonus == 0
    assert counter(s, 0, Counter.INITIATE_FUSION) == 1 and s.sides[0].created == 1


def test_d08_two_fusion_steps_count_two(db):
    s = make_duel(db, hand0=[BABY, TIME_WIZ, OSCILLO])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.NUMBER_CARD + 2, A.CONFIRM_CHAIN,
                     A.DEST_MONSTER, A.ATTACK_POS, A.STAR_1)
    assert [e.kind for e in of(events, ev.FusionStep)] == ["fusion", "fusion"]
    assert counter(s, 0, Counter.INITIATE_FUSION) == 2
    assert monsters(s, 0)[0] == int(db.fusion[THOUSAND, OSCILLO])


def test_r5_10_example_fused_result_fails_with_third_monster(db):
    s = make_duel(db, hand0=[BABY, TIME_WIZ, KURIBOH])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.NUMBER_CARD + 2, A.CONFIRM_CHAIN,
                     A.DEST_MONSTER, A.ATTACK_POS, A.STAR_1)
    steps = of(events, ev.FusionStep)
    assert steps[1].kind == "fail" and steps[1].discarded == THOUSAND
    assert monsters(s, 0)[0] == KURIBOH and not s.sides[0].monsters[0].face_down  # a fusion happened: face-up


def test_r5_10_example_equipped_monster_lost_with_its_bonus(db):
    s = make_duel(db, hand0=[CELTIC, SWORD, KURIBOH])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.NUMBER_CARD + 2, A.CONFIRM_CHAIN,
                     *place_combination(0))
    assert [e.kind for e in of(events, ev.FusionStep)] == ["equip", "fail"]
    rec = s.sides[0].monsters[0]
    assert rec.card == KURIBOH and rec.equip_bonus == 0
    assert counter(s, 0, Counter.EQUIP_MAGIC) == 1


def test_r5_10_example_magic_then_monster_keeps_monster(db):
    s = make_duel(db, hand0=[RAIGEKI, KURIBOH])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, *place_combination(0))
    assert monsters(s, 0)[0] == KURIBOH and RAIGEKI in s.sides[0].graveyard


def test_r5_10_example_equip_then_magic_plays_the_magic(db):
    s = make_duel(db, hand0=[SWORD, RAIGEKI], field1=[KURIBOH])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert legal_actions(db, s) == [A.DEST_USE]  # R5.13: activated at once, no set choice
    s, events = play(db, s, A.DEST_USE)
    assert of(events, ev.MagicUsed) and monsters(s, 1)[0] == 0


def test_r5_8_glitch_fusions_follow_the_option(db):
    skull, koumori = 22, 31
    on = make_duel(db, hand0=[skull, koumori])
    off = make_duel(db, hand0=[skull, koumori], options=RuleOptions(glitch_fusions=False))
    acts = (A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER)
    _, ev_on = play(db, on, *acts)
    _, ev_off = play(db, off, *acts)
    assert of(ev_on, ev.FusionStep)[0].kind == "fusion"
    assert of(ev_off, ev.FusionStep)[0].kind == "fail"


def test_r5_15_fusion_with_a_field_monster_takes_its_zone_and_is_a_field_fusion(db):
    s = make_duel(db, hand0=[TIME_WIZ], field0=[None, mon(db, BABY, equip=500)])
    s, _events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 1)
    assert s.pending == Decision.PICK_POSITION
    s, _ = play(db, s, A.DEFENCE_POS, A.STAR_2)
    rec = s.sides[0].monsters[1]
    assert rec.card == THOUSAND and rec.equip_bonus == 0 and rec.defence  # R2.8: bonus lost
    assert counter(s, 0, Counter.INITIATE_FUSION) == 0 and s.sides[0].stats[Stat.FIELD_FUSIONS] == 1  # D-08


def test_r5_15_equip_dropped_on_own_monster(db):
    s = make_duel(db, hand0=[SWORD], field0=[CELTIC])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 0)
    assert s.phase == Phase.FIELD and s.sides[0].monsters[0].equip_bonus == 500
    assert of(events, ev.EquipApplied) == [ev.EquipApplied(0, 0, SWORD, CELTIC, 500)]
    assert counter(s, 0, Counter.EQUIP_MAGIC) == 1


def test_r5_15_failed_monster_replaces_field_monster(db):
    s = make_duel(db, hand0=[KURIBOH], field0=[mon(db, CELTIC, equip=500)])
    s, _events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 0)
    assert s.pending == Decision.PICK_POSITION  # R5.15, third edition: face-up, no face prompt
    s, _ = play(db, s, A.ATTACK_POS, A.STAR_1)
    assert monsters(s, 0)[0] == KURIBOH and s.sides[0].monsters[0].equip_bonus == 0
    assert CELTIC in s.sides[0].graveyard and not s.sides[0].monsters[0].face_down


def test_r5_15_magic_dropped_on_own_monster_is_wasted(db):
    s = make_duel(db, hand0=[RAIGEKI], field0=[CELTIC], field1=[KURIBOH])
    s, _events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 0)
    assert monsters(s, 0)[0] == CELTIC and monsters(s, 1)[0] == KURIBOH
    assert RAIGEKI in s.sides[0].graveyard and s.phase == Phase.FIELD
    assert counter(s, 0, Counter.PURE_MAGIC) == 0


def test_d10_chain_on_field_monster_resolves_field_first(db):
    # [F=Baby, Time Wizard, Kuriboh]: Baby+TW fuse, then Thousand Dragon/Kuriboh fail -> Kuriboh.
    # Hand-first ([TW, Kuriboh] -> Kuriboh, then Baby/Kuriboh) would never fuse.
    s = make_duel(db, hand0=[TIME_WIZ, KURIBOH], field0=[BABY])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER + 0)
    steps = of(events, ev.FusionStep)
    assert (steps[0].left, steps[0].right, steps[0].kind) == (BABY, TIME_WIZ, "fusion")
    assert steps[1].kind == "fail"


def test_r4_8_trap_is_only_set_face_down(db):
    s = make_duel(db, hand0=[681])
    s, _ = play(db, s, A.PLAY_CARD)
    assert A.DEST_USE not in legal_actions(db, s)
    s, _events = play(db, s, A.DEST_SPELL + 2)
    assert s.sides[0].spells[2].card == 681 and s.sides[0].spells[2].face_down and s.phase == Phase.FIELD
    assert counter(s, 0, Counter.FACE_DOWN_PLAYS) == 1


def test_r4_8_equip_may_be_set_face_up_or_face_down(db):
    s = make_duel(db, hand0=[SWORD])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_SPELL + 0)
    assert legal_actions(db, s) == [A.FACE_UP, A.FACE_DOWN]
    s, _ = play(db, s, A.FACE_UP)
    assert not s.sides[0].spells[0].face_down


def test_r4_8_magic_face_up_goes_straight_to_its_effect(db):
    s = make_duel(db, hand0=[RAIGEKI], field1=[KURIBOH])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert monsters(s, 1)[0] == 0 and spells(s, 0) == [0] * 5


def test_r4_9_monsters_never_go_to_the_magic_row_nor_magic_to_an_empty_monster_zone(db):
    s = make_duel(db, hand0=[KURIBOH, RAIGEKI], field0=[None, CELTIC])
    s1, _ = play(db, s, A.PLAY_CARD + 0)
    assert not [a for a in legal_actions(db, s1) if A.DEST_SPELL <= a <= A.DEST_USE]
    s2, _ = play(db, s, A.PLAY_CARD + 1)
    legal = legal_actions(db, s2)
    assert [a for a in legal if A.DEST_MONSTER <= a < A.DEST_SPELL] == [A.DEST_MONSTER + 1]


def test_r4_10_full_magic_row_replaces_a_chosen_card(db):
    s = make_duel(db, hand0=[682], spells0=[setcard(db, 681)] * 5)
    s, _ = play(db, s, A.PLAY_CARD)
    assert [a for a in legal_actions(db, s) if A.DEST_SPELL <= a < A.DEST_USE] == [A.DEST_SPELL + z for z in range(5)]
    s, events = play(db, s, A.DEST_SPELL + 4)
    assert spells(s, 0) == [681] * 4 + [682]
    assert of(events, ev.CardDestroyed)[0].cause == "replaced"


def test_r4_10_free_magic_zone_must_be_used_while_the_row_has_one(db):
    s = make_duel(db, hand0=[682], spells0=[setcard(db, 681)] * 4)
    s, _ = play(db, s, A.PLAY_CARD)
    assert [a for a in legal_actions(db, s) if A.DEST_SPELL <= a < A.DEST_USE] == [A.DEST_SPELL + 4]


def test_r5_8_r5_13_field_combination_with_a_non_monster_result_is_activated_at_once(db):
    """The flat table gives Harpie Lady + Harpie Lady -> Harpie's Feather Duster (R5.8, R5.13)."""
    harpie, duster = 62, 672
    s = make_duel(db, hand0=[harpie], field0=[CELTIC, harpie], spells1=[setcard(db, 681)])
    s, events = play(db, s, A.PLAY_CARD, A.DEST_MONSTER + 1)
    assert s.floating == 0 and s.phase == Phase.FIELD and s.pending == Decision.NONE
    assert monsters(s, 0) == [CELTIC, 0, 0, 0, 0] and spells(s, 1)[0] == 0
    assert of(events, ev.MagicUsed)[0].card == duster and counter(s, 0, Counter.PURE_MAGIC) == 1


def test_r5_13_hand_chain_equip_result_is_used_on_an_own_monster_never_set(db):
    """Flame Swordsman + Umi -> Legendary Sword (an equip): no set choice; used on the monster picked."""
    s = make_duel(db, hand0=[15, 334], field0=[CELTIC])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert legal_actions(db, s) == [A.DEST_MONSTER + 0]
    s, events = play(db, s, A.DEST_MONSTER + 0)
    assert of(events, ev.EquipApplied) == [ev.EquipApplied(0, 0, SWORD, CELTIC, 500)]
    assert s.sides[0].monsters[0].equip_bonus == 500 and spells(s, 0) == [0] * 5
    assert counter(s, 0, Counter.INITIATE_FUSION) == 1 and s.phase == Phase.FIELD


def test_r5_13_hand_chain_equip_result_with_no_own_monster_is_discarded(db):
    s = make_duel(db, hand0=[15, 334])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert legal_actions(db, s) == [A.DEST_USE]
    s, events = play(db, s, A.DEST_USE)
    assert of(events, ev.CardDiscarded) == [ev.CardDiscarded(0, SWORD)]
    assert SWORD in s.sides[0].graveyard and s.phase == Phase.FIELD and spells(s, 0) == [0] * 5


def test_r5_13_blue_eyes_with_an_illegal_equip_offers_no_face_down_choice(db):
    bewd = db.card_id("Blue-eyes White Dragon")
    wrong = next(e for e in range(1, 723) if int(db.kind[e]) == 3 and not db.equip_ok[e, bewd]
                 and not db.fusion[e, bewd])
    s = make_duel(db, hand0=[bewd, wrong])
    s, events = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN, A.DEST_MONSTER + 2)
    assert [(e.kind, e.discarded) for e in of(events, ev.FusionStep)] == [("fail", wrong)]
    assert s.pending == Decision.PICK_POSITION and A.FACE_DOWN not in legal_actions(db, s)
    s, events = play(db, s, A.DEFENCE_POS, A.STAR_1)
    assert of(events, ev.CardPlaced) == [ev.CardPlaced(0, 0, 2, bewd, False, True, 1)]


def test_r5_13_raigeki_plus_dark_hole_activates_dark_hole_with_no_set_or_drop_choice(db):
    raigeki, dark_hole = db.card_id("Raigeki"), db.card_id("Dark Hole")
    s = make_duel(db, hand0=[raigeki, dark_hole], field0=[CELTIC], field1=[KURIBOH])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert legal_actions(db, s) == [A.DEST_USE]
    s, events = play(db, s, A.DEST_USE)
    assert [e.card for e in of(events, ev.MagicUsed)] == [dark_hole]
    assert monsters(s, 0) == [0] * 5 and monsters(s, 1) == [0] * 5 and raigeki in s.sides[0].graveyard


def test_r5_13_sparks_plus_sparks_fuse_into_hinotama_which_burns_at_once(db):
    sparks, hinotama = db.card_id("Sparks"), db.card_id("Hinotama")
    assert int(db.fusion[sparks, sparks]) == hinotama
    s = make_duel(db, hand0=[sparks, sparks])
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert legal_actions(db, s) == [A.DEST_USE]
    s, events = play(db, s, A.DEST_USE)
    assert s.sides[1].lp == 8000 - int(db.magic_param[hinotama]) and of(events, ev.MagicUsed)[0].card == hinotama


def test_r5_13_trap_result_of_a_combination_is_set_face_down_only(db):
    s = make_duel(db, hand0=[KURIBOH, 681])  # no recipe: the trap is discarded... unless it survives
    s, _ = play(db, s, A.NUMBER_CARD + 1, A.NUMBER_CARD + 0, A.CONFIRM_CHAIN)  # [trap, Kuriboh] -> Kuriboh
    assert A.DEST_USE not in legal_actions(db, s)
    s = make_duel(db, hand0=[RAIGEKI, 681])  # two non-monsters: the earlier one is discarded, the trap survives
    s, _ = play(db, s, A.NUMBER_CARD + 0, A.NUMBER_CARD + 1, A.CONFIRM_CHAIN)
    assert legal_actions(db, s) == [A.DEST_SPELL + z for z in range(5)]
    s, _ = play(db, s, A.DEST_SPELL + 0)
    assert spells(s, 0)[0] == 681 and s.sides[0].spells[0].face_down and s.phase == Phase.FIELD
    assert counter(s, 0, Counter.FACE_DOWN_PLAYS) == 0
