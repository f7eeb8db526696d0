"""The shareable seed code: ``FMR2-`` and eleven base-32 characters holding the options and the seed.

    code = SeedCode.of(1234, DEFAULT_LEVELS)
    text = code.text                 # 'FMR2-...' (the same on any machine)
    parse_code(text) == code         # or CodeError saying what is wrong

Fifty-five bits: a 2-bit strength (0 off, 1 light, 2 medium, 3 heavy) for each of the seven parts, the
32-bit seed and a 9-bit check taken from SHA-256, so a mistyped character is caught rather than giving
another run. The alphabet is RFC 4648's (A-Z, 2-7): no 0/1 to confuse with O/I.

The first codes (``FMR1-`` and ten characters: six parts, a 6-bit check) had no starter pools part. They
are still read, as runs with the starter pools off, and a code read from one writes itself (and its mod
file's header) as it was, so an old code makes the very file it made before.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import Enum
from typing import Final

PREFIX: Final = "FMR2-"
ALPHABET: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
LENGTH: Final = 11  # characters after the prefix: 55 bits
SEED_BITS: Final = 32
VERSION: Final = 2
# per version: (prefix, characters after it, parts it holds, check bits)
_FORMATS: Final = {1: ("FMR1-", 10, 6, 6), 2: (PREFIX, LENGTH, 7, 9)}
LEVEL_NAMES: Final = ("off", "light", "medium", "heavy")


class Part(Enum):
    """What the randomizer may change; the order is the code's bit order (never reorder)."""

    STATS = "stats"  # monster ATK/DEF within a band
    FUSIONS = "fusions"  # fusion results
    EQUIPS = "equips"  # equip compatibility
    DROPS = "drops"  # the three drop pools of every duelist
    DECKS = "decks"  # every duelist's deck pool
    TERRAIN = "terrain"  # terrain bonuses
    STARTER = "starter"  # the seven new-game pools (FMR2 codes on)


DEFAULT_LEVELS: Final = {Part.STATS: 1, Part.FUSIONS: 2, Part.EQUIPS: 2, Part.DROPS: 2, Part.DECKS: 2,
                         Part.TERRAIN: 1, Part.STARTER: 1}


class CodeError(ValueError):
    """A seed code that cannot be read; the message names what is wrong."""


@dataclass(frozen=True, slots=True)
class SeedCode:
    """A run: its seed and each part's strength (0 off .. 3 heavy)."""

    seed: int
    levels: tuple[int, ...]  # one per Part, in Part order
    version: int = VERSION  # 1: an FMR1 code (no starter part), kept so that it writes itself as it was

    @classmethod
    def of(cls, seed: int, levels: dict[Part, int]) -> SeedCode:
        """Returns the code for a seed and a strength per part (parts not named are off)."""
        if not 0 <= seed < 1 << SEED_BITS:
            raise CodeError(f"seed {seed} is out of range 0..{(1 << SEED_BITS) - 1}")
        out = tuple(int(levels.get(p, 0)) for p in Part)
        for p, v in zip(Part, out):
            if not 0 <= v < len(LEVEL_NAMES):
                raise CodeError(f"{p.value} strength {v} is out of range 0..{len(LEVEL_NAMES) - 1}")
        return cls(seed, out, VERSION)

    def level(self, part: Part) -> int:
        """Returns a part's strength (0 = off)."""
        return self.levels[list(Part).index(part)]

    @property
    def text(self) -> str:
        """Returns the shareable string."""
        prefix, length, n_parts, check_bits = _FORMATS[self.version]
        bits = 0
        for v in self.levels[:n_parts]:
            bits = bits << 2 | v
        bits = bits << SEED_BITS | self.seed
        bits = bits << check_bits | _check(bits, self.version)
        chars = [ALPHABET[(bits >> (5 * i)) & 31] for i in range(length)]
        return prefix + "".join(reversed(chars))

    def describe(self) -> str:
        """Returns the options in words: 'seed 1234; stats light, fusions medium, ...'."""
        n_parts = _FORMATS[self.version][2]
        parts = ", ".join(f"{p.value} {LEVEL_NAMES[v]}" for p, v in list(zip(Part, self.levels))[:n_parts])
        return f"seed {self.seed}; {parts}"


def parse_code(text: str) -> SeedCode:
    """Returns the code a string holds (spaces, dashes after the prefix and case are forgiven)."""
    raw = str(text).strip().upper()
    version = next((v for v, f in _FORMATS.items() if raw.startswith(f[0][:-1])), None)
    if version is None:
        raise CodeError(f"{_show(text)} does not start with {PREFIX!r} (a randomizer code looks like "
                        f"{SeedCode.of(1, DEFAULT_LEVELS).text}; the first codes, {_FORMATS[1][0]!r}, are "
                        "read too)")
    prefix, length, n_parts, check_bits = _FORMATS[version]
    body = raw[len(prefix) - 1:].replace("-", "").replace(" ", "")
    for i, ch in enumerate(body):
        if ch not in ALPHABET:
            hint = " (the code uses 2-7, never 0, 1, 8 or 9)" if ch.isdigit() else ""
            raise CodeError(f"character {i + 1} after {prefix!r} is {ch!r}: not in A-Z, 2-7{hint}")
    if len(body) != length:
        raise CodeError(f"expected {length} characters after {prefix!r}, got {len(body)}")
    bits = 0
    for ch in body:
        bits = bits << 5 | ALPHABET.index(ch)
    payload, check = bits >> check_bits, bits & ((1 << check_bits) - 1)
    if _check(payload, version) != check:
        raise CodeError("the code's check does not match: a character is mistyped")
    seed = payload & ((1 << SEED_BITS) - 1)
    rest = payload >> SEED_BITS
    levels = tuple((rest >> (2 * (n_parts - 1 - i))) & 3 for i in range(n_parts)) + (0,) * (len(Part) - n_parts)
    return SeedCode(seed, levels, version)


def is_code_prefix(text: str) -> bool:
    """Returns whether ``text`` starts like a code of any version (a keyboard entry may leave it out)."""
    return str(text).strip().upper().startswith(tuple(f[0][:-1] for f in _FORMATS.values()))


def _check(payload: int, version: int) -> int:
    bits = _FORMATS[version][3]
    digest = hashlib.sha256(f"FMR{version}".encode() + payload.to_bytes(8, "big")).digest()
    return int.from_bytes(digest[:2], "little") & ((1 << bits) - 1)  # FMR1: the first byte's low 6 bits


def _show(text: str) -> str:
    s = str(text)
    return repr(s if len(s) <= 24 else s[:21] + "...")
