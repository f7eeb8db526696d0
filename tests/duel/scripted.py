"""A predictable opponent for duel-scene tests: the gallery's scripted duel (``game.gallery.script``).

It answers only from its own view and the legal list, like any agent (game.ai's protocol), so the
scene drives it exactly as it drives the real AI.
"""

from __future__ import annotations

from game.gallery.script import MAIN_OPPONENT as OPPONENT_DECK
from game.gallery.script import MAIN_PLAYER as PLAYER_DECK
from game.gallery.script import ScriptedOpponent

__all__ = ["OPPONENT_DECK", "PLAYER_DECK", "ScriptedOpponent", "scripted_duel", "scripted_launcher"]


def scripted_launcher(seed: int = 7):
    """Returns the Free Duel launcher set for the scripted duel (unshuffled decks, opponent 1, no terrain):
    a test's START DUEL always deals the same hands."""
    from game.scenes.duel.launcher import FreeDuelScene

    return FreeDuelScene(deck0=PLAYER_DECK, deck1=OPPONENT_DECK, shuffle=False, seed=seed, agent=ScriptedOpponent(),
                         opponent=1, terrain=0)


def scripted_duel(pad_duel, seed: int = 3):
    """Starts the scripted duel at instant speed through ``pad_duel`` (tests/duel/conftest.py) with a Cross on the
    launcher; returns (the pad duel, its DuelScene)."""
    from game.scenes.duel.scene import DuelScene

    duel = pad_duel(lambda: scripted_launcher(seed=seed), speed="instant")
    duel.tap("cross")
    duel.idle()
    assert isinstance(duel.top, DuelScene)
    return duel, duel.top
