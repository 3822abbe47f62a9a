"""The bots' Coinche auction: a contract (value and trump), coinche and surcoinche.

Every level reads the auction through the engine (``obs.legal``: the calls open now, the
lowest bid among them) and values a hand for each of the six trumps (four suits,
sans-atout, tout-atout):

- easy counts the tricks its hand should win (``count_tricks``) and bids 80 for three,
  20 more for each further one;
- normal estimates the card points its hand brings (``hand_points``), adds partner's
  average share (or what partner's bid in that trump promised) and bids the estimate;
- hard samples the hidden hands and plays each trump out with the card policy
  (``search_values``): the mean of its team's card points and belote is the estimate.

Each coinches an opponent's contract it expects to fail by a margin, and surcoinches its
own coinched contract when it expects to make it comfortably.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..actions import (
    BID,
    CAPOT,
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
from .playout import rollout

TRUMPS = range(6)
PARTNER_SHARE = 20.0  # card points an unknown partner is counted on for (less than his
# average quarter of 162: fitted so that normal beats easy in the arena)
DEFENCE_SHARE = 20.0  # partner's share in defence: the bidders hold the strength
COINCHE_MARGIN = 30.0  # coinche when the takers' estimate falls this short of their bid
TAU = 25.0  # softness of the bid model (card points) weighting the hard bot's worlds
SURCOINCHE_MARGIN = 30.0  # surcoinche when ours passes our bid by this much
BELOTE = 20


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
    values = [c.value for c in obs.legal if isinstance(c, Call) and c.kind in (BID, CAPOT)]
    return min(values) if values else None


def _high(obs: Observation) -> tuple[int, Call | None, int]:
    """(seat, call) of the last bid (-1, None before any) and the multiplier so far."""
    seat, high, mult = -1, None, 1
    for i, c in enumerate(obs.calls):
        if c.kind in (BID, CAPOT):
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
        if obs.caller(i) == obs.seat ^ 2 and c.kind in (BID, CAPOT) and c.suit == trump:
            best = max(best, c.value)
    return best


def estimates(obs: Observation, level: str) -> list[float]:
    """My team's expected card points (belote included) per trump, by the rule of
    ``level`` ("easy" or "normal")."""
    out = []
    for t in TRUMPS:
        if level == "easy":
            out.append(20.0 + 20.0 * count_tricks(obs.hand, t))  # 3 tricks: 80
            continue
        mine = hand_points(obs.hand, t)
        promised = _partner_bid(obs, t)
        partner = max(PARTNER_SHARE, promised - 40.0) if promised else PARTNER_SHARE
        out.append(mine + partner)
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
    bid of v in a trump asks the bidder's hand, by the normal bot's estimate, to be worth
    about v with an average partner."""
    logw = 0.0
    for i, c in enumerate(obs.calls):
        s = obs.caller(i)
        if s != obs.seat and c.kind in (BID, CAPOT):
            est = hand_points(hands[s], c.bid_suit) + PARTNER_SHARE
            logw += _log_phi((est - min(c.value, 180) + 10.0) / TAU)
    return math.exp(max(-50.0, logw))


def _log_phi(x: float) -> float:
    return math.log(max(0.5 * (1.0 + math.erf(x / math.sqrt(2.0))), 1e-12))


def search_values(obs: Observation, worlds: Sequence[tuple[list[int], int]], exemption: bool
                  ) -> tuple[list[float], float | None]:
    """The hard bot's estimates: in each sampled world (hands, weight), my team's card
    points and belote with each trump, played out by the policy; and the opponents' in
    their contract, if the last bid is theirs."""
    team = obs.seat & 1
    leader = (obs.dealer + 1) & 3
    seat, high, _ = _high(obs)
    opp = high.bid_suit if high is not None and (seat ^ obs.seat) & 1 else -1
    sums = [0.0] * 6
    theirs = 0.0
    n = 0
    for hands, mult in worlds:
        for t in TRUMPS:
            sums[t] += mult * _played(hands, t, leader, team, exemption)
        if opp >= 0:
            theirs += mult * _played(hands, opp, leader, 1 - team, exemption)
        n += mult
    n = max(n, 1)
    return [v / n for v in sums], (theirs / n if opp >= 0 else None)


def _played(hands: Sequence[int], trump: int, leader: int, takers: int, exemption: bool
            ) -> float:
    """The takers' card points and belote in one world, the policy playing every seat."""
    tp, tw = [0, 0], [0, 0]
    belote = 0
    if trump < 4:
        kq = 1 << (trump * 8 + RK) | 1 << (trump * 8 + RQ)
        belote = BELOTE * any(hands[s] & kq == kq for s in (takers, takers + 2))
    rollout(list(hands), trump, leader, [], takers, tp, tw, exemption)
    points = 250 if tw[1 - takers] == 0 else 0 if tw[takers] == 0 else tp[takers]
    return points + belote


__all__ = ["choose_call", "count_tricks", "decide", "hand_points", "search_values"]
