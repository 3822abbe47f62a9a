"""Duplicate arena of one role: only the card play differs (default), or only the calls.

Each seat is a ``Seat``: a *caller* (the auction or Belote's take, and the declarations)
and a *card player*. Deal ``i`` is dealt from ``derive_seed(seed, i)`` with dealer
``i % 4`` (as ``pilotta.bots.arena``) and played twice, team A's pair of roles on seats 0/2
first, then on 1/3.

- ``--roles cards`` (issue #22 item 1): every seat's caller is ``--callers`` (``normal``),
  the card players are A and B. The second play replays the first play's calls and
  declarations verbatim, so both plays have the very same contract; only the 32 cards'
  play differs.
- ``--roles calls`` (issue #22 item 3, the bidding arena): the callers are A and B, every
  seat's card player is ``--player``; nothing is replayed.

Each deal stands alone (match score 0-0, deal number 1). Reported: A - B raw points per
deal with a 95% CI from the duplicate pairs (``arena.duplicate_mean_ci``), thrown-in deals
(counted as 0), and each role's decision time, a report figure only: nothing reads the
clock to decide. The result does not depend on ``--workers``.

The bidding arena also reports, per side, the contracts it took (made, failed), its closes
and close-backs (in Belote none), the deals thrown in, and the **points left by passing**:
for the same cards (a team's hands, held by A in one play and by B in the other), when one
side took no contract with them while the other side took one and made it, the raw points
the other side's contract scored for those cards beyond what the passing side scored.

    python benchmarks/cardplay_arena.py --a hard --b pimc --deals 20 --workers 2
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pimc_reference import PimcBot, PimcBudget

from pilotta.actions import Action, Call, Declare, Play
from pilotta.agent import Agent
from pilotta.bots import LEVELS, make_bot
from pilotta.bots.arena import SideStats, Timing, _close_seats, duplicate_mean_ci
from pilotta.bots.hard import Budget
from pilotta.game import Deal, DealResult
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

PLAYERS = (*LEVELS, "pimc")


def parse_player(spec: str) -> tuple[str, dict[str, Any]]:
    """``name`` or ``name:field=value,...`` (e.g. ``hard:dds_cards=5,play_miss=0.5``): the
    bot's name and options of its own, so that A and B may be two budgets of one bot. A
    value is read as an int, else a float, else a string."""
    name, _, rest = spec.partition(":")
    own: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        key, eq, text = item.partition("=")
        if not eq or not key:
            raise ValueError(f"bad option {item!r} in {spec!r}: write field=value")
        value: Any = text
        for kind in (int, float):
            try:
                value = kind(text)
                break
            except ValueError:
                pass
        own[key] = value
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}; choose one of {', '.join(PLAYERS)}")
    return name, own


def make_player(spec: str, seed: int, options: dict[str, Any]) -> Agent:
    """A bot by name (or ``parse_player``'s spec, whose options win); ``options``: ``pimc``
    (a ``PimcBudget``'s fields) and ``hard`` (the hard bot's options) per name."""
    name, own = parse_player(spec)
    if name == "pimc":
        return PimcBot(seed, PimcBudget(**{**options.get("pimc", {}), **own}))
    if name not in LEVELS:
        raise ValueError(f"unknown player {name!r}; choose one of {', '.join(PLAYERS)}")
    return make_bot(name, seed, **{**options.get(name, {}), **own})


@dataclass
class Script:
    """The non-card actions of a play, to replay: the calls in order, each seat's
    declaration decision."""

    calls: list[Call] = field(default_factory=list)
    declares: dict[int, Declare] = field(default_factory=dict)


@dataclass
class Seat:
    """One seat: who calls and declares, who plays the cards."""

    caller: Agent
    player: Agent
    caller_label: str
    player_label: str


def play(deal: Deal, seats: Sequence[Seat], timing: dict[str, Timing],
         replay: Script | None) -> tuple[DealResult, Script]:
    """Play ``deal`` to its end; with ``replay``, the calls and declarations are those."""
    script = Script()
    calls = iter(replay.calls) if replay is not None else None
    clock = time.perf_counter  # the report's decision time only
    while not deal.is_over:
        s = deal.to_act
        assert s is not None
        obs = deal.observation(s)
        card = isinstance(obs.legal[0], Play)
        action: Action
        if not card and replay is not None:
            if isinstance(obs.legal[0], Call):
                assert calls is not None
                action = next(calls)
            else:
                action = replay.declares[s]
            if action not in obs.legal:
                raise RuntimeError(f"replayed {action} is not legal at {obs}")
        else:
            agent = seats[s].player if card else seats[s].caller
            label = seats[s].player_label if card else seats[s].caller_label
            t0 = clock()
            action = agent.act(obs)
            timing.setdefault(label, Timing()).add(clock() - t0, len(obs.legal) <= 1)
        if isinstance(action, Call):
            script.calls.append(action)
        elif isinstance(action, Declare):
            script.declares[s] = action
        deal.push(action)
    result = deal.result()
    assert result is not None
    return result, script


@dataclass
class DealRecord:
    index: int
    pair: int  # A - B raw points summed over the two plays
    thrown_in: bool  # the second play was thrown in (roles "cards": both were)
    scripts: tuple[Script, Script]
    raws: tuple[tuple[int, int], tuple[int, int]]
    sides: tuple[SideStats, SideStats] = (SideStats(), SideStats())  # A's, B's contracts
    plays_thrown_in: int = 0  # of the two plays
    left: tuple[int, int] = (0, 0)  # points left by passing: A's, B's


def side_stats(deal: Deal, result: DealResult, a_team: int,
               sides: tuple[SideStats, SideStats]) -> None:
    """Add one play's contract, its result and its closes to A's and B's ``sides``."""
    c = result.contract
    if c is None:
        return
    a, b = sides
    taker = a if c.team == a_team else b
    taker.contracts += 1
    taker.made += bool(result.made)
    taker.failed += not result.made
    close, back = _close_seats(deal)
    if close >= 0:
        closer = a if close & 1 == a_team else b
        closer.closes += 1
        closer.closes_won += not result.made
    if back >= 0:
        (a if back & 1 == a_team else b).closed_back += 1


def left_by_passing(results: Sequence[DealResult]) -> tuple[int, int]:
    """Points A and B left by passing (the module's docstring): play 0 has A on team 0,
    play 1 on team 1, so a team's cards are A's in one play and B's in the other."""
    left = [0, 0]  # A, B
    for team in (0, 1):
        a_play, b_play = results[team], results[1 - team]  # A holds ``team``'s cards in play team
        for mine, theirs, side in ((a_play, b_play, 0), (b_play, a_play, 1)):
            took = mine.contract is not None and mine.contract.team == team
            other = theirs.contract
            if not took and other is not None and other.team == team and theirs.made:
                left[side] += max(0, theirs.raw[team] - mine.raw[team])
    return left[0], left[1]


@dataclass
class ChunkOut:
    records: list[DealRecord]
    timing: dict[str, Timing]


def play_duplicate(i: int, a: str, b: str, seed: int, rules_name: str, roles: str,
                   common: str, options: dict[str, Any], timing: dict[str, Timing]
                   ) -> DealRecord:
    """Deal ``i`` played twice, A's roles on team 0 then on team 1."""
    rules = rules_named(rules_name)
    dealer = i & 3
    replay: Script | None = None
    scripts: list[Script] = []
    raws: list[tuple[int, int]] = []
    pair = 0
    thrown = False
    sides = (SideStats(), SideStats())
    results: list[DealResult] = []
    for a_team in (0, 1):
        seats = []
        for s in range(4):
            mine = a if s & 1 == a_team else b
            callers, players = (common, mine) if roles == "cards" else (mine, common)
            seats.append(Seat(
                make_player(callers, derive_seed(seed, 11, i, s), options),
                make_player(players, derive_seed(seed, 13, i, s), options),
                f"{callers} calls", f"{players} cards"))
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), dealer, rules)
        result, script = play(deal, seats, timing, replay)
        if roles == "cards":
            replay = script
        scripts.append(script)
        raws.append(result.raw)
        results.append(result)
        side_stats(deal, result, a_team, sides)
        pair += result.raw[a_team] - result.raw[1 - a_team]
        thrown = result.contract is None
    return DealRecord(i, pair, thrown, (scripts[0], scripts[1]), (raws[0], raws[1]), sides,
                      sum(r.contract is None for r in results), left_by_passing(results))


def run_chunk(args: tuple[str, str, int, int, int, str, str, str, dict[str, Any]]
              ) -> ChunkOut:
    a, b, seed, first, count, rules_name, roles, common, options = args
    timing: dict[str, Timing] = {}
    records = [play_duplicate(i, a, b, seed, rules_name, roles, common, options, timing)
               for i in range(first, first + count)]
    return ChunkOut(records, timing)


@dataclass
class Result:
    records: list[DealRecord]
    timing: dict[str, Timing]
    seconds: float

    @property
    def pairs(self) -> list[int]:
        return [r.pair for r in self.records]


def run(a: str, b: str, deals: int, seed: int = 1, workers: int = 1, rules: str = "pilotta",
        roles: str = "cards", common: str = "normal", options: dict[str, Any] | None = None,
        chunk: int = 5, first: int = 0, on_chunk: Callable[[ChunkOut], None] | None = None
        ) -> Result:
    """The arena; ``common``: the callers (roles "cards") or card player (roles "calls").
    Deals ``first`` .. ``first + deals - 1``; ``on_chunk`` sees each chunk as it ends."""
    if roles not in ("cards", "calls"):
        raise ValueError(f"roles must be cards or calls, not {roles!r}")
    for name in (a, b, common):
        parse_player(name)  # a clear error for an unknown player or a bad option
    rules_named(rules)  # a clear error for an unknown rule set
    opts = options or {}
    end = first + deals
    jobs = [(a, b, seed, i, min(chunk, end - i), rules, roles, common, opts)
            for i in range(first, end, chunk)]
    start = time.perf_counter()
    if workers > 1:
        import multiprocessing

        with multiprocessing.Pool(workers) as pool:
            outs = [_seen(out, on_chunk) for out in pool.imap(run_chunk, jobs)]
    else:
        outs = [_seen(run_chunk(job), on_chunk) for job in jobs]
    records: list[DealRecord] = []
    timing: dict[str, Timing] = {}
    for out in outs:
        records += out.records
        for name, t in out.timing.items():
            timing.setdefault(name, Timing()).merge(t)
    return Result(records, timing, time.perf_counter() - start)


def _seen(out: ChunkOut, on_chunk: Callable[[ChunkOut], None] | None) -> ChunkOut:
    if on_chunk is not None:
        on_chunk(out)
    return out


def pair_lines(out: ChunkOut) -> str:
    """A chunk's deals for ``--pairs``: index, A - B over the two plays, thrown in (0/1)."""
    return "".join(f"{r.index} {r.pair} {int(r.thrown_in)}\n" for r in out.records)


def read_pairs(path: str | Path) -> dict[int, tuple[int, bool]]:
    """A ``--pairs`` file: deal index -> (A - B over its two plays, thrown in)."""
    out = {}
    for line in Path(path).read_text().split("\n"):
        if line.strip():
            i, pair, thrown = line.split()
            out[int(i)] = (int(pair), thrown == "1")
    return out


def combine(paths: Sequence[str], distinct: bool = False) -> list[str]:
    """The result over the deals of ``--pairs`` files: a deal index counted once (the
    halves of one seed's run), or with ``distinct`` each file's deals as deals of their
    own (runs of different seeds, whose indices name different deals)."""
    deals: dict[tuple[int, int], tuple[int, bool]] = {}
    for f, path in enumerate(paths):
        for i, deal in read_pairs(path).items():
            deals[(f if distinct else 0, i)] = deal
    pairs = [p for _, (p, _) in sorted(deals.items())]
    played = [p for _, (p, t) in sorted(deals.items()) if not t]
    m, h = duplicate_mean_ci(pairs)
    pm, ph = duplicate_mean_ci(played)
    indices = [i for _, i in deals]
    lo, hi = (min(indices), max(indices)) if deals else (0, -1)
    where = f"{len(paths)} runs of other deals" if distinct else f"indices {lo} .. {hi}"
    return [
        f"combined {len(deals)} duplicate deals ({where}) from {', '.join(paths)}",
        f"raw points per deal, A - B: {m:+.2f} (95% CI {m - h:+.2f} .. {m + h:+.2f})",
        f"deals thrown in: {len(pairs) - len(played)} (counted as 0); over the "
        f"{len(played)} played: {pm:+.2f} (95% CI {pm - ph:+.2f} .. {pm + ph:+.2f})",
    ]


def report(res: Result, a: str, b: str, seed: int, rules: str, roles: str, common: str,
           options: dict[str, Any]) -> list[str]:
    m, h = duplicate_mean_ci(res.pairs)
    played = [r.pair for r in res.records if not r.thrown_in]
    pm, ph = duplicate_mean_ci(played)
    what = (f"card play only, calls and declarations by {common}" if roles == "cards"
            else f"calls and declarations only, cards played by {common}")
    lines = [
        f"arena ({what}): A={a} vs B={b}, {rules}, {len(res.records)} duplicate deals, "
        f"seed {seed}" + (f", options {options}" if options else "")
        + (f", deals {res.records[0].index} .. {res.records[-1].index}"
           if res.records and res.records[0].index else ""),
        f"raw points per deal, A - B: {m:+.2f} (95% CI {m - h:+.2f} .. {m + h:+.2f})",
        f"deals thrown in: {len(res.records) - len(played)} (counted as 0); over the "
        f"{len(played)} played: {pm:+.2f} (95% CI {pm - ph:+.2f} .. {pm + ph:+.2f})",
    ]
    if roles == "calls":
        lines += bidding_lines(res)
    for name, t in sorted(res.timing.items()):
        mean = t.total / t.decisions if t.decisions else 0.0
        cmean = t.choice_total / t.choices if t.choices else 0.0
        lines.append(f"decision time {name}: mean {mean * 1000:.1f} ms over {t.decisions} "
                     f"(mean {cmean * 1000:.1f} ms over {t.choices} with a choice), "
                     f"worst {t.worst * 1000:.0f} ms")
    lines.append(f"wall time {res.seconds:.0f} s")
    return lines


def bidding_lines(res: Result) -> list[str]:
    """The bidding arena's contracts, closes, throw-ins and points left by passing."""
    a, b = SideStats(), SideStats()
    for r in res.records:
        a.merge(r.sides[0])
        b.merge(r.sides[1])
    thrown = sum(r.plays_thrown_in for r in res.records)
    left_a = sum(r.left[0] for r in res.records)
    left_b = sum(r.left[1] for r in res.records)
    plays = 2 * len(res.records)
    return [
        f"contracts: A {a.contracts} ({a.made} made, {a.failed} failed), "
        f"B {b.contracts} ({b.made} made, {b.failed} failed); "
        f"plays thrown in: {thrown} of {plays}",
        f"closes: A {a.closes} ({a.closes_won} beat the contract, closed back {b.closed_back}),"
        f" B {b.closes} ({b.closes_won} beat the contract, closed back {a.closed_back})",
        f"points left by passing (the other side made a contract with the same cards): "
        f"A {left_a} ({left_a / len(res.records):.2f} a deal), "
        f"B {left_b} ({left_b / len(res.records):.2f} a deal)",
    ]


def budget_fields(items: Sequence[str]) -> dict[str, Any]:
    """``FIELD=VALUE`` strings as hard ``Budget`` fields, each value of its field's type."""
    kinds = {f.name: type(getattr(Budget(), f.name)) for f in dataclass_fields(Budget)}
    out: dict[str, Any] = {}
    for item in items:
        name, sep, text = item.partition("=")
        kind = kinds.get(name)
        if not sep or kind is None:
            raise ValueError(f"--hard-option {item!r}: expected FIELD=VALUE with FIELD one of "
                             f"{', '.join(kinds)}")
        try:
            if kind is bool:
                if text.lower() not in ("true", "false", "1", "0"):
                    raise ValueError(text)
                out[name] = text.lower() in ("true", "1")
            else:
                out[name] = kind(text)
        except ValueError:
            raise ValueError(f"--hard-option {item!r}: {text!r} is not a {kind.__name__}"
                             ) from None
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--a", default="hard", help=f"one of {', '.join(PLAYERS)}, optionally "
                    "with options of its own: hard:dds_cards=5,switch_margin=0")
    ap.add_argument("--b", default="pimc")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--rules", default="pilotta", choices=("pilotta", "belote", "coinche"))
    ap.add_argument("--roles", default="cards", choices=("cards", "calls"),
                    help="cards: A and B play the cards (default); calls: they bid")
    ap.add_argument("--callers", default="normal", help="roles cards: every seat's caller")
    ap.add_argument("--player", default="hard", help="roles calls: every seat's card player")
    ap.add_argument("--worlds", type=int, help="pimc: worlds per card decision")
    ap.add_argument("--playouts", type=int, help="pimc: playouts per card and world")
    ap.add_argument("--solve-tricks", type=int, help="pimc: solve exactly from this many")
    ap.add_argument("--hard-budget", help="hard: a budget preset (browser, arena, tiny)")
    ap.add_argument("--first", type=int, default=0, help="the first deal's index")
    ap.add_argument("--pairs", help="append each deal's result to this file as it ends")
    ap.add_argument("--combine", nargs="+", metavar="FILE",
                    help="only print the result over the deals of these --pairs files")
    ap.add_argument("--distinct", action="store_true",
                    help="with --combine: the files are runs of different seeds (each "
                    "file's deals are deals of their own)")
    ap.add_argument("--hard-option", action="append", default=[], metavar="FIELD=VALUE",
                    help="hard: set one Budget field (repeatable), e.g. closes=false")
    args = ap.parse_args(argv)
    if args.combine:
        try:
            print("\n".join(combine(args.combine, args.distinct)))
        except (OSError, ValueError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        return 0
    if args.deals < 1 or args.workers < 1 or args.first < 0:
        print("error: --deals and --workers must be at least 1, --first at least 0",
              file=sys.stderr)
        return 2
    pimc = {k: v for k, v in (("worlds", args.worlds), ("playouts", args.playouts),
                              ("solve_tricks", args.solve_tricks)) if v is not None}
    options: dict[str, Any] = {}
    if pimc:
        options["pimc"] = pimc
    if args.hard_budget:
        options["hard"] = {"budget": args.hard_budget}
    try:
        fields = budget_fields(args.hard_option)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if fields:
        options["hard"] = {**options.get("hard", {}), **fields}
    common = args.callers if args.roles == "cards" else args.player
    try:
        on_chunk = None
        if args.pairs:
            pairs_path = Path(args.pairs)

            def on_chunk(out: ChunkOut) -> None:
                with pairs_path.open("a") as f:
                    f.write(pair_lines(out))

        res = run(args.a, args.b, args.deals, args.seed, args.workers, args.rules, args.roles,
                  common, options, first=args.first, on_chunk=on_chunk)
    except (ValueError, KeyError, TypeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print("\n".join(report(res, args.a, args.b, args.seed, args.rules, args.roles, common,
                           options)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
