"""Speed figures, each stated as a ratio to a reference kernel timed in the same process.

An absolute rate holds only for the machine that measured it; the ratio to a fixed piece of
plain Python (shuffle 32 cards and add up their points) measured in the same run carries
over to another machine or interpreter far better. Nothing here decides anything: the
clock is read only to report.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from .actions import ANNOUNCE, PASS_CALL, TAKE_CALL, bid
from .cards import POINTS
from .deal import deal_hands
from .game import Deal
from .observation import Observation
from .rng import Rng, derive_seed
from .rules import PILOTTA, Rules
from .simulate import random_action


def reference_kernel(runs: int) -> float:
    """Runs per second of the reference kernel: shuffle 32 cards, sum their points."""
    rng = random.Random(1)
    points = POINTS[0]
    cards = list(range(32))
    start = time.perf_counter()
    total = 0
    for _ in range(runs):
        rng.shuffle(cards)
        for c in cards:
            total += points[c]
    return runs / (time.perf_counter() - start)


def engine_rate(deals: int, seed: int = 1, rules: Rules = PILOTTA) -> float:
    """Random full deals per second: deal the cards, choose the contract (Pilotta and
    Coinche: one bid and three passes; Belote: the first player takes), announce every
    declaration, 32 random legal cards, scoring — through the ``Deal`` the page uses."""
    rng = Rng(seed)
    start = time.perf_counter()
    for i in range(deals):
        deal = Deal.from_rng(rng, i & 3, rules)
        if rules.name == "belote":
            deal.push(TAKE_CALL)
        else:  # Pilotta and Coinche: a bid and three passes (Coinche: also N and A)
            trumps = 6 if rules.name == "coinche" else 4
            deal.push(bid(80 + 10 * rng.below(8), rng.below(trumps)))
            for _ in range(3):
                deal.push(PASS_CALL)
        while not deal.tricks:  # the first trick: announce everything
            if deal.must_declare((deal.leader + len(deal.trick)) & 3):
                deal.push(ANNOUNCE)
            else:
                deal.play_random(rng)
        while deal.score is None:
            deal.play_random(rng)
    return deals / (time.perf_counter() - start)


def bot_positions(count: int, seed: int = 1) -> list[Observation]:
    """Positions from random play where the seat to act has a choice: a fixed workload for
    the bots (the same positions in every run and on every machine)."""
    out: list[Observation] = []
    rng = Rng(seed)
    i = 0
    while len(out) < count:
        dealer = i & 3
        deal = Deal(dealer, deal_hands(derive_seed(seed, i), dealer))
        i += 1
        while not deal.is_over and len(out) < count:
            seat = deal.to_act
            assert seat is not None
            obs = deal.observation(seat)
            if len(obs.legal) > 1 and rng.below(3) == 0:
                out.append(obs)
            deal.push(random_action(deal, rng, pass_bias=0.7))
    return out


def decision_rate(act: Callable[[Observation], object], positions: list[Observation]) -> float:
    start = time.perf_counter()
    for obs in positions:
        act(obs)
    return len(positions) / (time.perf_counter() - start)


def solver_positions(count: int, seed: int = 1) -> list[tuple[tuple[int, int, int, int], int,
                                                             int]]:
    """Random full deals for the exact solver: (hands, trump, leader), the same in every
    run and on every machine."""
    rng = Rng(seed)
    out = []
    for i in range(count):
        dealer = i & 3
        out.append((deal_hands(derive_seed(seed, i), dealer), rng.below(4), (dealer + 1) & 3))
    return out


def solver_times(positions: list[tuple[tuple[int, int, int, int], int, int]], rules: Rules
                 ) -> list[tuple[float, int]]:
    """(seconds, nodes) of an exact solve of each deal: the value of the first lead for
    the leader's side (``dds.Solver.value``), a fresh solver each time."""
    from .bots.dds import Solver

    out = []
    for hands, trump, leader in positions:
        solver = Solver(trump, leader & 1, rules.partner_exemption)
        start = time.perf_counter()
        solver.value(hands, leader, [])
        out.append((time.perf_counter() - start, solver.nodes))
    return out


@dataclass(frozen=True, slots=True)
class Figure:
    name: str
    rate: float  # per second, on the machine that measured it
    kernel: float  # reference kernel runs per second, measured just before

    @property
    def ratio(self) -> float:
        return self.rate / self.kernel

    def line(self, unit: str) -> str:
        return (f"{self.name}: {self.rate:,.1f} {unit}/s on this machine; "
                f"{self.ratio * 1000:.3f} per 1,000 reference-kernel runs")


def measure(name: str, run: Callable[[], float], kernel_runs: int = 20000) -> Figure:
    """Time ``run`` right after the reference kernel, in the same process."""
    kernel = reference_kernel(kernel_runs)
    rate = run()
    return Figure(name, rate, (kernel + reference_kernel(kernel_runs)) / 2)
