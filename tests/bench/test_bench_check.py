"""``fmduel bench --check`` (issue 22): targets as data, checked on figures normalised to the calibration
loop, min–max over runs, the machine recorded, exit 1 on a miss. The benchmarks and the loop are replaced
by fixed numbers here, so no verdict depends on this machine's speed (the real figures are the bench's
business, never a test's)."""

from __future__ import annotations

import json
import re
import types
from pathlib import Path

import pytest

from game.bench import machine
from game.bench.targets import TARGETS, Bound, Scale, Target, scale_of, table_cell, targets_by_figure
from game.cli import main

REPO = Path(__file__).resolve().parents[2]
# Every target met on the reference machine (speed 1), as README's figures are.
GOOD = {"engine_step_us_mean": 7.5, "duels_per_s": 520.0, "peak_rss_mb": 180.0, "fusion_hands_per_s": 190_000.0,
        "fusion_speedup_vs_scalar": 300.0, "input_latency_frames": 1}


@pytest.fixture
def fake_bench(monkeypatch):
    """One fake benchmark whose figures the test sets, and a calibration loop of set seconds per run."""
    state = {"figures": [dict(GOOD)], "loops": [machine.REFERENCE_LOOP_S], "cpu": None}
    calls = state["calls"] = {"measure": 0, "loop": 0}  # run k measures figures[k] after loops[k]

    def measure(data_dir=None):
        calls["measure"] += 1
        return dict(state["figures"][min(calls["measure"], len(state["figures"])) - 1])

    def calibrate(runs=machine.LOOP_RUNS):
        calls["loop"] += 1
        wall = state["loops"][min(calls["loop"], len(state["loops"])) - 1]
        return machine.Calibration(wall, state["cpu"] or wall)

    monkeypatch.setitem(__import__("sys").modules, "fake_bench", types.SimpleNamespace(measure=measure))
    monkeypatch.setattr("game.commands.bench.BENCHES", ("fake_bench",))
    monkeypatch.setattr(machine, "calibrate", calibrate)
    return state


def _bench(capsys, *argv: str) -> tuple[int, dict]:
    code = main(["bench", "--json", *argv])
    return code, json.loads(capsys.readouterr().out)


def test_check_exits_0_when_every_target_is_met(fake_bench, capsys):
    code, report = _bench(capsys, "--check")
    assert code == 0 and report["verdict"] == "met" and report["missed"] == []
    assert set(report["targets"]) == {"engine_step_us_mean", "duels_per_s", "peak_rss_mb",
                                      "fusion_speedup_vs_scalar", "input_latency_frames"}


def test_check_exits_1_on_a_deliberately_impossible_target(fake_bench, capsys):
    code, report = _bench(capsys, "--check", "--target", "engine_step_us_mean=0")
    assert code == 1 and report["verdict"] == "missed" and report["missed"] == ["engine_step_us_mean"]
    assert report["targets"]["engine_step_us_mean"] == {"bound": "≤", "target": 0.0, "checked": 7.5,
                                                       "normalised": True, "met": False}
    assert main(["bench", "--check", "--target", "peak_rss_mb=1"]) == 1  # the table names the miss
    out = capsys.readouterr().out
    assert re.search(r"peak_rss_mb\s+180\s+≤ 1\s+MISSED", out), out
    assert "targets      4 met, 1 missed: peak_rss_mb" in out


def test_without_check_a_miss_is_reported_but_exits_0(fake_bench, capsys):
    code, report = _bench(capsys, "--target", "duels_per_s=1e9")
    assert code == 0 and report["missed"] == ["duels_per_s"]


def test_speed_figures_are_normalised_to_the_calibration_loop(fake_bench, capsys):
    fake_bench["loops"] = [2 * machine.REFERENCE_LOOP_S]  # a machine half as fast as the reference
    fake_bench["figures"] = [{**GOOD, "engine_step_us_mean": 15.0, "duels_per_s": 260.0, "duel_swoop_frames": 300}]
    code, report = _bench(capsys, "--check")
    assert report["speed"] == [0.5]
    figures = report["figures"]
    assert figures["engine_step_us_mean"]["normalised"] == [7.5]  # a time: shorter on the reference
    assert figures["duels_per_s"]["normalised"] == [520.0]  # a rate: higher on the reference
    assert "normalised" not in figures["peak_rss_mb"] and "normalised" not in figures["fusion_speedup_vs_scalar"]
    assert "normalised" not in figures["duel_swoop_frames"]
    assert code == 0  # 15 us here is 7.5 us on the reference machine: the target (<= 8) is met
    fake_bench["figures"] = [{**GOOD, "engine_step_us_mean": 18.0}]
    assert main(["bench", "--check"]) == 1  # 18 us here is 9 us there: missed


def test_repeated_runs_report_min_max_and_check_the_best(fake_bench, capsys):
    fake_bench["loops"] = [machine.REFERENCE_LOOP_S, machine.REFERENCE_LOOP_S, 2 * machine.REFERENCE_LOOP_S]
    fake_bench["figures"] = [{**GOOD, "engine_step_us_mean": v} for v in (9.0, 10.0, 14.0)]
    code, report = _bench(capsys, "--check", "--runs", "3")
    step = report["figures"]["engine_step_us_mean"]
    assert report["runs"] == 3 and step["values"] == [9.0, 10.0, 14.0]
    assert (step["min"], step["max"]) == (9.0, 14.0) and step["normalised"] == [9.0, 10.0, 7.0]
    assert report["targets"]["engine_step_us_mean"]["checked"] == 7.0 and code == 0
    fake_bench["calls"].update(measure=0, loop=0)
    assert main(["bench", "--runs", "3"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\nengine_step_us_mean\s+9–14\s+7–10\s+≤ 8\s+met\n", out), out
    assert "loop 0.4–0.8 s, CPU 0.4–0.8 s (reference 0.4 s), speed 0.5–1 of the reference machine" in out


def test_cpu_time_figures_are_normalised_to_the_loops_cpu_time(fake_bench, capsys):
    """A busy machine stretches the loop's wall-clock time, not its CPU time; ``*_cpu_*`` figures neither."""
    fake_bench["loops"], fake_bench["cpu"] = [3 * machine.REFERENCE_LOOP_S], machine.REFERENCE_LOOP_S
    fake_bench["figures"] = [{**GOOD, "duel_swoop_cpu_ms_p99": 1.5, "duel_swoop_ms_p99": 9.0}]
    _, report = _bench(capsys)
    assert report["figures"]["duel_swoop_cpu_ms_p99"]["normalised"] == [1.5]
    assert report["figures"]["duel_swoop_ms_p99"]["normalised"] == [3.0]
    assert report["calibration_loop_s"] == [1.2] and report["calibration_loop_cpu_s"] == [0.4]


def test_the_report_records_the_machine(fake_bench, capsys):
    _, report = _bench(capsys)
    m = report["machine"]
    assert m["cores"] >= 1 and m["cpu_model"] and re.fullmatch(r"\d+\.\d+\.\d+\S*", m["python"])
    assert set(m["libraries"]) == {"fmduel", "numpy", "pygame-ce", "PyYAML", "platformdirs"}
    assert m["libraries"]["numpy"] and m["libraries"]["fmduel"]
    if hasattr(__import__("os"), "getloadavg"):
        assert len(m["load_avg"]) == 3 and len(m["load_avg_end"]) == 3
    assert report["calibration_loop_s"] == [machine.REFERENCE_LOOP_S]


def test_scales_follow_the_unit_at_the_end_of_the_name():
    assert {t.figure: scale_of(t.figure) for t in TARGETS} == {
        "data_load_cached_ms": Scale.TIME, "data_rebuild_ms": Scale.TIME, "fusion_speedup_vs_scalar": Scale.NONE,
        "pair_hands_per_s": Scale.RATE, "engine_step_us_mean": Scale.TIME,
        "engine_legal_actions_us_mean": Scale.TIME, "ai_retail_decision_ms_p99": Scale.TIME,
        "ai_strong_decision_ms_p99": Scale.TIME, "duels_per_s": Scale.RATE, "deck_suggest_s": Scale.TIME,
        "startup_s": Scale.TIME, "menu_frame_ms_p99": Scale.TIME, "map_frame_ms_p99": Scale.TIME,
        "duel_frame_ms_p99": Scale.TIME,
        "duel_swoop_ms_p99": Scale.TIME, "duel_turn_orbit_ms_p99": Scale.TIME, "duel_battle_ms_p99": Scale.TIME,
        "duel_cutin_ms_p99": Scale.TIME, "duel_exodia_ms_p99": Scale.TIME,
        "input_latency_frames": Scale.NONE, "peak_rss_mb": Scale.NONE,
        "net_frames_beyond_rtt_p95": Scale.NONE,  # frames beyond the round trip: a ratio of two timings
        "server_rooms": Scale.NONE, "server_play_to_update_ms_p50": Scale.TIME,
        "server_play_to_update_ms_p95": Scale.TIME, "server_mb_per_room": Scale.NONE}
    assert scale_of("duels_per_s_jobs") is Scale.NONE and scale_of("deck_suggest_verdict_duels_per_s") is Scale.RATE
    assert scale_of("duel_battle_cpu_ms_p99") is Scale.CPU_TIME and scale_of("duel_swoop_frames") is Scale.NONE


def test_bounds_and_their_text():
    assert Target("x_ms", Bound.BELOW, 150).text() == "< 150" and not Target("x_ms", Bound.BELOW, 150).met(150)
    assert Target("x_per_s", Bound.AT_LEAST, 3_000_000).text() == "≥ 3,000,000"
    assert Target("x_s", Bound.AT_MOST, 0.5).text() == "≤ 0.5" and Target("x_s", Bound.AT_MOST, 0.5).met(0.5)
    assert targets_by_figure({"startup_s": 0.1})["startup_s"] == Target("startup_s", Bound.AT_MOST, 0.1)


def test_readme_performance_table_shows_the_targets_data():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    table = text[text.index("| figure | target |"):]
    table = table[:table.index("\n\n")]
    shown: set[str] = set()
    for row in table.splitlines()[2:]:
        cells = [c.strip() for c in row.strip("|").split("|")]
        figures = re.findall(r"`([a-z0-9_]+)`", cells[0])
        assert figures, row
        assert cells[1] == table_cell(figures), f"README row {figures}: target {cells[1]!r}, data {table_cell(figures)!r}"
        shown.update(figures)
    assert {t.figure for t in TARGETS} <= shown, "a target missing from README's table"


def test_the_machine_section_says_whether_the_loop_explains_the_engine():
    """Issue 34: a busy machine's engine mean stretches more than the loop's best run (cache refills after a
    preemption, the preemptions themselves); the report says so, and says yes when both stretch alike."""
    quiet = machine.Calibration(0.40, 0.40)
    alike = {"engine_step_us_mean": 8.0, "engine_step_cpu_us_mean": 7.8, "engine_step_cpu_us_p50": 7.5}
    e = machine.engine_vs_loop(quiet, alike)
    assert e["explains"] and e["reasons"] == [] and e["loop_stretch"] == 1.0 and e["engine_stretch"] == 1.07
    busy = machine.Calibration(0.70, 0.28)  # the loop's best run met a 2.5x load
    refills = {"engine_step_us_mean": 33.7, "engine_step_cpu_us_mean": 13.0, "engine_step_cpu_us_p50": 6.8}
    e = machine.engine_vs_loop(busy, refills)
    assert not e["explains"] and e["refill"] == 1.91 and e["preempted"] == 2.59 and e["engine_stretch"] == 4.96
    assert len(e["reasons"]) == 1 and "refill the caches" in e["reasons"][0]  # 2.59x wall/CPU is within 1.25 x 2.5
    assert machine.engine_vs_loop(busy, {"engine_step_us_mean": 8.0}) is None  # --only left the ai bench out
    lines = machine.explanation_lines({"runs": 2, "engine_vs_loop": [e, None]})
    assert lines == [(f"engine/loop  the loop does not explain the engine's speed (run 1): step wall mean / CPU median "
                      f"4.96x, loop wall / CPU 2.5x; {e['reasons'][0]}")]


def test_the_report_names_numpys_blas_settings(fake_bench, capsys, monkeypatch):
    monkeypatch.setenv("OPENBLAS_CORETYPE", "Haswell")
    monkeypatch.delenv("OPENBLAS_L2_SIZE", raising=False)
    fake_bench["figures"] = [{**GOOD, "engine_step_cpu_us_mean": 7.9, "engine_step_cpu_us_p50": 7.6}]
    _, report = _bench(capsys)
    assert report["machine"]["blas"]["OPENBLAS_CORETYPE"] == "Haswell"
    assert report["machine"]["blas"]["OPENBLAS_L2_SIZE"] is None
    assert report["engine_vs_loop"][0]["explains"]
    assert main(["bench"]) == 0
    out = capsys.readouterr().out
    assert "OPENBLAS_CORETYPE Haswell, OPENBLAS_L2_SIZE unset (a duel makes no BLAS call" in out
    assert "engine/loop  the loop explains the engine's speed: step wall mean / CPU median 0.99x" in out
