"""Rank score, letter, starchips, drop pool and dropped card (R13.2-R13.14)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from game.db.vocab import Pool
from game.rules.rank import (
    COUNTER_NAMES,
    add_starchips,
    counter_points,
    drop_card,
    drop_pool,
    letter_of,
    rank,
    score,
    starchips_for,
)
from game.rules.rng import PsxRng
from game.rules.state import EndReason, Phase

BEST = (0, 0, 0, 0, 0, 0, 0, 8000, 0, 0)
WORST = (33, 20, 15, 31, 10, 7, 37, 0, 15, 15)
PLAIN = (10, 4, 0, 0, 0, 0, 20, 5000, 1, 1)  # every row in its 0-point band but the rows worth +2


class ScriptedRng:
    """Returns the given values in order, like PsxRng.next() would."""

    def __init__(self, *values: int) -> None:
        self.values = list(values)
        self.calls = 0

    def next(self) -> int:
        self.calls += 1
        return self.values.pop(0)


# R13.4 read as ranges: (row, counter, points) at both ends of every band
_BAND_EDGES = [
    (0, 0, 12), (0, 4, 12), (0, 5, 8), (0, 8, 8), (0, 9, 0), (0, 28, 0), (0, 29, -8), (0, 32, -8), (0, 33, -12),
    (0, 500, -12), (1, 1, 4), (1, 2, 2), (1, 3, 2), (1, 4, 0), (1, 9, 0), (1, 10, -2), (1, 19, -2), (1, 20, -4),
    (2, 1, 0), (2, 2, -10), (2, 5, -10), (2, 6, -20), (2, 10, -30), (2, 14, -30), (2, 15, -40),
    (3, 0, 0), (3, 1, -2), (3, 10, -2), (3, 11, -4), (3, 21, -6), (3, 31, -8),
    (4, 0, 2), (4, 1, -4), (4, 3, -4), (4, 4, -8), (4, 7, -12), (4, 10, -16),
    (5, 0, 2), (5, 1, -8), (5, 3, -16), (5, 5, -24), (5, 7, -32),
    (6, 8, 15), (6, 9, 12), (6, 12, 12), (6, 13, 0), (6, 32, 0), (6, 33, -5), (6, 36, -5), (6, 37, -7),
    (7, 0, -7), (7, 99, -7), (7, 100, -5), (7, 999, -5), (7, 1000, 0), (7, 6999, 0), (7, 7000, 4), (7, 7999, 4),
    (7, 8000, 6), (8, 0, 4), (8, 1, 0), (8, 4, 0), (8, 5, -4), (8, 10, -8), (8, 15, -12),
    (9, 0, 4), (9, 5, -4), (9, 15, -12),
]


@pytest.mark.parametrize("row, counter, points", _BAND_EDGES)
def test_r13_3_threshold_walk_takes_first_threshold_above_the_counter(db, row, counter, points):
    assert counter_points(db, row, counter) == points


def test_r13_2_score_is_base_plus_end_adjustment_plus_points(db):
    assert score(db, PLAIN, "lp") == 50 + 2 + 2 + 2
    assert score(db, PLAIN, "deck_out") == 50 - 40 + 2 + 2
    assert score(db, PLAIN, "exodia") == 50 + 40 + 2 + 2


def test_r13_5_best_case_is_139_s_pow(db):
    best = rank(db, BEST, "exodia")
    assert (best.score, best.name, best.starchips, best.pool) == (139, "S-POW", 5, Pool.SA_POW)


def test_r13_5_worst_case_is_minus_140_s_tec(db):
    worst = rank(db, WORST, "deck_out")
    assert (worst.score, worst.name, worst.starchips, worst.pool) == (-140, "S-TEC", 5, Pool.SA_TEC)


def test_r13_2_points_are_reported_per_counter(db):
    result = rank(db, BEST, "lp")
    assert result.points == (12, 4, 0, 0, 2, 2, 15, 6, 4, 4)
    assert result.end_adjustment == 2 and len(result.points) == len(COUNTER_NAMES)


@pytest.mark.parametrize("value, name", [(50, "D-POW"), (49, "D-TEC"), (9, "S-TEC"), (10, "A-TEC"),
                                         (-140, "S-TEC"), (139, "S-POW"), (89, "A-POW"), (90, "S-POW")])
def test_r13_8_letter_test_points(value, name):
    letter, axis, _tier = letter_of(value)
    assert f"{letter}-{axis}" == name


def test_r13_7_letters_starchips_and_pools_match_the_data_table(db):
    pools = {"sa_pow": Pool.SA_POW, "bcd": Pool.BCD, "sa_tec": Pool.SA_TEC}
    for value in range(-140, 140):
        row = next(r for r in db.rank_letters if r["min"] <= min(max(value, 0), 99) <= r["max"])
        letter, axis, tier = letter_of(value)
        assert (f"{letter}-{axis}", starchips_for(tier), drop_pool(axis, tier)) == (
            row["rank"], row["starchips"], pools[row["pool"]]), value


def test_r13_10_starchip_total_capped(db):
    assert add_starchips(999_998, 5) == 999_999
    assert add_starchips(10, 5) == 15


def _pool(db, duelist: int, pool: Pool) -> np.ndarray:
    return db.pools[duelist, pool].astype(np.int64)


def test_r13_12_roll_walks_ids_to_the_first_running_total_at_least_t(db):
    duelist, pool = 1, Pool.BCD
    weights = _pool(db, duelist, pool)
    assert weights.sum() == 2048
    running = np.cumsum(weights)
    first = int(np.flatnonzero(weights)[0])
    assert drop_card(db, duelist, pool, ScriptedRng(0)) == first  # t = 1
    last = int(np.flatnonzero(weights)[-1])
    assert drop_card(db, duelist, pool, ScriptedRng(0x7FF)) == last  # t = 2048
    assert drop_card(db, duelist, pool, ScriptedRng(0x7FFF)) == last  # only the low 11 bits count
    boundary = int(running[first])  # t equal to the first card's total still picks it
    assert drop_card(db, duelist, pool, ScriptedRng(boundary - 1)) == first
    assert drop_card(db, duelist, pool, ScriptedRng(boundary)) == int(np.flatnonzero(running > boundary)[0])


def test_r13_12_roll_uses_exactly_one_rng_value(db):
    rng = ScriptedRng(5, 6)
    drop_card(db, 3, Pool.SA_POW, rng)
    assert rng.calls == 1


def test_r13_12_unreached_roll_gives_no_card(db):
    pools = np.array(db.pools)
    pools[2, Pool.BCD] = 0
    pools[2, Pool.BCD, 10] = 100
    edited = dataclasses.replace(db, pools=pools)
    assert drop_card(edited, 2, Pool.BCD, ScriptedRng(99)) == 10
    assert drop_card(edited, 2, Pool.BCD, ScriptedRng(100)) == 0


def test_r13_14_drop_walk_reaches_ids_721_and_722(db):
    pools = np.array(db.pools)
    pools[2, Pool.SA_TEC] = 0
    pools[2, Pool.SA_TEC, 721] = 1024
    pools[2, Pool.SA_TEC, 722] = 1024
    edited = dataclasses.replace(db, pools=pools)
    assert drop_card(edited, 2, Pool.SA_TEC, ScriptedRng(1023)) == 721
    assert drop_card(edited, 2, Pool.SA_TEC, ScriptedRng(1024)) == 722


def test_r13_12_psx_rng_roll_is_reproducible(db):
    from game.rules.rng import PsxRng

    first = [drop_card(db, 5, Pool.BCD, PsxRng(1234)) for _ in range(2)]
    assert first[0] == first[1] != 0
    rng = PsxRng(1234)
    t = (rng.next() & 0x7FF) + 1  # the one roll drop_card makes, done by hand (R13.12)
    running = np.cumsum(db.pools[5, Pool.BCD, 1:], dtype=np.int64)
    assert first[0] == int(np.argmax(running >= t)) + 1 and db.pools[5, Pool.BCD, first[0]] > 0
    drops = {drop_card(db, 5, Pool.BCD, PsxRng(seed)) for seed in range(40)}
    assert len(drops) > 3, "different seeds must roll different cards"


def test_unknown_win_kind_or_wrong_counter_count_is_refused(db):
    with pytest.raises(ValueError, match="win kind"):
        rank(db, PLAIN, "surrender")
    with pytest.raises(ValueError, match="10 counters"):
        rank(db, PLAIN[:9], "lp")


# ---------------------------------------------------------------- rank of a finished duel (game.rules.outcome)

def _won(db, counters, reason=EndReason.LP, winner=0):
    from dataclasses import replace

    from rules.duelkit import make_duel

    s = make_duel(db, field0=["Celtic Guardian"], phase="field", seed=12345)
    s = replace(s, sides=(replace(s.sides[0], counters=tuple(counters)), s.sides[1]), phase=Phase.OVER,
                winner=winner, end_reason=reason, opponent=7)
    return s


def test_r13_1_rank_of_a_finished_duel_is_computed_by_the_engine(db):
    from game.rules.outcome import duel_rank

    counters = [3, 0, 0, 0, 0, 0, 8, 8000, 0, 0]  # R13.4: +12 +4 0 0 +2 +2 +15 +6 +4 +4 = 49
    rank = duel_rank(db, _won(db, counters))
    assert rank.score == 50 + 2 + 49 and rank.name == "S-POW"  # R13.2 LP win +2, R13.7
    assert duel_rank(db, _won(db, counters, EndReason.DECK_OUT)).score == 50 - 40 + 49
    assert duel_rank(db, _won(db, counters, winner=1)) is None  # R12.5: a loss is not ranked


def test_r13_12_drop_event_carries_the_roll_the_threshold_and_the_pool(db):
    from game.rules.events import DropRolled
    from game.rules.outcome import duel_rank, roll_drop

    state = _won(db, [3, 0, 0, 0, 0, 0, 8, 8000, 0, 0])
    rank = duel_rank(db, state)
    drop = roll_drop(db, state, rank)
    r = PsxRng(12345).next()  # the duel's generator, continued from the final state
    t = (r & 0x7FF) + 1
    weights = db.pools[7, Pool.SA_POW]
    card = next(c for c in range(1, 723) if int(weights[1:c + 1].sum()) >= t)
    assert drop == DropRolled(duelist=7, pool=int(Pool.SA_POW), roll=r, threshold=t, card=card)


def test_rank_projection_and_the_scenes_thin_import(db):
    from game.rules import outcome
    from game.scenes.duel import setup as scene_setup

    assert scene_setup.projected_rank is outcome.projected_rank
    state = _won(db, [3, 0, 2, 0, 0, 0, 8, 8000, 0, 0])
    assert outcome.projected_rank(db, state).points[2] == -10  # R13.4 row 2: 2-5 defensive wins cost 10
