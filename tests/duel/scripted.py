"""A predictable opponent for duel-scene tests: sets a trap first, then face-down defenders.

It answers only from its own view and the legal list, like any agent (game.ai's protocol), so the
scene drives it exactly as it drives the real AI.
"""

from __future__ import annotations

from game.db.vocab import Kind
from game.rules import actions as A
from game.rules.state import Decision

# The scripted duel of the end-to-end test: the player's and the opponent's decks in draw order.
PLAYER_DECK = (11, 191, 3, 315, 337) + (8, 5, 9, 16, 24, 29, 45) * 5   # Sword Arm of Dragon, LaLa Li-oon,
OPPONENT_DECK = (685, 9, 24, 16, 8) + (5, 29, 45, 9, 24, 16, 8) * 5     # Hitotsu-me Giant, Dragon Treasure, Raigeki


class ScriptedOpponent:
    """Trap first (set face-down), then the first monster face-down in defence; never attacks."""

    sees_face_down = False
    own_deck = False

    def __init__(self) -> None:
        self.kind = Kind.MONSTER

    def act(self, db, view, legal: list[int]) -> int:
        """Returns this script's answer to the pending decision."""
        me = view.sides[view.active]
        p = view.pending
        if p == Decision.PICK_HAND:
            traps = [i for i, c in enumerate(me.hand) if db.kind[c] == Kind.TRAP]
            has_trap = any(r.card for r in me.spells)
            mons = [i for i, c in enumerate(me.hand) if db.kind[c] == Kind.MONSTER]
            i = traps[0] if traps and not has_trap else (mons or [0])[0]
            self.kind = Kind(int(db.kind[me.hand[i]]))
            return A.PLAY_CARD + i
        if p == Decision.PICK_DEST:
            if self.kind == Kind.MONSTER:
                empty = [A.DEST_MONSTER + z for z in range(5) if not me.monsters[z].card]
            else:
                empty = [A.DEST_SPELL + z for z in range(5) if not me.spells[z].card]
            return next(a for a in empty + legal if a in legal)
        if p == Decision.PICK_FACE:
            return A.FACE_DOWN if A.FACE_DOWN in legal else A.FACE_UP
        if p == Decision.PICK_POSITION:
            return A.DEFENCE_POS
        if p == Decision.PICK_STAR:
            return A.STAR_1
        return A.END_TURN
