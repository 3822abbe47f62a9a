"""Where two card players choose differently, which card is better with every hand open?

Deals are played with the calls and declarations of ``normal`` and the cards of player A
(as in ``cardplay_arena.py``'s first play). At each of A's card decisions with a choice,
player B is asked what it would play from the same observation; where they differ, both
cards are scored double-dummy in the true deal (``endgame.solved_moves``: the exact solver's
line to the end, then the deal's raw score difference for the mover's team by the rule set,
as the hard bot scores its exact solves), with the best card's score beside them.

Printed per (cards in hand, leading or following, takers or defenders): the decisions, how
many differ, A − B summed over those, and each player's loss against the best card. The
double-dummy score is an oracle with a bias (every later card is played knowing every
hand): a diagnostic of where two players part, in minutes, not a strength figure (that is
the arena's). Deterministic: no clock.

    python benchmarks/decision_quality.py --a hard --b pimc --rules belote --deals 150
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardplay_arena import make_player

from pilotta.actions import Play
from pilotta.bots import make_bot
from pilotta.bots.dds import Solver
from pilotta.bots.endgame import solved_moves
from pilotta.bots.knowledge import infer
from pilotta.bots.playout import WorldExtras, card_play_extras, outcome
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

Key = tuple[int, str, str]


def true_extras(deal: Deal, obs: Observation) -> WorldExtras:
    """The declarations and belote of the true deal, as the hard bot reads a world's."""
    played = infer(obs).played_by
    return card_play_extras(obs, deal.rules)([deal.hands[s] | played[s] for s in range(4)])


def measure(a: str, b: str, rules_name: str, first: int, deals: int, seed: int
            ) -> dict[Key, list[int]]:
    """Per category: [decisions, differing, sum of A - B, A's loss, B's loss]."""
    rules = rules_named(rules_name)
    rows: dict[Key, list[int]] = {}
    for i in range(first, first + deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i & 3, rules)
        callers = [make_bot("normal", derive_seed(seed, i, 0, s)) for s in range(4)]
        players = [make_player(a, derive_seed(seed, i, 1, s), {}) for s in range(4)]
        askers = [make_player(b, derive_seed(seed, i, 2, s), {}) for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            assert s is not None
            obs = deal.observation(s)
            if not isinstance(obs.legal[0], Play):
                deal.push(callers[s].act(obs))
                continue
            action = players[s].act(obs)
            contract = obs.contract
            if len(obs.legal) > 1 and contract is not None:
                other = askers[s].act(obs)
                team = s & 1
                key = (obs.hand.bit_count(), "follow" if obs.trick else "lead",
                       "takers" if contract.team == team else "defenders")
                row = rows.setdefault(key, [0, 0, 0, 0, 0])
                row[0] += 1
                if other != action:
                    assert isinstance(action, Play) and isinstance(other, Play)
                    extras = true_extras(deal, obs)
                    solver = Solver(obs.trump, team, rules.partner_exemption)
                    scores = {
                        c: outcome(contract.team, contract.value, contract.multiplier, tp, tw,
                                   extras, team, rules)
                        for c, tp, tw in solved_moves(solver, list(deal.hands), obs.leader,
                                                      list(obs.trick), obs.trick_points,
                                                      obs.tricks_won)
                    }
                    best = max(scores.values())
                    row[1] += 1
                    row[2] += scores[action.card] - scores[other.card]
                    row[3] += best - scores[action.card]
                    row[4] += best - scores[other.card]
            deal.push(action)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--a", default="hard", help="the player whose cards are played")
    ap.add_argument("--b", default="pimc", help="the player asked at each of A's decisions")
    ap.add_argument("--rules", default="belote", choices=("pilotta", "belote", "coinche"))
    ap.add_argument("--deals", type=int, default=150)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rows = measure(args.a, args.b, args.rules, args.first, args.deals, args.seed)
    print(f"{args.rules}, deals {args.first} .. {args.first + args.deals - 1}, seed "
          f"{args.seed}: A={args.a} plays, B={args.b} asked; double-dummy raw score")
    total = [0, 0, 0, 0, 0]
    for key in sorted(rows, key=lambda k: (-k[0], k[1], k[2])):
        n, d, diff, la, lb = rows[key]
        print(f"  {key[0]} cards {key[1]:6} {key[2]:9} {n:5} decisions, {d:4} differ: "
              f"A - B {diff:+6d}; lost A {la:5d}, B {lb:5d}")
        total = [x + y for x, y in zip(total, rows[key], strict=True)]
    n, d, diff, la, lb = total
    print(f"  all: {n} decisions, {d} differ: A - B {diff:+d} ({diff / args.deals:+.2f} a "
          f"deal); lost A {la}, B {lb}")


if __name__ == "__main__":
    main()
