"""What a deck can put on the field, measured over many sampled games with the batched chain search.

    draws = sample_draws(deck, samples=2000, seed=1)     # (samples, 9) card ids in draw order
    curve = atk_curve(db, draws)                         # (samples, 5) best playable ATK, turns 1-5
    odds = fusion_odds(db, draws, result)                # (5,) chance to hold that fusion by turn 1-5

The turn model is deliberately simple, and the same for every deck so comparisons are fair: the
hand of turn t is the five cards at draw positions t-1..t+3 (each turn one card leaves the hand
and one is drawn, R4.2), and the strongest monster made so far stays on the field, where the next
hand can fuse or equip onto it (a chain headed by the field monster, D-10). The best playable ATK
of a turn is the highest ATK among the field monster, every chain of the hand (fusions and equips,
R5.10) and every chain headed by the field monster. Nothing is destroyed by the opponent here:
the simulation verdict (game.deckdoctor.verdict) is where the opponent gets a say.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import numpy as np

from game.db import CardDB
from game.rules.fusion_vector import FUSION, PairList, chain_search, pair_table

TURNS = 5
HAND = 5
SEEN = HAND + TURNS - 1  # cards drawn by turn 5 under the model


def sample_draws(deck: Sequence[int], samples: int, seed: int) -> np.ndarray:
    """Returns the first SEEN cards of ``samples`` uniform shuffles of the deck (deterministic per seed)."""
    return np.asarray(deck, np.int32)[shuffles(samples, len(deck), seed)]


def shuffles(samples: int, size: int, seed: int) -> np.ndarray:
    """Returns ``samples`` draw orders of deck positions: common random numbers for comparing decks."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((samples, size)), axis=1)[:, :SEEN]


def atk_curve(db: CardDB, draws: np.ndarray, *, glitch: bool = True, turns: int = TURNS) -> np.ndarray:
    """Returns the best playable ATK of each sample on turns 1..``turns``: shape (samples, turns)."""
    n = draws.shape[0]
    field = np.zeros(n, np.int32)
    field_bonus = np.zeros(n, np.int32)
    field_atk = np.zeros(n, np.int32)
    rows = np.arange(n)
    out = np.zeros((n, turns), np.int32)
    for t in range(turns):
        hand = draws[:, t:t + HAND]
        best, card, bonus = _best(chain_search(db, hand, glitch=glitch), rows)
        held = np.nonzero(field)[0]
        if held.size:
            h_best, h_card, h_bonus = _best(chain_search(db, hand[held], field=field[held],
                                                         field_bonus=field_bonus[held], glitch=glitch),
                                            np.arange(held.size))
            better = h_best > best[held]
            idx = held[better]
            best[idx], card[idx], bonus[idx] = h_best[better], h_card[better], h_bonus[better]
        keep = field_atk >= best
        best = np.where(keep, field_atk, best)
        field = np.where(keep, field, card)
        field_bonus = np.where(keep, field_bonus, bonus)
        field_atk = best
        out[:, t] = best
    return out


def fusion_odds(db: CardDB, draws: np.ndarray, result: int, *, glitch: bool = True,
                turns: int = TURNS) -> np.ndarray:
    """Returns, for turns 1..``turns``, the chance that two cards seen by then fuse into ``result``."""
    table = pair_table(db, glitch)
    seen = draws.astype(np.int64)
    hit = np.zeros((draws.shape[0], SEEN), bool)  # hit[:, k]: a pair within the first k + 1 cards
    for i, j in combinations(range(min(SEEN, draws.shape[1])), 2):
        pairs = PairList(codes=table[seen[:, i], seen[:, j]])
        hit[:, j] |= (pairs.kind == FUSION) & (pairs.result == result)
    reached = np.logical_or.accumulate(hit, axis=1)
    return np.array([reached[:, HAND - 1 + t].mean() for t in range(turns)])


def fusion_carriers(db: CardDB, deck: Sequence[int], *, glitch: bool = True) -> list[tuple[int, int]]:
    """Returns (card, fusions) for each distinct deck card: how many of the deck's cards it fuses with.

    A partner counts once per copy in the deck (a card with itself only when there are two copies),
    so a card that fuses with three copies of a partner carries three fusions.
    """
    counts = Counter(int(c) for c in deck)
    ids = np.array(sorted(counts), np.int64)
    copies = np.array([counts[int(c)] for c in ids])
    fuses = PairList(codes=pair_table(db, glitch)[np.ix_(ids, ids)]).kind == FUSION
    partners = fuses @ copies - np.diag(fuses) * 1  # a card is not its own partner: one copy less
    out = [(int(c), int(n)) for c, n in zip(ids, partners)]
    return sorted(out, key=lambda x: (-x[1], x[0]))


def top_fusions(db: CardDB, deck: Sequence[int], *, glitch: bool = True, count: int = 3) -> list[int]:
    """Returns the strongest distinct fusion results two of the deck's cards can make, strongest first."""
    from game.career.deckstats import fusion_pairs

    out: list[int] = []
    for f in fusion_pairs(db, deck, glitch=glitch):
        if f.result not in out:
            out.append(f.result)
        if len(out) == count:
            break
    return out


# ---------------------------------------------------------------- helpers

def _best(search, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Returns the best ATK, its card and its carried bonus per hand (0s when nothing is a monster)."""
    atk = np.where(search.valid, search.atk, -1)
    col = atk.argmax(axis=1)
    best = atk[rows, col]
    found = best > 0
    return (np.where(found, best, 0).astype(np.int32), np.where(found, search.result[rows, col], 0).astype(np.int32),
            np.where(found, search.bonus[rows, col], 0).astype(np.int32))
