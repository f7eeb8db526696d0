"""Rules-engine throughput: the batched chain search against the scalar reference, and the pair lister.

Hands are uniform random card ids from a fixed seed, so figures are comparable run to run; each
figure is the median of a few timed runs after one warm-up (which also builds the per-db tables).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

_SEED = 20261129
_CHAIN_HANDS = 10_000
_SCALAR_HANDS = 200
_PAIR_HANDS = 1_000_000
_RUNS = 5


def measure(data_dir: Path | None = None) -> dict[str, float]:
    """Returns hands/s of the batched chain search and pair lister, and the speed-up over scalar chains."""
    from game.db import load_carddb
    from game.rules.fusion_vector import chain_search, list_pairs

    db = load_carddb(data_dir)
    rng = np.random.default_rng(_SEED)
    n_ids = db.kind.shape[0]
    hands = rng.integers(1, n_ids, (_CHAIN_HANDS, 5), dtype=np.int32)
    pair_hands = rng.integers(1, n_ids, (_PAIR_HANDS, 5), dtype=np.int32)

    batched = _median_seconds(lambda: chain_search(db, hands))
    scalar_hands = hands[:_SCALAR_HANDS].tolist()
    scalar = _median_seconds(lambda: _scalar_search(db, scalar_hands), runs=3)
    pairs = _median_seconds(lambda: list_pairs(db, pair_hands))
    decoded = _median_seconds(lambda: _decoded_pairs(list_pairs(db, pair_hands)))

    fusion_rate = _CHAIN_HANDS / batched
    scalar_rate = _SCALAR_HANDS / scalar
    return {
        "fusion_hands_per_s": round(fusion_rate),
        "fusion_scalar_hands_per_s": round(scalar_rate, 1),
        "fusion_speedup_vs_scalar": round(fusion_rate / scalar_rate, 1),
        "pair_hands_per_s": round(_PAIR_HANDS / pairs),
        "pair_decoded_hands_per_s": round(_PAIR_HANDS / decoded),
    }


# ---------------------------------------------------------------- helpers

def _median_seconds(work: Callable[[], object], runs: int = _RUNS) -> float:
    work()  # warm-up: builds the memoised tables and touches the memory
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _scalar_search(db, hands: list[list[int]]) -> list[tuple[int, int, int]]:
    """The same search with the scalar reference: every ordering resolved from scratch, stats included."""
    from game.db.vocab import Kind
    from game.rules.combat import effective_stat
    from game.rules.fusion import resolve_chain
    from game.rules.fusion_vector import chain_orders

    orders = [[p for p in row if p >= 0] for row in chain_orders().tolist()]
    out = []
    for hand in hands:
        for order in orders:
            chain = resolve_chain(db, [hand[p] for p in order])
            card = chain.survivor
            if int(db.kind[card]) == Kind.MONSTER:
                out.append((card, effective_stat(int(db.atk[card]), chain.bonus, 0, 0),
                            effective_stat(int(db.def_[card]), chain.bonus, 0, 0)))
            else:
                out.append((card, 0, 0))
    return out


def _decoded_pairs(pairs) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return pairs.kind, pairs.result, pairs.bonus
