"""The CI soak: a short ``fmduel soak`` (every level, both modes, every rule option) must be clean,
and the shared invariant checker must really catch what it promises to catch."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from dataclasses import replace

import pytest

from game.ai.agent import LEVELS
from game.rules.invariants import round_trip_problems, violations
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.sim.soak import plan, soak, soak_duel


def test_a_hundred_soak_duels_raise_nothing_and_break_no_invariant(db):
    report = soak(None, duels=100, seed=11, jobs=1, replay_every=5)
    assert report["exceptions"] == 0 and report["violations"] == 0, report["failures"]
    assert report["duels"] == 100 and report["modes"] == {"1v1": 80, "tag": 20}
    assert set(report["seats_per_level"]) == set(LEVELS) and report["replayed"] == 20


def test_the_plan_rotates_levels_modes_and_every_rule_option():
    plans = [plan(11, i) for i in range(200)]
    assert {p.mode for p in plans} == {"1v1", "tag"}
    assert {p.options for p in plans if p.mode == "1v1"} == {p.options for p in plans if p.mode == "tag"}
    assert len({p.options for p in plans}) == 8
    assert {p.levels for p in plans[:100] if p.mode == "1v1"} == {(a, b) for a in LEVELS for b in LEVELS}
    tag = [p.levels for p in map(lambda i: plan(11, i), range(5 * len(LEVELS) ** 4)) if p.mode == "tag"]
    assert len(set(tag)) == len(tag) == len(LEVELS) ** 4  # every tag line-up once in 1,280 duels
    soaked = plans[:100]  # CI's soak: both terrain rules of tag and both generators within it
    assert {p.per_team_terrain for p in soaked if p.mode == "tag"} == {False, True}
    assert {p.rng_kind for p in soaked} == {"psx", "splitmix"}


def test_every_seat_meets_every_level_from_the_first_duels():
    """CI soaks 100 duels: within them each seat of each mode must already have played every level."""
    plans = [plan(11, i) for i in range(100)]
    for mode, seats in (("1v1", 2), ("tag", 4)):
        first = [p.levels for p in plans if p.mode == mode][:len(LEVELS)]
        for seat in range(seats):
            assert {levels[seat] for levels in first} == set(LEVELS), (mode, seat, first)


def test_a_reported_duel_replays_alone_to_the_same_outcome(db):
    """A failure is reported as (seed, index, step); running that index again must be the same duel."""
    first = soak(None, duels=3, seed=5, jobs=1, first=40)
    again = soak_duel(db, 5, 41)
    assert first["duels"] == 3 and again.steps == soak_duel(db, 5, 41).steps > 0


def test_the_checker_names_broken_conservation_lp_hand_and_legality(db):
    state = new_duel(db, deal_deck(db, 3, PsxRng(4)), None, opponent=3, rng_seed=4)
    assert violations(db, state) == [] and round_trip_problems(state) == []
    side = state.sides[0]
    bad = replace(state, sides=(replace(side, lp=side.max_lp + 1, hand=side.hand + side.hand), state.sides[1]))
    text = " ".join(violations(db, bad))
    assert "LP 8001" in text and "hand of 10" in text and "card conservation" in text
    assert "legal actions" in " ".join(violations(db, state, legal=[]))


def test_soak_command_prints_json_and_exits_0(cache_dir, capsys):
    from game.cli import main

    assert main(["soak", "--duels", "5", "--seed", "2", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["duels"] == 5 and report["exceptions"] == report["violations"] == 0


def test_soak_command_rejects_a_bad_count(capsys):
    from game.cli import main

    assert main(["soak", "--duels", "0"]) == 2
    assert "argument --duels" in capsys.readouterr().err


_SDL_THEN_SOAK = r"""
import json
import pygame
pygame.init()
pygame.joystick.init()
pygame.display.set_mode((32, 24))
from game.sim.soak import soak
report = soak(None, duels=4, seed=9, jobs=2)
print(json.dumps({k: report[k] for k in ("duels", "exceptions", "violations")}))
"""
_SOAK_TIMEOUT = 240  # seconds; four short duels take a few seconds even on the shared 2-core machine


def test_soak_workers_after_sdl_has_started_do_not_hang():
    """Spawned (never forked) workers: SDL's handlers and locks in the parent cannot reach them.

    The parent runs in its own process group with a timeout, so a hang fails the test (and every
    worker is killed) instead of stalling CI.
    """
    proc = subprocess.Popen([sys.executable, "-c", _SDL_THEN_SOAK], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True,
                            env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    try:
        out, err = proc.communicate(timeout=_SOAK_TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail(f"soak workers started after SDL did not finish in {_SOAK_TIMEOUT} s (hung)")
    assert proc.returncode == 0, err
    report = json.loads(out.strip().splitlines()[-1])
    assert report == {"duels": 4, "exceptions": 0, "violations": 0}


def test_a_broken_invariant_or_exception_is_reported_with_seed_index_and_step(monkeypatch, capsys):
    """The report must let someone replay the failure: seed, duel index, step, and exit 1."""
    import game.rules.invariants as inv
    from game.cli import main

    real = inv.violations
    calls = {"n": 0}

    def flaky(db, state, legal=None):
        calls["n"] += 1
        if calls["n"] == 7:
            return ["made-up violation"]
        if calls["n"] == 150:
            raise RuntimeError("made-up crash")
        return real(db, state, legal)

    monkeypatch.setattr(inv, "violations", flaky)
    assert main(["soak", "--duels", "4", "--seed", "3", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "exceptions 1, violations 1" in out
    assert "seed 3 duel 0" in out and "step 6: violation: made-up violation" in out
    assert "RuntimeError: made-up crash" in out and "--seed 3 --first" in out
