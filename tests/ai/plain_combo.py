"""The retail fusion search as it stood before issue 34's fourth pass (one closure per search, a call per
chain level): the plain reference ``tests/ai/test_combo_equal.py`` holds the search in ``game.ai.combo`` to.

Kept verbatim (one recursive helper, the successful steps listed per survivor and search), so a change to
the fast search's walk, its partner lists or its D-23 best is checked against code that never had them.
"""

from __future__ import annotations

from game.ai import combo
from game.ai.combo import FIELD_ALONE, FIELD_START, HAND_START, Combo, tables
from game.db import CardDB
from game.rules.state import positional_maker

_make_combo = positional_maker(Combo)
_NONE: list = []
_NOTHING = combo._NOTHING


def plain_search(db: CardDB, window: list[int], field: list[tuple[int, int, int]], depth: int, glitch: bool,
            excluded: frozenset[int], excluded_ids: frozenset[int], field_only: bool,
            hand: int) -> tuple[Combo, Combo]:
    """Returns the best sequence, and the best of those using no window position at or past ``hand`` (the
    second is meaningless when ``hand`` is -1: then it is not kept)."""
    t = tables(db)
    steps = t.steps if glitch else combo._steps_without_glitch(db)
    best = hand_best = _NOTHING
    size = hand_size = 0  # cards in the best sequence, the tie-break (R14.9)
    best_score = hand_score = best.score
    far = 1 << 62 if hand < 0 else hand  # positions from ``far`` on are out of the real hand (never, without one)

    scores = t.score
    succ_of: dict[int, list[tuple[int, int, int]]] = {}  # survivor -> [(position, bit, new survivor)]
    where: dict[int, list[tuple[int, int]]] = {}  # card id -> [(position, bit)] of the usable window cards
    usable: list[tuple[int, int]] = []  # (position, card id) of the window cards the search may use
    for i, c in enumerate(window):  # one pass, no comprehension's frame
        if c > 0 and i not in excluded and c not in excluded_ids:
            usable.append((i, c))
            at = where.get(c)
            if at is None:
                where[c] = [(i, 1 << i)]
            else:
                at.append((i, 1 << i))
    ids = where.keys()

    def successors(surv: int) -> list[tuple[int, int, int]]:
        # the window cards a survivor steps with: a set intersection in C (most survivors meet one or none),
        # then in position order
        table = steps[surv]
        hits = ids & table.keys() if table else None
        if not hits:
            succ_of[surv] = _NONE
            return _NONE
        if len(hits) == 1:
            for c in hits:
                at = where[c]
                if len(at) == 1:  # one copy in the window (most cards): no comprehension's frame
                    (i, bit), = at
                    succ = succ_of[surv] = [(i, bit, table[c])]
                else:
                    new = table[c]
                    succ = succ_of[surv] = [(i, bit, new) for i, bit in at]
                return succ
        succ = [(i, bit, table[c]) for c in hits for i, bit in where[c]]
        succ.sort()
        succ_of[surv] = succ
        return succ

    def extend(succ: list[tuple[int, int, int]], mask: int, left: int, head: int, n: int, path: tuple[int, ...],
               out: bool) -> None:
        # offer() inlined, and a Combo made only when it becomes the best: this loop is most of retail's time.
        # The successful steps from a survivor are listed once per search (``succ_of``), and a survivor with
        # none is not visited; ``mask`` holds the used positions, ``out`` whether the path left the real hand.
        # The in-hand best never beats the best (hand_score <= best_score), so a value under hand_score is
        # offered to neither, and its path is built only when it is offered or extended.
        nonlocal best, size, best_score, hand_best, hand_size, hand_score
        for i, bit, new in succ:
            if mask & bit:
                continue
            value = scores[new]
            if value >= hand_score:
                outcome = FIELD_START if head >= 0 else HAND_START
                if value > best_score or (value == best_score and n < size):
                    best, size, best_score = _make_combo(outcome, head, path + (i,), new, value), n, value
                if (value > hand_score or (value == hand_score and n < hand_size)) and hand >= 0 and not (
                        out or i >= far):
                    hand_best, hand_size, hand_score = _make_combo(outcome, head, path + (i,), new, value), n, value
            if left > 1:
                more = succ_of.get(new)
                if more is None:
                    more = successors(new)
                if not more:
                    continue
                if left > 2:
                    extend(more, mask | bit, left - 1, head, n + 1, path + (i,), out or i >= far)
                    continue
                # the chain's last card, scored here rather than in a call of its own (extend with left 1)
                used, k, gone = mask | bit, n + 1, out or i >= far
                for j, late, last in more:
                    if used & late:
                        continue
                    value = scores[last]
                    if value >= hand_score:
                        outcome = FIELD_START if head >= 0 else HAND_START
                        if value > best_score or (value == best_score and k < size):
                            best, size, best_score = _make_combo(outcome, head, path + (i, j), last, value), k, value
                        if (value > hand_score or (value == hand_score and k < hand_size)) and hand >= 0 and not (
                                gone or j >= far):
                            hand_best, hand_size, hand_score = (_make_combo(outcome, head, path + (i, j), last, value),
                                                                k, value)

    for zone, card, power in field:
        if card in excluded_ids:
            continue
        if power > best_score:  # a single card: strictly higher only (R14.9, third edition)
            best, size, best_score = _make_combo(FIELD_ALONE, zone, (), card, power), 1, power
        if power > hand_score and hand >= 0:
            hand_best, hand_size, hand_score = _make_combo(FIELD_ALONE, zone, (), card, power), 1, power
        if depth > 0:
            # FindBestCombo's quirk: window position z is taken as used; the seed search (R14.10) has none
            succ = succ_of.get(card)
            if succ is None:
                succ = successors(card)
            if succ:
                extend(succ, 0 if field_only else 1 << zone, depth, zone, 2, (), False)
    if not field_only:
        for i, c in usable:
            value = scores[c]
            if value > best_score:  # a single card: strictly higher only (R14.9, third edition)
                best, size, best_score = _make_combo(HAND_START, -1, (i,), c, value), 1, value
            if value > hand_score and i < far and hand >= 0:
                hand_best, hand_size, hand_score = _make_combo(HAND_START, -1, (i,), c, value), 1, value
            if depth >= 2:  # a hand-started chain needs a card limit of at least 3
                succ = succ_of.get(c)
                if succ is None:
                    succ = successors(c)
                if succ:
                    extend(succ, 1 << i, depth, -1, 2, (i,), i >= far)
    extend = None  # its own cell held it (a cycle): now freed at once, and the collector has nothing to find
    return best, hand_best
