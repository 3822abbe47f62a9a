"""The card swaps that move repeated worlds (``world_moves``): they keep the distribution
"weight times uniform over the deals that fit", and respect where each card may go."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

from pilotta.actions import Play
from pilotta.bots.hard import HardBot
from pilotta.bots.knowledge import Knowledge, infer
from pilotta.bots.sampler import Sampler
from pilotta.bots.world_moves import swap_moves
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

OTHERS = (1, 2, 3)
POOL = 0b111111  # six unknown cards, two to each hidden seat
MINE = 0b11 << 8  # seat 0's own cards (never moved)
# card 0 may not go to seat 3 (a void, say); card 4 only to seats 1 and 2
SEATS_OF = [(1, 2), (1, 2, 3), (1, 2, 3), (1, 2, 3), (1, 2), (1, 2, 3)]


def weight(h: list[int]) -> float:
    # any positive function of the hands: the cards below 3 with seat 1, card 5 with seat 2
    return 2.0 ** (h[1] & 0b111).bit_count() * (3.0 if h[2] >> 5 & 1 else 1.0)


def fits(h: list[int]) -> bool:
    # a declaration-like constraint: seat 3 holds 1 and 2 together
    return h[3] & 0b110 != 0b110


def deals() -> list[list[int]]:
    out = []
    for a in combinations(range(6), 2):
        rest = [c for c in range(6) if c not in a]
        for b in combinations(rest, 2):
            c = [x for x in rest if x not in b]
            h = [MINE, sum(1 << x for x in a), sum(1 << x for x in b), sum(1 << x for x in c)]
            if all(s in SEATS_OF[x] for s in OTHERS for x in range(6) if h[s] >> x & 1) \
                    and fits(h):
                out.append(h)
    return out


def test_the_swaps_keep_weight_times_uniform_over_the_deals_that_fit() -> None:
    worlds = deals()
    total = sum(weight(h) for h in worlds)
    target = {tuple(h): weight(h) / total for h in worlds}
    rng = Rng(5)
    h = worlds[0]
    seen: Counter[tuple[int, ...]] = Counter()
    steps = 40_000
    for _ in range(steps):
        h = swap_moves(h, weight(h), 1, OTHERS, POOL, SEATS_OF, rng, weight, fits)
        assert tuple(h) in target  # never a deal that does not fit
        assert h[0] == MINE
        seen[tuple(h)] += 1
    distance = sum(abs(seen[k] / steps - p) for k, p in target.items()) / 2
    assert distance < 0.03, distance


def test_a_chain_is_the_same_for_the_same_generator() -> None:
    h = deals()[3]
    a = swap_moves(h, weight(h), 20, OTHERS, POOL, SEATS_OF, Rng(9), weight, fits)
    b = swap_moves(h, weight(h), 20, OTHERS, POOL, SEATS_OF, Rng(9), weight, fits)
    assert a == b


def test_moved_worlds_of_a_real_decision_keep_what_the_seat_knows() -> None:
    rules = rules_named("pilotta")
    deal = Deal.from_rng(Rng(derive_seed(3, 0)), 0, rules)
    bots = [HardBot(derive_seed(3, s), "tiny") for s in range(4)]
    checked = 0
    while not deal.is_over and checked < 6:
        s = deal.to_act
        assert s is not None
        obs = deal.observation(s)
        if isinstance(obs.legal[0], Play) and len(obs.legal) > 1 and obs.tricks:
            k = infer(obs, memory=True)
            sampler = Sampler(obs, k, Rng(checked), uniform=True)
            start = sampler.world()
            moved = sampler.moved(start, sampler.weight(start), 30, sampler.weight)
            assert moved[obs.seat] == obs.hand
            for o in sampler.others:
                assert moved[o] & k.known[o] == k.known[o]
                assert moved[o] & ~(k.known[o] | k.may[o]) == 0
                assert moved[o].bit_count() == start[o].bit_count()
            checked += 1
        deal.push(bots[s].act(obs))
    assert checked


def test_the_hard_bot_with_moves_is_a_function_of_observation_and_seed() -> None:
    rules = rules_named("pilotta")
    deal = Deal.from_rng(Rng(derive_seed(4, 1)), 1, rules)
    one = [HardBot(derive_seed(4, s), "tiny", world_moves=3, worlds=6, candidates=12)
           for s in range(4)]
    two = [HardBot(derive_seed(4, s), "tiny", world_moves=3, worlds=6, candidates=12)
           for s in range(4)]
    while not deal.is_over:
        s = deal.to_act
        assert s is not None
        obs = deal.observation(s)
        action = one[s].act(obs)
        assert two[s].act(obs) == action
        deal.push(action)


def first_cards(seed: int) -> Iterator[Observation]:
    """The observation at the first card of each of 20 Pilotta deals bid by tiny hard
    bots (a deal thrown in has none)."""
    rules = rules_named("pilotta")
    for i in range(20):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), 0, rules)
        bots = [HardBot(derive_seed(seed, i, s), "tiny") for s in range(4)]
        while deal.to_act is not None and not isinstance(deal.observation(deal.to_act).legal[0],
                                                          Play):
            s = deal.to_act
            deal.push(bots[s].act(deal.observation(s)))
        if deal.to_act is not None:
            yield deal.observation(deal.to_act)


def test_a_softer_auction_model_weighs_worlds_more_alike() -> None:
    # after an auction, at the first card: the worlds' weights spread less at tau 15 than 9
    for obs in first_cards(6):
        k = infer(obs, memory=True)
        steep = Sampler(obs, k, Rng(1), uniform=True)
        soft = Sampler(obs, k, Rng(1), uniform=True, tau=15.0)
        worlds = [steep.world() for _ in range(40)]
        a = [steep.weight(h) for h in worlds]
        b = [soft.weight(h) for h in worlds]
        if max(a) / min(a) > 1.01:
            assert max(b) / min(b) < max(a) / min(a)
            return
    raise AssertionError("no auction weighed its worlds apart")


def drawn(obs: Observation, k: Knowledge, moves: int) -> list[tuple[list[int], int]]:
    """A card decision's worlds as hard draws them: 30 from 60 candidates."""
    run = HardBot(1, "tiny")._worlds(obs, k, Rng(2), 60, 30, uniform=True, moves=moves)
    while True:
        try:
            next(run)
        except StopIteration as done:
            out: list[tuple[list[int], int]] = done.value
            return out


def test_moves_turn_repeats_into_distinct_worlds_and_keep_the_count() -> None:
    for obs in first_cards(8):
        k = infer(obs, memory=True)
        still, moved = drawn(obs, k, 0), drawn(obs, k, 4)
        assert sum(m for _, m in still) == sum(m for _, m in moved) == 30
        if len(still) < 25:  # the auction repeated some worlds: the moves part them
            assert len(moved) > len(still)
            return
    raise AssertionError("no auction repeated a world")
