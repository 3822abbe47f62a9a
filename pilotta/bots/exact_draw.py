"""Uniform draws of the unknown cards: every deal that fits what a seat knows is equally
likely.

The sampler's quick draw gives each card to a seat in proportion to the cards that seat
still needs. With no constraints that is uniform; once voids and trump limits narrow where
the cards may go it is not: with four cards and fewer in hand, where the exact solves trust
the worlds, it put a card with a seat up to 0.12 too often (benchmarks/BELOTE_ARENA.md
"Uniform worlds"). Here the unknown cards are
grouped by the set of seats that may hold them; the number of ways to deal the groups from
each one on, for every pair of counts the first two seats still need, is counted once per
decision; then each group's split among its seats is drawn in proportion to the ways it
leaves, and its cards are dealt at random within that split.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from math import comb

from ..rng import Rng

# (cards to the first and the second seat, the ways to choose them in a group); the third
# seat takes the group's other cards
_Split = tuple[int, int, int]


def _splits(members: int, size: int) -> list[_Split]:
    """Every way a group of ``size`` cards may be split among the seats whose bits are set
    in ``members`` (bit i: the i-th of the three seats)."""
    out: list[_Split] = []
    for x0 in range(size + 1 if members & 1 else 1):
        for x1 in range(size - x0 + 1 if members & 2 else 1):
            if size - x0 - x1 and not members & 4:
                continue
            out.append((x0, x1, comb(size, x0) * comb(size - x0, x1)))
    return out


class ExactDraw:
    """Uniform deals of ``cards`` to three seats, each card to one of the seats that may
    hold it (``seats_of``), each seat getting exactly the count it needs."""

    __slots__ = ("_seats", "_groups", "_ways", "_need", "_choices", "total")

    def __init__(self, seats: Sequence[int], cards: Sequence[int],
                 seats_of: Sequence[Sequence[int]], need: Sequence[int]) -> None:
        self._seats = tuple(seats)
        by_members: dict[int, list[int]] = {}
        for c in cards:
            members = 0
            for i, s in enumerate(self._seats):
                if s in seats_of[c]:
                    members |= 1 << i
            by_members.setdefault(members, []).append(c)
        self._groups = [(cs, _splits(m, len(cs))) for m, cs in sorted(by_members.items())]
        self._need = (need[self._seats[0]], need[self._seats[1]])
        # _ways[g][(r0, r1)]: the deals of groups g.. giving r0 and r1 cards to the first two
        # seats (the third takes the rest)
        n = len(self._groups)
        ways: list[dict[tuple[int, int], int]] = [{} for _ in range(n)] + [{(0, 0): 1}]
        for g in range(n - 1, -1, -1):
            row = ways[g]
            for (r0, r1), w in ways[g + 1].items():
                for x0, x1, k in self._groups[g][1]:
                    key = (r0 + x0, r1 + x1)
                    row[key] = row.get(key, 0) + w * k
        self._ways = ways
        third = len(cards) - self._need[0] - self._need[1]
        # deals that fit (none when a card has no seat: its group has no split)
        self.total = ways[0].get(self._need, 0) if third == need[self._seats[2]] else 0
        # per (group, r0, r1): the splits that fit and their running sums of ways
        self._choices: dict[tuple[int, int, int], tuple[list[int], list[_Split]]] = {}

    def _options(self, g: int, r0: int, r1: int) -> tuple[list[int], list[_Split]]:
        key = (g, r0, r1)
        got = self._choices.get(key)
        if got is None:
            nxt = self._ways[g + 1]
            sums: list[int] = []
            fit: list[_Split] = []
            acc = 0
            for split in self._groups[g][1]:
                x0, x1, k = split
                w = nxt.get((r0 - x0, r1 - x1), 0)
                if w:
                    acc += w * k
                    sums.append(acc)
                    fit.append(split)
            got = self._choices[key] = (sums, fit)
        return got

    def draw(self, hands: list[int], rng: Rng) -> None:
        """Add one uniform deal of the cards to ``hands`` (a deal must fit: ``total``)."""
        r0, r1 = self._need
        s0, s1, s2 = self._seats
        for g, (cards, _) in enumerate(self._groups):
            sums, fit = self._options(g, r0, r1)
            i = bisect_right(sums, rng.random() * sums[-1])
            x0, x1, _k = fit[min(i, len(fit) - 1)]
            dealt = list(cards)
            rng.shuffle(dealt)
            for j, c in enumerate(dealt):
                hands[s0 if j < x0 else s1 if j < x0 + x1 else s2] |= 1 << c
            r0 -= x0
            r1 -= x1
