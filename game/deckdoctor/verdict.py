"""The verdict: two decks against the same opponents over the same duels, with Wilson intervals.

Duel i of either deck uses the seed ``derive(seed, i)`` and the opponent ``opponents[i % n]``, so
both decks meet the same dealt opponent decks, shuffles and AI dice as far as their own cards let
the duels run alike (common random numbers): the difference in wins is the decks' doing. The
player's decks are played by the retail AI with Duel Master K's parameters, as ``fmduel sim``
plays a deck file.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.db import CardDB
from game.sim.runner import derive, run_duel
from game.sim.specs import DUEL_MASTER_K, Side

LEVEL = "retail"
CHUNK = 8  # duels per step of the stepwise run (one frame's worth on screen)


@dataclass(frozen=True, slots=True)
class Record:
    """Wins of one deck over the verdict's duels, with the 95% Wilson score interval of the win rate."""

    wins: int
    duels: int

    @property
    def rate(self) -> float:
        """Returns the win rate (0.0 with no duels)."""
        return self.wins / self.duels if self.duels else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """Returns the 95% Wilson score interval of the win rate."""
        return wilson(self.wins, self.duels)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Returns the Wilson score interval of a binomial rate (sound near 0 and 1, unlike the normal one)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def opponent_side(duelist: int) -> Side:
    """Returns the computer seat of a verdict duel: the duelist with a deck dealt from its pool."""
    return Side(str(duelist), LEVEL, duelist, None)


def deck_side(name: str, deck: Sequence[int]) -> Side:
    """Returns the player seat of a verdict duel."""
    return Side(name, LEVEL, DUEL_MASTER_K, tuple(deck))


def duel_won(db: CardDB, deck: Sequence[int], opponents: Sequence[int], seed: int, index: int) -> bool:
    """Returns whether ``deck`` wins duel ``index`` of the verdict."""
    opponent = opponents[index % len(opponents)]
    return run_duel(db, deck_side("deck", deck), opponent_side(opponent), derive(seed, index)).winner == 0


def stepwise(db: CardDB, decks: Sequence[Sequence[int]], opponents: Sequence[int], seed: int, duels: int,
             chunk: int = CHUNK) -> Iterator[tuple[int, list[int]]]:
    """Plays the verdict in this process, ``chunk`` duels per deck at a time; yields (duels played, wins per deck)."""
    wins = [0] * len(decks)
    for start in range(0, duels, chunk):
        end = min(start + chunk, duels)
        for k, deck in enumerate(decks):
            wins[k] += sum(duel_won(db, deck, opponents, seed, i) for i in range(start, end))
        yield end, list(wins)


def parallel(db: CardDB, data_dir: Path | str | None, decks: Sequence[Sequence[int]], opponents: Sequence[int],
             seed: int, duels: int, jobs: int, executor=None) -> list[int]:
    """Returns the wins per deck, the duels spread over ``jobs`` processes or ``executor`` (a Dask cluster,
    game.sim.executors): the same result as ``stepwise`` either way."""
    wins: list[int] = [0] * len(decks)
    for _, wins in in_parts(db, data_dir, decks, opponents, seed, duels, jobs, executor):
        pass
    return wins


def in_parts(db: CardDB, data_dir: Path | str | None, decks: Sequence[Sequence[int]], opponents: Sequence[int],
             seed: int, duels: int, jobs: int, executor=None) -> Iterator[tuple[int, list[int]]]:
    """Yields (duels played by every deck, wins per deck) as ``parallel`` plays them, in duel order.

    Each index range is played by every deck before the next range, so a run stopped early still
    compares the decks over the same duels.
    """
    from game.sim.executors import LocalExecutor

    executor = executor or LocalExecutor(jobs, data_dir, db)
    size = executor.chunk(duels)
    tasks = [(k, range(s, min(s + size, duels))) for s in range(0, duels, size) for k in range(len(decks))]
    wins = [0] * len(decks)
    parts = executor.map(_wins, (decks, opponents, seed), tasks)
    try:
        for (k, indices), won in zip(tasks, parts):
            wins[k] += won
            if k == len(decks) - 1:
                yield indices.stop, list(wins)
    finally:
        parts.close()


# ---------------------------------------------------------------- helpers

def _wins(db: CardDB, decks: Sequence[Sequence[int]], opponents: Sequence[int], seed: int,
          task: tuple[int, range]) -> int:
    """Returns the wins of deck ``k`` over one chunk of the verdict's duels (a worker's task)."""
    k, indices = task
    return sum(duel_won(db, decks[k], opponents, seed, i) for i in indices)
