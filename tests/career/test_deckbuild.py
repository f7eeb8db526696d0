"""Build Deck (R3.5-R3.6, R15.18-R15.20): moves, limits, named decks, sort orders and filters."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.career import codec
from game.career.codec import deck_problem
from game.career.collection import add_cards
from game.career.deckbuild import (
    DeckError,
    Sort,
    clear_deck,
    deck_ready_problem,
    delete_deck,
    filter_cards,
    move_problem,
    open_build_deck,
    sort_cards,
    store_deck,
    to_deck,
    to_trunk,
    trunk_cards,
    use_deck,
)
from game.career.model import new_save
from game.db.vocab import Kind
from game.rules.rng import make_rng


def _owning(cards):
    save, _ = add_cards(new_save("DECK", 3, []), cards)
    return save


def test_r15_19_card_moves_only_from_a_trunk_copy() -> None:
    save = to_deck(_owning([400]), 400)
    assert save.deck == (400,) and save.trunk[400] == 0
    with pytest.raises(DeckError, match="no copy of card 400 in the trunk"):
        to_deck(save, 400)
    back = to_trunk(save, 400)
    assert back.deck == () and back.trunk[400] == 1


def test_r3_6_at_most_three_copies_and_one_exodia_piece() -> None:
    save = _owning([400] * 4 + [17, 17])
    for _ in range(3):
        save = to_deck(save, 400)
    assert move_problem(save, 400) == "the deck already holds 3 copies of card 400"
    save = to_deck(save, 17)
    with pytest.raises(DeckError, match="holds 1 copy of card 17"):
        to_deck(save, 17)


def test_r3_5_deck_holds_at_most_40_and_duels_need_exactly_40() -> None:
    cards = [c for c in range(100, 114) for _ in range(3)]
    save = _owning(cards)
    for card in cards[:39]:
        save = to_deck(save, card)
    assert deck_ready_problem(save.deck) == "the deck holds 39 cards; a duel needs exactly 40"
    save = to_deck(save, cards[39])
    assert deck_ready_problem(save.deck) is None
    assert move_problem(save, cards[40]) == "the deck already holds 40 cards"


def test_d28_moving_back_never_exceeds_the_trunk_cap() -> None:
    save = to_deck(_owning([400]), 400)
    trunk = list(save.trunk)
    trunk[400] = 250
    with pytest.raises(DeckError, match="250 copies"):
        to_trunk(replace(save, trunk=tuple(trunk)), 400)


def test_named_decks_store_and_restore_from_owned_cards() -> None:
    save = _owning([100, 101, 102, 103])
    save = to_deck(to_deck(save, 100), 101)
    save = store_deck(save, "pair")
    save = clear_deck(save)
    assert save.deck == () and save.trunk[100] == 1
    save = use_deck(to_deck(save, 102), "pair")
    assert save.deck == (100, 101) and save.trunk[102] == 1
    with pytest.raises(DeckError, match="no saved deck named 'none'"):
        use_deck(save, "none")
    assert delete_deck(save, "pair").decks == ()


def test_named_deck_needing_cards_no_longer_owned_is_refused() -> None:
    save = store_deck(to_deck(_owning([100]), 100), "mine")
    save = replace(clear_deck(save), trunk=(0,) * 723)
    with pytest.raises(DeckError, match="needs cards no longer owned: 100"):
        use_deck(save, "mine")


def test_r15_20_build_deck_cleans_the_recent_list() -> None:
    save = to_deck(_owning([100, 101]), 100)
    assert save.recent == (101, 100) and open_build_deck(save).recent == (101,)


def test_r15_18_sort_orders(db) -> None:
    names = ("Kuriboh", "Blue-eyes White Dragon", "Mystical Elf", "Dark Hole", "Celtic Guardian")
    cards = [db.card_id(n) for n in names]
    kuriboh, bewd, elf, hole, celtic = cards
    assert sort_cards(db, cards, Sort.NUMBER) == sorted(cards)
    assert sort_cards(db, cards, Sort.NAME)[0] == bewd
    assert sort_cards(db, cards, Sort.ATK)[:2] == [bewd, celtic]
    assert sort_cards(db, cards, Sort.DEF)[:2] == [bewd, elf]  # 2500, 2000
    assert sort_cards(db, cards, Sort.STRONGER)[:2] == [bewd, elf]
    assert sort_cards(db, cards, Sort.TYPE)[0] == bewd and sort_cards(db, cards, Sort.TYPE)[-1] == hole
    newest = sort_cards(db, cards, Sort.NEW, recent=[elf, hole, elf])
    assert newest == [elf, hole] + sorted([kuriboh, bewd, celtic])
    shuffled = sort_cards(db, cards, Sort.SHUFFLE, rng=make_rng("psx", 5))
    assert sorted(shuffled) == sorted(cards)


def test_r15_18_stronger_breaks_ties_with_the_weaker_stat(db) -> None:
    monsters = [c for c in range(1, 723) if db.kind[c] == Kind.MONSTER]
    by_max: dict[int, list[int]] = {}
    for c in monsters:
        by_max.setdefault(max(int(db.atk[c]), int(db.def_[c])), []).append(c)
    group = next(g for g in by_max.values() if len({min(int(db.atk[c]), int(db.def_[c])) for c in g}) > 1)
    ordered = sort_cards(db, group, Sort.STRONGER)
    weaker = [min(int(db.atk[c]), int(db.def_[c])) for c in ordered]
    assert weaker == sorted(weaker, reverse=True) and weaker[0] > weaker[-1]


def test_filters(db) -> None:
    save = _owning(range(1, 723))
    ids = trunk_cards(save)
    assert len(ids) == 722
    dragons = filter_cards(db, ids, kind=Kind.MONSTER, type_=0, atk=(2500, None))
    assert db.card_id("Blue-eyes White Dragon") in dragons and all(db.atk[d] >= 2500 for d in dragons)
    found = filter_cards(db, ids, name="KURI")
    assert db.card_id("Kuriboh") in found and all("kuri" in db.names[c].lower() for c in found)
    assert all(db.attribute[c] == 1 for c in filter_cards(db, ids, attribute=1))
    assert filter_cards(db, ids, kind=Kind.FIELD) == list(range(330, 336))


@settings(max_examples=40, deadline=None)
@given(moves=st.lists(st.tuples(st.booleans(), st.sampled_from([17, 18, 100, 101, 102])), max_size=60))
def test_r15_19_any_move_sequence_keeps_cards_and_a_legal_deck(moves) -> None:
    start = _owning([17, 17, 18] + [100] * 5 + [101] * 30 + [102] * 20)
    owned = {c: start.owned(c) for c in (17, 18, 100, 101, 102)}
    save = start
    for into_deck, card in moves:
        try:
            save = to_deck(save, card) if into_deck else to_trunk(save, card)
        except DeckError:
            continue
        assert {c: save.owned(c) for c in owned} == owned
        assert deck_problem(save.deck) is None
    assert codec.from_document(codec.to_document(save)) == save
