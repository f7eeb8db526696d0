"""Grind relief: the drop assist (best of three rolls, from the duel's own generator), the starchip
multiplier, their record in the save, and their effect in the "where to farm" planner."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.career.model import Options, new_save
from game.db.vocab import Pool
from game.rules import rank as rank_rules
from game.rules.rng import PsxRng


def _won_state(db, seed: int = 5):
    from game.rules.setup import new_duel
    from game.rules.state import EndReason, Phase

    deck = list(range(1, 41))
    state = new_duel(db, deck, None, opponent=7, rng_seed=seed)
    return replace(state, phase=Phase.OVER, winner=0, end_reason=EndReason.LP)


def test_without_the_assist_the_drop_is_the_original_single_roll(db):
    from game.rules.outcome import duel_rank, roll_drop

    state = _won_state(db)
    rank = duel_rank(db, state)
    plain = roll_drop(db, state, rank)
    assert plain == rank_rules.drop_roll(db, 7, rank.pool, PsxRng(state.rng_state))
    assert roll_drop(db, state, rank, assist=False) == plain


@pytest.mark.parametrize("seed", range(8))
def test_assist_keeps_the_rarest_of_three_rolls_of_the_duels_own_generator(db, seed):
    from game.rules.outcome import drop_preference, duel_rank, roll_drop

    state = _won_state(db, seed)
    rank = duel_rank(db, state)
    rng = PsxRng(state.rng_state)
    rolls = [rank_rules.drop_roll(db, 7, rank.pool, rng) for _ in range(3)]
    kept = roll_drop(db, state, rank, assist=True)
    assert kept in rolls and kept == roll_drop(db, state, rank, assist=True)  # replays give the same card
    weights = [int(db.pools[7, rank.pool, r.card]) for r in rolls]
    assert int(db.pools[7, rank.pool, kept.card]) == min(weights)
    assert drop_preference(db, 7, rank.pool, kept.card) == min(drop_preference(db, 7, rank.pool, r.card)
                                                                for r in rolls)


def test_assisted_chances_are_a_distribution_and_match_many_rolls(db):
    from game.career.relief import assisted_chance
    from game.rules.outcome import drop_preference

    pool = Pool.SA_POW
    exact = {c: assisted_chance(db, 7, pool, c) for c in range(1, 723)}
    assert sum(exact.values()) == pytest.approx(1.0)
    rng, n, hits = PsxRng(99), 30_000, {}
    for _ in range(n):
        rolls = [rank_rules.drop_roll(db, 7, pool, rng).card for _ in range(3)]
        best = min(rolls, key=lambda c: drop_preference(db, 7, pool, c))
        hits[best] = hits.get(best, 0) + 1
    for card, count in hits.items():
        assert count / n == pytest.approx(exact[card], abs=0.01)


def test_where_to_farm_reports_the_assisted_chance(db):
    from game.career.farming import drop_sources

    rows = drop_sources(db, 1)
    assert rows and all(0 < r.assisted_chance <= 1 for r in rows)
    rarest = min(rows, key=lambda r: r.weight)
    assert rarest.assisted_expected_wins == pytest.approx(1 / rarest.assisted_chance)


def test_relief_options_are_off_by_default_and_absent_from_a_classic_save():
    from game.career.codec import from_body, to_body

    save = new_save("YUGI", 7, list(range(1, 41)))
    body = to_body(save)
    assert save.options.drop_assist is False and save.options.starchip_multiplier == 1
    assert "drop_assist" not in body["options"] and "relief_wins" not in body  # old documents unchanged
    on = replace(save, options=replace(save.options, drop_assist=True, starchip_multiplier=3), relief_wins=4)
    again = from_body(to_body(on))
    assert again == on and from_body(body) == save


@pytest.mark.parametrize("key, value, words", [
    ("starchip_multiplier", 7, "expected one of 1, 2, 3"),
    ("starchip_multiplier", True, "expected one of 1, 2, 3"),
    ("drop_assist", "yes", "expected true or false"),
])
def test_bad_relief_option_names_the_field(key, value, words):
    from game.career.codec import InvalidSave, from_body, to_body

    body = to_body(new_save("YUGI", 7, list(range(1, 41))))
    body["options"][key] = value
    with pytest.raises(InvalidSave, match=words) as info:
        from_body(body)
    assert f"options.{key}" in str(info.value)


def test_a_win_with_relief_pays_more_starchips_and_is_remembered(db):
    from game.scenes.career.session import Career
    from game.scenes.duel.setup import DuelResult

    rank = rank_rules.rank(db, (3, 0, 0, 0, 0, 0, 8, 8000, 0, 0), "lp")
    save = replace(new_save("YUGI", 7, list(range(1, 41))), options=Options(starchip_multiplier=2))
    career = Career(save)
    result = DuelResult(0, "lp", "TOTAL ANNIHILATION", ((0,) * 10, (0,) * 10), ((0,) * 9, (0,) * 9), 7, rank=rank,
                        dropped=5, starchip_multiplier=2)
    gained, card, added = career.apply_result(result, campaign=False)
    assert gained == 2 * rank.starchips and career.save.starchips == 2 * rank.starchips
    assert card == 5 and added and career.save.relief_wins == 1
    plain = Career(new_save("YUGI", 7, list(range(1, 41))))
    plain.apply_result(replace(result, starchip_multiplier=1), campaign=False)
    assert plain.save.starchips == rank.starchips and plain.save.relief_wins == 0


def test_make_setup_carries_the_careers_relief_options(db):
    from types import SimpleNamespace

    from game.scenes.career.session import Career, make_setup

    save = replace(new_save("YUGI", 7, list(range(1, 41))), options=Options(drop_assist=True, starchip_multiplier=3))
    ctx = SimpleNamespace(config=SimpleNamespace(get=lambda key: False))
    setup = make_setup(ctx, Career(save), 7, None, "Free Duel", 1)
    assert setup.drop_assist is True and setup.starchip_multiplier == 3


def test_relief_label_names_what_was_on():
    from game.career.relief import relief_label

    assert relief_label(False, 1) == ""
    assert relief_label(True, 2) == "drop assist, starchips x2"
    assert relief_label(False, 3) == "starchips x3"


def test_relief_on_and_the_starchips_earned_follow_the_two_options():
    from game.career.relief import relief_on, starchips_earned

    assert not relief_on(False, 1)
    assert relief_on(True, 1) and relief_on(False, 2)
    assert starchips_earned(5, 1) == 5 and starchips_earned(5, 3) == 15
