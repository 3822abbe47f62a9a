"""Duplicate arena: two bot levels play the same deals from both sides of the table.

Deal ``i`` is dealt from ``derive_seed(seed, i)`` with dealer ``i % 4`` and played twice:
level A on seats 0 and 2 (B on 1 and 3), then with the teams' seats swapped, so that card
luck cancels. The deals are cut into fixed chunks; inside a chunk, each seating's deals are
chained into matches to the target (the bots see the match score), and a match still
running at the end of a chunk is not counted. The result does not depend on the number of
worker processes. ``rules`` names the rule set (Pilotta, Belote or Coinche): it deals,
scores and sets the match target.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..agent import Agent
from ..deal import deal_hands
from ..game import Deal, DealResult
from ..match import deal_winner
from ..rng import Rng, derive_seed
from ..rules import PILOTTA, Dealt, Rules
from ..rulesets import rules_named


@dataclass
class Timing:
    decisions: int = 0
    total: float = 0.0
    worst: float = 0.0
    choices: int = 0  # decisions with more than one legal action
    choice_total: float = 0.0

    def add(self, seconds: float, forced: bool) -> None:
        self.decisions += 1
        self.total += seconds
        if seconds > self.worst:
            self.worst = seconds
        if not forced:
            self.choices += 1
            self.choice_total += seconds

    def merge(self, other: Timing) -> None:
        self.decisions += other.decisions
        self.total += other.total
        self.worst = max(self.worst, other.worst)
        self.choices += other.choices
        self.choice_total += other.choice_total


@dataclass
class SideStats:
    contracts: int = 0
    made: int = 0
    failed: int = 0
    closes: int = 0  # closes called by this side
    closes_won: int = 0  # ... that beat the contract
    closed_back: int = 0
    capots: int = 0
    sheet: int = 0
    match_wins: int = 0

    def merge(self, o: SideStats) -> None:
        for f in ("contracts", "made", "failed", "closes", "closes_won", "closed_back",
                  "capots", "sheet", "match_wins"):
            setattr(self, f, getattr(self, f) + getattr(o, f))


@dataclass
class ChunkResult:
    first: int
    pairs: list[int] = field(default_factory=list)  # per deal: A - B over both seatings
    a: SideStats = field(default_factory=SideStats)
    b: SideStats = field(default_factory=SideStats)
    thrown_in: int = 0
    timing: dict[str, Timing] = field(default_factory=dict)
    seconds: float = 0.0


BotFactory = Callable[[str, int], Agent]


def duplicate_mean_ci(pairs: Sequence[int]) -> tuple[float, float]:
    """Mean points per deal of A minus B, and the 95% half-width, from duplicate pairs (a
    pair: A - B summed over a deal's two plays, so halved to per deal)."""
    n = len(pairs)
    if n == 0:
        return 0.0, 0.0
    m = sum(pairs) / n
    var = sum((x - m) ** 2 for x in pairs) / max(1, n - 1)
    return m / 2, 1.96 * math.sqrt(var / n) / 2


def play_deal(
    dealer: int,
    hands: Sequence[int],
    agents: Sequence[Agent],
    timing: dict[str, Timing],
    totals: tuple[int, int] = (0, 0),
    target: int = 301,
    deal_number: int = 1,
    rules: Rules = PILOTTA,
    dealt: Dealt | None = None,
) -> tuple[Deal, DealResult]:
    deal = Deal(dealer, hands, rules=rules, dealt=dealt, check=dealt is None)
    # The clock only measures decisions for the report ("decision time", "wall time"):
    # nothing here or in the agents reads it to choose, so results are the same on any load
    # (tests/bots/test_arena_clock.py runs the arena against a clock gone wild).
    clock = time.perf_counter
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        obs = replace(deal.observation(seat), target=target, totals=totals,
                      deal_number=deal_number)
        agent = agents[seat]
        t0 = clock()
        action = agent.act(obs)
        dt = clock() - t0
        timing.setdefault(agent.name, Timing()).add(dt, len(obs.legal) <= 1)
        deal.push(action)  # raises IllegalAction on a rule break
    result = deal.result()
    assert result is not None
    return deal, result


def _close_seats(deal: Deal) -> tuple[int, int]:
    """Seats that closed and closed back (-1 when none)."""
    close = back = -1
    for i, call in enumerate(deal.auction.calls):
        if call.kind in ("close", "coinche"):  # Coinche's coinche doubles as a close does
            close = deal.auction.seat_of(i)
        elif call.kind in ("close-back", "surcoinche"):
            back = deal.auction.seat_of(i)
    return close, back


# one chunk's work: level A, level B, seed, first deal, deals, target, bot options, rules
Job = tuple[str, str, int, int, int, int, dict[str, Any], str]


def run_chunk(args: Job) -> ChunkResult:
    level_a, level_b, seed, first, count, target, options, rules_name = args
    from . import make_bot

    rules = rules_named(rules_name)
    out = ChunkResult(first)
    start = time.perf_counter()
    per_seating: list[list[int]] = [[], []]
    for seating in (0, 1):
        levels = (level_a, level_b) if seating == 0 else (level_b, level_a)
        agents = [
            make_bot(levels[s & 1], derive_seed(seed, 7, first, seating, s), **options)
            for s in range(4)
        ]
        a_team = 0 if seating == 0 else 1
        totals = (0, 0)
        number = 1
        for i in range(first, first + count):
            dealer = i & 3
            dealt = rules.deal(Rng(derive_seed(seed, i)), dealer)  # Pilotta: as deal_hands(...)
            deal, result = play_deal(dealer, dealt.hands, agents, out.timing, totals, target,
                                     number, rules, dealt)
            sa, sb = result.sheet[a_team], result.sheet[1 - a_team]
            per_seating[seating].append(sa - sb)
            out.a.sheet += sa
            out.b.sheet += sb
            c = result.contract
            if c is None:
                if seating == 0:
                    out.thrown_in += 1
            else:
                side = out.a if c.team == a_team else out.b
                side.contracts += 1
                if result.made:
                    side.made += 1
                else:
                    side.failed += 1
                close, back = _close_seats(deal)
                if close >= 0:
                    closer = out.a if close & 1 == a_team else out.b
                    closer.closes += 1
                    closer.closes_won += not result.made
                if back >= 0:
                    (out.a if back & 1 == a_team else out.b).closed_back += 1
                if result.capot is not None:
                    (out.a if result.capot == a_team else out.b).capots += 1
            totals = (totals[0] + result.sheet[0], totals[1] + result.sheet[1])
            number += 1
            w = rules.match_winner(totals, target, deal_winner(result))
            if w is not None:
                (out.a if w == a_team else out.b).match_wins += 1
                totals = (0, 0)
                number = 1
    out.pairs = [x + y for x, y in zip(per_seating[0], per_seating[1])]
    out.seconds = time.perf_counter() - start
    return out


@dataclass
class ArenaResult:
    level_a: str
    level_b: str
    deals: int
    seed: int
    pairs: list[int]
    a: SideStats
    b: SideStats
    thrown_in: int
    timing: dict[str, Timing]
    seconds: float
    options: dict[str, Any]
    target: int = 301
    rules: str = "pilotta"
    reused: int = 0  # chunks read from a save (``run_arena``'s ``saved``), not played now
    chunks: int = 0

    def mean_ci(self) -> tuple[float, float]:
        """Mean sheet points per deal of A minus B, and the 95% half-width."""
        return duplicate_mean_ci(self.pairs)

    def lines(self) -> list[str]:
        m, h = self.mean_ci()
        a, b = self.level_a, self.level_b
        out = [
            f"arena: A={a} vs B={b}, {self.rules}, {len(self.pairs)} duplicate deals "
            f"({2 * len(self.pairs)} deals played), seed {self.seed}"
            + (f", options {self.options}" if self.options else ""),
            f"sheet points per deal, A - B: {m:+.2f} (95% CI {m - h:+.2f} .. {m + h:+.2f})",
            f"sheet points total: A {self.a.sheet}, B {self.b.sheet}",
            f"matches to {self.target} won: A {self.a.match_wins}, B {self.b.match_wins}",
            f"contracts: A {self.a.contracts} ({self.a.made} made, {self.a.failed} failed), "
            f"B {self.b.contracts} ({self.b.made} made, {self.b.failed} failed), "
            f"{self.thrown_in} deals thrown in (x2)",
            f"closes: A {self.a.closes} ({self.a.closes_won} beat the contract, "
            f"closed back {self.b.closed_back}), "
            f"B {self.b.closes} ({self.b.closes_won} beat the contract, "
            f"closed back {self.a.closed_back}); "
            f"capots: A {self.a.capots}, B {self.b.capots}",
        ]
        for name, t in sorted(self.timing.items()):
            mean = t.total / t.decisions if t.decisions else 0.0
            cmean = t.choice_total / t.choices if t.choices else 0.0
            out.append(
                f"decision time {name}: mean {mean * 1000:.2f} ms over {t.decisions} "
                f"(mean {cmean * 1000:.2f} ms over {t.choices} with a choice), "
                f"worst {t.worst * 1000:.1f} ms"
            )
        out.append(f"wall time {self.seconds:.0f} s")
        if self.reused:
            out.append(f"chunks read from the save: {self.reused} of {self.chunks} (their "
                       "decision times are those of the run that played them)")
        return out


def run_arena(
    level_a: str,
    level_b: str,
    deals: int,
    seed: int = 1,
    workers: int = 1,
    chunk: int = 50,
    target: int | None = None,
    options: dict[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
    rules: Rules = PILOTTA,
    saved: dict[int, ChunkResult] | None = None,
    on_chunk: Callable[[Job, ChunkResult], None] | None = None,
) -> ArenaResult:
    """``target``: the rule set's own (301, Belote 1000) unless given. ``saved``: chunks
    already played (``arena_jobs``'s, by first deal), not played again; ``on_chunk`` is
    called with each chunk played now as it ends (``arena_saved.write``)."""
    if target is None:
        target = rules.default_target
    jobs = arena_jobs(level_a, level_b, deals, seed, chunk, target, options or {}, rules)
    done = dict(saved or {})
    todo = [job for job in jobs if job[3] not in done]
    start = time.perf_counter()

    def finished(job: Job, r: ChunkResult) -> None:
        done[job[3]] = r
        if on_chunk:
            on_chunk(job, r)
        if progress:
            progress(sum(len(x.pairs) for x in done.values()), deals)

    if workers > 1 and len(todo) > 1:
        import multiprocessing

        with multiprocessing.Pool(workers) as pool:
            for job, r in zip(todo, pool.imap(run_chunk, todo), strict=True):
                finished(job, r)
    else:
        for job in todo:
            finished(job, run_chunk(job))
    results = [done[job[3]] for job in jobs]
    a, b = SideStats(), SideStats()
    timing: dict[str, Timing] = {}
    pairs: list[int] = []
    thrown = 0
    for r in results:
        pairs += r.pairs
        a.merge(r.a)
        b.merge(r.b)
        thrown += r.thrown_in
        for name, t in r.timing.items():
            timing.setdefault(name, Timing()).merge(t)
    return ArenaResult(level_a, level_b, deals, seed, pairs, a, b, thrown, timing,
                       time.perf_counter() - start, options or {}, target, rules.name,
                       len(jobs) - len(todo), len(jobs))


def arena_jobs(level_a: str, level_b: str, deals: int, seed: int, chunk: int, target: int,
               options: dict[str, Any], rules: Rules) -> list[Job]:
    """The chunks of a run, in order: each plays deals ``first`` .. ``first + count - 1``."""
    return [(level_a, level_b, seed, first, min(chunk, deals - first), target, options,
             rules.name) for first in range(0, deals, chunk)]


# --- self-play: four bots of one level --------------------------------------------------
@dataclass
class SelfplayStats:
    deals: int = 0
    thrown_in: int = 0
    contracts: int = 0
    made: int = 0
    failed: int = 0
    closed: int = 0  # contracts closed (x2), closed back included
    closed_made: int = 0
    closed_back: int = 0  # contracts closed back (x4)
    closed_back_made: int = 0
    capots_bidders: int = 0  # the bidders took all eight tricks
    capots_defence: int = 0
    bid_total: int = 0  # sum of contract values
    at_80: int = 0  # contracts of 80 ...
    at_80_failed: int = 0  # ... and how many of them failed
    seconds: float = 0.0
    timing: dict[str, Timing] = field(default_factory=dict)

    def merge(self, o: SelfplayStats) -> None:
        for f in ("deals", "thrown_in", "contracts", "made", "failed", "closed",
                  "closed_made", "closed_back", "closed_back_made", "capots_bidders",
                  "capots_defence", "bid_total", "at_80", "at_80_failed"):
            setattr(self, f, getattr(self, f) + getattr(o, f))
        for name, t in o.timing.items():
            self.timing.setdefault(name, Timing()).merge(t)


def selfplay_chunk(args: tuple[str, int, int, int, int, dict[str, Any]]) -> SelfplayStats:
    """Deals ``first`` .. ``first + count - 1`` played by four bots of ``level``, chained
    into matches to ``target`` like one seating of the arena."""
    level, seed, first, count, target, options = args
    from . import make_bot

    out = SelfplayStats()
    start = time.perf_counter()
    agents = [make_bot(level, derive_seed(seed, 8, first, s), **options) for s in range(4)]
    totals = (0, 0)
    number = 1
    for i in range(first, first + count):
        dealer = i & 3
        hands = deal_hands(derive_seed(seed, i), dealer)
        _deal, result = play_deal(dealer, hands, agents, out.timing, totals, target, number)
        out.deals += 1
        c = result.contract
        if c is None:
            out.thrown_in += 1
        else:
            out.contracts += 1
            out.made += bool(result.made)
            out.failed += not result.made
            out.bid_total += c.value
            if c.value == 80:
                out.at_80 += 1
                out.at_80_failed += not result.made
            if c.multiplier >= 2:
                out.closed += 1
                out.closed_made += bool(result.made)
            if c.multiplier == 4:
                out.closed_back += 1
                out.closed_back_made += bool(result.made)
            if result.capot is not None:
                if result.capot == c.team:
                    out.capots_bidders += 1
                else:
                    out.capots_defence += 1
        totals = (totals[0] + result.sheet[0], totals[1] + result.sheet[1])
        number += 1
        if PILOTTA.match_winner(totals, target, None) is not None:
            totals = (0, 0)
            number = 1
    out.seconds = time.perf_counter() - start
    return out


def run_selfplay(
    level: str,
    deals: int,
    seed: int = 1,
    workers: int = 1,
    chunk: int = 50,
    target: int = 301,
    options: dict[str, Any] | None = None,
) -> SelfplayStats:
    """Four bots of ``level`` play ``deals`` deals (deal ``i`` as in the arena). The
    counts depend on the seed and the bots' work budget only, not on ``workers``."""
    jobs = [(level, seed, first, min(chunk, deals - first), target, options or {})
            for first in range(0, deals, chunk)]
    start = time.perf_counter()
    total = SelfplayStats()
    if workers > 1:
        import multiprocessing

        with multiprocessing.Pool(workers) as pool:
            for r in pool.imap(selfplay_chunk, jobs):
                total.merge(r)
    else:
        for job in jobs:
            total.merge(selfplay_chunk(job))
    total.seconds = time.perf_counter() - start
    return total


def selfplay_lines(level: str, seed: int, s: SelfplayStats) -> list[str]:
    def pct(n: int, d: int) -> str:
        return f"{n} ({100.0 * n / d:.1f}%)" if d else f"{n}"

    c = s.contracts
    out = [
        f"self-play: 4 x {level}, {s.deals} deals, seed {seed}",
        f"thrown in: {pct(s.thrown_in, s.deals)} of the deals",
        f"contracts: {c}; made {pct(s.made, c)}, failed {pct(s.failed, c)} of the contracts",
        f"closed (x2 or x4): {pct(s.closed, c)} of the contracts, {s.closed_made} of them "
        f"made; closed back (x4): {pct(s.closed_back, c)}, {s.closed_back_made} made",
        f"capots: by the bidders {pct(s.capots_bidders, c)}, by the defence "
        f"{pct(s.capots_defence, c)} of the contracts",
        f"contracts at 80: {pct(s.at_80, c)}, failed {pct(s.at_80_failed, s.at_80)} of them; "
        f"mean contract {s.bid_total / c if c else 0.0:.1f}",
    ]
    for name, t in sorted(s.timing.items()):
        mean = t.total / t.decisions if t.decisions else 0.0
        out.append(f"decision time {name}: mean {mean * 1000:.2f} ms over {t.decisions}, "
                   f"worst {t.worst * 1000:.1f} ms")
    out.append(f"wall time {s.seconds:.0f} s")
    return out
