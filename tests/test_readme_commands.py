"""README.md's command table holds every option the README itself uses, and each exists in the parser.

Issue 31: the table had drifted from the README's own text (``fmduel play: argument --frames`` in the prose,
no ``--frames`` in the table). Every ``fmduel COMMAND ... --option`` in a code span or code block outside
the table must be listed in that command's table row, and every option of the table must be one the
command's parser knows.
"""

from __future__ import annotations

import argparse
import functools
import re

from conftest import REPO

from game.cli import build_parser

_OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")
_CODE = re.compile(r"`([^`]+)`")
_CALL = re.compile(r"\bfmduel (?!-)([a-z][a-z-]*)")


def _readme() -> list[str]:
    return (REPO / "README.md").read_text(encoding="utf-8").splitlines()


def _calls(text: str) -> list[tuple[str, set[str]]]:
    """Returns (command, options) for each ``fmduel COMMAND ...`` in text (options up to the next call)."""
    found = list(_CALL.finditer(text))
    out = []
    for i, m in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        out.append((m.group(1), set(_OPTION.findall(text[m.end():end]))))
    return out


def _table() -> dict[str, set[str]]:
    """Returns command -> options, from the rows of the command table (its first column)."""
    rows = [line for line in _readme() if line.startswith("| `fmduel")]
    assert len(rows) >= 10, "the command table was not found"
    table: dict[str, set[str]] = {}
    for row in rows:
        first = row.split(" | ")[0]
        for span in _CODE.findall(first):
            for command, options in _calls(span):
                table.setdefault(command, set()).update(options)
    return table


def _used() -> list[tuple[int, str, set[str]]]:
    """Returns (line number, command, options) of every fmduel call the README writes outside the table."""
    used, block = [], False
    for number, line in enumerate(_readme(), start=1):
        if line.startswith("```"):
            block = not block
            continue
        if line.startswith("| `fmduel"):
            continue
        spans = [line] if block else _CODE.findall(line)
        for span in spans:
            used.extend((number, command, options) for command, options in _calls(span))
    return used


@functools.cache
def _parser_options(command: str) -> frozenset[str]:
    """Returns every option string the command's parser (and its sub-commands' parsers) accepts."""
    parser = _parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    found, todo = set(), [sub.choices[command]]
    while todo:
        p = todo.pop()
        for action in p._actions:
            found.update(s for s in action.option_strings if s.startswith("--"))
            if isinstance(action, argparse._SubParsersAction):
                todo.extend(action.choices.values())
    return frozenset(found)


@functools.cache
def _parser() -> argparse.ArgumentParser:
    return build_parser()


def test_every_option_the_readme_uses_is_in_its_commands_table_row():
    table = _table()
    used = _used()
    assert any(command == "play" and "--frames" in options for _, command, options in used)  # the case found
    missing = [(number, command, sorted(options - table.get(command, set())))
               for number, command, options in used if options - table.get(command, set())]
    assert not missing, f"README lines using options its command table leaves out: {missing}"


def test_every_option_of_the_command_table_exists_in_the_parser():
    for command, options in _table().items():
        unknown = options - _parser_options(command)
        assert not unknown, f"the table lists {sorted(unknown)} for fmduel {command}, which its parser does not know"


def test_the_online_commands_list_their_address_seat_and_bot_options():
    table = _table()
    assert {"--bind", "--port"} <= table["host"] and {"--seat", "--bot", "--code"} <= table["join"]
