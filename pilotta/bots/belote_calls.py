"""Belote's trump choice for the easy and normal bots (take, pass or name a suit), and what
a take or a pass tells about a hand (``choice_weight``, for the hard bot's sampler).

Before the choice a seat sees five cards and the turned card. Whoever takes picks the turned
card up, so the cards a seat would play with are its five and the turned card, plus two
unknown ones. ``takers_points`` estimates the takers' trick points with a trump suit from
those six cards (a linear model fitted on simulated deals played by the normal bots,
``benchmarks/calibrate_belote.py``); ``take_value`` turns that estimate into the expected
score difference under Belote's scoring (``belote.raw_scores``, the engine's), where a
contract that is not made ("dedans") gives the defenders all 162 points:

- made (the takers' total beats the defenders'): the difference at the takers' expected
  trick points given that they make it (linear in them: 2T - 162 plus the extras);
- failed: the takers keep only their belote, the defenders score 162 and the rest.

Round 1 weighs the turned card's suit, round 2 each other suit; a bot takes the best one
when its expected difference clears the level's margin.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..actions import PASS_CALL, TAKE, Call
from ..belote import open_calls, raw_scores, totals
from ..cards import POINTS, R9, RA, RJ, RK, RQ, RT, SUIT_MASK, TRICK_POINTS_TOTAL
from ..declarations import PILOTTA_POINTS, best_declarations, pilotta_seat
from ..observation import Observation

FEATURES: Final = (
    "bias", "tJ", "t9", "tA", "tT", "tKQ", "tn", "sA", "sAT", "sT_guarded", "sK_guarded",
    "short", "lead",
)

# Weights fitted by benchmarks/calibrate_belote.py (least squares, the takers' trick points
# from six known cards: the five dealt and the turned card).
WEIGHTS: Final = (
    51.98, 19.75, 11.20, 6.84, 3.75, 1.41, 8.56, 9.17, 2.49, 3.36, 1.80, 0.46, 0.59,
)
SPREAD: Final = 33.0  # residual standard deviation of the fit
OPPONENTS: Final = 1.0  # the defenders' extras less the takers' unseen ones, a deal
DECL_CHANCE: Final = 0.5  # a run among the six known cards counts about this often


def is_trump_choice(obs: Observation) -> bool:
    """The deal's contract is chosen by taking a turned card (Belote), not by bidding."""
    return obs.turned is not None and obs.contract is None


def features(known: int, trump: int, leads: bool = False) -> list[float]:
    t = (known >> (8 * trump)) & 0xFF
    f = [
        1.0,
        float(t >> RJ & 1),
        float(t >> R9 & 1),
        float(t >> RA & 1),
        float(t >> RT & 1),
        float((t >> RK & 1) + (t >> RQ & 1)),
        float(t.bit_count()),
    ]
    s_a = s_at = s_tg = s_kg = short = 0
    for suit in range(4):
        if suit == trump:
            continue
        s = (known >> (8 * suit)) & 0xFF
        n = s.bit_count()
        if n <= 1:
            short += 1
        has_a, has_t, has_k = s >> RA & 1, s >> RT & 1, s >> RK & 1
        s_a += has_a
        if has_t and has_a:
            s_at += 1
        elif has_t and n >= 2:
            s_tg += 1
        if has_k and n >= 2 and (has_a or n >= 3):
            s_kg += 1
    f += [float(s_a), float(s_at), float(s_tg), float(s_kg), float(short), float(leads)]
    return f


def takers_points(known: int, trump: int, leads: bool = False) -> float:
    """Expected trick points (of 162) of the takers' team with ``trump``."""
    v = 0.0
    for w, x in zip(WEIGHTS, features(known, trump, leads)):
        v += w * x
    return max(0.0, min(float(TRICK_POINTS_TOTAL), v))


def extras(known: int, trump: int) -> tuple[float, float]:
    """(belote, declarations) the six known cards are likely to bring the takers: the
    belote is sure (always kept), a run counts about half the time."""
    belote = float(PILOTTA_POINTS) if pilotta_seat([known], trump) is not None else 0.0
    decl = sum(d.value for d in best_declarations(known, trump)) * DECL_CHANCE
    return belote, decl


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _pdf(x: float) -> float:
    return math.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi)


def take_value(mean: float, belote: float = 0.0, decl: float = 0.0, sd: float = SPREAD,
               opponents: float = OPPONENTS) -> tuple[float, float]:
    """(expected takers' minus defenders' raw score, chance to make) when the takers' trick
    points are ``N(mean, sd)``: made when T + extras > 162 - T + the defenders' extras
    (``opponents``: what they declare, less what the takers declare beyond the six known
    cards)."""
    total = float(TRICK_POINTS_TOTAL)
    decls, kq = (decl, opponents), (belote, 0.0)

    def difference(t: float) -> float:
        """Takers' minus defenders' raw score by Belote's rule, the takers taking ``t``."""
        _, mine, theirs = raw_scores(0, (t, total - t), decls, kq, TRICK_POINTS_TOTAL)
        return mine - theirs

    # made when the takers' total is greater; each trick point moves the totals 2 apart
    mine, theirs = totals(0, (0.0, total), decls, kq)
    threshold = (theirs - mine) / 2.0
    z = (threshold - mean) / sd
    p = 1.0 - _phi(z)
    cond = mean + sd * _pdf(z) / p if p > 1e-9 else threshold
    made = difference(min(cond, total)) if p > 1e-9 else 0.0
    failed = difference(0.0)  # no trick point: dedans (six cards never make 163 in extras)
    return p * made + (1.0 - p) * failed, p


@dataclass(frozen=True, slots=True)
class TakeStyle:
    """How eager a bot is to take."""

    margin: float = 0.0  # take when the expected difference beats passing by this much
    counted: bool = False  # the easy count of trump points instead of the fitted model
    read_passes: bool = True  # partner's and the opponents' passes shift the estimate


EASY_TAKE = TakeStyle(margin=0.0, counted=True, read_passes=False)
NORMAL_TAKE = TakeStyle()


def count_points(known: int, trump: int) -> float:
    """The easy bot's count: the card points of its trumps, 10 a trump, 11 a side Ace."""
    tm = SUIT_MASK[trump]
    pts = POINTS[trump]
    v = 40.0 + 10.0 * (known & tm).bit_count()
    for c in range(32):
        if known >> c & 1:
            if c >> 3 == trump:
                v += pts[c]
            elif c & 7 == RA:
                v += 11.0
    return v


@dataclass(frozen=True, slots=True)
class Option:
    call: Call
    trump: int
    mean: float
    ev: float
    chance: float


def calls_open(turned: int, calls: Sequence[Call]) -> list[Call]:
    """The takes or suits that may be called after ``calls`` (pass aside)."""
    return list(open_calls(turned, len(calls)))


def evaluate(hand: int, turned: int, seat: int, dealer: int, calls: Sequence[Call],
             style: TakeStyle = NORMAL_TAKE) -> list[Option]:
    """Every take or suit ``seat`` may call after ``calls``, with its estimate; ``hand``:
    its five cards."""
    known = hand | 1 << turned
    leads = (seat - dealer) & 1 == 1  # my team has the first lead
    out = []
    for call in calls_open(turned, calls):
        trump = turned >> 3 if call.kind == TAKE else call.bid_suit
        if style.counted:
            mean = count_points(known, trump)
        else:
            mean = takers_points(known, trump, leads) + _pass_shift(
                seat, dealer, turned, calls, trump, style)
        belote, decl = extras(known, trump)
        ev, p = take_value(mean, belote, decl)
        out.append(Option(call, trump, mean, ev, p))
    return out


def _pass_shift(seat: int, dealer: int, turned: int, calls: Sequence[Call], trump: int,
                style: TakeStyle) -> float:
    """Passes on the turned card's suit in round 1: partner's says his hand is weak in it,
    an opponent's that theirs is."""
    if not style.read_passes or trump != turned >> 3:
        return 0.0
    shift = 0.0
    for i in range(min(4, len(calls))):
        s = (dealer + 1 + i) & 3
        if s != seat:
            shift += -4.0 if s == seat ^ 2 else 2.0
    return shift


def best_option(hand: int, turned: int, seat: int, dealer: int, calls: Sequence[Call],
                style: TakeStyle = NORMAL_TAKE) -> Option | None:
    """The option a rule bot would call, or None for a pass."""
    best: Option | None = None
    for o in evaluate(hand, turned, seat, dealer, calls, style):
        if best is None or o.ev > best.ev:
            best = o
    return best if best is not None and best.ev > style.margin else None


def choose_take(obs: Observation, style: TakeStyle = NORMAL_TAKE) -> Call:
    """Take (or name) the best suit when it is worth it, else pass."""
    assert obs.turned is not None
    best = best_option(obs.hand, obs.turned, obs.seat, obs.dealer, obs.calls, style)
    return PASS_CALL if best is None else best.call


# How much more (or less) often than a random hand a hand of trump quality q (trumps, plus
# one for the Jack and one for the Nine, in the eight cards held once play starts) belongs
# to the taker, or to a seat that passed before him in the round he took: measured on
# 4000 deals of normal bots choosing trump (a likelihood ratio, floored at 0.01; 6 and up
# alike; ``benchmarks/calibrate_belote.py --likelihood``).
TAKER_LIKELIHOOD: Final = (0.01, 0.01, 0.06, 0.85, 2.5, 3.4, 3.9)
PASSER_LIKELIHOOD: Final = (1.4, 1.45, 1.35, 0.95, 0.4, 0.1, 0.02)


def trump_quality(hand: int, trump: int) -> int:
    t = (hand >> (8 * trump)) & 0xFF
    return min(6, t.bit_count() + (t >> RJ & 1) + (t >> R9 & 1))


def choice_weight(obs: Observation, hands: Sequence[int]) -> float:
    """How well a world (the hands as dealt for play) explains the trump choice seen from
    ``obs.seat``: the taker is strong in trump, those who passed before him are not."""
    contract = obs.contract
    if contract is None:
        return 1.0
    n = len(obs.calls)
    first = 0 if n <= 4 else 4  # the round in which the contract was called
    passers = {obs.caller(i) for i in range(first, n - 1)}
    w = 1.0
    for s in range(4):
        if s == obs.seat:
            continue
        q = trump_quality(hands[s], contract.trump)
        if s == contract.seat:
            w *= TAKER_LIKELIHOOD[q]
        elif s in passers:
            w *= PASSER_LIKELIHOOD[q]
    return w
