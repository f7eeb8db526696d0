"""Running simulated duels: one duel from two sides and a seed, and many in parallel processes.

    result = run_duel(db, a, b, seed=derive(1, 0))
    results = simulate(None, a, b, duels=1000, seed=1, jobs=2, progress=True)
    parts = pool_imap(run_chunk, (a, b, 1), chunks, jobs=2, data_dir=None)   # any work, in workers

Every random choice of duel i comes from ``derive(seed, i, salt)``: the deal of a duelist side's
deck, the engine's duel RNG, each agent's dice and the drop roll. Duel i is therefore the same
whatever the job count or chunking, and the summary is aggregated in duel order, so a seed gives
the same report on any machine and with any ``--jobs``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai.agent import make_agent, view_for
from game.db import CardDB
from game.heap import frozen_for_fork
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.outcome import duel_rank, end_name
from game.rules.rank import drop_card
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck, new_duel
from game.sim.specs import DUEL_MASTER_K, Side
from game.sim.workers import reset_signals

MAX_ACTIONS = 20_000  # a duel still running after this many actions is stopped as a draw
_CHUNK = 8
_MASK64 = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class DuelResult:
    """What one duel produced, from side A's seat."""

    winner: int  # 0 = A, 1 = B, -1 = draw (action limit)
    turns: int
    reason: str  # lp, deck_out, exodia, limit
    rank: str  # A's rank letter when A won, else ""
    drop: int  # the card A earned when it won against a duelist, else 0


def derive(seed: int, index: int, salt: int = 0) -> int:
    """Returns a well-mixed 32-bit seed for (seed, duel index, purpose) (SplitMix64 finaliser)."""
    z = (int(seed) * 0x9E3779B97F4A7C15 + index * 0xBF58476D1CE4E5B9 + salt * 0x94D049BB133111EB) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return (z ^ (z >> 31)) & 0xFFFFFFFF


def run_duel(db: CardDB, a: Side, b: Side, seed: int) -> DuelResult:
    """Plays one duel to its end with side A as the player seat (goes first, R3.14)."""
    state = play_out(db, a, b, seed)
    if not state.over:
        return DuelResult(-1, state.turn, "limit", "", 0)
    reason = end_name(state)
    letter, drop = "", 0
    r = duel_rank(db, state)  # side A won (R12.5)
    if r is not None:
        letter = r.letter
        if b.deck is None:
            drop = drop_card(db, b.duelist, r.pool, PsxRng(derive(seed, 0, 5)))
    return DuelResult(state.winner, state.turn, reason, letter, drop)


def play_out(db: CardDB, a: Side, b: Side, seed: int):
    """Returns the final state of one duel (still running only after MAX_ACTIONS actions): what ``run_duel``
    plays, for a caller that wants more of the end than its summary (the farm planner's rank pool)."""
    deck_b = None if b.deck is None else list(b.deck)
    if a.duelist == DUEL_MASTER_K and a.deck is None:  # K copies the other side's deck (R14.15)
        deck_b = deck_b or deal_deck(db, b.duelist, PsxRng(derive(seed, 0, 1)))
        deck_a = list(deck_b)
    else:
        deck_a = list(a.deck) if a.deck is not None else deal_deck(db, a.duelist, PsxRng(derive(seed, 0, 1)))
    opponent = b.duelist
    terrain = int(db.home_terrain[b.duelist]) if b.deck is None and db.home_terrain[b.duelist] >= 0 else 0
    state = new_duel(db, deck_a, deck_b, opponent=opponent, terrain=terrain, rng_seed=derive(seed, 0, 2))
    agents = (make_agent(a.level, a.duelist, derive(seed, 0, 3), db),
              make_agent(b.level, b.duelist, derive(seed, 0, 4), db))
    # ``decide``, unrolled: the loop runs about 160 times a duel, and most answers need no view
    # (a script agent's act_seen reads its snapshot from the state with its visible flags: no view at all)
    scripts = [getattr(agent, "who", None) is not None for agent in agents]
    unseen = tuple(agent.answer_unseen if script else None for agent, script in zip(agents, scripts))
    seen = tuple(agent.act_seen if script else None for agent, script in zip(agents, scripts))
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        side = state.active
        legal = legal_actions(db, state)
        quick = unseen[side]
        if quick is None:
            agent = agents[side]
            action = agent.act(db, view_for(agent, state, side), legal)
        else:
            action = quick(state.pending, state.chain, legal)
            if action < 0:
                action = seen[side](db, state, legal)
        state, _events = step(db, state, action)
    return state


def run_chunk(db: CardDB, a: Side, b: Side, seed: int, indices: range) -> list[DuelResult]:
    """Returns the results of duels ``indices`` (each seeded by ``derive(seed, i)``)."""
    return [run_duel(db, a, b, derive(seed, i)) for i in indices]


def simulate(data_dir: Path | None, a: Side, b: Side, *, duels: int, seed: int, jobs: int = 1,
             progress: bool = False) -> list[DuelResult]:
    """Returns the results of ``duels`` duels in duel order, spread over ``jobs`` processes."""
    chunks = [range(i, min(i + _CHUNK, duels)) for i in range(0, duels, _CHUNK)]
    results: list[DuelResult] = []
    from game.sim.progress import Progress

    bar = Progress(duels, "duels") if progress else None
    if jobs <= 1:
        from game.db import load_carddb

        db = load_carddb(data_dir)
        for chunk in chunks:
            results += run_chunk(db, a, b, seed, chunk)
            if bar:
                bar.show(len(results))
    else:
        for part in pool_imap(run_chunk, (a, b, seed), chunks, jobs=jobs, data_dir=data_dir):
            results += part
            if bar:
                bar.show(len(results))
    if bar:
        bar.close()
    return results


def pool_imap(work: Callable[..., Any], args: tuple, tasks: Iterable[Any], *, jobs: int,
              data_dir: Path | str | None, db: CardDB | None = None) -> Iterator[Any]:
    """Yields ``work(db, *args, task)`` for each task, in task order, computed in ``jobs`` processes.

    Forked workers inherit the parent's card database (``db``, else loaded from ``data_dir``) with
    its derived tables already built; spawned ones (no fork on the platform) load ``data_dir``
    themselves, so ``work`` must be a module-level function and ``args`` picklable. Every worker
    restores the default signal handlers and the pool is closed and joined, never terminated
    (game.sim.workers), so read the iterator to its end (a pool left unfinished is terminated).
    The simulator, the tag simulator and the deck doctor's verdict share it.
    """
    import multiprocessing as mp

    fork = "fork" in mp.get_all_start_methods()
    if fork:
        if db is None:
            from game.db import load_carddb

            db = load_carddb(data_dir)
        warm(db)
        _POOL.update(db=db, work=work, args=args)
    ctx = mp.get_context("fork" if fork else "spawn")
    try:
        with frozen_for_fork():  # workers fork here and inherit the warmed tables frozen (game.heap)
            pool = ctx.Pool(jobs, initializer=reset_signals if fork else _init_pool,
                            initargs=() if fork else (data_dir, work, args))
        with pool:
            yield from pool.imap(_pool_task, tasks)
            pool.close()
            pool.join()
    finally:
        _POOL.clear()  # the parent keeps no reference to the tables once the pool is gone


# ---------------------------------------------------------------- helpers

_POOL: dict = {}  # in a worker: the card database, the work function and its fixed arguments


def _init_pool(data_dir: Path | str | None, work: Callable[..., Any], args: tuple) -> None:
    from game.db import load_carddb

    reset_signals()
    _POOL.update(db=load_carddb(data_dir), work=work, args=args)


def warm(db: CardDB) -> None:
    """Builds the derived tables every duel uses, once, before workers share or copy them."""
    from game.ai.combo import tables
    from game.rules.combat import terrain_table
    from game.rules.lookup import derived

    tables(db)
    derived(db, "terrain_table", terrain_table)


def _pool_task(task: Any) -> Any:
    p = _POOL
    return p["work"](p["db"], *p["args"], task)
