"""What the bench records about the machine, and the calibration loop its speed figures are normalised to.

Machines this project runs on differ about twofold in plain Python speed, and a shared machine's load
moves every timing, so a figure alone cannot tell a slow build from a slow or busy machine. The bench
therefore records the load average, the core count, the CPU model and the Python and library versions,
and times a fixed plain Python loop. ``speed = REFERENCE_LOOP_S / loop_s`` is 1 on the reference
machine (the 2-core AMD EPYC the README's figures come from), about 0.5 on a machine twice as slow;
a time figure is normalised as ``time * speed`` and a rate as ``rate / speed``, so the targets, set on
the reference machine, mean the same everywhere.

The loop does not always explain the engine's figures (issue 34: a machine whose loop ran as fast as the
reference's ran the engine twice as slowly). The loop is three bytecodes whose data fit the first-level
cache; a duel step builds and reads a few hundred objects. On a busy machine every step that resumes
after another process ran refills the caches, in CPU time the loop never pays, and a mean over
thousands of steps counts every preemption, which the loop's best of three runs mostly escapes.
``engine_vs_loop`` measures both effects in each run and says whether the loop explains the engine's
figure. numpy's BLAS settings (OPENBLAS_CORETYPE, OPENBLAS_L2_SIZE, set on some machines) are recorded
too; a duel makes no BLAS call, so they move numpy's matrix products, not the engine.
"""

from __future__ import annotations

import ctypes
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
BLAS_SETTINGS = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
# The engine's wall-clock mean may stretch this much more than the loop's best run and still count as
# explained by it (the two are measured minutes apart on a machine whose load moves).
EXPLAINED = 1.25


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
        "blas": blas(),
    }


def blas() -> dict[str, str | None]:
    """Returns numpy's BLAS settings from the environment and the OpenBLAS kernel it runs (None where
    unknown: another BLAS, or numpy not loaded yet)."""
    out: dict[str, str | None] = {name: os.environ.get(name) for name in BLAS_SETTINGS}
    out["kernel"] = _openblas_kernel() if "numpy" in sys.modules else None
    return out


def engine_vs_loop(calibration: Calibration, figures: dict[str, float]) -> dict[str, object] | None:
    """Returns whether the calibration loop explains the engine step's figure in one run, and why not.

    ``loop_stretch`` is the loop's wall-clock over its CPU time (the load its best run met);
    ``engine_stretch`` the step's wall-clock mean over its CPU median (load and cache refills together),
    split into ``refill`` (CPU mean over CPU median) and ``preempted`` (wall mean over CPU mean). The
    loop explains the engine when the engine stretched at most ``EXPLAINED`` times as much as the loop.
    None without the engine's figures (``--only`` left the ai bench out).
    """
    try:
        wall = figures["engine_step_us_mean"]
        cpu, median = figures["engine_step_cpu_us_mean"], figures["engine_step_cpu_us_p50"]
    except KeyError:
        return None
    if min(wall, cpu, median, calibration.cpu_s) <= 0:
        return None
    loop = calibration.wall_s / calibration.cpu_s
    engine, refill, preempted = wall / median, cpu / median, wall / cpu
    reasons = []
    if refill > EXPLAINED:
        reasons.append(f"a step's CPU time averaged {refill:.1f}x its median: steps that resume after another "
                       "process ran refill the caches, which the loop (its data fit the first-level cache) never does")
    if preempted > EXPLAINED * loop:
        reasons.append(f"the step's wall-clock mean is {preempted:.1f}x its CPU time, the loop's best run "
                       f"{loop:.1f}x: the mean counts every preemption, the best of three runs mostly escapes them")
    return {"loop_stretch": round(loop, 2), "engine_stretch": round(engine, 2), "refill": round(refill, 2),
            "preempted": round(preempted, 2), "explains": engine <= EXPLAINED * loop, "reasons": reasons}


def explanation_lines(report: dict[str, object]) -> list[str]:
    """Returns the machine section's lines on the engine against the loop, one per run that timed the engine."""
    lines = []
    for i, e in enumerate(report.get("engine_vs_loop") or []):
        if not e:
            continue
        run = f" (run {i + 1})" if report["runs"] > 1 else ""
        head = (f"engine/loop  the loop {'explains' if e['explains'] else 'does not explain'} the engine's speed"
                f"{run}: step wall mean / CPU median {e['engine_stretch']}x, loop wall / CPU {e['loop_stretch']}x")
        if not e["explains"]:
            head += "; " + ("; ".join(e["reasons"]) or "load and cache refills together")
        lines.append(head)
    return lines


def blas_line(machine: dict[str, object]) -> str | None:
    """Returns the machine section's line on numpy's BLAS, None when it was not recorded."""
    b = machine.get("blas")
    if not isinstance(b, dict):
        return None
    settings = ", ".join(f"{name} {b.get(name) or 'unset'}" for name in BLAS_SETTINGS)
    return (f"numpy BLAS   OpenBLAS kernel {b.get('kernel') or 'unknown'}, {settings} (a duel makes no BLAS call: "
            "these move numpy's matrix products, not engine figures)")


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


def _openblas_kernel() -> str | None:
    """Returns the kernel name (e.g. 'SkylakeX', 'Haswell') of the OpenBLAS numpy loaded, read from the
    library itself as threadpoolctl does; None where there is none or it cannot be asked (not Linux)."""
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as fh:
            paths = sorted({line.split()[-1] for line in fh if "openblas" in line.lower() and "/" in line})
    except OSError:
        return None
    for path in paths:
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for prefix in ("scipy_openblas", "openblas"):
            for suffix in ("64_", ""):
                get = getattr(lib, f"{prefix}_get_corename{suffix}", None)
                if get is not None:
                    get.restype = ctypes.c_char_p
                    name = get()
                    return name.decode() if name else None
    return None


def _version(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        if name == "fmduel":  # a checkout that was never installed
            import game

            return game.__version__
        return None
