"""``fmduel play`` (the default command): load data and settings, then run the game window."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time

from game.ai.agent import LEVELS
from game.commands.common import existing_dir, existing_file, file_to_be, load_db_or_report, whole


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds this command's options."""
    parser.add_argument("--config", type=file_to_be, default=None, metavar="PATH",
                        help="settings file to read (and to save to from Options); "
                             "default: the per-user config dir")
    parser.add_argument("--mods", type=existing_dir, action="append", default=[], metavar="DIR",
                        help="apply the mod files of DIR after the per-user mods dir (repeatable)")
    parser.add_argument("--frames", type=whole(0), default=0,
                        help="quit after this many frames (0 = run until closed); for smoke tests")
    parser.add_argument("--position", type=existing_file, default=None, metavar="FILE",
                        help="start a duel from a position file (YAML or JSON, see docs/engine.md)")
    parser.add_argument("--ai", choices=LEVELS, default="fair",
                        help="the computer's level in a --position duel (default fair)")
    parser.add_argument("--report-first-frame", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    """Loads the data and settings and runs the window until the player quits."""
    logging.basicConfig(level=logging.INFO, format="fmduel: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.db import default_mods_dir

    db = load_db_or_report(args, "fmduel", mod_dirs=[default_mods_dir(), *args.mods])
    if db is None:
        return 1
    if db.mods:
        from game.db.mods import ModReport

        mods = ModReport.from_dict(db.mods)
        logging.getLogger("fmduel").info("mods applied: %s", ", ".join(mods.names) or "none")
        for problem in [*mods.rejected, *mods.conflicts]:
            print(f"fmduel: mod: {problem}", file=sys.stderr)
    from game.config import default_config_path, load_config

    first = None
    if args.position is not None:
        from game.rules.position import PositionError, load_position

        try:
            state = load_position(db, args.position)
        except PositionError as exc:
            print(f"fmduel play: --position: {exc}", file=sys.stderr)
            return 2
        first = _position_scene(db, state, args.ai, args.position.name)
    config = load_config(args.config or default_config_path())
    for problem in config.problems:
        print(f"fmduel: config: {problem}", file=sys.stderr)
    from game.app import App

    report = None
    if args.report_first_frame:
        def report() -> None:
            print(f"first-frame {time.perf_counter():.6f}", flush=True)
    return App(db, config, on_first_frame=report, first_scene=first).run(max_frames=args.frames)


def _position_scene(db, state, level: str, label: str):
    """Returns a factory for the first scenes: the title, and over it a duel that starts from ``state``
    against the computer at ``level``, ready to play from its first frame (no opening swoop: the hand
    cursor, hint line and fusion hint show at once); Cross on the duel's results goes back to the
    title (the game goes on: from there the player may play on, or quit as usual)."""
    from game.scenes.duel.scene import DuelScene
    from game.scenes.duel.session import position_duel
    from game.scenes.title import TitleScene

    def first():
        setup, session = position_duel(db, state, ai_level=level, label=label)
        return TitleScene(), DuelScene(setup, session=session, swoop=False)

    return first
