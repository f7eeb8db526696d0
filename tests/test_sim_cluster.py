"""Issue 25: studies on a Dask cluster (two worker processes on the loopback) give the local result byte for
byte, also when a worker dies mid-run, and the deck doctor's verdict and the farm planner's duels play there the
same as locally.

Marked ``cluster``; skipped only where dask.distributed is not installed (the ``cluster`` extra, which
the ``test`` extra pulls in). Every wait on the cluster is bounded.
"""

from __future__ import annotations

import pytest

distributed = pytest.importorskip("distributed")

from game.sim.executors import DaskExecutor, LocalExecutor
from game.sim.runner import run_chunk
from game.sim.shards import dumps, run_range
from game.sim.specs import parse_spec
from game.sim.study import duel_study, identity_of

pytestmark = pytest.mark.cluster

_START_S = 120
_TASK_S = 180


@pytest.fixture(scope="module")
def cluster(db):
    """A LocalCluster of two one-thread worker processes on 127.0.0.1, and a client to it."""
    import logging

    # Workers are spawned with this process's sys.path, where conftest put tests/ (for support.dying_worker).
    lc = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL)
    client = distributed.Client(lc, timeout="30s", set_as_default=False)
    try:
        client.wait_for_workers(2, timeout=_START_S)
        yield client
    finally:
        client.close(timeout=30)
        lc.close(timeout=30)


def _executor(client, db) -> DaskExecutor:
    client.wait_for_workers(2, timeout=_START_S)  # a worker killed by an earlier test is back
    ex = DaskExecutor(client, None, identity_of(db))
    ex.timeout = _TASK_S
    return ex


def _study(db):
    a, b = parse_spec(db, "7:fair"), parse_spec(db, "17")
    return duel_study(db, a, b, seed=25), (a, b, 25)


def test_a_study_on_two_workers_matches_the_local_run_byte_for_byte(db, cluster):
    study, args = _study(db)
    local, _ = run_range(study, run_chunk, args, first=3, count=40, executor=LocalExecutor(1, None, db))
    remote, stopped = run_range(study, run_chunk, args, first=3, count=40, executor=_executor(cluster, db))
    assert not stopped and remote["count"] == 40
    assert dumps(remote) == dumps(local)


def test_a_worker_killed_mid_run_has_its_range_rerun_with_the_same_result(db, cluster, tmp_path):
    from support.dying_worker import dying_chunk

    study, args = _study(db)
    local, _ = run_range(study, run_chunk, args, first=0, count=48, executor=LocalExecutor(1, None, db))
    ex = _executor(cluster, db)
    assert ex.chunk(48) == 8  # six ranges: the one from duel 16 kills its worker the first time it runs
    marker = tmp_path / "died"
    remote, _ = run_range(study, dying_chunk, (str(marker), 16, *args), first=0, count=48, executor=ex)
    assert marker.exists(), "the worker never died: the test proved nothing"
    assert dumps(remote) == dumps(local)


def test_the_deck_doctor_verdict_one_opponent_and_all_plays_the_same_on_the_cluster(db, cluster):
    from game.deckdoctor.doctor import OPPONENTS_ALL
    from game.deckdoctor.verdict import parallel
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck

    decks = (tuple(deal_deck(db, 7, PsxRng(1))), tuple(deal_deck(db, 20, PsxRng(2))))
    for opponents in ((7,), OPPONENTS_ALL):
        local = parallel(db, None, decks, opponents, 9, 20, jobs=1)
        assert parallel(db, None, decks, opponents, 9, 20, jobs=1, executor=_executor(cluster, db)) == local


def test_the_farm_planner_plays_the_same_duels_on_the_cluster(db, cluster):
    from game.farmplan.job import FarmJob
    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck

    deck = deal_deck(db, 7, PsxRng(1))
    local = FarmJob(db, deck, [543, 1], duels=6, seed=4, use_cache=False)  # Teana's Tongyo, Seto 3rd's Blue-eyes
    local.play(None, 1)
    remote = FarmJob(db, deck, [543, 1], duels=6, seed=4, use_cache=False)
    assert remote.play(None, 1, _executor(cluster, db)) is False
    assert remote.tallies == local.tallies and len(local.tallies) == 2


def test_a_worker_with_other_data_refuses_the_work(db, cluster):
    from game.sim.executors import ExecutorError

    study, args = _study(db)
    ex = DaskExecutor(cluster, None, ("0" * 32, *identity_of(db)[1:]))
    ex.timeout = _TASK_S
    with pytest.raises(ExecutorError, match="data digest"):
        run_range(study, run_chunk, args, first=0, count=8, executor=ex)


def test_cli_workers_option_runs_a_local_cluster_with_the_local_result(tmp_path):
    import subprocess
    import sys

    from conftest import REPO

    base = [sys.executable, "-m", "game", "sim", "--a", "7:fair", "--b", "17", "--duels", "16", "--seed", "4",
            "--json"]
    local = subprocess.run([*base, "--jobs", "1"], capture_output=True, text=True, cwd=REPO, timeout=300,
                           check=False)
    dask = subprocess.run([*base, "--executor", "dask", "--workers", "2"], capture_output=True, text=True,
                          cwd=REPO, timeout=300, check=False)
    assert local.returncode == 0 and dask.returncode == 0, dask.stderr
    assert dask.stdout == local.stdout


def test_a_scheduler_without_workers_is_one_clear_error_in_bounded_time(db, monkeypatch):
    import logging

    from game.sim import executors
    from game.sim.executors import ExecutorError

    monkeypatch.setattr(executors, "_START_S", 2)
    lc = distributed.LocalCluster(n_workers=0, host="127.0.0.1", dashboard_address="127.0.0.1:0",
                                  silence_logs=logging.CRITICAL)
    try:
        with pytest.raises(ExecutorError, match="no worker joined the Dask scheduler"):
            DaskExecutor.connect(lc.scheduler_address, None, identity_of(db))
    finally:
        lc.close(timeout=30)
