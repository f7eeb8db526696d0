"""Card lists the tests build careers from, written once so every suite plays the same cards."""

from __future__ import annotations

from collections import Counter

# A legal 40-card deck of plain monsters (ids 2-14 three times and one 15): no rule in it to trip a test.
DECK = tuple([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] * 3 + [15])


def starter_cards(db) -> tuple[list[int], Counter]:
    """Returns a starter deck and the cards of two more starter deals: what a player owns beside that deck
    after a few duels (the deck doctor's and the Build Deck screen's realistic trunk)."""
    from game.career.starter import deal_starter, load_starter_pools
    from game.rules.rng import PsxRng

    pools = load_starter_pools(db)
    deck = deal_starter(pools, PsxRng(1))
    return deck, Counter(deal_starter(pools, PsxRng(2)) + deal_starter(pools, PsxRng(3)))
