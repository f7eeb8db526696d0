"""Command-line entry point: ``fmduel [--data DIR] [COMMAND ...]`` (no command starts the game).

Each sub-command lives in its own module (see COMMANDS) exposing ``add_arguments(parser)`` and
``run(args) -> int``, so adding one never touches another's code.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

# command name -> (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("game.commands.play", "start the game (the default)"),
    "check-data": ("game.commands.check_data", "validate data/ and print the counts"),
    "bench": ("game.commands.bench", "measure the performance targets"),
    "calc": ("game.commands.calc", "fusion, battle and rank calculators"),
    "sim": ("game.commands.sim", "AI-vs-AI duels, headless, with a summary"),
    "replay": ("game.commands.replay", "play back (or --check) a recorded duel"),
    "soak": ("game.commands.soak", "many checked AI duels: every level, mode and rule option"),
    "deck": ("game.commands.deck", "deck doctor: suggest the strongest deck from the cards owned"),
    "farm": ("game.commands.farm", "farm planner: where and how long to farm wanted cards with your deck"),
    "randomize": ("game.commands.randomize", "make a seeded, checked-winnable randomized run as a mod"),
    "gallery": ("game.commands.gallery", "render every screen and duel sequence to PNGs and an index.html"),
    "host": ("game.commands.host", "open a room for a 2P or Tag Duel over the network"),
    "join": ("game.commands.join", "take a seat in a room over the network"),
    "server": ("game.commands.server", "a duel server: many rooms on one port, with a lobby"),
    "lobby": ("game.commands.lobby", "a duel server's rooms: list, open or watch one"),
}


def build_parser() -> argparse.ArgumentParser:
    """Returns the argument parser with every sub-command registered (each checks its own arguments with
    the shared checkers of game.commands.common, so a bad one is always one line and exit 2)."""
    from game.commands.common import Parser, existing_dir, package_version

    parser = Parser(prog="fmduel", description="Forbidden Memories duels, re-created.")
    parser.add_argument("--version", action="version", version=f"fmduel {package_version()}")
    parser.add_argument("--data", type=existing_dir, default=None, metavar="DIR",
                        help="data directory (default: the bundled data/)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, help_text) in COMMANDS.items():
        cmd = sub.add_parser(name, help=help_text, description=help_text)
        importlib.import_module(module).add_arguments(cmd)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Parses argv and runs the chosen command; returns the exit code."""
    args_list = _default_to_play(sys.argv[1:] if argv is None else list(argv))
    try:
        args = build_parser().parse_args(args_list)
    except SystemExit as exc:  # a bad argument (its one line already printed), --help or --version
        return exc.code if isinstance(exc.code, int) else 2
    module = importlib.import_module(COMMANDS[args.command][0])
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``fmduel ... | head``): say nothing more, like other CLI tools.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


def _default_to_play(args: list[str]) -> list[str]:
    """Returns args with 'play' inserted after the global options when no command is named."""
    i = 0
    while i < len(args) and args[i].startswith("--data"):
        i += 1 if "=" in args[i] else 2
    rest = args[i:]
    if rest and (not rest[0].startswith("-") or rest[0] in ("-h", "--help", "--version")):
        return args  # a command (or a typo argparse will name), the top-level help or the version
    return [*args[:i], "play", *rest]
