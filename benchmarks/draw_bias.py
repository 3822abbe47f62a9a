#!/usr/bin/env python3
"""How far the sampler's quick draw is from a uniform one, position by position.

Deals are played by the ``normal`` bots. At each card decision with a choice, the hard
bot's sampler draws ``--draws`` worlds with its quick draw (each card to a seat in
proportion to the cards that seat still needs) and as many uniformly among the deals that
fit what the seat knows (``exact_draw``). For every unknown card and seat, the share of
worlds giving the card to the seat is compared; printed per cards in hand: the largest gap
of a position, at the median, the 90th percentile and the worst position; beside it the
same for two uniform draws of other seeds, the noise of drawing alone. Deterministic: no
clock.

    python benchmarks/draw_bias.py --rules belote --deals 12 --draws 3000
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from normal_play import card_decisions

from pilotta.bots.knowledge import Knowledge, infer
from pilotta.bots.sampler import Sampler
from pilotta.cards import cards_in
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed


def shares(obs: Observation, k: Knowledge, uniform: bool, draws: int, seed: int
           ) -> dict[tuple[int, int], float]:
    """(card, seat) -> the share of ``draws`` worlds giving that seat that card."""
    sampler = Sampler(obs, k, Rng(seed), uniform=uniform)
    count: dict[tuple[int, int], int] = {}
    for _ in range(draws):
        hands = sampler.world()
        for s in range(4):
            if s != obs.seat:
                for c in cards_in(hands[s]):
                    count[(c, s)] = count.get((c, s), 0) + 1
    return {key: n / draws for key, n in count.items()}


def largest_gap(a: dict[tuple[int, int], float], b: dict[tuple[int, int], float]) -> float:
    return max(abs(a.get(key, 0.0) - b.get(key, 0.0)) for key in a | b)


def measure(rules_name: str, deals: int, draws: int, seed: int
            ) -> dict[int, list[tuple[float, float]]]:
    """Per cards in hand: each position's largest gap between the quick and the uniform
    draws' shares, and between two uniform draws."""
    gaps: dict[int, list[tuple[float, float]]] = {}
    for i, _deal, obs in card_decisions(rules_name, deals, seed):
        n = obs.hand.bit_count()
        at = derive_seed(seed, i, obs.seat, n)
        k = infer(obs, memory=True)
        quick = shares(obs, k, False, draws, at)
        even = shares(obs, k, True, draws, at)
        again = shares(obs, k, True, draws, derive_seed(at, 1))
        gaps.setdefault(n, []).append((largest_gap(quick, even), largest_gap(even, again)))
    return gaps


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules", default="belote", choices=("pilotta", "belote", "coinche"))
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--draws", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    gaps = measure(args.rules, args.deals, args.draws, args.seed)
    print(f"{args.rules}, {args.deals} deals, seed {args.seed}, {args.draws} draws each way: "
          "a position's largest gap in a card's share with a seat, quick draw vs uniform")
    for n in sorted(gaps, reverse=True):
        cols = []
        for j in (0, 1):
            g = sorted(row[j] for row in gaps[n])
            cols.append(f"{g[len(g) // 2]:.3f} / {g[int(len(g) * 0.9)]:.3f} / {g[-1]:.3f}")
        print(f"  {n} cards in hand: {len(gaps[n]):3d} positions; median / 90th percentile / "
              f"worst: quick vs uniform {cols[0]}, uniform vs uniform {cols[1]}")


if __name__ == "__main__":
    main()
