"""Command line: ``python -m pilotta replay|solve|analyse|simulate|bench|arena``.

The parser checks every argument (a count is a whole number >= 1, a name one of its
choices): a bad one gets the usage text and status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from .benchmark import Figure
from .cards import card_name
from .game import Deal
from .match import DEFAULT_TARGET, MAX_TARGET, MIN_TARGET, Match
from .record import RecordError, contract_json, loads, one_line, replay_summary, show
from .rulesets import ALL_NAMES, rules_named
from .simulate import simulate

if TYPE_CHECKING:
    from .bots.analysis import Analysis, Why


def cmd_replay(args: argparse.Namespace) -> int:
    match = _load_match(args.file)
    if match is None:
        return 2
    sys.stdout.write(json.dumps(replay_summary(match), indent=1 if args.pretty else None) + "\n")
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    from .bots.dds import solve_position
    from .position import PositionError, read_position

    text = _read_record(args.file)
    if text is None:
        return 2
    try:
        position = read_position(text)
    except PositionError as e:
        return _refuse(f"{'standard input' if args.file == '-' else show(args.file)}: {e}")
    sys.stdout.write(json.dumps(solve_position(position)) + "\n")
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    from .bots.analysis import analyse_deal
    from .bots.analysis_words import describe

    match = _load_match(args.file)
    if match is None:
        return 2
    numbers = range(1, len(match.deals) + 1)
    if args.deal is not None:
        if args.deal > len(match.deals):
            return _refuse(f"deal {args.deal}: the record has {len(match.deals)} "
                           f"deal{'' if len(match.deals) == 1 else 's'}")
        numbers = range(args.deal, args.deal + 1)
        skipped = _not_analysable(match.deals[args.deal - 1])
        if skipped:
            return _refuse(f"deal {args.deal}: {skipped.replace('_', ' ')}, nothing to analyse")
    for n in numbers:
        deal = match.deals[n - 1]
        skipped = _not_analysable(deal)
        if skipped:
            out: dict[str, object] = {"deal": n, "skipped": skipped}
        else:
            analysis = analyse_deal(deal)
            out = {"deal": n, **analysis_json(analysis, deal, args.lang, describe)}
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


def _not_analysable(deal: Deal) -> str:
    """Why a deal of a record has no analysis ("" when it has one)."""
    if deal.auction.thrown_in:
        return "thrown_in"
    return "" if deal.result() is not None else "unfinished"


def analysis_json(analysis: Analysis, deal: Deal, lang: str,
                  describe: Callable[[Why, str], str]) -> dict[str, object]:
    """What ``analyse`` prints for one deal: cards by name, each reason with its words."""
    result = deal.result()
    cards = []
    for c in analysis.cards:
        why = None
        if c.why is not None:
            params = {k: card_name(v) if k == "card" else v for k, v in c.why.params.items()}
            why = {"code": c.why.code, "params": params, "text": describe(c.why, lang)}
        cards.append({"seat": c.seat, "card": card_name(c.card),
                      "values": {card_name(k): v for k, v in c.values.items()},
                      "taken": c.taken, "best": card_name(c.best), "loss": c.loss,
                      "why": why})
    return {
        "rules": deal.rules.name,
        "contract": contract_json(deal.rules, deal.contract),
        "declarers": analysis.declarers,
        "made": None if result is None else result.made,
        "made_with_best_play": analysis.made_with_best_play,
        "need": analysis.need,
        "series": list(analysis.series),
        "cards": cards,
        "nodes": analysis.nodes,
    }


def _read_record(name: str) -> str | None:
    """The file's text (a BOM is left for ``loads``), or None after saying why not."""
    where = "standard input" if name == "-" else show(name)
    try:
        if name != "-":
            with open(name, "rb") as f:
                return f.read().decode("utf-8")
        if sys.stdin is None:  # started with stdin closed
            raise OSError("it is closed")
        return sys.stdin.buffer.read().decode("utf-8")
    except UnicodeDecodeError as e:
        _refuse(f"{where}: cannot read the file (not UTF-8: {e.reason} at byte {e.start})")
    except OSError as e:
        _refuse(f"{where}: cannot read the file ({e.strerror or e})")
    return None


def _load_match(name: str) -> Match | None:
    """The record ``name`` holds, checked and replayed, or None after saying why not."""
    text = _read_record(name)
    if text is None:
        return None
    try:
        return loads(text)
    except RecordError as e:
        _refuse(str(e))
        return None


def _refuse(message: str) -> int:
    """One clean line on stderr; status 2."""
    print(one_line(message), file=sys.stderr)
    return 2


# Errors on stdout that end a command quietly: the reader of a pipe left (``| head``), or
# the disk is full.
_LOST_OUTPUT = frozenset((errno.EPIPE, errno.ENOSPC, errno.EDQUOT))


def _output_lost(e: OSError) -> int:
    """Status 1, no traceback; one line on stderr unless the reader simply left."""
    _drop_stdout()
    if e.errno != errno.EPIPE:
        print(one_line(f"standard output: cannot write ({e.strerror or e})"), file=sys.stderr)
    return 1


def _drop_stdout() -> None:
    """Point stdout at the null device: the interpreter flushes it again at exit, and a
    second failure there would print "Exception ignored" on stderr."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):  # no file descriptor (a test's StringIO): nothing to do
        pass


def cmd_simulate(args: argparse.Namespace) -> int:
    for line in simulate(args.deals, args.seed, rules_named(args.rules)).lines():
        print(line)
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .benchmark import bot_positions, decision_rate, engine_rate, measure

    if args.solver:
        return bench_solver(args.deals or 20, args.seed)
    args.deals = args.deals or 20000

    def median(figures: list[Figure]) -> Figure:
        return sorted(figures, key=lambda f: f.ratio)[len(figures) // 2]

    engine_rate(min(args.deals, 500), args.seed)  # warm up
    print(f"random full deals (deal, contract, declarations, 32 random legal cards, "
          f"scoring), one core, {args.deals} deals x {args.repeat}, median:")
    medians = {}
    names = ALL_NAMES if args.rules is None else (args.rules,)
    for name in names:  # every rule set in the same run, in turn
        rules = rules_named(name)
        runs = [measure(name, partial(engine_rate, args.deals, args.seed + r, rules))
                for r in range(args.repeat)]
        medians[name] = median(runs)
        print(medians[name].line("deals"))
    for name in names[1:] if names[0] == "pilotta" else ():
        print(f"{name} / pilotta: {medians[name].ratio / medians['pilotta'].ratio:.2f}")
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


def bench_solver(deals: int, seed: int) -> int:
    """The exact solver's median and worst time over random full deals of each game, as
    reference-kernel runs (the same work on another machine) and in ms here."""
    from .benchmark import reference_kernel, solver_positions, solver_times
    from .position import SOLVED

    positions = solver_positions(deals, seed)
    print(f"exact solve of {deals} random full deals (the first lead's value, 8 tricks), "
          f"each game; time in reference-kernel runs (ms on this machine):")
    for name in SOLVED:
        kernel = reference_kernel(20000)
        runs = solver_times(positions, rules_named(name))
        kernel = (kernel + reference_kernel(20000)) / 2  # runs per second
        times = sorted(t for t, _ in runs)
        nodes = sorted(n for _, n in runs)
        med, worst = times[len(times) // 2], times[-1]
        print(f"{name}: median {med * kernel:,.0f} ({med * 1000:.0f} ms), worst "
              f"{worst * kernel:,.0f} ({worst * 1000:.0f} ms); nodes median "
              f"{nodes[len(nodes) // 2]:,}, worst {nodes[-1]:,}")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from .bots.arena import run_arena

    rules = rules_named(args.rules)
    if args.target is not None and (problem := rules.check_target(args.target)):
        args.usage_error(f"argument --target: in {rules.name}, {problem}")  # exits, status 2

    options: dict[str, object] = {}
    if {"hard", "expert"} & {args.a, args.b}:  # the overrides reach expert too
        options["budget"] = args.hard_budget  # expert keeps its own preset
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

    saved = None
    on_chunk = None
    if args.save is not None:  # the chunks already played there, and each new one kept
        from pathlib import Path

        from .bots import arena_saved
        from .bots.arena import arena_jobs

        folder = Path(args.save)
        target = rules.default_target if args.target is None else args.target
        jobs = arena_jobs(args.a, args.b, args.deals, args.seed, args.chunk, target, options,
                          rules)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            saved = arena_saved.read(folder, jobs)
        except arena_saved.SavedChunkError as e:
            return _refuse(f"arena --save: {e}")
        except OSError as e:
            return _refuse(f"arena --save: {show(args.save)}: {e.strerror or e}")
        on_chunk = partial(arena_saved.write, folder)
    result = run_arena(args.a, args.b, args.deals, seed=args.seed, workers=args.workers,
                       chunk=args.chunk, target=args.target, options=options,
                       progress=progress, rules=rules, saved=saved, on_chunk=on_chunk)
    for line in result.lines():
        print(line)
    return 0


# --- argument types: each refuses with a message argparse prints under the usage ----------
def whole(low: int, high: int | None = None, what: str = "") -> Callable[[str], int]:
    """A whole number written in ASCII digits, in low..high (no upper bound if None)."""
    want = f"from {low} to {high}{what}" if high is not None else f">= {low}"

    def parse(text: str) -> int:
        value = int(text) if re.fullmatch(r"-?[0-9]{1,4300}", text) else None
        if value is None or value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(
                f"must be a whole number {want}, not {show(text, quote=True)}")
        return value

    return parse


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def level(text: str) -> str:
    from .bots import LEVELS  # here, not at the top: replay need not load the bots

    return _choice(text, LEVELS)


def budget(text: str) -> str:
    from .bots.hard import PRESETS

    return _choice(text, tuple(PRESETS))


def _choice(text: str, names: Sequence[str]) -> str:
    if text not in names:
        raise argparse.ArgumentTypeError(
            f"choose one of {', '.join(names)}, not {show(text, quote=True)}")
    return text


COUNT = whole(1)
SEED = whole(0)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m pilotta", description="Cypriot Pilotta tools.")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("replay", help="check and score a pilotta-record/1 file")
    r.add_argument("file", help="the record (JSON), or - for standard input")
    r.add_argument("--pretty", action="store_true", help="indent the JSON output")
    r.set_defaults(func=cmd_replay)
    v = sub.add_parser("solve", help="exact card play: the value of a position and of each card")
    v.add_argument("file", help="the position (JSON), or - for standard input")
    v.set_defaults(func=cmd_solve)
    n = sub.add_parser("analyse", help="each card of a record's finished deals against the "
                                        "best card (exact play), one JSON line per deal")
    n.add_argument("file", help="the record (JSON), or - for standard input")
    n.add_argument("--deal", type=COUNT, help="analyse only this deal (1 is the first)")
    n.add_argument("--lang", choices=("en", "fr", "el"), default="en",
                   help="the language of the reasons' words")
    n.set_defaults(func=cmd_analyse)
    s = sub.add_parser("simulate", help="play random legal deals and summarise them")
    s.add_argument("--deals", type=COUNT, default=1000)
    s.add_argument("--seed", type=SEED, default=1)
    s.add_argument("--rules", choices=ALL_NAMES, default="pilotta",
                   help="pilotta, belote or coinche")
    s.set_defaults(func=cmd_simulate)
    b = sub.add_parser("bench", help="random full deals per second")
    b.add_argument("--deals", type=COUNT, help="deals (default 20000, with --solver 20)")
    b.add_argument("--seed", type=SEED, default=1)
    b.add_argument("--repeat", type=COUNT, default=5)
    b.add_argument("--rules", choices=ALL_NAMES, help="only this rule set (default: each in turn)")
    b.add_argument("--bots", action="store_true", help="also time the bots' decisions")
    b.add_argument("--positions", type=COUNT, default=60, help="positions for --bots")
    b.add_argument("--solver", action="store_true",
                   help="time the exact solver instead: median and worst over --deals")
    b.set_defaults(func=cmd_bench)
    a = sub.add_parser("arena", help="duplicate deals between two bot levels")
    a.add_argument("--a", type=level, default="hard",
                   help="level A: random, easy, normal, hard or expert")
    a.add_argument("--b", type=level, default="normal", help="level B")
    a.add_argument("--deals", type=COUNT, default=1000, help="duplicate deals (each played twice)")
    a.add_argument("--seed", type=SEED, default=1)
    a.add_argument("--workers", type=whole(1, cores(), " (the cores here)"), default=1,
                   help="processes (deals are cut in chunks); at most the cores here")
    a.add_argument("--chunk", type=COUNT, default=50, help="deals per chunk (matches run inside)")
    a.add_argument("--rules", choices=ALL_NAMES, default="pilotta",
                   help="pilotta, belote or coinche")
    a.add_argument("--target", type=whole(MIN_TARGET, MAX_TARGET),
                   help=f"match target for match wins, {MIN_TARGET} to {MAX_TARGET} "
                        f"(default: the rule set's, {DEFAULT_TARGET} or "
                        f"{rules_named('belote').default_target} in belote, "
                        f"{rules_named('coinche').default_target} in coinche)")
    a.add_argument("--hard-budget", type=budget, default="arena",
                   help="hard bot budget: arena, browser, expert, tiny")
    a.add_argument("--hard-worlds", type=COUNT,
                   help="override (hard and expert): worlds per card decision")
    a.add_argument("--hard-bid-worlds", type=COUNT, help="override: worlds per auction decision")
    a.add_argument("--hard-bidding", choices=("search", "rules"), help="override: search or rules")
    a.add_argument("--hard-no-close", action="store_true", help="override: hard never closes")
    a.add_argument("--progress", action="store_true", help="report progress on stderr")
    a.add_argument("--save", metavar="DIR",
                   help="keep each finished chunk in DIR; a run with the same arguments "
                        "reads them and plays only the others (a long run goes on where "
                        "it stopped)")
    a.set_defaults(func=cmd_arena, usage_error=a.error)  # the target's range needs --rules
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.func(args)
        sys.stdout.flush()
    except OSError as e:
        if e.errno not in _LOST_OUTPUT:
            raise
        return _output_lost(e)
    return code
