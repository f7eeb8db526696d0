"""Seeded random generators for the duel engine; the only source of chance in game.rules.

The engine never touches a global generator. A duel keeps the generator's kind and integer
state inside its state value, so a seed plus the action log replays a duel exactly::

    rng = make_rng("psx", seed)     # rules.md §0.4, retail-compatible (default)
    r = rng.next()                  # 0..32767
    state_int = rng.state           # stored in DuelState.rng_state

``PsxRng`` is the PlayStation SDK ``rand()``; ``SplitMixRng`` is the "normal mode" of D-01 with
the same interface and the same 15-bit output, so every integer transform of the rules
(``(r & 0x7FF) + 1``, ``r % 40``, ``r % 100``) works unchanged on either.
"""

from __future__ import annotations

from typing import Protocol

_MASK32 = 0xFFFFFFFF
_MASK64 = 0xFFFFFFFFFFFFFFFF
PSX = "psx"
SPLITMIX = "splitmix"


class Rng(Protocol):
    """What the engine needs from a generator: a 15-bit value, a copy and a storable state."""

    kind: str
    state: int

    def next(self) -> int:
        """Returns the next value in 0..32767 and advances the state."""
        ...

    def copy(self) -> Rng:
        """Returns an independent generator at the same state."""
        ...


class PsxRng:
    """The PSX C-library LCG of rules.md §0.4: state = state*1103515245+12345 mod 2^32."""

    kind = PSX
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = int(seed) & _MASK32

    def next(self) -> int:
        """Returns (state >> 16) & 0x7FFF after one LCG step, as the retail rand() does."""
        self.state = (self.state * 1103515245 + 12345) & _MASK32
        return (self.state >> 16) & 0x7FFF

    def copy(self) -> PsxRng:
        """Returns an independent generator at the same state."""
        return PsxRng(self.state)


class SplitMixRng:
    """SplitMix64 with 15-bit outputs: a well-mixed non-PSX mode (D-01 option a) with an int state."""

    kind = SPLITMIX
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = int(seed) & _MASK64

    def next(self) -> int:
        """Returns the top 15 bits of the next SplitMix64 output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        z ^= z >> 31
        return (z >> 49) & 0x7FFF

    def copy(self) -> SplitMixRng:
        """Returns an independent generator at the same state."""
        return SplitMixRng(self.state)


def make_rng(kind: str, state: int) -> PsxRng | SplitMixRng:
    """Returns a generator of the named kind ("psx" or "splitmix") positioned at state."""
    if kind == PSX:
        return PsxRng(state)
    if kind == SPLITMIX:
        return SplitMixRng(state)
    raise ValueError(f"unknown RNG kind {kind!r} (expected {PSX!r} or {SPLITMIX!r})")
