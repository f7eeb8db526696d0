"""A simulator task that kills its own Dask worker process once, mid-run, for the worker-loss test.

It lives in an importable module (tests/ is on the workers' path) because Dask workers import a
task's function by name. The marker file makes the death happen exactly once: the scheduler then
re-runs the lost range on a worker that finds the marker and plays it normally.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

from game.sim.runner import run_chunk


def dying_chunk(db, marker: str, dies_at: int, a, b, seed: int, indices: range):
    """Plays ``indices`` like ``run_chunk``, but first kills this process (SIGKILL) the first time the
    range starting at ``dies_at`` comes up."""
    if indices.start == dies_at and not Path(marker).exists():
        Path(marker).write_text(str(os.getpid()))
        os.kill(os.getpid(), signal.SIGKILL)
    return run_chunk(db, a, b, seed, indices)
