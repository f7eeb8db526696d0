"""Engine findings from building the duel scene, kept as checks now that the engine has them.

A duel set up with ``setup_duel(..., shuffle=False)`` (fixed deck orders, as the scripted tests and
any "given deck order" launcher use) must replay from its ReplayLog: the log carries ``shuffle``.
"""

from __future__ import annotations

import importlib

from duel.scripted import OPPONENT_DECK, PLAYER_DECK
from game.rules import actions as A
from game.rules.engine import step
from game.rules.serialise import state_hash
from game.rules.setup import setup_duel


def test_replay_log_reproduces_an_unshuffled_duel(db):
    rules_replay = importlib.import_module("game.rules.replay")
    state, _ = setup_duel(db, PLAYER_DECK, OPPONENT_DECK, opponent=3, rng_seed=9, shuffle=False)
    actions = [A.PLAY_CARD, A.DEST_MONSTER, A.FACE_UP, A.ATTACK_POS, A.STAR_1]
    for a in actions:
        state, _ = step(db, state, a)
    log = rules_replay.ReplayLog(deck0=PLAYER_DECK, deck1=OPPONENT_DECK, opponent=3, seed=9, actions=tuple(actions),
                                 shuffle=False)
    final, _ = rules_replay.replay(db, rules_replay.ReplayLog.from_dict(log.to_dict()))
    assert state_hash(final) == state_hash(state)
    shuffled, _ = rules_replay.replay(db, rules_replay.ReplayLog(deck0=PLAYER_DECK, deck1=OPPONENT_DECK, opponent=3,
                                                                 seed=9, actions=()))
    assert shuffled.sides[0].hand != state.sides[0].hand or shuffled.sides[0].deck != PLAYER_DECK
