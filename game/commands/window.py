"""Opening the game's window for a command that starts on a screen of its own (``fmduel host`` and
``fmduel join`` with a window): the command layer starts the app, so no screen imports it (issue 32)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any


def run_window(db, args, first: Callable[[], Any]) -> int:
    """Runs the app with ``args.config`` (problems reported on stderr) from the scene ``first`` makes,
    for ``args.frames`` frames when given (0: until the player quits); returns the exit status."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import App
    from game.config import default_config_path, load_config

    config = load_config(args.config or default_config_path())
    for problem in config.problems:
        print(f"fmduel: config: {problem}", file=sys.stderr)
    return App(db, config, first_scene=first).run(max_frames=getattr(args, "frames", 0))
