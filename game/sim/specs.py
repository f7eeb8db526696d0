"""Simulator side specs: ``NAME_OR_ID[:LEVEL]`` for a duelist, ``path/to/deck.yaml[:LEVEL]`` for a deck file.

A duelist side gets a fresh deck dealt from its pool each duel (R3.8); Duel Master K (39) copies the
other side's deck (R14.15). A deck-file side plays that deck with Duel Master K's AI parameters,
the generic Free Duel personality. The level defaults to ``retail``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.ai.agent import LEVELS
from game.db import CardDB
from game.rules.state import DUEL_MASTER_K

DEFAULT_LEVEL = "retail"


class SpecError(ValueError):
    """A side spec that names no duelist or loadable deck; the message says why."""


@dataclass(frozen=True, slots=True)
class Side:
    """One seat of a simulated duel."""

    spec: str
    level: str
    duelist: int  # whose AI parameters (and pool, unless ``deck`` is given) this side uses
    deck: tuple[int, ...] | None  # a fixed deck from a file, else dealt from the duelist's pool

    @property
    def label(self) -> str:
        """Returns a short name for tables."""
        return self.spec


def parse_spec(db: CardDB, spec: str) -> Side:
    """Returns the side a spec names; raises SpecError with a readable reason."""
    target, level = spec, DEFAULT_LEVEL
    head, sep, tail = spec.rpartition(":")
    if sep and tail.lower() in LEVELS:
        target, level = head, tail.lower()
    elif sep and not Path(spec).exists() and head:
        raise SpecError(f"unknown level {tail!r} in {spec!r} (levels: {', '.join(LEVELS)})")
    if not target:
        raise SpecError("empty spec (expected NAME_OR_ID[:LEVEL] or DECK.yaml[:LEVEL])")
    duelist = _duelist(db, target)
    if duelist:
        return Side(spec, level, duelist, None)
    path = Path(target)
    if path.suffix.lower() in (".yaml", ".yml") or path.exists():
        from game.career.deckfile import DeckFileError, load_deck_file

        try:
            deck = load_deck_file(db, path)
        except DeckFileError as exc:
            raise SpecError(str(exc)) from None
        return Side(spec, level, DUEL_MASTER_K, tuple(deck))
    raise SpecError(f"{target!r} is neither a duelist (id 1-39 or name) nor a deck file (.yaml)")


# ---------------------------------------------------------------- helpers

def _duelist(db: CardDB, target: str) -> int:
    from game.safe_load import signed_int

    ident = signed_int(target)  # ASCII digits only ('²' passes str.isdigit but not int()), signed or not
    if ident is not None:
        if 1 <= ident <= DUEL_MASTER_K:
            return ident
        raise SpecError(f"no duelist with id {ident} (ids are 1..{DUEL_MASTER_K})")
    wanted = target.strip().lower()
    for ident, name in enumerate(db.duelist_names):
        if ident and name.lower() == wanted:
            return ident
    return 0
