"""The gallery's fixed duels: decks in draw order and a predictable opponent.

The main duel passes through a fusion chain, a direct attack, a trap, an equip from the field, a
face-down defender, a battle and Raigeki; the Exodia duel through a failed fusion, a single card
and the fifth piece drawn. The opponent answers from its own view and the legal list like any
agent, so the duel scene drives it exactly as it drives the real AI.
"""

from __future__ import annotations

from game.db.vocab import Kind
from game.rules import actions as A
from game.rules.state import Decision

# Sword Arm of Dragon, LaLa Li-oon (they fuse into Twin-headed Thunder Dragon), Hitotsu-me Giant,
# Dragon Treasure, Raigeki, then fillers.
MAIN_PLAYER = (11, 191, 3, 315, 337) + (8, 5, 9, 16, 24, 29, 45) * 5
# Acid Trap Hole first, then monsters it sets face-down in defence.
MAIN_OPPONENT = (685, 9, 24, 16, 8) + (5, 29, 45, 9, 24, 16, 8) * 5
# Four Exodia pieces and two monsters that do not fuse; the draw of turn 3 brings Exodia's head.
EXODIA_PLAYER = (17, 18, 19, 3, 5, 20, 21) + (8, 9, 16, 24, 29, 45) * 5 + (8, 9, 16)
EXODIA_OPPONENT = (9, 24, 16, 8, 5) + (29, 45, 9, 24, 16, 8, 5) * 5


class ScriptedOpponent:
    """Sets a trap first, then its first monster face-down in defence; never attacks."""

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
