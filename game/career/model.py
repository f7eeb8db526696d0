"""The save record of R15.22 as one frozen value, and the limits every career rule checks against.

A ``SaveData`` holds only ints, strings, tuples and frozensets, so two saves compare with ``==``,
hash, and serialise without numpy; every career operation returns a new record
(``dataclasses.replace``) and never mutates one. The module imports nothing heavy so a process that
only saves (the durability test's child) starts fast; the deck limits come from ``game.rules.state``
(as light), so the career and the duel engine check one R3.5/R3.6 rule.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Final

# R3.5/R3.6 deck limits and Duel Master K (R15.5), re-exported for the career modules
from game.rules.state import DECK_SIZE, DUEL_MASTER_K, EXODIA, MAX_COPIES, copy_limit  # noqa: F401

if TYPE_CHECKING:
    from game.rules.rng import Rng

N_CARDS: Final = 722  # card ids 1..722 (game.db.vocab.N_CARDS; not imported to keep this module light)
TABLE_SIZE: Final = N_CARDS + 1
TRUNK_CAP: Final = 250  # R13.15, D-28: every source
STARCHIP_CAP: Final = 999_999  # R13.10
RECORD_CAP: Final = 999  # R15.8
VERSUS_CAP: Final = 9_999  # R16.5
RECENT_SIZE: Final = 16  # R13.15
NAME_MAX: Final = 6  # R15.21
CODE_MAX: Final = 0xFFFF_FFFF  # R15.21: nonzero 32-bit
N_DUELISTS: Final = 40  # ids 0..39; 0 unused
CAMPAIGN_DUELISTS: Final = range(1, 39)  # ids with defeated / unlock flags (R15.22)
HEISHIN: Final = 8  # scripted loss (R15.4, D-27)
DECK_NAME_MAX: Final = 24
MAX_NAMED_DECKS: Final = 16
SOUND_MODES: Final = ("stereo", "mono")
RNG_MODES: Final = ("normal", "psx")  # D-01: normal by default, PSX-compatible as an option
STARCHIP_MULTIPLIERS: Final = (1, 2, 3)  # grind relief: 1 = off
TERRAIN_MODES: Final = ("home", "normal")  # D-05


@dataclass(frozen=True, slots=True)
class Options:
    """Player options and rule variants stored with the save (R15.22 'sound setting', D-01/02/05/27)."""

    autosave: bool = True  # D-02 variant, on for a new career; off = "classic" (only the card shops save)
    sound: str = "stereo"
    unlock_heishin_on_loss: bool = False  # D-27 option: unlock Heishin on the scripted loss too
    glitch_fusions: bool = True  # the 15 retail glitch recipes (reference README)
    free_duel_terrain: str = "home"  # D-05
    rng: str = "normal"  # D-01
    # grind relief (not in the original; off by default): see game.career.relief
    drop_assist: bool = False  # a won duel's drop is the best of three rolls of the same pool
    starchip_multiplier: int = 1  # 1 (off), 2 or 3: the rank's starchips are multiplied


@dataclass(frozen=True, slots=True)
class SaveData:
    """One career: the whole of R15.22 plus named decks, options and story location."""

    name: str
    code: int
    deck: tuple[int, ...] = ()
    decks: tuple[tuple[str, tuple[int, ...]], ...] = ()  # named saved deck recipes, in creation order
    trunk: tuple[int, ...] = (0,) * TABLE_SIZE  # copies owned outside the deck, index = card id
    starchips: int = 0
    seen: frozenset[int] = frozenset()
    passwords_used: frozenset[int] = frozenset()
    defeated: frozenset[int] = frozenset()
    unlocked: frozenset[int] = frozenset()  # 39 is implied (see ``is_unlocked``)
    wins: tuple[int, ...] = (0,) * N_DUELISTS  # Free Duel records, index = duelist id
    losses: tuple[int, ...] = (0,) * N_DUELISTS
    story: tuple[tuple[str, int], ...] = ()  # campaign flags, sorted by name
    location: str = ""
    recent: tuple[int, ...] = ()  # newest first
    versus_wins: int = 0
    versus_losses: int = 0
    options: Options = field(default_factory=Options)
    relief_wins: int = 0  # wins rewarded while a grind-relief option was on (shown on the save slot)
    run_code: str = ""  # a randomized run's code (FMR2-..., or an old FMR1-...) when the save plays one (game.randomizer.runs)
    run_digest: str = ""  # and its mod file's digest: a save never mixes with another run or none

    def owned(self, card: int) -> int:
        """Returns how many copies of a card the player owns, trunk and deck together."""
        return self.trunk[card] + self.deck.count(card)

    def is_unlocked(self, duelist: int) -> bool:
        """Returns whether a duelist can be chosen in Free Duel (R15.5: 39 always)."""
        return duelist == DUEL_MASTER_K or duelist in self.unlocked

    def flag(self, name: str, default: int = 0) -> int:
        """Returns a story flag's value."""
        return dict(self.story).get(name, default)

    def with_flag(self, name: str, value: int) -> SaveData:
        """Returns the save with one story flag set."""
        flags = dict(self.story)
        flags[name] = int(value)
        return replace(self, story=tuple(sorted(flags.items())))

    def named_deck(self, name: str) -> tuple[int, ...]:
        """Returns a named saved deck; raises KeyError naming the deck."""
        for deck_name, cards in self.decks:
            if deck_name == name:
                return cards
        raise KeyError(f"no saved deck named {name!r}")


def new_save(name: str, code: int, starter_deck: tuple[int, ...] | list[int],
             options: Options | None = None) -> SaveData:
    """Returns a fresh career (R15.21, §1.3 'Name entry'): the starter deck, its cards seen, nothing else."""
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_MAX:
        raise ValueError(f"player name must be 1..{NAME_MAX} characters, got {name!r}")
    if not isinstance(code, int) or not 1 <= code <= CODE_MAX:
        raise ValueError(f"duelist code must be a nonzero 32-bit integer, got {code!r}")
    deck = tuple(int(c) for c in starter_deck)
    bad = [c for c in deck if not 1 <= c <= N_CARDS]
    if bad:
        raise ValueError(f"starter deck holds invalid card ids {bad}")
    return SaveData(name=name, code=code, deck=deck, seen=frozenset(deck), options=options or Options())


def new_duelist_code(rng: Rng) -> int:
    """Returns a random nonzero 32-bit duelist code (R15.21 proposal) from three 15-bit RNG values."""
    while True:
        code = (rng.next() << 17 | rng.next() << 2 | rng.next() & 3) & CODE_MAX
        if code:
            return code


def check_card(card: object) -> int:
    """Returns a card id as an int; raises ValueError naming the value unless it is an integer 1..722."""
    value = None
    if not isinstance(card, bool):
        try:
            value = operator.index(card)  # ints and numpy integers, not floats or strings
        except TypeError:
            value = None
    if value is None or not 1 <= value <= N_CARDS:
        raise ValueError(f"card id must be 1..{N_CARDS}, got {card!r}")
    return value
