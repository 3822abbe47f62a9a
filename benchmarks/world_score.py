"""How well the worlds a card decision draws predict the hidden cards: a proper score of
the auction weights, in seconds instead of an arena's hours.

At each card decision with a choice and 6 to 8 cards in hand (deals played by four
``normal`` bots, ``world_ess.decisions``), hard's candidate worlds are drawn uniformly among
the deals that fit and weighed by the auction (``Sampler.weight``). For every hidden card
that more than one seat may hold, the weighted worlds give each seat a chance to hold it;
the true deal says who does. Scored per card (higher is better for both):

- log score: the mean natural log of the chance given to the true owner (floored at 1e-3,
  so that one world-less owner does not dominate);
- Brier: 1 minus the mean squared error of the three seats' chances.

Rows: the weights at several softnesses of the auction model (``Sampler.tau``, the
points of slack a call is read with; 9 today), no weights (uniform), and, at the
softnesses ``--world-taus``, the worlds a decision searches: ``--worlds`` resampled, and
resampled with each repeat moved by ``--moves`` card swaps (hard's ``world_moves``). The
same draws score every row. Deterministic.

    python benchmarks/world_score.py --deals 40 --candidates 640 --worlds 320 --moves 4
    python benchmarks/world_score.py --rules belote --deals 40 --candidates 512 --worlds 256

(Belote's and Coinche's calls are weighed by models of their own: one weighted row.)
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from world_ess import decisions

from pilotta.bots.knowledge import infer
from pilotta.bots.sampler import TAU, Sampler, resample
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

FLOOR = 1e-3


class Score:
    def __init__(self) -> None:
        self.log = 0.0
        self.brier = 0.0
        self.n = 0
        self.per: list[float] = []  # each decision's mean log score

    def add(self, worlds: Sequence[Sequence[int]], weights: Sequence[float],
            truth: Sequence[int], cards: Sequence[int], seats: Sequence[int]) -> None:
        total = math.fsum(weights)
        before = self.log
        for c in cards:
            bit = 1 << c
            chance = {s: math.fsum(w for h, w in zip(worlds, weights, strict=True)
                                   if h[s] & bit) / total for s in seats}
            owner = next(s for s in seats if truth[s] & bit)
            self.log += math.log(max(FLOOR, chance[owner]))
            self.brier += sum((p - (s == owner)) ** 2 for s, p in chance.items())
            self.n += 1
        self.per.append((self.log - before) / max(1, len(cards)))

    def line(self, name: str, base: Score | None = None) -> str:
        out = (f"  {name:<48} log score {self.log / self.n:+.4f}, "
               f"Brier {1 - self.brier / self.n:.4f}")
        if base is not None and base is not self:
            d = [a - b for a, b in zip(self.per, base.per, strict=True)]
            m = math.fsum(d) / len(d)
            sd = math.sqrt(math.fsum((x - m) ** 2 for x in d) / (len(d) - 1))
            half = 1.96 * sd / math.sqrt(len(d))
            out += f"; log score per decision - today's {m:+.4f} (±{half:.4f})"
        return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules", default="pilotta", choices=("pilotta", "belote", "coinche"))
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--candidates", type=int, default=640)
    ap.add_argument("--worlds", type=int, default=320)
    ap.add_argument("--moves", type=int, default=4)
    ap.add_argument("--taus", type=float, nargs="+", default=[6.0, 9.0, 12.0, 18.0, 27.0])
    ap.add_argument("--world-taus", type=float, nargs="+", default=[9.0, 15.0],
                    help="the softnesses of the resampled (and moved) worlds' rows")
    args = ap.parse_args()
    rules = rules_named(args.rules)
    today = TAU
    if args.rules != "pilotta":  # Belote's and Coinche's calls have weights of their own
        args.taus = args.world_taus = [today]
    by_tau = {t: Score() for t in args.taus}
    uniform = Score()
    picked = {t: Score() for t in args.world_taus}
    moved = {t: Score() for t in args.world_taus}
    count = 0
    for i, deal, obs in decisions(rules, args.deals, args.seed):
        count += 1
        truth = list(deal.hands)
        assert truth[obs.seat] == obs.hand
        rng = Rng(derive_seed(args.seed, i, obs.played))
        sampler = Sampler(obs, infer(obs, memory=True), rng, uniform=True)
        draws = [sampler.world() for _ in range(args.candidates)]
        plan = sampler._plan()
        cards = [c for c in plan.cards if len(plan.seats_of[c]) > 1]
        seats = sampler.others
        uniform.add(draws, [1.0] * len(draws), truth, cards, seats)
        for t, score in by_tau.items():
            sampler.tau = t
            score.add(draws, [sampler.weight(h) for h in draws], truth, cards, seats)
        for t in args.world_taus:  # the worlds a decision searches
            sampler.tau = t
            weights = [sampler.weight(h) for h in draws]
            picks = resample(weights, args.worlds, rng)
            picked[t].add([draws[p] for p in picks], [1.0] * len(picks), truth, cards,
                          seats)
            worlds = []
            for j, p in enumerate(picks):
                if j and picks[j - 1] == p:
                    worlds.append(sampler.moved(draws[p], weights[p], args.moves,
                                                sampler.weight))
                else:
                    worlds.append(draws[p])
            moved[t].add(worlds, [1.0] * len(worlds), truth, cards, seats)
        sampler.tau = today
    print(f"{args.rules}, {args.deals} deals, seed {args.seed}, {count} card decisions "
          f"with 6 to 8 cards, {uniform.n} hidden cards scored; {args.candidates} candidates "
          f"drawn uniformly")
    base = by_tau.get(today)
    print(uniform.line("no auction weights", base))
    for t, score in by_tau.items():
        name = (f"weighted, softness {t:g}" + (" (today)" if t == today else "")
                if args.rules == "pilotta" else "weighted by the calls' own model")
        print(score.line(name, base))
    for t in args.world_taus:
        at = f" at {t:g}" if args.rules == "pilotta" else ""
        print(picked[t].line(f"{args.worlds} resampled{at}", base))
        print(moved[t].line(f"{args.worlds} resampled{at}, repeats moved ({args.moves} swaps)",
                            base))


if __name__ == "__main__":
    main()
