"""Tag Duel rules (§17, R17.1-R17.19, D-32-D-34) as tiny exact four-seat positions.

Seats: 0 = 1A, 1 = 2A, 2 = 1B, 3 = 2B; team 1 = seats 0 and 2, team 2 = seats 1 and 3.
"""

from __future__ import annotations

import pytest
from tag.tagkit import make_tag

from game.rules import events as ev
from game.rules.actions import N_ACTIONS, N_TAG_ACTIONS, legal_actions, legal_mask, tag_attack_action
from game.rules.serialise import from_dict, to_dict
from game.rules.state import Counter, EndReason, Phase, RuleOptions, Stat
from game.rules.tag import check_tag_deck, new_tag_duel
from game.rules.teams import TAG_LP
from game.rules.view import HIDDEN, observe
from rules.duelkit import A, mon, monsters, of, play, setcard, spells

BEWD, ELF, KURIBOH, CELTIC, GAIA, BEAVER, SKULL = 1, 2, 58, 41, 38, 27, 24
TAPE, EATGABOON, BEAR, REVERSE, FAKE = 681, 682, 683, 689, 690
LEGENDARY_SWORD, CURSEBREAKER, FOREST, DIAN_KETO, TREMENDOUS_FIRE = 301, 655, 330, 342, 347
DARK_HOLE, RAIGEKI, STOP_DEF, SWORDS, SPELLBIND, DUSTER = 336, 337, 320, 348, 349, 672
GOBLIN_FAN, SIMOCHI = 687, 688
BLACK_LUSTER_RITUAL, BLACK_LUSTER = 670, 364
EXODIA = (17, 18, 19, 20, 21)
BABY, TIME_WIZ, THOUSAND = 4, 16, 69  # Baby Dragon + Time Wizard -> Thousand Dragon
PARTNER = RuleOptions(tag_partner_cards=True)
DECK = [SKULL] * 3 + [c for c in range(100, 137)]


def _attacks(db, s) -> list[int]:
    return [a for a in legal_actions(db, s) if A.is_attack(a)]


def _finish_turn(db, s):
    """Plays the first legal hand play (if still pending) and ends the turn; returns (state, events)."""
    events = []
    while s.phase == Phase.HAND:
        s, evs = play(db, s, legal_actions(db, s)[0])
        events += evs
    s, evs = play(db, s, A.END_TURN)
    return s, events + evs


# ---------------------------------------------------------------- R17.1-R17.8 setup and turns

def test_r17_1_r17_3_r17_5_setup_four_seats_team_lp_and_five_cards_each(db):
    s = new_tag_duel(db, [DECK] * 4, rng_seed=3)
    assert len(s.sides) == 4 and s.order == (0, 1, 2, 3) and s.active == 0
    assert all(len(side.hand) == 5 and side.lp == side.max_lp == TAG_LP for side in s.sides)
    assert len(legal_mask(db, s)) == N_TAG_ACTIONS
    assert len(legal_mask(db, _one_v_one(db))) == N_ACTIONS


def _one_v_one(db):
    from game.rules.setup import new_duel

    return new_duel(db, DECK, DECK)


def test_r17_6_turn_order_1a_2a_1b_2b_and_the_first_team_option(db):
    s = new_tag_duel(db, [DECK] * 4, rng_seed=3)
    seen = [s.active]
    for _ in range(4):
        s, _ = _finish_turn(db, s)
        seen.append(s.active)
    assert seen == [0, 1, 2, 3, 0]
    s = new_tag_duel(db, [DECK] * 4, rng_seed=3, first_team=1)
    assert s.order == (1, 0, 3, 2) and s.active == 1


def test_r17_7_each_turn_draws_from_the_duelists_own_deck(db):
    s = make_tag(db, hands={0: [SKULL] * 5, 1: [SKULL] * 4}, phase="field")
    before = s.sides[1].cursor
    s, events = play(db, s, A.END_TURN)
    assert of(events, ev.CardDrawn) == [ev.CardDrawn(1, s.sides[1].deck[before])]
    assert s.sides[1].cursor == before + 1 and s.sides[3].cursor == before


def test_r17_2_decks_keep_fm_copy_limits(db):
    with pytest.raises(ValueError, match="1B"):
        check_tag_deck([SKULL] * 4 + DECK[4:], seat=2)
    with pytest.raises(ValueError, match="Exodia"):
        check_tag_deck([17, 17] + DECK[2:])
    with pytest.raises(ValueError, match="2A"):
        new_tag_duel(db, [DECK, DECK[:39], DECK, DECK])


@pytest.mark.parametrize("turn, allowed", [(1, False), (2, False), (3, False), (4, True)])
def test_r17_8_the_first_three_turns_cannot_attack(db, turn, allowed):
    s = make_tag(db, fields={0: [BEWD], 1: [ELF]}, turn=turn, phase="field")
    assert bool(_attacks(db, s)) is allowed


# ---------------------------------------------------------------- R17.9-R17.11 attacks

def test_r17_9_only_own_monsters_attack(db):
    s = make_tag(db, fields={2: [BEWD], 1: [ELF]}, phase="field")
    assert _attacks(db, s) == []


def test_r17_10_targets_on_either_opponent_and_no_direct_while_one_has_monsters(db):
    s = make_tag(db, fields={0: [BEWD], 1: [ELF], 3: [None, KURIBOH]}, phase="field")
    assert _attacks(db, s) == [A.attack_action(0, 0), tag_attack_action(0, 1, 1)]
    s = make_tag(db, fields={0: [BEWD], 3: [KURIBOH]}, phase="field")
    assert _attacks(db, s) == [tag_attack_action(0, 1, 0)]
    s = make_tag(db, fields={0: [BEWD], 2: [ELF]}, phase="field")
    assert _attacks(db, s) == [A.attack_action(0, -1)]


def test_r17_11_battle_damage_goes_to_the_team_lp(db):
    s = make_tag(db, fields={0: [BEWD], 1: [ELF], 3: [KURIBOH]}, phase="field")
    s, events = play(db, s, tag_attack_action(0, 1, 0))
    assert of(events, ev.TargetDuelist) == [ev.TargetDuelist(0, 3)]
    assert monsters(s, 3)[0] == 0 and monsters(s, 1)[0] == ELF
    damage = of(events, ev.Battle)[0].margin
    assert damage > 0 and s.sides[1].lp == s.sides[3].lp == TAG_LP - damage and s.sides[0].lp == TAG_LP


def test_r17_11_direct_attack_hits_the_opposing_team(db):
    s = make_tag(db, fields={0: [BEWD]}, lp=(TAG_LP, 2000), phase="field")
    s, _ = play(db, s, A.attack_action(0, -1))
    assert s.sides[1].lp == s.sides[3].lp == 0
    assert s.over and s.winner == 0 and s.end_reason == EndReason.LP


# ---------------------------------------------------------------- §17.4 effects

def test_r17_3_heal_goes_to_own_team_capped_at_16000(db):
    s = make_tag(db, hands={0: [DIAN_KETO]}, lp=(13000, TAG_LP))
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[0].lp == s.sides[2].lp == TAG_LP


def test_s17_4_burn_hits_the_opposing_team_lp(db):
    s = make_tag(db, hands={2: [TREMENDOUS_FIRE]}, active=2)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[1].lp == s.sides[3].lp == TAG_LP - 1000 and s.sides[0].lp == TAG_LP


def test_s17_4_raigeki_hits_both_opponents_and_spares_the_partner(db):
    s = make_tag(db, hands={0: [RAIGEKI]}, fields={1: [ELF], 2: [KURIBOH], 3: [BEWD, CELTIC]})
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert monsters(s, 1) == monsters(s, 3) == [0] * 5 and monsters(s, 2)[0] == KURIBOH


def test_s17_4_dark_hole_clears_all_four_monster_rows(db):
    s = make_tag(db, hands={0: [DARK_HOLE]}, fields={i: [ELF] for i in range(4)}, spells={1: [setcard(db, TAPE)]})
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert all(monsters(s, i) == [0] * 5 for i in range(4)) and spells(s, 1)[0] == TAPE


def test_r6_16_s17_4_own_dark_hole_counts_only_the_opponents_monsters_as_destroyed(db):
    """CARD DESTRUCTION counts opposing cards; the partner is on the activator's team (Work.destroy_by)."""
    fields = {0: [ELF], 1: [ELF, KURIBOH], 2: [ELF, KURIBOH, BEWD], 3: [ELF]}
    s = make_tag(db, hands={0: [DARK_HOLE]}, fields=fields)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert all(monsters(s, i) == [0] * 5 for i in range(4))
    assert s.sides[0].stats[Stat.CARD_DESTRUCTION] == 3  # 2A's two and 2B's one; not the partner's three
    s = make_tag(db, hands={1: [RAIGEKI]}, fields=fields, active=1)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[1].stats[Stat.CARD_DESTRUCTION] == 4  # both opponents of team 2: 1A's one and 1B's three


def test_s17_4_cursebreaker_clears_the_activator_and_the_partner(db):
    s = make_tag(db, hands={0: [CURSEBREAKER]}, fields={i: [mon(db, ELF, penalty=-500)] for i in range(4)})
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert [s.sides[i].monsters[0].level_penalty for i in range(4)] == [0, -500, 0, -500]


def test_s17_4_stop_defense_and_spellbinding_hit_both_opponents(db):
    fields = {i: [mon(db, ELF, defence=True)] for i in range(4)}
    s = make_tag(db, hands={0: [STOP_DEF]}, fields=fields)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert [s.sides[i].monsters[0].defence for i in range(4)] == [True, False, True, False]
    s = make_tag(db, hands={0: [SPELLBIND]}, fields=fields)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert [s.sides[i].monsters[0].level_penalty < 0 for i in range(4)] == [False, True, False, True]


def test_s17_4_duster_clears_both_opposing_rows_and_a_fake_trap_guards_only_its_owner(db):
    s = make_tag(db, hands={0: [DUSTER]}, spells={1: [setcard(db, TAPE), setcard(db, FAKE)],
                                                  2: [setcard(db, TAPE)], 3: [setcard(db, BEAR)]})
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert spells(s, 1)[:2] == [TAPE, 0] and spells(s, 3)[0] == 0 and spells(s, 2)[0] == TAPE
    assert of(events, ev.TrapFired) == [ev.TrapFired(1, 1, FAKE)]


def test_s17_4_equips_target_own_monsters_only(db):
    s = make_tag(db, fields={2: [CELTIC]}, spells={0: [setcard(db, LEGENDARY_SWORD)]}, phase="field")
    assert not [a for a in legal_actions(db, s) if A.EQUIP <= a < A.END_TURN]


def test_r17_12_only_own_set_cards_can_be_activated(db):
    s = make_tag(db, spells={2: [setcard(db, RAIGEKI)]}, phase="field")
    assert not [a for a in legal_actions(db, s) if A.ACTIVATE <= a < A.EQUIP]


def test_s17_4_ritual_tributes_from_activator_and_partner_result_to_the_activator(db):
    s = make_tag(db, hands={0: [BLACK_LUSTER_RITUAL]}, fields={0: [BEAVER], 2: [GAIA, KURIBOH]})
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE, A.ATTACK_POS, A.STAR_1)
    r = of(events, ev.RitualResolved)[0]
    assert r.result == BLACK_LUSTER and r.zone == 1  # first free zone of the activator
    assert monsters(s, 0)[:2] == [0, BLACK_LUSTER] and monsters(s, 2) == [0] * 5


def test_s17_4_ritual_fails_when_the_activator_has_no_zone_for_the_result(db):
    s = make_tag(db, hands={0: [BLACK_LUSTER_RITUAL]}, fields={0: [ELF] * 5, 2: [BEAVER, GAIA, KURIBOH]})
    s, events = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert of(events, ev.RitualResolved)[0].result == 0 and monsters(s, 2)[:3] == [BEAVER, GAIA, KURIBOH]


def test_r17_13_swords_locks_the_opposing_team_for_three_member_turns(db):
    s = make_tag(db, hands={0: [SWORDS]}, fields={1: [BEWD], 3: [BEWD], 0: [ELF]}, turn=5)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[1].swords == s.sides[3].swords == 4
    locked = []
    for _ in range(8):  # 2A, 1B, 2B, 1A, 2A, 1B, 2B
        s, _ = _finish_turn(db, s)
        if s.active % 2 == 1:
            locked.append((s.active, s.sides[s.active].swords, bool(_attacks(db, _to_field(db, s)))))
    assert locked == [(1, 3, False), (3, 2, False), (1, 1, False), (3, 0, True)]


def _to_field(db, s):
    while s.phase == Phase.HAND:
        s, _ = play(db, s, legal_actions(db, s)[0])
    return s


# ---------------------------------------------------------------- R17.14 traps (D-33)

def test_r17_14_attack_on_a_monster_triggers_only_the_attacked_members_traps(db):
    s = make_tag(db, fields={0: [CELTIC], 1: [ELF], 3: [KURIBOH]},
                 spells={1: [setcard(db, BEAR)], 3: [setcard(db, EATGABOON)]}, phase="field")
    s2, events = play(db, s, A.attack_action(0, 0))
    assert of(events, ev.TrapFired) == [ev.TrapFired(1, 0, BEAR)] and monsters(s2, 0)[0] == 0
    s3, events = play(db, s, tag_attack_action(0, 1, 0))
    assert of(events, ev.TrapFired) == [] and spells(s3, 1)[0] == BEAR and monsters(s3, 3)[0] == 0


def test_d33_variant_either_defenders_trap_answers_an_attack_on_a_monster(db):
    """D-33 alternative (off by default): the attacked duelist's partner's set trap answers too."""
    fields = {0: [CELTIC], 1: [ELF], 3: [KURIBOH]}
    spells = {1: [setcard(db, TAPE)], 3: [setcard(db, BEAR)]}
    s = make_tag(db, fields=fields, spells=spells, phase="field")
    s2, events = play(db, s, tag_attack_action(0, 1, 0))  # on 2B's Kuriboh: 2B has a trap, 2A's is not asked
    assert of(events, ev.TrapFired) == [ev.TrapFired(3, 0, BEAR)]
    s = make_tag(db, fields=fields, spells={1: [setcard(db, BEAR)]}, phase="field")
    s2, events = play(db, s, tag_attack_action(0, 1, 0))  # by default 2A's trap does not cover 2B's monster
    assert of(events, ev.TrapFired) == [] and monsters(s2, 3)[0] == 0
    s = make_tag(db, fields=fields, spells={1: [setcard(db, BEAR)]}, phase="field",
                 options=RuleOptions(tag_team_traps=True))
    s2, events = play(db, s, tag_attack_action(0, 1, 0))  # with the variant it does
    assert of(events, ev.TrapFired) == [ev.TrapFired(1, 0, BEAR)] and monsters(s2, 0)[0] == 0
    assert monsters(s2, 3)[0] == KURIBOH and from_dict(to_dict(s2)) == s2  # the option survives a round trip
    assert "tag_team_traps" in to_dict(s2)["options"] and "tag_team_traps" not in to_dict(_one_v_one(db))["options"]


@pytest.mark.parametrize("active, fires", [(0, 1), (2, 3)])
def test_r17_14_direct_attack_checks_both_defenders_and_a_tie_goes_to_the_next_turn(db, active, fires):
    s = make_tag(db, fields={active: [CELTIC]}, spells={1: [setcard(db, BEAR)], 3: [setcard(db, BEAR)]},
                 active=active, phase="field")
    s, events = play(db, s, A.attack_action(0, -1))
    assert of(events, ev.TrapFired) == [ev.TrapFired(fires, 0, BEAR)]


def test_r17_14_direct_attack_lowest_threshold_across_both_defenders(db):
    s = make_tag(db, fields={0: [KURIBOH]}, spells={1: [setcard(db, BEAR)], 3: [setcard(db, TAPE)]},
                 phase="field")
    s, events = play(db, s, A.attack_action(0, -1))
    assert of(events, ev.TrapFired) == [ev.TrapFired(3, 0, TAPE)]


def test_r17_14_either_opposing_member_reacts_to_burn_heal_and_equip(db):
    s = make_tag(db, hands={0: [TREMENDOUS_FIRE]}, spells={3: [setcard(db, GOBLIN_FAN)]})
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[0].lp == s.sides[2].lp == TAG_LP - 1000 and s.sides[1].lp == TAG_LP
    s = make_tag(db, hands={0: [DIAN_KETO]}, lp=(10000, TAG_LP), spells={1: [setcard(db, SIMOCHI)]})
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.sides[0].lp == 5000
    s = make_tag(db, fields={0: [CELTIC]}, spells={0: [setcard(db, LEGENDARY_SWORD)], 3: [setcard(db, REVERSE)]},
                 phase="field")
    s, events = play(db, s, A.equip_action(0, 0))
    assert of(events, ev.TrapFired)[0].side == 3 and of(events, ev.EquipApplied)[0].bonus < 0


# ---------------------------------------------------------------- D-34 terrain

def test_d34_shared_terrain_changes_every_seat(db):
    s = make_tag(db, hands={0: [FOREST]}, fields={i: [BEAVER] for i in range(4)})
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    mods = [s.sides[i].monsters[0].terrain_mod for i in range(4)]
    assert s.terrain == 1 and len(set(mods)) == 1 and mods[0] != 0


def test_d34_per_team_terrain_changes_only_the_activators_team(db):
    s = make_tag(db, hands={1: [FOREST]}, fields={i: [BEAVER] for i in range(4)}, active=1, terrains=(0, 0))
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.terrains == (0, 1) and s.terrain == 0
    mods = [s.sides[i].monsters[0].terrain_mod for i in range(4)]
    assert mods[0] == mods[2] == 0 and mods[1] == mods[3] != 0


# ---------------------------------------------------------------- R17.16-R17.17 end

def test_r17_16_a_member_who_cannot_draw_loses_for_the_team(db):
    s = make_tag(db, hands={2: [SKULL] * 4}, deck_left={2: 0}, active=1, phase="field")
    s, _ = play(db, s, A.END_TURN)
    assert s.over and s.winner == 1 and s.end_reason == EndReason.DECK_OUT


def test_r17_16_team_lp_at_zero_loses(db):
    s = make_tag(db, hands={3: [TREMENDOUS_FIRE]}, lp=(900, TAG_LP), active=3)
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_USE)
    assert s.over and s.winner == 1 and s.sides[0].lp == s.sides[2].lp == 0


def test_r17_17_exodia_in_any_members_hand_wins_at_once(db):
    deck = list(EXODIA[4:]) + [SKULL] * 39
    s = make_tag(db, hands={2: list(EXODIA[:4])}, decks={2: deck}, deck_left={2: 40}, active=1, phase="field")
    s, _ = play(db, s, A.END_TURN)
    assert s.over and s.winner == 0 and s.end_reason == EndReason.EXODIA
    assert s.sides[1].lp == s.sides[3].lp == 0


# ---------------------------------------------------------------- D-32 views, serialisation

def test_d32_a_member_sees_the_partners_hand_and_set_cards_only_in_the_partner_view(db):
    s = make_tag(db, hands={i: [SKULL] for i in range(4)}, spells={2: [setcard(db, TAPE)], 1: [setcard(db, TAPE)]})
    v = observe(s, 0, sees_partner=True)
    assert v.sides[2].hand == (SKULL,) and v.sides[2].spells[0].card == TAPE
    assert v.sides[1].hand == (HIDDEN,) and v.sides[1].spells[0].card == HIDDEN
    assert observe(s, 0).sides[2].hand == (HIDDEN,)


def test_tag_state_round_trips_and_1v1_dicts_have_no_tag_keys(db):
    s = new_tag_duel(db, [DECK] * 4, rng_seed=5, per_team_terrain=True, terrain=2)
    assert from_dict(to_dict(s)) == s and to_dict(s)["order"] == [0, 1, 2, 3]
    d = to_dict(_one_v_one(db))
    assert "order" not in d and "terrains" not in d


def test_s17_4_variant_fusion_onto_the_partners_monster_puts_the_result_on_the_activators_field(db):
    s = make_tag(db, hands={0: [TIME_WIZ]}, fields={0: [ELF], 2: [KURIBOH, BABY]}, options=PARTNER)
    s, _ = play(db, s, A.PLAY_CARD)
    assert [a for a in legal_actions(db, s) if a >= A.PARTNER_DEST] == [A.PARTNER_DEST, A.PARTNER_DEST + 1]
    s, events = play(db, s, A.PARTNER_DEST + 1, A.ATTACK_POS, A.STAR_1)  # a fusion is face-up
    step = of(events, ev.FusionStep)[0]
    assert (step.side, step.left, step.right, step.kind, step.survivor) == (0, BABY, TIME_WIZ, "fusion", THOUSAND)
    assert monsters(s, 0)[:2] == [ELF, THOUSAND] and monsters(s, 2)[:2] == [KURIBOH, 0]  # first free own zone
    assert of(events, ev.CardDestroyed)[0] == ev.CardDestroyed(2, 0, 1, BABY, "fusion")  # named where it was
    assert BABY in s.sides[2].graveyard and BABY not in s.sides[0].graveyard
    assert s.sides[0].stats[Stat.FIELD_FUSIONS] == 1 and s.sides[2].stats[Stat.FIELD_FUSIONS] == 0


def test_s17_4_variant_equips_onto_the_partners_monster_stay_with_the_partner(db):
    s = make_tag(db, hands={0: [LEGENDARY_SWORD]}, fields={2: [CELTIC]}, options=PARTNER)
    s, events = play(db, s, A.PLAY_CARD, A.PARTNER_DEST + 0)  # from the hand
    assert monsters(s, 0) == [0] * 5 and monsters(s, 2)[0] == CELTIC and s.sides[2].monsters[0].equip_bonus == 500
    assert of(events, ev.EquipApplied)[0].side == 2 and of(events, ev.EquipApplied)[0].zone == 0
    assert s.sides[0].counters[Counter.EQUIP_MAGIC] == 1 and s.phase == Phase.FIELD
    s = make_tag(db, fields={2: [CELTIC]}, spells={0: [setcard(db, LEGENDARY_SWORD)]}, phase="field",
                 options=PARTNER)
    s, _ = play(db, s, A.PARTNER_EQUIP + 0 * 5 + 0)  # a set equip, in the field phase
    assert s.sides[2].monsters[0].equip_bonus == 500 and spells(s, 0)[0] == 0 and monsters(s, 0) == [0] * 5


def test_s17_4_variant_needs_the_option_and_a_free_own_zone(db):
    s = make_tag(db, hands={0: [TIME_WIZ]}, fields={2: [BABY]})
    s, _ = play(db, s, A.PLAY_CARD)
    assert not [a for a in legal_actions(db, s) if a >= A.PARTNER_DEST]  # off by default
    s = make_tag(db, hands={0: [TIME_WIZ]}, fields={0: [ELF] * 5, 2: [BABY]}, options=PARTNER)
    s, _ = play(db, s, A.PLAY_CARD)
    assert not [a for a in legal_actions(db, s) if a >= A.PARTNER_DEST]  # no zone for a result
    assert to_dict(s)["options"]["tag_partner_cards"] is True and from_dict(to_dict(s)) == s


def test_s17_4_field_fusion_is_onto_own_monsters_only(db):
    s = make_tag(db, hands={0: [ELF]}, fields={0: [KURIBOH], 2: [BEWD, BEWD, BEWD, BEWD, BEWD]})
    s, _ = play(db, s, A.PLAY_CARD)
    assert legal_actions(db, s)[:5] == [A.DEST_MONSTER + z for z in range(5)]  # zones of the own row only
    s, events = play(db, s, A.DEST_MONSTER + 0)
    assert of(events, ev.FusionStep)[0].left == KURIBOH and monsters(s, 2) == [BEWD] * 5
