#!/usr/bin/env python3
"""What "relevant ranks" could give the exact solver at most: an unsound upper bound.

Bridge solvers match a table entry on the cards that took part in its search (the ranks
that won or decided something); below the lowest of those, only how many cards of the suit
each hand holds matters. ``dds.py``'s shape table matches who holds every place of each
suit's strength order. This script loosens that key for the ``--weak`` weakest places of
every suit (their owners forgotten, each hand's count of them kept), without checking that
those cards took no part: where such an entry's bounds, shifted by the points the cards
renamed could move (each hand's weak cards paired by points, the other places by place),
decide a test, the test ends there. The nodes it saves are what a sound relevant-ranks
table could save at most; ``--check`` solves each position so cut again exactly and counts
the bounds that were wrong (the share a sound table must give up, at least).

    python benchmarks/loose_shape.py --weak 3 --deals 6 [--check]

Values printed are the root's (they may differ: the cuts are unsound). Not used by the game.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.benchmark import solver_positions
from pilotta.bots.dds import Solver, suit_delta
from pilotta.rulesets import rules_named


def loose_key(skey: int, weak: int) -> int:
    """A shape key (``Solver._shape_key``) with each suit's ``weak`` weakest places cleared
    in every hand's byte, and each hand's count of them added above."""
    low = (1 << weak) - 1
    counts = 0
    for i in range(16):
        counts = counts << 2 | (skey >> 8 * i & low).bit_count()
    cleared = sum((255 & ~low) << 8 * i for i in range(16))
    return (skey >> 128 << 128) | (skey & cleared) | counts << 140


def renamed_shift(solver: Solver, r0: int, r1: int, weak: Sequence[int]) -> tuple[int, int]:
    """How far the value with the cards ``r1`` out may be from the value with ``r0`` out,
    two positions of one deal (``solver``'s owners) whose shapes agree above each suit's
    ``weak[s]`` weakest places and in each hand's count of those: each hand's weak cards
    paired by points, the other places by place."""
    pts, order, own = solver._pts, solver._order, solver._own
    lo = hi = 0
    for s in range(4):
        a = sorted((c for c in range(8 * s, 8 * s + 8) if r0 >> c & 1), key=order.__getitem__)
        b = sorted((c for c in range(8 * s, 8 * s + 8) if r1 >> c & 1), key=order.__getitem__)
        k = min(weak[s], len(a))
        d = suit_delta(solver.trump, s, sum(1 << (c & 7) for c in a[k:]),
                       sum(1 << (c & 7) for c in b[k:]))  # the places above, by place
        lo += d[0]
        hi += d[1]
        for j in range(4):
            xa = sorted(pts[c] for c in a[:k] if own[j] >> c & 1)
            ya = sorted(pts[c] for c in b[:k] if own[j] >> c & 1)
            for x, y in zip(xa, ya, strict=True):
                if y < x:
                    lo += y - x
                else:
                    hi += y - x
    return lo, hi


def bound_is_right(solver: Solver, h: list[int], leader: int, lo: int, hi: int, gamma: int
                   ) -> bool:
    """Whether the bound that decided a test at the trick start ``h``, ``leader`` holds
    (``lo`` when it reached ``gamma``, else ``hi``): the position solved exactly by a fresh
    solver."""
    true = Solver(solver.trump, solver.team, solver.exemption).value(list(h), leader, [])
    return true >= lo if lo >= gamma else true <= hi


class LooseSolver(Solver):
    """``Solver`` with a fourth table at trick starts of ``min_cards`` or more in hand, keyed
    by the loosened shape (unsound: see the module)."""

    __slots__ = ("weak", "min_cards", "ltt", "hits", "checked", "wrong", "check")

    def __init__(self, trump: int, team: int, exemption: bool, weak: int, min_cards: int,
                 check: bool) -> None:
        super().__init__(trump, team, exemption)
        self.weak = weak
        self.min_cards = min_cards
        self.check = check
        self.ltt: dict[int, tuple[int, int, int]] = {}
        self.hits = self.checked = self.wrong = 0

    def _loose(self, skey: int) -> int:
        return loose_key(skey, self.weak)

    def _shift(self, r0: int, r1: int) -> tuple[int, int]:
        return renamed_shift(self, r0, r1, (self.weak,) * 4)

    def _trick(self, h: list[int], leader: int, out: int, gamma: int) -> int:
        if gamma <= 0 or gamma > out or h[0].bit_count() < self.min_cards:
            return super()._trick(h, leader, out, gamma)
        rest = h[0] | h[1] | h[2] | h[3]
        key = rest | leader << 32
        e = self.tt.get(key)
        if e is not None and (e[0] >= gamma or e[1] < gamma):  # the exact table decides
            return super()._trick(h, leader, out, gamma)
        lk = self._loose(e[2] if e is not None else self._shape_key(rest, leader))
        le = self.ltt.get(lk)
        if le is not None and le[0] != rest:
            r0, lo, hi = le
            d = self._shift(r0, rest)
            lo += d[0]
            hi += d[1]
            if lo >= gamma or hi < gamma:  # (a node, as the solver counts one at a table's cut)
                self.nodes += 1
                self.hits += 1
                if self.check:
                    self.checked += 1
                    self.wrong += not bound_is_right(self, h, leader, lo, hi, gamma)
                return lo if lo >= gamma else hi
        v = super()._trick(h, leader, out, gamma)
        e = self.tt.get(key)
        if e is not None:
            self.ltt[lk] = (rest, e[0], e[1])
        return v


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--weak", type=int, default=3, help="weakest places loosened per suit")
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--min-cards", type=int, default=3, help="cards in hand to use the table")
    p.add_argument("--check", action="store_true", help="solve each cut position exactly")
    args = p.parse_args()
    positions = solver_positions(args.deals)
    for name in ("pilotta", "belote"):
        exemption = rules_named(name).partner_exemption
        base = loose = differ = hits = checked = wrong = 0
        ratios = []
        for hands, trump, leader in positions:
            a = Solver(trump, leader & 1, exemption)
            va = a.value(list(hands), leader, [])
            b = LooseSolver(trump, leader & 1, exemption, args.weak, args.min_cards, args.check)
            vb = b.value(list(hands), leader, [])
            base += a.nodes
            loose += b.nodes
            ratios.append(b.nodes / a.nodes)
            differ += va != vb
            hits, checked, wrong = hits + b.hits, checked + b.checked, wrong + b.wrong
        ratios.sort()
        line = (f"{name}, {args.weak} weakest places loosened, {args.deals} deals: nodes "
                f"{base:,} -> {loose:,} (x{loose / base:.3f}, median deal x"
                f"{ratios[len(ratios) // 2]:.3f}); {hits:,} cuts by the loose table; "
                f"root values that differ: {differ}")
        if args.check:
            share = wrong / max(checked, 1)
            line += f"; cuts checked {checked:,}, wrong bounds {wrong:,} ({share:.1%})"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
