"""``fmduel soak --duels N --seed S [--jobs J] [--first I] [--json]``: a long invariant-checked AI soak.

Plays N duels rotating over every AI level, 1v1 and Tag, and the rule options, and checks every
step (see game.sim.soak). Exit 0 when nothing broke, 1 when a duel raised or broke an invariant,
130 when Ctrl-C stopped it (the report then covers the duels finished);
each failure is listed with its seed, duel index and step, and ``--first INDEX --duels 1``
replays that duel alone.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.commands.common import add_jobs_argument, jobs_and_db, whole

PROG = "fmduel soak"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--duels", type=whole(1), default=1000, metavar="N", help="number of duels (default 1000)")
    parser.add_argument("--seed", type=whole(), default=0, metavar="S", help="master seed (default 0)")
    parser.add_argument("--first", type=whole(0), default=0, metavar="I", help="index of the first duel (default 0)")
    add_jobs_argument(parser)
    parser.add_argument("--replay-every", type=whole(0), default=10, metavar="K",
                        help="replay every K-th duel from its seed and actions (0: none; default 10)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Runs the soak and prints its report; exit 1 when any duel failed, 2 for bad arguments."""
    from game.sim.soak import soak

    checked = jobs_and_db(args, PROG)  # a bad data directory is one message here, not one per worker
    if isinstance(checked, int):
        return checked
    jobs = checked[0]
    from game.sim.progress import Progress

    report = soak(args.data, duels=args.duels, seed=args.seed, jobs=min(jobs, args.duels), first=args.first,
                  replay_every=args.replay_every, progress=Progress.on_terminal(args.duels, "duels", json=args.json))
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        _print(report)
    if report["stopped"]:
        print(f"{PROG}: stopped by Ctrl-C after {report['duels']} of {args.duels} duels (the report covers them)",
              file=sys.stderr)
        return 130
    return 1 if report["exceptions"] or report["violations"] else 0


# ---------------------------------------------------------------- helpers

def _print(report: dict) -> None:
    print(f"duels {report['duels']} ({report['modes']['1v1']} 1v1, {report['modes']['tag']} tag), "
          f"steps {report['steps']}, replayed {report['replayed']}, {report['seconds']} s on {report['jobs']} jobs")
    print("seats per level: " + ", ".join(f"{k} {v}" for k, v in report["seats_per_level"].items()))
    print(f"exceptions {report['exceptions']}, violations {report['violations']}")
    for f in report["failures"]:
        print(f"  seed {f['seed']} duel {f['index']} ({f['mode']}, {'/'.join(f['levels'])}) step {f['step']}: "
              f"{f['kind']}: {f['message']}  [fmduel soak --seed {f['seed']} --first {f['index']} --duels 1]")
