#!/usr/bin/env python3
"""The deals closest to a throw-in: all four seats call by one level (cards by normal);
the contracts that are a lone opening at the minimum (80: nobody else bid, no close),
made or not, and the bidders' raw difference there, against the 0 of a throw-in.

    python benchmarks/uncontested_openings.py --level hard --deals 600

Deal i is dealt from ``derive_seed(seed, i)`` with dealer ``i & 3``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardplay_arena import Seat, play

from pilotta.bots import make_bot
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--level", default="hard")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seed", type=int, default=77)
    args = ap.parse_args(argv)
    thrown = lone = lone_made = lone_diff = other = other_made = 0
    for i in range(args.deals):
        deal = Deal.from_rng(Rng(derive_seed(args.seed, i)), i & 3)
        seats = [Seat(make_bot(args.level, derive_seed(args.seed, 5, i, s)),
                      make_bot("normal", derive_seed(args.seed, 6, i, s)), "calls", "cards")
                 for s in range(4)]
        result, script = play(deal, seats, {}, None)
        bids = sum(call.is_bid for call in script.calls)
        c = result.contract
        if c is None:
            thrown += 1
        elif bids == 1 and c.value == 80 and c.multiplier == 1:
            lone += 1
            lone_made += bool(result.made)
            lone_diff += result.raw[c.team] - result.raw[1 - c.team]
        else:
            other += 1
            other_made += bool(result.made)
    print(f"{args.level} calls at all four seats, {args.deals} deals, seed {args.seed}: "
          f"thrown in {thrown}")
    print(f"lone openings at 80: {lone}, made {lone_made}, the bidders' raw difference "
          f"{lone_diff / max(1, lone):+.1f} a deal (a throw-in: 0)")
    print(f"other contracts: {other}, made {other_made}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
