"""What opening 80 is worth, by the hand's evaluation: the first speaker (who also leads)
names the suit its evaluation likes best, the contract stays at 80 (nobody else bids),
four normal bots play it out. Prints, per 5-point bin of the evaluation (trick points plus
declarations, ``pilotta.bots.evaluate``), the mean raw score difference for the bidders
had the contract been 80, 90 or 100 (the same play scored by the engine).

A throw-in scores 0: an opening pays where this is above 0.

    python3 benchmarks/opening_value.py --deals 3000 --seed 11
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import ANNOUNCE, PASS_CALL, bid
from pilotta.bots import make_bot
from pilotta.bots.evaluate import declaration_value, team_points
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.rng import derive_seed
from pilotta.scoring import score_deal

VALUES = (80, 90, 100)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    bins: dict[int, list[list[int]]] = defaultdict(list)
    for i in range(args.deals):
        hands = deal_hands(derive_seed(args.seed, i), 3)  # seat 0 speaks first and leads
        value = [team_points(hands[0], t, True) + declaration_value(hands[0], t)
                 for t in range(4)]
        trump = max(range(4), key=lambda t: value[t])
        deal = Deal(3, hands)
        deal.push(bid(80, trump))
        for _ in range(3):
            deal.push(PASS_CALL)
        agents = [make_bot("normal", s) for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            assert s is not None
            if deal.must_declare(s):
                deal.push(ANNOUNCE)
                continue
            deal.push(agents[s].act(deal.observation(s)))
        r = deal.result()
        assert r is not None
        row = []
        for v in VALUES:
            sc = score_deal(0, v, 1, r.trick_points, r.tricks_won, r.declarations, r.pilotta)
            row.append(sc.raw[0] - sc.raw[1])
        bins[int(value[trump] // 5 * 5)].append(row)
    print(f"{args.deals} deals, seed {args.seed}: first speaker's best suit, contract 80 "
          "stands, normal bots play")
    print("evaluation  hands  share | mean raw difference for the bidders at " +
          ", ".join(str(v) for v in VALUES))
    for b in sorted(bins):
        rows = bins[b]
        means = [sum(r[k] for r in rows) / len(rows) for k in range(len(VALUES))]
        print(f"{b:3d}..{b + 4:<3d}  {len(rows):6d}  {100 * len(rows) / args.deals:4.1f}% | "
              + "  ".join(f"{m:+7.1f}" for m in means))


if __name__ == "__main__":
    main()
