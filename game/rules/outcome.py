"""What a finished duel earns (R12.5, §13.1): the player's rank and the dropped card, from the state alone.

    rank = duel_rank(db, state)            # None unless side 0 won a duel against the computer
    drop = roll_drop(db, state, rank)      # a DropRolled event: raw value, t, pool and the card
    projected_rank(db, state)              # what the player's counters would earn with an LP win now

The drop roll continues the duel's own generator from the state it ends in (R13.12), so a replay
reproduces the dropped card as well as the rank. This lives in the engine, not in a screen, so
the duel scene, the replay checker and the simulator all score a win the same way.
"""

from __future__ import annotations

from game.db import CardDB
from game.rules import rank as rank_rules
from game.rules.events import DropRolled
from game.rules.rng import make_rng
from game.rules.state import DuelState, EndReason


def end_name(state: DuelState) -> EndReason:
    """Returns how a duel ended as a win kind (LP, DECK_OUT or EXODIA); LP while it runs."""
    return EndReason.LP if state.end_reason is EndReason.NONE else state.end_reason


def duel_rank(db: CardDB, state: DuelState) -> rank_rules.Rank | None:
    """Returns the player's rank of a finished 1v1 duel the player (side 0) won, else None (R12.5, R13.1)."""
    if state.winner != 0 or len(state.sides) != 2:
        return None
    return rank_rules.rank(db, state.sides[0].counters, end_name(state))


ASSIST_ROLLS = 3  # the drop assist's rolls (grind relief, off by default)


def roll_drop(db: CardDB, state: DuelState, rank: rank_rules.Rank, *, assist: bool = False) -> DropRolled:
    """Returns the dropped card of a ranked win, rolled from the duel's generator as it was left (R13.12).

    With ``assist`` (the drop-assist option, not in the original) the same generator rolls the same
    pool ASSIST_ROLLS times in a row and the best roll by ``drop_preference`` is kept, so a replay
    still reproduces the drop. Without it exactly one value is used, as in the original.
    """
    rng = make_rng(state.rng_kind, state.rng_state)
    first = rank_rules.drop_roll(db, state.opponent, rank.pool, rng)
    if not assist:
        return first
    rolls = [first] + [rank_rules.drop_roll(db, state.opponent, rank.pool, rng) for _ in range(ASSIST_ROLLS - 1)]
    return min(rolls, key=lambda r: drop_preference(db, state.opponent, rank.pool, r.card))


def drop_preference(db: CardDB, duelist: int, pool: int, card: int) -> tuple[int, int, int]:
    """Returns the drop assist's sort key of a card in a pool, lower is better.

    The rarer card in that pool first (lower weight out of 2048: the one a player would otherwise
    grind longest for), then the dearer in the password shop (higher starchip cost), then the lower
    id; no card (0) comes last. The key is strict, so the choice never depends on the roll order.
    """
    if card <= 0:
        return (1 << 30, 0, 0)
    return (int(db.pools[duelist, pool, card]), -int(db.cost[card]), card)


def projected_rank(db: CardDB, state: DuelState) -> rank_rules.Rank:
    """Returns the rank the player's counters would earn with an LP win right now (pause menu)."""
    return rank_rules.rank(db, state.sides[0].counters, "lp")
