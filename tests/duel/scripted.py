"""A predictable opponent for duel-scene tests: the gallery's scripted duel (``game.gallery.script``).

It answers only from its own view and the legal list, like any agent (game.ai's protocol), so the
scene drives it exactly as it drives the real AI.
"""

from __future__ import annotations

from game.gallery.script import MAIN_OPPONENT as OPPONENT_DECK
from game.gallery.script import MAIN_PLAYER as PLAYER_DECK
from game.gallery.script import ScriptedOpponent

__all__ = ["OPPONENT_DECK", "PLAYER_DECK", "ScriptedOpponent"]
