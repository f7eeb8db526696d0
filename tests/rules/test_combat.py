"""Battle arithmetic (R2.7, R6.5-R6.12, R11.1) and the board resolver against the scalar path."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.db.vocab import Kind, Terrain
from game.rules.combat import (
    BattleOutcome,
    battle_outcome,
    board_outcomes,
    direct_attack_damage,
    effective_stat,
    star_adjustment,
    terrain_modifier,
)

MARS, JUPITER, SATURN, NEPTUNE, MERCURY, SUN, MOON = 1, 2, 3, 6, 7, 8, 9
BLUE_EYES, MYSTICAL_ELF, LEGENDARY_SWORD = 1, 2, 301  # Dragon, Spellcaster, equip


def test_r2_7_modifiers_summed_then_clamped_once():
    assert effective_stat(800, 500, -1000, 500) == 800
    assert effective_stat(800, 0, -2000, 500) == 0
    assert effective_stat(5000, 5000, 0, 500) == 9999
    assert effective_stat(300, 500, -1000, 0) == 0


def test_r11_1_terrain_modifier_by_type(db):
    assert terrain_modifier(db, BLUE_EYES, Terrain.MOUNTAIN) == 500
    assert terrain_modifier(db, MYSTICAL_ELF, Terrain.YAMI) == 500
    assert terrain_modifier(db, BLUE_EYES, Terrain.NORMAL) == 0
    assert terrain_modifier(db, LEGENDARY_SWORD, Terrain.YAMI) == 0


def test_r11_1_no_terrain_changes_reptiles(db):
    reptiles = np.flatnonzero((db.kind == Kind.MONSTER) & (db.type == 11))
    assert all(terrain_modifier(db, int(c), t) == 0 for c in reptiles[:5] for t in Terrain)


def test_r6_5_star_adjustment_from_the_attacker_side(db):
    assert star_adjustment(db, SUN, MOON) == 500
    assert star_adjustment(db, MOON, SUN) == -500
    assert star_adjustment(db, MERCURY, SUN) == 500  # the solar cycle closes
    assert star_adjustment(db, NEPTUNE, MARS) == 500  # and so does the outer one
    assert star_adjustment(db, MARS, SATURN) == 0  # two steps apart
    assert star_adjustment(db, SUN, MARS) == 0  # different cycles
    assert star_adjustment(db, SUN, SUN) == 0


@pytest.mark.parametrize("atk, adj, dfd, margin", [(9999, 500, 9900, 99), (9999, -500, 9999, -500),
                                                   (100, -500, 0, -400)])
def test_r6_6_asymmetric_cap_never_floored(atk, adj, dfd, margin):
    assert battle_outcome(atk, adj, dfd, False).margin == margin


def test_r6_9_attack_position_outcomes():
    assert battle_outcome(2000, 0, 1500, False) == BattleOutcome(2000, 500, False, True, 0, 500)
    assert battle_outcome(1500, 0, 2000, False) == BattleOutcome(1500, -500, True, False, 500, 0)
    assert battle_outcome(1500, 500, 2000, False) == BattleOutcome(2000, 0, True, True, 0, 0)


def test_r6_10_defence_position_outcomes():
    assert battle_outcome(2000, 0, 1500, True) == BattleOutcome(2000, 500, False, True, 0, 0)
    assert battle_outcome(1500, 0, 2000, True) == BattleOutcome(1500, -500, False, False, 500, 0)
    assert battle_outcome(2000, 0, 2000, True) == BattleOutcome(2000, 0, False, False, 0, 0)


def test_r6_12_tie_is_margin_zero_even_with_odd_stats():
    tie = battle_outcome(1001, 0, 1001, False)
    assert (tie.attacker_destroyed, tie.defender_destroyed, tie.damage_to_attacker_owner) == (True, True, 0)
    off_by_one = battle_outcome(1000, 0, 1001, False)
    assert (off_by_one.attacker_destroyed, off_by_one.damage_to_attacker_owner) == (True, 1)


def test_r6_7_direct_attack_is_eff_atk():
    assert direct_attack_damage(2500) == 2500
    assert direct_attack_damage(0) == 0


def _scalar_board(db, a_ids, a_eq, a_pen, a_star, d_ids, d_eq, d_pen, d_star, d_def, terrain):
    rows = []
    for i, a in enumerate(a_ids):
        eff = effective_stat(int(db.atk[a]), a_eq[i], a_pen[i], terrain_modifier(db, a, terrain))
        row = []
        for j, d in enumerate(d_ids):
            stat = db.def_ if d_def[j] else db.atk
            dv = effective_stat(int(stat[d]), d_eq[j], d_pen[j], terrain_modifier(db, d, terrain))
            row.append(battle_outcome(eff, star_adjustment(db, a_star[i], d_star[j]), dv, bool(d_def[j])))
        rows.append((row, direct_attack_damage(eff) if a else 0))
    return rows


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), terrain=st.sampled_from(list(Terrain)))
def test_r6_board_resolver_agrees_with_scalar_battles(db, seed, terrain):
    rng = np.random.default_rng(seed)
    monsters = np.flatnonzero(db.kind == Kind.MONSTER)
    n_att, n_def = rng.integers(1, 6, size=2)
    a_ids = rng.choice(monsters, n_att)
    d_ids = rng.choice(monsters, n_def)
    a_ids[rng.random(n_att) < 0.2] = 0
    d_ids[rng.random(n_def) < 0.2] = 0
    a_eq, d_eq = (rng.integers(0, 8, n) * 500 for n in (n_att, n_def))
    a_pen, d_pen = (-rng.integers(0, 6, n) * 500 for n in (n_att, n_def))
    a_star, d_star = (rng.integers(1, 11, n) for n in (n_att, n_def))
    d_def = rng.random(n_def) < 0.5
    a_def = rng.random(n_att) < 0.3
    board = board_outcomes(db, a_ids, d_ids, attacker_stars=a_star, defender_stars=d_star,
                           defender_defence=d_def, attacker_defence=a_def, attacker_equip=a_eq,
                           attacker_penalty=a_pen, defender_equip=d_eq, defender_penalty=d_pen, terrain=terrain)
    expected = _scalar_board(db, a_ids, a_eq, a_pen, a_star, d_ids, d_eq, d_pen, d_star, d_def, terrain)
    for i, (row, direct) in enumerate(expected):
        assert board.direct[i] == direct
        for j, out in enumerate(row):
            got = BattleOutcome(int(board.attacker_value[i, j]), int(board.margin[i, j]),
                                bool(board.attacker_destroyed[i, j]), bool(board.defender_destroyed[i, j]),
                                int(board.damage_to_attacker_owner[i, j]), int(board.damage_to_defender_owner[i, j]))
            assert got == out
            assert board.legal[i, j] == (a_ids[i] != 0 and not a_def[i] and d_ids[j] != 0)
