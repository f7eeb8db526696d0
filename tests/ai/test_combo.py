"""The AI fusion search (R14.9-R14.11): the pruned search finds what brute force over every sequence finds."""

from __future__ import annotations

import random
from itertools import permutations

import numpy as np

from game.ai.combo import FIELD_ALONE, HAND_START, NOTHING, best_combo
from game.db.vocab import Kind
from game.rules.fusion import resolve_chain


def brute_best(db, window, depth, terrain=0):
    from game.rules.combat import terrain_modifier

    best = -1
    for k in range(1, depth + 2):
        for seq in permutations(range(len(window)), k):
            r = resolve_chain(db, [window[i] for i in seq])
            if int(db.kind[r.survivor]) == Kind.MONSTER:
                c = r.survivor
                mod = terrain_modifier(db, c, terrain) + r.bonus
                best = max(best, min(max(max(int(db.atk[c]), int(db.def_[c])) + mod, 0), 9999))
    return best


def test_r14_9_pruned_search_matches_brute_force(db):
    r = random.Random(7)
    fusing = np.unique(np.nonzero(db.fusion)[0])
    equips = [c for c in range(1, 723) if int(db.kind[c]) == Kind.EQUIP]
    pool = [int(c) for c in fusing if int(db.kind[c]) == Kind.MONSTER] + equips
    for _ in range(40):
        window = [r.choice(pool) for _ in range(6)]
        depth = r.choice((1, 2))
        terrain = r.randrange(7)
        found = best_combo(db, window, [], depth, terrain=terrain)
        assert found.score == brute_best(db, window, depth, terrain)
        assert len(found.cards) <= depth + 1


def test_r14_9_outcomes(db):
    dragon = db.card_id("Blue-eyes White Dragon")
    kuriboh = db.card_id("Kuriboh")
    alone = best_combo(db, [kuriboh], [(2, dragon, 0, 3000)], 2, terrain=0)
    assert (alone.outcome, alone.head) == (FIELD_ALONE, 2)
    hand = best_combo(db, [kuriboh], [], 2, terrain=0)
    assert hand.outcome == HAND_START and hand.cards == (0,)
    nothing = best_combo(db, [db.card_id("Raigeki")], [], 2, terrain=0)
    assert nothing.outcome == NOTHING


def test_d24_ties_keep_the_earlier_hand_position(db):
    kuriboh = db.card_id("Kuriboh")
    found = best_combo(db, [kuriboh, kuriboh, kuriboh], [], 1, terrain=0)
    assert found.cards == (0,)
