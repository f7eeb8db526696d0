"""Every command checks every argument the same way (issue 22): a bad one is exactly one line on stderr,
``PROG: argument NAME: PROBLEM``, exit code 2, before anything runs; a bad id gets one message however it
was written ('-5', '0', '723', '+0'); ``--version`` prints the package's version."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import game
from game.cli import main

REPO = Path(__file__).resolve().parent.parent
README = str(REPO / "README.md")  # a file that exists, where a directory or another kind of file is wanted
NO = "/nonexistent/fmduel-arg"
NO_CARD = "no card with id {} (ids are 1..722)"

BAD = [
    # the cases issue 22 names
    (["play", "--mods", NO], "fmduel play: argument --mods: no such directory: " + NO),
    (["check-data", "--artpack", NO], "fmduel check-data: argument --artpack: no such directory: " + NO),
    (["play", "--frames", "-5"], "fmduel play: argument --frames: must be at least 0, got -5"),
    (["calc", "battle", "1", "--attacker-equip", "-500"],
     "fmduel calc battle: argument --attacker-equip: must be 0..9999, got -500"),
    (["calc", "fuse", "-5", "1"], "fmduel calc fuse: argument CARD: " + NO_CARD.format(-5)),
    (["calc", "fuse", "0", "1"], "fmduel calc fuse: argument CARD: " + NO_CARD.format(0)),
    (["calc", "fuse", "1", "723"], "fmduel calc fuse: argument CARD: " + NO_CARD.format(723)),
    (["calc", "fuse", "+0"], "fmduel calc fuse: argument CARD: " + NO_CARD.format(0)),
    # the same class of problem found auditing every command
    (["--data", NO, "check-data"], "fmduel: argument --data: no such directory: " + NO),
    (["--data", README, "check-data"], f"fmduel: argument --data: not a directory: {README}"),
    (["check-data", "--mods", README], f"fmduel check-data: argument --mods: not a directory: {README}"),
    (["play", "--position", NO], "fmduel play: argument --position: no such file: " + NO),
    (["play", "--config", str(REPO)], f"fmduel play: argument --config: is a directory, not a file: {REPO}"),
    (["play", "--config", NO + "/config.yaml"], "fmduel play: argument --config: no such directory: " + NO),
    (["play", "--frames", "x"], "fmduel play: argument --frames: not a whole number: 'x'"),
    (["replay", NO], "fmduel replay: argument FILE: no such file: " + NO),
    (["replay", README, "--turn", "-1"], "fmduel replay: argument --turn: must be at least 0, got -1"),
    (["replay", README, "--position-at", "-1"], "fmduel replay: argument --position-at: must be at least 0, got -1"),
    (["replay", README, "--mods", NO], "fmduel replay: argument --mods: no such directory: " + NO),
    (["calc", "fuse", "1", "--field", "-5"], "fmduel calc fuse: argument --field: " + NO_CARD.format(-5)),
    (["calc", "fuse", "1", "--field-bonus", "-500"],
     "fmduel calc fuse: argument --field-bonus: must be 0..9999, got -500"),
    (["calc", "fuse", "1", "--terrain", "7"],
     "fmduel calc fuse: argument --terrain: no terrain with code 7 (codes are 0..6)"),
    (["calc", "fuse", "--position", NO], "fmduel calc fuse: argument --position: no such file: " + NO),
    (["calc", "battle", "-5"], "fmduel calc battle: argument ATTACKER: " + NO_CARD.format(-5)),
    (["calc", "battle", "1", "--defender-equip", "10000"],
     "fmduel calc battle: argument --defender-equip: must be 0..9999, got 10000"),
    (["calc", "battle", "1", "--attacker-penalty", "500"],
     "fmduel calc battle: argument --attacker-penalty: must be -9999..0, got 500"),
    (["calc", "battle", "1", "--attacker-star", "3"], "fmduel calc battle: argument --attacker-star: must be 1..2, got 3"),
    (["calc", "rank", "--remaining-lp", "-1"], "fmduel calc rank: argument --remaining-lp: must be at least 0, got -1"),
    (["sim", "--a", "1", "--b", "2", "--duels", "0"],
     "fmduel sim: argument --duels/--count: must be at least 1, got 0"),
    (["sim", "--a", "1", "--b", "2", "--first", "-1"], "fmduel sim: argument --first: must be at least 0, got -1"),
    (["sim", "merge", "/nonexistent.json"], "fmduel sim merge: argument FILE: no such file: /nonexistent.json"),
    (["sim", "--a", "1", "--b", "2", "--jobs", "0"], "fmduel sim: argument --jobs: must be at least 1, got 0"),
    (["sim", "--a", "1", "--b", "2", "--seed", "x"], "fmduel sim: argument --seed: not a whole number: 'x'"),
    (["sim", "--a", "-5", "--b", "2"], "fmduel sim: argument --a: no duelist with id -5 (ids are 1..39)"),
    (["sim", "--a", "0", "--b", "2"], "fmduel sim: argument --a: no duelist with id 0 (ids are 1..39)"),
    (["soak", "--duels", "0"], "fmduel soak: argument --duels: must be at least 1, got 0"),
    (["soak", "--first", "-1"], "fmduel soak: argument --first: must be at least 0, got -1"),
    (["soak", "--replay-every", "-1"], "fmduel soak: argument --replay-every: must be at least 0, got -1"),
    (["deck", "suggest", "--save", "9"], "fmduel deck suggest: argument --save: must be 1..8, got 9"),
    (["deck", "suggest", "--trunk", NO], "fmduel deck suggest: argument --trunk: no such file: " + NO),
    (["deck", "suggest", "--save", "1", "--saves-dir", NO],
     "fmduel deck suggest: argument --saves-dir: no such directory: " + NO),
    (["deck", "suggest", "--trunk", README, "--duels", "-1"],
     "fmduel deck suggest: argument --duels: must be at least 0, got -1"),
    (["deck", "suggest", "--trunk", README, "--vs", "-5"],
     "fmduel deck suggest: argument --vs: no duelist with id -5 (ids are 1..39)"),
    (["deck", "suggest", "--trunk", README, "--fusion", "-5", "--duels", "0"],
     "fmduel deck suggest: argument --fusion: " + NO_CARD.format(-5)),
    (["farm", "-5", "--save", "1"], "fmduel farm: argument CARD: " + NO_CARD.format(-5)),
    (["farm", "1", "--save", "9"], "fmduel farm: argument --save: must be 1..8, got 9"),
    (["farm", "1", "--deck", NO], "fmduel farm: argument --deck: no such file: " + NO),
    (["farm", "1", "--save", "1", "--starchips", "4"], "fmduel farm: argument --starchips: must be 1..3, got 4"),
    (["farm", "1", "--save", "1", "--duels", "0"], "fmduel farm: argument --duels: must be at least 1, got 0"),
    (["farm", "1", "--save", "1", "--saves-dir", NO], "fmduel farm: argument --saves-dir: no such directory: " + NO),
    (["farm", "1"], "fmduel farm: one of the arguments --save --deck is required"),
    (["randomize", "FMR1-ABC"], "fmduel randomize: argument CODE: expected 10 characters after 'FMR1-', got 3"),
    (["randomize", "FMR2-ABC"], "fmduel randomize: argument CODE: expected 11 characters after 'FMR2-', got 3"),
    (["randomize", "FMR1-AAAAAAAA0A"], ("fmduel randomize: argument CODE: character 9 after 'FMR1-' is '0': not in "
                                       "A-Z, 2-7 (the code uses 2-7, never 0, 1, 8 or 9)")),
    (["randomize", "FMR1-NKIAAAAADZ"], ("fmduel randomize: argument CODE: the code's check does not match: a "
                                       "character is mistyped")),
    (["randomize", "FMR1-NKIAAAAADY", "--seed", "3"], ("fmduel randomize: argument CODE: a code holds the seed and "
                                                      "every option: give either CODE or --seed/--PART, not both")),
    (["randomize", "--seed", "-1"], "fmduel randomize: argument --seed: must be 0..4294967295, got -1"),
    (["randomize", "--stats", "huge"], ("fmduel randomize: argument --stats: expected one of off, light, medium, "
                                       "heavy (or 0-3), got 'huge'")),
    (["randomize"] + [a for p in ("stats", "fusions", "equips", "drops", "decks", "terrain", "starter") for a in (f"--{p}", "off")],
     "fmduel randomize: argument --stats: every part is off: nothing to randomize"),
    (["randomize", "--out", README], f"fmduel randomize: argument --out: not a directory: {README}"),
    (["gallery", "--out", README], f"fmduel gallery: argument --out: not a directory: {README}"),
    (["bench", "--runs", "0"], "fmduel bench: argument --runs: must be at least 1, got 0"),
    (["bench", "--target", "nonsense"], "fmduel bench: argument --target: expected NAME=VALUE, got 'nonsense'"),
    (["bench", "--target", "no_such_figure=1"],
     "fmduel bench: argument --target: no figure 'no_such_figure' has a target"),
    (["host", "--port", "-1"], "fmduel host: argument --port: must be 0..65535, got -1"),
    (["host", "--max-minutes", "-5"], "fmduel host: argument --max-minutes: must be at least 0, got -5"),
    (["host", "--grace", "inf"], "fmduel host: argument --grace: not a finite number: 'inf'"),
    (["join", "127.0.0.1", "--seat", "-5"], "fmduel join: argument --seat: not a seat: '-5' (RED, BLUE, 1A, 2A, 1B, 2B, or 1-4; 0 for any)"),
    (["join", "127.0.0.1", "--deck", NO], "fmduel join: argument --deck: no such file: " + NO),
]


@pytest.mark.parametrize("argv, line", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_a_bad_argument_is_one_line_and_exit_2(capsys, argv, line):
    code = main(argv)
    out = capsys.readouterr()
    assert code == 2
    assert out.err == line + "\n", out.err
    assert out.out == ""


def test_version_prints_the_package_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"fmduel {game.__version__}\n"
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    # one version, kept in game/__init__.py: the wheel's metadata is read from there
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}


def test_every_numeric_option_of_every_command_is_checked():
    """An option read with plain ``int`` would accept -5 silently: every one goes through a checker."""
    import argparse

    from game.cli import build_parser

    def walk(parser: argparse.ArgumentParser):
        for action in parser._actions:
            yield parser.prog, action
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    yield from walk(sub)

    plain = [(prog, action.dest) for prog, action in walk(build_parser()) if action.type in (int, Path)]
    assert plain == []
