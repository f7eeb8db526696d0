"""What a player owns and plays, from a save slot or from a trunk file.

A trunk file is YAML, entries being card ids or exact card names (as in a deck file)::

    deck: [40 cards]          # the deck played now (duel-ready: 40 cards, R3.6 limits)
    trunk: [more cards]       # the other cards owned, one entry per copy

or a plain list of every owned card, the first 40 being the deck played now.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from game.career.deckfile import DeckFileError, card_entry, parse_deck, read_deck_document
from game.career.model import DECK_SIZE, SaveData
from game.db import CardDB
from game.safe_load import brief

TRUNK_FIELDS = ("deck", "trunk")


class TrunkFileError(ValueError):
    """A trunk file is missing or wrong; the message names the file and the entry."""


@dataclass(frozen=True, slots=True)
class Owned:
    """Every copy a player owns (deck and trunk together) and the deck they play now."""

    cards: Counter[int]
    deck: tuple[int, ...]


def from_save(save: SaveData) -> Owned:
    """Returns what a career owns: its trunk and its current deck."""
    cards = Counter({c: n for c, n in enumerate(save.trunk) if n > 0})
    cards.update(save.deck)
    return Owned(cards, tuple(save.deck))


def from_trunk_file(db: CardDB, path: Path | str) -> Owned:
    """Returns what a trunk file says is owned; raises TrunkFileError naming the file and entry."""
    try:
        return _read_trunk(db, Path(path))
    except DeckFileError as exc:  # read and entries as in a deck file, reported as the trunk file's error
        raise TrunkFileError(str(exc)) from None


# ---------------------------------------------------------------- helpers

def _read_trunk(db: CardDB, path: Path) -> Owned:
    raw = read_deck_document(path, "trunk", "a symbolic link: give the trunk file itself")
    if isinstance(raw, dict):
        unknown = sorted(set(map(str, raw)) - set(TRUNK_FIELDS))
        if unknown:
            raise TrunkFileError(f"{path}: unknown field {brief(unknown[0])} (known fields: deck, trunk)")
        deck_raw, trunk_raw = raw.get("deck"), raw.get("trunk", [])
        if not isinstance(trunk_raw, list):
            raise TrunkFileError(f"{path}: trunk: expected a list of card ids or names")
    elif isinstance(raw, list):
        deck_raw, trunk_raw = raw[:DECK_SIZE], raw[DECK_SIZE:]
    else:
        raise TrunkFileError(f"{path}: expected a list of cards, or a mapping with deck and trunk")
    deck = parse_deck(db, deck_raw, f"{path}: deck")
    cards = Counter(deck)
    cards.update(card_entry(db, entry, f"{path}: trunk", pos) for pos, entry in enumerate(trunk_raw, start=1))
    return Owned(cards, tuple(deck))
