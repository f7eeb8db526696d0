"""``fmduel bench [--json] [--only NAME ...]``: measure the project's speed and memory targets.

Each benchmark is a module in game.bench (listed in BENCHES) with ``measure() -> dict``; every
figure it returns becomes one key of the report. Targets are checked here, never in timed tests.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys

BENCHES = ("game.bench.data_load", "game.bench.engine", "game.bench.shell", "game.bench.ai",
           "game.bench.duel", "game.bench.memory", "game.bench.deckdoctor", "game.bench.net")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="run only the benchmarks whose module name contains NAME (repeatable)")


def run(args: argparse.Namespace) -> int:
    """Runs the chosen benchmarks and prints their figures."""
    chosen = [b for b in BENCHES if not args.only or any(o in b for o in args.only)]
    if not chosen:
        print(f"fmduel bench: no benchmark matches {args.only}; known: {', '.join(BENCHES)}", file=sys.stderr)
        return 2
    report: dict[str, object] = {}
    for name in chosen:
        report.update(importlib.import_module(name).measure(args.data))
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        width = max(map(len, report))
        for key, value in report.items():
            print(f"{key:<{width}}  {value}")
    return 0
