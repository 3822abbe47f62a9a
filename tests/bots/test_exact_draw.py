"""The uniform draw of the unknown cards (``exact_draw``): it counts the deals that fit and
draws each of them equally often."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.actions import Play
from pilotta.bots import make_bot
from pilotta.bots.exact_draw import ExactDraw
from pilotta.bots.knowledge import infer
from pilotta.bots.sampler import Sampler
from pilotta.cards import ALL_CARDS
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

SEATS = (1, 2, 3)


def fitting_deals(cards: list[int], seats_of: list[tuple[int, ...]], need: list[int]
                  ) -> list[tuple[int, ...]]:
    """Every deal of ``cards`` (the seat of each card), by brute force."""
    out = []
    for owners in itertools.product(*(seats_of[c] for c in cards)):
        got = Counter(owners)
        if all(got[s] == need[s] for s in SEATS):
            out.append(owners)
    return out


def hands_of(cards: list[int], owners: tuple[int, ...]) -> tuple[int, ...]:
    hands = [0, 0, 0, 0]
    for c, s in zip(cards, owners):
        hands[s] |= 1 << c
    return tuple(hands)


def test_a_worked_example_is_drawn_uniformly() -> None:
    """Seven cards, seat 1 needs 3, seats 2 and 3 need 2: card 3 can only be seat 1's,
    card 6 only seat 3's, the others two or three seats'. Ten deals fit; 20,000 draws
    give each about 2,000 times."""
    cards = list(range(7))
    seats_of = [(1, 2, 3), (1, 2), (2, 3), (1,), (1, 3), (1, 2, 3), (3,)]
    need = [0, 3, 2, 2]
    deals = fitting_deals(cards, seats_of, need)
    assert len(deals) == 10
    draw = ExactDraw(SEATS, cards, seats_of, need)
    assert draw.total == 10
    rng = Rng(5)
    seen: Counter[tuple[int, ...]] = Counter()
    for _ in range(20_000):
        hands = [0, 0, 0, 0]
        draw.draw(hands, rng)
        seen[tuple(hands)] += 1
    assert set(seen) == {hands_of(cards, d) for d in deals}
    assert all(1_800 <= n <= 2_200 for n in seen.values()), seen


@settings(max_examples=60, deadline=None, database=None)
@given(st.lists(st.sampled_from([(), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3)]),
                min_size=1, max_size=7),
       st.integers(0, 7), st.integers(0, 7), st.integers(0, 2**32))
def test_counts_every_fitting_deal_and_draws_only_those(
        seats_of: list[tuple[int, ...]], n1: int, n2: int, seed: int) -> None:
    """Any constraints (a card no seat may hold among them): ``total`` is the brute-force
    count of the deals that fit, and a draw (when one fits) is one of them."""
    cards = list(range(len(seats_of)))
    n1 = min(n1, len(cards))
    n2 = min(n2, len(cards) - n1)
    need = [0, n1, n2, len(cards) - n1 - n2]
    deals = fitting_deals(cards, seats_of, need)
    draw = ExactDraw(SEATS, cards, seats_of, need)
    assert draw.total == len(deals)
    if deals:
        fits = {hands_of(cards, d) for d in deals}
        rng = Rng(seed)
        for _ in range(5):
            hands = [0, 0, 0, 0]
            draw.draw(hands, rng)
            assert tuple(hands) in fits


def test_sampler_uniform_worlds_keep_what_the_seat_knows() -> None:
    """Through Belote deals played by the normal bots, every uniform world gives each seat
    its count of cards, the cards it is known to hold and none it cannot hold."""
    rules = rules_named("belote")
    for i in range(6):
        deal = Deal.from_rng(Rng(derive_seed(11, i)), i & 3, rules)
        bots = [make_bot("normal", derive_seed(11, i, s)) for s in range(4)]
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            obs = deal.observation(seat)
            if isinstance(obs.legal[0], Play) and len(deal.tricks) % 2:
                k = infer(obs, memory=True)
                sampler = Sampler(obs, k, Rng(derive_seed(i, seat)), uniform=True)
                for _ in range(10):
                    hands = sampler.world()
                    assert hands[seat] == obs.hand
                    assert sum(hands) | k.played_by[0] | k.played_by[1] | k.played_by[2] \
                        | k.played_by[3] == ALL_CARDS
                    for s in range(4):
                        assert hands[s].bit_count() == k.count[s]
                        assert hands[s] & k.known[s] == k.known[s]
                        assert sampler.relax or hands[s] & ~k.may[s] == 0 or s == seat
            deal.push(bots[seat].act(obs))
