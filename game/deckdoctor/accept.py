"""Accepting a suggestion: it becomes a named deck (Build Deck's saved decks), nothing else changes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.career.deckbuild import DeckError, store_deck
from game.career.model import DECK_NAME_MAX, SaveData
from game.deckdoctor.owned import from_save


def suggestion_name(opponent_name: str) -> str:
    """Returns the default name of an accepted suggestion ("Doctor vs Seto"), cut to the name limit."""
    return f"Doctor vs {opponent_name}"[:DECK_NAME_MAX].strip()


def store_suggestion(save: SaveData, name: str, deck: Sequence[int]) -> SaveData:
    """Returns the save with ``deck`` stored as the named deck ``name``; the current deck and trunk stay as they are.

    Raises DeckError (the named-deck rules: name length, at most 16 saved decks) or when the player
    does not own the cards.
    """
    owned = from_save(save).cards
    short = sorted(c for c, n in Counter(deck).items() if owned[c] < n)
    if short:
        raise DeckError(f"the suggestion needs cards no longer owned: {', '.join(map(str, short))}")
    return store_deck(save, name, cards=deck)
