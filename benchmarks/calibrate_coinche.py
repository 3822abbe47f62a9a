"""Fit the normal bot's Coinche estimate (pilotta/bots/coinche_calls.py) on simulated deals.

For random Coinche deals, seat ``i % 4`` is made the taker of each of the six trumps in turn
(it bids 80 in that trump, the others pass), four normal bots play the cards, and the takers'
card points and belote (as the engine scores them: 250 for a capot) are regressed by least
squares on the taker's ``hand_points`` for that trump, one line per kind of contract (suit,
sans-atout, tout-atout). Printed: each line's intercept and slope (``FIT``) and the
residuals' standard deviation, from which the bot's bid is the estimate less ``Z`` of them
(a contract made about 70 % of the time).

    python3 benchmarks/calibrate_coinche.py --deals 3000 --seed 5
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import PASS_CALL, bid
from pilotta.bots import make_bot
from pilotta.bots.coinche_calls import hand_points
from pilotta.coinche import COINCHE
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed

KINDS = ("suit", "sans-atout", "tout-atout")


def kind(trump: int) -> int:
    return 0 if trump < 4 else trump - 3


def played(seed: int, dealer: int, seat: int, trump: int) -> tuple[float, int]:
    """The taker's hand value and the takers' card points and belote in one forced deal."""
    deal = Deal.from_rng(Rng(seed), dealer, COINCHE)
    x = hand_points(deal.hands[seat], trump)
    while deal.auction.to_act != seat:
        deal.push(PASS_CALL)
    deal.push(bid(80, trump))
    for _ in range(3):
        deal.push(PASS_CALL)
    bots = [make_bot("normal", s) for s in range(4)]
    while not deal.is_over:
        s = deal.to_act
        assert s is not None
        deal.push(bots[s].act(deal.observation(s)))
    result = deal.result()
    assert result is not None and result.score is not None
    return x, result.score.bidders_points


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    data: list[list[tuple[float, int]]] = [[], [], []]
    for i in range(args.deals):
        for t in range(6):
            data[kind(t)].append(played(derive_seed(args.seed, i), i & 3, (i + 1) & 3, t))
    for k, rows in enumerate(data):
        n = len(rows)
        mx = math.fsum(x for x, _ in rows) / n
        my = math.fsum(y for _, y in rows) / n
        sxx = math.fsum((x - mx) ** 2 for x, _ in rows)
        sxy = math.fsum((x - mx) * (y - my) for x, y in rows)
        b = sxy / sxx
        a = my - b * mx
        sd = math.sqrt(math.fsum((y - a - b * x) ** 2 for x, y in rows) / (n - 2))
        print(f"{KINDS[k]}: takers' points = {a:.1f} + {b:.3f} x hand_points "
              f"(residual sd {sd:.1f}, {n} contracts, mean hand_points {mx:.1f}, "
              f"mean points {my:.1f})")


if __name__ == "__main__":
    main()
