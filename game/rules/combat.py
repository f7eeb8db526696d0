"""Battle arithmetic (R2.7, R6.5-R6.12, R11.1): effective stats, guardian stars, outcomes.

One attack is: eff_atk of the attacker and the defender's value D (eff_atk in attack position,
eff_def in defence), the attacker-only star adjustment g, ``L = min(eff_atk + g, 9999)``,
``margin = L - D``, then the outcome tables of R6.9/R6.10. ``board_outcomes`` does the same for
every attacker x target pair of a board in one numpy pass and is tested against the scalar path.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.db.tables import CardDB
from game.db.vocab import Kind
from game.rules.lookup import derived
from game.rules.record import positional_maker, record

STAT_MAX = 9999


@record
class BattleOutcome:
    """The result of one attack on a monster; LP losses are positive amounts, not yet floored."""

    attacker_value: int  # L: eff_atk + star adjustment, capped at 9999, never floored (R6.6)
    margin: int  # L - D
    attacker_destroyed: bool
    defender_destroyed: bool
    damage_to_attacker_owner: int
    damage_to_defender_owner: int


_outcome = positional_maker(BattleOutcome)  # BattleOutcome(...) positionally: one per attack on a monster


@dataclass(frozen=True, slots=True, eq=False)
class BoardOutcomes:
    """Every attacker x target pair of a board; arrays of shape (attackers, targets).

    ``legal`` marks pairs where an attack can be declared by position alone (occupied attacker in
    attack position, occupied target); other entries hold the arithmetic anyway. ``direct`` is the
    direct-attack damage of each attacker (R6.7), shape (attackers,).
    """

    legal: np.ndarray
    attacker_value: np.ndarray
    margin: np.ndarray
    attacker_destroyed: np.ndarray
    defender_destroyed: np.ndarray
    damage_to_attacker_owner: np.ndarray
    damage_to_defender_owner: np.ndarray
    direct: np.ndarray


def effective_stat(base: int, equip_bonus: int, level_penalty: int, terrain_mod: int) -> int:
    """Returns base + modifiers clamped once to 0..9999 (R2.7); ``level_penalty`` is <= 0."""
    value = base + equip_bonus + level_penalty + terrain_mod  # min(max(., 0), STAT_MAX) without the builtins' cost
    return 0 if value < 0 else STAT_MAX if value > STAT_MAX else value  # noqa: FURB136


def terrain_modifier(db: CardDB, card: int, terrain: int) -> int:
    """Returns the terrain's ATK/DEF change for a card: 0 for non-monsters and on Normal (R11.1)."""
    if int(db.kind[card]) != Kind.MONSTER:
        return 0
    return int(db.terrain_bonus[terrain, db.type[card]])


def star_adjustment(db: CardDB, attacker_star: int, defender_star: int) -> int:
    """Returns g of R6.5: +star_bonus if the attacker's star beats the defender's, -star_bonus if beaten."""
    return int(db.star_beats[attacker_star, defender_star]) * int(db.star_bonus)


def battle_outcome(attacker_value: int, star_adj: int, defender_value: int,
                   defender_in_defence: bool) -> BattleOutcome:
    """Returns the outcome of an attack on a monster (R6.6 asymmetric cap, R6.9, R6.10, R6.12).

    ``attacker_value`` is the attacker's eff_atk, ``defender_value`` the defender's D.
    """
    value = attacker_value + star_adj
    if value > STAT_MAX:  # noqa: PLR1730 - min() costs ten times the test
        value = STAT_MAX
    margin = value - defender_value
    loss = -margin if margin < 0 else 0  # max(-margin, 0), without the builtin's cost (issue 34)
    if defender_in_defence:
        return _outcome(value, margin, False, margin > 0, loss, 0)
    return _outcome(value, margin, margin <= 0, margin >= 0, loss, margin if margin > 0 else 0)  # noqa: FURB136


def direct_attack_damage(attacker_value: int) -> int:
    """Returns the LP the defending side loses to a direct attack: eff_atk, no stars (R6.7, R6.11)."""
    return max(int(attacker_value), 0)


def terrain_table(db: CardDB) -> np.ndarray:
    """Returns the (7, 723) terrain modifier of every card id on every terrain (0 for non-monsters).

    Read-only; ``derived(db, "terrain_table", terrain_table)`` gives the memoised copy.
    """
    monster = db.kind == Kind.MONSTER
    types = np.where(monster, db.type, 0).astype(np.intp)
    table = db.terrain_bonus[:, types].astype(np.int32)
    table[:, ~monster] = 0
    table.setflags(write=False)
    return table


def board_outcomes(db: CardDB, attackers: np.ndarray, defenders: np.ndarray, *,
                   attacker_stars: np.ndarray, defender_stars: np.ndarray,
                   defender_defence: np.ndarray, attacker_defence: np.ndarray | None = None,
                   attacker_equip: np.ndarray | None = None, attacker_penalty: np.ndarray | None = None,
                   defender_equip: np.ndarray | None = None, defender_penalty: np.ndarray | None = None,
                   terrain: int = 0) -> BoardOutcomes:
    """Returns the outcome of every attacker x target pair at once (R2.7, R6.5-R6.10, R11.1).

    Per-side arrays are indexed by zone; id 0 is an empty zone. Stars are the chosen star codes,
    positions are bools (True = defence), equip/penalty are the two stat_modifier parts (D-15).
    """
    att = np.asarray(attackers, np.intp)
    dfd = np.asarray(defenders, np.intp)
    terr = derived(db, "terrain_table", terrain_table)[terrain]
    eff_atk = _eff(db.atk[att], attacker_equip, attacker_penalty, terr[att])
    def_atk = _eff(db.atk[dfd], defender_equip, defender_penalty, terr[dfd])
    def_def = _eff(db.def_[dfd], defender_equip, defender_penalty, terr[dfd])
    in_defence = np.asarray(defender_defence, bool)
    d_value = np.where(in_defence, def_def, def_atk)
    g = db.star_beats[np.asarray(attacker_stars, np.intp)[:, None], np.asarray(defender_stars, np.intp)[None, :]]
    value = np.minimum(eff_atk[:, None] + g.astype(np.int32) * int(db.star_bonus), STAT_MAX)
    margin = value - d_value[None, :]
    defence = np.broadcast_to(in_defence[None, :], margin.shape)
    loss = np.maximum(-margin, 0)
    att_ready = att != 0
    if attacker_defence is not None:
        att_ready &= ~np.asarray(attacker_defence, bool)
    return BoardOutcomes(
        legal=att_ready[:, None] & (dfd != 0)[None, :],
        attacker_value=value,
        margin=margin,
        attacker_destroyed=~defence & (margin <= 0),
        defender_destroyed=(margin > 0) | (~defence & (margin == 0)),
        damage_to_attacker_owner=loss,
        damage_to_defender_owner=np.where(defence, 0, np.maximum(margin, 0)),
        direct=np.where(att != 0, eff_atk, 0),
    )


# ---------------------------------------------------------------- helpers

def _eff(base: np.ndarray, equip: np.ndarray | None, penalty: np.ndarray | None, terr: np.ndarray) -> np.ndarray:
    total = base.astype(np.int32) + terr
    if equip is not None:
        total = total + np.asarray(equip, np.int32)
    if penalty is not None:
        total = total + np.asarray(penalty, np.int32)
    return np.clip(total, 0, STAT_MAX)
