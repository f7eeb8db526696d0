"""Duel rank after a win against the computer (R13): score, letter, starchips, dropped card.

The score is ``rank_base + end adjustment + sum of ten per-counter points``; each counter's points
come from the threshold walk of R13.3 over ``db.rank_bands``. The score is mirrored below 50 and
clamped (R13.7) into a letter on the POW or TEC axis, which fixes the starchips (R13.10) and the
drop pool (R13.11); one RNG value then picks the dropped card by its weight out of 2048 (R13.12).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from game.db.tables import CardDB
from game.db.vocab import Pool

COUNTER_NAMES = ("turns", "effective_attacks", "defensive_wins", "face_down_plays", "pure_magic",
                 "traps_triggered", "cards_drawn", "remaining_lp", "initiate_fusion", "equip_magic")
WIN_KINDS = ("lp", "deck_out", "exodia")  # keys of db.rank_adjust (§12)
LETTERS = ("D", "C", "B", "A", "S")
POW, TEC = "POW", "TEC"
STARCHIP_CAP = 999_999


class RandomSource(Protocol):
    """Anything with the PSX ``rand()`` interface (game.rules.rng)."""

    def next(self) -> int:
        """Returns the next value in 0..32767."""
        ...


@dataclass(frozen=True, slots=True)
class Rank:
    """A scored win: the score, its letter on an axis, the rewards it earns and each counter's points."""

    score: int
    letter: str  # "S" .. "D"
    axis: str  # "POW" | "TEC"
    tier: int  # 0 (D) .. 4 (S)
    starchips: int
    pool: Pool  # drop pool, R13.11
    points: tuple[int, ...]  # per counter, in COUNTER_NAMES order
    end_adjustment: int

    @property
    def name(self) -> str:
        """Returns the rank as shown, e.g. "S-POW"."""
        return f"{self.letter}-{self.axis}"


def counter_points(db: CardDB, row: int, counter: int) -> int:
    """Returns the points of one counter: the first band whose threshold is > counter (R13.3).

    A band (min, max, change) has threshold max + 1; an open band (max -1) is the sentinel. If no
    band matches, the last band's change applies (R13.3 proposal).
    """
    bands = db.rank_bands[row]
    for _low, high, change in bands.tolist():
        if high < 0 or counter < high + 1:
            return int(change)
    return int(bands[-1, 2])


def score(db: CardDB, counters: Sequence[int], win: str) -> int:
    """Returns the rank score of the winner's ten counters and the kind of win (R13.2)."""
    return int(db.rank_base) + end_adjustment(db, win) + sum(_points(db, counters))


def end_adjustment(db: CardDB, win: str) -> int:
    """Returns the winner's end adjustment: +2 LP win, -40 deck-out win, +40 Exodia (§12)."""
    if win not in db.rank_adjust:
        raise ValueError(f"unknown win kind {win!r}; expected one of {', '.join(db.rank_adjust)}")
    return int(db.rank_adjust[win])


def letter_of(score_value: int) -> tuple[str, str, int]:
    """Returns (letter, axis, tier) of a score: mirror below 50, then clamp to 99 (R13.7, R13.8)."""
    if score_value < 50:
        axis, s = TEC, 99 - score_value
    else:
        axis, s = POW, score_value
    s = min(s, 99)
    tier = (s - 50) // 10
    return LETTERS[tier], axis, tier


def starchips_for(tier: int) -> int:
    """Returns the starchips a win earns: tier + 1, either axis (R13.10)."""
    return tier + 1


def add_starchips(total: int, gained: int) -> int:
    """Returns the save's starchip total after a gain, capped at 999,999 (R13.10)."""
    return min(total + gained, STARCHIP_CAP)


def drop_pool(axis: str, tier: int) -> Pool:
    """Returns the drop pool: S/A-POW -> POW, S/A-TEC -> TEC, any B, C or D -> BCD (R13.11)."""
    if tier >= 3:
        return Pool.SA_POW if axis == POW else Pool.SA_TEC
    return Pool.BCD


def rank(db: CardDB, counters: Sequence[int], win: str) -> Rank:
    """Returns the full rank of a won duel from the winner's ten counters (R13.1-R13.11)."""
    points = _points(db, counters)
    adjust = end_adjustment(db, win)
    value = int(db.rank_base) + adjust + sum(points)
    letter, axis, tier = letter_of(value)
    return Rank(score=value, letter=letter, axis=axis, tier=tier, starchips=starchips_for(tier),
                pool=drop_pool(axis, tier), points=tuple(points), end_adjustment=adjust)


def drop_card(db: CardDB, duelist: int, pool: Pool, rng: RandomSource) -> int:
    """Returns the dropped card, or 0 if the roll is never reached (R13.12, R13.14); uses one RNG value.

    ``t = (r & 0x7FF) + 1``; walking ids 1..722, the first id whose running weight total is >= t.
    """
    return drop_roll(db, duelist, pool, rng).card


def drop_roll(db: CardDB, duelist: int, pool: Pool, rng: RandomSource):
    """Returns the drop as an event with its numbers: the raw value, t and the pool (R13.12); one RNG value."""
    from game.rules.events import DropRolled

    roll = rng.next()
    t = (roll & 0x7FF) + 1
    running = np.cumsum(db.pools[duelist, pool, 1:], dtype=np.int64)
    index = int(np.searchsorted(running, t, side="left"))
    card = index + 1 if index < running.shape[0] else 0
    return DropRolled(duelist=int(duelist), pool=int(pool), roll=int(roll), threshold=int(t), card=card)


# ---------------------------------------------------------------- helpers

def _points(db: CardDB, counters: Sequence[int]) -> list[int]:
    values = [int(c) for c in counters]
    if len(values) != len(COUNTER_NAMES):
        raise ValueError(f"expected {len(COUNTER_NAMES)} counters ({', '.join(COUNTER_NAMES)}), got {len(values)}")
    return [counter_points(db, row, c) for row, c in enumerate(values)]
