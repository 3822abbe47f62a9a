#!/usr/bin/env python3
"""The exact endgame as the hard bot asks it (``endgame.solved_moves``: each legal card's
trick points and tricks at the end of the deal), a commit's ``endgame.py`` (read with ``git
show``, on this checkout's solver) against this checkout's, in one process and interleaved
world by world (so under the same load). The worlds are the hard bot's own: at each of its
card decisions with ``--cards`` cards in hand in deals played by ``normal``
(``normal_play.card_decisions``), the worlds it would solve. Prints the worlds, how many
differ (none may) and the CPU time of each side. With ``--decisions`` the hard bot's whole
card decisions instead (all of them with a choice, or those with ``--cards`` when given),
each made with the one endgame then the other (the order alternating): the same cards must
be played.

    python3 benchmarks/ab_endgame.py --commit a440468 --rules belote --deals 25
    python3 benchmarks/ab_endgame.py --commit a440468 --rules belote --deals 12 --decisions
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Generator, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from ab_solver import bots_module_at  # noqa: E402
from normal_play import card_decisions  # noqa: E402

from pilotta.bots import endgame, hard, make_bot  # noqa: E402
from pilotta.bots.dds import Solver  # noqa: E402
from pilotta.bots.hard import PRESETS, HardBot  # noqa: E402
from pilotta.bots.knowledge import infer  # noqa: E402
from pilotta.rulesets import rules_named  # noqa: E402

Moves = Callable[..., Iterator[tuple[int, list[int], list[int]]]]
World = tuple[list[int], int]


def _drawn(run: Generator[None, None, list[World]]) -> list[World]:
    """A generator of the bot's worlds run to its end."""
    while True:
        try:
            next(run)
        except StopIteration as done:
            return list(done.value)


def solved_moves_of(commit: str) -> Moves:
    return bots_module_at(commit, "endgame").solved_moves  # type: ignore[no-any-return]


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--commit", required=True)
    p.add_argument("--rules", default="belote", choices=("pilotta", "belote", "coinche"))
    p.add_argument("--deals", type=int, default=25)
    p.add_argument("--seed", type=int, default=4)
    p.add_argument("--cards", type=int)
    p.add_argument("--decisions", action="store_true")
    args = p.parse_args()
    sides: dict[str, Moves] = {"old": solved_moves_of(args.commit),
                               "new": endgame.solved_moves}
    rules = rules_named(args.rules)
    budget = PRESETS["arena"]
    if args.rules == "belote" and budget.belote_cards is not None:
        budget = budget.belote_cards
    cpu = {"old": 0.0, "new": 0.0}
    if args.decisions:
        return _decisions(args, sides, cpu)
    cards = 5 if args.cards is None else args.cards
    worlds = differ = 0
    for i, _, obs in card_decisions(args.rules, args.deals, args.seed):
        if obs.hand.bit_count() != cards:
            continue
        bot = HardBot(i)
        drawn = _drawn(bot._worlds(obs, infer(obs, memory=True), bot._rng(obs),
                                   budget.dds_candidates or budget.candidates,
                                   budget.dds_worlds, uniform=budget.uniform_worlds))
        for hands, _ in drawn:
            out = {}
            for label in ("old", "new") if worlds % 2 == 0 else ("new", "old"):
                start = time.process_time()
                solver = Solver(obs.trump, obs.seat & 1, rules.partner_exemption)
                out[label] = [(c, tp, tw) for c, tp, tw in sides[label](
                    solver, list(hands), obs.leader, list(obs.trick), obs.trick_points,
                    obs.tricks_won)]
                cpu[label] += time.process_time() - start
            worlds += 1
            differ += out["old"] != out["new"]
    print(f"{args.rules}, {cards} cards in hand, deals 0 .. {args.deals - 1} of seed "
          f"{args.seed}: {worlds} worlds, {differ} differ; CPU {args.commit} "
          f"{cpu['old']:.2f} s, this checkout {cpu['new']:.2f} s: "
          f"x{cpu['new'] / max(cpu['old'], 1e-9):.3f}")
    return 1 if differ else 0


def _decisions(args: argparse.Namespace, sides: dict[str, Moves], cpu: dict[str, float]
               ) -> int:
    """The hard bot's card decisions, each made with either endgame in turn."""
    n = differ = 0
    for i, _, obs in card_decisions(args.rules, args.deals, args.seed):
        if args.cards is not None and obs.hand.bit_count() != args.cards:
            continue
        played = {}
        for label in ("old", "new") if n % 2 == 0 else ("new", "old"):
            hard.solved_moves = sides[label]  # type: ignore[attr-defined]
            start = time.process_time()
            played[label] = make_bot("hard", i).act(obs)
            cpu[label] += time.process_time() - start
        hard.solved_moves = sides["new"]  # type: ignore[attr-defined]
        n += 1
        differ += played["old"] != played["new"]
    which = "all" if args.cards is None else f"{args.cards} cards in hand"
    print(f"{args.rules}, hard's card decisions ({which}), deals 0 .. {args.deals - 1} of "
          f"seed {args.seed}: {n} decisions, {differ} differ; CPU {args.commit} "
          f"{cpu['old']:.2f} s, this checkout {cpu['new']:.2f} s: "
          f"x{cpu['new'] / max(cpu['old'], 1e-9):.3f}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
