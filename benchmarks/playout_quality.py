"""How good are the playouts as an evaluation? With every hand open (the true deal), each
legal card is scored by a playout after it and by the exact solver; the card a playout
scores best is compared with the solver's best.

Three evaluations: the hard bot's (``playout.rollout``: the heuristic ``choose_card`` at
every seat, one playout), the PIMC reference's (``pimc_reference.playout``: greedy with
25 % random cards, the mean of 4) and the hard bot's with ``greedy_playouts=4`` (the
heuristic's playout averaged with the mean of 4 of ``greedy.greedy_rollout``; ``--mixed``
sets how many); with ``--lead-search`` a fourth, the hard bot's ``lead_search``
(``playout.lead_search_rollout``: the next leader tries each card by a playout). Positions
come from deals played by four ``normal`` bots; each position where the seat to move holds
one of ``--cards`` cards and has a choice is scored. Printed per (cards in hand, cards on
the table, takers or defenders): the positions, the points lost against exact play by the
card each evaluation scores best, and the mean distance of an evaluation from the exact
value. Points are the mover's side's trick points from here to the end (the last trick's
10 included). Deterministic: no clock.

    python benchmarks/playout_quality.py --rules belote --cards 6 7 --deals 300 [--mixed 8]
        [--lead-search]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from normal_play import card_decisions
from pimc_reference import playout as greedy_playout

from pilotta.bots.dds import Solver
from pilotta.bots.greedy import greedy_rollout
from pilotta.bots.playout import lead_search_rollout, rollout
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named
from pilotta.tricks import close_trick

Key = tuple[int, int, str]


def after(hands: list[int], leader: int, trick: list[int], seat: int, card: int,
          trump: int) -> tuple[list[int], int, list[int], list[int]]:
    """The position after ``card``: hands, leader, trick, trick points taken by it."""
    h = list(hands)
    h[seat] &= ~(1 << card)
    t = [*trick, card]
    tp = [0, 0]
    if len(t) == 4:
        winner, points = close_trick(t, leader, trump, not any(h))
        tp[winner & 1] += points
        leader, t = winner, []
    return h, leader, t, tp


def measure(rules_name: str, sizes: set[int], deals: int, seed: int, mixed_n: int = 4,
            lead_search: bool = False) -> dict[Key, list[float]]:
    exemption = rules_named(rules_name).partner_exemption
    out: dict[Key, list[float]] = {}
    for i, deal, obs in card_decisions(rules_name, deals, seed):
        s = obs.seat
        contract = obs.contract
        if contract is not None and obs.hand.bit_count() in sizes:
            hands, trump, team = list(deal.hands), obs.trump, s & 1
            trick = list(obs.trick)
            exact = Solver(trump, team, exemption).move_values(hands, obs.leader, trick)
            rng = Rng(derive_seed(seed, 99, i, len(deal.actions)))
            heur: dict[int, float] = {}
            greedy: dict[int, float] = {}
            mixed: dict[int, float] = {}
            searched: dict[int, float] = {}
            mix_rng = Rng(derive_seed(seed, 98, i, len(deal.actions)))
            for c in exact:
                h, leader, t, tp = after(hands, obs.leader, trick, s, c, trump)
                one = list(tp)
                rollout(list(h), trump, leader, list(t), contract.team, one, [0, 0],
                        exemption)
                heur[c] = one[team]
                total = 0
                for _ in range(4):
                    g = list(tp)
                    greedy_playout(list(h), leader, list(t), g, [0, 0], trump, exemption,
                                   rng, 0.25)
                    total += g[team]
                greedy[c] = total / 4
                own = 0
                for _ in range(mixed_n):
                    g = list(tp)
                    greedy_rollout(list(h), trump, leader, list(t), g, [0, 0], exemption,
                                   mix_rng)
                    own += g[team]
                mixed[c] = (heur[c] + own / mixed_n) / 2
                if lead_search:
                    one = list(tp)
                    lead_search_rollout(list(h), trump, leader, list(t), contract.team, one,
                                        [0, 0], exemption)
                    searched[c] = one[team]
            best = max(exact.values())
            hc = max(heur, key=lambda c: (heur[c], -c))
            gc = max(greedy, key=lambda c: (greedy[c], -c))
            mc = max(mixed, key=lambda c: (mixed[c], -c))
            key = (obs.hand.bit_count(), len(trick), "takers" if contract.team == team
                   else "defenders")
            row = out.setdefault(key, [0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0])
            row[0] += 1
            row[1] += best - exact[hc]
            row[2] += best - exact[gc]
            row[3] += sum(abs(heur[c] - exact[c]) for c in exact) / len(exact)
            row[4] += sum(abs(greedy[c] - exact[c]) for c in exact) / len(exact)
            row[5] += best - exact[mc]
            row[6] += sum(abs(mixed[c] - exact[c]) for c in exact) / len(exact)
            if lead_search:
                sc = max(searched, key=lambda c: (searched[c], -c))
                row[7] += best - exact[sc]
                row[8] += sum(abs(searched[c] - exact[c]) for c in exact) / len(exact)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rules", default="belote", choices=("pilotta", "belote", "coinche"))
    ap.add_argument("--cards", type=int, nargs="+", default=[6, 7])
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--mixed", type=int, default=4, help="greedy playouts in the mixed one")
    ap.add_argument("--lead-search", action="store_true",
                    help="a fourth column: the playout with the next lead searched")
    args = ap.parse_args()
    rows = measure(args.rules, set(args.cards), args.deals, args.seed, args.mixed,
                   args.lead_search)
    ls = args.lead_search
    print(f"{args.rules}, {args.deals} deals, seed {args.seed}: points lost against exact "
          "play by the card each evaluation scores best (heuristic x1 | greedy x4 | heuristic "
          f"and own greedy x{args.mixed}{' | next lead searched' if ls else ''}), and mean "
          "|evaluation - exact|")

    def line(r: list[float]) -> str:
        n = r[0]
        lost = [r[1], r[2], r[5]] + ([r[7]] if ls else [])
        off = [r[3], r[4], r[6]] + ([r[8]] if ls else [])
        return (f"{int(n):4d} positions: lost {' | '.join(f'{x / n:5.2f}' for x in lost)}; "
                f"off by {' | '.join(f'{x / n:5.1f}' for x in off)}")

    for group in sorted({k[0] for k in rows}, reverse=True):
        for (cards, on_table, side), r in sorted(rows.items()):
            if cards == group:
                print(f"  {cards} cards, {on_table} on the table, {side:<9} {line(r)}")
        for name, leads_only in (("all", False), ("leads", True)):
            total = [sum(r[j] for k, r in rows.items()
                         if k[0] == group and (k[1] == 0 or not leads_only)) for j in range(9)]
            print(f"  {group} cards, {name:<5} {line(total)}")


if __name__ == "__main__":
    main()
