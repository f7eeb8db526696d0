"""What several commands parse the same way: the worker count and the card database."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable


def jobs_of(args: argparse.Namespace) -> int:
    """Returns --jobs, or every core when it was not given (the caller checks it is at least 1)."""
    return args.jobs if args.jobs is not None else (os.cpu_count() or 1)


def load_db_or_report(args: argparse.Namespace, prog: str):
    """Returns the card database of --data, or None after printing why it cannot be loaded."""
    from game.db import DataError, load_carddb

    try:
        return load_carddb(args.data)
    except DataError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return None


def jobs_and_db(args: argparse.Namespace, prog: str, bad: Callable[[str, str], int]):
    """Checks --jobs and loads the card database: returns (jobs, db), or the exit code after saying
    what is wrong (``bad`` words an argument error the command's way)."""
    jobs = jobs_of(args)
    if jobs < 1:
        return bad("--jobs", f"must be at least 1, got {jobs}")
    db = load_db_or_report(args, prog)
    return 2 if db is None else (jobs, db)
