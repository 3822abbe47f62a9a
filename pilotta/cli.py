"""Command line: ``python -m pilotta replay|simulate|bench``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .record import RecordError, loads, replay_summary
from .simulate import bench, simulate


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        print(f"{args.file}: cannot read the file ({e.__class__.__name__}: {e})", file=sys.stderr)
        return 2
    try:
        match = loads(text)
    except RecordError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return 2
    json.dump(replay_summary(match), sys.stdout, indent=1 if args.pretty else None)
    sys.stdout.write("\n")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    for line in simulate(args.deals, args.seed).lines():
        print(line)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    bench(min(args.deals, 500), args.seed)  # warm up
    rates = sorted(bench(args.deals, args.seed + r) for r in range(args.repeat))
    print(f"random full deals (deal, one-bid auction, declarations, 32 random legal cards, "
          f"scoring), one core, {args.deals} deals x {args.repeat}:")
    print(f"best {rates[-1]:,.0f} deals/s, median {rates[len(rates) // 2]:,.0f} deals/s")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m pilotta", description="Cypriot Pilotta tools.")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("replay", help="check and score a pilotta-record/1 file")
    r.add_argument("file", help="the record (JSON), or - for standard input")
    r.add_argument("--pretty", action="store_true", help="indent the JSON output")
    r.set_defaults(func=cmd_replay)
    s = sub.add_parser("simulate", help="play random legal deals and summarise them")
    s.add_argument("--deals", type=int, default=1000)
    s.add_argument("--seed", type=int, default=1)
    s.set_defaults(func=cmd_simulate)
    b = sub.add_parser("bench", help="random full deals per second")
    b.add_argument("--deals", type=int, default=20000)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--repeat", type=int, default=5)
    b.set_defaults(func=cmd_bench)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code
