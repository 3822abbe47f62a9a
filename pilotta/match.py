"""A match: deals in turn until a team reaches the target on the score sheet.

The rule set decides the target and who wins when both teams pass it in one deal. Pilotta:
301 by default (any whole number 51..5001); both over, the higher total wins, and on an
exact tie one more deal is played. Belote: see ``pilotta.belote``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .actions import Action
from .game import Deal, DealResult
from .observation import Observation
from .rng import Rng, derive_seed
from .rules import PILOTTA, Dealt, Rules

# Pilotta's, for the callers that know only Pilotta
DEFAULT_TARGET = PILOTTA.default_target
MIN_TARGET = PILOTTA.min_target
MAX_TARGET = PILOTTA.max_target
TARGET_CHOICES = PILOTTA.target_choices
check_target = PILOTTA.check_target


def match_winner(totals: Sequence[int], target: int) -> int | None:
    """Pilotta's winner (the last deal's winner plays no part in it)."""
    return PILOTTA.match_winner(totals, target, None)


def deal_winner(result: DealResult) -> int | None:
    """The team that won a deal: the takers if made, else the defence."""
    if result.contract is None or result.made is None:
        return None
    return result.contract.team if result.made else 1 - result.contract.team


class Match:
    """Deals, sheet totals and the winner. ``seed`` makes every deal reproducible."""

    def __init__(self, target: int | None = None, seed: int = 0, first_dealer: int = 3,
                 rules: Rules = PILOTTA) -> None:
        if target is None:
            target = rules.default_target
        problem = rules.check_target(target)
        if problem:
            raise ValueError(problem)
        if not 0 <= first_dealer <= 3:
            raise ValueError(f"dealer must be a seat 0..3, not {first_dealer}")
        self.rules = rules
        self.target = target
        self.seed = seed
        self.first_dealer = first_dealer
        self.deals: list[Deal] = []
        self.deal_seeds: list[int | None] = []

    def __repr__(self) -> str:
        a, b = self.totals
        return (f"<Match {self.rules.name} target={self.target} seed={self.seed} "
                f"deals={len(self.deals)} "
                f"totals={a}-{b} winner={self.winner}>")

    @property
    def results(self) -> list[DealResult]:
        """Results of the finished deals, in order. Read from the deals each time (a deal
        is cheap to ask), so a ``pop`` can never leave a stale score behind."""
        done = []
        for deal in self.deals:
            result = deal.result()
            if result is None:
                break
            done.append(result)
        return done

    @property
    def totals(self) -> tuple[int, int]:
        return self.totals_before(len(self.deals))

    @property
    def winner(self) -> int | None:
        results = self.results
        last = deal_winner(results[-1]) if results else None
        return self.rules.match_winner(self.totals, self.target, last)

    @property
    def current(self) -> Deal | None:
        """The deal in progress, if any."""
        if self.deals and not self.deals[-1].is_over:
            return self.deals[-1]
        return None

    @property
    def next_dealer(self) -> int:
        return (self.deals[-1].dealer + 1) & 3 if self.deals else self.first_dealer

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def new_deal(self, hands: Sequence[int] | None = None, seed: int | None = None,
                 dealt: Dealt | None = None) -> Deal:
        """Start the next deal: from ``hands`` (Pilotta) or ``dealt`` (any rule set), or
        dealt from ``seed`` (default: derived from the match seed and the deal's number)."""
        if self.winner is not None:
            raise ValueError("the match is over")
        if self.current is not None:
            raise ValueError("the current deal is not finished")
        dealer = self.next_dealer
        if hands is not None:
            deal = Deal(dealer, hands, rules=self.rules)
        else:
            if dealt is None:
                if seed is None:
                    seed = derive_seed(self.seed, len(self.deals))
                dealt = self.rules.deal(Rng(seed), dealer)
            deal = Deal(dealer, dealt.hands, rules=self.rules, dealt=dealt, check=False)
        self.deals.append(deal)
        self.deal_seeds.append(seed)
        return deal

    def push(self, action: Action) -> None:
        """Apply an action to the current deal, starting the next deal if none is in
        progress."""
        (self.current or self.new_deal()).push(action)

    def pop(self) -> Action:
        """Take back the last action of the match. A deal with no action yet goes first,
        so taking back the first call of a deal leaves that deal dealt and empty, and the
        next pop reaches into the deal before."""
        while self.deals and not self.deals[-1].actions:
            self.deals.pop()
            self.deal_seeds.pop()
        if not self.deals:
            raise IndexError("no action to take back")
        return self.deals[-1].pop()

    def observation(self, seat: int) -> Observation:
        deal = self.deals[-1]
        return replace(
            deal.observation(seat),
            target=self.target,
            totals=self.totals_before(len(self.deals) - 1),
            deal_number=len(self.deals),
        )

    def totals_before(self, index: int) -> tuple[int, int]:
        """Sheet totals before deal number ``index`` (0-based)."""
        a = sum(r.sheet[0] for r in self.results[:index])
        b = sum(r.sheet[1] for r in self.results[:index])
        return (a, b)
