"""Grind relief: two options that shorten the grind for drops and starchips (not in the original).

Both are off by default and saved with the career (game.career.model.Options); there is no
"classic" preset in the options, so turning both off is the classic game.

* Drop assist: a won duel's drop is rolled three times from the same pool with the duel's own
  generator (game.rules.outcome.roll_drop), and the best roll is kept: the rarer card in that pool
  (lower weight out of 2048), then the dearer in the password shop, then the lower id. A replay
  still gives the same drop, as every roll comes from the recorded duel's generator.
* Starchip multiplier: the rank's starchips (R13.10) are multiplied by 2 or 3.

A win rewarded with either option on is counted in ``SaveData.relief_wins``; the rank screen says
which were on and the save slot shows that the career used them.
"""

from __future__ import annotations

import numpy as np

from game.db import CardDB
from game.db.vocab import POOL_TOTAL
from game.rules.outcome import ASSIST_ROLLS, drop_preference


def relief_on(drop_assist: bool, starchip_multiplier: int) -> bool:
    """Returns whether any grind-relief option is on (a win then counts in ``relief_wins``)."""
    return drop_assist or starchip_multiplier > 1


def relief_label(drop_assist: bool, starchip_multiplier: int) -> str:
    """Returns the player-facing summary ("drop assist, starchips x2"), "" when both are off."""
    parts = (["drop assist"] if drop_assist else []) + ([f"starchips x{starchip_multiplier}"]
                                                        if starchip_multiplier > 1 else [])
    return ", ".join(parts)


def starchips_earned(base: int, starchip_multiplier: int) -> int:
    """Returns the starchips a win pays with the multiplier applied."""
    return base * starchip_multiplier


def assisted_chance(db: CardDB, duelist: int, pool: int, card: int, rolls: int = ASSIST_ROLLS) -> float:
    """Returns the exact chance that the drop assist keeps ``card`` after one won duel.

    The kept roll is the best of ``rolls`` independent rolls by a strict preference order, so with
    F(c) the chance that one roll is no better than c, P(kept = c) = F(c)^rolls - F(just better than c)^rolls.
    """
    weights = db.pools[duelist, pool].astype(np.int64)
    if card <= 0 or weights[card] <= 0:
        return 0.0
    cards = np.flatnonzero(weights[1:]) + 1
    key = drop_preference(db, duelist, pool, card)
    worse_or_same = sum(int(weights[c]) for c in cards if drop_preference(db, duelist, pool, int(c)) >= key)
    worse = worse_or_same - int(weights[card])
    return (worse_or_same / POOL_TOTAL) ** rolls - (worse / POOL_TOTAL) ** rolls
