"""``fmduel play`` (the default command): load data and settings, then run the game window."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

from game.db import DataError, load_carddb


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--config", type=Path, default=None, metavar="PATH",
                        help="settings file to read (and to save to from Options); "
                             "default: the per-user config dir")
    parser.add_argument("--mods", type=Path, action="append", default=[], metavar="DIR",
                        help="apply the mod files of DIR after the per-user mods dir (repeatable)")
    parser.add_argument("--frames", type=int, default=0,
                        help="quit after this many frames (0 = run until closed); for smoke tests")
    parser.add_argument("--report-first-frame", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    """Loads the data and settings and runs the window until the player quits."""
    logging.basicConfig(level=logging.INFO, format="fmduel: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.db import default_mods_dir

    try:
        db = load_carddb(args.data, mod_dirs=[default_mods_dir(), *args.mods])
    except DataError as exc:
        print(f"fmduel: invalid data: {exc}", file=sys.stderr)
        return 1
    if db.mods:
        from game.db.mods import ModReport

        mods = ModReport.from_dict(db.mods)
        logging.getLogger("fmduel").info("mods applied: %s", ", ".join(mods.names) or "none")
        for problem in [*mods.rejected, *mods.conflicts]:
            print(f"fmduel: mod: {problem}", file=sys.stderr)
    from game.config import default_config_path, load_config

    config = load_config(args.config or default_config_path())
    for problem in config.problems:
        print(f"fmduel: config: {problem}", file=sys.stderr)
    from game.app import App

    report = None
    if args.report_first_frame:
        def report() -> None:
            print(f"first-frame {time.perf_counter():.6f}", flush=True)
    return App(db, config, on_first_frame=report).run(max_frames=args.frames)
