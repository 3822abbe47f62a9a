"""How the guided deals of ``web/guide/lessons.py`` were found: the normal bots play all four
seats of the first deal of ``Match(seed=S)`` (dealer Left), and a seed is printed when seat 0
takes the contract and makes it, announces a declaration, and in its own moves follows suit,
trumps and overtrumps (and which other rules it meets: Belote's partner exemption, Pilotta's
Rule of 6). The line gives the deal's actions in record notation, as the lesson keeps them.

    python benchmarks/lesson_search.py pilotta 4000 [FIRST]     # 410 was chosen
    python benchmarks/lesson_search.py belote 1500      # 343 was chosen
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import Declare
from pilotta.bots import make_bot
from pilotta.explain import play_constraint
from pilotta.match import Match
from pilotta.rng import derive_seed
from pilotta.rulesets import rules_named

NEEDED = {"follow", "trump", "overtrump"}


def search(game: str, seeds: int, first: int = 0) -> None:
    rules = rules_named(game)
    for seed in range(first, seeds):
        deal = Match(rules.default_target, seed=seed, rules=rules, first_dealer=3).new_deal()
        bots = {s: make_bot("normal", derive_seed(seed, 1000 + s)) for s in range(4)}
        seen: set[str] = set()
        announced = False
        words = []
        while deal.result() is None:
            seat = deal.to_act
            assert seat is not None
            if seat == 0:
                rule = play_constraint(deal)
                if rule is not None:
                    seen.add(str(rule.rule))
            action = bots[seat].act(deal.observation(seat))
            announced |= seat == 0 and action == Declare(True)
            words.append(str(action))
            deal.push(action)
        result = deal.result()
        assert result is not None
        c, score = result.contract, result.score
        if c is None or score is None or c.seat != 0 or not score.made or not announced:
            continue
        if seen >= NEEDED:
            extra = sorted(seen - NEEDED - {"lead"}) + (["rule_of_six"] if score.rule_of_six
                                                         else [])
            print(seed, c, " ".join(extra), "|", " ".join(words), flush=True)


if __name__ == "__main__":
    search(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0)
