"""Cluster speed: duels/s on a Dask LocalCluster beside the same duels on local processes, the cost of
one task (a shard) on the cluster, and the cost of merging shard summaries.

Only measured where dask.distributed is installed (the ``cluster`` extra); otherwise no figures.
The cluster has one one-thread worker process per core on the loopback, as ``fmduel sim --executor
dask --workers N`` starts it; its start-up is reported on its own (``cluster_start_s``) and kept out
of the duels/s. Both duels/s figures play the same 400 retail-vs-retail duels as ``duels_per_s``.
``cluster_shard_overhead_ms`` is the round trip of an empty index range (submit, run, gather);
``merge_ms_per_shard`` merges 200 shard summaries of a 1v1 study in this process.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

_SEED = 20261202
_DUELS = 400
_EMPTY_TASKS = 200
_MERGED = 200


def measure(data_dir: Path | None = None) -> dict[str, float]:
    """Returns the cluster figures, or nothing when Dask is not installed."""
    from game.sim.executors import DaskExecutor, LocalExecutor, dask_available

    if not dask_available():
        return {}
    from game.db import load_carddb
    from game.sim.runner import derive, run_chunk
    from game.sim.shards import run_range
    from game.sim.specs import Side
    from game.sim.study import duel_study, identity_of

    db = load_carddb(data_dir)
    side = Side("7", "retail", 7, None)
    seed = derive(_SEED, 1)
    study = duel_study(db, side, side, seed=seed)
    workers = os.cpu_count() or 1
    out: dict[str, float] = {}
    start = time.perf_counter()
    run_range(study, run_chunk, (side, side, seed), first=0, count=_DUELS,
              executor=LocalExecutor(workers, data_dir, db))
    out["cluster_local_duels_per_s"] = round(_DUELS / (time.perf_counter() - start), 1)
    start = time.perf_counter()
    ex = DaskExecutor.start(workers, data_dir, identity_of(db))
    out["cluster_start_s"] = round(time.perf_counter() - start, 2)
    try:
        list(ex.map(run_chunk, (side, side, seed), [range(i, i + 1) for i in range(workers)]))  # workers load data
        start = time.perf_counter()
        run_range(study, run_chunk, (side, side, seed), first=0, count=_DUELS, executor=ex)
        seconds = time.perf_counter() - start
        out["cluster_duels_per_s"] = round(_DUELS / seconds, 1)
        out["cluster_duels_per_s_per_worker"] = round(_DUELS / seconds / workers, 1)
        out["cluster_workers"] = workers
        start = time.perf_counter()
        list(ex.map(run_chunk, (side, side, seed), [range(0)] * _EMPTY_TASKS))
        out["cluster_shard_overhead_ms"] = round(1000 * (time.perf_counter() - start) / _EMPTY_TASKS, 2)
    finally:
        ex.close()
    out["merge_ms_per_shard"] = _merge_ms(study)
    return out


def _merge_ms(study) -> float:
    """Returns the milliseconds per input of merging _MERGED shard summary files (read, check, add)."""
    import tempfile

    from game.sim.merge import load, merge
    from game.sim.runner import DuelResult
    from game.sim.shards import dumps, summary_of
    from game.sim.tally import add_result, new_counts

    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for k in range(_MERGED):
            counts = new_counts(study.kind)
            for i in range(50):
                add_result(study.kind, counts, DuelResult(i % 2, 10 + i % 7, "lp", "S" if i % 2 == 0 else "",
                                                          1 + (k * 50 + i) % 700 if i % 2 == 0 else 0))
            path = Path(tmp) / f"s{k}.json"
            path.write_text(dumps(summary_of(study, 50 * k, 50, counts)))
            paths.append(path)
        start = time.perf_counter()
        merge([load(p) for p in paths])
        return round(1000 * (time.perf_counter() - start) / _MERGED, 3)
