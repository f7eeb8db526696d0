"""The ``--executor``/``--scheduler``/``--workers`` options that send a command's duels to a Dask cluster.

``fmduel sim`` and ``fmduel deck suggest`` share them: without ``--executor dask`` the duels run in
``--jobs`` local processes as before. ``--scheduler tcp://HOST:PORT`` uses a running cluster;
``--workers N`` starts a LocalCluster of N processes on the loopback for the run and stops it after.
"""

from __future__ import annotations

import argparse
import sys

from game.commands.common import bad_argument, whole


def add_executor_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``--executor``, ``--scheduler`` and ``--workers``."""
    parser.add_argument("--executor", choices=("local", "dask"), default="local",
                        help="where the duels run: local processes (default) or a Dask cluster "
                             "(needs pip install 'fmduel[cluster]')")
    parser.add_argument("--scheduler", metavar="tcp://HOST:PORT", default=None,
                        help="with --executor dask: the address of a running Dask scheduler")
    parser.add_argument("--workers", type=whole(1), default=None, metavar="N",
                        help="with --executor dask: start a local cluster of N worker processes instead")


def executor_of(args: argparse.Namespace, prog: str, db, jobs: int):
    """Returns the executor the options ask for, or an exit code after one line saying why not
    (2 for bad options, 1 when the cluster cannot be reached or started)."""
    from game.sim.executors import LocalExecutor

    if args.executor == "local":
        for name in ("scheduler", "workers"):
            if getattr(args, name) is not None:
                return bad_argument(prog, f"--{name}", "only applies with --executor dask")
        return LocalExecutor(jobs, args.data, db)
    from game.sim.executors import DaskExecutor, ExecutorError, dask_available

    if (args.scheduler is None) == (args.workers is None):
        return bad_argument(prog, "--executor", "dask needs either --scheduler tcp://HOST:PORT or --workers N")
    if not dask_available():
        return bad_argument(prog, "--executor", "dask is not installed (pip install 'fmduel[cluster]')")
    from game.sim.study import identity_of

    identity = identity_of(db)
    try:
        if args.scheduler is not None:
            return DaskExecutor.connect(args.scheduler, args.data, identity)
        return DaskExecutor.start(args.workers, args.data, identity)
    except (ExecutorError, OSError, TimeoutError, ValueError) as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return 1
