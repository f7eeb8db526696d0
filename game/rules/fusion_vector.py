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
N_PAIRS = 10  # unordered pairs out of 5

# step kinds, as stored in the packed tables and returned in PairList.kind
FAIL, FUSION, EQUIP = 0, 1, 2

_ID_BITS = 10  # ids 0..722 fit in 10 bits
_ID_MASK = (1 << _ID_BITS) - 1
_KIND_SHIFT, _KEEP_SHIFT, _BONUS_SHIFT = 10, 12, 13
_PAIR_BONUS_SHIFT = 12


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
    """Every unordered pair of each hand: arrays of shape (N, 10), column i = ``pair_positions()[i]``.

    ``kind`` is FUSION, EQUIP or FAIL (0: nothing happens that is worth listing); ``result`` is the
    fusion result or the equipped monster (0 for FAIL); ``bonus`` the equip bonus.
    """

    kind: np.ndarray  # int8
    result: np.ndarray  # int16
    bonus: np.ndarray  # int32


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
    h = np.atleast_2d(hands).astype(np.intp)
    if h.shape[1] != HAND_SIZE:
        raise ValueError(f"hands must have {HAND_SIZE} columns, got shape {hands.shape}")
    n = h.shape[0]
    flat = step_table(db, glitch).ravel()
    width = db.fusion.shape[1]
    if field is None:
        surv = h
        bonus = np.zeros((n, HAND_SIZE), np.int32)
        fus = np.zeros((n, HAND_SIZE), np.int8)
        equ = np.zeros((n, HAND_SIZE), np.int8)
    else:
        head = np.broadcast_to(np.asarray(field, np.intp), (n,))[:, None]
        head_bonus = np.broadcast_to(np.asarray(field_bonus, np.int32), (n,))[:, None]
        surv, bonus, fus, equ = _apply(flat, width, head, head_bonus, np.zeros((n, 1), np.int8),
                                       np.zeros((n, 1), np.int8), h)
    levels = [(surv, bonus, fus, equ)]
    for parent, pos in _tree():
        ps, pb, pf, pe = levels[-1]
        levels.append(_apply(flat, width, ps[:, parent], pb[:, parent], pf[:, parent], pe[:, parent], h[:, pos]))
    result = np.concatenate([lv[0] for lv in levels], axis=1)
    bonus = np.concatenate([lv[1] for lv in levels], axis=1)
    fusions = np.concatenate([lv[2] for lv in levels], axis=1)
    equips = np.concatenate([lv[3] for lv in levels], axis=1)
    terr = 0 if terrain is None else derived(db, "terrain_table", terrain_table)[terrain][result]
    monster = derived(db, "is_monster", _is_monster)[result]
    atk = np.where(monster, np.clip(db.atk[result] + bonus + terr, 0, STAT_MAX), 0).astype(np.int32)
    dfn = np.where(monster, np.clip(db.def_[result] + bonus + terr, 0, STAT_MAX), 0).astype(np.int32)
    empty = (h == 0) @ (1 << np.arange(HAND_SIZE))
    valid = (_order_masks()[None, :] & empty[:, None]) == 0
    out = ChainSearch(result=result.astype(np.int16), bonus=bonus, atk=atk, def_=dfn, fusions=fusions,
                      equips=equips, valid=valid)
    return _squeeze(out) if single else out


def list_pairs(db: CardDB, hands: np.ndarray, *, glitch: bool = True) -> PairList:
    """Returns every fusing or equipping unordered pair of each (N, 5) hand (R5.4, R5.5)."""
    h = np.asarray(hands, np.intp)
    width = db.fusion.shape[1]
    scaled = h * width
    flat = np.empty((h.shape[0], N_PAIRS), np.intp)
    for k, (i, j) in enumerate(pair_positions()):
        np.add(scaled[:, i], h[:, j], out=flat[:, k])
    codes = pair_table(db, glitch).ravel().take(flat)
    return PairList(kind=(codes >> _ID_BITS & 3).astype(np.int8), result=(codes & _ID_MASK).astype(np.int16),
                    bonus=codes >> _PAIR_BONUS_SHIFT)


# ---------------------------------------------------------------- helpers

def _apply(flat: np.ndarray, width: int, surv: np.ndarray, bonus: np.ndarray, fus: np.ndarray, equ: np.ndarray,
           cards: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Applies one batched pair step (survivor, card) and returns the new survivor state."""
    code = flat.take(surv * width + cards)
    kind = code >> _KIND_SHIFT & 3
    new_bonus = (bonus * (code >> _KEEP_SHIFT & 1) + (code >> _BONUS_SHIFT)).astype(np.int32)
    return (code & _ID_MASK, new_bonus, fus + (kind == FUSION).astype(np.int8),
            equ + (kind == EQUIP).astype(np.int8))


@cache
def _tree() -> tuple[tuple[np.ndarray, np.ndarray], ...]:
    """Returns, for chain lengths 2..5, each chain's parent column (in the previous level) and new position."""
    orders = chain_orders().tolist()
    by_len: dict[int, list[tuple[int, ...]]] = {}
    for row in orders:
        seq = tuple(p for p in row if p >= 0)
        by_len.setdefault(len(seq), []).append(seq)
    levels = []
    for k in range(2, HAND_SIZE + 1):
        index = {seq: i for i, seq in enumerate(by_len[k - 1])}
        parent = np.array([index[seq[:-1]] for seq in by_len[k]], np.intp)
        pos = np.array([seq[-1] for seq in by_len[k]], np.intp)
        levels.append((parent, pos))
    return tuple(levels)


@cache
def _order_masks() -> np.ndarray:
    """Returns the bit mask of hand positions each chain uses."""
    orders = chain_orders().astype(np.int64)
    return np.where(orders >= 0, 1 << np.maximum(orders, 0), 0).sum(axis=1)


def _is_monster(db: CardDB) -> np.ndarray:
    return db.kind == Kind.MONSTER


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
    kind = np.where(fuses, FUSION, np.where(right_equips | left_equips, EQUIP, FAIL))
    gained = np.where(right_equips, db.equip_bonus[None, :], 0) + np.where(left_equips, db.equip_bonus[:, None], 0)
    table = (survivor | kind << _KIND_SHIFT | left_survives.astype(np.int32) << _KEEP_SHIFT
             | gained.astype(np.int32) << _BONUS_SHIFT).astype(np.int32)
    table.setflags(write=False)
    return table


def _build_pair_table(db: CardDB, glitch: bool) -> np.ndarray:
    """Builds the symmetric fusing/equipping pair table: id | kind << 10 | bonus << 12."""
    step = step_table(db, glitch)
    kind = step >> _KIND_SHIFT & 3
    bonus = step >> _BONUS_SHIFT
    table = np.where(kind != FAIL, (step & _ID_MASK) | kind << _ID_BITS | bonus << _PAIR_BONUS_SHIFT, 0)
    table = table.astype(np.int32)
    table.setflags(write=False)
    return table


def _squeeze(s: ChainSearch) -> ChainSearch:
    return ChainSearch(result=s.result[0], bonus=s.bonus[0], atk=s.atk[0], def_=s.def_[0], fusions=s.fusions[0],
                       equips=s.equips[0], valid=s.valid[0])
