"""Deck statistics for Build Deck: averages, counts, what the deck's own cards fuse and equip into.

    stats = deck_stats(db, save.deck)                # DeckStats
    p = opening_fusion_chance(db, save.deck)         # exact: every 5-card opening hand counted

The fusion and equip counts are single pair lookups on ``db.fusion`` / ``db.equip_ok`` over the
deck's distinct cards (a card pairs with itself only when the deck holds two copies). Chains of
three or more cards are not counted. The opening-hand chance is exact combinatorics: all C(n, 5)
hands of the n deck positions are enumerated at once with numpy, no sampling.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, combinations
from math import comb

import numpy as np

from game.db import CardDB
from game.db.vocab import KIND_NAMES, N_MONSTER_TYPES, TYPE_NAMES, Kind
from game.rules.fusion import fusion_table

HAND_SIZE = 5  # R3.15


@dataclass(frozen=True, slots=True)
class Fusion:
    """One fusion the deck can make from two of its own cards."""

    a: int
    b: int
    result: int
    atk: int


@dataclass(frozen=True, slots=True)
class DeckStats:
    """What the Build Deck stats panel shows."""

    size: int
    monsters: int
    atk_avg: float  # over monsters, 0.0 when there are none
    def_avg: float
    kinds: dict[str, int]  # kind name -> cards
    types: dict[str, int]  # monster type name -> cards
    fusion_pairs: int  # distinct card pairs that fuse
    fusion_results: int  # distinct results of those pairs
    equip_pairs: int  # distinct (equip, monster) pairs that fit
    best_fusions: tuple[Fusion, ...]  # by result ATK, one entry per result


def deck_stats(db: CardDB, deck: Sequence[int], *, glitch: bool = True, best: int = 10) -> DeckStats:
    """Returns the stats of a deck; ``glitch=False`` leaves out the 15 retail glitch recipes."""
    ids = np.asarray(deck, dtype=np.int64)
    monsters = ids[db.kind[ids] == Kind.MONSTER]
    kind_names = {int(v): k for k, v in KIND_NAMES.items()}
    kinds = Counter(kind_names[int(k)] for k in db.kind[ids])
    types = Counter(TYPE_NAMES[int(t)] for t in db.type[monsters] if 0 <= t < N_MONSTER_TYPES)
    pairs = fusion_pairs(db, deck, glitch=glitch)
    by_result: dict[int, Fusion] = {}
    for f in pairs:
        if f.result not in by_result:
            by_result[f.result] = f
    ranked = sorted(by_result.values(), key=lambda f: (-f.atk, f.result))
    uniq = np.unique(ids)
    equips, targets = uniq[db.kind[uniq] == Kind.EQUIP], uniq[db.kind[uniq] == Kind.MONSTER]
    equip_pairs = int(db.equip_ok[np.ix_(equips, targets)].sum()) if equips.size and targets.size else 0
    return DeckStats(
        size=len(ids), monsters=len(monsters),
        atk_avg=float(db.atk[monsters].mean()) if monsters.size else 0.0,
        def_avg=float(db.def_[monsters].mean()) if monsters.size else 0.0,
        kinds=dict(sorted(kinds.items())), types=dict(sorted(types.items())),
        fusion_pairs=len(pairs), fusion_results=len(by_result), equip_pairs=equip_pairs,
        best_fusions=tuple(ranked[:best]),
    )


def fusion_pairs(db: CardDB, deck: Sequence[int], *, glitch: bool = True) -> list[Fusion]:
    """Returns every distinct pair of the deck's own cards that fuses, strongest result first."""
    table = fusion_table(db, glitch)
    counts = Counter(int(c) for c in deck)
    uniq = np.array(sorted(counts), dtype=np.int64)
    if uniq.size == 0:
        return []
    sub = table[np.ix_(uniq, uniq)]
    allowed = np.triu(np.ones(sub.shape, bool), k=1)
    allowed[np.diag_indices(len(uniq))] = [counts[int(c)] >= 2 for c in uniq]
    ia, ib = np.nonzero((sub != 0) & allowed)
    out = [Fusion(int(uniq[i]), int(uniq[j]), int(sub[i, j]), int(db.atk[sub[i, j]])) for i, j in zip(ia, ib)]
    return sorted(out, key=lambda f: (-f.atk, f.result, f.a, f.b))


def opening_fusion_chance(db: CardDB, deck: Sequence[int], *, glitch: bool = True,
                          hand: int = HAND_SIZE) -> float:
    """Returns the exact chance that a shuffled deck's opening hand holds at least one fusing pair.

    Every one of the C(n, hand) hands of deck positions is equally likely after a uniform shuffle;
    all are enumerated (658,008 for 40 cards) and checked with one pair lookup per card pair.
    """
    n = len(deck)
    if n < hand:
        raise ValueError(f"a deck of {n} cards cannot deal a {hand}-card hand")
    if hand < 2:
        return 0.0
    ids = np.asarray(deck, dtype=np.int64)
    fuses = fusion_table(db, glitch)[np.ix_(ids, ids)] != 0
    np.fill_diagonal(fuses, False)  # a position never pairs with itself; two copies are two positions
    hands = _hands(n, hand)
    hit = np.zeros(len(hands), bool)
    for i, j in combinations(range(hand), 2):
        hit |= fuses[hands[:, i], hands[:, j]]
    return float(hit.sum()) / comb(n, hand)


# ---------------------------------------------------------------- helpers

def _hands(n: int, k: int) -> np.ndarray:
    count = comb(n, k)
    flat = np.fromiter(chain.from_iterable(combinations(range(n), k)), dtype=np.int8, count=count * k)
    return flat.reshape(count, k)
