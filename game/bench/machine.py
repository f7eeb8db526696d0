"""What the bench records about the machine, and the calibration loop its speed figures are normalised to.

Machines this project runs on differ about twofold in plain Python speed, and a shared machine's load
moves every timing, so a figure alone cannot tell a slow build from a slow or busy machine. The bench
therefore records the load average, the core count, the CPU model and the Python and library versions,
and times a fixed plain Python loop. ``speed = REFERENCE_LOOP_S / loop_s`` is 1 on the reference
machine (the 2-core AMD EPYC the README's figures come from), about 0.5 on a machine twice as slow;
a time figure is normalised as ``time * speed`` and a rate as ``rate / speed``, so the targets, set on
the reference machine, mean the same everywhere.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version

LOOP_STEPS = 10_000_000
LOOP_RUNS = 3
# The loop's best time on the reference machine, quiet: 10 million steps of ``total += i`` took 0.40 s of
# CPU (wall-clock equal when the machine is idle), Python 3.11, 2-core AMD EPYC.
REFERENCE_LOOP_S = 0.40
LIBRARIES = ("fmduel", "numpy", "pygame-ce", "PyYAML", "platformdirs")


def calibration_loop(steps: int = LOOP_STEPS) -> int:
    """The fixed work the machine's speed is measured with: a plain Python loop, nothing imported."""
    total = 0
    for i in range(steps):
        total += i
    return total


@dataclass(frozen=True, slots=True)
class Calibration:
    """The calibration loop's best times: wall-clock (what wall-clock figures are normalised to) and the
    process's CPU time (for the ``*_cpu_*`` figures, which a busy machine does not stretch)."""

    wall_s: float
    cpu_s: float


def calibrate(runs: int = LOOP_RUNS) -> Calibration:
    """Returns the best times of the calibration loop over ``runs`` runs (the machine's speed, with as
    little of other processes' load as the runs could avoid)."""
    wall = cpu = float("inf")
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        calibration_loop()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return Calibration(wall, cpu)


def machine_info() -> dict[str, object]:
    """Returns what a reader needs to judge a figure: load, cores, CPU, Python and library versions."""
    return {
        "load_avg": load_average(),
        "cores": os.cpu_count(),
        "cpu_model": cpu_model(),
        "python": platform.python_version(),
        "implementation": sys.implementation.name,
        "platform": platform.platform(),
        "libraries": {name: _version(name) for name in LIBRARIES},
    }


def load_average() -> list[float] | None:
    """Returns the 1, 5 and 15-minute load averages, or None where the system has none (Windows)."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def cpu_model() -> str:
    """Returns the CPU's model name (from /proc/cpuinfo on Linux), else what the platform module knows."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if line.lower().startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def _version(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        if name == "fmduel":  # a checkout that was never installed
            import game

            return game.__version__
        return None
