"""The retail fusion search (R14.9-R14.11, second edition): checked against a reference written from the rule.

The reference enumerates every sequence the rule allows and scores it the way R14.9 says; the
search under test prunes failed steps, so the two must agree on the best score.
"""

from __future__ import annotations

import random
from itertools import permutations

import numpy as np

from game.ai.combo import FIELD_ALONE, FIELD_START, HAND_START, NOTHING, best_combo
from game.db.vocab import Kind

BABY, TIME_WIZ, THOUSAND, OSCILLO, KURIBOH, CELTIC, SWORD = 4, 16, 69, 45, 58, 41, 301


def _step(db, left, right):
    """One step as the retail search sees it: a fusion, or an equip followed by a monster it fits."""
    fused = int(db.fusion[left, right])
    if fused:
        return fused
    if int(db.kind[left]) == Kind.EQUIP and int(db.kind[right]) == Kind.MONSTER and db.equip_ok[left, right]:
        return right
    return 0


def _base(db, card):
    return max(int(db.atk[card]), int(db.def_[card])) if int(db.kind[card]) == Kind.MONSTER else -1


def reference_best(db, window, depth, field=()):
    """Best score over every sequence R14.9 allows (field heads, zone quirk, depth >= 2 for hand chains)."""
    best = -1
    for zone, card, power in field:
        best = max(best, power)
        free = [i for i in range(len(window)) if i != zone]
        for k in range(1, depth + 1):
            for seq in permutations(free, k):
                surv = card
                for i in seq:
                    surv = _step(db, surv, window[i])
                    if not surv:
                        break
                if surv:
                    best = max(best, _base(db, surv))
    for i, c in enumerate(window):
        best = max(best, _base(db, c))
    if depth >= 2:
        for k in range(2, depth + 2):
            for seq in permutations(range(len(window)), k):
                surv = window[seq[0]]
                for i in seq[1:]:
                    surv = _step(db, surv, window[i])
                    if not surv:
                        break
                if surv:
                    best = max(best, _base(db, surv))
    return best


def test_r14_9_pruned_search_matches_the_rule_reference(db):
    r = random.Random(7)
    fusing = np.unique(np.nonzero(db.fusion)[0])
    equips = [c for c in range(1, 723) if int(db.kind[c]) == Kind.EQUIP]
    pool = [int(c) for c in fusing if int(db.kind[c]) == Kind.MONSTER] + equips
    for _ in range(40):
        window = [r.choice(pool) for _ in range(6)]
        depth = r.choice((1, 2))
        field = [(z, r.choice(pool[:200]), r.randrange(0, 3000, 100)) for z in r.sample(range(5), r.randrange(3))]
        field = [f for f in field if int(db.kind[f[1]]) == Kind.MONSTER]
        found = best_combo(db, window, field, depth)
        assert found.score == reference_best(db, window, depth, field)
        assert len(found.cards) + (found.head >= 0) <= depth + 1


def test_r14_9_outcomes(db):
    dragon = db.card_id("Blue-eyes White Dragon")
    alone = best_combo(db, [KURIBOH], [(2, dragon, 3000)], 2)
    assert (alone.outcome, alone.head) == (FIELD_ALONE, 2)
    hand = best_combo(db, [KURIBOH], [], 2)
    assert hand.outcome == HAND_START and hand.cards == (0,)
    nothing = best_combo(db, [db.card_id("Raigeki")], [], 2)
    assert nothing.outcome == NOTHING


def test_r14_9_depth_1_never_finds_a_fusion_made_only_of_hand_cards(db):
    window = [BABY, TIME_WIZ, KURIBOH]
    assert best_combo(db, window, [], 2).cards == (0, 1)  # depth 2: Thousand Dragon
    found = best_combo(db, window, [], 1)
    assert (found.outcome, found.cards, found.result) == (HAND_START, (0,), BABY)


def test_r14_9_depth_1_still_finds_a_field_headed_pair(db):
    found = best_combo(db, [KURIBOH, TIME_WIZ], [(0, BABY, 1200)], 1)
    assert (found.outcome, found.head, found.cards, found.result) == (FIELD_START, 0, (1,), THOUSAND)


def test_r14_9_quirk_window_card_at_the_field_zones_index_cannot_join_its_chain(db):
    # Baby Dragon in zone 1: Time Wizard at window position 1 is taken as used by that chain ...
    raigeki = db.card_id("Raigeki")  # fuses with nothing here
    blocked = best_combo(db, [raigeki, TIME_WIZ], [(1, BABY, 1200)], 1)
    assert (blocked.outcome, blocked.head) == (FIELD_ALONE, 1)
    # ... the same cards with Time Wizard at position 0 fuse
    found = best_combo(db, [TIME_WIZ, raigeki], [(1, BABY, 1200)], 1)
    assert (found.outcome, found.head, found.cards) == (FIELD_START, 1, (0,))


def test_r14_9_monster_then_equip_never_succeeds_and_equips_score_no_bonus(db):
    assert db.equip_ok[SWORD, CELTIC]
    on_field = best_combo(db, [SWORD], [(0, CELTIC, 1400)], 2)
    assert on_field.outcome == FIELD_ALONE  # Celtic + Legendary Sword is monster then equip: no step
    hand = best_combo(db, [CELTIC, SWORD], [], 2)
    assert (hand.cards, hand.score) == ((0,), 1400)  # Sword then Celtic scores base 1400: no bonus
    equip_first = best_combo(db, [SWORD, CELTIC], [], 2)
    assert (equip_first.cards, equip_first.score) == ((1,), 1400)  # the tie goes to the single card


def test_r14_9_d24_an_equal_score_goes_to_the_shorter_chain(db):
    found = best_combo(db, [BABY, TIME_WIZ, THOUSAND], [], 2)
    assert found.score == 2400 and found.cards == (2,)  # Thousand Dragon alone beats Baby + Time Wizard


def test_d24_ties_between_equal_lengths_keep_the_earlier_hand_position(db):
    found = best_combo(db, [KURIBOH, KURIBOH, KURIBOH], [], 1)
    assert found.cards == (0,)


def test_r14_11_excluded_ids_skip_field_monsters_and_their_copies_in_the_window(db):
    found = best_combo(db, [BABY, TIME_WIZ], [(0, BABY, 1200)], 2, excluded_ids=frozenset({BABY}))
    assert found.head == -1 and found.result == TIME_WIZ and 0 not in found.cards
