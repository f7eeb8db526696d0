"""The farm planner's arithmetic: from a deck's simulated duels against a duelist and the drop tables,
the chance per duel to win a wanted card, and the duels and wins to expect, with intervals.

A duel against duelist d ends in a loss (no card) or a win whose rank rolls one of three pools
(R13.11: S/A-POW, B/C/D, S/A-TEC); the simulated duels give how often each happens, ``p[pool]``.
The tables give the chance ``q[pool][c]`` that a win rolling that pool drops card c (R13.12: weight
/ 2048, or with the drop assist the exact best-of-three chance, game.career.relief). So one duel
gives card c with chance ``r_c = sum over pools of p[pool] q[pool][c]``; duels are independent, so

* the duels to see c once are geometric: ``E = 1 / r_c``, and the wins among them ``p_win / r_c``;
* one duel drops one card at most, so for several wanted cards from one duelist the duels to see
  them all are the coupon collector's with unequal chances, by inclusion-exclusion:
  ``E = sum over non-empty sets J of the cards of (-1)^(|J|+1) / sum_{j in J} r_j``.

Intervals: each of the three ``p[pool]`` gets a Wilson score interval at level 1 - 0.05/3, so all
three hold together with chance at least 95% (Bonferroni); a figure's interval is its range over
that box of ``p`` (exact for the figures above, which are monotone or a ratio of linear functions in
``p``; the wins to see all the cards take the product of the duels' and the win rate's ranges).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.career.farming import DROP_POOLS
from game.career.relief import assisted_chance
from game.db import CardDB
from game.db.vocab import POOL_TOTAL, Pool

ALPHA = 0.05
BANDS = {Pool.SA_POW: "S/A-POW", Pool.BCD: "B/C/D", Pool.SA_TEC: "S/A-TEC"}  # R13.11
INF = math.inf


@dataclass(frozen=True, slots=True)
class Tally:
    """A deck's simulated duels against one duelist: duels, and wins by the pool their rank rolled."""

    duelist: int
    duels: int
    pools: tuple[int, int, int]  # wins rolling SA_POW, BCD, SA_TEC (DROP_POOLS order)
    starchips: int = 0  # the ranks' starchips over the wins, before any multiplier (R13.10)

    @property
    def wins(self) -> int:
        return sum(self.pools)

    def shares(self) -> tuple[float, ...]:
        """Returns the chance per duel of a win rolling each pool."""
        return tuple(k / self.duels if self.duels else 0.0 for k in self.pools)

    def box(self, alpha: float = ALPHA) -> tuple[tuple[float, float], ...]:
        """Returns the (low, high) of each pool's chance per duel, all three together at 1 - alpha."""
        z = _z(1 - alpha / (2 * len(DROP_POOLS)))
        return tuple(wilson(k, self.duels, z) for k in self.pools)

    def add(self, other: Tally) -> Tally:
        return Tally(self.duelist, self.duels + other.duels,
                     tuple(a + b for a, b in zip(self.pools, other.pools)), self.starchips + other.starchips)


@dataclass(frozen=True, slots=True)
class Figure:
    """An expectation and its 95% interval (``high`` may be infinite: the duels cannot rule out never)."""

    value: float
    low: float
    high: float


def wilson(k: int, n: int, z: float) -> tuple[float, float]:
    """Returns the Wilson score interval of a binomial chance at ``z``."""
    if n == 0:
        return 0.0, 1.0
    if k == 0:  # exactly 0 below (the formula's rounding would leave 1e-18 and "a billion duels")
        return 0.0, min(1.0, z * z / (n + z * z))
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def drop_chances(db: CardDB, duelist: int, card: int, assist: bool) -> tuple[float, ...]:
    """Returns the chance that a win rolling each pool drops ``card`` (DROP_POOLS order)."""
    if assist:
        return tuple(assisted_chance(db, duelist, int(p), card) for p in DROP_POOLS)
    return tuple(int(db.pools[duelist, p, card]) / POOL_TOTAL for p in DROP_POOLS)


def per_duel(shares: Sequence[float], q: Sequence[float]) -> float:
    """Returns the chance that one duel drops the card: sum of p[pool] q[pool]."""
    return sum(p * c for p, c in zip(shares, q))


def expected_all(rates: Sequence[float]) -> float:
    """Returns the expected duels to see every card once when one duel drops card j with chance
    ``rates[j]`` and never two at once (inclusion-exclusion; infinite when a chance is 0)."""
    if not rates:
        return 0.0
    if min(rates) <= 0:
        return INF
    total = 0.0
    for size in range(1, len(rates) + 1):
        sign = 1 if size % 2 else -1
        for subset in itertools.combinations(rates, size):
            total += sign / sum(subset)
    return total


def card_figures(tally: Tally, q: Sequence[float]) -> tuple[Figure, Figure, Figure]:
    """Returns (chance per duel, duels to see the card, wins to see it) against one duelist."""
    shares, box = tally.shares(), tally.box()
    rate = per_duel(shares, q)
    corners = list(itertools.product(*box))
    rates = [per_duel(c, q) for c in corners]
    lo, hi = min(rates), max(rates)
    duels = Figure(_inv(rate), _inv(hi), _inv(lo))
    wins = [_ratio(sum(c), per_duel(c, q)) for c in corners]  # linear / linear: extremes at the corners
    return Figure(rate, lo, hi), duels, Figure(_ratio(sum(shares), rate), min(wins), max(wins))


def all_figures(tally: Tally, qs: Sequence[Sequence[float]]) -> tuple[Figure, Figure]:
    """Returns (duels to see every card, wins to see them) for several cards from one duelist."""
    shares, box = tally.shares(), tally.box()
    low_p, high_p = [b[0] for b in box], [b[1] for b in box]
    duels = Figure(expected_all([per_duel(shares, q) for q in qs]), expected_all([per_duel(high_p, q) for q in qs]),
                   expected_all([per_duel(low_p, q) for q in qs]))  # fewer duels when every p is higher
    win_rate = sum(shares)
    wins = Figure(_mul(duels.value, win_rate), _mul(duels.low, sum(low_p)), _mul(duels.high, min(1.0, sum(high_p))))
    return duels, wins


def best_band(tally: Tally, q: Sequence[float]) -> Pool | None:
    """Returns the pool that brings the card most often with this deck (None if none can)."""
    parts = [p * c for p, c in zip(tally.shares(), q)]
    if max(parts, default=0) <= 0:
        return max((p for p, c in zip(DROP_POOLS, q) if c > 0), key=lambda p: q[DROP_POOLS.index(p)], default=None)
    return DROP_POOLS[parts.index(max(parts))]


# ---------------------------------------------------------------- helpers

def _z(quantile: float) -> float:
    """Returns the standard normal quantile."""
    from statistics import NormalDist

    return NormalDist().inv_cdf(quantile)


def _inv(x: float) -> float:
    return 1 / x if x > 0 else INF


def _ratio(a: float, b: float) -> float:
    return a / b if b > 0 else INF


def _mul(a: float, b: float) -> float:
    return INF if a == INF else a * b
