"""The deck doctor's whole job, in small steps: search, explain, then the simulation verdict.

    job = DoctorJob(db, owned, current, vs=7, seed=1)
    for progress in job.steps():        # the screen runs a few steps per frame; Esc just stops calling
        ...
    report = job.report                 # Report; report.to_dict(db) is the --json output

When the search ends on the deck the player already has, there is nothing to compare: the job says
so at once (``Report.unchanged``) and plays no verdict duels (issue 23: 2 x 1,000 duels of the same
deck only to say it was already the best). ``steps(verdict=False)`` stops after the explanation, for a
caller that then plays the verdict's duels in parallel processes or on a Dask cluster
(``play_verdict(data_dir, jobs, executor)``). Either
way the report is the same for a seed. Nothing here touches a save: accepting the suggestion is
the caller's business (game.deckdoctor.accept).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from game.career.model import DECK_SIZE
from game.db import CardDB
from game.deckdoctor import curve as C
from game.deckdoctor.advice import advice_lines
from game.deckdoctor.paired import METHOD
from game.deckdoctor.race import Race, Verdict
from game.deckdoctor.search import (
    DeckDoctorError,
    Goal,
    check_enough,
    fill_with_monsters,
    improve,
    monsters_of,
    playable,
    potentials,
    starting_deck,
    support_cards,
)
from game.deckdoctor.verdict import CHUNK, outcomes_in_parts, outcomes_stepwise
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck
from game.sim.runner import derive

SEARCH_SAMPLES = 256
REPORT_SAMPLES = 2000
BAR_DECKS = 16  # opponent decks dealt to measure its curve
EXPLAIN_CHUNK = 250  # sampled games per explanation step
DUELS = 1000
ALL = 0  # ``vs`` for "every duelist"
OPPONENTS_ALL = tuple(range(1, 39))  # every duelist but Duel Master K, who copies the player's deck


@dataclass(frozen=True, slots=True)
class Progress:
    """Where the job is: a phase name for the screen, and how far along it is."""

    phase: str  # "opponent", "search", "explain", "verdict", "done"
    done: int
    total: int


@dataclass(frozen=True, slots=True)
class FusionOdds:
    """The chance to hold two cards that fuse into ``result`` by each of turns 1-5."""

    result: int
    by_turn: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Report:
    """Everything the deck doctor found out, for the screen and for --json."""

    suggested: tuple[int, ...]
    current: tuple[int, ...]
    vs: int  # duelist id, or ALL
    seed: int
    curve: tuple[float, ...]  # suggested deck: mean best playable ATK on turns 1-5
    curve_current: tuple[float, ...]
    bar: tuple[float, ...]  # the opponent's own curve, () for ALL
    fusions: tuple[FusionOdds, ...]  # the suggested deck's strongest fusions
    carriers: tuple[tuple[int, int], ...]  # (card, fusions it takes part in), most first
    verdict: Verdict | None  # None until the duels are played (or when there is nothing to compare)

    @property
    def unchanged(self) -> bool:
        """Returns whether the suggestion is the current deck (then no verdict is played)."""
        return sorted(self.suggested) == sorted(self.current)

    @property
    def added(self) -> list[int]:
        """Returns the cards the suggestion adds to the current deck (with repeats)."""
        return sorted((Counter(self.suggested) - Counter(self.current)).elements())

    @property
    def removed(self) -> list[int]:
        """Returns the cards the suggestion takes out of the current deck (with repeats)."""
        return sorted((Counter(self.current) - Counter(self.suggested)).elements())

    def to_dict(self, db: CardDB) -> dict:
        """Returns the report as plain JSON-ready data, card names included."""
        def cards(ids: Sequence[int]) -> list[dict]:
            return [{"card": c, "name": db.names[c], "count": n} for c, n in sorted(Counter(ids).items())]

        out = {
            "vs": "all" if self.vs == ALL else {"duelist": self.vs, "name": db.duelist_names[self.vs]},
            "seed": self.seed,
            "suggested": cards(self.suggested), "current": cards(self.current),
            "added": cards(self.added), "removed": cards(self.removed),
            "atk_curve": {"suggested": list(self.curve), "current": list(self.curve_current),
                          "opponent": list(self.bar)},
            "fusion_odds": [{"result": f.result, "name": db.names[f.result], "atk": int(db.atk[f.result]),
                             "by_turn": list(f.by_turn)} for f in self.fusions],
            "fusion_carriers": [{"card": c, "name": db.names[c], "fusions": n} for c, n in self.carriers],
            "verdict": None,
        }
        if self.verdict:
            v = self.verdict
            out["verdict"] = {
                "duels": v.duels, "budget": v.budget, "stopped_early": v.stopped_early,
                "opponents": "all" if self.vs == ALL else [self.vs],
                **{key: {"wins": r.wins, "win_rate": round(r.rate, 4),
                         "ci95": [round(x, 4) for x in r.interval]}
                   for key, r in (("suggested", v.suggested), ("current", v.current))},
                "difference": _paired(v.paired),
                "support": None if v.support is None else {
                    "cards": cards(v.support.cards), "removed": v.support.removed,
                    "without_minus_with": _paired(v.support.paired)}}
        out["advice"] = advice_lines(self, db)
        return out


class DoctorJob:
    """One deck-doctor run over the cards a player owns (see the module docstring)."""

    def __init__(self, db: CardDB, owned: Counter[int], current: Sequence[int], *, vs: int = ALL, seed: int = 0,
                 duels: int = DUELS, glitch: bool = True, search_samples: int = SEARCH_SAMPLES,
                 report_samples: int = REPORT_SAMPLES, fusions: Sequence[int] = (), early: bool = True) -> None:
        if len(current) != DECK_SIZE:
            raise DeckDoctorError(f"the current deck holds {len(current)} cards, a deck needs {DECK_SIZE}")
        self.db, self.owned, self.current = db, Counter(owned), tuple(sorted(current))
        self.vs, self.seed, self.duels, self.glitch, self.early = vs, seed, duels, glitch, early
        self.search_samples, self.report_samples = search_samples, report_samples
        self.fusions = tuple(fusions)  # results the player asked about, before the deck's own strongest
        self.pool = playable(self.owned)
        self.monsters = monsters_of(db, self.pool)
        self.support = tuple(support_cards(db, self.current))  # stay unless duels show they hurt
        self.report: Report | None = None
        self.race: Race | None = None
        self._bar: tuple[float, ...] = ()
        self._current_curve: tuple[float, ...] = ()
        check_enough(self.pool)

    @property
    def opponents(self) -> tuple[int, ...]:
        """Returns the duelists the verdict plays against, in duel order."""
        return OPPONENTS_ALL if self.vs == ALL else (self.vs,)

    def steps(self, *, verdict: bool = True, chunk: int = CHUNK) -> Iterator[Progress]:
        """Does the work a step at a time (each a few tens of ms); ``self.report`` is set when it ends.

        ``chunk`` is the verdict's duels per deck per step: 1 on screen, so no frame waits long.
        """
        db, glitch = self.db, self.glitch
        bar = None
        if self.vs != ALL:
            order = C.shuffles(self.search_samples, DECK_SIZE, derive(self.seed, 0, 14))
            curves = []
            for k in range(BAR_DECKS):
                dealt = np.asarray(deal_deck(db, self.vs, PsxRng(derive(self.seed, k, 15))), np.int32)
                curves.append(C.atk_curve(db, dealt[order], glitch=glitch).mean(axis=0))
                yield Progress("opponent", k + 1, BAR_DECKS)
            bar = np.mean(curves, axis=0)
        goal = Goal(C.shuffles(self.search_samples, DECK_SIZE, derive(self.seed, 0, 11)), bar, glitch)
        value = potentials(db, self.monsters, glitch=glitch)
        deck = starting_deck(self.monsters, value, self.support)
        for done, total in improve(db, self.monsters, deck, goal, value):
            yield Progress("search", done, total)
        drop = fill_with_monsters(deck, self.monsters, value, self.support) if self.support else None
        self.race = Race(self.current, deck, drop, self.support, self.duels, self.early)
        self._bar = () if bar is None else _rounded(bar)
        order = C.shuffles(self.report_samples, DECK_SIZE, derive(self.seed, 0, 12))
        same = sorted(deck) == list(self.current)
        parts: list[list[np.ndarray]] = [[], []]
        slices = range(0, len(order), EXPLAIN_CHUNK)
        decks = (deck,) if same else (deck, self.current)  # one deck: one curve
        for i, start in enumerate(slices):
            for k, d in enumerate(decks):
                parts[k].append(C.atk_curve(db, np.asarray(d, np.int32)[order[start:start + EXPLAIN_CHUNK]],
                                            glitch=glitch))
            yield Progress("explain", i + 1, len(slices) + 1)
        curve = np.concatenate(parts[0]).mean(axis=0)
        self._current_curve = _rounded(curve if same else np.concatenate(parts[1]).mean(axis=0))
        self.report = self._explained(deck, order, curve)
        yield Progress("explain", len(slices) + 1, len(slices) + 1)
        if verdict and self.duels and self.race.needed:
            for rows in outcomes_stepwise(db, self.race.decks, self.opponents, self.verdict_seed, self.duels, chunk):
                if any(self.race.add(row) for row in rows):
                    break
                yield Progress("verdict", self.race.duels, self.duels)
            self.finish()
        yield Progress("done", 1, 1)

    def play_verdict(self, data_dir: Path | str | None, jobs: int, executor=None, progress=None) -> bool:
        """Plays the verdict's duels in ``jobs`` processes or on ``executor`` (after ``steps(verdict=False)``,
        the same verdict as its stepwise one) and stores it in the report; the command line and the
        bench use it. ``progress(played)`` is called as duels finish. Ctrl-C stops it early: the
        verdict then covers the duels every deck finished, and True is returned."""
        assert self.report is not None, "play_verdict() comes after steps()"
        if not self.duels or not self.race.needed:
            return False
        stopped = False
        parts = outcomes_in_parts(self.db, data_dir, self.race.decks, self.opponents, self.verdict_seed,
                                  self.duels, min(jobs, self.duels), executor)
        try:
            for rows in parts:
                if any(self.race.add(row) for row in rows):
                    break
                if progress:
                    progress(self.race.duels)
        except KeyboardInterrupt:
            stopped = True
        finally:
            parts.close()
        if progress:
            progress(self.race.duels)
        self.finish()
        return stopped

    @property
    def verdict_seed(self) -> int:
        """Returns the seed of the verdict's duels."""
        return derive(self.seed, 0, 13)

    def finish(self) -> None:
        """Stores the race's verdict over the duels played so far, and the deck it suggests, in the report."""
        from dataclasses import replace

        assert self.report is not None, "finish() comes after steps()"
        if not self.race.duels:
            return
        suggested = self.race.suggested()
        report = self.report
        if suggested != report.suggested:  # the duels changed the suggestion: explain the deck suggested
            order = C.shuffles(self.report_samples, DECK_SIZE, derive(self.seed, 0, 12))
            curve = C.atk_curve(self.db, np.asarray(suggested, np.int32)[order], glitch=self.glitch).mean(axis=0)
            report = self._explained(suggested, order, curve)
        self.report = replace(report, verdict=self.race.verdict())

    def _explained(self, deck: Sequence[int], order: np.ndarray, curve: np.ndarray) -> Report:
        db, glitch = self.db, self.glitch
        draws = np.asarray(deck, np.int32)[order]
        fusions = tuple(FusionOdds(r, tuple(round(float(p), 4) for p in C.fusion_odds(db, draws, r, glitch=glitch)))
                        for r in dict.fromkeys(self.fusions + tuple(C.top_fusions(db, deck, glitch=glitch))))
        carriers = tuple(c for c in C.fusion_carriers(db, deck, glitch=glitch) if c[1] > 0)[:5]
        return Report(tuple(sorted(deck)), self.current, self.vs, self.seed, _rounded(curve), self._current_curve,
                      self._bar, fusions, carriers, None)


def _paired(c) -> dict:
    return {"win_rate": round(c.difference, 4), "interval95": [round(c.low, 4), round(c.high, 4)],
            "outcome": c.outcome.value, "method": METHOD}


def _rounded(values) -> tuple[float, ...]:
    return tuple(round(float(v), 1) for v in values)
