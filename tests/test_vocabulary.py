"""Closed vocabularies are enums, and screen modules stay small (issue 32).

A comparison of a value against a string literal in the duel's presentation is a closed vocabulary
written as free text (a motion phase, a control state, a menu label): a typo there fails silently. The
count is held at a ceiling so new ones need a reason; the module size keeps the screens readable.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
PACKAGES = ("present", "scenes/duel", "scenes/tag")
CEILING = 30
MAX_SCREEN_LINES = 400


def _is_text(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(_is_text(e) for e in node.elts)
    return False


def literal_comparisons(source: str) -> list[int]:
    """Returns the line of each comparison against a string literal (``==``, ``in``, ``match`` case)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(_is_text(x) for x in (node.left, *node.comparators)):
            lines.append(node.lineno)
        elif isinstance(node, ast.MatchValue) and _is_text(node.value):
            lines.append(node.lineno)
    return lines


def test_the_count_sees_each_form_of_a_literal_comparison():
    source = ("if a == 'big': pass\n"
              "if b in ('hand', 'field'): pass\n"
              "if 'x' != c: pass\n"
              "match d:\n    case 'burst': pass\n"
              "if e is Phase.BIG or f == 3: pass\n")
    assert literal_comparisons(source) == [1, 2, 3, 5]


def test_string_literal_comparisons_in_the_duel_presentation_stay_under_the_ceiling():
    found = {}
    for package in PACKAGES:
        for path in sorted((GAME / package).rglob("*.py")):
            lines = literal_comparisons(path.read_text(encoding="utf-8"))
            if lines:
                found[str(path.relative_to(GAME))] = lines
    total = sum(len(v) for v in found.values())
    assert total <= CEILING, f"{total} string-literal comparisons (ceiling {CEILING}): {found}"


def test_no_screen_module_is_over_the_size_guideline():
    long = {str(p.relative_to(GAME)): n for p in (GAME / "scenes").rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_SCREEN_LINES}
    assert not long, f"modules over {MAX_SCREEN_LINES} lines: {long}"
