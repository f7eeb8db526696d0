"""The guarantees that need no duel: every card can be obtained, and every duelist's deck can be dealt.

Both are checked on the tables the mod produces (the modded Sources), not on the generator's intent.
"""

from __future__ import annotations

from game.career.model import DECK_SIZE, MAX_COPIES
from game.db.sources import Sources

NOT_FOR_SALE = 999_999  # a password whose cost no save can reach (R15.16)
DRAW_POOLS = (1, 2, 3)


def obtainable(src: Sources) -> set[int]:
    """Returns every card a player can get: dropped by a duelist, bought by password, or fused/summoned
    from cards already obtainable (as often as needed, to a fixed point)."""
    have = {c for (d, p), table in src.pools.items() if p in DRAW_POOLS and 1 <= d <= 39
            for c, w in table.items() if w > 0}
    have |= {c["id"] for c in src.cards if "password" in c and int(c.get("cost", NOT_FOR_SALE)) < NOT_FOR_SALE}
    while True:
        more = {res for a, b, res, _glitch in src.fusions if a in have and b in have and res not in have}
        more |= {r["result"] for r in src.rituals
                 if r["card"] in have and all(t in have for t in r["tributes"]) and r["result"] not in have}
        if not more:
            return have
        have |= more


def missing(src: Sources) -> list[int]:
    """Returns the cards no way of obtaining reaches, in id order."""
    have = obtainable(src)
    return [c["id"] for c in src.cards if c["id"] not in have]


def deck_problems(src: Sources) -> list[str]:
    """Returns why a duelist's deck pool cannot deal a legal deck (one line each; empty when all can).

    A deal needs at least ceil(40 / 3) = 14 different cards of ids 1-720 with weight (R3.8, R3.9), else
    the third-copy redraw never ends.
    """
    need = -(-DECK_SIZE // MAX_COPIES)
    out = []
    for d in range(1, 40):
        table = src.pools.get((d, 0), {})
        cards = [c for c, w in table.items() if w > 0]
        if any(c > 720 for c in cards):
            out.append(f"duelist {d}: deck pool holds card {max(cards)}, deals stop at 720")
        elif len(cards) < need:
            out.append(f"duelist {d}: deck pool has {len(cards)} cards, a 40-card deck needs {need}")
    return out


def starter_deck_problems(db, seed: int, decks: int = 3) -> list[str]:
    """Returns problems of new-game decks dealt from the tables' starter pools (size, copies); empty when legal.

    The mod loader already refuses a starter pool too small for its draws (the deal would never end)."""
    from collections import Counter

    from game.career.starter import deal_starter, load_starter_pools
    from game.rules.rng import PsxRng
    from game.rules.state import copy_limit
    from game.sim.runner import derive

    pools = load_starter_pools(db)
    out = []
    for i in range(decks):
        deck = deal_starter(pools, PsxRng(derive(seed, i, 79)))
        over = [c for c, n in Counter(deck).items() if n > copy_limit(c)]
        if len(deck) != DECK_SIZE or over or any(not 1 <= c <= 720 for c in deck):
            out.append(f"a starter deck has {len(deck)} cards" + (f", {len(over)} over their copy limit" if over else ""))
    return out


def dealt_deck_problems(db, seed: int, decks: int = 3) -> list[str]:
    """Returns problems of decks actually dealt from every pool (size and copies); empty when legal."""
    from collections import Counter

    from game.rules.rng import PsxRng
    from game.rules.setup import deal_deck
    from game.sim.runner import derive

    out = []
    for d in range(1, 40):
        for i in range(decks):
            deck = deal_deck(db, d, PsxRng(derive(seed, i, d)))
            over = [c for c, n in Counter(deck).items() if n > MAX_COPIES]
            if len(deck) != DECK_SIZE or over:
                out.append(f"duelist {d}: a dealt deck has {len(deck)} cards" +
                           (f" and {len(over)} cards over {MAX_COPIES} copies" if over else ""))
    return out
