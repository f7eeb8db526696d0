"""The farm planner's answer: per wanted card, the duelists to farm (best first) with the rank band,
chance per duel, duels and wins to expect; per duelist, the duels to see every wanted card it drops.

Built from the tallies of simulated duels (game.farmplan.job) and the drop tables, with the grind-relief
options applied (drop assist: the chances of the best-of-three roll; starchip multiplier: the
starchips per duel) and named in ``relief``. ``to_dict`` is ``fmduel farm --json``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.career.relief import relief_label, starchips_earned
from game.db import CardDB
from game.db.vocab import Pool
from game.farmplan.odds import BANDS, Figure, Tally, all_figures, best_band, card_figures, drop_chances


@dataclass(frozen=True, slots=True)
class Source:
    """Farming one card from one duelist with the player's deck."""

    duelist: int
    band: Pool | None  # the rank band that brings the card most often with this deck
    chance: Figure  # per duel
    duels: Figure  # to see the card once
    wins: Figure  # won duels among them
    free_duel: bool | None = None  # whether the save can pick the duelist in Free Duel (None: no save given)


@dataclass(frozen=True, slots=True)
class CardPlan:
    card: int
    sources: tuple[Source, ...]  # best first (fewest expected duels)


@dataclass(frozen=True, slots=True)
class DuelistPlan:
    """One duelist for every wanted card it drops: the duels and wins to see them all."""

    duelist: int
    cards: tuple[int, ...]
    duels: Figure
    wins: Figure
    win_rate: float
    bands: tuple[float, ...]  # share of duels won at each rank band (S/A-POW, B/C/D, S/A-TEC)
    starchips_per_duel: float  # with the starchip multiplier
    played: int  # the duels simulated
    free_duel: bool | None = None


@dataclass(frozen=True, slots=True)
class Plan:
    cards: tuple[CardPlan, ...]
    duelists: tuple[DuelistPlan, ...]  # most wanted cards first, then fewest expected duels
    relief: str  # "" when both options are off
    duels: int  # simulated duels per duelist
    seed: int
    planned: int  # candidate duelists
    finished: int  # of them, simulated (fewer only after Ctrl-C)

    def best(self, card_plan: CardPlan) -> Source | None:
        """Returns the card's best source the player can duel now (Free Duel), else its best one."""
        return next((s for s in card_plan.sources if s.free_duel is not False), None) or \
            (card_plan.sources[0] if card_plan.sources else None)

    def to_dict(self, db: CardDB) -> dict:
        """Returns the plan as plain JSON-ready data (names included; an unbounded figure is null)."""
        def fig(f: Figure, digits: int = 1) -> dict:
            return {"expected": _num(f.value, digits), "ci95": [_num(f.low, digits), _num(f.high, digits)]}

        return {
            "relief": self.relief or "off", "duels_per_duelist": self.duels, "seed": self.seed,
            "duelists_planned": self.planned, "duelists_finished": self.finished,
            "cards": [{"card": c.card, "name": db.names[c.card], "sources": [
                {"duelist": s.duelist, "name": db.duelist_names[s.duelist],
                 "band": BANDS.get(s.band) if s.band is not None else None,
                 "chance_per_duel": fig(s.chance, 5), "duels": fig(s.duels), "wins": fig(s.wins),
                 "free_duel": s.free_duel}
                for s in c.sources]} for c in self.cards],
            "duelists": [{"duelist": d.duelist, "name": db.duelist_names[d.duelist],
                          "cards": [{"card": c, "name": db.names[c]} for c in d.cards],
                          "duels_for_all": fig(d.duels), "wins_for_all": fig(d.wins), "win_rate": round(d.win_rate, 4),
                          "bands": {BANDS[p]: round(x, 4) for p, x in zip(BANDS, d.bands)},
                          "starchips_per_duel": round(d.starchips_per_duel, 3), "duels_simulated": d.played,
                          "free_duel": d.free_duel}
                         for d in self.duelists],
        }


def build(db: CardDB, cards: Sequence[int], tallies: Sequence[Tally], relief, *, duels: int, seed: int,
          planned: int, unlocked: Callable[[int], bool] | None = None) -> Plan:
    """Returns the plan for ``cards`` from the tallies of the duelists simulated (``relief``: job.Relief;
    ``unlocked``: whether the save can pick a duelist in Free Duel, None without a save)."""
    def free(duelist: int) -> bool | None:
        return None if unlocked is None else bool(unlocked(duelist))

    q = {(t.duelist, c): drop_chances(db, t.duelist, c, relief.drop_assist) for t in tallies for c in cards}
    card_plans = []
    for c in cards:
        sources = []
        for t in tallies:
            if max(q[t.duelist, c]) <= 0:
                continue
            chance, need, wins = card_figures(t, q[t.duelist, c])
            sources.append(Source(t.duelist, best_band(t, q[t.duelist, c]), chance, need, wins, free(t.duelist)))
        card_plans.append(CardPlan(c, tuple(sorted(sources, key=lambda s: (s.duels.value, s.duels.low, s.duelist)))))
    duelist_plans = []
    for t in tallies:
        wanted = tuple(c for c in cards if max(q[t.duelist, c]) > 0)
        need, wins = all_figures(t, [q[t.duelist, c] for c in wanted])
        chips = starchips_earned(t.starchips, relief.starchips) / t.duels if t.duels else 0.0
        duelist_plans.append(DuelistPlan(t.duelist, wanted, need, wins, t.wins / t.duels if t.duels else 0.0,
                                         t.shares(), chips, t.duels, free(t.duelist)))
    duelist_plans.sort(key=lambda d: (-len(d.cards), d.duels.value, d.duelist))
    return Plan(tuple(card_plans), tuple(duelist_plans), relief_label(relief.drop_assist, relief.starchips), duels,
                seed, planned, len(tallies))


def _num(x: float, digits: int) -> float | None:
    return None if math.isinf(x) else round(x, digits)
