"""A one-line progress bar on stderr for long commands, drawn only on a terminal.

    bar = Progress.on_terminal(1000, "duels", json=args.json)   # None when piped or --json
    bar.show(done); ...; bar.close()

Nothing is drawn when stderr is not a terminal or the command prints JSON, so piped output and
scripts see only the report. The bar redraws at most ten times a second and says the rate.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

_WIDTH = 30
_EVERY_S = 0.1


class Progress:
    """One bar: ``show(done)`` as work finishes, ``close()`` once (ends the line)."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.total, self.label = max(total, 1), label
        self.stream = stream or sys.stderr
        self.started = self.drawn = time.perf_counter()
        self.shown = -1

    @classmethod
    def on_terminal(cls, total: int, label: str, *, json: bool = False) -> Progress | None:
        """Returns a bar on stderr when it is a terminal and the output is not JSON, else None."""
        return cls(total, label) if not json and sys.stderr.isatty() else None

    def show(self, done: int, note: str = "") -> None:
        """Redraws the bar at ``done`` of the total (throttled; the last step always drawn)."""
        now = time.perf_counter()
        if done == self.shown or (now - self.drawn < _EVERY_S and done < self.total):
            return
        self.shown, self.drawn = done, now
        filled = _WIDTH * min(done, self.total) // self.total
        rate = done / (now - self.started) if now > self.started else 0.0
        extra = f" {note}" if note else ""
        self.stream.write(f"\r[{'#' * filled}{'.' * (_WIDTH - filled)}] {done}/{self.total} {self.label}"
                          f" ({rate:,.0f}/s){extra}\x1b[K")
        self.stream.flush()

    def close(self) -> None:
        """Ends the bar's line."""
        self.stream.write("\n")
        self.stream.flush()
