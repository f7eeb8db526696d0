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

import numpy as np

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

    def take(self, n: int) -> list[int]:
        """Returns the next ``n`` values, as ``n`` calls of ``next`` would."""
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

    def take(self, n: int) -> list[int]:
        """Returns the next ``n`` values of ``next()`` in order (a deck shuffle draws 320 at once).

        State k after this one is ``a_k * state + c_k`` mod 2^32 (the LCG's jump-ahead), computed for
        all k at once in uint32, whose arithmetic wraps modulo 2^32 as the LCG does.
        """
        if n <= 0:
            return []
        states = deal_states(self.state, n)
        self.state = int(states[-1])
        return ((states >> _SHIFT) & _LOW15).tolist()

    def take_mod(self, n: int, m: int) -> list[int]:
        """Returns ``[v % m for v in self.take(n)]``, computed in one numpy pass (a shuffle's swap positions)."""
        if n <= 0:
            return []
        states = deal_states(self.state, n)
        self.state = int(states[-1])
        return (((states >> _SHIFT) & _LOW15) % np.uint32(m)).tolist()

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

    def take(self, n: int) -> list[int]:
        """Returns the next ``n`` values of ``next()`` in order."""
        return [self.next() for _ in range(n)]

    def copy(self) -> SplitMixRng:
        """Returns an independent generator at the same state."""
        return SplitMixRng(self.state)


_jumps: list = [np.zeros(0, np.uint32), np.zeros(0, np.uint32)]  # a_k and c_k for k = 1.., grown on demand
_SHIFT, _LOW15 = np.uint32(16), np.uint32(0x7FFF)


def _jump_tables(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Returns (a_k, c_k) for k = 1..n (or more) with state_k = a_k * state_0 + c_k mod 2^32, as uint32."""
    if len(_jumps[0]) < n:
        size = max(n, 512)
        mul, add = np.empty(size, np.uint32), np.empty(size, np.uint32)
        a, c = 1, 0
        for k in range(size):
            a, c = (a * 1103515245) & _MASK32, (c * 1103515245 + 12345) & _MASK32
            mul[k], add[k] = a, c
        _jumps[:] = [mul, add]
    return _jumps[0], _jumps[1]


def deal_states(state: int, n: int) -> np.ndarray:
    """Returns the PSX generator's next ``n`` states after ``state`` (uint32), as ``n`` calls of ``next`` leave
    it: value k is ``(states[k] >> 16) & 0x7FFF`` (``take`` reads them, and a deal in batches, ``game.rules.setup``)."""
    mul, add = _jump_tables(n)
    return mul[:n] * np.uint32(state) + add[:n]


def make_rng(kind: str, state: int) -> PsxRng | SplitMixRng:
    """Returns a generator of the named kind ("psx" or "splitmix") positioned at state."""
    if kind == PSX:
        return PsxRng(state)
    if kind == SPLITMIX:
        return SplitMixRng(state)
    raise ValueError(f"unknown RNG kind {kind!r} (expected {PSX!r} or {SPLITMIX!r})")
