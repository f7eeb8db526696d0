"""Issue 35: ``fmduel randomize`` writes nothing when stopped or refused, and prints the code it made."""

from __future__ import annotations

from game.cli import main
from game.randomizer import build


def test_ctrl_c_writes_no_mod_and_exits_130(tmp_path, monkeypatch, capsys):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(build, "generate", interrupted)
    assert main(["randomize", "--seed", "4", "--out", str(tmp_path), "--jobs", "1"]) == 130
    out = capsys.readouterr()
    assert out.err == "fmduel randomize: stopped by Ctrl-C; no mod written\n"
    assert out.out.startswith("FMR2-") and list(tmp_path.iterdir()) == []


def test_a_run_that_fails_a_guarantee_writes_nothing_and_exits_1(tmp_path, monkeypatch, capsys):
    def refused(*args, **kwargs):
        raise build.GenerationError("the duel against duelist 7 stays below the stated win rate")

    monkeypatch.setattr(build, "generate", refused)
    assert main(["randomize", "FMR1-NKIAAAAADY", "--out", str(tmp_path), "--jobs", "1"]) == 1
    err = capsys.readouterr().err
    assert err == ("fmduel randomize: FMR1-NKIAAAAADY: the duel against duelist 7 stays below the stated win rate; "
                   "no mod written\n")
    assert list(tmp_path.iterdir()) == []
