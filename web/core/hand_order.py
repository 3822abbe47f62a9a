"""The order of the cards in the player's hand: grouped by suit, trump first once it is
known, suits alternating red and black where possible, strongest card first in a suit."""

from __future__ import annotations

from itertools import pairwise, permutations

from pilotta.cards import cards_in, sort_key

RED = frozenset({1, 2})  # hearts, diamonds


def suit_order(suits: set[int] | frozenset[int], trump: int = -1) -> list[int]:
    """The display order of ``suits``: trump first (if held), then the order with the
    fewest same-colour neighbours; ties keep the natural order S H D C."""
    best: tuple[int, tuple[int, ...]] | None = None
    for order in permutations(sorted(suits)):
        if trump in suits and order[0] != trump:
            continue
        clashes = sum((a in RED) == (b in RED) for a, b in pairwise(order))
        if best is None or clashes < best[0]:
            best = (clashes, order)
    return list(best[1]) if best else []


def sorted_hand(hand: int, trump: int = -1) -> list[int]:
    cards = list(cards_in(hand))
    order = suit_order({c >> 3 for c in cards}, trump)
    rank = {s: i for i, s in enumerate(order)}
    t = trump if trump >= 0 else None
    return sorted(cards, key=lambda c: (rank[c >> 3], sort_key(c, t)[1]))
