"""A 2P duel seen from the side whose turn it is: the 1v1 duel scene always draws side 0 at the bottom.

The engine is symmetric in its two sides and every action is relative to the acting side, so the
duel scene can run on a *mirrored* state (sides swapped, ``active`` and ``winner`` flipped) and
the actions it commits are still the real ones. ``flip`` swaps the perspective at a hand-off
(R16.6); ``true_state`` is the duel as the engine keeps it (Red = side 0), which the result and
the replay log use.
"""

from __future__ import annotations

from game.rules.state import DuelState
from game.rules.view import mirror
from game.scenes.duel.session import DuelSession


class PerspectiveSession(DuelSession):
    """A DuelSession whose ``state`` is shown from ``perspective`` (0 = Red, 1 = Blue)."""

    perspective = 0

    def flip(self) -> None:
        """Shows the duel from the other side from now on (the hand-off of R16.6)."""
        self.state = mirror(self.state)
        self.perspective = 1 - self.perspective

    @property
    def true_state(self) -> DuelState:
        """Returns the duel with Red as side 0."""
        return mirror(self.state) if self.perspective else self.state

    @property
    def opening_state(self) -> DuelState:
        """Returns the opening state in the current perspective."""
        state = DuelSession.opening_state.fget(self)
        return mirror(state) if self.perspective else state
