"""``fmduel play`` (the default command): open the window and run the game."""

from __future__ import annotations

import argparse
import sys

from game.db import DataError, load_carddb


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--frames", type=int, default=0,
                        help="quit after this many frames (0 = run until closed); for smoke tests")


def run(args: argparse.Namespace) -> int:
    """Loads the data and runs the window until the player quits."""
    try:
        db = load_carddb(args.data)
    except DataError as exc:
        print(f"fmduel: invalid data: {exc}", file=sys.stderr)
        return 1
    from game.app import run_app

    return run_app(db, max_frames=args.frames)
