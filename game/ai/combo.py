"""Fusion search of the hand script (R14.9-R14.11): FindBestCombo and EvaluateFusion, exhaustively.

Sequences of up to depth + 1 distinct cards, starting from an own field monster (then only
window cards follow) or from a window card, are folded with the pair rule. Only successful steps
(fusion or equip) are followed: a failed step leaves either card as it was, which a shorter
sequence already scores, so pruning them loses no result and keeps a 20-card window cheap.
Ties keep the earlier sequence in (zone order, hand order) (D-24); field-headed sequences come
first, so a field monster that nothing beats gives outcome 2.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.db import CardDB
from game.db.vocab import Kind
from game.rules.combat import STAT_MAX
from game.rules.lookup import derived

HAND_START, FIELD_START, FIELD_ALONE, NOTHING = 0, 1, 2, 3  # outcomes of R14.9


@dataclass(frozen=True, slots=True)
class Combo:
    """The best sequence found: where it starts, the window positions it uses, and its result."""

    outcome: int  # HAND_START, FIELD_START, FIELD_ALONE or NOTHING
    head: int  # own monster zone heading the sequence, -1 when it starts in the hand window
    cards: tuple[int, ...]  # window positions in chain order (the head excluded)
    result: int  # card id of the final monster (0 for NOTHING)
    score: int  # its higher of ATK and DEF, equip bonus and terrain included


@dataclass(frozen=True, slots=True, eq=False)
class Tables:
    """Per-db plain-Python copies of the columns the AI reads in tight loops (list indexing is cheaper)."""

    atk: list[int]
    def_: list[int]
    kind: list[int]
    type: list[int]
    terrain: list[list[int]]  # [terrain][card] -> modifier
    steps: list[dict[int, tuple[int, bool, int]]]  # [left][right] -> (survivor, left keeps bonus, bonus)
    steps_no_glitch: list[dict[int, tuple[int, bool, int]]]


def tables(db: CardDB) -> Tables:
    """Returns the memoised per-db AI tables (built on first use, never at import)."""
    return derived(db, "ai:tables", _build_tables)


def best_combo(db: CardDB, window: list[int], field: list[tuple[int, int, int, int]], depth: int, *,
               terrain: int, glitch: bool = True, excluded: frozenset[int] = frozenset(),
               field_only: bool = False) -> Combo:
    """Returns the best sequence of up to depth + 1 cards (R14.9).

    ``window`` holds card ids in hand-window order; ``field`` is (zone, card, equip bonus, power)
    per own monster, power being its snapshot value. ``excluded`` window positions are skipped
    (the card set of R14.11); ``field_only`` restricts to field-headed sequences (R14.10).
    """
    t = tables(db)
    steps = t.steps if glitch else t.steps_no_glitch
    terr = t.terrain[terrain]
    best = Combo(NOTHING, -1, (), 0, -1)
    usable = [(i, c) for i, c in enumerate(window) if c > 0 and i not in excluded]

    def score(card: int, bonus: int) -> int:
        if t.kind[card] != Kind.MONSTER:
            return -1
        mod = terr[card] + bonus
        return min(max(max(t.atk[card], t.def_[card]) + mod, 0), STAT_MAX)

    def extend(surv: int, bonus: int, used: tuple[int, ...], left: int, head: int) -> None:
        nonlocal best
        if left == 0:
            return
        table = steps[surv]
        for i, c in usable:
            if i in used:
                continue
            hit = table.get(c)
            if hit is None:
                continue
            new, keeps, gained = hit
            nb = (bonus if keeps else 0) + gained
            seq = used + (i,)
            s = score(new, nb)
            if s > best.score:
                best = Combo(FIELD_START if head >= 0 else HAND_START, head, seq, new, s)
            extend(new, nb, seq, left - 1, head)

    for zone, card, bonus, power in field:
        if power > best.score:
            best = Combo(FIELD_ALONE, zone, (), card, power)
        extend(card, bonus, (), depth, zone)
    if not field_only:
        for i, c in usable:
            s = score(c, 0)
            if s > best.score:
                best = Combo(HAND_START, -1, (i,), c, s)
            extend(c, 0, (i,), depth, -1)
    return best


# ---------------------------------------------------------------- helpers

def _build_tables(db: CardDB) -> Tables:
    import numpy as np

    from game.rules.combat import terrain_table

    kind = db.kind.astype(int).tolist()
    return Tables(atk=db.atk.astype(int).tolist(), def_=db.def_.astype(int).tolist(), kind=kind,
                  type=db.type.astype(int).tolist(), terrain=terrain_table(db).astype(int).tolist(),
                  steps=_steps(db, kind, np, True), steps_no_glitch=_steps(db, kind, np, False))


def _steps(db: CardDB, kind: list[int], np, glitch: bool) -> list[dict[int, tuple[int, bool, int]]]:
    """Returns the successful pair steps of every card, with the precedence of ``fusion.pair_step``."""
    out: list[dict[int, tuple[int, bool, int]]] = [{} for _ in range(db.fusion.shape[0])]
    fusion = db.fusion if glitch else np.where(db.fusion_glitch, 0, db.fusion)
    for a, b in zip(*np.nonzero(fusion)):
        out[int(a)][int(b)] = (int(fusion[a, b]), False, 0)
    for e, m in zip(*np.nonzero(db.equip_ok)):
        e, m = int(e), int(m)
        if kind[e] != Kind.EQUIP or kind[m] != Kind.MONSTER:
            continue
        bonus = int(db.equip_bonus[e])
        out[m].setdefault(e, (m, True, bonus))  # monster first: the left card keeps its bonus
        out[e].setdefault(m, (m, False, bonus))  # equip first: the right monster survives, fresh
    return out
