"""What every simulator worker process needs, whichever way it was started.

A parent that has started SDL (the game, or pygame tests in the same process) leaves SDL's signal
handlers installed; in a forked worker they turn SIGTERM/SIGINT into an SDL event behind a lock no
thread will release, so a pool shutting its workers down would wait forever. Workers therefore
restore the default SIGTERM handler first, and pools are closed and joined rather than terminated.
Workers ignore SIGINT: Ctrl-C reaches every process of the terminal's group, and only the parent
should answer it (stop handing out work, report what finished, then end the pool).
"""

from __future__ import annotations


def reset_signals() -> None:
    """Restores the default SIGTERM handler and ignores SIGINT in a worker process."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
