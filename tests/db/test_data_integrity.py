"""Integrity of the committed data set: counts, symmetry, references and pool totals (App. A, R2.1)."""

from __future__ import annotations

import numpy as np

from game.commands.check_data import counts
from game.db.vocab import N_DUELISTS, POOL_TOTAL, Kind, Magic, Trap


def test_headline_counts(db):
    c = counts(db)
    assert c["cards"] == 722
    assert c["monsters"] == 621
    assert c["fusions"] == 25146
    assert c["fusions_without_glitch"] == 25131
    assert c["glitch_fusions"] == 15
    assert c["fusion_results_without_glitch"] == 204
    assert c["equip_pairs"] == 4041
    assert c["equip_cards"] == 34
    assert c["rituals"] == 24 and c["ritual_recipes"] == 24
    assert c["pools"] == 160 and c["pools_summing_to_2048"] == 160


def test_r2_1_kind_counts_and_id_ranges(db):
    ids = np.arange(len(db.kind))
    monsters = set(ids[db.kind == Kind.MONSTER])
    assert monsters == set(range(1, 301)) | set(range(351, 651)) | set(range(701, 721)) | {722}
    magic = set(ids[np.isin(db.kind, (Kind.MAGIC, Kind.FIELD))])
    assert magic == {320, *range(329, 351), 653, *range(655, 657), *range(660, 665), 669, 672}
    assert set(ids[db.kind == Kind.FIELD]) == set(range(330, 336))
    assert set(ids[db.kind == Kind.TRAP]) == set(range(681, 691))
    assert (db.kind == Kind.EQUIP).sum() == 34 and (db.kind == Kind.RITUAL).sum() == 24
    assert db.kind[0] == Kind.NONE and db.names[0] == ""


def test_r2_3_types_match_kinds(db):
    mon = db.kind == Kind.MONSTER
    assert ((db.type[mon] >= 0) & (db.type[mon] <= 19)).all()
    assert (db.type[np.isin(db.kind, (Kind.MAGIC, Kind.FIELD))] == 20).all()
    assert (db.type[db.kind == Kind.TRAP] == 21).all()
    assert (db.type[db.kind == Kind.RITUAL] == 22).all()
    assert (db.type[db.kind == Kind.EQUIP] == 23).all()


def test_monster_stats_and_stars(db):
    mon = db.kind == Kind.MONSTER
    assert ((db.atk[mon] % 10 == 0) & (db.atk[mon] <= 5000)).all()
    assert ((db.def_[mon] % 10 == 0) & (db.def_[mon] <= 5000)).all()
    assert ((db.star1[mon] >= 1) & (db.star2[mon] >= 1)).all()
    assert (db.star1[~mon] == 0).all() and (db.atk[~mon] == 0).all()


def test_fusion_matrix_symmetric_and_results_valid(db):
    assert db.fusion.shape == (723, 723)
    assert (db.fusion == db.fusion.T).all()
    assert (db.fusion_glitch == db.fusion_glitch.T).all()
    results = db.fusion[db.fusion > 0]
    assert (db.kind[results] != Kind.NONE).all()
    assert (db.fusion[0] == 0).all()
    assert (db.fusion[db.fusion_glitch] > 0).all()


def test_r5_8_non_monster_fusion_materials_and_results_are_reported(db):
    """R5.8 / App. A: the lookup does not check kinds, so the loader reports (not rejects) such rows."""
    c = counts(db)
    assert c["fusions_with_non_monster_material"] == 175
    assert c["fusions_with_non_monster_result"] == 161  # the reference README's count
    assert db.fusion[15, 334] == 301  # a monster + a field card listed as a recipe


def test_equips_reference_equip_cards_and_monsters(db):
    e, m = np.nonzero(db.equip_ok)
    assert (db.kind[e] == Kind.EQUIP).all() and (db.kind[m] == Kind.MONSTER).all()
    assert db.equip_ok[657].sum() == 621  # Megamorph fits every monster
    assert db.equip_ok[301].sum() == 63  # Legendary Sword
    assert db.equip_bonus[657] == 1000
    assert (db.equip_bonus[(db.kind == Kind.EQUIP)] > 0).all()
    assert (db.magic[db.kind == Kind.EQUIP] == Magic.EQUIP).all()


def test_r10_1_rituals_reference_monsters(db):
    rituals = np.nonzero(db.ritual[:, 3])[0]
    assert set(rituals) == set(np.nonzero(db.kind == Kind.RITUAL)[0])
    assert (db.kind[db.ritual[rituals]] == Kind.MONSTER).all()
    assert tuple(db.ritual[675]) == (1, 1, 1, 380)  # three Blue-eyes -> Ultimate Dragon
    assert tuple(db.ritual[721])[3] == 722


def test_r13_pools_sum_to_2048_and_deck_pools_stop_at_720(db):
    sums = db.pools.sum(axis=2)
    assert (sums == POOL_TOTAL).all()
    assert db.pools.shape == (N_DUELISTS, 4, 723)
    assert (db.pools[:, 0, 721:] == 0).all()
    assert (db.pools[..., 0] == 0).all()
    assert (db.pools[0] == db.pools[1]).all()
    assert (db.pools[39, 1:] == db.pools[6, 1:]).all()  # Duel Master K drops as Villager 3 (R13.16)


def test_r8_traps_and_r7_magic_tables(db):
    assert [int(db.trap_threshold[i]) for i in range(681, 687)] == [500, 1000, 1500, 2000, 3000, 25500]
    assert (db.trap[681:687] == Trap.ATTACK).all()
    assert db.trap[690] == Trap.DECOY and db.trap[687] == Trap.BURN and db.trap[688] == Trap.HEAL
    assert db.trap[689] == Trap.POWER_UP
    assert [int(db.magic_param[i]) for i in range(338, 348)] == [200, 500, 1000, 2000, 5000, 50, 100, 200, 500, 1000]
    assert db.magic[336] == Magic.DESTROY_ALL_BOTH and db.magic[337] == Magic.DESTROY_ALL_OPPONENT
    assert db.magic_param[661] == 1500 and db.magic_param[348] == 3
    assert db.magic_param[329] == 0 and db.magic[329] == Magic.DESTROY_TYPE  # Dragon is type 0
    assert db.magic_param[664] == 12  # Fish


def test_r11_terrain_and_star_tables(db):
    assert db.terrain_bonus.shape == (7, 20)
    assert (db.terrain_bonus[0] == 0).all()
    assert (db.terrain_bonus[:, 11] == 0).all()  # Reptile is never changed
    assert db.terrain_bonus[5, 14] == -500 and db.terrain_bonus[6, 8] == -500
    assert list(db.terrain_field_card[1:]) == [330, 331, 332, 333, 334, 335]
    # R11.3: Sun > Moon > Venus > Mercury > Sun ; Mars > Jupiter > ... > Neptune > Mars
    sun, moon, venus, mercury = 8, 9, 10, 7
    mars, jupiter, saturn, neptune = 1, 2, 3, 6
    assert db.star_beats[sun, moon] == 1 and db.star_beats[moon, sun] == -1
    assert db.star_beats[mercury, sun] == 1 and db.star_beats[venus, mercury] == 1
    assert db.star_beats[mars, jupiter] == 1 and db.star_beats[neptune, mars] == 1
    assert db.star_beats[mars, saturn] == 0 and db.star_beats[sun, mars] == 0
    assert (db.star_beats == -db.star_beats.T).all()
    assert db.star_bonus == 500


def test_duelists_and_ai_parameters(db):
    assert db.duelist_names[15] == "Pegasus" and db.duelist_names[38] == "Nitemare"
    assert {d for d in range(1, 40) if db.ai_param(d, "sees_hidden")} == {8, 15, 35, 36, 37, 38}
    assert {d for d in range(1, 40) if db.ai_param(d, "home_field_card")} == {21, 23, 25, 27, 29, 34}
    assert db.home_terrain[33] == 6 and db.home_terrain[1] == -1
    for d in range(1, 40):
        assert sum(db.ai_param(d, k) for k in ("ahead_a", "ahead_b", "ahead_c")) == 100
    assert len(db.ai_lists["wall_to_defence"]) == 20


def test_card_lookup_by_name_and_id(db):
    assert db.card_id("Blue-eyes White Dragon") == 1
    assert db.card_id("blue-EYES white dragon") == 1
    assert db.card_id("480") == 480 and db.names[480] == "Kuwagata α"
    for bad in ("No Such Card", 0, 723):
        try:
            db.card_id(bad)
        except KeyError:
            continue
        raise AssertionError(f"{bad!r} resolved")
