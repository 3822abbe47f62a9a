"""Self-play report: four bots of one level play N deals; how often a deal is thrown in,
a contract made, failed, closed (x2), closed back (x4), and how many capots.

Deal ``i`` is dealt from ``derive_seed(seed, i)`` with dealer ``i % 4`` (the arena's deals);
inside chunks of 50 deals the deals are chained into matches to 301. The counts depend on
the seed and, for hard, on its work budget (worlds and playouts), never on the clock or on
``--workers``.

    python3 benchmarks/selfplay.py --level normal --deals 1000 --seed 1
    python3 benchmarks/selfplay.py --level hard --deals 1000 --seed 1 --workers 2
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.bots import LEVELS
from pilotta.bots.arena import run_selfplay, selfplay_lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", required=True, choices=LEVELS)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--hard-budget", default="arena", help="hard bot budget preset")
    args = ap.parse_args(argv)
    options: dict[str, object] = {"budget": args.hard_budget} if args.level == "hard" else {}
    stats = run_selfplay(args.level, args.deals, seed=args.seed, workers=args.workers,
                         options=options)
    for line in selfplay_lines(args.level, args.seed, stats):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
