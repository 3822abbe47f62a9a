"""Per-decision time of each bot level, by rule set and phase (calls; cards by kind of
contract): seats 0/2 play ``--level``, seats 1/3 ``--other``, over ``--deals`` deals of each
rule set. Times are CPU seconds of this process (``time.process_time``), so a busy machine
changes them less than wall time; a report figure only (the clock decides nothing).

    python benchmarks/decision_time.py --level hard --deals 10 --rules belote coinche
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import Call
from pilotta.bots import make_bot
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

KIND = {4: "sans-atout", 5: "tout-atout"}


def phase(rules: str, action: object, trump: int) -> str:
    if isinstance(action, Call):
        return "calls"
    if rules != "coinche":
        return "cards"
    return f"cards {KIND.get(trump, 'suit')}"


def measure(rules: str, level: str, other: str, deals: int, seed: int,
            options: dict[str, Any]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    ruleset = rules_named(rules)
    for i in range(deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i & 3, ruleset)
        bots = [make_bot(level if s % 2 == 0 else other, derive_seed(seed, i, s),
                         **(options if (level if s % 2 == 0 else other) == "hard" else {}))
                for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            assert s is not None
            obs = deal.observation(s)
            t0 = time.process_time()
            action = bots[s].act(obs)
            dt = time.process_time() - t0
            if s % 2 == 0 and len(obs.legal) > 1:
                out.setdefault(phase(rules, action, obs.trump), []).append(dt)
            deal.push(action)
    return out


def line(name: str, ts: list[float]) -> str:
    return (f"  {name:<18} mean {1000 * sum(ts) / len(ts):7.1f} ms, worst "
            f"{1000 * max(ts):7.1f} ms over {len(ts)} decisions with a choice")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="hard")
    ap.add_argument("--other", default="normal")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", nargs="+", default=["belote", "coinche"])
    ap.add_argument("--budget", default="browser")
    ap.add_argument("--set", nargs="*", default=[], metavar="FIELD=VALUE",
                    help="hard: budget fields over the preset, e.g. dds_cards=5")
    args = ap.parse_args()
    options: dict[str, Any] = {"budget": args.budget}
    for item in args.set:
        key, eq, text = item.partition("=")
        if not eq:
            ap.error(f"--set {item!r}: write field=value")
        options[key] = float(text) if "." in text else int(text)
    for rules in args.rules:
        res = measure(rules, args.level, args.other, args.deals, args.seed, options)
        every = [t for ts in res.values() for t in ts]
        budget = f", budget {args.budget} {' '.join(args.set)}" if args.level == "hard" \
            else ""
        print(f"{rules}: {args.level} (seats 0/2) against {args.other}, {args.deals} deals, "
              f"seed {args.seed}{budget}")
        print(line("all", every))
        for name in sorted(res):
            print(line(name, res[name]))


if __name__ == "__main__":
    main()
