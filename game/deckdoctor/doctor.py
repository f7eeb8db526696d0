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
from game.deckdoctor.search import (
    DeckDoctorError,
    Goal,
    check_enough,
    improve,
    playable,
    potentials,
    starting_deck,
)
from game.deckdoctor.verdict import CHUNK, Record, in_parts, stepwise
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
    verdict: tuple[Record, Record] | None  # (suggested, current); None until the duels are played

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
            out["verdict"] = {
                "duels": self.verdict[0].duels, "opponents": "all" if self.vs == ALL else [self.vs],
                **{key: {"wins": r.wins, "win_rate": round(r.rate, 4),
                         "ci95": [round(x, 4) for x in r.interval]}
                   for key, r in zip(("suggested", "current"), self.verdict)}}
        return out


class DoctorJob:
    """One deck-doctor run over the cards a player owns (see the module docstring)."""

    def __init__(self, db: CardDB, owned: Counter[int], current: Sequence[int], *, vs: int = ALL, seed: int = 0,
                 duels: int = DUELS, glitch: bool = True, search_samples: int = SEARCH_SAMPLES,
                 report_samples: int = REPORT_SAMPLES, fusions: Sequence[int] = ()) -> None:
        if len(current) != DECK_SIZE:
            raise DeckDoctorError(f"the current deck holds {len(current)} cards, a deck needs {DECK_SIZE}")
        self.db, self.owned, self.current = db, Counter(owned), tuple(sorted(current))
        self.vs, self.seed, self.duels, self.glitch = vs, seed, duels, glitch
        self.search_samples, self.report_samples = search_samples, report_samples
        self.fusions = tuple(fusions)  # results the player asked about, before the deck's own strongest
        self.pool = playable(self.owned)
        self.report: Report | None = None
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
        value = potentials(db, self.pool, glitch=glitch)
        deck = starting_deck(self.pool, value)
        for done, total in improve(db, self.pool, deck, goal, value):
            yield Progress("search", done, total)
        same = sorted(deck) == list(self.current)
        order = C.shuffles(self.report_samples, DECK_SIZE, derive(self.seed, 0, 12))
        draws = np.asarray(deck, np.int32)[order]
        current_draws = np.asarray(self.current, np.int32)[order]
        parts: list[list[np.ndarray]] = [[], []]
        slices = range(0, len(order), EXPLAIN_CHUNK)
        for i, start in enumerate(slices):
            for k, d in enumerate((draws,) if same else (draws, current_draws)):  # one deck: one curve
                parts[k].append(C.atk_curve(db, d[start:start + EXPLAIN_CHUNK], glitch=glitch))
            yield Progress("explain", i + 1, len(slices) + 1)
        curve = np.concatenate(parts[0]).mean(axis=0)
        current = curve if same else np.concatenate(parts[1]).mean(axis=0)
        fusions = tuple(FusionOdds(r, tuple(round(float(p), 4) for p in C.fusion_odds(db, draws, r, glitch=glitch)))
                        for r in dict.fromkeys(self.fusions + tuple(C.top_fusions(db, deck, glitch=glitch))))
        carriers = tuple(c for c in C.fusion_carriers(db, deck, glitch=glitch) if c[1] > 0)[:5]
        self.report = Report(tuple(deck), self.current, self.vs, self.seed, _rounded(curve), _rounded(current),
                             () if bar is None else _rounded(bar), fusions, carriers, None)
        yield Progress("explain", len(slices) + 1, len(slices) + 1)
        if verdict and self.duels and not same:
            wins = [0, 0]
            for played, wins in stepwise(db, (self.report.suggested, self.current), self.opponents,
                                         self.verdict_seed, self.duels, chunk):
                yield Progress("verdict", played, self.duels)
            self.finish(wins)
        yield Progress("done", 1, 1)

    def play_verdict(self, data_dir: Path | str | None, jobs: int, executor=None, progress=None) -> bool:
        """Plays the verdict's duels in ``jobs`` processes or on ``executor`` (after ``steps(verdict=False)``,
        the same wins as its stepwise verdict) and stores it in the report; the command line and the
        bench use it. ``progress(played)`` is called as duels finish. Ctrl-C stops it early: the
        verdict then covers the duels both decks finished, and True is returned."""
        assert self.report is not None, "play_verdict() comes after steps()"
        if not self.duels or self.report.unchanged:
            return False
        played, wins = 0, [0, 0]
        try:
            for played, wins in in_parts(self.db, data_dir, (self.report.suggested, self.current), self.opponents,
                                         self.verdict_seed, self.duels, min(jobs, self.duels), executor):
                if progress:
                    progress(played)
        except KeyboardInterrupt:
            self.finish(wins, played)
            return True
        self.finish(wins, played)
        return False

    @property
    def verdict_seed(self) -> int:
        """Returns the seed of the verdict's duels."""
        return derive(self.seed, 0, 13)

    def finish(self, wins: Sequence[int], played: int | None = None) -> None:
        """Stores the verdict's wins (suggested, current) over ``played`` duels (default all) in the report."""
        from dataclasses import replace

        assert self.report is not None, "finish() comes after steps()"
        n = self.duels if played is None else played
        self.report = replace(self.report, verdict=(Record(wins[0], n), Record(wins[1], n)))


def _rounded(values) -> tuple[float, ...]:
    return tuple(round(float(v), 1) for v in values)
