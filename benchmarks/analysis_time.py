#!/usr/bin/env python3
"""How long a whole deal's analysis takes (``pilotta.bots.analysis.analyse_deal``: every
legal card of the 32 positions solved exactly): random finished deals of each game (the
first deal of ``simulate.random_match`` with seeds 1, 2, ... that is not thrown in), the
median and the worst, in reference-kernel runs (the same work on another machine) and in
ms here, with the solver's nodes (which no load moves) and the share of them spent on the
first card (the eight leads of a full deal).

    python3 benchmarks/analysis_time.py --deals 10
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pilotta.benchmark import reference_kernel  # noqa: E402
from pilotta.bots.analysis import think_deal  # noqa: E402
from pilotta.game import Deal  # noqa: E402
from pilotta.rulesets import NAMES, rules_named  # noqa: E402
from pilotta.simulate import random_match  # noqa: E402


def deals(name: str, count: int) -> list[Deal]:
    out: list[Deal] = []
    seed = 0
    while len(out) < count:
        seed += 1
        deal = random_match(5000, seed, max_deals=1, rules=rules_named(name)).deals[0]
        if deal.result() is not None and deal.contract is not None:
            out.append(deal)
    return out


def timed(deal: Deal) -> tuple[float, int, int]:
    """(seconds, nodes, nodes of the first card) of one deal's analysis."""
    steps = think_deal(deal)
    first = 0
    start = time.perf_counter()
    while True:
        try:
            p = next(steps)
        except StopIteration as stop:
            return time.perf_counter() - start, stop.value.nodes, first
        if p.cards_done == 0:
            first = p.nodes


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=10)
    args = p.parse_args()
    print(f"analysis of {args.deals} random finished deals of each game (32 cards, every "
          f"legal card solved); time in reference-kernel runs (ms on this machine):")
    for name in NAMES:
        kernel = reference_kernel(20000)
        runs = [timed(d) for d in deals(name, args.deals)]
        kernel = (kernel + reference_kernel(20000)) / 2  # runs per second
        times = sorted(t for t, _, _ in runs)
        nodes = sorted(n for _, n, _ in runs)
        first = sum(f for _, _, f in runs) / sum(n for _, n, _ in runs)
        med, worst = times[len(times) // 2], times[-1]
        print(f"{name}: median {med * kernel:,.0f} ({med * 1000:.0f} ms), worst "
              f"{worst * kernel:,.0f} ({worst * 1000:.0f} ms); nodes median "
              f"{nodes[len(nodes) // 2]:,}, worst {nodes[-1]:,}; first card "
              f"{first:.0%} of the nodes")
        print("  each (ms, nodes): " + ", ".join(f"{t * 1000:.0f} {n:,}" for t, n, _ in runs))


if __name__ == "__main__":
    main()
