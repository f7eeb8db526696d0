"""Paired verdicts that may stop early and still keep their promise: confidence sequences by betting.

Two decks play the same duels (common random numbers), so duel i gives one paired difference
D_i = won_a - won_b in {-1, 0, 1}. The duels are independent and alike (duel i's seed, opponent,
dealt deck and shuffles come from ``derive(seed, i)``), so X_i = (D_i + 1) / 2 in [0, 1] has one
mean mu, and the win-rate difference is 2 mu - 1.

``ConfidenceSequence`` is the hedged betting confidence sequence of Waudby-Smith and Ramdas
("Estimating means of bounded random variables by betting", JRSS B 2024, predictable plug-in
bets): for every candidate mean m a gambler bets on X_i > m and one on X_i < m with bets fixed
before X_i is seen; their capital is a nonnegative martingale when m is the true mean, so by
Ville's inequality it ever reaches 1/alpha with chance at most alpha. The interval after n duels is
every m whose capital has stayed below 1/alpha, so **with chance at least 1 - alpha the true
difference lies in every interval reported, at every n at once**: the verdict may look after every
duel and stop whenever it likes without breaking that bound (a fixed-n interval read at many looks
would not keep it). Several comparisons in one race share alpha equally (Bonferroni), so all of
them hold together with chance at least 1 - alpha.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

ALPHA = 0.05
GRID = 2001  # candidate means in [0, 1]: a difference resolved to 0.001
TIGHT = 0.05  # a comparison is settled when its difference is known to within +/- this
_C = 0.5  # bets never risk more than half the capital (the paper's c)


class Outcome(enum.Enum):
    """What a paired comparison shows about deck a against deck b."""

    BETTER = "better"  # the whole interval of the difference is above zero
    WORSE = "worse"  # the whole interval is below zero
    NO_CLEAR_GAIN = "no clear gain"  # the interval holds zero


class ConfidenceSequence:
    """An anytime-valid confidence sequence for the mean of values in [0, 1] (see the module docstring)."""

    def __init__(self, alpha: float = ALPHA) -> None:
        self.alpha = alpha
        self.m = np.linspace(0.0, 1.0, GRID)[1:-1]  # open interval: a bet at m=0 or 1 is never needed
        self.log_up = np.zeros_like(self.m)  # the gambler who bets the mean is above m
        self.log_down = np.zeros_like(self.m)
        self.n, self.total, self.squares = 0, 0.0, 0.25  # running sums for the plug-in variance
        self.mean_so_far = 0.5
        self.alive = np.ones_like(self.m, dtype=bool)  # m not yet ruled out (intersected over time)

    def update(self, x: float) -> None:
        """Adds one value in [0, 1]."""
        t = self.n + 1
        variance = self.squares / t  # (1/4 + sum of squared errors) / t: fixed before x is seen
        bet = math.sqrt(2 * math.log(2 / self.alpha) / (variance * t * math.log(1 + t)))
        up = np.minimum(bet, _C / self.m)
        down = np.minimum(bet, _C / (1 - self.m))
        self.log_up += np.log1p(up * (x - self.m))
        self.log_down += np.log1p(-down * (x - self.m))
        capital = np.logaddexp(self.log_up, self.log_down) - math.log(2)  # the hedged (mixed) capital
        self.alive &= capital < math.log(1 / self.alpha)
        self.squares += (x - self.mean_so_far) ** 2
        self.n, self.total = t, self.total + x
        self.mean_so_far = (0.5 + self.total) / (t + 1)

    def interval(self) -> tuple[float, float]:
        """Returns the interval of the mean after the values so far (one grid step wider each side)."""
        if not self.alive.any():  # cannot happen for a true mean inside the grid; stay honest if it does
            return 0.0, 1.0
        idx = np.flatnonzero(self.alive)
        step = 1.0 / (GRID - 1)
        return max(0.0, float(self.m[idx[0]]) - step), min(1.0, float(self.m[idx[-1]]) + step)


@dataclass(frozen=True, slots=True)
class Comparison:
    """Deck a against deck b over the same duels: wins of each, the difference and its interval."""

    wins_a: int
    wins_b: int
    duels: int
    low: float  # the win-rate difference a - b, anytime-valid interval
    high: float

    @property
    def difference(self) -> float:
        """Returns the observed win-rate difference a - b."""
        return (self.wins_a - self.wins_b) / self.duels if self.duels else 0.0

    @property
    def outcome(self) -> Outcome:
        if self.low > 0:
            return Outcome.BETTER
        if self.high < 0:
            return Outcome.WORSE
        return Outcome.NO_CLEAR_GAIN

    @property
    def settled(self) -> bool:
        """Returns whether more duels would hardly change the word: the interval clears zero or is tight."""
        return self.outcome is not Outcome.NO_CLEAR_GAIN or self.high - self.low <= 2 * TIGHT


class PairedRace:
    """Several decks on the same duels, with the comparisons that matter, each an anytime-valid interval.

    ``pairs`` are (a, b) indices into the decks; alpha is shared among them equally.
    """

    def __init__(self, pairs: Sequence[tuple[int, int]], alpha: float = ALPHA) -> None:
        self.pairs = tuple(pairs)
        share = alpha / max(1, len(self.pairs))
        self.sequences = [ConfidenceSequence(share) for _ in self.pairs]
        self.wins: dict[int, int] = {}
        self.duels = 0

    def add(self, won: Sequence[bool]) -> None:
        """Adds one duel: whether each deck won it."""
        for k, w in enumerate(won):
            self.wins[k] = self.wins.get(k, 0) + int(w)
        for (a, b), cs in zip(self.pairs, self.sequences):
            cs.update((int(won[a]) - int(won[b]) + 1) / 2)
        self.duels += 1

    def comparison(self, which: int) -> Comparison:
        """Returns comparison ``which`` (an index into ``pairs``) as it stands."""
        a, b = self.pairs[which]
        lo, hi = self.sequences[which].interval()
        return Comparison(self.wins.get(a, 0), self.wins.get(b, 0), self.duels, 2 * lo - 1, 2 * hi - 1)

METHOD = ("anytime-valid 95% confidence sequence by betting (Waudby-Smith & Ramdas 2024), error shared "
          "equally among the comparisons")
