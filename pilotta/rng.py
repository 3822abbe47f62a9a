"""Seeded randomness that means the same cards everywhere.

Python documents one guarantee across versions: ``random.Random(seed).random()`` gives the
same sequence for the same integer seed. Pyodide is CPython compiled to WebAssembly, so the
browser gets that same sequence too. Everything here is built on ``random()`` alone (not on
``shuffle``, ``randrange`` or ``choice``, whose algorithms may change between releases).
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from itertools import chain
from typing import TypeVar

_M64 = (1 << 64) - 1
T = TypeVar("T")


def splitmix64(x: int) -> int:
    """Scramble a 64-bit value; used to derive well-spread child seeds."""
    x = (x + 0x9E3779B97F4A7C15) & _M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _M64
    return x ^ (x >> 31)


def derive_seed(seed: int, *path: int) -> int:
    """A child seed, e.g. ``derive_seed(match_seed, deal_index)``; always in 0..2**63-1."""
    x = splitmix64(seed & _M64)
    for p in path:
        x = splitmix64(x ^ (p & _M64))
    return x >> 1


class Rng:
    """A seeded generator whose every draw comes from ``random.Random.random``."""

    __slots__ = ("random",)

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed).random

    @classmethod
    def replaying(cls, draws: Sequence[float], then: Rng) -> Rng:
        """A generator that gives ``draws`` first, then ``then``'s draws: the same numbers
        for several playouts that should meet the same chances."""
        r = cls.__new__(cls)
        r.random = chain(draws, iter(then.random, None)).__next__
        return r

    def below(self, n: int) -> int:
        """A number in 0..n-1."""
        return int(self.random() * n)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[int(self.random() * len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates."""
        rand = self.random
        for i in range(len(seq) - 1, 0, -1):
            j = int(rand() * (i + 1))
            seq[i], seq[j] = seq[j], seq[i]
