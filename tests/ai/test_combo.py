"""The retail fusion search (R14.9-R14.11, third edition): checked against references written from the rule.

The references enumerate every sequence the rule allows, in the retail order, and score and choose
the way R14.9 says; the search under test prunes failed steps, so the two must agree on the best.
"""

from __future__ import annotations

import random
from itertools import permutations

import numpy as np
import pytest

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


def _pool(db, monsters: int | None = None, equips: int | None = None) -> list[int]:
    """Returns the first ``monsters`` monsters that fuse with something, then the first ``equips`` equips (all when
    None): a window pool where chains happen."""
    fusing = np.unique(np.nonzero(db.fusion)[0])
    equip_ids = [c for c in range(1, 723) if int(db.kind[c]) == Kind.EQUIP]
    return [int(c) for c in fusing if int(db.kind[c]) == Kind.MONSTER][:monsters] + equip_ids[:equips]


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
    pool = _pool(db)
    for _ in range(40):
        window = [r.choice(pool) for _ in range(6)]
        depth = r.choice((1, 2))
        field = [(z, r.choice(pool[:200]), r.randrange(0, 3000, 100)) for z in r.sample(range(5), r.randrange(3))]
        field = [f for f in field if int(db.kind[f[1]]) == Kind.MONSTER]
        found = best_combo(db, window, field, depth)
        assert found.score == reference_best(db, window, depth, field)
        assert len(found.cards) + (found.head >= 0) <= depth + 1


def reference_combo(db, window, depth, field=(), field_only=False, edition=3):
    """The best Combo by the letter of R14.9 / R14.10 (third edition), in the retail order.

    Field heads in zone order (alone, then their chains), then window positions in order (alone, then
    chains started there, only at depth >= 2); chains in depth-first order, which is the sorted order
    of their position tuples. FindBestCombo skips window position z for the head in zone z; the seed
    search (``field_only``) clears every used flag first. A chain replaces the best on a higher score
    or an equal one with fewer cards; a single card only on a strictly higher score. ``edition=2`` gives
    the second edition's reading (an equal single card also replaces a chain; the seed search keeps the
    quirk), only to show that the cases below reach where the editions differ.
    """
    def chains(first, free, longest):
        seqs = [seq for k in range(1, longest + 1) for seq in permutations(free, k)]
        for seq in sorted(seqs):
            surv = first
            for i in seq:
                surv = _step(db, surv, window[i])
                if not surv:
                    break
            if surv:
                yield seq, surv

    found = []  # (outcome, head, cards, result, score, cards used) in the order retail meets them
    for zone, card, power in field:
        found.append((FIELD_ALONE, zone, (), card, power, 1))
        free = [i for i in range(len(window)) if (field_only and edition >= 3) or i != zone]
        found += [(FIELD_START, zone, seq, surv, _base(db, surv), len(seq) + 1)
                  for seq, surv in chains(card, free, depth)]
    if not field_only:
        for i, c in enumerate(window):
            found.append((HAND_START, -1, (i,), c, _base(db, c), 1))
            if depth >= 2:
                free = [j for j in range(len(window)) if j != i]
                found += [(HAND_START, -1, (i, *seq), surv, _base(db, surv), len(seq) + 1)
                          for seq, surv in chains(c, free, depth)]
    best, size = (NOTHING, -1, (), 0, -1), 0
    for *combo, n in found:
        if combo[4] > best[4] or ((n >= 2 or edition < 3) and combo[4] == best[4] and n < size):
            best, size = tuple(combo), n
    return best


@pytest.mark.parametrize("field_only", [False, True])
def test_r14_9_r14_10_the_search_picks_exactly_the_combo_the_rule_picks(db, field_only):
    r = random.Random(11 + field_only)
    pool = _pool(db, 150, 20)
    differ = 0
    for _ in range(150):
        window = [r.choice(pool) for _ in range(5)]
        depth = r.choice((1, 2, 3))
        zones = r.sample(range(5), r.randrange(1 if field_only else 0, 3))
        field = [(z, c, _base(db, c)) for z in zones if int(db.kind[c := r.choice(pool)]) == Kind.MONSTER]
        got = best_combo(db, window, field, depth, field_only=field_only)
        want = reference_combo(db, window, depth, field, field_only)
        assert (got.outcome, got.head, got.cards, got.result, got.score) == want, (window, field, depth)
        differ += want != reference_combo(db, window, depth, field, field_only, edition=2)
    assert differ >= 5  # the cases reach where the third edition changed the choice


@pytest.mark.parametrize("field_only", [False, True])
def test_d23_in_hand_fallback_is_the_search_without_the_look_ahead_positions(db, field_only):
    """D-23: a combo that needs look-ahead cards is replaced by the best combo of the real hand. The search
    keeps that second best in the same pass (``in_hand``); it must be exactly what a second search with the
    look-ahead positions excluded finds, for FindBestCombo and for EvaluateFusion alike."""
    from game.ai.combo import evaluate_fusion

    r = random.Random(23 + field_only)
    pool = _pool(db, 120, 20)
    fell_back = 0
    for _ in range(400):
        hand = r.randrange(1, 6)
        window = [r.choice(pool) for _ in range(hand + r.randrange(0, 6))]
        depth = r.choice((1, 2, 3))
        ids = frozenset(r.sample(pool, r.randrange(0, 3)))
        outside = frozenset(range(hand, len(window)))
        if field_only:
            zone, card = r.randrange(5), r.choice(pool[:120])
            got = evaluate_fusion(db, window, zone, card, depth, excluded_ids=ids, in_hand=hand)
            want = evaluate_fusion(db, window, zone, card, depth, excluded_ids=ids)
            if want is not None and any(i >= hand for i in want.cards):
                fell_back += 1
                want = evaluate_fusion(db, window, zone, card, depth, excluded_ids=ids, excluded=outside)
        else:
            zones = r.sample(range(5), r.randrange(0, 3))
            field = [(z, c, _base(db, c)) for z in zones if int(db.kind[c := r.choice(pool)]) == Kind.MONSTER]
            got = best_combo(db, window, field, depth, excluded_ids=ids, in_hand=hand)
            want = best_combo(db, window, field, depth, excluded_ids=ids)
            if any(i >= hand for i in want.cards):
                fell_back += 1
                want = best_combo(db, window, field, depth, excluded_ids=ids, excluded=outside)
        assert got == want, (window, hand, depth, ids)
    assert fell_back >= 10  # the cases reach the fallback


def test_r14_10_the_seed_search_has_no_zone_index_quirk(db):
    """R14.10 (third edition): EvaluateFusion "clears every used flag before it starts, so it has no
    zone-index quirk: the hand-window card at the seed's zone index may join the chain". The held-back
    case: Baby Dragon in zone 0 takes Time Wizard from hand position 0 -> Thousand Dragon."""
    raigeki = db.card_id("Raigeki")
    seed = best_combo(db, [TIME_WIZ, raigeki], [(0, BABY, 1200)], 1, field_only=True)
    assert (seed.outcome, seed.head, seed.cards, seed.result) == (FIELD_START, 0, (0,), THOUSAND)
    best = best_combo(db, [TIME_WIZ, raigeki], [(0, BABY, 1200)], 1)  # FindBestCombo keeps its quirk (R14.9)
    assert (best.outcome, best.head) == (FIELD_ALONE, 0)


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
    # the equip-first chain is found first; Celtic alone only ties it, and a single card needs more (R14.9)
    assert (equip_first.cards, equip_first.score) == ((0, 1), 1400)


def test_r14_9_third_edition_a_single_card_with_an_equal_score_does_not_displace_a_chain(db):
    """R14.9: "a single card (a field monster alone or one hand card) replaces it only when its score is
    strictly higher (third edition)". The held-back case: Megazowler alone no longer displaces
    Snake Hair + Living Vase -> Pumpking (both 2000)."""
    snake, vase, megazowler = (db.card_id(n) for n in ("The Snake Hair", "Living Vase", "Megazowler"))
    pumpking = db.card_id("Pumpking the King of Ghosts")
    found = best_combo(db, [snake, vase, megazowler], [], 2)
    assert (found.outcome, found.cards, found.result, found.score) == (HAND_START, (0, 1), pumpking, 2000)
    found = best_combo(db, [BABY, TIME_WIZ, THOUSAND], [], 2)
    assert found.score == 2400 and found.cards == (0, 1)  # Thousand Dragon alone only ties Baby + Time Wizard
    # a field monster alone (zone 1) does not displace the field-headed chain of zone 0 either
    raigeki = db.card_id("Raigeki")
    found = best_combo(db, [raigeki, vase], [(0, snake, 1500), (1, megazowler, 2000)], 1)
    assert (found.outcome, found.head, found.cards, found.result) == (FIELD_START, 0, (1,), pumpking)
    # found first, the single card stays: the chain only ties it
    found = best_combo(db, [megazowler, snake, vase], [], 2)
    assert (found.cards, found.result) == ((0,), megazowler)


def test_r14_9_d24_among_chains_an_equal_score_goes_to_the_shorter_chain(db):
    """R14.9: "a chain of two or more cards replaces the best so far when its score is higher, or equal
    with fewer cards". Baby + Time Wizard + Oscillo Hero #2 (three cards) is found before Baby + Sanga
    of the Thunder (two); both make Twin-headed Thunder Dragon."""
    sanga, twin = db.card_id("Sanga of the Thunder"), db.card_id("Twin-headed Thunder Dragon")
    found = best_combo(db, [BABY, TIME_WIZ, OSCILLO, sanga], [], 3)
    assert (found.cards, found.result) == ((0, 3), twin)


def test_d24_ties_between_equal_lengths_keep_the_earlier_hand_position(db):
    found = best_combo(db, [KURIBOH, KURIBOH, KURIBOH], [], 1)
    assert found.cards == (0,)


def test_r14_11_excluded_ids_skip_field_monsters_and_their_copies_in_the_window(db):
    found = best_combo(db, [BABY, TIME_WIZ], [(0, BABY, 1200)], 2, excluded_ids=frozenset({BABY}))
    assert found.head == -1 and found.result == TIME_WIZ and 0 not in found.cards


def test_r14_9_d23_copies_and_cards_that_fuse_with_nothing_match_the_rule_reference(db):
    """R14.9 with D-23: windows full of copies (a partner held at several positions) and of cards with no
    step at all (whose partner list the search skips), drawn from small pools of cards that fuse with one
    another, so the search's one-copy and several-copies partner lists and its in-hand best are all reached.
    The in-hand answer is the rule's best over the window with the look-ahead positions emptied."""
    from game.ai.combo import tables

    r = random.Random(34)
    steps = tables(db).steps
    lone = [c for c in range(1, 723) if not steps[c]]
    lefts, rights = np.nonzero(db.fusion)
    pairs = [(int(a), int(b)) for a, b in zip(lefts, rights) if int(db.kind[a]) == int(db.kind[b]) == Kind.MONSTER]
    equips = [c for c in range(1, 723) if int(db.kind[c]) == Kind.EQUIP]
    copies = fell_back = 0
    for _ in range(120):
        pool = [c for p in r.sample(pairs, 3) for c in p] + [r.choice(equips), r.choice(lone)]
        window = [r.choice(pool) for _ in range(6)]
        hand = r.randrange(1, 6)
        depth = r.choice((1, 2, 3))
        zones = r.sample(range(5), r.randrange(0, 3))
        field = [(z, c, _base(db, c)) for z in zones if int(db.kind[c := r.choice(pool)]) == Kind.MONSTER]
        got = best_combo(db, window, field, depth, in_hand=hand)
        want = reference_combo(db, window, depth, field)
        if any(i >= hand for i in want[2]):
            fell_back += 1
            want = reference_combo(db, [c if i < hand else 0 for i, c in enumerate(window)], depth, field)
        assert (got.outcome, got.head, got.cards, got.result, got.score) == want, (window, field, depth, hand)
        copies += len(set(window)) < len(window)
    assert copies >= 100 and fell_back >= 10
