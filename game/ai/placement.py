"""The face / position / star answers every AI level gives after a hand play (D-25 defaults, R14.6),
apart from the agents so the strong agent and the retail one share them without importing each other."""

from __future__ import annotations

from game.ai.hand_script import HandPlay
from game.rules import actions as A
from game.rules.state import Decision


def placement_answer(pending: int, plan: HandPlay | None, legal: list[int]) -> int:
    """Returns the face / position / star answer of a plan (D-25 defaults; R14.6 star 1 always)."""
    if pending == _PICK_STAR:
        return _STAR_1
    if pending == _PICK_POSITION:
        return _DEFENCE_POS if plan is not None and plan.defence else _ATTACK_POS
    face_down = plan is None or plan.face_down
    return _FACE_DOWN if face_down and _FACE_DOWN in legal else _FACE_UP


# bound once: each duel asks here about 54 times, and an IntEnum member read off its class costs ten times a
# global (CPython 3.11)
_PICK_STAR, _PICK_POSITION = Decision.PICK_STAR, Decision.PICK_POSITION
_STAR_1, _ATTACK_POS, _DEFENCE_POS, _FACE_UP, _FACE_DOWN = A.STAR_1, A.ATTACK_POS, A.DEFENCE_POS, A.FACE_UP, A.FACE_DOWN
