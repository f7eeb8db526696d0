"""What every command parses and reports the same way: whole numbers in a range, paths that must exist,
the worker count, the card database and a bad argument, so every command words them alike.

A bad argument is one line, ``PROG: argument NAME: PROBLEM``, and exit code 2, whether argparse finds
it (the ``type=`` checkers here raise ``ArgumentTypeError``; ``Parser.error`` prints the one line) or a
command finds it after loading the data (``bad_argument``). A bad card or duelist id gets the database's
own message ("no card with id -5 (ids are 1..722)") however it was written: '-5', '0', '723', '+9'.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``PROG: argument NAME: PROBLEM`` and exit 2 (no usage block), the
    same line ``bad_argument`` prints for what only the command can check."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def whole(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """Returns an argparse ``type=`` that reads a signed whole number and checks ``low <= value <= high``."""

    def check(text: str) -> int:
        from game.safe_load import brief, signed_int

        value = signed_int(text)
        if value is None:
            raise argparse.ArgumentTypeError(f"not a whole number: {brief(text)}")
        if low is not None and high is not None and not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be {low}..{high}, got {value}")
        if low is not None and value < low:
            raise argparse.ArgumentTypeError(f"must be at least {low}, got {value}")
        if high is not None and value > high:
            raise argparse.ArgumentTypeError(f"must be at most {high}, got {value}")
        return value

    check.__name__ = "whole number"  # argparse names the type in its own messages
    return check


def seconds(low: float = 0.0, *, above: bool = False) -> Callable[[str], float]:
    """Returns an argparse ``type=`` that reads a finite number (a time: seconds, minutes) and checks it is at
    least ``low`` (more than ``low`` with ``above``); float() alone would take 'nan', 'inf' and -5."""

    def check(text: str) -> float:
        import math

        from game.safe_load import brief

        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {brief(text)}") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"not a finite number: {brief(text)}")
        if value < low or (above and value == low):
            raise argparse.ArgumentTypeError(f"must be {'more than' if above else 'at least'} {low:g}, got {value:g}")
        return value

    check.__name__ = "number"
    return check


def host_port(text: str) -> tuple[str, int]:
    """argparse ``type=``: ``HOST[:PORT]``, the game's port when none is given."""
    from game.net.addresses import parse_address
    from game.net.serve import DEFAULT_PORT

    try:
        return parse_address(text, DEFAULT_PORT)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def existing_dir(text: str) -> Path:
    """argparse ``type=``: a directory that exists."""
    path = Path(text)
    if not path.exists():
        raise argparse.ArgumentTypeError(f"no such directory: {text}")
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"not a directory: {text}")
    return path


def existing_file(text: str) -> Path:
    """argparse ``type=``: a file that exists (not a directory)."""
    path = Path(text)
    if not path.exists():
        raise argparse.ArgumentTypeError(f"no such file: {text}")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"is a directory, not a file: {text}")
    return path


def file_to_be(text: str) -> Path:
    """argparse ``type=``: a file that may not exist yet (a settings file Options saves to), but is not a
    directory and lives in a directory that exists."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"is a directory, not a file: {text}")
    if not path.exists() and not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"no such directory: {path.parent}")
    return path


def dir_to_be(text: str) -> Path:
    """argparse ``type=``: a directory that may not exist yet (an output folder), but is not a file."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"not a directory: {text}")
    return path


def add_jobs_argument(parser: argparse.ArgumentParser) -> None:
    """Adds ``--jobs J`` (worker processes, at least 1; None means every core, see ``jobs_of``)."""
    parser.add_argument("--jobs", type=whole(1), default=None, metavar="J",
                        help="worker processes (default: all cores)")


def jobs_of(args: argparse.Namespace) -> int:
    """Returns --jobs, or every core when it was not given."""
    return args.jobs if args.jobs is not None else (os.cpu_count() or 1)


def bad_argument(prog: str, name: str, problem: str) -> int:
    """Prints ``PROG: argument NAME: PROBLEM`` (the parser's own wording) and returns the usage exit code 2."""
    print(f"{prog}: argument {name}: {problem}", file=sys.stderr)
    return 2


def card_ids_or_report(db, names: list[str], prog: str, name: str) -> list[int] | int:
    """Returns the card ids of ``names`` (ids or exact names), or prints the first unknown one as a bad
    argument ``name`` and returns exit code 2."""
    ids = []
    for text in names:
        try:
            ids.append(db.card_id(text))
        except KeyError as exc:
            return bad_argument(prog, name, str(exc.args[0]))
    return ids


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


def package_version() -> str:
    """Returns the installed distribution's version, or the source's ``game.__version__`` in a checkout that
    was never installed (pyproject takes its version from there, so the two cannot differ)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("fmduel")
    except PackageNotFoundError:
        import game

        return game.__version__
