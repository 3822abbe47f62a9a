#!/usr/bin/env python3
"""How much a late card tells about the hidden hands: the signal behind ``late_model``.

Deals of ``--rules`` are played by four PIMC reference bots solving their last five tricks
exactly (calls by ``normal``). At each of seat 0's card decisions with at most five cards,
every card another seat played from at most five cards (each counted once, at the first
decision that sees it) is solved in the true deal and in ``--worlds`` worlds drawn
uniformly among those seat 0 thinks possible: is it worth more than ``--gap`` raw points
less to its team than that seat's best card there (``late_model``: the deal's score by
``hard.line_value``)? Printed for partner and opponents: how often in the true deal, how
often in sampled ones, and the miss factor those give (the likelihood ratio of a short card
over that of a card that is not). Deterministic: no clock.

    python benchmarks/late_signal.py --rules belote --deals 20 --gap 12
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pimc_reference import make_pimc

from pilotta.actions import Play
from pilotta.bots.dds import Solver
from pilotta.bots.hard import line_value
from pilotta.bots.knowledge import infer
from pilotta.bots.late_model import LateModel
from pilotta.bots.playout import card_play_extras
from pilotta.bots.sampler import Sampler
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rules", default="belote")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--worlds", type=int, default=30)
    ap.add_argument("--gap", type=float, default=12.0)
    args = ap.parse_args(argv)
    rules = rules_named(args.rules)
    # per relation: short in the true deal, cards read there, short in sampled ones, read
    counts = {"partner": [0, 0, 0, 0], "opponents": [0, 0, 0, 0]}
    for i in range(args.first, args.first + args.deals):
        deal = Deal.from_rng(Rng(derive_seed(args.seed, i)), i & 3, rules)
        bots = [make_pimc(derive_seed(args.seed, 13, i, s), solve_tricks=5) for s in range(4)]
        seen: set[int] = set()
        while deal.to_act is not None:
            s = deal.to_act
            obs = deal.observation(s)
            if s == 0 and isinstance(obs.legal[0], Play) and obs.hand.bit_count() <= 5:
                model = LateModel(obs, rules, 5, 0.5, args.gap, line_value)
                model.steps = [st for st in model.steps if st[1] not in seen]
                seen.update(st[1] for st in model.steps)
                k = infer(obs, memory=True)
                extras_of = card_play_extras(obs, rules)
                stream = Rng(derive_seed(args.seed, 17, i, obs.played.bit_count()))
                sampler = Sampler(obs, k, stream, use_auction=False, uniform=True)
                worlds = [list(deal.hands)] + [sampler.world() for _ in range(args.worlds)]
                for w, hands in enumerate(worlds):
                    extras = extras_of([hands[q] | k.played_by[q] for q in range(4)])
                    solver = Solver(obs.trump, 0, rules.partner_exemption)
                    for step in model.steps:
                        one = LateModel(obs, rules, 5, 0.5, args.gap, line_value)
                        one.steps = [step]
                        short = one.weight(hands, extras, solver) < 1.0
                        tally = counts["partner" if step[0] == 2 else "opponents"]
                        tally[0 if w == 0 else 2] += short
                        tally[1 if w == 0 else 3] += 1
            deal.push(bots[s].act(obs))
    print(f"{args.rules}, deals {args.first} to {args.first + args.deals - 1}, seed "
          f"{args.seed}, gap {args.gap:g} raw points, {args.worlds} sampled worlds")
    for who, (t_short, t_n, s_short, s_n) in counts.items():
        pt, ps = t_short / max(1, t_n), s_short / max(1, s_n)
        miss = (pt / ps) / ((1 - pt) / (1 - ps)) if ps and pt < 1 else float("nan")
        print(f"{who}: short in the true deal {t_short}/{t_n} ({pt:.3f}), in sampled ones "
              f"{s_short}/{s_n} ({ps:.3f}): miss factor {miss:.2f}")


if __name__ == "__main__":
    main()
