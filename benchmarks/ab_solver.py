#!/usr/bin/env python3
"""Two exact solvers on the same deals, in one process, interleaved (so under the same
load): the ``dds.py`` of a commit (read with ``git show``) against this checkout's. Prints,
for each game, the nodes summed over the deals and the CPU time (best of the rounds), and
the checkout's ratio to the commit's; both must agree on every value.

    python3 benchmarks/ab_solver.py --commit main --deals 12 [--rounds 2] [--trump 4]

The deals are ``benchmark.solver_positions`` (those of ``python -m pilotta bench
--solver``); ``--trump`` replaces their trump (4: sans-atout, 5: tout-atout, Coinche's).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pilotta.benchmark import solver_positions  # noqa: E402
from pilotta.bots import dds  # noqa: E402
from pilotta.rulesets import rules_named  # noqa: E402


def bots_module_at(commit: str, name: str) -> types.ModuleType:
    """``pilotta/bots/NAME.py`` as it was at ``commit`` (read with ``git show``), loaded
    beside this checkout's package (its relative imports are this checkout's)."""
    path = f"pilotta/bots/{name}.py"
    source = subprocess.run(["git", "show", f"{commit}:{path}"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    module = types.ModuleType(f"pilotta.bots.{name}_" + commit.replace("/", "_"))
    module.__package__ = "pilotta.bots"
    exec(compile(source, f"{commit}:{path}", "exec"), module.__dict__)
    return module


def solver_of(commit: str) -> type:
    return bots_module_at(commit, "dds").Solver  # type: ignore[no-any-return]


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--commit", default="main")
    p.add_argument("--deals", type=int, default=12)
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--trump", type=int, choices=range(6))
    args = p.parse_args()
    positions = solver_positions(args.deals)
    solvers = {"old": solver_of(args.commit), "new": dds.Solver}
    for name in ("pilotta", "belote"):
        exemption = rules_named(name).partner_exemption
        nodes: dict[str, int] = {}
        cpu: dict[str, float] = {}
        values: dict[str, list[int]] = {}
        for r in range(args.rounds):
            for label in ("old", "new") if r % 2 == 0 else ("new", "old"):
                start = time.process_time()
                nodes[label], values[label] = 0, []
                for hands, trump, leader in positions:
                    t = trump if args.trump is None else args.trump
                    s = solvers[label](t, leader & 1, exemption)
                    values[label].append(s.value(list(hands), leader, []))
                    nodes[label] += s.nodes
                took = time.process_time() - start
                cpu[label] = min(cpu.get(label, took), took)
        assert values["old"] == values["new"], "the two solvers disagree"
        print(f"{name}: {args.commit} {nodes['old']:,} nodes {cpu['old']:.2f} s, this checkout "
              f"{nodes['new']:,} nodes {cpu['new']:.2f} s: nodes x{nodes['new'] / nodes['old']:.3f}"
              f", CPU x{cpu['new'] / cpu['old']:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
