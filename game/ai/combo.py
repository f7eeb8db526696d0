"""Fusion search of the hand script (R14.9-R14.11): FindBestCombo and EvaluateFusion, exhaustively.

The retail search, as its decompiled code does it (third edition of rules.md, §0.2a; the seed search of
strategy B as the fourth edition states it, ``evaluate_fusion``):

* sequences of up to depth + 1 distinct cards start from an own field monster (then only window
  cards follow) or, only when depth >= 2, from a window card; a lone window card is always scored;
* a chain headed by the field monster in zone z cannot use the window card at position z
  (FindBestCombo only: the seed search of strategy B, ``field_only``, clears every used flag, R14.10);
* a step succeeds by fusion, or by an equip followed by a monster it fits (never monster then
  equip); only successful steps are followed;
* a sequence is scored by its final monster's *base* higher of ATK and DEF; a field monster alone
  by its effective stats; a higher score replaces the best, and so does an equal score reached by a
  chain of two or more cards with fewer cards; a single card needs a strictly higher score (R14.9);
* the card set of R14.11 holds card ids: a field monster or window card with such an id is skipped;
* EvaluateFusion (R14.10, fourth edition) bars the seed at its *base* higher of ATK and DEF and answers
  "found" only for a best chain of two or more window cards (``evaluate_fusion``).

Field-headed sequences come first, in zone order, then window positions in order, so "the first
found" means what it does in the original (D-24 settled).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from game.db import CardDB
from game.db.vocab import Kind
from game.rules.fusion import fusion_table
from game.rules.lookup import derived
from game.rules.state import positional_maker

HAND_START, FIELD_START, FIELD_ALONE, NOTHING = 0, 1, 2, 3  # outcomes of R14.9


@dataclass(frozen=True, slots=True)
class Combo:
    """The best sequence found: where it starts, the window positions it uses, and its result."""

    outcome: int  # HAND_START, FIELD_START, FIELD_ALONE or NOTHING
    head: int  # own monster zone heading the sequence, -1 when it starts in the hand window
    cards: tuple[int, ...]  # window positions in chain order (the head excluded)
    result: int  # card id of the final monster (0 for NOTHING)
    score: int  # base higher of ATK and DEF; a field monster alone: its effective value (R14.9)


@dataclass(frozen=True, slots=True, eq=False)
class Tables:
    """Per-db plain-Python lists the AI reads in tight loops: the engine's columns (``game.rules.columns``) plus its own."""

    atk: list[int]
    def_: list[int]
    kind: list[int]
    type: list[int]
    terrain: list[list[int]]  # [terrain][card] -> modifier
    steps: list[dict[int, int]]  # [left][right] -> survivor of the search's successful steps (R14.9)
    partners: list[int]  # [left] -> bit set of the card ids ``steps[left]`` holds (bit c: card id c)
    star1: list[int]
    star2: list[int]
    score: list[int]  # [card] -> base higher of ATK and DEF for a monster, -1 otherwise (R14.9)
    magic: list[int]  # [card] -> its Magic behaviour code
    magic_param: list[int]
    star_gain: list[list[int]]  # [attacker star][target star] -> the +/- star bonus (R14.4, R6.5)
    mons: dict  # the snapshot's memo of monster records (game.ai.snapshot): per db, as the records' stats are
    rows: dict  # the snapshot's memo of whole rows (game.ai.snapshot), likewise
    personalities: dict  # duelist -> its Personality (game.ai.params), read once


_make_combo = positional_maker(Combo)  # Combo(...) through the slot descriptors (game.rules.state)
_NONE: list = []  # a survivor's successors when it steps with no window card (never appended to)
_NOTHING = Combo(NOTHING, -1, (), 0, -1)  # what a search starts from (a value: Combo is frozen)
# window position -> (position, bit), and -> the cards of that window card alone: shared by every search (a
# window holds at most 40 cards, the data's limit for an AI's window: game.db.sources)
_AT = [(i, 1 << i) for i in range(64)]
_ALONE = [(i,) for i in range(64)]


def tables(db: CardDB) -> Tables:
    """Returns the memoised per-db AI tables (built on first use, never at import)."""
    last = _last_tables
    if last and last[0] is db:  # the db of the last call: every AI decision asks several times
        return last[1]
    t = derived(db, "ai:tables", _build_tables)
    _last_tables[:] = (db, t)
    return t


_last_tables: list = []  # [db, its tables]: holds the db, so the identity test cannot see a recycled object


def best_combo(db: CardDB, window: Sequence[int], field: list[tuple[int, int, int]], depth: int, *,
               glitch: bool = True, excluded: frozenset[int] = frozenset(),
               excluded_ids: frozenset[int] = frozenset(), field_only: bool = False, in_hand: int | None = None) -> Combo:
    """Returns the best sequence of up to depth + 1 cards (R14.9).

    ``window`` holds card ids in hand-window order; ``field`` is (zone, card, power) per own monster,
    power being its effective higher of ATK and DEF. ``excluded`` window positions are skipped (the
    D-23 fallback to the real hand), and so is every field monster or window card whose id is in
    ``excluded_ids`` (the card set of R14.11); ``field_only`` is EvaluateFusion (R14.10): only
    field-headed sequences, with every window position free (no zone-index quirk).

    ``in_hand`` (the real hand's size) asks for the D-23 fallback in the same pass: when the best sequence
    uses a window position at or past it, the answer is the search with those positions excluded. That
    search visits the same sequences in the same order, less the ones through those positions, so its
    best is kept alongside rather than searched again.
    """
    best, in_hand_best = _search(db, window, field, depth, glitch, excluded, excluded_ids, field_only,
                                 -1 if in_hand is None else in_hand)
    if in_hand is not None and best.cards and max(best.cards) >= in_hand:
        return in_hand_best
    return best


def evaluate_fusion(db: CardDB, window: Sequence[int], zone: int, card: int, depth: int, *, glitch: bool = True,
                    excluded: frozenset[int] = frozenset(), excluded_ids: frozenset[int] = frozenset(),
                    in_hand: int | None = None) -> Combo | None:
    """Returns the chain strategy B plays onto the monster ``card`` in ``zone``, or None (R14.10, fourth edition).

    Retail's EvaluateFusion bars the seed at its printed values, so an equip, terrain or star bonus does
    not raise the bar. The seed is not part of the path: the first window card joined to it sits at depth 0,
    and the search answers "found" only when the best chain's depth is above 0. A best result of one window
    card therefore reads exactly like "nothing found" (the QUIRK), and with ``depth`` 1 (``boost_depth`` 1,
    or a low deck) nothing is ever found. The best chain is still chosen over every chain, one-card ones
    included, by R14.9's scores and ties. ``in_hand``: as for ``best_combo``, a found chain that uses a
    position at or past it is replaced by the chain the search finds without those positions (or None).
    """
    if depth < 2:  # the search never goes past depth 0: it cannot report "found"
        return None
    best, in_hand_best = _search(db, window, [(zone, card, tables(db).score[card])], depth, glitch, excluded,
                                 excluded_ids, True, -1 if in_hand is None else in_hand)
    found = _found(best)
    if found is not None and in_hand is not None and max(found.cards) >= in_hand:  # found: two cards or more
        return _found(in_hand_best)
    return found


# ---------------------------------------------------------------- helpers

def _found(c: Combo) -> Combo | None:
    return c if c.outcome == FIELD_START and len(c.cards) >= 2 else None


def _search(db: CardDB, window: Sequence[int], field: list[tuple[int, int, int]], depth: int, glitch: bool,
            excluded: frozenset[int], excluded_ids: frozenset[int], field_only: bool,
            hand: int) -> tuple[Combo, Combo]:
    """Returns the best sequence, and the best of those using no window position at or past ``hand`` (the
    second is meaningless when ``hand`` is -1: then it is not kept).

    One frame walks every chain: the starts (field heads in zone order, then window positions) are listed
    first, each with its lone score, and the depth-first walk from a start is written out level by level
    (three levels, retail's deepest search; ``_deeper`` walks on past them), so a search makes no closure
    and no call per step. The in-hand best never beats the best (hand_score <= best_score), so a value
    under hand_score is offered to neither, and a path is built only when it is offered.
    """
    t = tables(db)
    steps, partners = (t.steps, t.partners) if glitch else _no_glitch(db)
    scores = t.score
    best = hand_best = _NOTHING
    size = hand_size = 0  # cards in the best sequence, the tie-break (R14.9)
    best_score = hand_score = -1
    keep = hand >= 0
    far = hand if keep else -1  # positions from ``far`` on are out of the real hand (every one, without one)

    where: dict[int, list[tuple[int, int]]] = {}  # card id -> [(position, bit)] of the usable window cards
    usable: list[tuple[int, int]] = []  # (position, card id) of the window cards the search may use
    skip = excluded or excluded_ids
    for i, c in enumerate(window):  # one pass, no comprehension's frame
        if c > 0 and not (skip and (i in excluded or c in excluded_ids)):
            usable.append((i, c))
            at = where.get(c)
            if at is None:
                where[c] = [_AT[i]]
            else:
                at.append(_AT[i])
    ids = where.keys()
    present = sum(map((1).__lshift__, ids))  # bit set of their ids: a survivor meeting none gets no list

    starts: list[tuple[int, int, int, int, bool, tuple[int, ...], int]] = []
    # (head zone or -1, card, its lone score, used mask, out of the real hand, cards, levels to walk)
    for zone, card, power in field:
        if card not in excluded_ids:
            starts.append((zone, card, power, 0 if field_only else 1 << zone, False, (),
                           depth if partners[card] & present else 0))
    if not field_only:
        # a window card is a start when a chain may begin with it (a card limit of at least 3, R14.9, and a
        # partner in the window), or when it scores above every window card before it: a card that does not
        # can never replace the best (a single card needs a strictly higher score) nor the in-hand best
        # (the earlier card is in the real hand whenever it is)
        walk = depth if depth >= 2 else 0
        record = -1
        for i, c in usable:
            v = scores[c]
            if walk and partners[c] & present:
                starts.append((-1, c, v, 1 << i, i >= far, _ALONE[i], walk))
            elif v > record:
                starts.append((-1, c, v, 0, i >= far, _ALONE[i], 0))
            else:
                continue
            if v > record:  # noqa: PLR1730 (a comparison costs less than a call of max)
                record = v
    succ_of: dict[int, list[tuple[int, int, int]]] = {}  # survivor -> [(position, bit, new survivor)]

    for head, s0, v0, m0, o0, pre, left in starts:
        # the lone card (a field monster alone, or one window card): a strictly higher score only (R14.9)
        if v0 > best_score:
            best, size, best_score = _make_combo(FIELD_ALONE if head >= 0 else HAND_START, head, pre, s0, v0), 1, v0
        if v0 > hand_score and keep and not o0:
            hand_best, hand_size, hand_score = (_make_combo(FIELD_ALONE if head >= 0 else HAND_START, head, pre, s0,
                                                            v0), 1, v0)
        if not left:
            continue
        succ = succ_of.get(s0)
        if succ is None:  # (a start with chains to walk has a partner in the window)
            succ = succ_of[s0] = _partners(steps[s0], partners[s0] & present, ids, where)
        outcome = FIELD_START if head >= 0 else HAND_START
        for i1, b1, s1 in succ:  # level 1: chains of two cards
            if m0 & b1:
                continue
            v = scores[s1]
            if v >= hand_score:
                if v > best_score or (v == best_score and 2 < size):
                    best, size, best_score = _make_combo(outcome, head, pre + (i1,), s1, v), 2, v
                if not (o0 or i1 >= far) and (v > hand_score or (v == hand_score and 2 < hand_size)):
                    hand_best, hand_size, hand_score = _make_combo(outcome, head, pre + (i1,), s1, v), 2, v
            if left < 2:
                continue
            more = succ_of.get(s1)
            if more is None:
                more = succ_of[s1] = _partners(steps[s1], hit, ids, where) if (hit := partners[s1] & present) else _NONE
            if not more:
                continue
            m1, o1 = m0 | b1, o0 or i1 >= far
            for i2, b2, s2 in more:  # level 2: three cards
                if m1 & b2:
                    continue
                v = scores[s2]
                if v >= hand_score:
                    if v > best_score or (v == best_score and 3 < size):
                        best, size, best_score = _make_combo(outcome, head, pre + (i1, i2), s2, v), 3, v
                    if not (o1 or i2 >= far) and (v > hand_score or (v == hand_score and 3 < hand_size)):
                        hand_best, hand_size, hand_score = _make_combo(outcome, head, pre + (i1, i2), s2, v), 3, v
                if left < 3:
                    continue
                last = succ_of.get(s2)
                if last is None:
                    last = succ_of[s2] = (_partners(steps[s2], hit, ids, where) if (hit := partners[s2] & present)
                                          else _NONE)
                if not last:
                    continue
                m2, o2 = m1 | b2, o1 or i2 >= far
                if left > 3:  # deeper than retail's searches go: one call per step from here on
                    kept = [best, size, best_score, hand_best, hand_size, hand_score]
                    _deeper(kept, steps, partners, present, scores, succ_of, ids, where, far, outcome, head,
                            pre + (i1, i2), last, m2, o2, 4, left - 2)
                    best, size, best_score, hand_best, hand_size, hand_score = kept
                    continue
                for i3, b3, s3 in last:  # level 3: four cards, the last
                    if m2 & b3:
                        continue
                    v = scores[s3]
                    if v >= hand_score:
                        if v > best_score or (v == best_score and 4 < size):
                            best, size, best_score = _make_combo(outcome, head, pre + (i1, i2, i3), s3, v), 4, v
                        if not (o2 or i3 >= far) and (v > hand_score or (v == hand_score and 4 < hand_size)):
                            hand_best, hand_size, hand_score = (_make_combo(outcome, head, pre + (i1, i2, i3), s3, v),
                                                                4, v)
    return best, hand_best


def _deeper(kept: list, steps: list[dict[int, int]], partners: list[int], present: int, scores: list[int],
            succ_of: dict, ids, where: dict, far: int, outcome: int, head: int, path: tuple[int, ...],
            succ: list[tuple[int, int, int]], mask: int, out: bool, n: int, left: int) -> None:
    """Walks the steps ``succ`` of the chain ``path`` and on, for up to ``left`` more cards (a card limit past
    retail's 4), with the offers of ``_search``, each chain now of ``n`` cards; ``kept`` holds [best, size,
    best_score, hand_best, hand_size, hand_score] in and out."""
    for i, bit, new in succ:
        if mask & bit:
            continue
        v = scores[new]
        gone = out or i >= far
        if v >= kept[5]:
            if v > kept[2] or (v == kept[2] and n < kept[1]):
                kept[0:3] = _make_combo(outcome, head, path + (i,), new, v), n, v
            if not gone and (v > kept[5] or (v == kept[5] and n < kept[4])):
                kept[3:6] = _make_combo(outcome, head, path + (i,), new, v), n, v
        if left > 1:
            more = succ_of.get(new)
            if more is None:
                more = succ_of[new] = _partners(steps[new], hit, ids, where) if (hit := partners[new] & present) else _NONE
            if more:
                _deeper(kept, steps, partners, present, scores, succ_of, ids, where, far, outcome, head, path + (i,),
                        more, mask | bit, gone, n + 1, left - 1)


def _partners(table: dict[int, int], hit: int, ids, where: dict[int, list[tuple[int, int]]]) -> list[tuple[int, int, int]]:
    """Returns the window cards a survivor steps with, as (position, bit, new survivor) in position order; ``hit``
    is the (non-empty) bit set of their card ids. One id (most survivors) is read off the bits; several are
    found by a set intersection in C."""
    if not hit & (hit - 1):  # a single partner id
        c = hit.bit_length() - 1
        at = where[c]
        if len(at) == 1:  # one copy in the window (most cards): no comprehension's frame
            (i, bit), = at
            return [(i, bit, table[c])]
        new = table[c]
        return [(i, bit, new) for i, bit in at]
    succ = [(i, bit, table[c]) for c in ids & table.keys() for i, bit in where[c]]
    succ.sort()
    return succ


def _build_tables(db: CardDB) -> Tables:
    from game.rules.columns import columns

    c = columns(db)  # the engine's own per-card lists, shared rather than converted again
    steps, partners = _steps(db, c.kind, True)
    return Tables(atk=c.atk, def_=c.def_, kind=c.kind, type=c.type, terrain=c.terrain, steps=steps, partners=partners,
                  star1=c.star1, star2=c.star2,
                  score=[max(a, d) if k == c.monster else -1 for a, d, k in zip(c.atk, c.def_, c.kind)],
                  magic=db.magic.tolist(), magic_param=db.magic_param.tolist(),
                  star_gain=[[b * int(db.star_bonus) for b in row] for row in db.star_beats.tolist()], mons={}, rows={},
                  personalities={})


def _steps_without_glitch(db: CardDB) -> list[dict[int, int]]:
    """Returns the steps of a duel with the glitch fusions turned off (built only when one is played)."""
    return _no_glitch(db)[0]


def _no_glitch(db: CardDB) -> tuple[list[dict[int, int]], list[int]]:
    return derived(db, "ai:steps_no_glitch", lambda db: _steps(db, tables(db).kind, False))


def partner_bits(steps: list[dict[int, int]]) -> list[int]:
    """Returns, per left card, the bit set of the card ids its steps hold (what ``Tables.partners`` holds)."""
    return [sum(map((1).__lshift__, table)) for table in steps]


def _steps(db: CardDB, kind: list[int], glitch: bool) -> tuple[list[dict[int, int]], list[int]]:
    """Returns the steps the retail search counts as successes, [left][right] -> survivor (R14.9), and per
    left card the bit set of its rights (``partner_bits``, made here from the table's rows at once).

    A fusion in either order, or an equip followed by a monster it fits; a monster followed by an
    equip is never a success in the search (its equip check is keyed on the first card).
    """
    import numpy as np

    fusion = fusion_table(db, glitch)
    lefts, rights = np.nonzero(fusion)  # row by row, each row's columns in order
    # each row's dict made from slices in C: the simulator's parent builds this before its workers start
    starts = np.searchsorted(lefts, np.arange(fusion.shape[0] + 1)).tolist()
    right, result = rights.tolist(), fusion[lefts, rights].tolist()
    out = [dict(zip(right[a:b], result[a:b])) for a, b in pairwise(starts)]
    kinds = np.asarray(kind)
    fits = db.equip_ok & (kinds == int(Kind.EQUIP))[:, None] & (kinds == int(Kind.MONSTER))[None, :]
    for e, m in zip(*(axis.tolist() for axis in np.nonzero(fits))):
        out[e].setdefault(m, m)  # equip first: the monster survives
    rows = np.packbits((fusion != 0) | fits, axis=1, bitorder="little")  # bit c of a row's bytes: right card c
    return out, [int.from_bytes(row, "little") for row in rows.tolist()]
