"""2P Duel setup (§16.1): two humans on the normal engine, each side with its own starting LP.

    state = new_two_player_duel(db, deck_red, deck_blue, lp=(4000, 8000), rng_seed=7)

R16.2: each side's starting LP is 1 or 500-8000 in steps of 500 (default 8000) and is also that
side's maximum LP (the engine's ``lp=(a, b)`` sets both). Player 1 (Red, side 0) goes first (R16.6,
D-06). Both decks are given (no pool deal) and the duel has no opponent duelist, rank or drop (R16.3).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.db import CardDB
from game.rules.setup import new_duel
from game.rules.state import DuelState

LP_CHOICES: tuple[int, ...] = (1, *range(500, 8001, 500))
DEFAULT_LP = 8000


def check_start_lp(value: int) -> None:
    """Raises ValueError unless ``value`` is a 2P starting LP (R16.2)."""
    if int(value) not in LP_CHOICES:
        raise ValueError(f"starting LP must be 1 or 500-8000 in steps of 500, got {value}")


def step_lp(value: int, delta: int) -> int:
    """Returns the LP choice ``delta`` steps from ``value`` (clamped at 1 and 8000), for the setup widget."""
    i = LP_CHOICES.index(int(value)) if int(value) in LP_CHOICES else len(LP_CHOICES) - 1
    return LP_CHOICES[min(max(i + int(delta), 0), len(LP_CHOICES) - 1)]


def new_two_player_duel(db: CardDB, deck0: Sequence[int], deck1: Sequence[int], *,
                        lp: tuple[int, int] = (DEFAULT_LP, DEFAULT_LP), **kwargs) -> DuelState:
    """Returns a 2P duel: side 0 (Red) first, each side's LP and max LP from ``lp`` (R16.2)."""
    for value in lp:
        check_start_lp(value)
    if deck1 is None:
        raise ValueError("a 2P duel needs both decks (R16.1)")
    return new_duel(db, deck0, deck1, opponent=0, lp=(int(lp[0]), int(lp[1])), **kwargs)
