"""The verdict's duels: several decks against the same opponents over the same duels.

Duel i of every deck uses the seed ``derive(seed, i)`` and the opponent ``opponent_of(opponents,
seed, i)`` (drawn from the list by the seed, so the duels are alike and independent, which the
paired interval of game.deckdoctor.paired needs), so the decks meet the same dealt opponent decks,
shuffles and AI dice as far as their own cards let the duels run alike (common random numbers):
the difference in wins is the decks' doing. Give the decks in ``aligned`` order and the shuffle,
which swaps positions, puts each card the decks share at the same draw in both. The player's decks
are played by the retail AI with Duel Master K's parameters, as ``fmduel sim`` plays a deck file.
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


def opponent_of(opponents: Sequence[int], seed: int, index: int) -> int:
    """Returns the opponent of duel ``index``: the only one, or one drawn from the list by the duel's seed."""
    if len(opponents) == 1:
        return opponents[0]
    return opponents[derive(seed, index, 16) % len(opponents)]


def aligned(base: Sequence[int], other: Sequence[int]) -> tuple[int, ...]:
    """Returns ``other`` ordered like ``base``: each card they share keeps its place, the rest fill the places
    of the cards ``other`` lacks (so one shuffle deals the shared cards at the same draws)."""
    left = list(other)
    out: list[int | None] = []
    for card in base:
        if card in left:
            left.remove(card)
            out.append(card)
        else:
            out.append(None)
    extra = iter(sorted(left))
    return tuple(c if c is not None else next(extra) for c in out) + tuple(extra)


def duel_won(db: CardDB, deck: Sequence[int], opponents: Sequence[int], seed: int, index: int) -> bool:
    """Returns whether ``deck`` wins duel ``index`` of the verdict."""
    opponent = opponent_of(opponents, seed, index)
    return run_duel(db, deck_side("deck", deck), opponent_side(opponent), derive(seed, index)).winner == 0


def outcomes_stepwise(db: CardDB, decks: Sequence[Sequence[int]], opponents: Sequence[int], seed: int, duels: int,
                      chunk: int = CHUNK) -> Iterator[list[tuple[bool, ...]]]:
    """Plays the verdict in this process, ``chunk`` duels per deck at a time; yields, per duel of the
    chunk, whether each deck won it."""
    for start in range(0, duels, chunk):
        end = min(start + chunk, duels)
        won = [_won(db, deck, opponents, seed, range(start, end)) for deck in decks]
        yield list(zip(*won))


def stepwise(db: CardDB, decks: Sequence[Sequence[int]], opponents: Sequence[int], seed: int, duels: int,
             chunk: int = CHUNK) -> Iterator[tuple[int, list[int]]]:
    """Plays the verdict in this process, ``chunk`` duels per deck at a time; yields (duels played, wins per deck)."""
    wins, played = [0] * len(decks), 0
    for rows in outcomes_stepwise(db, decks, opponents, seed, duels, chunk):
        for row in rows:
            wins = [w + int(x) for w, x in zip(wins, row)]
        played += len(rows)
        yield played, list(wins)


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

    wins, played = [0] * len(decks), 0
    for rows in outcomes_in_parts(db, data_dir, decks, opponents, seed, duels, jobs, executor):
        for row in rows:
            wins = [w + int(x) for w, x in zip(wins, row)]
        played += len(rows)
        yield played, list(wins)


def outcomes_in_parts(db: CardDB, data_dir: Path | str | None, decks: Sequence[Sequence[int]],
                      opponents: Sequence[int], seed: int, duels: int, jobs: int,
                      executor=None) -> Iterator[list[tuple[bool, ...]]]:
    """Yields, index range by index range in duel order, whether each deck won each duel of the range
    (as ``outcomes_stepwise``). Closing the iterator early stops the remaining work."""
    from game.sim.executors import LocalExecutor

    executor = executor or LocalExecutor(jobs, data_dir, db)
    size = executor.chunk(duels)
    tasks = [(k, range(s, min(s + size, duels))) for s in range(0, duels, size) for k in range(len(decks))]
    won: list[tuple[bool, ...]] = []
    parts = executor.map(_wins, (decks, opponents, seed), tasks)
    try:
        for (k, _indices), part in zip(tasks, parts):
            won.append(part)
            if k == len(decks) - 1:
                yield list(zip(*won))
                won = []
    finally:
        parts.close()


# ---------------------------------------------------------------- helpers

def _wins(db: CardDB, decks: Sequence[Sequence[int]], opponents: Sequence[int], seed: int,
          task: tuple[int, range]) -> tuple[bool, ...]:
    """Returns whether deck ``k`` won each duel of one chunk of the verdict's duels (a worker's task)."""
    k, indices = task
    return _won(db, decks[k], opponents, seed, indices)


def _won(db: CardDB, deck: Sequence[int], opponents: Sequence[int], seed: int, indices: range) -> tuple[bool, ...]:
    return tuple(duel_won(db, deck, opponents, seed, i) for i in indices)
