"""Command line: ``python -m pilotta replay|simulate|bench|arena``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from functools import partial

from .benchmark import Figure
from .record import RecordError, loads, replay_summary
from .simulate import simulate


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
    from .benchmark import bot_positions, decision_rate, engine_rate, measure

    def median(figures: list[Figure]) -> Figure:
        return sorted(figures, key=lambda f: f.ratio)[len(figures) // 2]

    engine_rate(min(args.deals, 500), args.seed)  # warm up
    print(f"random full deals (deal, one-bid auction, declarations, 32 random legal cards, "
          f"scoring), one core, {args.deals} deals x {args.repeat}, median:")
    runs = [measure("engine", partial(engine_rate, args.deals, args.seed + r))
            for r in range(args.repeat)]
    print(median(runs).line("deals"))
    if args.bots:
        from .bots import make_bot

        positions = bot_positions(args.positions, args.seed)
        print(f"bot decisions on {len(positions)} fixed positions (hard: the page's and the "
              f"arena's work budget), median of {args.repeat}:")
        for level in ("normal", "hard"):
            bot = make_bot(level, args.seed)
            runs = [measure(level, partial(decision_rate, bot.act, positions))
                    for _ in range(args.repeat)]
            print(median(runs).line("decisions"))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from .bots import LEVELS
    from .bots.arena import run_arena

    for level in (args.a, args.b):
        if level not in LEVELS:
            print(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}",
                  file=sys.stderr)
            return 2
    options: dict[str, object] = {}
    if "hard" in (args.a, args.b):
        options["budget"] = args.hard_budget
        if args.hard_worlds:
            options["worlds"] = args.hard_worlds
            options["dds_worlds"] = args.hard_worlds
        if args.hard_bidding:
            options["bidding"] = args.hard_bidding
        if args.hard_no_close:
            options["closes"] = False
        if args.hard_bid_worlds:
            options["bid_worlds"] = args.hard_bid_worlds

    def progress(done: int, total: int) -> None:
        if args.progress:
            print(f"... {done}/{total} duplicate deals", file=sys.stderr, flush=True)

    result = run_arena(args.a, args.b, args.deals, seed=args.seed, workers=args.workers,
                       chunk=args.chunk, target=args.target, options=options,
                       progress=progress)
    for line in result.lines():
        print(line)
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
    b.add_argument("--bots", action="store_true", help="also time the bots' decisions")
    b.add_argument("--positions", type=int, default=60, help="positions for --bots")
    b.set_defaults(func=cmd_bench)
    a = sub.add_parser("arena", help="duplicate deals between two bot levels")
    a.add_argument("--a", default="hard", help="level A: random, easy, normal or hard")
    a.add_argument("--b", default="normal", help="level B")
    a.add_argument("--deals", type=int, default=1000, help="duplicate deals (each played twice)")
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--workers", type=int, default=1, help="processes (deals are cut in chunks)")
    a.add_argument("--chunk", type=int, default=50, help="deals per chunk (matches run inside)")
    a.add_argument("--target", type=int, default=301, help="match target for match wins")
    a.add_argument("--hard-budget", default="arena", help="hard bot budget: arena, browser, tiny")
    a.add_argument("--hard-worlds", type=int, default=0, help="override: worlds per card decision")
    a.add_argument("--hard-bid-worlds", type=int, default=0,
                   help="override: worlds per auction decision")
    a.add_argument("--hard-bidding", default="", help="override: search or rules")
    a.add_argument("--hard-no-close", action="store_true", help="override: hard never closes")
    a.add_argument("--progress", action="store_true", help="report progress on stderr")
    a.set_defaults(func=cmd_arena)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.func(args)
    return code
