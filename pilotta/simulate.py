"""Random legal play, for simulations, property tests and the speed benchmark."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from .actions import PASS_CALL, Action, Call
from .game import Deal
from .match import Match
from .rng import Rng, derive_seed
from .rules import PILOTTA, Rules


def random_action(deal: Deal, rng: Rng, pass_bias: float = 0.0) -> Action:
    """A uniformly random legal action; in the auction, ``pass_bias`` is the chance to pass
    outright (uniform calls alone would bid to 820 in almost every deal)."""
    if deal.contract is None and pass_bias and rng.random() < pass_bias:
        return PASS_CALL
    actions = list(deal.legal_actions())
    return actions[rng.below(len(actions))]


def play_random_deal(deal: Deal, rng: Rng, pass_bias: float = 0.75) -> Deal:
    """Finish ``deal`` with random legal actions."""
    while not deal.is_over:
        if deal.contract is not None and not deal.must_declare(deal.to_act or 0):
            deal.play_random(rng)
        else:
            deal.push(random_action(deal, rng, pass_bias))
    return deal


@dataclass
class SimulationSummary:
    deals: int = 0
    thrown_in: int = 0
    made: int = 0
    failed: int = 0
    closed: int = 0
    capots: int = 0
    seconds: float = 0.0
    sheet: list[int] = field(default_factory=lambda: [0, 0])

    def lines(self) -> list[str]:
        played = self.deals - self.thrown_in
        rate = self.deals / self.seconds if self.seconds else 0.0
        return [
            f"deals: {self.deals} ({self.thrown_in} thrown in, {played} played)",
            f"contracts: {self.made} made, {self.failed} failed, {self.closed} closed, "
            f"{self.capots} capots",
            f"sheet points: team 0 {self.sheet[0]}, team 1 {self.sheet[1]}",
            f"time: {self.seconds:.3f} s, {rate:,.0f} deals/s",
        ]


def simulate(deals: int, seed: int, rules: Rules = PILOTTA) -> SimulationSummary:
    """Play ``deals`` random deals (random calls and cards), rotating the dealer."""
    summary = SimulationSummary()
    rng = Rng(derive_seed(seed, 1))
    start = time.perf_counter()
    for i in range(deals):
        fresh = Deal.from_rng(Rng(derive_seed(seed, 0, i)), i & 3, rules)
        deal = play_random_deal(fresh, rng, _pass_bias(rules))
        result = deal.result()
        assert result is not None
        summary.deals += 1
        if result.contract is None:
            summary.thrown_in += 1
            continue
        summary.made += bool(result.made)
        summary.failed += not result.made
        summary.closed += result.contract.multiplier > 1
        summary.capots += result.capot is not None
        summary.sheet[0] += result.sheet[0]
        summary.sheet[1] += result.sheet[1]
    summary.seconds = time.perf_counter() - start
    return summary


def _pass_bias(rules: Rules) -> float:
    # Pilotta and Coinche offer dozens of bids a turn, Belote one take or three suits:
    # random calls need a stronger lean to pass in the auctions for ones that look real
    return 0.5 if rules.name == "belote" else 0.75


def random_match(target: int, seed: int, max_deals: int = 500, rules: Rules = PILOTTA
                 ) -> Match:
    match = Match(target, seed=seed, rules=rules)
    rng = Rng(derive_seed(seed, 2))
    while match.winner is None and len(match.deals) < max_deals:
        play_random_deal(match.current or match.new_deal(), rng, _pass_bias(rules))
    return match


__all__ = ["simulate", "play_random_deal", "random_action",
           "random_match", "Call"]
