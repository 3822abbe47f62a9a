"""Two card-play arena runs on the same deals, compared deal by deal.

Each ``--pairs`` file of ``cardplay_arena.py`` holds, per deal index, A - B over the deal's
two plays. Two runs whose A differ (a variant and the default, both against the same B)
share the deals they both played: the difference of their pairs, deal by deal, measures
the variant against the default with the card luck and much of the deal's own luck
cancelled (the two runs play alike until the variant's first other card). Printed: each
run's mean per deal, the difference's mean with its 95% CI, and the correlation of the two
runs' pairs.

    python benchmarks/compare_pairs.py VARIANT_PAIRS --base BASE_PAIRS [BASE_PAIRS ...]
"""

from __future__ import annotations

import argparse
import math
import statistics
from pathlib import Path


def load(path: Path) -> dict[int, int]:
    """Deal index -> A - B over its two plays."""
    out = {}
    for line in path.read_text().splitlines():
        index, pair, _thrown = (int(x) for x in line.split())
        out[index] = pair
    return out


def mean_ci(xs: list[int]) -> tuple[float, float]:
    """Per deal (a pair is two plays: halved), and the 95% half-width."""
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, n - 1))
    return m / 2, 1.96 * sd / math.sqrt(n) / 2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant", type=Path)
    ap.add_argument("--base", type=Path, nargs="+", required=True)
    args = ap.parse_args()
    variant = load(args.variant)
    base: dict[int, int] = {}
    for p in args.base:
        base.update(load(p))
    deals = sorted(set(variant) & set(base))
    if len(deals) < 3:
        raise SystemExit("compare_pairs: fewer than 3 deals in common")
    v = [variant[i] for i in deals]
    b = [base[i] for i in deals]
    mv, hv = mean_ci(v)
    mb, hb = mean_ci(b)
    md, hd = mean_ci([x - y for x, y in zip(v, b, strict=True)])
    print(f"{len(deals)} deals in common: variant {mv:+.2f} (±{hv:.2f}), base {mb:+.2f} "
          f"(±{hb:.2f}); variant - base {md:+.2f} (95% CI {md - hd:+.2f} .. {md + hd:+.2f}); "
          f"correlation {statistics.correlation(v, b):.2f}")


if __name__ == "__main__":
    main()
