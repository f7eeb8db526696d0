"""``fmduel sim``: specs, determinism across job counts, the summary, and clear errors (exit 2)."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck
from game.sim.executors import LocalExecutor
from game.sim.runner import run_chunk, run_duel
from game.sim.shards import dumps, run_range
from game.sim.specs import SpecError, parse_spec
from game.sim.study import duel_study


def _sim(capsys, *args):
    code = main(["sim", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_summary_has_every_figure(capsys):
    code, out, err = _sim(capsys, "--a", "1:strong", "--b", "Simon Muran", "--duels", "6", "--seed", "3",
                          "--jobs", "1", "--json")
    assert code == 0, err
    summary = json.loads(out)
    r = summary["counts"]
    assert r["a_wins"] + r["b_wins"] + r["draws"] == 6 == r["duels"] == summary["count"]
    sides = summary["study"]["sides"]
    assert sides["a"]["level"] == "strong" and sides["b"]["level"] == "retail" and sides["b"]["duelist"] == 1
    assert sum(r["rank_letters"].values()) == r["a_wins"]
    assert sum(r["drops"].values()) <= r["a_wins"] and r["turns"] > 0
    assert set(r["win_reasons"]) == {"a", "b"}


def test_table_output(capsys):
    code, out, _ = _sim(capsys, "--a", "7:random", "--b", "7", "--duels", "2", "--jobs", "1")
    assert code == 0
    for key in ("duels", "average turns", "A rank letters", "drops earned"):
        assert key in out


def test_same_seed_same_report_whatever_the_job_count(db):
    a, b = parse_spec(db, "7:fair"), parse_spec(db, "17:retail")
    study = duel_study(db, a, b, seed=5)
    one, _ = run_range(study, run_chunk, (a, b, 5), first=0, count=10, executor=LocalExecutor(1, None, db))
    two, _ = run_range(study, run_chunk, (a, b, 5), first=0, count=10, executor=LocalExecutor(2, None, db))
    assert dumps(one) == dumps(two) and one["count"] == 10


def test_deck_file_spec_and_duel_master_k_copy(db, tmp_path, capsys, monkeypatch):
    from game.career.deckfile import save_deck_file
    from game.sim import runner

    deck = deal_deck(db, 7, PsxRng(9))
    path = save_deck_file(db, tmp_path / "mine.yaml", deck)
    side = parse_spec(db, f"{path}:strong")
    assert side.level == "strong" and list(side.deck) == list(deck)
    code, out, err = _sim(capsys, "--a", str(path), "--b", "39:fair", "--duels", "2", "--jobs", "1", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["counts"]["duels"] == 2 and report["study"]["sides"]["b"]["level"] == "fair"
    assert report["study"]["sides"]["a"]["deck"] == list(deck), "the study names the deck file's cards"

    decks = []  # what each duel was really set up with
    real_new_duel = runner.new_duel
    monkeypatch.setattr(runner, "new_duel", lambda db, a, b, **kw: decks.append((list(a), b)) or
                        real_new_duel(db, a, b, **kw))
    result = run_duel(db, parse_spec(db, "39"), parse_spec(db, "7"), seed=1)
    (deck_k, deck_7), = decks
    assert deck_7 == deal_deck(db, 7, PsxRng(runner.derive(1, 0, 1)))  # duelist 7's own dealt deck
    assert deck_k == deck_7, "Duel Master K must copy the other side's deck (R14.15)"
    assert result.turns > 0 and result.reason in ("lp", "deck_out", "exodia", "limit")
    run_duel(db, side, parse_spec(db, "7"), seed=1)
    assert decks[-1][0] == list(deck), "the deck file's cards, in file order, are side A's deck"


@pytest.mark.parametrize("args,needle", [
    (["--a", "40", "--b", "1"], "argument --a: no duelist with id 40 (ids are 1..39)"),
    (["--a", "1", "--b", "Nobody"], "argument --b:"),
    (["--a", "1:genius", "--b", "1"], "argument --a: unknown level 'genius'"),
    (["--a", "1", "--b", "no/such/deck.yaml"], "argument --b:"),
    (["--a", "39", "--b", "39"], "argument --b:"),
    (["--a", "1", "--b", "1", "--duels", "0"], "argument --duels/--count:"),
])
def test_bad_arguments_exit_2_naming_the_argument(capsys, args, needle):
    code, _, err = _sim(capsys, *args)
    assert code == 2
    assert needle in err and "Traceback" not in err


def test_bad_deck_file_is_a_spec_error(db, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("- 1\n- 2\n")
    with pytest.raises(SpecError, match="40"):
        parse_spec(db, str(bad))
