"""Rule-based auction for the easy and normal bots: bid, support, close, close back.

The expected value of a contract is computed from an estimate of the bidders' points
``B`` (trick points plus counted declarations and pilotta): the hand evaluation plus the
measured residuals (``evaluate.RESIDUALS``), each case scored by the engine's
``score_deal`` (made: the bidders gain ``bid + B`` and the defence its trick points and
extras; failed: the defence gains ``162 + bid`` and every extra on the table).

The extras matter: the defence's declarations and pilotta count against the bidders
whatever happens, and the bidders' own go to the defence when the contract fails.
Leaving them out made a hand worth ~90 look like a profitable 80 (the junk hand of
``tests/bots/test_bidding.py`` loses ~28 raw points a deal as an 80 contract), so the
normal bot opened on junk.

A bot bids the suit and value with the best expected difference when it beats passing
(a throw-in scores 0 for both teams), and only when the contract is likely enough to be
made (no overbidding). Partner's bid adds what his bid promises in that suit; the normal
bot also reads the opponents' bids and the match score.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..actions import BID_STEP, CLOSE_BACK_CALL, CLOSE_CALL, MAX_BID, PASS_CALL, Call, bid
from ..auction import lowest_bid
from ..cards import SUIT_MASK, TRICK_POINTS_TOTAL
from ..observation import Observation
from ..scoring import score_deal
from .evaluate import HAND_EXTRAS, RESIDUALS, count_points, declaration_value, team_points
from .knowledge import AuctionInfo, read_auction

AVERAGE = 81.0  # a team's share of the 162 trick points with average cards
PROMISE = 12.0  # a bid of v promises about v + PROMISE team points


def contract_ev(value: int, mean: float, multiplier: int = 1,
                extras: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """(expected raw difference for the bidders, chance of making) when the bidders'
    points B are ``mean`` plus a residual of the measured distribution (``RESIDUALS``).
    ``extras``: the expected counted declarations and pilotta of the bidders (a part of
    B) and of the defence. Each case is scored by the engine."""
    return _contract_ev(value, round(mean), multiplier, round(extras[0]), round(extras[1]))


@lru_cache(maxsize=1 << 16)
def _contract_ev(value: int, mean: int, multiplier: int, ours: int, theirs: int
                 ) -> tuple[float, float]:
    total = 0.0
    made = 0
    for r in RESIDUALS:
        b = max(0, mean + r)
        # B beyond the trick points (or below the expected extras) is declarations
        tp = min(TRICK_POINTS_TOTAL, max(0, b - ours))
        s = score_deal(0, value, multiplier, (tp, TRICK_POINTS_TOTAL - tp), (4, 4),
                       (b - tp, theirs), (0, 0))
        total += s.raw[0] - s.raw[1]
        made += s.made
    return total / len(RESIDUALS), made / len(RESIDUALS)


@dataclass(frozen=True, slots=True)
class BidStyle:
    """The knobs that make a bidder careful or bold."""

    min_make: float = 0.55  # never bid a contract less likely than this
    partner_weight: float = 0.75  # how much of partner's promised excess to count
    read_opponents: bool = True
    close: bool = True
    match_aware: bool = True
    max_jump: int = 200  # never bid more than this above the minimum
    counted: bool = False  # the easy count of the hand instead of the fitted evaluation
    close_make: float = 0.3  # close when the opponents make it at most this often...
    close_contested: bool = True  # ... also after my team has bid


EASY_STYLE = BidStyle(min_make=0.6, partner_weight=0.6, read_opponents=False, close=False,
                      match_aware=False, max_jump=0, counted=True)
NORMAL_STYLE = BidStyle()


def suit_estimates(obs: Observation, info: AuctionInfo, style: BidStyle) -> list[float]:
    """Expected bidders' points B for each trump suit if my team plays it."""
    seat = obs.seat
    partner = seat ^ 2
    leads = seat == (obs.dealer + 1) & 3 or partner == (obs.dealer + 1) & 3
    out = []
    for t in range(4):
        if style.counted:
            est = count_points(obs.hand, t) + declaration_value(obs.hand, t)
        else:
            est = team_points(obs.hand, t, leads) + declaration_value(obs.hand, t)
        pv = info.by_suit[partner][t]
        if pv:
            promised = pv + PROMISE - AVERAGE
            est += style.partner_weight * max(0.0, promised)
        elif info.suits[partner]:
            est += 4.0  # partner has a good side suit for us
        if style.read_opponents:
            for o in (seat ^ 1, seat ^ 3):
                if info.by_suit[o][t]:
                    est -= 12.0
                elif info.suits[o]:
                    est -= 3.0
        out.append(est)
    return out


def choose_call(obs: Observation, style: BidStyle) -> Call:
    info = read_auction(obs)
    legal = obs.legal
    seat = obs.seat
    team = seat & 1
    can_close = CLOSE_CALL in legal
    can_close_back = CLOSE_BACK_CALL in legal
    est = suit_estimates(obs, info, style)

    min_make = style.min_make
    pass_ev = 0.0
    if style.match_aware:
        mine, theirs = obs.totals[team], obs.totals[1 - team]
        if theirs >= obs.target - 30 and theirs > mine:
            min_make -= 0.1  # they are about to win: compete harder
        elif mine >= obs.target - 25:
            min_make += 0.1  # a safe finish

    if info.high_seat >= 0:
        high_team = info.high_seat & 1
        if high_team == team:
            mean, extras = _my_team(obs, est, info.high_suit)
            ev, _ = contract_ev(info.high_value, mean, info.multiplier, extras)
            pass_ev = ev
            if can_close_back:
                ev4, p = contract_ev(info.high_value, mean, 4, extras)
                if p >= 0.85 and ev4 > ev:
                    return CLOSE_BACK_CALL
        else:
            # the opponents' contract: what they can expect against my hand
            their = _their_estimate(obs, info)
            # their extras are in their promise; mine and partner's count against them
            extras = (2 * HAND_EXTRAS,
                      declaration_value(obs.hand, info.high_suit) + HAND_EXTRAS)
            ev, p_make = contract_ev(info.high_value, their, info.multiplier, extras)
            pass_ev = -ev
            contested = bool(info.suits[seat] | info.suits[seat ^ 2])
            if can_close and style.close and (style.close_contested or not contested):
                ev2, _ = contract_ev(info.high_value, their, 2, extras)
                if p_make <= style.close_make and -ev2 > pass_ev + 20:
                    return CLOSE_CALL

    lo = obs_min_bid(info)
    if lo is None:
        return PASS_CALL
    best_call: Call = PASS_CALL
    best_ev = pass_ev
    for t in range(4):
        mean, extras = _my_team(obs, est, t)
        top = min(MAX_BID, lo + style.max_jump)
        for v in range(lo, top + 1, BID_STEP):
            ev, p = contract_ev(v, mean, 1, extras)
            if p < min_make:
                break
            if ev > best_ev + 1.0:
                best_ev, best_call = ev, bid(v, t)
    return best_call


def _my_team(obs: Observation, est: list[float], t: int) -> tuple[float, tuple[float, float]]:
    """My team's evaluation with trump ``t`` and the expected extras: my declarations and
    pilotta plus partner's, and the opponents'."""
    return est[t], (declaration_value(obs.hand, t) + HAND_EXTRAS, 2 * HAND_EXTRAS)


def obs_min_bid(info: AuctionInfo) -> int | None:
    return lowest_bid(info.high_value if info.high_seat >= 0 else None, info.multiplier)


def _their_estimate(obs: Observation, info: AuctionInfo) -> float:
    """The opponents' expected B in their contract, seen from my hand."""
    t = info.high_suit
    promised = info.high_value + PROMISE
    # my own strength with their trump weighs against them
    mine = team_points(obs.hand, t) - AVERAGE
    trumps = (obs.hand & SUIT_MASK[t]).bit_count()
    return promised - 0.8 * max(0.0, mine) - 3.0 * max(0, trumps - 2)
