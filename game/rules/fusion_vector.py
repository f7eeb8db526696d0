"""Every chain of many hands at once: the pair rule as one 723x723 table lookup per step.

The pair step of ``game.rules.fusion`` is compiled once per db into a packed table
``step[left, right]`` (survivor id, step kind, whether the left card's bonus carries over, bonus
gained). The 325 orderings of 1..5 distinct hand positions form a prefix tree, so each ordering
of length k costs one lookup on its length-(k-1) parent: 320 lookups per hand, batched over N
hands as (N, k) numpy gathers. ``game.rules.fusion.resolve_chain`` stays the reference; the tests
check that both agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations, permutations

import numpy as np

from game.db.tables import CardDB
from game.db.vocab import Kind
from game.rules.combat import STAT_MAX, terrain_table
from game.rules.lookup import derived

HAND_SIZE = 5
N_ORDERS = 325  # ordered chains of 1..5 distinct cards out of 5

# step kinds, as stored in the packed tables and returned in PairList.kind
FAIL, FUSION, EQUIP = 0, 1, 2

# packed step code: bits 0-9 survivor id, 10-15 tally increment (fusion +1, equip +8),
# bit 16 "left card survives, its bonus carries over", bits 17+ equip bonus gained
_ID_BITS = 10  # ids 0..722 fit in 10 bits
_ID_MASK = (1 << _ID_BITS) - 1
_TALLY_SHIFT, _TALLY_FIELD, _TALLY_MASK, _TALLY_EQUIP_SHIFT = 10, 0b111111, 0b111, 3
_KEEP_SHIFT, _BONUS_SHIFT = 16, 17
# packed pair code: bits 0-9 result id, 10-11 kind, bits 12+ equip bonus
_PAIR_KIND_SHIFT, _PAIR_BONUS_SHIFT = 10, 12


@dataclass(frozen=True, slots=True, eq=False)
class ChainSearch:
    """Every ordered chain of each hand: arrays of shape (N, 325), or (325,) for a single hand.

    Column i is the chain ``hand[chain_orders()[i]]`` (headed by the field monster if one was
    given). ``valid`` is False where the chain uses an empty slot (id 0). ``atk``/``def_`` are the
    survivor's base stats plus its chain equip bonus (and the terrain modifier if a terrain was
    given), clamped once to 0..9999 (R2.7); they are 0 for a non-monster result.
    """

    result: np.ndarray  # int16 survivor id
    bonus: np.ndarray  # int32 equip bonus carried by the survivor
    atk: np.ndarray  # int32
    def_: np.ndarray  # int32
    fusions: np.ndarray  # int8 successful fusion steps
    equips: np.ndarray  # int8 successful equip steps
    valid: np.ndarray  # bool


@dataclass(frozen=True, slots=True, eq=False)
class PairList:
    """Every unordered pair of each hand: packed codes of shape (N, 10), column i = ``pair_positions()[i]``.

    ``codes`` is 0 where the pair neither fuses nor equips, so ``codes != 0`` is the listing; the
    properties decode it: ``kind`` FUSION or EQUIP (FAIL for nothing), ``result`` the fusion
    result or the equipped monster, ``bonus`` the equip bonus. Decoding is left to the caller
    because most callers filter first.
    """

    codes: np.ndarray  # int32: result id | kind << 10 | bonus << 12

    @property
    def kind(self) -> np.ndarray:
        """Returns the step kind of every pair (int8: FAIL, FUSION or EQUIP)."""
        return (self.codes >> _PAIR_KIND_SHIFT & 3).astype(np.int8)

    @property
    def result(self) -> np.ndarray:
        """Returns the fusion result or equipped monster of every pair (int16, 0 if none)."""
        return (self.codes & _ID_MASK).astype(np.int16)

    @property
    def bonus(self) -> np.ndarray:
        """Returns the equip bonus of every pair (int32, 0 unless EQUIP)."""
        return self.codes >> _PAIR_BONUS_SHIFT


@cache
def chain_orders() -> np.ndarray:
    """Returns the (325, 5) hand positions of every chain, -1 padded; by length, then lexicographic."""
    rows = [list(p) + [-1] * (HAND_SIZE - k) for k in range(1, HAND_SIZE + 1)
            for p in permutations(range(HAND_SIZE), k)]
    table = np.array(rows, np.int8)
    table.setflags(write=False)
    return table


@cache
def pair_positions() -> np.ndarray:
    """Returns the (10, 2) hand positions (i < j) of every unordered pair."""
    table = np.array(list(combinations(range(HAND_SIZE), 2)), np.intp)
    table.setflags(write=False)
    return table


def step_table(db: CardDB, glitch: bool = True) -> np.ndarray:
    """Returns the memoised packed (723, 723) int32 pair-step table of a db (see module docstring)."""
    return derived(db, f"step_table:{glitch}", lambda d: _build_step_table(d, glitch))


def pair_table(db: CardDB, glitch: bool = True) -> np.ndarray:
    """Returns the memoised symmetric (723, 723) int32 table of fusing/equipping pairs."""
    return derived(db, f"pair_table:{glitch}", lambda d: _build_pair_table(d, glitch))


def chain_search(db: CardDB, hands: np.ndarray, *, field: int | np.ndarray | None = None,
                 field_bonus: int | np.ndarray = 0, glitch: bool = True,
                 terrain: int | None = None) -> ChainSearch:
    """Returns every ordered chain of 1..5 cards of each hand, resolved by the pair rule (R5.10).

    ``hands`` is (N, 5) or (5,) card ids, 0 for an empty slot. With ``field`` (one id, or one per
    hand) every chain is headed by that field monster carrying ``field_bonus`` (D-10).
    """
    hands = np.asarray(hands)
    single = hands.ndim == 1
    h = np.atleast_2d(hands).astype(np.int32)  # int32 index arithmetic: half the bytes of intp
    if h.shape[1] != HAND_SIZE:
        raise ValueError(f"hands must have {HAND_SIZE} columns, got shape {hands.shape}")
    n = h.shape[0]
    flat = step_table(db, glitch).ravel()
    width = db.fusion.shape[1]
    result = np.empty((n, N_ORDERS), np.int16)
    bonus_out = np.empty((n, N_ORDERS), np.int32)
    tally_out = np.empty((n, N_ORDERS), np.int32)
    if field is None:
        surv, bonus, tally = h, np.zeros((n, HAND_SIZE), np.int32), np.zeros((n, HAND_SIZE), np.int32)
    else:
        head = np.broadcast_to(np.asarray(field, np.int32), (n,))[:, None, None]
        head_bonus = np.broadcast_to(np.asarray(field_bonus, np.int32), (n,))[:, None, None]
        surv, bonus, tally = _extend(flat, width, head, head_bonus, np.zeros((n, 1, 1), np.int32), h[:, None, :])
    col = 0
    for unused in _tree():
        w = surv.shape[1]
        result[:, col:col + w], bonus_out[:, col:col + w], tally_out[:, col:col + w] = surv, bonus, tally
        col += w
        surv, bonus, tally = _extend(flat, width, surv[:, :, None], bonus[:, :, None], tally[:, :, None],
                                     h[:, unused])
    result[:, col:], bonus_out[:, col:], tally_out[:, col:] = surv, bonus, tally
    atk_table, def_table = derived(db, f"chain_stats:{terrain}", lambda d: _stat_tables(d, terrain))
    atk = atk_table.take(result) + bonus_out
    dfn = def_table.take(result) + bonus_out
    for stat in (atk, dfn):
        np.clip(stat, 0, STAT_MAX, out=stat)
    empty = (h == 0) @ (1 << np.arange(HAND_SIZE))
    valid = (_order_masks()[None, :] & empty[:, None]) == 0
    out = ChainSearch(result=result, bonus=bonus_out, atk=atk, def_=dfn,
                      fusions=(tally_out & _TALLY_MASK).astype(np.int8),
                      equips=(tally_out >> _TALLY_EQUIP_SHIFT).astype(np.int8), valid=valid)
    return _squeeze(out) if single else out


def list_pairs(db: CardDB, hands: np.ndarray, *, glitch: bool = True) -> PairList:
    """Returns every fusing or equipping unordered pair of each (N, 5) hand (R5.4, R5.5)."""
    h = np.asarray(hands).astype(np.int32)  # int32 index arithmetic: half the bytes of intp
    if h.ndim != 2 or h.shape[1] != HAND_SIZE:
        raise ValueError(f"hands must have shape (N, {HAND_SIZE}), got {h.shape}")
    pairs = pair_positions()
    flat = (h * db.fusion.shape[1])[:, pairs[:, 0]] + h[:, pairs[:, 1]]
    return PairList(codes=pair_table(db, glitch).ravel().take(flat))


# ---------------------------------------------------------------- helpers

def _extend(flat: np.ndarray, width: int, surv: np.ndarray, bonus: np.ndarray, tally: np.ndarray,
            cards: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Applies one pair step from each parent state (N, P, 1) to each of its next cards (N, P, M).

    Returns the child states flattened parent-major to (N, P*M), the lexicographic chain order.
    """
    code = flat.take(surv * width + cards)
    n = code.shape[0]
    new_bonus = bonus * (code >> _KEEP_SHIFT & 1) + (code >> _BONUS_SHIFT)
    new_tally = tally + (code >> _TALLY_SHIFT & _TALLY_FIELD)
    return ((code & _ID_MASK).reshape(n, -1), new_bonus.reshape(n, -1).astype(np.int32, copy=False),
            new_tally.reshape(n, -1).astype(np.int32, copy=False))


@cache
def _tree() -> tuple[np.ndarray, ...]:
    """Returns, for chain lengths 1..4, each chain's unused hand positions (ascending): its children."""
    levels = []
    for k in range(1, HAND_SIZE):
        levels.append(np.array([[p for p in range(HAND_SIZE) if p not in seq]
                                for seq in permutations(range(HAND_SIZE), k)], np.intp))
    return tuple(levels)


def _stat_tables(db: CardDB, terrain: int | None) -> tuple[np.ndarray, np.ndarray]:
    """Returns base ATK and DEF plus the terrain modifier per card id (0 for non-monsters)."""
    monster = db.kind == Kind.MONSTER
    terr = 0 if terrain is None else terrain_table(db)[terrain]
    atk = np.where(monster, db.atk.astype(np.int32) + terr, 0).astype(np.int32)
    dfn = np.where(monster, db.def_.astype(np.int32) + terr, 0).astype(np.int32)
    return atk, dfn


@cache
def _order_masks() -> np.ndarray:
    """Returns the bit mask of hand positions each chain uses."""
    orders = chain_orders().astype(np.int64)
    return np.where(orders >= 0, 1 << np.maximum(orders, 0), 0).sum(axis=1)


def _build_step_table(db: CardDB, glitch: bool) -> np.ndarray:
    """Builds the packed pair-step table with the same precedence as fusion._step (R5.4-R5.6)."""
    n = db.fusion.shape[0]
    ids = np.arange(n, dtype=np.int32)
    left = np.broadcast_to(ids[:, None], (n, n))
    right = np.broadcast_to(ids[None, :], (n, n))
    mon = db.kind == Kind.MONSTER
    eqp = db.kind == Kind.EQUIP
    fuses = db.fusion != 0
    if not glitch:
        fuses &= ~db.fusion_glitch
    # R5.5: equip on the right fits the monster on the left, or the reverse
    right_equips = ~fuses & mon[:, None] & eqp[None, :] & db.equip_ok.T
    left_equips = ~fuses & eqp[:, None] & mon[None, :] & db.equip_ok
    fails = ~fuses & ~right_equips & ~left_equips
    left_survives = right_equips | (fails & mon[:, None] & ~mon[None, :])
    survivor = np.where(fuses, db.fusion.astype(np.int32), np.where(left_survives, left, right))
    equips = right_equips | left_equips
    tally = np.where(fuses, 1, 0) + np.where(equips, 1 << _TALLY_EQUIP_SHIFT, 0)
    gained = np.where(right_equips, db.equip_bonus[None, :], 0) + np.where(left_equips, db.equip_bonus[:, None], 0)
    table = (survivor | tally << _TALLY_SHIFT | left_survives.astype(np.int32) << _KEEP_SHIFT
             | gained.astype(np.int32) << _BONUS_SHIFT).astype(np.int32)
    table.setflags(write=False)
    return table


def _build_pair_table(db: CardDB, glitch: bool) -> np.ndarray:
    """Builds the symmetric fusing/equipping pair table: id | kind << 10 | bonus << 12."""
    step = step_table(db, glitch)
    tally = step >> _TALLY_SHIFT & _TALLY_FIELD
    kind = np.where(tally & _TALLY_MASK, FUSION, np.where(tally, EQUIP, FAIL))
    bonus = step >> _BONUS_SHIFT
    table = np.where(kind != FAIL, (step & _ID_MASK) | kind << _PAIR_KIND_SHIFT | bonus << _PAIR_BONUS_SHIFT, 0)
    table = table.astype(np.int32)
    table.setflags(write=False)
    return table


def _squeeze(s: ChainSearch) -> ChainSearch:
    return ChainSearch(result=s.result[0], bonus=s.bonus[0], atk=s.atk[0], def_=s.def_[0], fusions=s.fusions[0],
                       equips=s.equips[0], valid=s.valid[0])
