"""The randomizer's own random numbers: SplitMix64 over plain integers, seeded through SHA-256.

Python's ``random`` is avoided on purpose (its algorithms may change between versions); every stream is
named by (seed, part, key, attempt), so re-rolling one part for one duelist never moves another part.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Stream:
    """A deterministic stream of integers for one named purpose."""

    def __init__(self, seed: int, *name: object) -> None:
        label = "|".join(str(x) for x in (seed, *name)).encode()
        self.state = int.from_bytes(hashlib.sha256(label).digest()[:8], "big")

    def next64(self) -> int:
        """Returns the next 64-bit value (SplitMix64)."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Returns a uniform integer in 0..n-1 (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            v = self.next64()
            if v < limit:
                return v % n

    def chance(self, per_mille: int) -> bool:
        """Returns True with probability per_mille / 1000."""
        return self.below(1000) < per_mille

    def choice(self, items: Sequence[T]) -> T:
        """Returns one item, uniformly."""
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """Returns k distinct items (a partial Fisher-Yates over a copy)."""
        pool = list(items)
        k = min(k, len(pool))
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
