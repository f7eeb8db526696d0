"""What several commands parse and report the same way: the worker count, the card database and a bad
argument, so every command words them alike."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any


def add_jobs_argument(parser: argparse.ArgumentParser) -> None:
    """Adds ``--jobs J`` (worker processes; None means every core, see ``jobs_of``)."""
    parser.add_argument("--jobs", type=int, default=None, metavar="J",
                        help="worker processes (default: all cores)")


def jobs_of(args: argparse.Namespace) -> int:
    """Returns --jobs, or every core when it was not given (the caller checks it is at least 1)."""
    return args.jobs if args.jobs is not None else (os.cpu_count() or 1)


def bad_argument(prog: str, name: str, problem: str) -> int:
    """Prints ``PROG: argument NAME: PROBLEM`` (argparse's own wording) and returns the usage exit code 2."""
    print(f"{prog}: argument {name}: {problem}", file=sys.stderr)
    return 2


def load_db_or_report(args: argparse.Namespace, prog: str, **options: Any):
    """Returns the card database of --data (``options`` go to ``load_carddb``: mods, cache), or None after
    printing why it cannot be loaded; the caller returns its own exit code."""
    from game.career.checks import CAREER_CHECKS
    from game.db import DataError, load_carddb

    try:
        return load_carddb(args.data, checks=CAREER_CHECKS, **options)
    except DataError as exc:
        print(f"{prog}: invalid data: {exc}", file=sys.stderr)
        return None


def jobs_and_db(args: argparse.Namespace, prog: str):
    """Checks --jobs and loads the card database: returns (jobs, db), or the exit code 2 after saying
    what is wrong."""
    jobs = jobs_of(args)
    if jobs < 1:
        return bad_argument(prog, "--jobs", f"must be at least 1, got {jobs}")
    db = load_db_or_report(args, prog)
    return 2 if db is None else (jobs, db)
