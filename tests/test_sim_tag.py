"""``fmduel sim --tag A,B vs C,D``: tag line-ups, team wins and reasons, determinism, clear errors."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.sim.specs import parse_spec
from game.sim.study import Kind
from game.sim.tag import simulate_tag
from game.sim.tally import add_result, new_counts


def _sim(capsys, *args):
    code = main(["sim", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_r17_two_hundred_tag_duels_of_every_level_run_without_error(db):
    teams = ((parse_spec(db, "7:retail"), parse_spec(db, "17:strong")),
             (parse_spec(db, "38:fair"), parse_spec(db, "15:random")))
    results = simulate_tag(None, teams, duels=200, seed=11, jobs=1, random_first=True)
    report = new_counts(Kind.TAG)
    for r in results:
        add_result(Kind.TAG, report, r)
    assert report["team1_wins"] + report["team2_wins"] + report["draws"] == 200
    assert report["draws"] == 0 and 0 < report["team1_first"] < 200  # R17.6 random first team
    assert all(r.reason in ("lp", "deck_out", "exodia") for r in results)


def test_tag_json_summary_and_same_report_whatever_the_job_count(capsys):
    args = ["--tag", "7:retail,17:fair", "vs", "20:retail,12:strong", "--duels", "6", "--seed", "2", "--json"]
    code, out, err = _sim(capsys, *args, "--jobs", "1")
    assert code == 0, err
    code, two, _ = _sim(capsys, *args, "--jobs", "2")
    assert out == two
    one = json.loads(out)
    teams = one["study"]["sides"]["teams"]
    assert [s["spec"] for s in teams[0]] == ["7:retail", "17:fair"] and teams[1][1]["level"] == "strong"
    counts = one["counts"]
    assert set(counts["win_reasons"]) == {"team1", "team2"} and "rank_letters" not in counts  # R17.18


def test_tag_table_output(capsys):
    code, out, _ = _sim(capsys, "--tag", "7,7:random", "vs", "7:random,7", "--duels", "2", "--jobs", "1")
    assert code == 0 and "team 1 win reasons" in out and "seats" in out


@pytest.mark.parametrize("args,needle", [
    (["--tag", "7,17", "and", "1,2"], "argument --tag: expected 'A,B vs C,D'"),
    (["--tag", "7", "vs", "1,2"], "argument --tag: a team is two specs"),
    (["--tag", "7,17:genius", "vs", "1,2"], "argument --tag: unknown level 'genius'"),
    (["--tag", "7,17", "vs", "1,40"], "argument --tag: no duelist with id 40"),
    (["--b", "1"], "argument --a: is required"),
])
def test_bad_tag_arguments_exit_2_naming_the_argument(capsys, args, needle):
    code, _, err = _sim(capsys, *args)
    assert code == 2 and needle in err and "Traceback" not in err
