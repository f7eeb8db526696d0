"""The face / position / star answers every AI level gives after a hand play (D-25 defaults, R14.6),
apart from the agents so the strong agent and the retail one share them without importing each other."""

from __future__ import annotations

from game.ai.hand_script import HandPlay
from game.rules import actions as A
from game.rules.state import Decision


def placement_answer(pending: int, plan: HandPlay | None, legal: list[int]) -> int:
    """Returns the face / position / star answer of a plan (D-25 defaults; R14.6 star 1 always)."""
    if pending == Decision.PICK_STAR:
        return A.STAR_1
    if pending == Decision.PICK_POSITION:
        return A.DEFENCE_POS if plan is not None and plan.defence else A.ATTACK_POS
    face_down = plan is None or plan.face_down
    return A.FACE_DOWN if face_down and A.FACE_DOWN in legal else A.FACE_UP
