"""The bots' Coinche auction: a contract (value and trump), coinche and surcoinche.

Every level reads the auction through the engine (``obs.legal``: the calls open now, the
lowest bid among them) and values a hand for each of the six trumps (four suits,
sans-atout, tout-atout):

- easy counts the tricks its hand should win (``count_tricks``) and bids 80 for three,
  20 more for each further one;
- normal estimates the card points its hand brings (``hand_points``) and turns them into
  the takers' points by a line fitted on simulated deals (``FIT``); it bids that estimate
  less half a standard deviation (made about 70 % of the time), or raises partner's bid
  when its hand is better than an average one;
- hard samples the hidden hands and plays each trump out with the card policy
  (``playouts``), scores every call with the engine's scoring and takes the best expected
  score (``search_call``): a bid made in most worlds, a coinche when the contract fails in
  most, a surcoinche when it is made in nearly all.

Easy and normal coinche an opponent's contract their hand expects to fail by a wide margin
(their estimate of the takers' points ``COINCHE_MARGIN`` under the bid), and surcoinche
their own coinched contract when it passes the bid by ``SURCOINCHE_MARGIN``.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from ..actions import (
    BID,
    CAPOT_VALUE,
    COINCHE,
    COINCHE_CALL,
    PASS_CALL,
    SURCOINCHE,
    SURCOINCHE_CALL,
    Call,
    bid,
    capot,
)
from ..cards import NO_TRUMP, R9, RA, RJ, RK, RQ, RT, SUIT_MASK
from ..coinche_auction import MAX_VALUE
from ..observation import Observation
from ..rules import Rules
from .playout import Run, contract_value, rollout, world_extras

TRUMPS = range(6)
# The normal bot's estimate, fitted on simulated deals (``benchmarks/calibrate_coinche.py
# --deals 5000 --seed 5``: a seat takes each trump, four normal bots play): the takers' card
# points and belote = A + B x the taker's ``hand_points``, with residuals of standard
# deviation SD; MEAN is the average hand's points. Per kind: a suit, sans-atout, tout-atout.
FIT = ((56.1, 0.737, 38.4, 39.9), (58.6, 0.797, 40.6, 31.0), (59.5, 0.927, 41.0, 25.8))
MAKE_Z = 0.52  # bid the estimate less this many SD: made about 70 % of the time
DEFENCE_SHARE = 20.0  # partner's share in defence: the bidders hold the strength
COINCHE_MARGIN = 50.0  # coinche when the takers' estimate falls this short of their bid
TAU = 25.0  # softness of the bid model (card points) weighting the hard bot's worlds
SURCOINCHE_MARGIN = 30.0  # surcoinche when ours passes our bid by this much
BELOTE = 20
# the hard bot's search: the playouts play every hand open, so they favour the takers; a
# bid must be made in most worlds (failing costs 160 + the bid, making brings the bid)
MIN_MAKE = 0.7
CAPOT_MAKE = 0.85
BID_MARGIN = 10.0  # raw points a bid must add to passing
COINCHE_FAIL = 0.85  # coinche a contract that fails in this share of the worlds
SURCOINCHE_MAKE = 0.85
SEARCH_MARGIN = 20.0


def _has(hand: int, suit: int, rank: int) -> bool:
    return bool(hand >> (suit * 8 + rank) & 1)


def count_tricks(hand: int, trump: int) -> int:
    """The tricks a hand should win under ``trump``, by a plain count (the easy bot)."""
    n = 0
    for s in range(4):
        held = (hand & SUIT_MASK[s]).bit_count()
        if trump == NO_TRUMP or (trump < 4 and s != trump):
            n += _has(hand, s, RA) + (_has(hand, s, RA) and _has(hand, s, RT))
            if trump == NO_TRUMP and _has(hand, s, RA) and held >= 5:
                n += held - 4  # a long suit runs once its masters have fallen
        else:  # a trump suit: every suit of tout-atout
            jack = _has(hand, s, RJ)
            n += jack + (_has(hand, s, R9) and (jack or held >= 3))
            if trump == s:
                n += _has(hand, s, RA) and held >= 3
                n += max(0, held - 3)
    return n


def hand_points(hand: int, trump: int) -> float:
    """The card points a hand should bring its team under ``trump`` (the normal bot): its
    masters and their guards, trump length, and the belote."""
    v = 0.0
    for s in range(4):
        held = (hand & SUIT_MASK[s]).bit_count()
        if trump == NO_TRUMP or (trump < 4 and s != trump):
            ace, ten = _has(hand, s, RA), _has(hand, s, RT)
            v += 24.0 * ace + (14.0 if ace and ten else 4.0 if ten and held >= 2 else 0.0)
            if trump == NO_TRUMP and ace and held >= 4:
                v += 6.0 * (held - 3)
            elif trump < 4 and held == 0:
                v += 6.0  # a void: ruffs
        else:
            jack, nine = _has(hand, s, RJ), _has(hand, s, R9)
            if trump == s:
                v += 28.0 * jack + (18.0 if nine and (jack or held >= 3) else 6.0 * nine)
            else:  # tout-atout: four suits of trumps share the strength
                v += 20.0 * jack + (12.0 if nine and jack else 4.0 * nine)
            if trump == s:
                v += 9.0 * max(0, held - 2) + 6.0 * _has(hand, s, RA)
                v += BELOTE * (_has(hand, s, RK) and _has(hand, s, RQ))
            elif jack and nine and _has(hand, s, RA):
                v += 6.0
    return v


def _tens(points: float) -> int:
    return int(points // 10) * 10


def _offer(estimate: float, lowest: int | None, trump: int) -> Call | None:
    """The bid an estimate of the team's card points supports, if any is open."""
    if lowest is None:
        return None
    if estimate >= 250.0 and lowest <= CAPOT_VALUE:
        return capot(trump)
    value = min(_tens(estimate), MAX_VALUE)
    if value < lowest or lowest > MAX_VALUE:
        return None
    return bid(value, trump)


def _lowest(obs: Observation) -> int | None:
    values = [c.value for c in obs.legal if isinstance(c, Call) and c.is_bid]
    return min(values) if values else None


def _high(obs: Observation) -> tuple[int, Call | None, int]:
    """(seat, call) of the last bid (-1, None before any) and the multiplier so far."""
    seat, high, mult = -1, None, 1
    for i, c in enumerate(obs.calls):
        if c.is_bid:
            seat, high = obs.caller(i), c
        elif c.kind == COINCHE:
            mult = 2
        elif c.kind == SURCOINCHE:
            mult = 4
    return seat, high, mult


def _partner_bid(obs: Observation, trump: int) -> int:
    """The highest value partner bid in ``trump`` (0 if none)."""
    best = 0
    for i, c in enumerate(obs.calls):
        if obs.caller(i) == obs.seat ^ 2 and c.is_bid and c.suit == trump:
            best = max(best, c.value)
    return best


def fitted(hand: int, trump: int) -> float:
    """The bid ``hand`` supports under ``trump`` with an unknown partner: the fitted
    estimate of the takers' points, less ``MAKE_Z`` standard deviations."""
    a, b, sd, _ = FIT[0 if trump < 4 else trump - 3]
    return a + b * hand_points(hand, trump) - MAKE_Z * sd


def estimates(obs: Observation, level: str) -> list[float]:
    """Per trump, the value my team can bid, by the rule of ``level`` ("easy": tricks
    counted; "normal": the fitted estimate, or partner's bid in that trump corrected by how
    far my hand is from an average one)."""
    out = []
    for t in TRUMPS:
        if level == "easy":
            out.append(20.0 + 20.0 * count_tricks(obs.hand, t))  # 3 tricks: 80
            continue
        mine = fitted(obs.hand, t)
        promised = _partner_bid(obs, t)
        if promised:
            _, b, _, mean = FIT[0 if t < 4 else t - 3]
            mine = max(mine, promised + b * (hand_points(obs.hand, t) - mean))
        out.append(mine)
    return out


def decide(obs: Observation, ours: Sequence[float], theirs: float | None) -> Call:
    """The call from my team's estimate per trump (``ours``) and the opponents' expected
    card points in their contract (``theirs``, None when the last bid is not theirs)."""
    legal = obs.legal
    seat, high, _ = _high(obs)
    if SURCOINCHE_CALL in legal and high is not None:
        if ours[high.bid_suit] >= high.value + SURCOINCHE_MARGIN and high.value < CAPOT_VALUE:
            return SURCOINCHE_CALL
        return PASS_CALL
    if (COINCHE_CALL in legal and high is not None and theirs is not None
            and theirs + COINCHE_MARGIN <= high.value):
        return COINCHE_CALL
    lowest = _lowest(obs)
    best = max(TRUMPS, key=lambda t: ours[t])
    if seat >= 0 and (seat ^ obs.seat) & 1 == 0 and high is not None:
        # partner holds the contract: raise only in its trump, on a clear excess
        t = high.bid_suit
        offer = _offer(ours[t] - 10.0, lowest, t)
        return offer if offer is not None else PASS_CALL
    offer = _offer(ours[best], lowest, best)
    return offer if offer is not None and offer in legal else PASS_CALL


def choose_call(obs: Observation, level: str) -> Call:
    """The easy or normal bot's call."""
    ours = estimates(obs, level)
    seat, high, _ = _high(obs)
    theirs = None
    if high is not None and (seat ^ obs.seat) & 1:
        t = high.bid_suit
        # their estimate: what my hand leaves them under their trump, partner average
        theirs = 162.0 - DEFENCE_SHARE - (hand_points(obs.hand, t) if level != "easy"
                                          else 20.0 * count_tricks(obs.hand, t))
    return decide(obs, ours, theirs)


def bid_weight(obs: Observation, hands: Sequence[int]) -> float:
    """How well a sampled world (the hands as dealt) explains the other seats' bids: each
    bid of v in a trump asks the bidder's hand to support about v by the normal bot's
    estimate (``fitted``)."""
    logw = 0.0
    for i, c in enumerate(obs.calls):
        s = obs.caller(i)
        if s != obs.seat and c.is_bid:
            est = fitted(hands[s], c.bid_suit)
            logw += _log_phi((est - min(c.value, 180) + 10.0) / TAU)
    return math.exp(max(-50.0, logw))


def _log_phi(x: float) -> float:
    return math.log(max(0.5 * (1.0 + math.erf(x / math.sqrt(2.0))), 1e-12))


Runs = dict[tuple[int, int], list[Run]]  # (takers' team, trump): one playout per world


def playouts(obs: Observation, worlds: Sequence[tuple[list[int], int]], rules: Rules,
             runs: Runs) -> Generator[None, None, None]:
    """The hard bot's playouts, added to ``runs``: in each sampled world (hands,
    multiplicity), my team as takers with each trump, and the opponents in their contract if
    the last bid is theirs; the policy plays every seat. Yields after each world."""
    team = obs.seat & 1
    leader = (obs.dealer + 1) & 3
    seat, high, _ = _high(obs)
    opp = high.bid_suit if high is not None and (seat ^ obs.seat) & 1 else -1
    for hands, mult in worlds:
        for takers, t in [(team, t) for t in TRUMPS] + ([(1 - team, opp)] if opp >= 0 else []):
            tp, tw = [0, 0], [0, 0]
            rollout(list(hands), t, leader, [], takers, tp, tw, rules.partner_exemption)
            runs.setdefault((takers, t), []).append(
                (tp, tw, world_extras(hands, t, rules=rules), mult))
        yield None


@dataclass(frozen=True, slots=True)
class SearchCall:
    """The hard bot's call and what it rests on: the expected raw score difference of each
    option considered, the chance the contract chosen is made (or, for a coinche, fails)."""

    call: Call
    values: dict[str, float]
    chance: float | None
    expected: float


def search_call(obs: Observation, runs: Runs, rules: Rules) -> SearchCall:
    """The call whose expected score (the playouts scored by the engine's ``rules``) is
    best: passing leaves the contract as it stands; a bid must be made in ``MIN_MAKE`` of
    the worlds and beat passing by ``BID_MARGIN``; a coinche needs the contract to fail in
    ``COINCHE_FAIL`` of them, a surcoinche to be made in ``SURCOINCHE_MAKE``."""
    team = obs.seat & 1
    legal = obs.legal
    seat, high, mult = _high(obs)

    def ev(takers: int, trump: int, value: int, multiplier: int) -> tuple[float, float]:
        return contract_value(runs[(takers, trump)], takers, value, multiplier, team, rules)

    values: dict[str, float] = {}
    best: Call = PASS_CALL
    best_ev, chance = 0.0, None
    if high is not None:
        best_ev, _ = ev(seat & 1, high.bid_suit, high.value, mult)
    values["pass"] = best_ev
    if SURCOINCHE_CALL in legal and high is not None:
        e4, p = ev(team, high.bid_suit, high.value, 4)
        values["surcoinche"] = e4
        if p >= SURCOINCHE_MAKE and e4 > best_ev + SEARCH_MARGIN:
            return SearchCall(SURCOINCHE_CALL, values, p, e4)
        return SearchCall(PASS_CALL, values, None, best_ev)
    if COINCHE_CALL in legal and high is not None:
        e2, p = ev(seat & 1, high.bid_suit, high.value, 2)
        values["coinche"] = e2
        if 1.0 - p >= COINCHE_FAIL and e2 > best_ev + SEARCH_MARGIN:
            best, best_ev, chance = COINCHE_CALL, e2, 1.0 - p
    top: SearchCall | None = None
    for c in legal:
        if not isinstance(c, Call) or not c.is_bid:
            continue
        e, p = ev(team, c.bid_suit, c.value, 1)
        if p < (MIN_MAKE if c.kind == BID else CAPOT_MAKE):
            continue
        values[str(c)] = e
        if top is None or e > top.expected:
            top = SearchCall(c, values, p, e)
    if top is not None and top.expected > best_ev + BID_MARGIN:
        return SearchCall(top.call, values, top.chance, top.expected)
    return SearchCall(best, values, chance, best_ev)


__all__ = ["choose_call", "count_tricks", "decide", "hand_points", "playouts", "search_call"]
