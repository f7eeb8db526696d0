"""Simulated Tag Duels (§17): two teams of two AI seats, many duels, team wins and reasons.

    teams = ((parse_spec(db, "7:retail"), parse_spec(db, "17:strong")),
             (parse_spec(db, "38:retail"), parse_spec(db, "15:fair")))
    results = simulate_tag(None, teams, duels=200, seed=1, jobs=2)

Seats: team 1's first spec is 1A and its second 1B; team 2's are 2A and 2B (turns 1A, 2A, 1B, 2B,
R17.6). Team 1 goes first unless ``random_first`` draws the first team per duel. Duel i is seeded by
``derive(seed, i, salt)`` exactly as 1v1 sims are, so the report is the same for any ``--jobs``.
Tag duels have no rank or drop (R17.18). Every duelist seat is dealt from its own pool, Duel
Master K (39) included: with three other decks at the table, "copy the other side" has no meaning.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.ai.tag import make_tag_agent, tag_view_for
from game.db import CardDB
from game.rules.actions import legal_actions
from game.rules.engine import step
from game.rules.outcome import end_name
from game.rules.rng import PsxRng
from game.rules.setup import deal_deck
from game.rules.tag import new_tag_duel
from game.sim.runner import MAX_ACTIONS, derive, pool_imap
from game.sim.specs import Side

_CHUNK = 8
Teams = tuple[tuple[Side, Side], tuple[Side, Side]]


@dataclass(frozen=True, slots=True)
class TagResult:
    """What one tag duel produced."""

    winner: int  # 0 = team 1, 1 = team 2, -1 = draw (action limit)
    turns: int
    reason: str  # lp, deck_out, exodia, limit
    first_team: int


def seats_of(teams: Teams) -> tuple[Side, Side, Side, Side]:
    """Returns the four seats 1A, 2A, 1B, 2B of two team line-ups."""
    (a1, b1), (a2, b2) = teams
    return a1, a2, b1, b2


def run_tag_duel(db: CardDB, teams: Teams, seed: int, *, random_first: bool = False) -> TagResult:
    """Plays one tag duel to its end with four AI seats."""
    seats = seats_of(teams)
    decks = [list(side.deck) if side.deck is not None else deal_deck(db, side.duelist, PsxRng(derive(seed, i, 10)))
             for i, side in enumerate(seats)]
    first = derive(seed, 0, 11) % 2 if random_first else 0
    state = new_tag_duel(db, decks, first_team=first, rng_seed=derive(seed, 0, 2))
    agents = [make_tag_agent(side.level, side.duelist, derive(seed, i, 3), db) for i, side in enumerate(seats)]
    for _ in range(MAX_ACTIONS):
        if state.over:
            break
        seat = state.active
        legal = legal_actions(db, state)
        action = agents[seat].act(db, tag_view_for(agents[seat], state, seat), legal)
        state, _events = step(db, state, action)
    if not state.over:
        return TagResult(-1, state.turn, "limit", first)
    return TagResult(state.winner, state.turn, end_name(state), first)


def simulate_tag(data_dir: Path | None, teams: Teams, *, duels: int, seed: int, jobs: int = 1,
                 random_first: bool = False) -> list[TagResult]:
    """Returns the results of ``duels`` tag duels in duel order, spread over ``jobs`` processes."""
    chunks = [range(i, min(i + _CHUNK, duels)) for i in range(0, duels, _CHUNK)]
    if jobs <= 1:
        from game.db import load_carddb

        db = load_carddb(data_dir)
        return [r for chunk in chunks for r in run_tag_chunk(db, teams, seed, random_first, chunk)]
    parts = pool_imap(run_tag_chunk, (teams, seed, random_first), chunks, jobs=jobs, data_dir=data_dir)
    return [r for part in parts for r in part]


# ---------------------------------------------------------------- helpers

def run_tag_chunk(db: CardDB, teams: Teams, seed: int, random_first: bool, indices: range) -> list[TagResult]:
    """Returns the results of tag duels ``indices`` (each seeded by ``derive(seed, i)``)."""
    return [run_tag_duel(db, teams, derive(seed, i), random_first=random_first) for i in indices]
