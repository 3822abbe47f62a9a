"""Dealing: the 32 cards in packets of 3, 2, 3, from the dealer's right, from a seed."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ALL_CARDS, card_name
from .rng import Rng

PACKETS = (3, 2, 3)


def _deal_positions(dealer: int) -> tuple[tuple[int, ...], ...]:
    """For each seat, the places in the shuffled deck of the cards it receives."""
    places: list[list[int]] = [[], [], [], []]
    pos = 0
    for size in PACKETS:
        for i in range(1, 5):
            places[(dealer + i) & 3].extend(range(pos, pos + size))
            pos += size
    return tuple(tuple(p) for p in places)


DEAL_POSITIONS = tuple(_deal_positions(d) for d in range(4))


def deal_hands(seed: int, dealer: int) -> tuple[int, int, int, int]:
    """Shuffle with ``Rng(seed)`` and deal 3-2-3 starting at seat ``dealer + 1``."""
    return deal_from(Rng(seed), dealer)


def deal_from(rng: Rng, dealer: int) -> tuple[int, int, int, int]:
    """Shuffle with ``rng`` and deal 3-2-3 starting at seat ``dealer + 1``."""
    # Checked here: -1 would index from the end and 1.0 fail deep inside as a TypeError.
    if type(dealer) is not int or not 0 <= dealer <= 3:
        raise ValueError(f"dealer must be a seat 0..3, not {dealer!r}")
    deck = list(range(32))
    rng.shuffle(deck)
    bits = [1 << c for c in deck]
    a, b, c, d = (sum([bits[p] for p in seat]) for seat in DEAL_POSITIONS[dealer])
    return a, b, c, d


def check_hands(hands: Sequence[int]) -> str | None:
    """None when the four hands are a deal of the 32 cards, 8 each; else what is wrong."""
    if len(hands) != 4:
        return f"there must be 4 hands, not {len(hands)}"
    seen = 0
    for seat, h in enumerate(hands):
        if h.bit_count() != 8:
            return f"seat {seat} holds {h.bit_count()} cards, not 8"
        twice = seen & h
        if twice:
            return f"{card_name((twice & -twice).bit_length() - 1)} is dealt twice"
        seen |= h
    if seen != ALL_CARDS:
        return "the hands are not the 32 cards"
    return None
