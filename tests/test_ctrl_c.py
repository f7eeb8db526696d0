"""Issue 25: Ctrl-C stops every long command cleanly and reports what finished (exit 130, no traceback).

Each command runs in its own process group, as in a terminal, and the whole group gets SIGINT, so
worker processes get it too (they ignore it; the parent ends them). Every wait is bounded.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from conftest import REPO
from support.saves import starter_cards


def _interrupt(args: list[str], ready, *, at_most: float = 120) -> tuple[int, str, str]:
    """Starts ``fmduel ARGS``, waits until ``ready()`` (or at most ``at_most`` s), sends SIGINT to its group."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=REPO, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + at_most
        while time.monotonic() < deadline and proc.poll() is None and not ready():
            time.sleep(0.1)
        assert proc.poll() is None, proc.communicate(timeout=30)
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    return proc.returncode, out, err


def _lines(path: Path) -> int:
    return path.read_text().count("\n") if path.exists() else 0


def test_tag_sim_stops_with_the_tag_duels_finished(tmp_path):
    records = tmp_path / "tag.jsonl"
    code, out, err = _interrupt(["sim", "--tag", "7,17", "vs", "20,12", "--duels", "1000000", "--jobs", "1",
                                 "--records", str(records), "--json"],
                                lambda: _lines(records.with_name("tag.jsonl.part")) >= 2)
    assert code == 130 and "stopped by Ctrl-C after" in err
    summary = json.loads(out)
    assert summary["study"]["kind"] == "tag" and summary["count"] >= 1
    assert summary["count"] == _lines(records) - 1


def test_soak_stops_with_a_report_of_the_duels_finished():
    started = time.monotonic()
    code, out, err = _interrupt(["soak", "--duels", "1000000", "--jobs", "2", "--json"],
                                lambda: time.monotonic() - started > 8)
    assert code == 130 and "stopped by Ctrl-C after" in err
    report = json.loads(out)
    assert report["stopped"] is True and report["exceptions"] == report["violations"] == 0
    assert report["duels"] < 1000000


def test_deck_suggest_stops_with_what_finished(tmp_path, db):
    deck, extra = starter_cards(db)
    trunk = tmp_path / "trunk.yaml"
    trunk.write_text(yaml.safe_dump({"deck": deck, "trunk": list(extra.elements())}))
    started = time.monotonic()
    code, out, err = _interrupt(["deck", "suggest", "--trunk", str(trunk), "--vs", "7", "--duels", "1000000",
                                 "--all-duels", "--jobs", "2", "--json"], lambda: time.monotonic() - started > 20)
    assert code == 130 and "stopped by Ctrl-C" in err
    if out:  # stopped in the verdict: the report, with the verdict over the duels both decks finished
        verdict = json.loads(out)["verdict"]
        assert verdict is None or verdict["duels"] < 1000000
    else:  # stopped while searching
        assert "nothing to report" in err


def test_farm_stops_with_the_plan_of_the_duelists_finished(tmp_path, db, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("FMDUEL_CACHE_DIR", str(cache))  # the child inherits it: a fresh cache
    deck, _ = starter_cards(db)
    path = tmp_path / "deck.yaml"
    path.write_text(yaml.safe_dump(deck))
    code, out, err = _interrupt(["farm", "Dark Hole", "Raigeki", "--deck", str(path), "--duels", "30", "--jobs", "2",
                                 "--json"], lambda: any((cache / "farm").glob("*.json")))
    assert code == 130 and "stopped by Ctrl-C after" in err
    plan = json.loads(out)
    assert 1 <= plan["duelists_finished"] < plan["duelists_planned"]
    kept = len(list((cache / "farm").glob("*.json")))  # what finished is cached (Ctrl-C may fall between the two)
    assert abs(kept - plan["duelists_finished"]) <= 1 and kept >= 1


def test_bench_stops_with_the_figures_measured():
    started = time.monotonic()
    # five runs: one run of these two now takes about 6 s here, so a single run could end before the interrupt
    code, out, err = _interrupt(["bench", "--only", "engine", "--only", "ai", "--runs", "5", "--json"],
                                lambda: time.monotonic() - started > 6)
    if code == 0:
        pytest.skip("the benchmarks finished before the interrupt (a fast machine)")
    assert code == 130 and "stopped by Ctrl-C" in err
    assert isinstance(json.loads(out), dict)


@pytest.mark.cluster
def test_a_dask_run_stopped_by_ctrl_c_prints_only_its_summary(tmp_path):
    """Issue 31: the cluster's own processes took the Ctrl-C too and printed about 100 lines of errors first."""
    pytest.importorskip("distributed")
    records = tmp_path / "d.jsonl"
    part = records.with_name("d.jsonl.part")
    code, out, err = _interrupt(["sim", "--a", "7", "--b", "17", "--duels", "100000", "--seed", "1", "--executor",
                                 "dask", "--workers", "1", "--records", str(records), "--json"],
                                lambda: _lines(part) >= 1)  # the cluster is up and the duels have begun
    assert code == 130
    assert err.splitlines() == [line for line in err.splitlines() if line.startswith("fmduel sim: stopped by Ctrl-C")]
    assert len(err.splitlines()) == 1, err
    assert json.loads(out)["count"] == _lines(records) - 1
