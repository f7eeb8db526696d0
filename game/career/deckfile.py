"""Decks as YAML files: a list of 40 card ids or names (for the simulator and for sharing decks).

    deck = load_deck_file(db, "decks/beatdown.yaml")   # DeckFileError naming file and entry
    save_deck_file(db, "decks/beatdown.yaml", deck)

The file is either a plain list or a mapping ``{name: ..., cards: [...]}``; an entry is an id
(``1``) or an exact, case-insensitive card name (``Blue-eyes White Dragon``). A deck file must
hold a duel-ready deck: exactly 40 cards, at most 3 copies, at most one of each Exodia piece.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from game.career.model import DECK_SIZE, copy_limit
from game.career.save import write_bytes_atomic
from game.db import CardDB
from game.safe_load import DocError, brief, load_file

# A symbolic link among the deck files is never followed (it could point anywhere, or at itself).
SYMLINK_IGNORED = "a symbolic link: ignored (put the deck file itself in the folder)"


class DeckFileError(ValueError):
    """A deck file is wrong; the message names the file and the entry."""


def load_deck_file(db: CardDB, path: Path | str) -> list[int]:
    """Returns the 40 card ids of a deck file in file order; raises DeckFileError on any problem."""
    path = Path(path)
    return parse_deck(db, read_deck_document(path), str(path))


def read_deck_document(path: Path, what: str = "deck", symlink: str = SYMLINK_IGNORED) -> Any:
    """Returns the YAML document of a deck file (or of a file like it, ``what`` naming the kind), read
    within the deck limits; raises DeckFileError naming the file: a symbolic link (never followed, and
    ``symlink`` says so), a missing or unreadable file, or a document that breaks a limit."""
    if path.is_symlink():
        raise DeckFileError(f"{path}: {symlink}")
    try:
        return load_file(path, "deck", "yaml")  # size, depth, number limits; no aliases; C loader
    except FileNotFoundError:
        raise DeckFileError(f"{path}: no such {what} file") from None
    except OSError as exc:
        raise DeckFileError(f"{path}: cannot read ({exc.strerror})") from None
    except DocError as exc:
        raise DeckFileError(f"{path}: not a {what} file: {exc}") from None


def parse_deck(db: CardDB, raw: Any, where: str = "<deck>") -> list[int]:
    """Returns the card ids of a loaded deck document; raises DeckFileError naming where and the entry."""
    if isinstance(raw, dict):
        unknown = sorted(set(map(str, raw)) - {"name", "cards"})
        if unknown:
            raise DeckFileError(f"{where}: unknown field {brief(unknown[0])} (known fields: name, cards)")
        raw = raw.get("cards")
    if not isinstance(raw, list):
        raise DeckFileError(f"{where}: expected a list of {DECK_SIZE} card ids or names")
    cards: list[int] = []
    copies: Counter[int] = Counter()
    for pos, entry in enumerate(raw, start=1):
        card = card_entry(db, entry, where, pos)
        copies[card] += 1
        limit = copy_limit(card)
        if copies[card] > limit:
            raise DeckFileError(f"{where}: entry {pos} {brief(entry)} ({db.names[card]}): copy {copies[card]}, "
                                f"a deck may hold at most {limit}")
        cards.append(card)
    if len(cards) != DECK_SIZE:
        raise DeckFileError(f"{where}: holds {len(cards)} cards, a deck needs exactly {DECK_SIZE}")
    return cards


def save_deck_file(db: CardDB, path: Path | str, deck: list[int] | tuple[int, ...], name: str = "") -> Path:
    """Writes a deck file (ids, each commented with its name) atomically; returns the path."""
    cards = parse_deck(db, list(deck), str(path))  # never write a file that would not load
    lines = ["# fmduel deck: card ids, one per line (names may be used instead of ids)"]
    if name:
        lines.append(f"name: {json.dumps(name, ensure_ascii=False)}")  # a JSON string is a YAML string
    lines.append("cards:")
    lines += [f"  - {card}  # {db.names[card]}" for card in cards]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(path, ("\n".join(lines) + "\n").encode("utf-8"))
    return path


# ---------------------------------------------------------------- helpers

def card_entry(db: CardDB, entry: Any, where: str, pos: int) -> int:
    """Returns the card id of one list entry (an id or an exact name); DeckFileError names where and the entry."""
    if isinstance(entry, bool) or not isinstance(entry, (int, str)):
        raise DeckFileError(f"{where}: entry {pos} {brief(entry)}: expected a card id or a card name")
    try:
        return db.card_id(entry)
    except KeyError as exc:
        raise DeckFileError(f"{where}: entry {pos} {brief(entry)}: {exc.args[0]}") from None
