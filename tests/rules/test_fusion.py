"""Scalar pair rule and chains (R5.4-R5.10, R9.4, D-10), on named retail cards."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.db.vocab import Kind
from game.rules.fusion import PairResult, pair_step, resolve_chain

BABY_DRAGON, TIME_WIZARD, THOUSAND_DRAGON = 4, 16, 69
CELTIC_GUARDIAN, MYSTICAL_ELF, DARK_MAGICIAN = 41, 2, 35
LEGENDARY_SWORD, MEGAMORPH = 301, 657
RAIGEKI, DARK_HOLE, HINOTAMA = 337, 336, 344
KOUMORI_DRAGON, SAGGI = 31, 34  # a retail glitch pair (-> Reaper of the Cards)


@pytest.fixture(scope="module", autouse=True)
def _check_premises(db):
    """The examples rely on these retail recipes; fail loudly if the data changes under them."""
    assert db.fusion[BABY_DRAGON, TIME_WIZARD] == THOUSAND_DRAGON
    assert db.fusion[THOUSAND_DRAGON, CELTIC_GUARDIAN] == 0
    assert db.fusion[CELTIC_GUARDIAN, MYSTICAL_ELF] == 0
    assert db.equip_ok[LEGENDARY_SWORD, CELTIC_GUARDIAN] and not db.equip_ok[LEGENDARY_SWORD, MYSTICAL_ELF]
    assert db.fusion_glitch[KOUMORI_DRAGON, SAGGI]


def test_r5_4_fusion_uses_both_materials_either_order(db):
    for left, right in ((BABY_DRAGON, TIME_WIZARD), (TIME_WIZARD, BABY_DRAGON)):
        assert pair_step(db, left, right) == PairResult("fusion", THOUSAND_DRAGON, 0, 0)


def test_r5_5_equip_fits_in_either_order_and_is_used_up(db):
    expected = PairResult("equip", CELTIC_GUARDIAN, 0, 500)
    assert pair_step(db, CELTIC_GUARDIAN, LEGENDARY_SWORD) == expected
    assert pair_step(db, LEGENDARY_SWORD, CELTIC_GUARDIAN) == expected


def test_r9_1_megamorph_gives_1000(db):
    assert pair_step(db, MEGAMORPH, THOUSAND_DRAGON) == PairResult("equip", THOUSAND_DRAGON, 0, 1000)


def test_r5_6_non_matching_equip_is_discarded_monster_kept(db):
    assert pair_step(db, LEGENDARY_SWORD, MYSTICAL_ELF) == PairResult("fail", MYSTICAL_ELF, LEGENDARY_SWORD, 0)
    assert pair_step(db, MYSTICAL_ELF, LEGENDARY_SWORD) == PairResult("fail", MYSTICAL_ELF, LEGENDARY_SWORD, 0)


def test_r5_6_magic_with_monster_keeps_the_monster(db):
    assert pair_step(db, RAIGEKI, CELTIC_GUARDIAN) == PairResult("fail", CELTIC_GUARDIAN, RAIGEKI, 0)
    assert pair_step(db, CELTIC_GUARDIAN, RAIGEKI) == PairResult("fail", CELTIC_GUARDIAN, RAIGEKI, 0)


def test_r5_7_failed_two_monster_fusion_discards_the_earlier_card(db):
    assert pair_step(db, CELTIC_GUARDIAN, MYSTICAL_ELF) == PairResult("fail", MYSTICAL_ELF, CELTIC_GUARDIAN, 0)
    assert pair_step(db, MYSTICAL_ELF, CELTIC_GUARDIAN) == PairResult("fail", CELTIC_GUARDIAN, MYSTICAL_ELF, 0)


def test_r5_6_two_non_monsters_discard_the_earlier_card(db):
    assert pair_step(db, LEGENDARY_SWORD, RAIGEKI) == PairResult("fail", RAIGEKI, LEGENDARY_SWORD, 0)
    assert pair_step(db, DARK_HOLE, RAIGEKI) == PairResult("fail", RAIGEKI, DARK_HOLE, 0)


def test_r5_8_glitch_pairs_fuse_unless_disabled(db):
    result = int(db.fusion[KOUMORI_DRAGON, SAGGI])
    assert pair_step(db, KOUMORI_DRAGON, SAGGI) == PairResult("fusion", result, 0, 0)
    assert pair_step(db, KOUMORI_DRAGON, SAGGI, glitch=False).kind == "fail"


def test_r5_10_fused_result_that_fails_next_is_discarded(db):
    chain = resolve_chain(db, [BABY_DRAGON, TIME_WIZARD, CELTIC_GUARDIAN])
    assert chain.survivor == CELTIC_GUARDIAN
    assert chain.discarded == (THOUSAND_DRAGON,)
    assert (chain.fused, chain.fusions, chain.equips, chain.bonus) == (True, 1, 0, 0)
    assert [s.kind for s in chain.steps] == ["fusion", "fail"]


def test_r5_10_equipped_monster_discarded_later_loses_its_bonus(db):
    chain = resolve_chain(db, [CELTIC_GUARDIAN, LEGENDARY_SWORD, MYSTICAL_ELF])
    assert chain.survivor == MYSTICAL_ELF
    assert chain.discarded == (CELTIC_GUARDIAN,)
    assert (chain.fused, chain.fusions, chain.equips, chain.bonus) == (False, 0, 1, 0)


def test_r5_10_magic_then_monster_keeps_the_monster(db):
    chain = resolve_chain(db, [RAIGEKI, CELTIC_GUARDIAN])
    assert (chain.survivor, chain.discarded, chain.bonus) == (CELTIC_GUARDIAN, (RAIGEKI,), 0)


def test_r5_10_equip_then_magic_keeps_the_magic(db):
    chain = resolve_chain(db, [LEGENDARY_SWORD, RAIGEKI])
    assert (chain.survivor, chain.discarded) == (RAIGEKI, (LEGENDARY_SWORD,))


def test_r9_3_equips_stack_on_the_surviving_monster(db):
    chain = resolve_chain(db, [CELTIC_GUARDIAN, LEGENDARY_SWORD, MEGAMORPH, HINOTAMA])
    assert (chain.survivor, chain.equips, chain.bonus, chain.discarded) == (CELTIC_GUARDIAN, 2, 1500, (HINOTAMA,))


def test_r9_1_fusion_material_loses_its_bonus(db):
    chain = resolve_chain(db, [BABY_DRAGON, MEGAMORPH, TIME_WIZARD])
    assert (chain.survivor, chain.bonus, chain.fusions, chain.equips) == (THOUSAND_DRAGON, 0, 1, 1)


def test_r5_7_two_copies_failing_keep_the_later_copy_without_bonus(db):
    chain = resolve_chain(db, [CELTIC_GUARDIAN, LEGENDARY_SWORD, CELTIC_GUARDIAN])
    assert (chain.survivor, chain.bonus, chain.discarded) == (CELTIC_GUARDIAN, 0, (CELTIC_GUARDIAN,))


def test_d10_field_monster_heads_the_chain_with_its_bonus(db):
    chain = resolve_chain(db, [CELTIC_GUARDIAN, LEGENDARY_SWORD], head_bonus=1000)
    assert (chain.survivor, chain.bonus) == (CELTIC_GUARDIAN, 1500)
    chain = resolve_chain(db, [CELTIC_GUARDIAN, RAIGEKI], head_bonus=1000)
    assert (chain.survivor, chain.bonus) == (CELTIC_GUARDIAN, 1000)


def test_r5_10_single_card_chain_is_itself(db):
    chain = resolve_chain(db, [MYSTICAL_ELF])
    assert (chain.steps, chain.survivor, chain.discarded, chain.fused) == ((), MYSTICAL_ELF, (), False)


def test_empty_chain_is_refused(db):
    with pytest.raises(ValueError):
        resolve_chain(db, [])


@settings(max_examples=300, deadline=None)
@given(cards=st.lists(st.integers(1, 722), min_size=1, max_size=6), glitch=st.booleans())
def test_r5_10_every_step_removes_exactly_one_card(db, cards, glitch):
    """A fusion turns two cards into one, an equip uses one up, a failure discards one (R5.4-R5.6)."""
    chain = resolve_chain(db, cards, glitch=glitch)
    assert len(cards) - 1 == chain.fusions + chain.equips + len(chain.discarded) == len(chain.steps)
    assert chain.fused == (chain.fusions > 0)
    assert 0 <= chain.bonus <= sum(s.bonus for s in chain.steps)
    if chain.bonus:
        assert db.kind[chain.survivor] == Kind.MONSTER  # only a monster carries an equip bonus (R9.1)


def test_r5_10_the_remembered_survivor_is_the_folds(db):
    """``play.simulate_chain`` remembers survivors per database, and ``play.remembered_pair`` pair steps: every
    answer, asked again or after the memo is emptied at its limit, is ``resolve_chain``'s (``pair_step``'s), with
    and without the glitch recipes (R5.8)."""
    import random

    from game.rules import play
    from game.rules.columns import columns

    r = random.Random(510)
    chains = [[r.randrange(1, 723) for _ in range(r.randint(2, 5))] for _ in range(300)]
    chains += [[g, h] for g, h in zip(range(1, 723, 7), range(5, 723, 11))]
    chains += [[int(g), int(h)] for g, h in zip(*db.fusion_glitch.nonzero())]  # R5.8: the answer turns on glitch
    for _ in range(2):  # the second pass reads the memo
        for cards in chains:
            for glitch in (True, False):
                assert play.simulate_chain(db, cards, glitch=glitch) == resolve_chain(db, cards, glitch=glitch).survivor
            left, right = cards[0], cards[1]
            for glitch in (True, False):  # the pair step the hand play reads (play._resolve)
                got = play.remembered_pair(db, columns(db).pairs, left, right, glitch)
                assert got == pair_step(db, left, right, glitch=glitch)
    memo = columns(db).survivors
    assert (True, *chains[0]) in memo
    kept, play._SURVIVORS_KEPT = play._SURVIVORS_KEPT, len(memo)
    try:
        assert play.simulate_chain(db, [1, 2, 3, 4], glitch=True) == resolve_chain(db, [1, 2, 3, 4]).survivor
        assert len(memo) == 1  # emptied at the limit, then the new chain
    finally:
        play._SURVIVORS_KEPT = kept
