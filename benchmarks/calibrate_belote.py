"""Fit the Belote take evaluation's weights (pilotta/bots/belote_calls.py) on simulated deals.

For random Belote deals, a random seat is made the taker of each possible trump in turn: the
turned card's suit (taken in round 1) and each other suit (named in round 2). The four seats
are normal bots. The taker's six known cards (five dealt, the turned card) are regressed
(least squares) on the takers' trick points; the script also prints how often the fitted
take rule's chance to make agrees with the real outcome, and how often a run among the six
cards counts.

With ``--likelihood``, normal bots choose trump in random deals instead, and the script
prints how much more often than a random hand a hand of each trump quality belongs to the
taker or to a seat that passed before him (``belote_calls.TAKER_LIKELIHOOD`` and
``PASSER_LIKELIHOOD``).

    python3 benchmarks/calibrate_belote.py --deals 5000 --seed 5
    python3 benchmarks/calibrate_belote.py --likelihood --deals 4000 --seed 3
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calibrate_eval import solve

from pilotta.actions import PASS_CALL, TAKE_CALL, name_trump
from pilotta.belote import BELOTE
from pilotta.bots import make_bot
from pilotta.bots.belote_calls import FEATURES, extras, features, take_value, trump_quality
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed


def forced_deal(seed: int, dealer: int, seat: int, trump: int) -> tuple[Deal, int]:
    """The deal with ``seat`` taking ``trump`` (round 1 if it is the turned card's suit),
    and the six cards the taker knew when choosing."""
    deal = Deal.from_rng(Rng(seed), dealer, BELOTE)
    turned = deal.turned
    assert turned is not None
    known = deal.hands[seat] | 1 << turned
    if trump != turned >> 3:
        for _ in range(4):
            deal.push(PASS_CALL)
    while deal.auction.to_act != seat:
        deal.push(PASS_CALL)
    deal.push(TAKE_CALL if trump == turned >> 3 else name_trump(trump))
    return deal, known


def likelihood(deals: int, seed: int, level: str) -> None:
    """Trump quality of the taker, of the seats that passed before him in his round, and
    of every seat, over deals where ``level`` bots choose trump."""
    taker, passer, every = [0] * 7, [0] * 7, [0] * 7
    bots = [make_bot(level, s) for s in range(4)]
    for i in range(deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i & 3, BELOTE)
        while deal.contract is None and not deal.is_over:
            s = deal.to_act
            assert s is not None
            deal.push(bots[s].act(deal.observation(s)))
        if deal.contract is None:
            continue
        n = len(deal.auction.calls)
        passers = {deal.auction.seat_of(j) for j in range(0 if n <= 4 else 4, n - 1)}
        for s in range(4):
            q = trump_quality(deal.play_hands[s], deal.trump)
            every[q] += 1
            if s == deal.contract.seat:
                taker[q] += 1
            elif s in passers:
                passer[q] += 1
    print("quality | taker / random | passer / random")
    for q in range(7):
        base = every[q] / sum(every) or 1e-9
        print(f"  {q} | {taker[q] / sum(taker) / base:.2f} | {passer[q] / sum(passer) / base:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--likelihood", action="store_true")
    args = ap.parse_args()
    if args.likelihood:
        likelihood(args.deals, args.seed, args.level)
        return
    rng = Rng(args.seed)
    rows: list[tuple[list[float], float, float, tuple[float, float], bool]] = []
    their_extras = our_unseen = 0.0
    for i in range(args.deals):
        dealer = i & 3
        seed = derive_seed(args.seed, i)
        seat = rng.below(4)
        for trump in range(4):
            deal, known = forced_deal(seed, dealer, seat, trump)
            agents = [make_bot(args.level, s) for s in range(4)]
            while not deal.is_over:
                s = deal.to_act
                assert s is not None
                deal.push(agents[s].act(deal.observation(s)))
            result = deal.result()
            assert result is not None
            team = seat & 1
            leads = (seat - dealer) & 1 == 1
            diff = result.raw[team] - result.raw[1 - team]
            their_extras += result.declarations[1 - team] + result.pilotta[1 - team]
            belote, decl = extras(known, trump)
            our_unseen += result.declarations[team] + result.pilotta[team] - belote - decl
            rows.append((features(known, trump, leads), float(deal.trick_points[team]),
                         float(diff), extras(known, trump), bool(result.made)))
    n = len(FEATURES)
    xtx = [[0.0] * n for _ in range(n)]
    xty = [0.0] * n
    for f, y, *_ in rows:
        for a in range(n):
            xty[a] += f[a] * y
            for b in range(n):
                xtx[a][b] += f[a] * f[b]
    w = solve(xtx, xty)
    resid = [y - sum(wi * fi for wi, fi in zip(w, f)) for f, y, *_ in rows]
    sd = math.sqrt(sum(r * r for r in resid) / max(1, len(rows) - n))
    print(f"{len(rows)} forced contracts")
    print("WEIGHTS = (")
    print("    " + ", ".join(f"{x:.2f}" for x in w) + ",")
    print(")")
    print(f"SPREAD = {sd:.1f}")
    opp = (their_extras - our_unseen) / len(rows)
    print(f"defenders' extras {their_extras / len(rows):.1f}, takers' unseen extras "
          f"{our_unseen / len(rows):.1f} a deal: OPPONENTS = {opp:.1f}")
    for name, x in zip(FEATURES, w):
        print(f"  {name:12s} {x:+.2f}")
    # calibration of the take value: expected vs real difference, by predicted chance
    bins: dict[int, list[tuple[float, float, bool]]] = {}
    for (f, _, diff, (belote, decl), made) in rows:
        mean = max(0.0, min(162.0, sum(wi * fi for wi, fi in zip(w, f))))
        ev, p = take_value(mean, belote, decl, sd, opp)
        bins.setdefault(min(9, int(p * 10)), []).append((ev, diff, made))
    print("chance to make (predicted) | contracts | made (real) | EV predicted | EV real")
    for b in sorted(bins):
        xs = bins[b]
        k = len(xs)
        print(f"  {b / 10:.1f}-{(b + 1) / 10:.1f} | {k:5d} | "
              f"{sum(m for *_, m in xs) / k:.2f} | "
              f"{sum(e for e, *_ in xs) / k:+7.1f} | {sum(d for _, d, _ in xs) / k:+7.1f}")


if __name__ == "__main__":
    main()
