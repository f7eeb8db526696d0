"""The soak: many AI duels across every level, mode and rule option, checked after every step.

    report = soak(None, duels=10_000, seed=1, jobs=2)     # {"duels", "exceptions", "violations", ...}
    one = soak_duel(db, seed=1, index=417)                # replay a reported failure on its own

Duel i's whole set-up (mode, levels, duelists, options, terrain, RNG kind, AI dice) comes from
``plan(seed, i)``, so a failure reported as (seed, index, step) is reproduced exactly by running
that one index again, whatever ``--jobs`` was. Every step is checked with
``game.rules.invariants.violations`` (the same checker as the property tests); the final state must
round-trip through ``to_dict``/``from_dict``, and every ``replay_every``-th duel is replayed from its
seed and action log to the same ``state_hash``.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from game.ai.agent import LEVELS
from game.db import CardDB
from game.rules.state import RuleOptions
from game.sim.runner import derive

MAX_STEPS = {"1v1": 6000, "tag": 12000}  # the "ends within a bound" invariant, in actions
MAX_TURNS = {"1v1": 90, "tag": 180}  # each seat plays a card a turn, so its 40 cards run out first
TAG_EVERY = 5  # one duel in five is a tag duel
_CHUNK = 16
_REPORTED = 20  # failures listed in full in the report


@dataclass(frozen=True, slots=True)
class Plan:
    """The set-up of one soak duel, all derived from (seed, index)."""

    index: int
    seed: int
    mode: str  # "1v1" | "tag"
    levels: tuple[str, ...]
    duelists: tuple[int, ...]
    options: RuleOptions
    terrain: int
    rng_kind: str
    per_team_terrain: bool = False
    first_team: int = 0


@dataclass(slots=True)
class Outcome:
    """What one soak duel found: steps played, and any exception or invariant violation."""

    index: int
    seed: int
    mode: str
    levels: tuple[str, ...]
    steps: int = 0
    replayed: bool = False
    problems: list[dict] = field(default_factory=list)


def plan(seed: int, index: int) -> Plan:
    """Returns duel ``index``'s set-up; the levels, options and modes rotate so all combinations occur."""
    mode = "tag" if index % TAG_EVERY == TAG_EVERY - 1 else "1v1"
    k = index // TAG_EVERY if mode == "tag" else index - index // TAG_EVERY
    n = len(LEVELS)
    seats = 4 if mode == "tag" else 2
    # Seat s takes base-n digit s of k plus, for every seat after the first, digit 0 (the one that
    # changes every duel): a bijection, so all n**seats line-ups occur every n**seats duels of the
    # mode, and every seat already meets every level within the mode's first n duels.
    levels = tuple(LEVELS[(k // n ** s + (k if s else 0) + s) % n] for s in range(seats))
    bits = derive(seed, index, 33) % 8  # independent of the level rotation, so every pairing meets every option
    options = RuleOptions(glitch_fusions=not bits & 1, no_first_turn_attack=bool(bits & 2),
                          strict_phase_order=bool(bits & 4))
    duelists = tuple(1 + derive(seed, index, 20 + s) % 39 for s in range(seats))
    return Plan(index=index, seed=seed, mode=mode, levels=levels, duelists=duelists, options=options,
                terrain=derive(seed, index, 30) % 7, rng_kind="psx" if derive(seed, index, 32) % 2 else "splitmix",
                per_team_terrain=mode == "tag" and k % 2 == 1, first_team=derive(seed, index, 31) % 2)


def soak_duel(db: CardDB, seed: int, index: int, *, replay_every: int = 10) -> Outcome:
    """Plays and checks duel ``index`` of a soak; exceptions are caught and reported with their step."""
    p = plan(seed, index)
    out = Outcome(index, seed, p.mode, p.levels)
    try:
        _play(db, p, out, replay=replay_every > 0 and index % replay_every == 0)
    except Exception as exc:  # noqa: BLE001 - the soak reports every failure, whatever its type
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        out.problems.append({"kind": "exception", "step": out.steps,
                             "message": f"{type(exc).__name__}: {exc} ({Path(frame.filename).name}:{frame.lineno})"})
    return out


def soak(data_dir: Path | None, *, duels: int, seed: int, jobs: int = 1, first: int = 0,
         replay_every: int = 10, progress=None) -> dict:
    """Returns the soak report of duels ``first .. first+duels-1`` spread over ``jobs`` processes.

    Workers are *spawned*, never forked: a parent that has started SDL (the game, or pygame tests
    in the same pytest run) would hand its signal handlers and locks to a forked child. Ctrl-C
    stops the soak: the report then covers the duels finished, in order, and says ``stopped``.
    ``progress`` (a game.sim.progress.Progress) is shown as chunks finish.
    """
    started = time.perf_counter()
    last = first + duels
    chunks = [(seed, range(i, min(i + _CHUNK, last)), replay_every) for i in range(first, last, _CHUNK)]
    outcomes: list[Outcome] = []
    stopped = False
    try:
        if jobs <= 1:
            from game.db import load_carddb

            _WORKER["db"] = load_carddb(data_dir)
            for chunk in chunks:
                part = _work(chunk)
                outcomes += part
                if progress:
                    progress.show(len(outcomes))
        else:
            import multiprocessing as mp

            with mp.get_context("spawn").Pool(jobs, initializer=_init, initargs=(data_dir,)) as pool:
                for part in pool.imap(_work, chunks):
                    outcomes += part
                    if progress:
                        progress.show(len(outcomes))
                pool.close()
                pool.join()
    except KeyboardInterrupt:
        stopped = True  # a pool left early is terminated by its with-block (its workers ignore SIGINT)
    finally:
        if progress:
            progress.close()
    report = summarise(outcomes, seed=seed, jobs=jobs, seconds=time.perf_counter() - started)
    report["stopped"] = stopped
    return report


def summarise(outcomes: list[Outcome], *, seed: int, jobs: int, seconds: float) -> dict:
    """Returns the report: counts per mode and level, exceptions, violations and the first failures."""
    problems = [dict(p, index=o.index, seed=o.seed, mode=o.mode, levels=list(o.levels))
                for o in outcomes for p in o.problems]
    levels: dict[str, int] = {}
    for o in outcomes:
        for lv in o.levels:
            levels[lv] = levels.get(lv, 0) + 1
    return {
        "duels": len(outcomes), "seed": seed, "jobs": jobs, "seconds": round(seconds, 1),
        "steps": sum(o.steps for o in outcomes),
        "modes": {m: sum(1 for o in outcomes if o.mode == m) for m in ("1v1", "tag")},
        "seats_per_level": dict(sorted(levels.items())),
        "replayed": sum(1 for o in outcomes if o.replayed),
        "exceptions": sum(1 for p in problems if p["kind"] == "exception"),
        "violations": sum(1 for p in problems if p["kind"] != "exception"),
        "failures": problems[:_REPORTED],
    }


# ---------------------------------------------------------------- helpers

_WORKER: dict = {}


def _init(data_dir: Path | None) -> None:
    from game.db import load_carddb
    from game.sim.workers import reset_signals

    reset_signals()
    _WORKER["db"] = load_carddb(data_dir)


def _work(chunk: tuple[int, range, int]) -> list[Outcome]:
    seed, indices, replay_every = chunk
    return [soak_duel(_WORKER["db"], seed, i, replay_every=replay_every) for i in indices]


def _play(db: CardDB, p: Plan, out: Outcome, *, replay: bool) -> None:
    from game.rules.actions import legal_actions
    from game.rules.engine import step
    from game.rules.invariants import round_trip_problems, violations

    state, log, agents, view = _start(db, p)
    bound, turns = MAX_STEPS[p.mode], MAX_TURNS[p.mode]
    legal = legal_actions(db, state)
    _note(out, violations(db, state, legal))
    actions: list[int] = []
    while not state.over:
        if out.steps >= bound or state.turn > turns:
            _note(out, [f"duel still running after {out.steps} actions / turn {state.turn}"], kind="bound")
            return
        seat = state.active
        action = agents[seat].act(db, view(agents[seat], state, seat), legal)
        if action not in legal:
            _note(out, [f"agent {p.levels[seat]} chose illegal action {action}"])
            return
        state, _events = step(db, state, action)
        actions.append(action)
        out.steps += 1
        legal = legal_actions(db, state)
        _note(out, violations(db, state, legal))
        if out.problems:
            return  # the first broken step is the one worth replaying
    _note(out, round_trip_problems(state))
    if replay:
        out.replayed = True
        _note(out, _replay_problems(db, log, actions, state))


def _start(db: CardDB, p: Plan):
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck

    if p.mode == "tag":
        from game.ai.tag import make_tag_agent, tag_view_for
        from game.rules.tag import TagLog, start_tag

        log = TagLog(decks=(None,) * 4, duelists=p.duelists, seed=derive(p.seed, p.index, 2), rng=p.rng_kind,
                     first_team=p.first_team, terrain=p.terrain, per_team_terrain=p.per_team_terrain,
                     options=p.options)
        state, _ = start_tag(db, log)
        agents = [make_tag_agent(lv, d, derive(p.seed, p.index, 3 + s), db)
                  for s, (lv, d) in enumerate(zip(p.levels, p.duelists, strict=True))]
        return state, log, agents, tag_view_for
    from game.ai.agent import make_agent, view_for
    from game.rules.replay import ReplayLog, start

    deck0 = tuple(deal_deck(db, p.duelists[0], PsxRng(derive(p.seed, p.index, 1))))
    log = ReplayLog(deck0=deck0, deck1=None, opponent=p.duelists[1], seed=derive(p.seed, p.index, 2),
                    rng=p.rng_kind, terrain=p.terrain, options=p.options)
    state, _ = start(db, log)
    agents = [make_agent(lv, d, derive(p.seed, p.index, 3 + s), db)
              for s, (lv, d) in enumerate(zip(p.levels, p.duelists, strict=True))]
    return state, log, agents, view_for


def _replay_problems(db: CardDB, log, actions: list[int], final) -> list[str]:
    """Seed + set-up + action log must rebuild the same final state (style lesson 7)."""
    from dataclasses import replace

    from game.rules.serialise import state_hash

    log = replace(log, actions=tuple(actions))
    if hasattr(log, "deck0"):
        from game.rules.replay import ReplayLog, replay

        again, _ = replay(db, ReplayLog.from_dict(log.to_dict()))
    else:
        from game.rules.tag import TagLog, replay_tag

        again, _ = replay_tag(db, TagLog.from_dict(log.to_dict()))
    if state_hash(again) != state_hash(final):
        return ["replay from seed + actions ends in a different state_hash"]
    return []


def _note(out: Outcome, lines: list[str], kind: str = "violation") -> None:
    out.problems += [{"kind": kind, "step": out.steps, "message": m} for m in lines]
