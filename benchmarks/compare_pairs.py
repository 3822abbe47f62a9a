"""Two card-play arena runs on the same deals, compared deal by deal.

Each ``--pairs`` file of ``cardplay_arena.py`` holds, per deal index, A - B over the deal's
two plays. Two runs whose A differ (a variant and the default, both against the same B)
share the deals they both played: the difference of their pairs, deal by deal, measures
the variant against the default with the card luck and much of the deal's own luck
cancelled (the two runs play alike until the variant's first other card). Printed: each
run's mean per deal, the difference's mean with its 95% CI, and the correlation of the two
runs' pairs.

    python benchmarks/compare_pairs.py VARIANT_PAIRS [...] --base BASE_PAIRS [BASE_PAIRS ...]

With ``--in-order`` the i-th variant file is compared with the i-th base file only, so runs
of several seeds (whose deal indices name different deals) pool into one comparison.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardplay_arena import read_pairs

from pilotta.bots.arena import duplicate_mean_ci


def _read(paths: list[Path], in_order: bool) -> dict[tuple[int, int], int]:
    """Each deal's pair, by (its file's place with ``in_order``, else 0; its index)."""
    out: dict[tuple[int, int], int] = {}
    for f, path in enumerate(paths):
        out.update(((f if in_order else 0, i), pair) for i, (pair, _) in read_pairs(path).items())
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("variant", type=Path, nargs="+", help="one run's pairs files")
    ap.add_argument("--base", type=Path, nargs="+", required=True)
    ap.add_argument("--in-order", action="store_true",
                    help="the i-th variant file against the i-th base file only")
    args = ap.parse_args(argv)
    if args.in_order and len(args.variant) != len(args.base):
        raise SystemExit("compare_pairs: --in-order needs as many base files as variant files")
    variant = _read(args.variant, args.in_order)
    base = _read(args.base, args.in_order)
    deals = sorted(set(variant) & set(base))
    if len(deals) < 3:
        raise SystemExit("compare_pairs: fewer than 3 deals in common")
    v = [variant[i] for i in deals]
    b = [base[i] for i in deals]
    mv, hv = duplicate_mean_ci(v)
    mb, hb = duplicate_mean_ci(b)
    md, hd = duplicate_mean_ci([x - y for x, y in zip(v, b, strict=True)])
    print(f"{len(deals)} deals in common: variant {mv:+.2f} (±{hv:.2f}), base {mb:+.2f} "
          f"(±{hb:.2f}); variant - base {md:+.2f} (95% CI {md - hd:+.2f} .. {md + hd:+.2f}); "
          f"correlation {statistics.correlation(v, b):.2f}")


if __name__ == "__main__":
    main()
