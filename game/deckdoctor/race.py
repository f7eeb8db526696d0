"""The deck doctor's verdict as a race: the suggestion (with and without the deck's magic and traps)
and the current deck over the same duels, stopped as soon as the answer is clear.

The ATK search cannot weigh a magic, trap or equip card (they have no ATK), so it keeps the ones in
the player's deck (``keep``) and also builds the deck with monsters in their places (``drop``).
Duels decide: every deck plays duel i, and the race keeps an anytime-valid interval
(game.deckdoctor.paired) for each comparison that matters,

    keep - current, drop - current, and drop - keep (is the deck better without its magic?)

with the 5% error shared among them, so all hold together. The suggestion is ``drop`` only when
drop - keep is shown above zero (a card stays unless removing it is shown to help). The race looks
every ``LOOK`` duels and stops when the suggestion's comparison with the current deck is settled
(its interval clears zero or is tight) and, unless the suggestion already clearly wins, so is the
magic question; else at the duel budget. Looking only at multiples of ``LOOK`` makes the stop, and
so the report, the same however the duels are split among processes.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from game.deckdoctor.paired import Comparison, Outcome, PairedRace
from game.deckdoctor.verdict import Record, aligned

LOOK = 8  # duels between two looks at the intervals


class Candidate(enum.Enum):
    """A deck the race may end up suggesting."""

    KEEP = "keep"  # the search's deck, the current deck's magic and traps kept
    DROP = "drop"  # the same with monsters in the places of the magic and traps
    CURRENT = "current"  # the player's deck as it is


@dataclass(frozen=True, slots=True)
class SupportTrial:
    """Whether the deck's magic, trap and equip cards stay: the deck without them against the deck with them."""

    cards: tuple[int, ...]  # the current deck's magic, trap and equip cards
    removed: bool  # True only when the duels showed the deck wins more without them
    paired: Comparison  # without - with


@dataclass(frozen=True, slots=True)
class Verdict:
    """The suggestion against the current deck over the same duels."""

    suggested: Record
    current: Record
    paired: Comparison  # suggested - current, anytime-valid 95% interval
    budget: int  # the most duels the race would have played
    support: SupportTrial | None  # None when the current deck holds no magic, trap or equip card
    stopped_early: bool = False  # the race stopped before its budget because the answer was clear

    @property
    def duels(self) -> int:
        return self.paired.duels

    @property
    def outcome(self) -> Outcome:
        return self.paired.outcome


class Race:
    """The decks of the race and their comparisons; ``add`` one duel's results, ``done`` at a look."""

    def __init__(self, current: Sequence[int], keep: Sequence[int], drop: Sequence[int] | None,
                 support: Sequence[int], budget: int, early: bool = True) -> None:
        self.current, self.support, self.budget = tuple(sorted(current)), tuple(sorted(support)), budget
        self.early = early  # False: play the whole budget (a tighter interval), however clear the answer
        names: dict[Candidate, tuple[int, ...]] = {}
        if sorted(keep) != list(self.current):
            names[Candidate.KEEP] = tuple(sorted(keep))
        if drop is not None and sorted(drop) != list(self.current) and sorted(drop) != sorted(keep):
            names[Candidate.DROP] = tuple(sorted(drop))
        self.names = list(names)  # the candidates, then the current deck last
        self.decks = [aligned(self.current, names[n]) for n in self.names] + [self.current]
        self.sorted = [names[n] for n in self.names] + [self.current]
        cur = len(self.names)
        pairs = [(k, cur) for k in range(cur)]
        if len(self.names) == 2:
            pairs.append((1, 0))  # drop - keep
        self.race = PairedRace(pairs)
        self.stopped = self.clear = False

    @property
    def needed(self) -> bool:
        """Returns whether there is anything to compare (a candidate other than the current deck)."""
        return bool(self.names)

    @property
    def duels(self) -> int:
        return self.race.duels

    def add(self, won: Sequence[bool]) -> bool:
        """Adds one duel (whether each deck won); returns True when the race is over after it."""
        self.race.add(won)
        n = self.race.duels
        if self.early and n < self.budget and n % LOOK == 0 and self._settled():
            self.stopped = self.clear = True
        elif n >= self.budget:
            self.stopped = True
        return self.stopped

    def choice(self) -> Candidate:
        """Returns the suggestion as the duels stand."""
        if self.names == [Candidate.KEEP, Candidate.DROP]:
            return Candidate.DROP if self.race.comparison(2).outcome is Outcome.BETTER else Candidate.KEEP
        if self.names == [Candidate.DROP]:  # the search kept the deck: only dropping the magic is on trial
            return Candidate.DROP if self.race.comparison(0).outcome is Outcome.BETTER else Candidate.CURRENT
        return self.names[0] if self.names else Candidate.CURRENT

    def suggested(self) -> tuple[int, ...]:
        """Returns the suggested deck (sorted) as the duels stand."""
        pick = self.choice()
        return self.current if pick is Candidate.CURRENT else self.sorted[self.names.index(pick)]

    def verdict(self) -> Verdict:
        """Returns the verdict over the duels played (the suggestion's comparison with the current deck)."""
        pick = self.choice()
        k = self.names.index(Candidate.DROP if pick is Candidate.CURRENT else pick)
        paired = self.race.comparison(k)
        wins = self.race.wins
        cur = len(self.names)
        support = None
        if self.support and Candidate.DROP in self.names:
            trial = self.race.comparison(2) if len(self.names) == 2 else paired
            support = SupportTrial(self.support, pick is Candidate.DROP, trial)
        return Verdict(Record(wins.get(k, 0), self.duels), Record(wins.get(cur, 0), self.duels), paired,
                       self.budget, support, self.clear)

    def _settled(self) -> bool:
        pick = self.choice()
        main = self.race.comparison(0 if pick is Candidate.CURRENT else self.names.index(pick))
        if not main.settled:
            return False
        if len(self.names) == 2 and main.outcome is not Outcome.BETTER:
            return self.race.comparison(2).settled
        return True
