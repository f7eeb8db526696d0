"""Engine problems met while building the AI, checked here once the engine owner fixed them (issue 4 brief)."""

from __future__ import annotations

import importlib


def test_rules_replay_function_is_exported_apart_from_its_submodule():
    # Found while writing the AI RNG test: the lazy export `replay` was shadowed by the submodule
    # game.rules.replay. Fixed in the engine by exporting the function as `replay_duel`.
    importlib.import_module("game.rules.replay")
    from game.rules import replay_duel

    assert callable(replay_duel)
