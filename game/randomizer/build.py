"""Makes a randomized run's mod from its code and proves it: cards obtainable, decks legal, duels winnable.

    result = generate(db, code, executor=LocalExecutor(2, None, db), progress=bar.show)
    result.data      # the mod file's bytes (the same for the same code on any machine)
    result.duels     # per required duelist: wins without and with the mod, over the same deals

The campaign check (stated in docs/randomizer.md): every duel the story requires is played RULES.duels
times by the strong AI with a dealt starter deck, on the unrandomized tables and on the mod's, with the
same deals and seeds. A duel passes when the mod's win count is at least the unrandomized count minus
RULES.slack_pct of the duels: the unrandomized campaign is winnable, so a run whose every required duel
is no harder than the original's (within the noise of a small paired sample) is winnable the same way.
A failing duel re-rolls that duelist's deck pool (a new sub-seed per attempt), then puts the original
pool back; if it still fails, the parts every duel shares (stats, fusions, equips, terrain, starter pools)
are re-rolled, and at last left out. The starter decks of the mod's duels are dealt from the mod's own
starter pools (with the same RNG seeds as the unrandomized duels). Each step is a counter, so the same code always takes the same steps.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.db import CardDB
from game.db.sources import Sources
from game.randomizer import guard, parts
from game.randomizer.code import Part, SeedCode
from game.randomizer.parts import Changes, Shape
from game.randomizer.render import mod_text


@dataclass(frozen=True, slots=True)
class Rules:
    """How the campaign is checked. The command uses RULES; tests pass smaller counts."""

    duels: int = 24  # duels per required duelist, with and without the mod
    slack_pct: int = 15  # a duel may lose at most this share of the duels' wins to the mod
    deck_rerolls: int = 2  # new deck pools for a failing duelist before its original comes back
    shared_rerolls: int = 2  # new shared parts before they are left out


RULES = Rules()
CHECK_SEED = 35  # the deals and duel seeds of the campaign check: the same for every run, so that the
# unrandomized counts can be cached and every run is measured on the same duels
REPAIR_WEIGHT = 16  # out of 2048: an unobtainable card added to a drop pool


class GenerationError(RuntimeError):
    """The mod cannot be made to pass a guarantee; the message says which and why."""


@dataclass(slots=True)
class Attempts:
    """The re-roll counters: the same code always walks them the same way."""

    shared: int = 0
    shared_off: bool = False
    decks: dict[int, int] = field(default_factory=dict)
    reverted: set[int] = field(default_factory=set)


@dataclass(slots=True)
class DuelCheck:
    """One required duel: starter-deck wins over the same deals, unrandomized and with the mod."""

    duelist: int
    base_wins: int
    mod_wins: int
    duels: int
    deck_attempt: int = 0
    reverted: bool = False


@dataclass(slots=True)
class Result:
    """A made run: the mod's bytes and what the checks measured."""

    code: SeedCode
    data: bytes
    changes: Changes
    attempts: Attempts
    duels: list[DuelCheck]
    repaired: list[int]
    duels_played: int

    @property
    def digest(self) -> str:
        """Returns the mod's SHA-256 (hex, 16 characters): what a randomized save records."""
        return hashlib.sha256(self.data).hexdigest()[:16]


Breaker = Callable[[Changes, Attempts], None]


def generate(db: CardDB, code: SeedCode, *, executor, rules: Rules = RULES, src: Sources | None = None,
             progress: Callable[[int, int], None] | None = None, breaker: Breaker | None = None,
             cache_dir: Path | str | None = None, use_cache: bool = True,
             duelists: list[int] | None = None) -> Result:
    """Returns the checked run for a code; raises GenerationError when a guarantee cannot be met.

    The unrandomized win counts depend only on the data and the rules, so they are cached (in
    ``<cache dir>/randomizer/``); the result is the same with or without the cache.
    ``breaker`` and ``duelists`` (tests only): spoil the changes after each roll, to show the checks catch
    it; check only these duelists instead of every required one.
    """
    from game.db import data_dir_of
    from game.db.sources import read_sources
    from game.randomizer.winnable import required_duelists

    src = src if src is not None else read_sources(data_dir_of(db))
    shape = Shape(src, parts.base_starter(db) if code.level(Part.STARTER) else None)
    required = list(duelists) if duelists is not None else required_duelists(db)
    counter = _Counter(progress, 2 * len(required) * rules.duels)
    base = _base(db, executor, required, rules, counter, cache_dir if use_cache else None, use_cache)
    att = Attempts()
    pending, mod_wins = list(required), {}
    while True:
        changes = roll(shape, code, att)
        if breaker is not None:
            breaker(changes, att)
        repaired = repair(shape, src, code, changes)
        data = mod_text(code, changes, _notes(code, rules, repaired))
        _prove_static(db, src, data, CHECK_SEED)
        key = hashlib.sha256(data).hexdigest()
        mod_wins.update(_play(executor, db, data, key, CHECK_SEED, pending, rules, counter))
        failing = [d for d in pending if _fails(base[d], mod_wins[d], rules)]
        if not failing:
            break
        pending = _next_attempt(code, att, failing, required, rules, base, mod_wins)
        counter.total += len(pending) * rules.duels
    checks = [DuelCheck(d, base[d], mod_wins[d], rules.duels, att.decks.get(d, 0), d in att.reverted)
              for d in required]
    return Result(code, data, changes, att, checks, repaired, counter.done)


def roll(shape: Shape, code: SeedCode, att: Attempts) -> Changes:
    """Returns the changes of every part at the attempt counters (no repair, no check)."""
    ch = Changes()
    seed = code.seed
    if not att.shared_off:
        if code.level(Part.STATS):
            ch.stats = parts.stats(shape, seed, code.level(Part.STATS), att.shared)
        if code.level(Part.FUSIONS):
            ch.fusions = parts.fusions(shape, seed, code.level(Part.FUSIONS), att.shared)
        if code.level(Part.EQUIPS):
            ch.equips = parts.equips(shape, seed, code.level(Part.EQUIPS), att.shared)
        if code.level(Part.TERRAIN):
            ch.terrain = parts.terrain(shape, seed, code.level(Part.TERRAIN), att.shared)
        if code.level(Part.STARTER):
            ch.starter = parts.starter(shape, seed, code.level(Part.STARTER), att.shared)
    for d in parts.DUELISTS:
        if code.level(Part.DECKS) and d not in att.reverted:
            table = parts.pool(shape, seed, code.level(Part.DECKS), att.decks.get(d, 0), d, 0)
            if table is not None:
                ch.pools[(d, 0)] = table
        if code.level(Part.DROPS):
            for p in parts.DROP_POOLS:
                table = parts.pool(shape, seed, code.level(Part.DROPS), 0, d, p)
                if table is not None:
                    ch.pools[(d, p)] = table
    return ch


def repair(shape: Shape, src: Sources, code: SeedCode, ch: Changes) -> list[int]:
    """Adds every card no way of obtaining reaches to a drop pool (a duelist and pool drawn from the code's
    own stream); returns those cards. Runs whatever the options: the unrandomized data has some too.
    (The final file is proved again through the mod loader; here the changes are overlaid directly.)"""
    from dataclasses import replace

    from game.randomizer.stream import Stream

    pools = {k: ({**v, **ch.pools[k]} if k in ch.pools else v) for k, v in src.pools.items()}
    fusions = [(a, b, ch.fusions.get((a, b), r), g) for a, b, r, g in src.fusions]
    lost = guard.missing(replace(src, pools=pools, fusions=fusions))
    s = Stream(code.seed, "repair")
    for card in lost:
        d, p = 1 + s.below(len(parts.DUELISTS)), s.choice(parts.DROP_POOLS)
        table = ch.pools.setdefault((d, p), {})
        table[card] = REPAIR_WEIGHT
    return lost


def spoiler(db: CardDB, src: Sources, result: Result) -> str:
    """Returns the spoiler log: every change in words, sorted."""
    from game.randomizer.spoiler import spoiler_text

    return spoiler_text(db, src, result)


# ---------------------------------------------------------------- helpers

class _Counter:
    def __init__(self, show: Callable[[int, int], None] | None, total: int) -> None:
        self.show, self.total, self.done = show, total, 0

    def add(self, n: int) -> None:
        self.done += n
        if self.show:
            self.show(self.done, self.total)


def _play(executor, db: CardDB, data: bytes, key: str, seed: int, duelists: list[int], rules: Rules,
          counter: _Counter) -> dict[int, int]:
    from game.randomizer.winnable import duel_tasks, modded, play_tasks

    if data:
        modded(db, data, key)  # built once here: forked workers inherit it
    wins = dict.fromkeys(duelists, 0)
    tasks = duel_tasks(duelists, rules.duels, executor.chunk(rules.duels))
    parts_ = executor.map(play_tasks, (data, key, seed), tasks)
    try:
        for d, w, n in parts_:
            wins[d] += w
            counter.add(n)
    finally:
        close = getattr(parts_, "close", None)
        if close:
            close()
    return wins


def _base(db: CardDB, executor, required: list[int], rules: Rules, counter: _Counter, cache_dir,
          use_cache: bool) -> dict[int, int]:
    from game.randomizer.winnable import base_key, read_base, write_base

    if use_cache and cache_dir is None:
        from game.db import default_cache_dir

        cache_dir = default_cache_dir()
    key = base_key(db, required, rules.duels, CHECK_SEED)
    wins = read_base(cache_dir, key) if use_cache else None
    if wins is None:
        wins = _play(executor, db, b"", "", CHECK_SEED, required, rules, counter)
        if use_cache:
            write_base(cache_dir, key, wins)
    else:
        counter.total -= len(required) * rules.duels
    return wins


def _fails(base: int, mod: int, rules: Rules) -> bool:
    return mod * 100 < base * 100 - rules.slack_pct * rules.duels


def _next_attempt(code: SeedCode, att: Attempts, failing: list[int], required: list[int], rules: Rules,
                  base: dict[int, int], mod_wins: dict[int, int]) -> list[int]:
    """Moves the counters for the failing duels; returns the duelists to play again."""
    shared = False
    for d in failing:
        if code.level(Part.DECKS) and d not in att.reverted:
            if att.decks.get(d, 0) < rules.deck_rerolls:
                att.decks[d] = att.decks.get(d, 0) + 1
            else:
                att.reverted.add(d)
        else:
            shared = True
    if not shared:
        return failing
    if att.shared < rules.shared_rerolls:
        att.shared += 1
    elif not att.shared_off:
        att.shared_off = True
    else:
        d = failing[0]
        raise GenerationError(f"the duel against duelist {d} stays below the stated win rate with every part "
                              f"that changes duels left out ({mod_wins[d]} wins of {rules.duels}, the "
                              f"unrandomized game {base[d]})")
    return list(required)


def _prove_static(db: CardDB, src: Sources, data: bytes, seed: int) -> None:
    """Raises GenerationError unless the mod loads whole, every card is obtainable and every deck is legal."""
    from game.db.mods import apply_mod_data

    modded, report = apply_mod_data(src, data, "randomized.yaml")
    if report.rejected:
        raise GenerationError(f"the mod has a rejected entry: {report.rejected[0]}")
    lost = guard.missing(modded)
    if lost:
        raise GenerationError(f"{len(lost)} cards cannot be obtained (first: card {lost[0]})")
    problems = guard.deck_problems(modded)
    if problems:
        raise GenerationError(f"a deck pool cannot deal a legal deck: {problems[0]}")
    from dataclasses import replace

    from game.db.tables import compile_tables
    from game.randomizer.winnable import remember

    tables = replace(compile_tables(modded, report.to_dict()), data_dir=db.data_dir)
    remember(hashlib.sha256(data).hexdigest(), tables)  # the duels play these very tables
    dealt = guard.dealt_deck_problems(tables, seed) + guard.starter_deck_problems(tables, seed)
    if dealt:
        raise GenerationError(f"a dealt deck is illegal: {dealt[0]}")


def _notes(code: SeedCode, rules: Rules, repaired: list[int]) -> list[str]:
    return [(f"Checked: every card obtainable, every deck pool legal, every required campaign duel won by the "
            f"strong AI with a starter deck at least as often as unrandomized minus {rules.slack_pct}% "
            f"over {rules.duels} paired duels."),
            f"{len(repaired)} otherwise unobtainable cards were added to drop pools."]
