#!/usr/bin/env python3
"""The exact solver before and after issue #21, on the same random full deals as
``python -m pilotta bench --solver``: the ``dds.py`` of a commit (default ``cd72703``, the
last before the new solver) read with ``git show``, and this checkout's, in turn on each deal,
in CPU time stated in reference-kernel runs (and ms here), with the ratios old / new. Both
must agree on every value.

    python3 benchmarks/compare_solver.py --deals 10 [--commit cd72703] [--rules pilotta belote]
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

from pilotta.benchmark import reference_kernel, solver_positions  # noqa: E402
from pilotta.bots import dds  # noqa: E402
from pilotta.rulesets import NAMES, rules_named  # noqa: E402


def old_solver(commit: str) -> type:
    source = subprocess.run(["git", "show", f"{commit}:pilotta/bots/dds.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    module = types.ModuleType("pilotta.bots.dds_old")
    module.__package__ = "pilotta.bots"
    exec(compile(source, f"{commit}:pilotta/bots/dds.py", "exec"), module.__dict__)
    return module.Solver  # type: ignore[no-any-return]


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--commit", default="cd72703")
    p.add_argument("--rules", nargs="+", default=list(NAMES), choices=NAMES)
    args = p.parse_args()
    positions = solver_positions(args.deals, args.seed)
    solvers = {"old": old_solver(args.commit), "new": dds.Solver}
    for name in args.rules:
        exemption = rules_named(name).partner_exemption
        values: dict[str, list[int]] = {label: [] for label in solvers}
        times: dict[str, list[float]] = {label: [] for label in solvers}
        kernel = reference_kernel(20000)
        # deal by deal, the two solvers in turn, in CPU time: a load that comes and goes
        # weighs on both alike
        for hands, trump, leader in positions:
            for label, solver in solvers.items():
                s = solver(trump, leader & 1, exemption)
                start = time.process_time()
                values[label].append(s.value(list(hands), leader, []))
                times[label].append(time.process_time() - start)
        kernel = (kernel + reference_kernel(20000)) / 2
        for label in solvers:
            ts = sorted(times[label])
            med, worst = ts[len(ts) // 2], ts[-1]
            print(f"{name} {label}: median {med * kernel:,.0f} ({med * 1000:.0f} ms), worst "
                  f"{worst * kernel:,.0f} ({worst * 1000:.0f} ms)", flush=True)
        old, new = sorted(times["old"]), sorted(times["new"])
        n = len(old) // 2
        per = sorted(o / max(w, 1e-9) for o, w in zip(times["old"], times["new"], strict=True))
        print(f"{name}: old / new, median {old[n] / new[n]:.1f} x, worst {old[-1] / new[-1]:.1f} "
              f"x, deal by deal median {per[len(per) // 2]:.1f} x, total "
              f"{sum(old) / sum(new):.1f} x", flush=True)
        assert values["old"] == values["new"], "the two solvers disagree"
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
