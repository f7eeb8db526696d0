"""R7 magic: the use sequence (R7.2), every behaviour group, no-target use (R7.18), set activation (R7.19)."""

from __future__ import annotations

import pytest

from game.rules import events as ev
from game.rules.state import Counter, Stat
from rules.duelkit import A, counter, make_duel, mon, monsters, of, play, setcard, spells

BEWD, ELF, KURIBOH, CELTIC, SILVER_FANG, SKULL = 1, 2, 58, 41, 65, 24
GREAT_WHITE, KAIRYU, KRAKEN = 60, 73, 70
FOREST, UMI, YAMI = 330, 334, 335
DARK_HOLE, RAIGEKI, JAR, STOP_DEF, SWORDS, SPELLBIND, PIERCING = 336, 337, 329, 320, 348, 349, 350
WARRIOR_ELIM, CURSEBREAKER, ETERNAL_REST, CRUSH, DRAUGHT, SHADOW, DUSTER = 653, 655, 656, 661, 664, 669, 672
GOBLIN_FAN, SIMOCHI, FAKE_TRAP = 687, 688, 690


def _use(db, s, *, zone=None):
    """Uses hand card 0 face-up, or activates the set card in ``zone``."""
    if zone is None:
        return play(db, s, A.PLAY_CARD, A.DEST_USE)
    return play(db, s, A.ACTIVATE + zone)


def test_r7_2_pure_magic_counts_type_20_including_field_cards(db):
    s = make_duel(db, hand0=[FOREST])
    s, events = _use(db, s)
    assert counter(s, 0, Counter.PURE_MAGIC) == 1 and s.terrain == 1
    assert of(events, ev.MagicUsed) == [ev.MagicUsed(0, FOREST, 1, True)]


@pytest.mark.parametrize("card", [RAIGEKI, STOP_DEF, WARRIOR_ELIM, 338, PIERCING, CURSEBREAKER, DUSTER])
def test_r7_18_no_target_is_still_counted_and_used_up(db, card):
    s = make_duel(db, hand0=[card])
    s, _ = _use(db, s)
    assert counter(s, 0, Counter.PURE_MAGIC) == 1 and card in s.sides[0].graveyard
    assert s.sides[0].hand == () and spells(s, 0) == [0] * 5


def test_r7_3_field_recomputes_terrain_for_both_sides_and_the_card_leaves(db):
    s = make_duel(db, hand0=[FOREST], field0=[SILVER_FANG], field1=[mon(db, SILVER_FANG, face_down=True)])
    s, events = _use(db, s)
    assert of(events, ev.TerrainChanged) == [ev.TerrainChanged(0, 1)]
    assert s.sides[0].monsters[0].terrain_mod == 500 and s.sides[1].monsters[0].terrain_mod == 500  # R11.2
    assert s.sides[0].stats[Stat.CHANGE_FIELD] == 1


def test_r7_3_playing_the_active_field_changes_nothing_but_counts(db):
    s = make_duel(db, hand0=[FOREST], terrain=1, field0=[mon(db, SILVER_FANG, terrain=1)])
    s, events = _use(db, s)
    assert not of(events, ev.TerrainChanged) and counter(s, 0, Counter.PURE_MAGIC) == 1


def test_r7_4_heal_is_capped_at_max_lp(db):
    s = make_duel(db, hand0=[342], lp=(6000, 8000))
    s, events = _use(db, s)
    assert s.sides[0].lp == 8000 and of(events, ev.LifePointsChanged)[0].delta == 2000


def test_r7_4_bad_reaction_to_simochi_turns_heal_into_damage(db):
    s = make_duel(db, hand0=[340], lp=(6000, 8000), spells1=[setcard(db, SIMOCHI)])
    s, _events = _use(db, s)
    assert s.sides[0].lp == 5000 and spells(s, 1)[0] == 0
    assert counter(s, 1, Counter.TRIGGER_TRAP) == 1  # D-17


def test_r7_5_burn_hits_the_opponent(db):
    s = make_duel(db, hand0=[347])
    s, _ = _use(db, s)
    assert s.sides[1].lp == 7000


def test_r7_5_goblin_fan_reflects_the_burn(db):
    s = make_duel(db, hand0=[346], spells1=[None, setcard(db, GOBLIN_FAN)])
    s, events = _use(db, s)
    assert s.sides[0].lp == 7500 and s.sides[1].lp == 8000
    assert of(events, ev.TrapFired) == [ev.TrapFired(1, 1, GOBLIN_FAN)]


def test_r7_5_burn_to_zero_wins(db):
    s = make_duel(db, hand0=[343], lp=(8000, 50))
    s, _ = _use(db, s)
    assert s.over and s.winner == 0


def test_r7_6_dark_hole_clears_both_monster_rows_only(db):
    s = make_duel(db, hand0=[DARK_HOLE], field0=[BEWD], field1=[ELF, KURIBOH], spells1=[setcard(db, 681)])
    s, _ = _use(db, s)
    assert monsters(s, 0) == [0] * 5 and monsters(s, 1) == [0] * 5 and spells(s, 1)[0] == 681


def test_r7_7_dragon_capture_jar_takes_opposing_dragons_only(db):
    s = make_duel(db, hand0=[JAR], field0=[BEWD], field1=[mon(db, BEWD, face_down=True), ELF])
    s, _ = _use(db, s)
    assert monsters(s, 0)[0] == BEWD and monsters(s, 1)[:2] == [0, ELF]


def test_r7_8_type_removal_spares_related_types(db):
    s = make_duel(db, hand0=[DRAUGHT], field1=[GREAT_WHITE, KAIRYU, KRAKEN, mon(db, GREAT_WHITE, face_down=True)])
    s, _ = _use(db, s)
    assert monsters(s, 1)[:4] == [0, KAIRYU, KRAKEN, 0]


def test_r7_9_crush_card_reads_effective_atk(db):
    s = make_duel(db, hand0=[CRUSH], terrain=1,
                  field1=[mon(db, SILVER_FANG, terrain=1), mon(db, BEWD, penalty=-1600), mon(db, CELTIC)])
    s, _ = _use(db, s)
    assert monsters(s, 1)[:3] == [0, BEWD, CELTIC]


def test_r7_11_stop_defense_switches_every_defender_and_keeps_faces(db):
    s = make_duel(db, hand0=[STOP_DEF],
                  field1=[mon(db, ELF, defence=True), mon(db, KURIBOH, defence=True, face_down=True)])
    s, events = _use(db, s)
    assert not s.sides[1].monsters[0].defence and not s.sides[1].monsters[1].defence
    assert s.sides[1].monsters[1].face_down and len(of(events, ev.PositionChanged)) == 2


def test_r7_12_raigeki_clears_the_opposing_row_only(db):
    s = make_duel(db, hand0=[RAIGEKI], field0=[BEWD], field1=[ELF, mon(db, KURIBOH, face_down=True)])
    s, _ = _use(db, s)
    assert monsters(s, 1) == [0] * 5 and monsters(s, 0)[0] == BEWD
    assert s.sides[0].stats[Stat.CARD_DESTRUCTION] == 2


def test_r7_13_dark_piercing_light_reveals_opposing_monsters_only(db):
    s = make_duel(db, hand0=[PIERCING], field0=[mon(db, ELF, face_down=True)],
                  field1=[mon(db, ELF, face_down=True)], spells1=[setcard(db, 681)])
    s, _ = _use(db, s)
    assert not s.sides[1].monsters[0].face_down and s.sides[0].monsters[0].face_down
    assert s.sides[1].spells[0].face_down  # D-14


def test_r7_14_spellbinding_and_shadow_spell_are_penalties_clamped_at_zero(db):
    s = make_duel(db, hand0=[SHADOW], field1=[KURIBOH, ELF])
    s, _ = _use(db, s)
    assert [r.level_penalty for r in s.sides[1].monsters[:2]] == [-1000, -1000]
    from game.rules.work import eff_atk, eff_def
    assert eff_atk(db, s.sides[1].monsters[0]) == 0 and eff_def(db, s.sides[1].monsters[1]) == 1000


def test_r7_15_cursebreaker_clears_penalties_but_keeps_equip_bonuses(db):
    s = make_duel(db, hand0=[CURSEBREAKER], field0=[mon(db, CELTIC, equip=500, penalty=-1000)],
                  field1=[mon(db, ELF, penalty=-500)])
    s, _ = _use(db, s)
    assert (s.sides[0].monsters[0].equip_bonus, s.sides[0].monsters[0].level_penalty) == (500, 0)
    assert s.sides[1].monsters[0].level_penalty == -500


def test_r7_16_swords_reveals_and_locks_three_turns(db):
    from game.rules.actions import legal_actions
    from game.rules.state import Phase

    def hand_play(s):
        s, _ = play(db, s, A.PLAY_CARD)
        while s.phase != Phase.FIELD:
            s, _ = play(db, s, legal_actions(db, s)[0])
        return s

    s = make_duel(db, hand0=[SWORDS], field1=[mon(db, BEWD, face_down=True)], hand1=[KURIBOH] * 4)
    s, events = _use(db, s)
    assert s.sides[1].swords == 4 and not s.sides[1].monsters[0].face_down
    assert of(events, ev.SwordsSet) == [ev.SwordsSet(1, 4)]
    locked = []
    for _ in range(4):
        s, _ = play(db, s, A.END_TURN)  # side 1's draw step ticks the counter (R4.2 step 3)
        s = hand_play(s)
        locked.append(not [a for a in legal_actions(db, s) if A.ATTACK <= a < A.CHANGE_POS])
        s, _ = play(db, s, A.END_TURN)
        s = hand_play(s)
    assert locked == [True, True, True, False] and s.sides[1].swords == 0


def test_r7_17_duster_clears_the_opposing_magic_row(db):
    s = make_duel(db, hand0=[DUSTER], spells1=[setcard(db, 681), setcard(db, RAIGEKI)])
    s, _ = _use(db, s)
    assert spells(s, 1) == [0] * 5 and counter(s, 1, Counter.TRIGGER_TRAP) == 0


def test_d16_fake_trap_absorbs_the_duster(db):
    s = make_duel(db, hand0=[DUSTER], spells1=[setcard(db, 681), setcard(db, FAKE_TRAP)])
    s, events = _use(db, s)
    assert spells(s, 1)[:2] == [681, 0] and of(events, ev.TrapFired)[0].card == FAKE_TRAP


def test_r7_19_set_magic_can_be_activated_the_turn_it_was_set(db):
    s = make_duel(db, hand0=[RAIGEKI], field1=[ELF])
    s, _ = play(db, s, A.PLAY_CARD, A.DEST_SPELL + 1)
    assert counter(s, 0, Counter.FACE_DOWN_PLAYS) == 1
    s, events = _use(db, s, zone=1)
    assert monsters(s, 1)[0] == 0 and spells(s, 0)[1] == 0
    assert of(events, ev.MagicUsed)[0].from_hand is False and counter(s, 0, Counter.PURE_MAGIC) == 1
