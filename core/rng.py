"""A small seeded generator whose whole state is one JSON-able integer.

Python's ``random`` carries a 625-word state and its algorithms may change between versions;
the game needs the same dice on CPython 3.11 and Pyodide's 3.14, and a state that fits in a save.
This is SplitMix64 (Steele, Lea & Flood 2014): tiny, fast, well distributed.

>>> r = Rng(7)
>>> [r.randint(1, 6) for _ in range(5)]
[4, 1, 1, 4, 5]
>>> r2 = Rng.from_state(r.state); r2.randint(1, 6) == r.randint(1, 6)
True
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    @classmethod
    def from_state(cls, state: int) -> Rng:
        return cls(state)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in ``[lo, hi]``."""
        return lo + self.below(hi - lo + 1)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
