"""Invariants every reachable duel position keeps (style lesson 8a), for 1v1 and tag duels alike.

    problems = violations(db, state, legal)   # [] when the position is sound
    problems += round_trip_problems(state)    # to_dict/from_dict, cheap enough for the final state

The property tests and the soak (``fmduel soak``) share this one checker, so a rule the engine
promises is written down once and a soak failure means the same thing as a test failure.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.db import CardDB
from game.db.vocab import Kind
from game.rules.state import DECK_SIZE, HAND_SIZE, Counter, DuelState, Phase
from game.rules.work import eff_atk, eff_def

MAX_STAT = 9999
ZONES = 5


def violations(db: CardDB, state: DuelState, legal: Sequence[int] | None = None) -> list[str]:
    """Returns a readable line per broken invariant (card conservation, LP, stats, zones, hand, legality).

    ``legal`` is the position's legal action list when the caller already has it (else it is computed).
    """
    out: list[str] = []
    tag = len(state.sides) > 2
    for i, side in enumerate(state.sides):
        who = f"side {i}"
        field = sum(1 for r in side.monsters + side.spells if r.card)
        held = len(side.hand) + (1 if state.floating and i == state.active else 0)
        total = side.deck_left + held + field + len(side.graveyard)
        if total != DECK_SIZE + side.created:
            out.append(f"{who}: card conservation {total} != {DECK_SIZE} + {side.created} created")
        if not 0 <= side.lp <= side.max_lp:
            out.append(f"{who}: LP {side.lp} outside 0..{side.max_lp}")
        if side.counters[Counter.REMAINING_LP] != side.lp:
            out.append(f"{who}: REMAINING_LP counter {side.counters[Counter.REMAINING_LP]} != LP {side.lp}")
        if side.counters[Counter.CARDS_USED] != side.cursor:
            out.append(f"{who}: CARDS_USED counter {side.counters[Counter.CARDS_USED]} != cursor {side.cursor}")
        if len(side.hand) > HAND_SIZE:
            out.append(f"{who}: hand of {len(side.hand)} > {HAND_SIZE}")
        if len(side.monsters) != ZONES or len(side.spells) != ZONES:
            out.append(f"{who}: rows of {len(side.monsters)}/{len(side.spells)} zones, expected {ZONES}")
        if not 0 <= side.cursor <= len(side.deck):
            out.append(f"{who}: draw cursor {side.cursor} outside 0..{len(side.deck)}")
        out += _row_problems(db, who, side)
    if tag:
        out += _team_problems(state)
    if (state.phase == Phase.OVER) != (state.winner >= 0):
        out.append(f"phase {state.phase!r} but winner {state.winner}")
    if legal is None:
        from game.rules.actions import legal_actions

        legal = legal_actions(db, state)
    if bool(legal) == state.over:
        out.append(f"{len(legal)} legal actions while over={state.over}")
    return out


def round_trip_problems(state: DuelState) -> list[str]:
    """Returns a line when ``from_dict(to_dict(state))`` is not the same state (or its hash differs)."""
    from game.rules.serialise import from_dict, state_hash, to_dict

    back = from_dict(to_dict(state))
    if back != state or state_hash(back) != state_hash(state):
        return ["to_dict/from_dict round trip changed the state"]
    return []


# ---------------------------------------------------------------- helpers

def _row_problems(db: CardDB, who: str, side) -> list[str]:
    out = []
    for z, r in enumerate(side.monsters):
        if not r.card:
            continue
        if int(db.kind[r.card]) != Kind.MONSTER:
            out.append(f"{who}: non-monster {r.card} in monster zone {z}")
            continue
        atk, def_ = eff_atk(db, r), eff_def(db, r)
        if not (0 <= atk <= MAX_STAT and 0 <= def_ <= MAX_STAT):
            out.append(f"{who}: monster zone {z} stats {atk}/{def_} outside 0..{MAX_STAT}")
        if r.equip_bonus < 0 or r.level_penalty > 0:
            out.append(f"{who}: monster zone {z} equip {r.equip_bonus} / penalty {r.level_penalty}")
    for z, r in enumerate(side.spells):
        if r.card and int(db.kind[r.card]) == Kind.MONSTER:
            out.append(f"{who}: monster {r.card} in magic/trap zone {z}")
    return out


def _team_problems(state: DuelState) -> list[str]:
    """Team LP and Swords are mirrored between partners (R17.3, R17.13): seats 0/2 and 1/3."""
    s = state.sides
    out = []
    for a, b in ((0, 2), (1, 3)):
        if s[a].lp != s[b].lp:
            out.append(f"team LP differ: seat {a} {s[a].lp} vs seat {b} {s[b].lp}")
        if s[a].swords != s[b].swords:
            out.append(f"team Swords differ: seat {a} {s[a].swords} vs seat {b} {s[b].swords}")
    return out
