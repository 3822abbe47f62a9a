"""The easy and normal bots: rules for the auction, the declarations and the cards.

- easy: evaluates its hand per trump suit and bids it (partner's bid adds support), plays
  by the principles of ``policy`` with no memory of past tricks (a Ten is never master to
  it, it knows no voids).
- normal: the same principles with card counting and inference (``knowledge``): which
  cards are still out, who is void in what, who has no higher trump; it reads the auction
  (partner's suit, the opponents' suits), the score, and closes doomed contracts.

In Belote both take or pass from their five cards and the turned card (``belote_calls``:
easy by a plain count, normal by the fitted estimate); the card play is the same policy,
whose legal cards already carry the partner exemption.

In Coinche both bid a value and a trump (``coinche_calls``: easy by a count of tricks,
normal by an estimate of card points); the same policy plays every kind of contract, its
tables (``cards.HIGHER``, ``cards.RUFF_MASK``) selected by the contract.
"""

from __future__ import annotations

from ..actions import ANNOUNCE, DECLINE, PLAYS, Action, Declare, Play
from ..observation import Observation
from .belote_calls import EASY_TAKE, NORMAL_TAKE, TakeStyle, choose_take, is_trump_choice
from .bidding import EASY_STYLE, NORMAL_STYLE, BidStyle, choose_call
from .coinche_calls import choose_call as coinche_call
from .knowledge import Knowledge, infer
from .policy import choose_card_why


def legal_card_mask(obs: Observation) -> int:
    m = 0
    for a in obs.legal:
        if isinstance(a, Play):
            m |= 1 << a.card
    return m


def declare_decision(obs: Observation) -> Declare:
    """Announce, unless it cannot count and would only tell the opponents about my hand:
    an opponent has announced more than my best, and my partner has already passed his
    turn to announce with nothing as big."""
    mine = obs.my_declarations
    if not mine:
        return ANNOUNCE
    my_value = max(d.value for d in mine)
    opp_best = max((a.value for s in (obs.seat ^ 1, obs.seat ^ 3) for a in obs.announced[s]),
                   default=0)
    partner = obs.seat ^ 2
    partner_done = obs.decisions[partner] is not None or (
        (partner - obs.leader) & 3 < len(obs.trick)
    )
    partner_best = max((a.value for a in obs.announced[partner]), default=0)
    if opp_best > my_value and partner_done and partner_best < opp_best:
        return DECLINE
    return ANNOUNCE


def card_choice(obs: Observation, k: Knowledge, use_auction: bool) -> tuple[int, str]:
    legal = legal_card_mask(obs)
    partner_suits = 0
    if use_auction:
        partner_suits = k.auction.suits[obs.seat ^ 2] & ~(1 << k.trump)
    return choose_card_why(obs.seat, legal, k.trump, obs.trick, k.may, k.bidders,
                           exact=False, partner_suits=partner_suits)


class HeuristicBot:
    """``level`` "easy" or "normal". Deterministic: the same observation gives the same
    action (the seed is kept for the interface)."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        if level not in ("easy", "normal"):
            raise ValueError(f"unknown heuristic level {level!r}")
        self.name = level
        self.level = level
        self.seed = seed
        self.memory = level != "easy"
        self.style: BidStyle = EASY_STYLE if level == "easy" else NORMAL_STYLE
        self.take_style: TakeStyle = EASY_TAKE if level == "easy" else NORMAL_TAKE

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if not legal:
            raise ValueError("not this seat's turn")
        if len(legal) == 1:
            return legal[0]
        if is_trump_choice(obs):
            return choose_take(obs, self.take_style)
        if obs.contract is None:
            if obs.rules == "coinche":
                return coinche_call(obs, self.level)
            return choose_call(obs, self.style)
        if isinstance(legal[0], Declare):
            return declare_decision(obs) if self.memory else ANNOUNCE
        k = infer(obs, memory=self.memory)
        card, _ = card_choice(obs, k, use_auction=self.memory)
        return PLAYS[card]
