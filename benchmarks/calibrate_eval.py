"""Fit the hand evaluator's weights (pilotta/bots/evaluate.py) on simulated deals.

For random deals, a random seat holds a forced 80 contract in each trump suit in turn;
the four seats are normal bots; the declarer's hand features are regressed (least squares)
on its team's trick points. Also measures how often a declaration of each value counts,
what an unseen hand adds in counted declarations and pilotta (``HAND_EXTRAS``), and the
quantiles of the bidders' points B around the evaluation (``RESIDUALS``), with which the
bots score a contract.

    python3 benchmarks/calibrate_eval.py --deals 3000 --seed 5
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import ANNOUNCE, PASS_CALL, bid
from pilotta.bots import make_bot
from pilotta.bots.evaluate import (
    FEATURES,
    declaration_value,
    features,
    team_points,
)
from pilotta.deal import deal_hands
from pilotta.declarations import pilotta_cards
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed


def forced_deal(dealer: int, hands: tuple[int, ...], seat: int, trump: int) -> Deal:
    deal = Deal(dealer, hands)
    while deal.auction.to_act != seat:
        deal.push(PASS_CALL)
    deal.push(bid(80, trump))
    for _ in range(3):
        deal.push(PASS_CALL)
    return deal


def solve(xtx: list[list[float]], xty: list[float]) -> list[float]:
    n = len(xty)
    a = [row[:] + [xty[i]] for i, row in enumerate(xtx)]
    for i in range(n):
        a[i][i] += 1e-6
        p = max(range(i, n), key=lambda r: abs(a[r][i]))
        a[i], a[p] = a[p], a[i]
        for r in range(n):
            if r != i and a[i][i]:
                f = a[r][i] / a[i][i]
                for c in range(i, n + 1):
                    a[r][c] -= f * a[i][c]
    return [a[i][n] / a[i][i] for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--level", default="normal")
    args = ap.parse_args()
    rng = Rng(args.seed)
    rows: list[tuple[list[float], float]] = []
    counted: dict[int, list[int]] = {}
    residuals: list[float] = []  # B minus the evaluation with the current weights
    unseen_extras = 0.0  # counted declarations + pilotta of partner and opponents
    for i in range(args.deals):
        dealer = i & 3
        hands = deal_hands(derive_seed(args.seed, i), dealer)
        seat = rng.below(4)
        for trump in range(4):
            deal = forced_deal(dealer, hands, seat, trump)
            agents = [make_bot(args.level, s) for s in range(4)]
            while not deal.is_over:
                s = deal.to_act
                assert s is not None
                if deal.must_declare(s):
                    deal.push(ANNOUNCE)
                    continue
                deal.push(agents[s].act(deal.observation(s)))
            team = seat & 1
            leads = seat == (dealer + 1) & 3 or seat ^ 2 == (dealer + 1) & 3
            rows.append((features(hands[seat], trump, leads), float(deal.trick_points[team])))
            result = deal.result()
            assert result is not None and result.score is not None
            residuals.append(result.score.bidders_points - team_points(hands[seat], trump, leads)
                             - declaration_value(hands[seat], trump))
            mine = 0
            if deal.counting_team == team:
                mine += sum(d.value for d in deal.possible[seat])
            kq = pilotta_cards(trump)
            if hands[seat] & kq == kq:
                mine += result.pilotta[team]
            unseen_extras += sum(result.declarations) + sum(result.pilotta) - mine
            for s in range(4):
                for d in deal.possible[s]:
                    ok = deal.counting_team == (s & 1)
                    counted.setdefault(d.value, [0, 0])[0] += ok
                    counted[d.value][1] += 1
    k = len(FEATURES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for f, y in rows:
        for a in range(k):
            xty[a] += f[a] * y
            for b in range(k):
                xtx[a][b] += f[a] * f[b]
    w = solve(xtx, xty)
    res = [y - sum(wi * fi for wi, fi in zip(w, f)) for f, y in rows]
    sd = math.sqrt(sum(r * r for r in res) / len(res))
    print(f"{len(rows)} samples, residual sd {sd:.2f}")
    for name, wi in zip(FEATURES, w):
        print(f"  {name:12s} {wi:7.2f}")
    print("WEIGHTS = (" + ", ".join(f"{wi:.2f}" for wi in w) + ")")
    for v in sorted(counted):
        ok, n = counted[v]
        print(f"declaration {v}: counts {ok}/{n} = {ok / n:.2f}")
    print(f"HAND_EXTRAS = {unseen_extras / len(rows) / 3:.1f}")
    residuals.sort()
    k = 40
    quantiles = [residuals[int((i + 0.5) * len(residuals) / k)] for i in range(k)]
    print("RESIDUALS = (" + ", ".join(f"{q:.0f}" for q in quantiles) + ")")


if __name__ == "__main__":
    main()
