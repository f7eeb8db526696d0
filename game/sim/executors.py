"""Where a study's index ranges are played: this machine's processes, or a Dask cluster.

    ex = LocalExecutor(jobs=2, data_dir=None, db=db)
    ex = DaskExecutor.start(workers=2, data_dir=None, identity=identity_of(db))    # a LocalCluster
    ex = DaskExecutor.connect("tcp://10.0.0.5:8786", data_dir=None, identity=...)  # an existing one
    for part in ex.map(run_chunk, (a, b, seed), tasks):   # work(db, *args, task), in task order
        ...
    ex.close()

Every task is an index range (or a (deck, range) pair), and every result depends only on the task,
so any executor with any number of workers yields the same parts in the same order. On a Dask
cluster each worker process loads the card database once and checks that its data digest and engine
edition are the client's (``identity``): a worker installed with other data or another version of
the game refuses the work rather than adding different duels. A worker lost mid-run (its process
killed, its machine gone) has its tasks re-run by the scheduler elsewhere, with the same result.
Dask is an optional extra (``pip install 'fmduel[cluster]'``), imported only here and only when a
Dask executor is asked for.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from game.db import CardDB

LOCAL_CHUNK = 8  # duels per task on this machine (a pool task's overhead is tiny)
MAX_DASK_CHUNK = 200  # duels per task on a cluster, at most
_CONNECT_S = 20  # seconds to reach a scheduler
_START_S = 120  # seconds for a LocalCluster's workers to come up on a loaded machine
_CLOSE_S = 30


class ExecutorError(RuntimeError):
    """The cluster cannot be reached or refused the work; the message says which and why."""


def dask_available() -> bool:
    """Returns whether dask.distributed can be imported (the ``cluster`` extra is installed)."""
    try:
        import distributed  # noqa: F401 - imported only when a Dask executor is asked for
    except ImportError:
        return False
    return True


class LocalExecutor:
    """``jobs`` processes of this machine (``jobs`` 1: this process), through the simulators' pool."""

    name = "local"

    def __init__(self, jobs: int, data_dir: Path | str | None, db: CardDB | None = None) -> None:
        self.jobs, self.data_dir, self.db = max(1, jobs), data_dir, db

    @property
    def workers(self) -> int:
        """Returns how many processes play duels."""
        return self.jobs

    def chunk(self, count: int) -> int:
        """Returns the duels per task for a run of ``count`` duels."""
        return LOCAL_CHUNK

    def map(self, work: Callable[..., Any], args: tuple, tasks: Iterable[Any]) -> Iterator[Any]:
        """Yields ``work(db, *args, task)`` for each task, in task order."""
        tasks = list(tasks)
        if self.jobs <= 1 or len(tasks) <= 1:
            if self.db is None:
                from game.db import load_carddb

                self.db = load_carddb(self.data_dir)
            for task in tasks:
                yield work(self.db, *args, task)
            return
        from game.sim.runner import pool_imap

        yield from pool_imap(work, args, tasks, jobs=min(self.jobs, len(tasks)), data_dir=self.data_dir, db=self.db)

    def close(self) -> None:
        """Nothing to release: each map's pool is closed when the map ends."""


class DaskExecutor:
    """A Dask cluster: tasks are submitted to its scheduler, results gathered in task order."""

    name = "dask"

    def __init__(self, client, data_dir: Path | str | None, identity: tuple[str, int, str], cluster=None) -> None:
        self.client, self.cluster = client, cluster
        self.data_dir = None if data_dir is None else str(data_dir)
        self.identity = identity
        self.timeout: float | None = None  # seconds to wait for any one task's result (None: no limit)

    @classmethod
    def connect(cls, address: str, data_dir: Path | str | None, identity: tuple[str, int, str]) -> DaskExecutor:
        """Returns an executor on the running scheduler at ``address`` (tcp://HOST:PORT)."""
        from distributed import Client

        try:
            client = Client(address, timeout=f"{_CONNECT_S}s", set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise ExecutorError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
        try:
            client.wait_for_workers(1, timeout=_START_S)
        except TimeoutError:
            client.close(timeout=_CLOSE_S)
            raise ExecutorError(f"no worker joined the Dask scheduler at {address} within {_START_S} s "
                                f"(start some with: dask worker {address} --nthreads 1)") from None
        return cls(client, data_dir, identity)

    @classmethod
    def start(cls, workers: int, data_dir: Path | str | None, identity: tuple[str, int, str],
              host: str = "127.0.0.1") -> DaskExecutor:
        """Returns an executor on a new LocalCluster of ``workers`` one-thread processes on the loopback."""
        import logging

        from distributed import Client, LocalCluster

        with _sigint_ignored():  # the workers inherit it: Ctrl-C is the client's to handle, not theirs
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host=host,
                                   dashboard_address=f"{host}:0", silence_logs=logging.ERROR)
        try:
            client = Client(cluster, timeout=f"{_CONNECT_S}s", set_as_default=False)
            client.wait_for_workers(workers, timeout=_START_S)
        except BaseException:
            cluster.close(timeout=_CLOSE_S)
            raise
        return cls(client, data_dir, identity, cluster)

    @property
    def workers(self) -> int:
        """Returns how many worker processes the scheduler knows now (at least 1)."""
        return max(1, len(self.client.scheduler_info().get("workers", {})))

    def chunk(self, count: int) -> int:
        """Returns the duels per task: about eight tasks per worker, 8 to 200 duels each (a second or so of
        work: the per-task cost stays small, and Ctrl-C or a lost worker loses little)."""
        return max(LOCAL_CHUNK, min(MAX_DASK_CHUNK, -(-count // (8 * self.workers))))

    def map(self, work: Callable[..., Any], args: tuple, tasks: Iterable[Any]) -> Iterator[Any]:
        """Yields ``work(db, *args, task)`` for each task, in task order, computed on the cluster's workers."""
        from collections import deque

        futures = deque(self.client.submit(run_on_worker, self.data_dir, self.identity, work, args, task,
                                           pure=False) for task in tasks)
        try:
            while futures:
                result = futures[0].result(timeout=self.timeout)
                futures.popleft()  # released: the cluster need not keep a result the client has
                yield result
        finally:
            if futures:  # stopped early (Ctrl-C, an error): the cluster's complaints about it are not ours to print
                _silence_dask_logs()
                self.client.cancel(list(futures))

    def close(self) -> None:
        """Disconnects; a cluster this executor started is shut down, with its own logging silenced (after
        a Ctrl-C its scheduler, nannies and comms log pages of errors about the closing connections;
        the run's summary is the only thing to print)."""
        _silence_dask_logs()
        try:
            self.client.close(timeout=_CLOSE_S)
        finally:
            if self.cluster is not None:
                self.cluster.close(timeout=_CLOSE_S)


def run_on_worker(data_dir: str | None, identity: tuple[str, int, str], work: Callable[..., Any], args: tuple,
                  task: Any) -> Any:
    """Runs one task in a Dask worker with that worker's card database (loaded once per process)."""
    return work(_worker_db(data_dir, identity), *args, task)


# ---------------------------------------------------------------- helpers

@contextlib.contextmanager
def _sigint_ignored() -> Iterator[None]:
    """Ignores SIGINT while the block starts processes (in the main thread only: elsewhere there is
    no handler to change): a process started meanwhile keeps ignoring it, so a Ctrl-C in the
    terminal (sent to the whole process group) reaches the client alone, which then closes the cluster."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _silence_dask_logs() -> None:
    """Turns off the loggers of Dask's distributed package in this process (the client and a LocalCluster's
    scheduler and nannies run here)."""
    import logging

    for name in ("distributed", "tornado", "asyncio"):
        logging.getLogger(name).setLevel(logging.CRITICAL + 1)


_WORKER_DBS: dict = {}  # in a Dask worker process: data dir -> its checked card database


def _worker_db(data_dir: str | None, identity: tuple[str, int, str]) -> CardDB:
    key = (data_dir, tuple(identity))
    db = _WORKER_DBS.get(key)
    if db is None:
        from game.db import load_carddb
        from game.sim.runner import warm
        from game.sim.study import identity_of

        db = load_carddb(None if data_dir is None else Path(data_dir))
        found = identity_of(db)
        if found != tuple(identity):
            import socket

            raise ExecutorError(f"the worker on {socket.gethostname()} has data digest {found[0]}, edition "
                                f"{found[1]} (engine {found[2]}); the study's is {identity[0]}, edition "
                                f"{identity[1]} (engine {identity[2]})")
        warm(db)
        _WORKER_DBS[key] = db
    return db
