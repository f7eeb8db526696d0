"""The shareable seed code: ``FMR1-`` and ten base-32 characters holding the options and the seed.

    code = SeedCode(seed=1234, levels=DEFAULT_LEVELS)
    text = code.text                 # 'FMR1-...' (the same on any machine)
    parse_code(text) == code         # or CodeError saying what is wrong

Fifty bits: a 2-bit strength (0 off, 1 light, 2 medium, 3 heavy) for each of the six parts, the 32-bit
seed and a 6-bit check taken from SHA-256, so a mistyped character is caught rather than giving another
run. The alphabet is RFC 4648's (A-Z, 2-7): no 0/1 to confuse with O/I.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import Enum
from typing import Final

PREFIX: Final = "FMR1-"
ALPHABET: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
LENGTH: Final = 10  # characters after the prefix: 50 bits
SEED_BITS: Final = 32
LEVEL_NAMES: Final = ("off", "light", "medium", "heavy")


class Part(Enum):
    """What the randomizer may change; the order is the code's bit order (never reorder)."""

    STATS = "stats"  # monster ATK/DEF within a band
    FUSIONS = "fusions"  # fusion results
    EQUIPS = "equips"  # equip compatibility
    DROPS = "drops"  # the three drop pools of every duelist
    DECKS = "decks"  # every duelist's deck pool
    TERRAIN = "terrain"  # terrain bonuses


DEFAULT_LEVELS: Final = {Part.STATS: 1, Part.FUSIONS: 2, Part.EQUIPS: 2, Part.DROPS: 2, Part.DECKS: 2,
                         Part.TERRAIN: 1}


class CodeError(ValueError):
    """A seed code that cannot be read; the message names what is wrong."""


@dataclass(frozen=True, slots=True)
class SeedCode:
    """A run: its seed and each part's strength (0 off .. 3 heavy)."""

    seed: int
    levels: tuple[int, ...]  # one per Part, in Part order

    @classmethod
    def of(cls, seed: int, levels: dict[Part, int]) -> SeedCode:
        """Returns the code for a seed and a strength per part (parts not named are off)."""
        if not 0 <= seed < 1 << SEED_BITS:
            raise CodeError(f"seed {seed} is out of range 0..{(1 << SEED_BITS) - 1}")
        out = tuple(int(levels.get(p, 0)) for p in Part)
        for p, v in zip(Part, out):
            if not 0 <= v < len(LEVEL_NAMES):
                raise CodeError(f"{p.value} strength {v} is out of range 0..{len(LEVEL_NAMES) - 1}")
        return cls(seed, out)

    def level(self, part: Part) -> int:
        """Returns a part's strength (0 = off)."""
        return self.levels[list(Part).index(part)]

    @property
    def text(self) -> str:
        """Returns the shareable string."""
        bits = 0
        for v in self.levels:
            bits = bits << 2 | v
        bits = bits << SEED_BITS | self.seed
        bits = bits << 6 | _check(bits)
        chars = [ALPHABET[(bits >> (5 * i)) & 31] for i in range(LENGTH)]
        return PREFIX + "".join(reversed(chars))

    def describe(self) -> str:
        """Returns the options in words: 'seed 1234; stats light, fusions medium, ...'."""
        parts = ", ".join(f"{p.value} {LEVEL_NAMES[v]}" for p, v in zip(Part, self.levels))
        return f"seed {self.seed}; {parts}"


def parse_code(text: str) -> SeedCode:
    """Returns the code a string holds (spaces, dashes after the prefix and case are forgiven)."""
    raw = str(text).strip().upper()
    if not raw.startswith(PREFIX[:-1]):
        raise CodeError(f"{_show(text)} does not start with {PREFIX!r} (a randomizer code looks like "
                        f"{SeedCode.of(1, DEFAULT_LEVELS).text})")
    body = raw[len(PREFIX) - 1:].replace("-", "").replace(" ", "")
    for i, ch in enumerate(body):
        if ch not in ALPHABET:
            hint = " (the code uses 2-7, never 0, 1, 8 or 9)" if ch.isdigit() else ""
            raise CodeError(f"character {i + 1} after {PREFIX!r} is {ch!r}: not in A-Z, 2-7{hint}")
    if len(body) != LENGTH:
        raise CodeError(f"expected {LENGTH} characters after {PREFIX!r}, got {len(body)}")
    bits = 0
    for ch in body:
        bits = bits << 5 | ALPHABET.index(ch)
    payload, check = bits >> 6, bits & 63
    if _check(payload) != check:
        raise CodeError("the code's check does not match: a character is mistyped")
    seed = payload & ((1 << SEED_BITS) - 1)
    rest = payload >> SEED_BITS
    levels = tuple((rest >> (2 * (len(Part) - 1 - i))) & 3 for i in range(len(Part)))
    return SeedCode(seed, levels)


def _check(payload: int) -> int:
    return hashlib.sha256(b"FMR1" + payload.to_bytes(8, "big")).digest()[0] & 63


def _show(text: str) -> str:
    s = str(text)
    return repr(s if len(s) <= 24 else s[:21] + "...")
