"""``fmduel bench [--json] [--only NAME ...] [--runs N] [--check] [--target NAME=VALUE ...]``: measure the
project's speed and memory targets.

Each benchmark is a module in game.bench (listed in BENCHES) with ``measure() -> dict``; every figure
it returns becomes one key of the report. Each run also times the calibration loop, and the speed
figures are normalised to it (game.bench.machine); the targets (game.bench.targets) are checked on the
normalised figures here, never in timed tests. ``--check`` exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys

from game.commands.common import whole

BENCHES = ("game.bench.data_load", "game.bench.engine", "game.bench.shell", "game.bench.ai",
           "game.bench.duel", "game.bench.memory", "game.bench.deckdoctor", "game.bench.cluster",
           "game.bench.net", "game.bench.rooms")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="run only the benchmarks whose module name contains NAME (repeatable)")
    parser.add_argument("--runs", type=whole(1), default=1, metavar="N",
                        help="measure N times and report each figure's min-max (default 1)")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a measured figure misses its target (checked normalised)")
    parser.add_argument("--target", type=_override, action="append", default=[], metavar="NAME=VALUE",
                        help="check NAME against VALUE instead of its target (repeatable)")


def run(args: argparse.Namespace) -> int:
    """Runs the chosen benchmarks --runs times, prints the figures and the verdict; 1 on a miss with --check."""
    from game.bench.machine import calibrate, machine_info
    from game.bench.report import format_report, summarise
    from game.bench.targets import targets_by_figure

    chosen = [b for b in BENCHES if not args.only or any(o in b for o in args.only)]
    if not chosen:
        print(f"fmduel bench: argument --only: no benchmark matches {args.only}; known: {', '.join(BENCHES)}",
              file=sys.stderr)
        return 2
    machine = machine_info()
    runs = []
    stopped = False
    for _ in range(args.runs):
        try:
            calibration = calibrate()
        except KeyboardInterrupt:
            stopped = True
            break
        figures, stopped = _measure_all(chosen, args)
        if figures:
            runs.append((calibration, figures))
        if stopped:
            break
    report = summarise(runs, targets_by_figure(dict(args.target)))
    machine["load_avg_end"] = machine_info()["load_avg"]
    report["machine"] = machine
    if args.json:
        print(json.dumps(report, sort_keys=True))
    elif runs:
        print("\n".join(format_report(report, machine)))
    if stopped:
        print("fmduel bench: stopped by Ctrl-C; the figures above are the benchmarks that finished", file=sys.stderr)
        return 130
    return 1 if args.check and report["missed"] else 0


def _measure_all(chosen: list[str], args: argparse.Namespace) -> tuple[dict[str, float], bool]:
    """Runs the benchmarks in turn (a progress line on a terminal); returns (figures, whether Ctrl-C stopped it)."""
    from game.sim.progress import Progress

    figures: dict[str, float] = {}
    bar = Progress.on_terminal(len(chosen), "benchmarks", json=args.json)
    try:
        for done, name in enumerate(chosen):
            if bar:
                bar.show(done, name.rsplit(".", 1)[-1])
            figures.update(importlib.import_module(name).measure(args.data))
        return figures, False
    except KeyboardInterrupt:
        return figures, True
    finally:
        if bar:
            bar.close()


def _override(text: str) -> tuple[str, float]:
    """argparse ``type=`` of --target: ``NAME=VALUE`` for a figure that has a target."""
    from game.bench.targets import targets_by_figure
    from game.safe_load import brief

    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {brief(text)}")
    if name.strip() not in targets_by_figure():
        raise argparse.ArgumentTypeError(f"no figure {brief(name.strip())} has a target")
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        raise argparse.ArgumentTypeError(f"VALUE must be a number, got {brief(value)}")
    return name.strip(), number
