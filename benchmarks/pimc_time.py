"""Decision time of the PIMC reference by cards left in hand, for a few exact-solve
thresholds: four PIMC bots play ``--deals`` deals of each rule set. A report figure only
(the clock decides nothing).

    python benchmarks/pimc_time.py --deals 4 --solve-tricks 3 4 5
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pimc_reference import PimcBot, PimcBudget

from pilotta.actions import Play
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=4)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--worlds", type=int, default=PimcBudget.worlds)
    ap.add_argument("--playouts", type=int, default=PimcBudget.playouts)
    ap.add_argument("--solve-tricks", type=int, nargs="+", default=[PimcBudget.solve_tricks])
    args = ap.parse_args()
    for st in args.solve_tricks:
        budget = PimcBudget(worlds=args.worlds, playouts=args.playouts, solve_tricks=st)
        by_cards: dict[int, list[float]] = {}
        for name in ("pilotta", "belote"):
            rules = rules_named(name)
            for i in range(args.deals):
                deal = Deal.from_rng(Rng(derive_seed(args.seed, i)), i & 3, rules)
                bots = [PimcBot(s, budget) for s in range(4)]
                while not deal.is_over:
                    s = deal.to_act
                    assert s is not None
                    obs = deal.observation(s)
                    t0 = time.perf_counter()
                    action = bots[s].act(obs)
                    dt = time.perf_counter() - t0
                    if isinstance(action, Play) and len(obs.legal) > 1:
                        by_cards.setdefault(obs.hand.bit_count(), []).append(dt)
                    deal.push(action)
        every = [t for ts in by_cards.values() for t in ts]
        cells = ", ".join(f"{n}: {1000 * sum(ts) / len(ts):.0f}/{1000 * max(ts):.0f}"
                          for n, ts in sorted(by_cards.items(), reverse=True))
        print(f"solve_tricks {st} (worlds {args.worlds}, playouts {args.playouts}): mean "
              f"{1000 * sum(every) / len(every):.0f} ms, worst {1000 * max(every):.0f} ms over "
              f"{len(every)} decisions with a choice; by cards in hand (mean/worst ms) {cells}")


if __name__ == "__main__":
    main()
