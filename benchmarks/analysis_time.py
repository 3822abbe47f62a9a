#!/usr/bin/env python3
"""How long a whole deal's analysis takes (``pilotta.bots.analysis.analyse_deal``: every
legal card of the 32 positions solved exactly): random finished deals of each game (the
first deal of ``simulate.random_match`` with seeds 1, 2, ... that is not thrown in), the
median and the worst, in reference-kernel runs (the same work on another machine) and in
ms here, with the solver's nodes (which no load moves) and the share of them spent on the
first card (the eight leads of a full deal).

    python3 benchmarks/analysis_time.py --deals 10
    .venv/bin/python benchmarks/analysis_time.py --deals 5 --pyodide [--phone]

``--pyodide`` runs the same analyses inside Pyodide (the built site's, headless Chromium)
and then here, and prints each deal's wall time in both and the ratio (``--phone``: the
page's CPU 4x slower); the page itself runs them in slices, about 40 ms each.
"""

from __future__ import annotations

import argparse
import inspect
import statistics
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


BOTH = """
import json, time
from pilotta.bots.analysis import think_deal
from pilotta.game import Deal
from pilotta.rulesets import NAMES, rules_named
from pilotta.simulate import random_match
{deals}
{timed}
json.dumps({{name: [timed(d)[:2] for d in deals(name, {count})] for name in NAMES}})
"""


def both(count: int, phone: bool) -> int:
    from in_pyodide import in_cpython, in_pyodide, missing_site

    if problem := missing_site():
        print(problem, file=sys.stderr)
        return 2
    code = BOTH.format(deals=inspect.getsource(deals), timed=inspect.getsource(timed),
                       count=count)
    page, here = in_pyodide(code, phone=phone), in_cpython(code)
    where = "Pyodide, CPU 4x slower" if phone else "Pyodide"
    print(f"analysis of {count} random finished deals of each game, wall time, {where} "
          f"and CPython {sys.version.split()[0]}, this machine:")
    for name in page:
        a = [t for t, _ in page[name]]
        b = [t for t, _ in here[name]]
        same = "same nodes" if [n for _, n in page[name]] == [n for _, n in here[name]] \
            else "NODES DIFFER"
        print(f"{name}: Pyodide median {1000 * statistics.median(a):.0f} ms, worst "
              f"{1000 * max(a):.0f} ms; CPython median {1000 * statistics.median(b):.0f} ms, "
              f"worst {1000 * max(b):.0f} ms; ratio {sum(a) / sum(b):.2f}; {same}")
        print("  each in Pyodide (ms): " + ", ".join(f"{1000 * t:.0f}" for t in a))
    return 0


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--pyodide", action="store_true", help="in Pyodide too, as a ratio")
    p.add_argument("--phone", action="store_true", help="with --pyodide: the CPU 4x slower")
    args = p.parse_args()
    if args.pyodide:
        return both(args.deals, args.phone)
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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
