"""Card play alone, duplicate: the same deal and the same forced contract, each level
playing the declaring side once and the defending side once.

    python3 benchmarks/cardplay.py --a normal --b easy --deals 500
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import PASS_CALL, bid
from pilotta.bots import make_bot
from pilotta.bots.arena import Timing
from pilotta.bots.evaluate import declaration_value, team_points
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", default="normal")
    ap.add_argument("--b", default="easy")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--value", type=int, default=0, help="contract value (0: from the hand)")
    args = ap.parse_args()
    rng = Rng(args.seed)
    diffs = []
    timing: dict[str, Timing] = {}
    t0 = time.time()
    for i in range(args.deals):
        dealer = i & 3
        hands = deal_hands(derive_seed(args.seed, i), dealer)
        seat = rng.below(4)
        est = [team_points(hands[seat], t) + declaration_value(hands[seat], t) for t in range(4)]
        trump = max(range(4), key=lambda t: est[t])
        value = args.value or max(80, min(160, int(est[trump] - 5) // 10 * 10))
        pair = 0
        for a_team in (0, 1):
            deal = Deal(dealer, hands)
            while deal.auction.to_act != seat:
                deal.push(PASS_CALL)
            deal.push(bid(value, trump))
            for _ in range(3):
                deal.push(PASS_CALL)
            agents = [make_bot(args.a if (s & 1) == a_team else args.b, 100 * i + s)
                      for s in range(4)]
            while not deal.is_over:
                s = deal.to_act
                assert s is not None
                obs = deal.observation(s)
                t = time.perf_counter()
                act = agents[s].act(obs)
                timing.setdefault(agents[s].name, Timing()).add(time.perf_counter() - t,
                                                                 len(obs.legal) <= 1)
                deal.push(act)
            r = deal.result()
            assert r is not None
            pair += r.raw[a_team] - r.raw[1 - a_team]
        diffs.append(pair / 2)
    n = len(diffs)
    m = sum(diffs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in diffs) / (n - 1))
    print(f"{args.a} - {args.b}: raw points per deal {m:+.2f} +- {1.96 * sd / math.sqrt(n):.2f}"
          f" over {n} duplicate deals ({time.time() - t0:.0f} s)")
    for name, t in timing.items():
        print(f"  {name}: mean {1000 * t.choice_total / max(1, t.choices):.2f} ms, "
              f"worst {1000 * t.worst:.1f} ms")


if __name__ == "__main__":
    main()
