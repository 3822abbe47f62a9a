"""Hand evaluation for the auction: the points a hand's team may expect with a trump suit.

``team_points(hand, trump)`` estimates the trick points (out of 162) that the hand's team
takes when that suit is trump and the hand's team holds the contract, with a partner and
opponents whose hands are unknown. It is a linear model on counted features (Jack, Nine,
Ace of trump, trump length, side Aces, guarded Tens, voids...) whose weights were fitted
on simulated deals played by the normal bot (``benchmarks/calibrate_eval.py``); the
spread of the real result around it is ``SPREAD``.

The bidders' points B also hold every counted declaration and pilotta (partner's too),
which the same simulations measure: ``HAND_EXTRAS`` is what one unseen hand brings on
average, and ``RESIDUALS`` are the quantiles of B minus the evaluation (trick points plus
``declaration_value``): skewed (capots, partner's declarations), wider than ``SPREAD``.

Declarations are valued apart (``declaration_value``): what the hand's runs and fours are
likely to count (a small run is often beaten), and the pilotta (K+Q of trump).
"""

from __future__ import annotations

from typing import Final

from ..cards import R9, RA, RJ, RK, RQ, RT
from ..declarations import PILOTTA_POINTS, best_declarations, has_declaration, pilotta_cards

# feature names, in the order of ``features``
FEATURES: Final = (
    "bias", "tJ", "t9", "tA", "tT", "tKQ", "tn", "tn_long", "sA", "sAT", "sT_guarded",
    "sT_bare", "sK_guarded", "voids", "singletons", "lead",
)

# Weights fitted by benchmarks/calibrate_eval.py (least squares, team trick points).
WEIGHTS: Final = (
    46.24, 21.17, 11.11, 6.95, 4.73, 1.23, 5.41, 7.41, 9.32, -0.66, 2.97,
    -3.14, 0.51, 4.77, 2.15, 1.46,
)
SPREAD: Final = 29.5  # residual standard deviation of the fit
HAND_EXTRAS: Final = 7.3  # counted declarations + pilotta of one unseen hand, on average
# 40 quantiles (2.5% each) of B minus the evaluation
RESIDUALS: Final = (
    -57, -46, -41, -36, -33, -29, -27, -24, -21, -19, -16, -14, -12, -10, -8, -6, -4, -2, 0,
    2, 5, 7, 9, 11, 13, 15, 18, 20, 23, 26, 28, 32, 36, 39, 44, 50, 56, 67, 87, 148,
)

# chance that a declaration of this value counts for its team (the team must hold the
# single highest one), from the same simulations
COUNT_CHANCE: Final = {20: 0.73, 50: 0.91, 100: 0.97, 150: 0.96, 200: 1.0}


def features(hand: int, trump: int, leads: bool = False) -> list[float]:
    t = (hand >> (8 * trump)) & 0xFF
    tn = t.bit_count()
    f = [
        1.0,
        float(t >> RJ & 1),
        float(t >> R9 & 1),
        float(t >> RA & 1),
        float(t >> RT & 1),
        float((t >> RK & 1) + (t >> RQ & 1)),
        float(tn),
        float(max(0, tn - 3)),
    ]
    s_a = s_at = s_tg = s_tb = s_kg = voids = singles = 0
    for suit in range(4):
        if suit == trump:
            continue
        s = (hand >> (8 * suit)) & 0xFF
        n = s.bit_count()
        if n == 0:
            voids += 1
            continue
        if n == 1:
            singles += 1
        has_a = s >> RA & 1
        has_t = s >> RT & 1
        has_k = s >> RK & 1
        s_a += has_a
        if has_t:
            if has_a:
                s_at += 1
            elif n >= 2:
                s_tg += 1
            else:
                s_tb += 1
        if (has_k and (has_a and has_t)) or (has_k and n >= 3 and not has_a):
            s_kg += 1
    f += [float(s_a), float(s_at), float(s_tg), float(s_tb), float(s_kg), float(voids),
          float(singles), float(leads)]
    return f


def _trump_prefix(t: int) -> float:
    """The model's sum over its first eight features (bias and trump ones) for the trump
    ranks ``t``, added in ``features``' order (so the float is the same to the last bit)."""
    v = 0.0
    for w, x in zip(WEIGHTS[:8], features(t, 0)[:8], strict=True):  # t: spades, trump
        v += w * x
    return v


def _side_counts(s: int) -> int:
    """A side suit's part of the seven side features (sA, sAT, sT_guarded, sT_bare,
    sK_guarded, voids, singletons) for its ranks ``s``, read from ``features`` (the
    model's one definition), packed 4 bits each (four suits add up without carries)."""
    f = features(s << 8, 0)[8:15]  # s: hearts, spades trump
    f[5] -= 2  # the voids of that hand's diamonds and clubs, not this suit's
    return sum(int(x) << 4 * i for i, x in enumerate(f))


_TRUMP_PREFIX: Final = tuple(_trump_prefix(t) for t in range(256))
_SIDE_COUNTS: Final = tuple(_side_counts(s) for s in range(256))
_W8, _W9, _W10, _W11, _W12, _W13, _W14, _W15 = WEIGHTS[8:]


def team_points(hand: int, trump: int, leads: bool = False) -> float:
    """Expected trick points of the hand's team with ``trump``, an unknown partner: the
    linear model on ``features``, by tables (the samplers weigh thousands of hands a
    decision); the same float as summing ``WEIGHTS`` times ``features`` in order."""
    sh = 8 * trump
    c = (_SIDE_COUNTS[hand & 255] + _SIDE_COUNTS[hand >> 8 & 255] + _SIDE_COUNTS[hand >> 16 & 255]
         + _SIDE_COUNTS[hand >> 24 & 255])
    if trump < 4:  # (Coinche's sans-atout and tout-atout: every suit a side suit)
        c -= _SIDE_COUNTS[hand >> sh & 255]
    v = _TRUMP_PREFIX[hand >> sh & 255]
    v += _W8 * (c & 15)
    v += _W9 * (c >> 4 & 15)
    v += _W10 * (c >> 8 & 15)
    v += _W11 * (c >> 12 & 15)
    v += _W12 * (c >> 16 & 15)
    v += _W13 * (c >> 20 & 15)
    v += _W14 * (c >> 24 & 15)
    v += _W15 * leads
    return max(0.0, min(162.0, v))


def count_points(hand: int, trump: int) -> float:
    """The easy bot's hand count: points one can see (Jack, Nine, Ace of trump, length,
    side Aces, covered Tens, short suits) on top of what an average partner brings."""
    t = (hand >> (8 * trump)) & 0xFF
    tn = t.bit_count()
    v = 40.0
    v += 25.0 * (t >> RJ & 1) + 18.0 * (t >> R9 & 1) + 12.0 * (t >> RA & 1)
    v += 8.0 * (t >> RT & 1) + 4.0 * ((t >> RK & 1) + (t >> RQ & 1))
    v += 8.0 * max(0, tn - 2)
    for suit in range(4):
        if suit == trump:
            continue
        s = (hand >> (8 * suit)) & 0xFF
        n = s.bit_count()
        if s >> RA & 1:
            v += 12.0
        if s >> RT & 1 and (s >> RA & 1 or n >= 2):
            v += 6.0
        if n == 0 and tn >= 3:
            v += 6.0
    return v


def declaration_value(hand: int, trump: int) -> float:
    """Expected counted declarations of the hand, plus its pilotta."""
    v = 0.0
    if has_declaration(hand):  # (a bit test: most hands have none to list)
        for d in best_declarations(hand, trump):
            v += d.value * COUNT_CHANCE.get(d.value, 1.0)
    kq = pilotta_cards(trump)
    if hand & kq == kq:
        v += PILOTTA_POINTS
    return v

