"""The farm planner's duels: the player's deck against each duelist that drops a wanted card, in steps
(the Library screen: a few duels per frame) or on an executor (``fmduel farm``: local processes or
Dask, as ``fmduel sim``), with a cache per deck and data digest.

    job = FarmJob(db, deck, cards, duels=100, seed=0, relief=Relief(drop_assist=True, starchips=2))
    for progress in job.steps(): ...            # or job.play(data_dir, jobs, executor, progress)
    plan = job.plan()                           # game.farmplan.plan.Plan, from the duelists finished

Duel i against duelist d uses the seed ``derive(derive(seed, d, 17), i)``, the player's deck played by
the retail AI with Duel Master K's parameters (as the deck doctor's verdict and ``fmduel sim`` play a
deck file), d's deck dealt from its pool. A duelist's tally depends only on (deck, d, duels, seed,
data, engine), so it is cached under those in ``<cache dir>/farm/``; a cache file that does not read
back exactly is ignored and the duels are played again. The relief options do not change the duels,
only the drop chances and starchips, so they are not part of the key.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.career.farming import DROP_POOLS, drop_sources
from game.db import CardDB
from game.farmplan.odds import Tally

DUELS = 100  # duels per candidate duelist
CACHE_VERSION = 1


@dataclass(frozen=True, slots=True)
class Relief:
    """The grind-relief options the plan applies (game.career.relief): off is the original game."""

    drop_assist: bool = False
    starchips: int = 1  # the starchip multiplier, 1-3


@dataclass(frozen=True, slots=True)
class Progress:
    """Duels played of all the duels the job needs, and the duelist being played."""

    done: int
    total: int
    duelist: int


def candidates(db: CardDB, cards: Sequence[int]) -> tuple[int, ...]:
    """Returns the duelists that drop any of the cards, by id."""
    return tuple(sorted({s.duelist for c in cards for s in drop_sources(db, c)}))


class FarmJob:
    """One planning run (see the module docstring)."""

    def __init__(self, db: CardDB, deck: Sequence[int], cards: Sequence[int], *, duels: int = DUELS, seed: int = 0,
                 relief: Relief = Relief(), cache_dir: Path | str | None = None, use_cache: bool = True,
                 unlocked: Callable[[int], bool] | None = None) -> None:
        self.db, self.deck, self.cards = db, tuple(sorted(deck)), tuple(dict.fromkeys(cards))
        self.duels, self.seed, self.relief, self.unlocked = duels, seed, relief, unlocked
        self.duelists = candidates(db, self.cards)
        self.cache = _cache_dir(cache_dir) if use_cache else None
        self._identity: tuple | None = None
        self.tallies: dict[int, Tally] = {}
        for d in self.duelists:
            cached = self._read(d)
            if cached is not None:
                self.tallies[d] = cached
        self.cached = tuple(self.tallies)

    @property
    def todo(self) -> tuple[int, ...]:
        """Returns the duelists still to be played."""
        return tuple(d for d in self.duelists if d not in self.tallies)

    @property
    def total(self) -> int:
        return len(self.todo) * self.duels

    def steps(self, chunk: int = 1) -> Iterator[Progress]:
        """Plays the duels ``chunk`` at a time in this process; yields after each chunk."""
        todo, done = self.todo, 0
        total = len(todo) * self.duels
        for d in todo:
            tally = Tally(d, 0, (0, 0, 0))
            for start in range(0, self.duels, chunk):
                part = _tally(self.db, self.deck, self.seed, (d, range(start, min(start + chunk, self.duels))))
                tally = tally.add(part)
                done += part.duels
                yield Progress(done, total, d)
            self._finish(tally)

    def play(self, data_dir: Path | str | None, jobs: int, executor=None,
             progress: Callable[[int], None] | None = None) -> bool:
        """Plays the duels left on ``executor`` (default ``jobs`` local processes), duelist by duelist in id
        order; ``progress(done)`` as duels finish. Ctrl-C stops it: the duelists finished are kept (and
        cached), and True is returned."""
        from game.sim.executors import LocalExecutor

        todo = self.todo
        if not todo:
            return False
        executor = executor or LocalExecutor(jobs, data_dir, self.db)
        size = executor.chunk(self.duels)
        tasks = [(d, range(s, min(s + size, self.duels))) for d in todo for s in range(0, self.duels, size)]
        parts = executor.map(_tally, (self.deck, self.seed), tasks)
        done, open_tallies = 0, {}
        try:
            for (d, _indices), part in zip(tasks, parts):
                tally = open_tallies.get(d, Tally(d, 0, (0, 0, 0))).add(part)
                open_tallies[d] = tally
                done += part.duels
                if tally.duels == self.duels:
                    self._finish(open_tallies.pop(d))
                if progress:
                    progress(done)
        except KeyboardInterrupt:
            return True
        finally:
            parts.close()
        return False

    def plan(self):
        """Returns the plan from the duelists finished so far (game.farmplan.plan)."""
        from game.farmplan.plan import build

        return build(self.db, self.cards, [self.tallies[d] for d in self.duelists if d in self.tallies], self.relief,
                     duels=self.duels, seed=self.seed, planned=len(self.duelists), unlocked=self.unlocked)

    # ------------------------------------------------------------ cache
    def _finish(self, tally: Tally) -> None:
        self.tallies[tally.duelist] = tally
        if self.cache is None:
            return
        path = self.cache / f"{self._key(tally.duelist)}.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps({"version": CACHE_VERSION, "key": self._key_data(tally.duelist),
                                       "duels": tally.duels, "pools": list(tally.pools),
                                       "starchips": tally.starchips}, sort_keys=True))
            tmp.replace(path)
        except OSError:
            pass  # a cache that cannot be written only costs the duels next time

    def _read(self, duelist: int) -> Tally | None:
        if self.cache is None:
            return None
        path = self.cache / f"{self._key(duelist)}.json"
        try:
            data = json.loads(path.read_text())
            pools = tuple(int(x) for x in data["pools"])
            ok = (data["version"] == CACHE_VERSION and data["key"] == self._key_data(duelist)
                  and data["duels"] == self.duels and len(pools) == len(DROP_POOLS) and min(pools) >= 0
                  and sum(pools) <= self.duels and isinstance(data["starchips"], int))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return Tally(duelist, self.duels, pools, data["starchips"]) if ok else None

    def _key_data(self, duelist: int) -> dict:
        if self._identity is None:
            from game.sim.study import identity_of

            self._identity = identity_of(self.db)
        digest, edition, engine = self._identity
        return {"deck": list(self.deck), "duelist": duelist, "duels": self.duels, "seed": self.seed,
                "data_digest": digest, "edition": edition, "engine": engine}

    def _key(self, duelist: int) -> str:
        return hashlib.sha256(json.dumps(self._key_data(duelist), sort_keys=True).encode()).hexdigest()[:32]


# ---------------------------------------------------------------- helpers

def _cache_dir(cache_dir: Path | str | None) -> Path:
    from game.db import default_cache_dir

    return (Path(cache_dir) if cache_dir is not None else default_cache_dir()) / "farm"


def _tally(db: CardDB, deck: Sequence[int], seed: int, task: tuple[int, range]) -> Tally:
    """Returns the tally of one chunk of duels against one duelist (a worker's task)."""
    from game.deckdoctor.verdict import deck_side, opponent_side
    from game.rules.outcome import duel_rank
    from game.sim.runner import derive, play_out

    duelist, indices = task
    base = derive(seed, duelist, 17)
    pools, starchips = [0, 0, 0], 0
    for i in indices:
        state = play_out(db, deck_side("deck", deck), opponent_side(duelist), derive(base, i))
        r = duel_rank(db, state) if state.over else None
        if r is not None:
            pools[DROP_POOLS.index(r.pool)] += 1
            starchips += r.starchips
    return Tally(duelist, len(indices), tuple(pools), starchips)
