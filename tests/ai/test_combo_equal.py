"""The fusion search (R14.9-R14.11 with D-23's in-hand best) held equal to the plain search it replaced.

``game.ai.combo`` walks the chains level by level in one frame; ``ai.plain_combo`` is the search as it was
(a closure per search, a call per level). Both must give the very same best and in-hand best, Combo for
Combo (outcome, head, cards, result, score), on windows built so that chains of every length, copies of
a card, ties of score, the zone-index quirk and every option of the search are met.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ai import plain_combo
from game.ai import combo
from game.ai.combo import FIELD_START, HAND_START, _steps_without_glitch, tables


def _pool(r: random.Random, steps: list[dict[int, int]], score: list[int], starters: list[int], equips: list[int],
          lone: list[int]) -> list[int]:
    """A few cards that make chains with one another: a card, a partner of it, a partner of the result...
    (mostly a partner that raises the score), and an equip and a card with no step at all now and then."""
    pool = []
    for _ in range(r.randrange(1, 3)):
        surv = r.choice(starters)
        pool.append(surv)
        for _ in range(r.randrange(1, 5)):
            if not steps[surv]:
                break
            up = [c for c, new in steps[surv].items() if score[new] > score[surv]]
            partner = r.choice(up if up and r.random() < 0.8 else list(steps[surv]))
            pool.append(partner)
            surv = steps[surv][partner]
    return pool + r.sample(equips, r.randrange(0, 2)) + r.sample(lone, r.randrange(0, 2))


def _cases(steps: list[dict[int, int]], score: list[int], glitch: bool, r: random.Random, count: int, deepest: int):
    starters = [c for c in range(1, len(steps)) if steps[c] and score[c] >= 0]
    equips = [c for c in range(1, len(steps)) if steps[c] and score[c] < 0]
    lone = [c for c in range(1, len(steps)) if not steps[c]]
    for _ in range(count):
        pool = _pool(r, steps, score, starters, equips, lone)
        depth = r.choice((0, 1, 2, 2, 3, 3, 3, *range(4, deepest + 1)))
        size = r.randrange(1, 21) if depth < 3 else r.randrange(4, 13 if depth == 3 else 10)
        window = [r.choice(pool) if r.random() < 0.92 else r.choice((0, -1)) for _ in range(size)]
        if r.random() < 0.5:  # every card of the pool, so that its whole chains are there
            window = r.sample(pool, len(pool)) + window[:max(0, 12 - len(pool))]
            size = len(window)
        powers = [score[c] for c in pool if score[c] >= 0] + [r.randrange(0, 3000, 50)]
        field = [(z, c, r.choice(powers)) for z in sorted(r.sample(range(5), r.randrange(0, 6)))
                 if score[c := r.choice(pool)] >= 0]
        excluded = frozenset(i for i in range(size) if r.random() < 0.1) if r.random() < 0.3 else frozenset()
        excluded_ids = frozenset(r.sample(pool, r.randrange(1, 3))) if r.random() < 0.3 else frozenset()
        field_only = r.random() < 0.25
        hand = r.randrange(0, size + 1) if r.random() < 0.8 else -1
        yield window, field, depth, glitch, excluded, excluded_ids, field_only, hand


def _compare(db, cases) -> dict[str, int]:
    """Asserts both searches agree on every case; returns how often each part of the walk decided the answer."""
    reached = {"3 cards": 0, "4 cards": 0, "5 cards": 0, "field chain": 0, "in-hand differs": 0, "excluded": 0}
    for case in cases:
        got = combo._search(db, *case)
        want = plain_combo.plain_search(db, *case)
        assert got == want, case
        best, hand_best = want
        n = len(best.cards) + (best.head >= 0)
        reached["3 cards"] += n == 3
        reached["4 cards"] += n == 4
        reached["5 cards"] += n == 5
        reached["field chain"] += best.outcome == FIELD_START and n >= 3
        reached["in-hand differs"] += case[-1] >= 0 and hand_best != best and best.outcome in (HAND_START, FIELD_START)
        reached["excluded"] += bool(case[4] or case[5]) and n >= 2
    return reached


@pytest.mark.parametrize("glitch", [True, False])
def test_r14_9_d23_the_search_equals_the_plain_search_on_random_windows(db, glitch):
    t = tables(db)
    steps = t.steps if glitch else _steps_without_glitch(db)
    reached = _compare(db, _cases(steps, t.score, glitch, random.Random(3400 + glitch), 1500, 4))
    del reached["5 cards"]  # the card list's chains: a fifth card never raises the best (the synthetic test has them)
    assert min(reached.values()) >= 5, reached  # the cases reach every part of the walk


def test_r14_9_d23_the_search_equals_the_plain_search_where_long_chains_win(db, monkeypatch):
    """A made-up step table in tiers (materials 1-20, then results of 2000, 3000, 4000 and 5000 points, and
    three equips) whose every step raises the score, so that chains of four and five cards are the best (the
    card list almost never has them) and the walk past retail's depth 3 decides."""
    r = random.Random(3434)
    tiers = [range(1, 21), range(21, 31), range(31, 41), range(41, 51), range(51, 57)]
    score = [-1] * 60
    for level, cards in enumerate(tiers):
        for c in cards:
            score[c] = r.randrange(0, 1000, 100) if level == 0 else 1000 * (level + 1) + r.randrange(0, 1000, 100)
    steps: list[dict[int, int]] = [{} for _ in range(60)]
    for level, cards in enumerate(tiers[:-1]):
        for c in cards:
            for partner in r.sample(tiers[0], r.randrange(1, 5)):
                steps[c][partner] = r.choice(tiers[level + 1])
    for equip in (57, 58, 59):
        steps[equip] = {m: m for m in r.sample(range(1, 57), 6)}  # an equip first: the monster survives
    made = replace(tables(db), steps=steps, score=score, partners=combo.partner_bits(steps))
    monkeypatch.setattr(combo, "tables", lambda db: made)
    monkeypatch.setattr(plain_combo, "tables", lambda db: made)
    monkeypatch.setattr(combo, "_no_glitch", lambda db: (made.steps, made.partners))
    monkeypatch.setattr(plain_combo.combo, "_steps_without_glitch", lambda db: steps)
    reached = _compare(db, _cases(steps, score, r.random() < 0.5, r, 1500, 5))
    assert min(reached.values()) >= 10, reached


@pytest.mark.parametrize("glitch", [True, False])
def test_r14_9_partner_bits_are_the_step_tables_rows(db, glitch):
    """The search skips a survivor whose partner bits meet no window card: the bits, made from the fusion and
    equip arrays at once, must hold exactly the right cards of each row of the step table."""
    steps, bits = (tables(db).steps, tables(db).partners) if glitch else combo._no_glitch(db)
    assert bits == combo.partner_bits(steps)
