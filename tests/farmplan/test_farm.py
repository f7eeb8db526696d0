"""The farm planner against closed forms: one band always -> 1/p duels; several cards from one duelist ->
the coupon collector's inclusion-exclusion; the relief options applied and named; the duels the same
stepwise, in processes and from the cache; the command line's arguments and output."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from support.saves import starter_cards

REPO = Path(__file__).resolve().parents[2]
TONGYO, TEANA = 543, 2  # dropped only by Teana, in the S/A-POW pool (weight 12 of 2048)


def test_a_deck_that_always_wins_at_one_band_expects_one_over_the_drop_chance(db):
    from game.db.vocab import POOL_TOTAL
    from game.farmplan.odds import Tally, card_figures, drop_chances

    w = int(db.pools[TEANA, 1, TONGYO])
    tally = Tally(TEANA, 200, (200, 0, 0))  # every duel won at S/A-POW
    chance, duels, wins = card_figures(tally, drop_chances(db, TEANA, TONGYO, False))
    assert chance.value == w / POOL_TOTAL and duels.value == pytest.approx(POOL_TOTAL / w)
    assert wins.value == pytest.approx(POOL_TOTAL / w)  # every duel a win: wins = duels
    assert duels.low == pytest.approx(POOL_TOTAL / w)  # the chance per duel cannot be above w/2048
    assert POOL_TOTAL / w < duels.high < 1.05 * POOL_TOTAL / w  # 200 wins of 200: a tight range
    half = Tally(TEANA, 200, (100, 0, 0))  # half the duels won at S/A-POW, the rest lost
    _, duels, wins = card_figures(half, drop_chances(db, TEANA, TONGYO, False))
    assert duels.value == pytest.approx(2 * POOL_TOTAL / w) and wins.value == pytest.approx(POOL_TOTAL / w)
    assert duels.low < duels.value < duels.high
    never = Tally(TEANA, 50, (0, 50, 0))  # always won, but never at a band that drops it
    _, duels, _ = card_figures(never, drop_chances(db, TEANA, TONGYO, False))
    assert duels.value == float("inf") and duels.high == float("inf") and duels.low > 50


def test_several_cards_from_one_duelist_follow_the_coupon_collector():
    from game.farmplan.odds import expected_all

    assert expected_all([0.5]) == 2
    assert expected_all([0.5, 0.25]) == pytest.approx(2 + 4 - 1 / 0.75)
    r = 0.1  # three equally likely cards: (1/r)(1 + 1/2 + 1/3)
    assert expected_all([r, r, r]) == pytest.approx(10 * (1 + 1 / 2 + 1 / 3))
    assert expected_all([0.2, 0.0]) == float("inf")
    rng, rates, runs = random.Random(5), (0.3, 0.1, 0.05), 4000  # and a simulation of the same: one card a duel
    total = 0
    for _ in range(runs):
        seen, n = set(), 0
        while len(seen) < 3:
            n += 1
            u = rng.random()
            if u < 0.45:
                seen.add(0 if u < 0.3 else 1 if u < 0.4 else 2)
        total += n
    assert total / runs == pytest.approx(expected_all(rates), rel=0.04)


def test_the_plan_applies_and_names_the_grind_relief(db):
    from game.career.relief import assisted_chance
    from game.farmplan.job import Relief
    from game.farmplan.odds import Tally, expected_all
    from game.farmplan.plan import build

    tally = Tally(TEANA, 100, (100, 0, 0), starchips=400)
    cards = [TONGYO, *[c for c in range(1, 723) if db.pools[TEANA, 1, c] > 0 and c != TONGYO][:2]]
    plain = build(db, cards, [tally], Relief(), duels=100, seed=0, planned=1)
    assist = build(db, cards, [tally], Relief(True, 2), duels=100, seed=0, planned=1)
    assert plain.relief == "" and assist.relief == "drop assist, starchips x2"
    assert plain.duelists[0].starchips_per_duel == 4 and assist.duelists[0].starchips_per_duel == 8
    assert assist.cards[0].sources[0].chance.value == assisted_chance(db, TEANA, 1, TONGYO)
    rates = [int(db.pools[TEANA, 1, c]) / 2048 for c in cards]
    assert plain.duelists[0].cards == tuple(cards)
    assert plain.duelists[0].duels.value == pytest.approx(expected_all(rates))
    assert plain.to_dict(db)["relief"] == "off" and assist.to_dict(db)["relief"] == "drop assist, starchips x2"
    assert plain.cards[0].sources[0].free_duel is None  # no save: nothing said about Free Duel
    locked = build(db, cards, [tally], Relief(), duels=100, seed=0, planned=1, unlocked=lambda d: d != TEANA)
    assert locked.cards[0].sources[0].free_duel is False and locked.to_dict(db)["duelists"][0]["free_duel"] is False


def test_the_duels_are_the_same_stepwise_in_processes_and_from_the_cache(db, tmp_path):
    from game.farmplan.job import FarmJob

    deck, _ = starter_cards(db)
    a = FarmJob(db, deck, [TONGYO], duels=6, seed=2, cache_dir=tmp_path)
    assert a.duelists == (TEANA,) and a.total == 6 and not a.cached
    steps = list(a.steps())
    assert [p.done for p in steps] == [1, 2, 3, 4, 5, 6]
    b = FarmJob(db, deck, [TONGYO], duels=6, seed=2, use_cache=False)
    assert b.play(None, 2) is False and b.tallies == a.tallies
    c = FarmJob(db, deck, [TONGYO], duels=6, seed=2, cache_dir=tmp_path)
    assert c.cached == (TEANA,) and c.total == 0 and c.tallies == a.tallies and c.plan() == a.plan()
    for path in (tmp_path / "farm").glob("*.json"):  # a damaged cache file is ignored, the duels played again
        path.write_text("{not json")
    d = FarmJob(db, deck, [TONGYO], duels=6, seed=2, cache_dir=tmp_path)
    assert not d.cached and d.total == 6
    assert FarmJob(db, deck, [TONGYO], duels=6, seed=3, cache_dir=tmp_path).total == 6  # another seed, other duels


# ---------------------------------------------------------------- command line

def _cli(*args: str, cache: Path) -> subprocess.CompletedProcess:
    import os

    env = dict(os.environ, FMDUEL_CACHE_DIR=str(cache))
    return subprocess.run([sys.executable, "-m", "game", "farm", *args], capture_output=True, text=True, cwd=REPO,
                          env=env, check=False, timeout=300)


def test_cli_json_gives_the_closed_form_for_the_duels_it_played(tmp_path, db):
    deck, _ = starter_cards(db)
    path = tmp_path / "deck.yaml"
    path.write_text(yaml.safe_dump(deck))
    out = _cli("Tongyo", "--deck", str(path), "--duels", "12", "--jobs", "1", "--json", cache=tmp_path)
    assert out.returncode == 0, out.stderr
    plan = json.loads(out.stdout)
    assert plan["duelists_finished"] == plan["duelists_planned"] == 1 and plan["relief"] == "off"
    source = plan["cards"][0]["sources"][0]
    duelist = plan["duelists"][0]
    assert source["duelist"] == TEANA and source["band"] == "S/A-POW"
    p_pow = duelist["bands"]["S/A-POW"]
    expected = 1 / (p_pow * int(db.pools[TEANA, 1, TONGYO]) / 2048) if p_pow else None
    assert source["duels"]["expected"] == (round(expected, 1) if expected else None)
    lo, hi = source["duels"]["ci95"]
    assert lo <= (expected or float("inf")) and (hi is None or expected <= hi)
    text = _cli("Tongyo", "--deck", str(path), "--duels", "12", "--drop-assist", "on", cache=tmp_path)
    assert text.returncode == 0, text.stderr
    assert "grind relief: drop assist" in text.stdout and "1 from the cache" in text.stdout
    assert "Teana" in text.stdout and "S/A-POW" in text.stdout


def test_cli_a_missing_save_or_a_card_nobody_drops_is_one_line_and_exit_1(tmp_path, capsys, db):
    from game.cli import main

    assert main(["farm", "Tongyo", "--save", "3", "--saves-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("fmduel farm: save slot 3") and err.count("\n") == 1
    deck, _ = starter_cards(db)
    path = tmp_path / "deck.yaml"
    path.write_text(yaml.safe_dump(deck))
    assert main(["farm", "Summoned Skull", "--deck", str(path)]) == 1  # only from the password shop
    err = capsys.readouterr().err
    assert err == "fmduel farm: no duelist drops Summoned Skull; try the password shop\n"
