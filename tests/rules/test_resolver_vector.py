"""The batched chain search and pair lister agree with the scalar pair rule (R5.4-R5.10, R2.7, D-10)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.db.vocab import Kind, Terrain
from game.rules.combat import effective_stat, terrain_modifier
from game.rules.fusion import pair_step, resolve_chain
from game.rules.fusion_vector import (
    EQUIP,
    FAIL,
    FUSION,
    N_ORDERS,
    chain_orders,
    chain_search,
    list_pairs,
    pair_positions,
)

_KIND = {"fusion": FUSION, "equip": EQUIP, "fail": FAIL}
_HANDS_PER_EXAMPLE = 8


@pytest.fixture(scope="module")
def card_pools(db):
    """Card ids weighted towards what makes chains interesting: materials, results and equips."""
    fusing = np.flatnonzero((db.fusion != 0).any(axis=1))
    results = np.unique(db.fusion[db.fusion != 0])
    equips = np.flatnonzero(db.kind == Kind.EQUIP)
    return fusing, results, equips, np.arange(1, db.kind.shape[0])


def _hands(card_pools, seed: int, n: int) -> np.ndarray:
    """Returns n random hands; seeded numpy draws keep hypothesis shrinking on one integer."""
    rng = np.random.default_rng(seed)
    fusing, results, equips, every = card_pools
    source = rng.choice(4, size=(n, 5), p=[0.45, 0.15, 0.2, 0.2])
    hands = np.select([source == 0, source == 1, source == 2],
                      [rng.choice(fusing, (n, 5)), rng.choice(results, (n, 5)), rng.choice(equips, (n, 5))],
                      rng.choice(every, (n, 5)))
    return hands


def _assert_agrees(db, hands, search, *, field=None, field_bonus=0, terrain=None, glitch=True):
    orders = [[p for p in row if p >= 0] for row in chain_orders().tolist()]
    for h, hand in enumerate(hands.tolist()):
        for i, order in enumerate(orders):
            cards = [hand[p] for p in order]
            if field is not None:
                cards = [field, *cards]
            ref = resolve_chain(db, cards, glitch=glitch, head_bonus=field_bonus)
            got = (int(search.result[h, i]), int(search.bonus[h, i]), int(search.fusions[h, i]),
                   int(search.equips[h, i]))
            assert got == (ref.survivor, ref.bonus, ref.fusions, ref.equips), (cards, got, ref)
            if int(db.kind[ref.survivor]) == Kind.MONSTER:
                terr = 0 if terrain is None else terrain_modifier(db, ref.survivor, terrain)
                atk = effective_stat(int(db.atk[ref.survivor]), ref.bonus, 0, terr)
                dfn = effective_stat(int(db.def_[ref.survivor]), ref.bonus, 0, terr)
            else:
                atk = dfn = 0
            assert (int(search.atk[h, i]), int(search.def_[h, i])) == (atk, dfn), cards


def test_r5_10_chain_orders_cover_every_ordering_once():
    orders = chain_orders()
    assert orders.shape == (N_ORDERS, 5)
    assert len({tuple(r) for r in orders.tolist()}) == N_ORDERS
    lengths = (orders >= 0).sum(axis=1)
    assert [int((lengths == k).sum()) for k in range(1, 6)] == [5, 20, 60, 120, 120]


@settings(max_examples=250, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), glitch=st.booleans())
def test_r5_10_chain_search_agrees_with_scalar_chains(db, card_pools, seed, glitch):
    hands = _hands(card_pools, seed, _HANDS_PER_EXAMPLE)
    _assert_agrees(db, hands, chain_search(db, hands, glitch=glitch), glitch=glitch)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), bonus=st.sampled_from([0, 500, 1500]),
       terrain=st.sampled_from(list(Terrain)))
def test_d10_field_headed_chain_search_agrees_with_scalar_chains(db, card_pools, seed, bonus, terrain):
    hands = _hands(card_pools, seed, _HANDS_PER_EXAMPLE)
    field = int(np.random.default_rng(seed).choice(card_pools[0]))
    search = chain_search(db, hands, field=field, field_bonus=bonus, terrain=terrain)
    _assert_agrees(db, hands, search, field=field, field_bonus=bonus, terrain=terrain)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), glitch=st.booleans())
def test_r5_4_r5_5_pair_lister_agrees_with_pair_steps(db, card_pools, seed, glitch):
    hands = _hands(card_pools, seed, 50)
    pairs = list_pairs(db, hands, glitch=glitch)
    for h, hand in enumerate(hands.tolist()):
        for k, (i, j) in enumerate(pair_positions().tolist()):
            step = pair_step(db, hand[i], hand[j], glitch=glitch)
            assert _KIND[pair_step(db, hand[j], hand[i], glitch=glitch).kind] == _KIND[step.kind]
            want = (0, 0, 0) if step.kind == "fail" else (_KIND[step.kind], step.survivor, step.bonus)
            assert (int(pairs.kind[h, k]), int(pairs.result[h, k]), int(pairs.bonus[h, k])) == want


def test_chains_through_an_empty_slot_are_invalid(db):
    search = chain_search(db, np.array([4, 16, 0, 0, 41]))
    used = [{p for p in row if p >= 0} for row in chain_orders().tolist()]
    assert search.valid.tolist() == [not ({2, 3} & u) for u in used]
    assert search.result.shape == (N_ORDERS,)


def test_r5_4_best_chain_of_a_known_hand(db):
    """Baby Dragon + Time Wizard -> Thousand Dragon, Megamorph on top: 2400 + 1000."""
    search = chain_search(db, np.array([[4, 16, 657, 2, 301]]))
    best = int(np.argmax(search.atk[0]))
    assert (int(search.result[0, best]), int(search.atk[0, best])) == (69, 3400)


def test_hands_must_have_five_columns(db):
    with pytest.raises(ValueError):
        chain_search(db, np.zeros((3, 4), int))
