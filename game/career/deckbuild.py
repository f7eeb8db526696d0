"""Build Deck (R3.5-R3.6, R15.18-R15.20): moving cards between trunk and deck, sorts and filters.

    problem = move_problem(save, card)          # None, or why the card cannot go into the deck
    save = to_deck(save, card)                  # DeckError(problem) when not allowed
    save = to_trunk(save, card)
    ids = sort_cards(db, trunk_cards(save), Sort.STRONGER)
    ids = filter_cards(db, ids, kind=Kind.MONSTER, atk=(1500, None), name="dragon")

Every move keeps the save valid for the codec: the deck never exceeds 40 cards, 3 copies or one
Exodia piece, and a card only enters the deck from a trunk copy (R15.19).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from enum import IntEnum

import numpy as np

from game.career.codec import deck_problem
from game.career.collection import clean_recent
from game.career.model import (
    DECK_NAME_MAX,
    DECK_SIZE,
    MAX_NAMED_DECKS,
    TRUNK_CAP,
    SaveData,
    check_card,
    copy_limit,
)
from game.db import CardDB
from game.rules.rng import Rng


class DeckError(ValueError):
    """A Build Deck move or deck operation is not allowed; the message says why."""


class Sort(IntEnum):
    """The seven Build Deck sort orders (R15.18); the seventh is NEW in the trunk, SHUFFLE in the deck."""

    NUMBER = 0
    NAME = 1
    STRONGER = 2  # the stronger of ATK/DEF, the weaker breaking ties
    ATK = 3
    DEF = 4
    TYPE = 5
    NEW = 6  # trunk: recent acquisitions first
    SHUFFLE = 7  # deck: a new random order each time


TRUNK_SORTS = (Sort.NUMBER, Sort.NAME, Sort.STRONGER, Sort.ATK, Sort.DEF, Sort.TYPE, Sort.NEW)
DECK_SORTS = (Sort.NUMBER, Sort.NAME, Sort.STRONGER, Sort.ATK, Sort.DEF, Sort.TYPE, Sort.SHUFFLE)


def deck_ready_problem(deck: Sequence[int]) -> str | None:
    """Returns why a deck cannot start a duel (R1.3, R3.5, R3.6), or None when it can."""
    problem = deck_problem(tuple(deck))
    if problem:
        return f"the deck {problem}"
    if len(deck) != DECK_SIZE:
        return f"the deck holds {len(deck)} cards; a duel needs exactly {DECK_SIZE}"
    return None


def move_problem(save: SaveData, card: int) -> str | None:
    """Returns why one copy of a card cannot move from the trunk into the deck (R15.19), or None."""
    card = check_card(card)
    if save.trunk[card] <= 0:
        return f"no copy of card {card} in the trunk"
    if len(save.deck) >= DECK_SIZE:
        return f"the deck already holds {DECK_SIZE} cards"
    limit = copy_limit(card)
    if save.deck.count(card) >= limit:
        return f"the deck already holds {limit} {'copy' if limit == 1 else 'copies'} of card {card}"
    return None


def to_deck(save: SaveData, card: int) -> SaveData:
    """Returns the save with one copy of a card moved from the trunk to the end of the deck."""
    problem = move_problem(save, card)
    if problem:
        raise DeckError(problem)
    card = check_card(card)
    trunk = list(save.trunk)
    trunk[card] -= 1
    return replace(save, trunk=tuple(trunk), deck=save.deck + (card,))


def to_trunk(save: SaveData, card: int) -> SaveData:
    """Returns the save with one copy of a card moved from the deck (its last copy) to the trunk.

    Refused when the trunk already holds 250 copies (D-28), so the cap never destroys a card.
    """
    card = check_card(card)
    if card not in save.deck:
        raise DeckError(f"card {card} is not in the deck")
    if save.trunk[card] >= TRUNK_CAP:
        raise DeckError(f"the trunk already holds {TRUNK_CAP} copies of card {card}")
    deck = list(save.deck)
    del deck[len(deck) - 1 - deck[::-1].index(card)]
    trunk = list(save.trunk)
    trunk[card] += 1
    return replace(save, trunk=tuple(trunk), deck=tuple(deck))


def clear_deck(save: SaveData) -> SaveData:
    """Returns the save with every deck card back in the trunk."""
    for card in reversed(save.deck):
        save = to_trunk(save, card)
    return save


def trunk_cards(save: SaveData) -> list[int]:
    """Returns the ids with at least one trunk copy, in id order (one entry per id)."""
    return [card for card, n in enumerate(save.trunk) if n > 0]


def open_build_deck(save: SaveData) -> SaveData:
    """Returns the save as the Build Deck screen starts: the recent list cleaned (R15.20 proposal)."""
    return clean_recent(save)


def store_deck(save: SaveData, name: str, cards: Sequence[int] | None = None) -> SaveData:
    """Returns the save with ``cards`` (default: the current deck) stored as a named recipe (replacing one
    of that name); the current deck and the trunk stay as they are."""
    name = name.strip()
    if not 1 <= len(name) <= DECK_NAME_MAX:
        raise DeckError(f"a deck name must be 1..{DECK_NAME_MAX} characters, got {name!r}")
    others = tuple((n, c) for n, c in save.decks if n != name)
    if len(others) >= MAX_NAMED_DECKS:
        raise DeckError(f"at most {MAX_NAMED_DECKS} saved decks; delete one first")
    return replace(save, decks=others + ((name, save.deck if cards is None else tuple(cards)),))


def delete_deck(save: SaveData, name: str) -> SaveData:
    """Returns the save without a named deck; raises DeckError if there is none."""
    if not any(n == name for n, _ in save.decks):
        raise DeckError(f"no saved deck named {name!r}")
    return replace(save, decks=tuple((n, c) for n, c in save.decks if n != name))


def use_deck(save: SaveData, name: str) -> SaveData:
    """Returns the save with a named deck made current: the deck returns to the trunk, the recipe comes out.

    Raises DeckError listing the cards the player no longer owns enough of.
    """
    try:
        recipe = save.named_deck(name)
    except KeyError as exc:
        raise DeckError(str(exc.args[0])) from None
    cleared = clear_deck(save)
    short = sorted(card for card, n in Counter(recipe).items() if cleared.trunk[card] < n)
    if short:
        raise DeckError(f"deck {name!r} needs cards no longer owned: {', '.join(map(str, short))}")
    for card in recipe:
        cleared = to_deck(cleared, card)
    return cleared


def sort_cards(db: CardDB, cards: Sequence[int], order: Sort, *, recent: Sequence[int] = (),
               rng: Rng | None = None) -> list[int]:
    """Returns cards in a Build Deck order (R15.18); stats sort strongest first, ties by id.

    NEW puts the recent acquisitions first (newest first), then the rest by id. SHUFFLE needs an
    RNG with ``next()`` (Fisher-Yates over its 15-bit values).
    """
    ids = np.asarray(cards, dtype=np.int64)
    if order == Sort.SHUFFLE:
        if rng is None:
            raise ValueError("Sort.SHUFFLE needs an rng")
        out = ids.tolist()
        for i in range(len(out) - 1, 0, -1):
            j = (rng.next() << 15 | rng.next()) % (i + 1)
            out[i], out[j] = out[j], out[i]
        return out
    atk, def_ = db.atk[ids].astype(np.int64), db.def_[ids].astype(np.int64)
    if order == Sort.NUMBER:
        keys = (ids,)
    elif order == Sort.NAME:
        names = [db.names[c].casefold() for c in ids.tolist()]
        return [c for _, c in sorted(zip(names, ids.tolist()))]
    elif order == Sort.STRONGER:
        keys = (ids, -np.minimum(atk, def_), -np.maximum(atk, def_))
    elif order == Sort.ATK:
        keys = (ids, -atk)
    elif order == Sort.DEF:
        keys = (ids, -def_)
    elif order == Sort.TYPE:
        keys = (ids, db.type[ids])
    elif order == Sort.NEW:
        rank = {c: i for i, c in reversed(list(enumerate(recent)))}
        keys = (ids, np.array([rank.get(c, len(rank)) for c in ids.tolist()], np.int64))
    else:
        raise ValueError(f"unknown sort order {order!r}")
    return ids[np.lexsort(keys)].tolist()


def filter_cards(db: CardDB, cards: Sequence[int], *, kind: int | None = None, type_: int | None = None,
                 attribute: int | None = None, atk: tuple[int | None, int | None] = (None, None),
                 name: str = "") -> list[int]:
    """Returns the cards matching every given filter: kind, monster type, attribute, ATK range, name part."""
    ids = np.asarray(cards, dtype=np.int64)
    keep = np.ones(ids.shape, bool)
    if kind is not None:
        keep &= db.kind[ids] == kind
    if type_ is not None:
        keep &= db.type[ids] == type_
    if attribute is not None:
        keep &= db.attribute[ids] == attribute
    lo, hi = atk
    if lo is not None:
        keep &= db.atk[ids] >= lo
    if hi is not None:
        keep &= db.atk[ids] <= hi
    if name:
        wanted = name.casefold()
        keep &= np.array([wanted in db.names[c].casefold() for c in ids.tolist()], bool)
    return ids[keep].tolist()
