"""A deck a player brings to a room, checked by the host with the rules of every local duel.

The same limits as a deck file or the deck builder (R3.5, R3.6: ``DECK_SIZE`` cards, ids of the
card table, ``copy_limit`` copies of a card, one of each Exodia piece), for 2P and Tag alike. No
rule option narrows the card pool today (``RuleOptions`` has none); a room that gains one checks
it here. The answer names the card and the limit in a player's words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.rules.state import DECK_SIZE, RuleOptions, copy_limit


def deck_problem(db, deck: Sequence[int], options: RuleOptions | None = None) -> str:
    """Returns why a deck cannot be used in a room ('' when it can), e.g.
    ``Exodia the Forbidden One: 8 copies, at most 1``."""
    del options  # no card-pool option exists yet (see the module's docstring)
    if len(deck) != DECK_SIZE:
        return f"it holds {len(deck)} cards, a deck needs exactly {DECK_SIZE}"
    last = len(db.names) - 1
    bad = sorted({int(c) for c in deck if not 1 <= int(c) <= last})
    if bad:
        return f"card id {bad[0]} is not a card (ids run 1-{last})"
    for card, n in sorted(Counter(int(c) for c in deck).items()):
        if n > copy_limit(card):
            return f"{db.names[card]}: {n} copies, at most {copy_limit(card)}"
    return ""
