"""AI speed: per-decision and per-turn latency of the retail and strong agents, and duels per second.

Decisions are timed inside whole duels from fixed seeds (retail vs retail, strong vs retail), so
the positions are the ones real play reaches; the timed side plays as Seto, Kaiba and Nitemare in
turn, so retail's look-ahead window ranges over 10, 16 and 20 cards. ``duels_per_s`` runs retail-vs-retail duels through
the simulator on every core, process start-up included. Engine figures (``legal_actions`` and
``step`` per call) say how much of a duel is the engine and how much the AI.
Targets: retail decision p99 <= 10 ms, strong <= 50 ms; engine step <= 8 us and legal list <= 2 us (means);
duels_per_s >= 500 on 2 cores (issues 17, 34). The step is also timed in CPU time (mean and median), which
game.bench.machine compares with the calibration loop.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import numpy as np

_SEED = 20261129
_TIMED_DUELS = 30
_THROUGHPUT_DUELS = 400
_DUELISTS = (7, 17, 38)  # look-ahead windows 10, 16 and 20 (Appendix B): the retail search grows with them


def measure(data_dir: Path | None = None) -> dict[str, float]:
    """Returns decision and turn latency percentiles per level, engine call costs and duels/s."""
    from game.db import load_carddb
    from game.heap import settle
    from game.sim.runner import derive, simulate
    from game.sim.specs import Side

    db = load_carddb(data_dir)
    settle()  # the loaded process as the game (App.run) and the simulator's workers (pool_imap) run duels
    report: dict[str, float] = {}
    engine: list[list[float]] = [[], [], []]  # legal_actions wall ms, step wall ms, step CPU ms
    for level in ("retail", "strong"):
        decisions, turns = _timed_duels(db, level, engine)
        report[f"ai_{level}_decision_ms_p50"] = _pct(decisions, 50)
        report[f"ai_{level}_decision_ms_p99"] = _pct(decisions, 99)
        report[f"ai_{level}_turn_ms_p50"] = _pct(turns, 50)
        report[f"ai_{level}_turn_ms_p99"] = _pct(turns, 99)
    report["engine_legal_actions_us_mean"] = round(1000 * float(np.mean(engine[0])), 1)
    report["engine_step_us_mean"] = round(1000 * float(np.mean(engine[1])), 1)
    # the step's own CPU time: its mean against its median tells cache refills after a preemption apart from
    # the step's typical cost, and the wall mean against the CPU mean the preemptions themselves (game.bench.machine)
    report["engine_step_cpu_us_mean"] = round(1000 * float(np.mean(engine[2])), 2)
    report["engine_step_cpu_us_p50"] = round(1000 * float(np.median(engine[2])), 2)
    side = Side("7", "retail", 7, None)
    jobs = os.cpu_count() or 1
    start = time.perf_counter()
    simulate(data_dir, side, side, duels=_THROUGHPUT_DUELS, seed=derive(_SEED, 1), jobs=jobs)
    report["duels_per_s"] = round(_THROUGHPUT_DUELS / (time.perf_counter() - start), 1)
    report["duels_per_s_jobs"] = jobs
    return report


# ---------------------------------------------------------------- helpers

def _timed_duels(db, level: str, engine: list[list[float]]) -> tuple[list[float], list[float]]:
    """Returns per-decision and per-turn milliseconds of ``level`` (side 0) against retail (side 1)."""
    from game.ai.agent import make_agent, view_for
    from game.rules.actions import legal_actions
    from game.rules.engine import step
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck, new_duel
    from game.sim.runner import derive

    decisions: list[float] = []
    turns: list[float] = []
    clock, cpu_clock = time.perf_counter, time.thread_time
    for i in range(_TIMED_DUELS):
        seed = derive(_SEED, i)
        duelist = _DUELISTS[i % len(_DUELISTS)]
        deck = deal_deck(db, duelist, PsxRng(seed))
        state = new_duel(db, deck, None, opponent=duelist, rng_seed=seed)
        agents = (make_agent(level, duelist, seed + 1, db), make_agent("retail", duelist, seed + 2, db))
        turn_ms, turn = 0.0, state.turn
        while not state.over:
            side = state.active
            t0 = clock()
            legal = legal_actions(db, state)
            t1 = clock()
            view = view_for(agents[side], state, side)
            action = agents[side].act(db, view, legal)
            t2 = clock()
            c2 = cpu_clock()
            t2s = clock()  # neither the decision's time nor the step's wall-clock counts a CPU clock read
            state, _ = step(db, state, action)
            t3 = clock()
            c3 = cpu_clock()
            engine[0].append((t1 - t0) * 1000)
            engine[1].append((t3 - t2s) * 1000)
            engine[2].append((c3 - c2) * 1000)
            if side == 0:
                ms = (t2 - t1) * 1000
                decisions.append(ms)
                turn_ms += ms
            if state.turn != turn or state.over:
                if turn_ms:
                    turns.append(turn_ms)
                turn_ms, turn = 0.0, state.turn
    return decisions, turns


def _pct(values: list[float], q: int) -> float:
    return round(float(np.percentile(values, q)), 3) if values else 0.0
