#!/usr/bin/env python3
"""Before and after in one run: the engine's random full deals per second and the hard bot's
card decisions per second, for two checkouts of this project, timed in turn (A B A B ...) so
the machine's load drifts over both alike. Prints each round and the median ratio new/old.

    git worktree add /tmp/old <commit>
    python3 benchmarks/compare_speed.py /tmp/old . --rounds 5
    python3 benchmarks/compare_speed.py /tmp/old . --instructions   # needs valgrind

``--instructions`` counts machine instructions under valgrind's callgrind instead of
timing: the count does not move with the machine's load, so one run of each side is enough
(the ratio old/new of instructions is the speed ratio new/old).

The measuring code below uses only the API both checkouts share (``Deal``, ``deal_hands``,
``random_action``, ``make_bot``), so it measures the same work in both.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys

PROBE = r"""
import json, time
from pilotta.actions import ANNOUNCE, PASS_CALL, bid
from pilotta.bots import make_bot
from pilotta.deal import deal_from, deal_hands
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.simulate import random_action

def engine(deals):
    rng = Rng(1)
    start = time.perf_counter()
    for i in range(deals):
        deal = Deal(i & 3, deal_from(rng, i & 3), check=False)
        deal.push(bid(80 + 10 * rng.below(8), rng.below(4)))
        for _ in range(3):
            deal.push(PASS_CALL)
        while not deal.tricks:
            if deal.must_declare((deal.leader + len(deal.trick)) & 3):
                deal.push(ANNOUNCE)
            else:
                deal.play_random(rng)
        while deal.score is None:
            deal.play_random(rng)
    return deals / (time.perf_counter() - start)

def positions(count):
    out, rng, i = [], Rng(1), 0
    while len(out) < count:
        deal = Deal(i & 3, deal_hands(derive_seed(1, i), i & 3))
        i += 1
        while not deal.is_over and len(out) < count:
            obs = deal.observation(deal.to_act)
            if len(obs.legal) > 1 and rng.below(3) == 0 and obs.contract is not None:
                out.append(obs)
            deal.push(random_action(deal, rng, pass_bias=0.7))
    return out

def hard(obs_list):
    try:  # a checkout whose hard bot had a wall-clock cap: never let it cut the work short
        bot = make_bot("hard", 1, budget="arena", time_cap=1e9)
    except TypeError:
        bot = make_bot("hard", 1, budget="arena")
    start = time.perf_counter()
    for obs in obs_list:
        bot.act(obs)
    return len(obs_list) / (time.perf_counter() - start)

engine(300)
print(json.dumps({"engine deals/s": engine(DEALS),
                  "hard card decisions/s": hard(positions(POSITIONS))}))
"""

# Under callgrind: the same work, each part switched on or off, so that the counts of the
# set-up (imports, positions) can be subtracted.
COUNT = PROBE.split("engine(300)")[0] + r"""
import sys
part, n = sys.argv[1], int(sys.argv[2])
if part == "engine":
    engine(n)
else:
    obs = positions(POSITIONS)
    if n:
        hard(obs)
"""


def probe(tree: str, deals: int, positions: int) -> dict[str, float]:
    code = PROBE.replace("DEALS", str(deals)).replace("POSITIONS", str(positions))
    env = dict(os.environ, PYTHONPATH=os.path.abspath(tree))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True, cwd=os.path.abspath(tree))
    result: dict[str, float] = json.loads(out.stdout.splitlines()[-1])
    return result


def instructions(tree: str, part: str, n: int, positions: int) -> int:
    code = COUNT.replace("POSITIONS", str(positions))
    env = dict(os.environ, PYTHONPATH=os.path.abspath(tree))
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         os.path.realpath(sys.executable), "-c", code, part, str(n)],
        env=env, capture_output=True, text=True, check=True, cwd=os.path.abspath(tree))
    match = re.search(r"Collected : (\d+)", out.stderr)
    if match is None:
        raise SystemExit(f"no instruction count from valgrind: {out.stderr[-300:]}")
    return int(match.group(1))


def count_both(old: str, new: str, deals: int, positions: int) -> None:
    for part, n, unit in (("engine", deals, "deals"), ("hard", 1, "card decisions")):
        per = {}
        for name, tree in (("old", old), ("new", new)):
            per[name] = instructions(tree, part, n, positions) - instructions(tree, part, 0,
                                                                              positions)
        print(f"{part}: instructions for {n if part == 'engine' else positions} {unit}: "
              f"old {per['old']:,}, new {per['new']:,}; speed new/old "
              f"{per['old'] / per['new']:.3f}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--deals", type=int, default=4000)
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--instructions", action="store_true",
                   help="count instructions under valgrind instead of timing")
    args = p.parse_args()
    if args.instructions:
        count_both(args.old, args.new, args.deals, args.positions)
        return
    ratios: dict[str, list[float]] = {}
    for r in range(args.rounds):
        old = probe(args.old, args.deals, args.positions)
        new = probe(args.new, args.deals, args.positions)
        for key in old:
            ratios.setdefault(key, []).append(new[key] / old[key])
            print(f"round {r + 1}: {key}: old {old[key]:,.1f}, new {new[key]:,.1f}, "
                  f"new/old {new[key] / old[key]:.3f}")
    for key, values in ratios.items():
        print(f"{key}: median new/old {statistics.median(values):.3f} "
              f"(min {min(values):.3f}, max {max(values):.3f}, {len(values)} rounds)")


if __name__ == "__main__":
    main()
