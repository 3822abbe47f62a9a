"""The hard bot's Belote trump choice: sample the hidden cards, play each choice out.

Before the choice a seat sees its five cards and the turned card; the other 26 cards are
the three other five-card hands and the talon. A world deals them at random, weighted by
how well it explains the passes so far (a seat that passed would not have taken by the
normal bot's rule, ``belote_calls``). In each world:

- each take or suit open to me: the hands are completed as the rules deal them (I pick up
  the turned card) and the deal is played out by the heuristic policy with the partner
  exemption, then scored by the rule set;
- passing: the other seats (and I, in round 2) choose by the normal bot's rule in that
  world; whoever takes, the deal is played out and scored the same way; eight passes
  score nothing.

The call with the best mean score difference is made; a take must beat passing by
``Budget.take_margin`` points and ``take_sigma`` standard errors of the difference. With
``take_switch`` the normal rule's call is the default and another call replaces it only
when it beats it by that many standard errors of their difference, world by world (the
card play's ``switch_sigma``): a few dozen playouts are too few to overrule a fitted rule
on a close hand, enough to see a hand the rule misjudges. A fixed number of worlds, a yield after
each: no clock.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from ..actions import PASS_CALL, Call
from ..cards import ALL_CARDS, card_list
from ..observation import Observation
from ..rng import Rng
from ..rules import Dealt, Rules
from ..rulesets import rules_named
from .belote_calls import NORMAL_TAKE, best_option, calls_open, choose_take, evaluate
from .playout import rollout, score_world, world_extras
from .sampler import resample

TAU = 25.0  # softness of the pass model (points of expected score)


@dataclass(frozen=True, slots=True)
class TakeResult:
    call: Call
    values: dict[str, float]  # mean score difference per call ("pass", "take", "S"...)
    make_chance: float | None  # of the chosen take
    worlds: int


def draw_world(obs: Observation, rng: Rng) -> tuple[list[int], tuple[int, ...]]:
    """Five cards for each other seat and the talon's order, uniformly."""
    assert obs.turned is not None
    cards = card_list(ALL_CARDS & ~obs.hand & ~(1 << obs.turned))
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    pos = 0
    for s in range(4):
        if s == obs.seat:
            hands[s] = obs.hand
            continue
        for c in cards[pos:pos + 5]:
            hands[s] |= 1 << c
        pos += 5
    return hands, tuple(cards[pos:])


def pass_weight(obs: Observation, hands: Sequence[int]) -> float:
    """Likelihood of the passes already made, each seat judged by the normal rule."""
    assert obs.turned is not None
    logw = 0.0
    for i in range(len(obs.calls)):
        s = obs.caller(i)
        if s == obs.seat:
            continue
        options = evaluate(hands[s], obs.turned, s, obs.dealer, obs.calls[:i], NORMAL_TAKE)
        best = max(o.ev for o in options)
        logw += _log_phi((NORMAL_TAKE.margin - best) / TAU)
    return math.exp(max(-50.0, logw))


def _log_phi(x: float) -> float:
    return math.log(max(0.5 * (1.0 + math.erf(x / math.sqrt(2.0))), 1e-12))


def play_out(rules: Rules, dealt: Dealt, dealer: int, taker: int, trump: int,
             team: int) -> tuple[int, bool]:
    """(score difference for ``team``, made) of one contract played out in a world."""
    hands = list(rules.complete(dealt, dealer, taker))
    takers = taker & 1
    extras = world_extras(hands, trump, rules=rules, takers=takers)
    tp, tw = [0, 0], [0, 0]
    rollout(hands, trump, (dealer + 1) & 3, [], takers, tp, tw, rules.partner_exemption)
    s = score_world(takers, 0, 1, tp, tw, extras, rules)
    return s.raw[team] - s.raw[1 - team], s.made


def pass_outcome(obs: Observation, rules: Rules, dealt: Dealt) -> int:
    """My team's score difference if I pass and everyone then calls by the normal rule."""
    assert obs.turned is not None
    calls = list(obs.calls) + [PASS_CALL]
    while len(calls) < 8:
        s = obs.caller(len(calls))
        o = best_option(dealt.hands[s], obs.turned, s, obs.dealer, calls, NORMAL_TAKE)
        if o is not None:
            return play_out(rules, dealt, obs.dealer, s, o.trump, obs.seat & 1)[0]
        calls.append(PASS_CALL)
    return 0  # thrown in


def think_take(obs: Observation, rng: Rng, candidates: int, count: int, margin: float,
               sigma: float = 0.0, switch: float = 0.0) -> Generator[None, None, TakeResult]:
    """Take, name a suit or pass: the choice with the best mean over ``count`` worlds
    resampled from ``candidates`` draws. A take must beat passing by ``margin`` points
    plus ``sigma`` standard errors of its difference from passing, world by world: the
    best of several noisy means is biased upwards (most in round 2, three suits and a
    pass), so a bar that grows with the noise keeps the sampling from taking on it."""
    assert obs.turned is not None
    rules = rules_named(obs.rules)
    draws: list[tuple[list[int], tuple[int, ...]]] = []
    weights: list[float] = []
    for _ in range(candidates):
        world = draw_world(obs, rng)
        draws.append(world)
        weights.append(pass_weight(obs, world[0]))
        yield None
    mult: dict[int, int] = {}
    for i in resample(weights, count, rng):
        mult[i] = mult.get(i, 0) + 1
    me, team = obs.seat, obs.seat & 1
    options = calls_open(obs.turned, obs.calls)
    made = {str(c): 0.0 for c in options}
    # per world (with its multiplicity): each call's score difference, passing's included
    per: dict[str, list[tuple[int, int]]] = {str(c): [] for c in options}
    per["pass"] = []
    n = 0
    for i, m in sorted(mult.items()):
        hands, talon = draws[i]
        dealt = Dealt((hands[0], hands[1], hands[2], hands[3]), obs.turned, talon)
        for c in options:
            trump = obs.turned >> 3 if c.suit is None else c.bid_suit
            diff, ok = play_out(rules, dealt, obs.dealer, me, trump, team)
            made[str(c)] += m * ok
            per[str(c)].append((diff, m))
        per["pass"].append((pass_outcome(obs, rules, dealt), m))
        n += m
        yield None
    values = {k: sum(v * w for v, w in runs) / n for k, runs in per.items()}
    if switch > 0:
        best = _switched(obs, options, per, values, n, switch)
    else:
        best = _best_mean(options, per, values, n, margin, sigma)
    chance = None if best == PASS_CALL else made[str(best)] / n
    return TakeResult(best, values, chance, n)


def _best_mean(options: Sequence[Call], per: dict[str, list[tuple[int, int]]],
               values: dict[str, float], n: int, margin: float, sigma: float) -> Call:
    """The call with the best mean, a take beating passing by ``margin`` points and
    ``sigma`` standard errors of their difference; else pass."""
    best: Call = PASS_CALL
    best_ev = -math.inf
    for c in options:
        v = values[str(c)]
        bar = values["pass"] + margin + (
            sigma * _standard_error(_minus(per[str(c)], per["pass"]), n) if sigma else 0.0)
        if v > bar and v > best_ev:
            best, best_ev = c, v
    return best


def _switched(obs: Observation, options: Sequence[Call],
              per: dict[str, list[tuple[int, int]]], values: dict[str, float], n: int,
              switch: float) -> Call:
    """The normal rule's call, unless another call beats it by ``switch`` standard errors
    of their world-by-world difference (the best such call). A difference with no spread
    is no evidence (a tiny budget's few worlds, or one world drawn again and again, can
    all agree): the rule stands."""
    anchor = choose_take(obs, NORMAL_TAKE)
    best, best_ev = anchor, values[str(anchor)]
    for c in [PASS_CALL, *options]:
        k = str(c)
        if c == anchor or values[k] <= best_ev:
            continue
        error = _standard_error(_minus(per[k], per[str(anchor)]), n)
        if error > 0 and values[k] - values[str(anchor)] > switch * error:
            best, best_ev = c, values[k]
    return best


def _minus(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """World by world, ``a``'s value less ``b``'s (the same worlds, the same order)."""
    return [(va - vb, m) for (va, m), (vb, _) in zip(a, b)]


def _standard_error(samples: list[tuple[int, int]], n: int) -> float:
    """The standard error of the mean of (value, multiplicity) samples, ``n`` in all."""
    mean = sum(v * m for v, m in samples) / n
    var = sum(m * (v - mean) ** 2 for v, m in samples) / max(1, n - 1)
    return math.sqrt(var / n)
