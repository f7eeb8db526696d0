"""The fusion hint and the attack-target forecast, from the numpy resolvers and the player's own view.

Both read only what the player can see: their own hand and field (face-down or not, they are the
player's own cards), the terrain, and the opposing cards that are face-up. A face-down opposing
monster is forecast as unknown, and set opposing cards (traps) are never looked at, so a forecast
is "if no trap springs".

``best_chain`` searches every ordered chain of the hand (the 325 orders of
``game.rules.fusion_vector``), and every chain headed by one of the player's own monsters, in one
batched call, and keeps the strongest monster it leaves. ``target_forecasts`` runs the board
resolver (``game.rules.combat.board_outcomes``) for one attacker against every opposing zone.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from game.db.tables import CardDB
from game.db.vocab import Kind
from game.rules.combat import board_outcomes, effective_stat, terrain_modifier
from game.rules.fusion_vector import HAND_SIZE, ChainSearch, chain_orders, chain_search
from game.rules.state import DuelState
from game.rules.teams import terrain_for
from game.rules.work import star_code


@dataclass(frozen=True, slots=True)
class ChainHint:
    """The best chain: hand positions in order, headed by own monster zone ``field_zone`` (-1: none)."""

    positions: tuple[int, ...]
    field_zone: int
    result: int
    atk: int
    def_: int
    fusions: int
    equips: int


class Clash(StrEnum):
    """What an attack would do to the two monsters (a ``Forecast``'s outcome)."""

    UNKNOWN = ""  # a face-down target: nothing is said
    WIN = "win"  # the target is destroyed
    LOSE = "lose"  # the attacker is
    TIE = "tie"  # both, in attack position
    BOUNCE = "bounce"  # a defender holds, nobody is destroyed


@dataclass(frozen=True, slots=True)
class Forecast:
    """What one attack on an opposing zone would do, as far as the player can tell.

    ``known`` is False for a face-down target: then only ``star`` is None and nothing else is said.
    ``outcome`` is a ``Clash`` (win, lose, tie or bounce). ``damage`` is the LP the
    opponent loses (positive) or the player loses (negative).
    """

    zone: int
    known: bool
    star: int | None  # +1 advantage, -1 disadvantage, 0 neutral, None unknown (R19.7)
    outcome: Clash = Clash.UNKNOWN
    damage: int = 0
    attacker_value: int = 0
    defender_value: int = 0


def best_chain(db: CardDB, state: DuelState, side: int = 0) -> ChainHint | None:
    """Returns the chain of the side's hand (or own-monster-headed chain) leaving the strongest monster.

    A chain is only suggested when it beats the best plain monster in the hand and the monster it
    would combine with on the field; ties go to the shorter chain, then to a hand-only chain.
    """
    me = state.sides[side]
    hand = np.zeros(HAND_SIZE, np.int32)
    hand[:len(me.hand)] = me.hand[:HAND_SIZE]
    if not hand.any():
        return None
    glitch = state.options.glitch_fusions
    terrain = terrain_for(state, side)
    heads = [(z, rec) for z, rec in enumerate(me.monsters) if rec.card > 0]
    orders = chain_orders()
    lengths = (orders >= 0).sum(axis=1)
    candidates: list[tuple[tuple, ChainHint]] = []
    base_atk = max((_plain_atk(db, c, terrain) for c in hand if c and db.kind[c] == Kind.MONSTER), default=-1)

    plain = chain_search(db, hand, glitch=glitch, terrain=terrain)
    _collect(db, plain, orders, lengths, -1, base_atk, 0, candidates)
    if heads:
        hands = np.repeat(hand[None, :], len(heads), axis=0)
        field = np.array([rec.card for _, rec in heads], np.int32)
        bonus = np.array([rec.equip_bonus for _, rec in heads], np.int32)
        headed = chain_search(db, hands, field=field, field_bonus=bonus, glitch=glitch, terrain=terrain)
        for k, (z, rec) in enumerate(heads):
            own = effective_stat(int(db.atk[rec.card]), rec.equip_bonus, rec.level_penalty, rec.terrain_mod)
            row = ChainSearch(**{f: getattr(headed, f)[k] for f in ChainSearch.__slots__})
            _collect(db, row, orders, lengths, z, max(base_atk, own), 1, candidates)
    if not candidates:
        return None
    return max(candidates, key=lambda c: c[0])[1]


def _collect(db: CardDB, s: ChainSearch, orders: np.ndarray, lengths: np.ndarray, field_zone: int, beat: int, headed: int,
             out: list) -> None:
    """Adds the search's strongest real combination to out, if it beats ``beat`` (ATK)."""
    monster = db.kind[s.result.astype(np.intp)] == Kind.MONSTER
    idx = np.flatnonzero(s.valid & ((s.fusions > 0) | (s.equips > 0)) & monster)
    if not len(idx):
        return
    atk = s.atk[idx]
    good = idx[atk > beat]
    if not len(good):
        return
    i = int(good[np.lexsort((lengths[good], -s.atk[good]))[0]])
    hint = ChainHint(positions=tuple(int(p) for p in orders[i] if p >= 0), field_zone=field_zone,
                     result=int(s.result[i]), atk=int(s.atk[i]), def_=int(s.def_[i]),
                     fusions=int(s.fusions[i]), equips=int(s.equips[i]))
    out.append(((int(s.atk[i]), -int(lengths[i]), -headed), hint))


def target_forecasts(db: CardDB, state: DuelState, attacker_zone: int, side: int = 0) -> dict[int, Forecast]:
    """Returns a forecast for every occupied opposing monster zone if ``attacker_zone`` attacks it."""
    me, foe = state.sides[side], state.sides[1 - side]
    att = me.monsters[attacker_zone]
    if att.card <= 0:
        return {}
    seen = [rec if rec.card > 0 and not rec.face_down else None for rec in foe.monsters]
    dfd = np.array([r.card if r else 0 for r in seen], np.intp)
    out = board_outcomes(
        db, np.array([att.card]), dfd,
        attacker_stars=np.array([star_code(db, att)]),
        defender_stars=np.array([star_code(db, r) if r else 0 for r in seen]),
        defender_defence=np.array([bool(r and r.defence) for r in seen]),
        attacker_equip=np.array([att.equip_bonus]), attacker_penalty=np.array([att.level_penalty]),
        defender_equip=np.array([r.equip_bonus if r else 0 for r in seen]),
        defender_penalty=np.array([r.level_penalty if r else 0 for r in seen]),
        terrain=terrain_for(state, side))
    result: dict[int, Forecast] = {}
    for z, rec in enumerate(foe.monsters):
        if rec.card <= 0:
            continue
        if seen[z] is None:
            result[z] = Forecast(z, known=False, star=None)
            continue
        g = int(db.star_beats[star_code(db, att), star_code(db, rec)])
        margin = int(out.margin[0, z])
        if out.defender_destroyed[0, z] and out.attacker_destroyed[0, z]:
            outcome = Clash.TIE
        elif out.defender_destroyed[0, z]:
            outcome = Clash.WIN
        elif out.attacker_destroyed[0, z]:
            outcome = Clash.LOSE
        else:
            outcome = Clash.BOUNCE
        damage = int(out.damage_to_defender_owner[0, z]) - int(out.damage_to_attacker_owner[0, z])
        result[z] = Forecast(z, known=True, star=g, outcome=outcome, damage=damage,
                             attacker_value=int(out.attacker_value[0, z]),
                             defender_value=int(out.attacker_value[0, z]) - margin)
    return result


def _plain_atk(db: CardDB, card: int, terrain: int) -> int:
    return effective_stat(int(db.atk[card]), 0, 0, terrain_modifier(db, card, terrain))
