"""Engine problems met while building the AI, checked here once the engine owner fixed them (issue 4 brief)."""

from __future__ import annotations

import importlib


def test_rules_replay_function_is_exported_apart_from_its_submodule(db):
    # Found while writing the AI RNG test: the lazy export `replay` was shadowed by the submodule
    # game.rules.replay. Fixed in the engine by exporting the function as `replay_duel`.
    import game.rules
    from game.rules import replay_duel
    from game.rules.actions import legal_actions
    from game.rules.engine import step
    from game.rules.rng import PsxRng
    from game.rules.serialise import state_hash
    from game.rules.setup import deal_deck

    module = importlib.import_module("game.rules.replay")
    assert game.rules.replay is module and replay_duel is module.replay
    log = module.ReplayLog(deck0=tuple(deal_deck(db, 3, PsxRng(1))), deck1=None, opponent=3, seed=5)
    state, _ = module.start(db, log)
    for _ in range(6):  # play the first legal action a few times, by hand
        action = legal_actions(db, state)[0]
        state, _ = step(db, state, action)
        log = log.with_action(action)
    final, events = replay_duel(db, log)
    assert state_hash(final) == state_hash(state) and len(events) > len(log.actions)