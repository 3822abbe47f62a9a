"""Precomputed card tables for the bots (bitmask helpers on top of ``pilotta.cards``)."""

from __future__ import annotations

from typing import Final

from ..cards import HIGHER_TRUMPS, POINTS, SIDE_ORDER, STRENGTH, SUIT_MASK, TRUMP_ORDER

__all__ = [
    "HIGHER_SIDE", "HIGHER_TRUMPS", "POINTS", "STRENGTH", "SUIT_MASK", "TRUMP_SUIT",
    "higher", "BIT", "TRUMP_DESC", "SIDE_DESC", "LOWER_TRUMPS", "LOWER_SIDE", "popcount",
    "low_card", "high_card", "ORDER",
]

BIT: Final = tuple(1 << c for c in range(32))

# HIGHER_SIDE[card]: same-suit cards that beat it when its suit is not trump.
HIGHER_SIDE: Final = tuple(
    sum(1 << (c & ~7 | r) for r in range(8) if SIDE_ORDER[r] > SIDE_ORDER[c & 7])
    for c in range(32)
)
LOWER_SIDE: Final = tuple(
    sum(1 << (c & ~7 | r) for r in range(8) if SIDE_ORDER[r] < SIDE_ORDER[c & 7])
    for c in range(32)
)
LOWER_TRUMPS: Final = tuple(
    sum(1 << (c & ~7 | r) for r in range(8) if TRUMP_ORDER[r] < TRUMP_ORDER[c & 7])
    for c in range(32)
)

# ranks from strongest to weakest
TRUMP_DESC: Final = tuple(sorted(range(8), key=lambda r: -TRUMP_ORDER[r]))
SIDE_DESC: Final = tuple(sorted(range(8), key=lambda r: -SIDE_ORDER[r]))

# ORDER[trump][card]: strength inside its own suit (0..7), trump order for trump cards.
ORDER: Final = tuple(
    tuple(TRUMP_ORDER[c & 7] if c >> 3 == t else SIDE_ORDER[c & 7] for c in range(32))
    for t in range(4)
)

TRUMP_SUIT: Final = SUIT_MASK


def higher(card: int, trump: int) -> int:
    """Cards of the same suit that beat ``card``."""
    return HIGHER_TRUMPS[card] if card >> 3 == trump else HIGHER_SIDE[card]


def popcount(mask: int) -> int:
    return mask.bit_count()


def _extreme(mask: int, trump: int, want_high: bool) -> int:
    best = -1
    best_key = -1 if want_high else 99
    order = ORDER[trump]
    m = mask
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        k = order[c] + (8 if c >> 3 == trump else 0)
        if (k > best_key) if want_high else (k < best_key):
            best, best_key = c, k
    return best


def low_card(mask: int, trump: int) -> int:
    """The weakest card of a set (side cards are weaker than trumps)."""
    return _extreme(mask, trump, False)


def high_card(mask: int, trump: int) -> int:
    """The strongest card of a set (trumps first)."""
    return _extreme(mask, trump, True)

