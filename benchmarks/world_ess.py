"""How many worlds a card decision really searches: the effective sample size of the
candidate worlds' auction weights, and the distinct worlds left after resampling.

Hard draws ``candidates`` worlds that fit what its seat has seen, weights each by how well
it explains the auction (``Sampler.weight``), and resamples ``worlds`` of them
(``sampler.resample``); the search then plays each distinct world once, with its
multiplicity. So the work and the information are the distinct worlds, not ``worlds``.
Deals played by four ``normal`` bots; at each card decision with a choice and 6 to 8 cards
in hand, the worlds are drawn as the card play draws them (``--quick``: the quick draw).

    python benchmarks/world_ess.py --deals 8 --candidates 640 --worlds 320
    python benchmarks/world_ess.py --deals 8 --candidates 1280 --worlds 640
    python benchmarks/world_ess.py --deals 8 --candidates 640 --worlds 320 --moves 4

``--moves N``: each repeat of a resampled world moved by N card swaps (hard's
``world_moves``); then also the distinct worlds after the moves, and the mean log-weight
of the resampled worlds and of the moved ones (alike if the moves keep the distribution).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import Play
from pilotta.bots import make_bot
from pilotta.bots.knowledge import infer
from pilotta.bots.sampler import Sampler, resample
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rules import Rules
from pilotta.rulesets import rules_named


def quantiles(xs: list[float]) -> str:
    xs = sorted(xs)
    return ", ".join(f"{q}: {xs[min(len(xs) - 1, int(q / 100 * len(xs)))]:.0f}"
                     for q in (10, 50, 90))


def decisions(rules: Rules, deals: int, seed: int) -> Iterator[tuple[int, Deal, Observation]]:
    """(deal index, deal, observation) at each card decision with a choice and 6 to 8 cards
    in hand, in ``deals`` deals played by four ``normal`` bots (the deal moves on when the
    caller asks for the next)."""
    for i in range(deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i % 4, rules)
        bots = [make_bot("normal", derive_seed(seed, i, s)) for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            assert s is not None
            obs = deal.observation(s)
            if (isinstance(obs.legal[0], Play) and len(obs.legal) > 1
                    and 6 <= obs.hand.bit_count() <= 8):
                yield i, deal, obs
            deal.push(bots[s].act(obs))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules", default="pilotta", choices=("pilotta", "belote", "coinche"))
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--candidates", type=int, default=640)
    ap.add_argument("--worlds", type=int, default=320)
    ap.add_argument("--quick", action="store_true", help="the quick draw, not uniform draws")
    ap.add_argument("--moves", type=int, default=0, help="card swaps for each repeated world")
    args = ap.parse_args()
    rules = rules_named(args.rules)
    ess: list[float] = []
    distinct: list[float] = []
    moved_distinct: list[float] = []
    log_picked: list[float] = []
    log_moved: list[float] = []
    for i, _, obs in decisions(rules, args.deals, args.seed):
        rng = Rng(derive_seed(args.seed, i, obs.played))
        sampler = Sampler(obs, infer(obs, memory=True), rng, uniform=not args.quick)
        draws = [sampler.world() for _ in range(args.candidates)]
        weights = [sampler.weight(h) for h in draws]
        total = math.fsum(weights)
        ess.append(total * total / max(1e-300, math.fsum(w * w for w in weights)))
        picks = resample(weights, args.worlds, rng)
        distinct.append(len(set(picks)))
        if args.moves:
            seen: set[tuple[int, ...]] = set()
            for j, p in enumerate(picks):
                log_picked.append(math.log(weights[p]))
                if j and picks[j - 1] == p:  # a repeat: moved
                    h = sampler.moved(draws[p], weights[p], args.moves, sampler.weight)
                    log_moved.append(math.log(sampler.weight(h)))
                else:
                    h = draws[p]
                seen.add(tuple(h))
            moved_distinct.append(len(seen))
    print(f"{args.rules}, {args.deals} deals, seed {args.seed}, {len(ess)} card decisions with "
          f"6 to 8 cards; {args.candidates} candidates "
          f"({'quick' if args.quick else 'uniform'} draw), {args.worlds} worlds resampled")
    print(f"  effective sample size of the weights: quantiles {quantiles(ess)}")
    print(f"  distinct worlds searched: quantiles {quantiles(distinct)}")
    if args.moves:
        print(f"  after {args.moves} card swaps for each repeat: distinct worlds quantiles "
              f"{quantiles(moved_distinct)}")
        print(f"  mean log-weight: resampled worlds {math.fsum(log_picked) / len(log_picked):.3f}"
              f", moved repeats {math.fsum(log_moved) / max(1, len(log_moved)):.3f}")


if __name__ == "__main__":
    main()
