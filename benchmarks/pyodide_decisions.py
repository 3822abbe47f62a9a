#!/usr/bin/env python3
"""A bot level's decision time inside Pyodide (headless Chromium) and in CPython, the same
decisions one after the other, as a ratio: what a player at the page waits for.

    .venv/bin/python benchmarks/pyodide_decisions.py --level expert --deals 4 [--phone]
    .venv/bin/python benchmarks/pyodide_decisions.py --level expert --set world_moves=4

Serves the built ``dist/`` on 127.0.0.1, opens its bare Pyodide page (``tests/bare.html``),
writes ``pilotta/`` into Pyodide's file system and plays ``--deals`` deals of each rule set
(seats 0/2 at ``--level``, 1/3 normal; the deals of ``decision_time.py``), timing every
decision of seats 0/2 that has a choice, a whole ``think`` (every unit of work) each; then
the same code in this CPython. ``--phone`` slows the page's CPU 4x (Chromium's emulation,
Lighthouse's mobile factor). Wall times (CPU time is not measurable in the page): run it on
a quiet machine. The budget counts work, so both play the same moves; the benchmark checks
it. Absolute times hold only for the machine that ran it.
"""

from __future__ import annotations

import argparse
import statistics
import sys

from in_pyodide import in_cpython, in_pyodide, missing_site

TIMING = r"""
import json, time
from pilotta.actions import Call
from pilotta.agent import think
from pilotta.bots import make_bot
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

def measure(rules, level, deals, seed):
    times, units, moves = {}, [], []
    ruleset = rules_named(rules)
    for i in range(deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i & 3, ruleset)
        bots = [make_bot(level, derive_seed(seed, i, s), **OPTIONS) if s % 2 == 0
                else make_bot("normal", derive_seed(seed, i, s)) for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            obs = deal.observation(s)
            if s % 2 == 0 and len(obs.legal) > 1:
                thinking = think(bots[s], obs)
                t0 = last = time.perf_counter()
                while True:
                    try:
                        next(thinking)
                    except StopIteration as stop:
                        action = stop.value
                        break
                    now = time.perf_counter()
                    units.append(now - last)
                    last = now
                kind = "calls" if isinstance(action, Call) else "cards"
                times.setdefault(kind, []).append(time.perf_counter() - t0)
            else:
                action = bots[s].act(obs)
            moves.append(str(action))
            deal.push(action)
    return {"times": times, "unit_max": max(units or [0.0]), "moves": moves}

json.dumps({rules: measure(rules, LEVEL, DEALS, SEED) for rules in RULES})
"""

def timing_code(level: str, deals: int, seed: int, rules: list[str],
                options: dict[str, int | float]) -> str:
    """``TIMING`` with its inputs: what runs in the page and then here."""
    return (f"LEVEL, DEALS, SEED, RULES, OPTIONS = {level!r}, {deals}, {seed}, {rules!r}, "
            f"{options!r}\n{TIMING}")


def line(name: str, ts: list[float]) -> str:
    return (f"mean {1000 * statistics.fmean(ts):6.0f} ms, worst {1000 * max(ts):6.0f} ms "
            f"over {len(ts)}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--deals", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", nargs="+", default=["pilotta", "belote", "coinche"])
    ap.add_argument("--phone", action="store_true", help="the page's CPU 4x slower")
    ap.add_argument("--set", nargs="*", default=[], metavar="FIELD=VALUE",
                    help="budget fields over the level's, e.g. world_moves=4")
    args = ap.parse_args()
    options: dict[str, int | float] = {}
    for item in args.set:
        key, eq, text = item.partition("=")
        if not eq:
            ap.error(f"--set {item!r}: write field=value")
        options[key] = float(text) if "." in text else int(text)
    if problem := missing_site():
        print(problem, file=sys.stderr)
        return 2
    code = timing_code(args.level, args.deals, args.seed, args.rules, options)
    page = in_pyodide(code, phone=args.phone)
    here = in_cpython(code)
    where = "Pyodide, CPU 4x slower" if args.phone else "Pyodide"
    fields = f" {' '.join(args.set)}" if args.set else ""
    print(f"{args.level}{fields} (seats 0/2) against normal, {args.deals} deals of each game, "
          f"seed {args.seed}; wall time per decision with a choice, {where} and CPython "
          f"{sys.version.split()[0]}, this machine:")
    for rules in args.rules:
        a, b = page[rules], here[rules]
        same = "same moves" if a["moves"] == b["moves"] else "MOVES DIFFER"
        for kind in sorted(a["times"]):
            ta, tb = a["times"][kind], b["times"][kind]
            ratio = statistics.fmean(ta) / statistics.fmean(tb)
            print(f"  {rules} {kind:<5} Pyodide {line(kind, ta)}; CPython {line(kind, tb)}; "
                  f"ratio {ratio:.2f}")
        print(f"  {rules}: longest unit of work {1000 * a['unit_max']:.0f} ms in Pyodide, "
              f"{1000 * b['unit_max']:.0f} ms in CPython; {same}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
