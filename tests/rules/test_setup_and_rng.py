"""§0.4 RNG, R3.8-R3.16 setup (deal, Duel Master K, 160-swap shuffle, opening hands) and package hygiene."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections import Counter as Tally

import numpy as np
import pytest

from game.db.vocab import Pool
from game.rules.rng import PsxRng, SplitMixRng, make_rng
from game.rules.setup import DUEL_MASTER_K, deal_deck, new_duel, setup_duel, shuffle_deck
from game.rules.state import Counter, Decision, Phase


def test_s0_4_psx_lcg_matches_the_c_library_sequence():
    rng = PsxRng(1)
    assert [rng.next() for _ in range(3)] == [16838, 5758, 10113]
    assert rng.state == (((1 * 1103515245 + 12345) * 1103515245 + 12345) * 1103515245 + 12345) % 2**32


def test_s0_4_copy_is_independent_and_values_stay_15_bit():
    a = PsxRng(99)
    b = a.copy()
    assert [a.next() for _ in range(5)] == [b.next() for _ in range(5)]
    for rng in (PsxRng(7), SplitMixRng(7)):
        assert all(0 <= rng.next() <= 0x7FFF for _ in range(1000))


def test_s0_4_take_gives_the_values_of_as_many_next_calls():
    for kind in ("psx", "splitmix"):
        for seed in (0, 12345, 2**32 - 1):
            fast, slow = make_rng(kind, seed), make_rng(kind, seed)
            for n in (1, 320, 0, 1500):  # PSX: jump tables are built for 512 and grown past them
                assert fast.take(n) == [slow.next() for _ in range(n)] and fast.state == slow.state
    for seed in (0, 12345, 2**32 - 1):  # PSX: the shuffle's positions, every value % m in one pass
        for n, m in ((320, 40), (1, 7), (0, 40), (320, 33), (1500, 40)):
            fast, slow = PsxRng(seed), PsxRng(seed)
            assert fast.take_mod(n, m) == [v % m for v in slow.take(n)] and fast.state == slow.state


def test_d01_normal_mode_has_the_same_interface():
    rng = make_rng("splitmix", 5)
    assert rng.kind == "splitmix" and isinstance(rng.state, int) and rng.copy().next() == rng.next()
    with pytest.raises(ValueError):
        make_rng("mt", 1)


def test_r3_8_deal_gives_forty_cards_from_the_pool_with_at_most_three_copies(db):
    deck = deal_deck(db, 7, PsxRng(1234))
    assert len(deck) == 40 and max(Tally(deck).values()) <= 3
    assert all(db.pools[7, Pool.DECK, c] > 0 and c <= 720 for c in deck)  # R3.9
    assert deck == deal_deck(db, 7, PsxRng(1234))


def test_r3_8_each_attempt_consumes_one_value_and_walks_the_weights(db):
    rng = PsxRng(42)
    deck = deal_deck(db, 1, rng)
    mirror = PsxRng(42)
    expected = _deal(db.pools[1, Pool.DECK], mirror.next)
    assert deck == expected and rng.state == mirror.state


def test_r3_12_shuffle_is_160_swaps_of_two_values(db):
    deck = list(range(1, 41))
    rng = PsxRng(3)
    out = shuffle_deck(deck, rng)
    mirror = PsxRng(3)
    ref = _swap160(deck, mirror.next)
    assert out == ref and rng.state == mirror.state and sorted(out) == deck


@pytest.mark.parametrize("seed", [3, 0, 2**32 - 1, 20261206])
def test_r3_12_shuffle_is_the_rule_texts_for_any_seed(seed):
    deck = list(range(101, 141))
    rng = PsxRng(seed)
    out = shuffle_deck(deck, rng)
    nxt = _lcg(seed)
    assert out == _swap160(deck, nxt)
    mirror = PsxRng(seed)
    mirror.take(320)
    assert rng.state == mirror.state


def test_r3_15_r4_2_the_opening_written_directly_is_the_turn_rules(db):
    """R3.15, R3.16 steps 7-8, R4.2: ``setup_duel``'s direct opening gives what the draws and ``begin_turn``
    on a Work give, state and events; an Exodia opening (R4.4) is left to them."""
    from game.rules.setup import _opening, fresh_side, open_duel
    from game.rules.state import DuelState

    for seed in range(12):
        deck = deal_deck(db, 1 + seed, PsxRng(seed))
        state, events = setup_duel(db, deck, None, opponent=1 + seed, rng_seed=seed, terrain=seed % 7,
                                   lp=(8000, 500 + seed))
        bare = DuelState(sides=tuple(fresh_side(s.deck, s.max_lp) for s in state.sides), active=0, turn=0,
                         phase=Phase.HAND, pending=Decision.NONE, terrain=seed % 7, rng_kind="psx",
                         rng_state=state.rng_state, opponent=1 + seed)
        want = open_duel(db, bare)
        assert (state, events) == want and _opening(db, bare) == want
        assert hash(state) == hash(want[0]) and repr(events) == repr(want[1])
    exodia = DuelState(sides=(fresh_side([17, 18, 19, 20, 21] + [1] * 35, 8000), fresh_side([1] * 40, 8000)),
                       active=0, turn=0, phase=Phase.HAND, pending=Decision.NONE, terrain=0, rng_kind="psx",
                       rng_state=1)
    assert _opening(db, exodia) is None and open_duel(db, exodia)[0].over


def _lcg(seed):
    """The §0.4 generator written out from the rule text (not the engine's PsxRng)."""
    state = seed

    def nxt():
        nonlocal state
        state = (state * 1103515245 + 12345) % 2**32
        return (state >> 16) & 0x7FFF
    return nxt


def _swap160(deck, nxt):
    """The R3.12 shuffle written out from the rule text: 160 swaps, each drawing two values."""
    out = list(deck)
    for _ in range(160):  # R3.12: both values always drawn, i == j allowed
        i = nxt() % 40
        j = nxt() % 40
        out[i], out[j] = out[j], out[i]
    return out


def _deal(weights, nxt):
    """The R3.8 deal written out from the rule text: one value per attempt, walking the pool's weights."""
    deck = []
    while len(deck) < 40:  # R3.8 / R3.9: walk ids 1..720, redo on a miss or a 4th copy
        t = (nxt() & 0x7FF) + 1
        total, card = 0, 0
        for c in range(1, 721):
            total += int(weights[c])
            if total >= t:
                card = c
                break
        if card and deck.count(card) < 3:
            deck.append(card)
    return deck


def test_r3_8_every_duelists_deal_walks_the_weights_in_both_rng_modes(db):
    """The deal's per-duelist table (remembered per db) gives the rule text's walk, value for value."""
    for duelist in range(1, 40):
        for kind, seed in (("psx", duelist * 7919), ("splitmix", duelist)):
            rng, mirror = make_rng(kind, seed), make_rng(kind, seed)
            for _ in range(2):  # the second deal reads the remembered table
                assert deal_deck(db, duelist, rng) == _deal(db.pools[duelist, Pool.DECK], mirror.next)
                assert rng.state == mirror.state


def test_r3_8_a_deal_from_an_edited_pool_reads_its_own_weights(db):
    before = deal_deck(db, 7, PsxRng(3))  # the original db's table for duelist 7 is remembered
    pools = np.array(db.pools)
    pools[7, Pool.DECK] = 0
    pools[7, Pool.DECK, 100:114] = 146  # 14 cards, total 2044: a value above it is a miss
    edited = dataclasses.replace(db, pools=pools)
    rng, mirror = PsxRng(3), PsxRng(3)
    deck = deal_deck(edited, 7, rng)
    assert deck == _deal(pools[7, Pool.DECK], mirror.next) and rng.state == mirror.state
    assert set(deck) <= set(range(100, 114)) and deal_deck(db, 7, PsxRng(3)) == before


def test_r3_16_psx_seeded_duel_shuffles_the_players_deck_before_the_opponents_deal(db):
    deck0 = [1] * 3 + [2] * 3 + list(range(3, 37))
    s, _events = setup_duel(db, deck0, None, opponent=4, rng_seed=77)
    nxt = _lcg(77)
    d0 = _swap160(deck0, nxt)  # step 4: the player's shuffle first
    d1 = _swap160(_deal(db.pools[4, Pool.DECK], nxt), nxt)  # steps 5 and 6
    assert s.sides[0].deck == tuple(d0) and s.sides[1].deck == tuple(d1)
    assert s.sides[0].hand == tuple(d0[:5]) and s.sides[1].hand == tuple(d1[:5])  # R3.15, step 7
    assert s.active == 0 and s.phase == Phase.HAND and s.pending == Decision.PICK_HAND  # R3.14, step 8
    assert s.sides[0].counters[Counter.CARDS_USED] == 5 and s.sides[1].counters[Counter.CARDS_USED] == 5
    assert s.sides[0].counters[Counter.TURNS] == 1 and s.sides[1].counters[Counter.TURNS] == 0
    first_edition = _lcg(77)
    _deal(db.pools[4, Pool.DECK], first_edition)
    assert s.sides[0].deck != tuple(_swap160(deck0, first_edition))  # the old order gives other decks


def test_r3_16_given_opponent_deck_player_shuffle_then_opponent_shuffle(db):
    deck0, deck1 = list(range(1, 41)), list(range(41, 81))
    s = new_duel(db, deck0, deck1, opponent=4, rng_seed=9)
    nxt = _lcg(9)
    assert s.sides[0].deck == tuple(_swap160(deck0, nxt)) and s.sides[1].deck == tuple(_swap160(deck1, nxt))


def test_r3_11_duel_master_k_copies_the_players_deck(db):
    deck0 = list(range(1, 41))
    s = new_duel(db, deck0, None, opponent=DUEL_MASTER_K, rng_seed=5)
    assert sorted(s.sides[1].deck) == deck0 and s.sides[1].deck != s.sides[0].deck


def test_r3_1_r3_2_lp_and_max_lp(db):
    s = new_duel(db, list(range(1, 41)), list(range(1, 41)), lp=(8000, 500))
    assert (s.sides[1].lp, s.sides[1].max_lp) == (500, 500)
    assert s.sides[1].counters[Counter.REMAINING_LP] == 500


def test_engine_import_never_pulls_in_pygame():
    code = ("import sys, game.rules, game.rules.engine, game.rules.setup, game.rules.actions, "
            "game.rules.serialise, game.rules.magic, game.rules.battle; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_engine_never_uses_the_global_random_module():
    import pathlib

    import game.rules

    for path in pathlib.Path(game.rules.__file__).parent.glob("*.py"):
        text = path.read_text()
        assert "import random" not in text and "np.random" not in text, path.name


class _FakePools:
    """A stand-in db with one edited deck pool (deal_deck reads only ``pools``)."""

    def __init__(self, weights: dict[int, int]):
        import numpy as np

        self.pools = np.zeros((40, 4, 723), np.int16)
        for card, weight in weights.items():
            self.pools[1, Pool.DECK, card] = weight


def test_r3_8_deals_from_random_pools_walk_the_weights():
    """Pools short of, at and past a 2,048 total (misses, cut-off cards) deal as the rule text's walk."""
    import random

    r = random.Random(34)
    dealt = 0
    for k in range(40):
        weights = {r.randrange(1, 723): r.choice((1, 3, 40, 150, 300)) for _ in range(r.randint(14, 40))}
        weights[r.randrange(1, 723)] = r.choice((0, 2048, 3000))  # a card that may reach past the last value
        fake = _FakePools(weights)
        before = np.cumsum(fake.pools[1, Pool.DECK, 1:721].astype(np.int64)) - fake.pools[1, Pool.DECK, 1:721]
        if np.count_nonzero((fake.pools[1, Pool.DECK, 1:721] > 0) & (before < 2048)) < 14:
            continue  # fewer than 14 cards in reach: three copies each cannot fill 40, the deal would never end
        rng, mirror = PsxRng(k), PsxRng(k)
        assert deal_deck(fake, 1, rng) == _deal(fake.pools[1, Pool.DECK], mirror.next) and rng.state == mirror.state
        dealt += 1
    assert dealt >= 20


def test_r3_9_the_deal_never_reaches_721_or_722():
    fake = _FakePools({721: 1024, **{c: 1 for c in range(1, 721)}, 722: 304})
    deck = deal_deck(fake, 1, PsxRng(8))
    assert len(deck) == 40 and not {721, 722} & set(deck)


def test_r3_10_d04_the_deal_ignores_the_exodia_limit():
    fake = _FakePools({17: 1500, **{c: 1 for c in range(100, 648)}})
    deck = deal_deck(fake, 1, PsxRng(8))
    assert deck.count(17) == 3


def test_d05_home_terrain_helper(db):
    from game.rules.setup import home_terrain

    assert home_terrain(db, 33) == 6  # Guardian Sebek: Yami (R3.13)
    assert home_terrain(db, 1) == 0


def test_r3_16_tag_setup_builds_and_shuffles_seat_by_seat(db):
    from game.rules.tag import new_tag_duel

    given = list(range(41, 81))
    s = new_tag_duel(db, (given, None, given, None), duelists=(0, 7, 0, 12), rng_seed=5)
    nxt = _lcg(5)
    expected = [_swap160(given, nxt), _swap160(_deal(db.pools[7, Pool.DECK], nxt), nxt),
                _swap160(given, nxt), _swap160(_deal(db.pools[12, Pool.DECK], nxt), nxt)]
    assert [list(side.deck) for side in s.sides] == expected


def test_r1_3_r3_5_a_deck_is_forty_valid_ids_whatever_their_int_type():
    from game.rules.setup import check_deck

    check_deck(list(range(1, 41)))
    check_deck(np.arange(683, 723))  # numpy ids, the last valid one included
    check_deck([np.int16(5)] * 20 + [6] * 20)
    with pytest.raises(ValueError, match="exactly 40"):
        check_deck([1] * 39)
    for bad in (0, 723, -1):
        with pytest.raises(ValueError, match=rf"invalid card ids \[{bad}\]"):
            check_deck([1] * 39 + [bad])
    with pytest.raises(ValueError, match=r"invalid card ids \[np.int64\(0\)\]|invalid card ids \[0\]"):
        check_deck(np.arange(0, 40))
