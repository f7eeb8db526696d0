"""Engine problems met while building the AI, kept as strict xfails for the engine owner (issue 4 brief)."""

from __future__ import annotations

import importlib

import pytest


@pytest.mark.xfail(strict=True, reason="game.rules exports the function `replay` lazily under the same name as "
                                       "its submodule game.rules.replay; once the submodule is imported, the "
                                       "package attribute is the module, so `from game.rules import replay` "
                                       "gives a module and `replay(db, log)` raises TypeError")
def test_rules_replay_export_is_the_function():
    importlib.import_module("game.rules.replay")
    from game.rules import replay

    assert callable(replay)
