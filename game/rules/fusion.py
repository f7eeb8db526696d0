"""The pair rule and numbered chains (R5.4-R5.10): the scalar reference resolver.

A chain c1..cn is a left fold of pair steps: the survivor starts as c1 and meets c2, c3, ... in
turn; each step fuses (R5.4), equips (R5.5) or fails (R5.6). A chain dropped on a field monster F
is the chain [F, c1, ...] (D-10), so F's current equip bonus enters as ``head_bonus``.

This module is the readable reference; ``game.rules.fusion_vector`` evaluates every ordering of
many hands at once from a per-db pair-step table and is tested against it.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from game.db.tables import CardDB
from game.db.vocab import Kind
from game.rules.events import StepKind
from game.rules.record import record

FUSION, EQUIP, FAIL = StepKind.FUSION, StepKind.EQUIP, StepKind.FAIL  # bound once: the fold reads them per step
_MONSTER, _EQUIP_KIND = int(Kind.MONSTER), int(Kind.EQUIP)  # an IntEnum member read off its class costs ten globals


@record
class PairResult:
    """One pair step: what survives, what is discarded, and any equip bonus gained.

    ``discarded`` is the card a failed step throws away (R5.6). Cards that are *used up* by a
    success - both fusion materials (R5.4), or the equip card of a valid equip (R5.5) - are not
    "discarded", so ``discarded`` is 0 for every fusion and equip step.
    """

    kind: StepKind
    survivor: int  # card id surviving the step
    discarded: int  # card id discarded (0 if none)
    bonus: int  # equip bonus applied to the survivor (0 unless kind is EQUIP)


@record
class ChainResult:
    """A resolved chain: every step in order and the chain result with its equip bonus."""

    steps: tuple[PairResult, ...]
    survivor: int
    discarded: tuple[int, ...]  # cards discarded by failed steps, in step order
    fused: bool  # at least one fusion step succeeded (R5.13: the result enters face-up)
    fusions: int  # successful fusion steps (R5.11)
    equips: int  # successful equip steps (R5.11, R9.5)
    bonus: int  # accumulated equip bonus the survivor carries out of the chain (R9.4)


def pair_step(db: CardDB, left: int, right: int, *, glitch: bool = True) -> PairResult:
    """Returns the outcome of one pair step, ``left`` being the earlier card (R5.4-R5.6).

    ``glitch=False`` ignores the 15 retail glitch recipes (``db.fusion_glitch``).
    """
    return _step(db, left, right, glitch)[0]


def fusion_table(db: CardDB, glitch: bool = True) -> np.ndarray:
    """Returns the fusion table (result id per pair, 0 for none), without the 15 glitch recipes unless
    ``glitch`` (R5.8): the whole-table form of ``pair_step``'s fusion test, for searches over many pairs."""
    return db.fusion if glitch else np.where(db.fusion_glitch, 0, db.fusion)


def resolve_chain(db: CardDB, cards: Iterable[int], *, glitch: bool = True, head_bonus: int = 0) -> ChainResult:
    """Returns the chain result of cards c1..cn folded left by the pair rule (R5.10).

    ``head_bonus`` is the equip bonus c1 already carries (a field monster heading the chain, D-10).
    A bonus gained in the chain stays with its monster only while that monster keeps surviving: a
    fusion or a failed step that drops it loses the bonus (R9.1, R9.4).
    """
    seq = [int(c) for c in cards]
    if not seq:
        raise ValueError("a chain needs at least one card")
    survivor, bonus = seq[0], int(head_bonus)
    steps: list[PairResult] = []
    discarded: list[int] = []
    fusions = equips = 0
    for card in seq[1:]:
        step, keeps_left = _step(db, survivor, card, glitch)
        steps.append(step)
        if step.kind == FUSION:
            fusions += 1
            bonus = 0
        elif step.kind == EQUIP:
            equips += 1
            bonus = (bonus if keeps_left else 0) + step.bonus
        else:
            discarded.append(step.discarded)
            bonus = bonus if keeps_left else 0
        survivor = step.survivor
    return ChainResult(steps=tuple(steps), survivor=survivor, discarded=tuple(discarded), fused=fusions > 0,
                       fusions=fusions, equips=equips, bonus=bonus)


# ---------------------------------------------------------------- helpers

def _step(db: CardDB, left: int, right: int, glitch: bool) -> tuple[PairResult, bool]:
    """Returns the pair step and whether the left card (with its bonus) is the one that survives.

    The flag is positional because two copies of one card share an id: a failed fusion of two
    copies keeps the *right* copy (R5.7), which carries no bonus.
    """
    result = int(db.fusion[left, right])
    if result and (glitch or not db.fusion_glitch[left, right]):
        return PairResult(FUSION, result, 0, 0), False
    left_kind, right_kind = int(db.kind[left]), int(db.kind[right])
    if left_kind == _MONSTER and right_kind == _EQUIP_KIND and db.equip_ok[right, left]:
        return PairResult(EQUIP, left, 0, int(db.equip_bonus[right])), True
    if right_kind == _MONSTER and left_kind == _EQUIP_KIND and db.equip_ok[left, right]:
        return PairResult(EQUIP, right, 0, int(db.equip_bonus[left])), False
    if (left_kind == _MONSTER) != (right_kind == _MONSTER):
        if left_kind == _MONSTER:
            return PairResult(FAIL, left, right, 0), True
        return PairResult(FAIL, right, left, 0), False
    return PairResult(FAIL, right, left, 0), False
