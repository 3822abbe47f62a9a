"""Cards, suits and ranks, as small integers and 32-bit card sets.

A card is an int 0..31: ``suit * 8 + rank``. Ranks are indexed in *natural* order
7 8 9 T J Q K A (0..7), so that a run in one suit is a run of adjacent bits. A set of cards
(a hand, the cards played) is an int bitmask with bit ``card`` set. Every table the hot
path needs (trick strength, points, higher trumps) is computed once at import.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

SUITS: Final = "SHDC"
RANKS: Final = "789TJQKA"
SUIT_SYMBOLS: Final = "♠♥♦♣"
SUIT_NAMES: Final = ("spade", "heart", "diamond", "club")

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
R7, R8, R9, RT, RJ, RQ, RK, RA = range(8)

ALL_CARDS: Final = (1 << 32) - 1
SUIT_MASK: Final = tuple(0xFF << (8 * s) for s in range(4))


def card_of(rank: int, suit: int) -> int:
    return suit * 8 + rank


def card_name(card: int) -> str:
    return RANKS[card & 7] + SUITS[card >> 3]


def card_pretty(card: int) -> str:
    """Human form with a suit symbol, e.g. ``J♥``; ``T`` is written ``10``."""
    rank = RANKS[card & 7]
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[card >> 3]


def parse_card(text: str) -> int:
    """Parse the exact notation: a rank of ``789TJQKA`` then a suit of ``SHDC``, e.g. ``JH``,
    ``TS``, ``7C``. Raises ValueError. No spaces, lower case or ``10``: records are exact."""
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"not a card: {text[:40]!r}")
    return card_of(RANKS.index(text[0]), SUITS.index(text[1]))


def parse_suit(text: str) -> int:
    """One suit letter of ``SHDC``, exactly. Raises ValueError."""
    if len(text) != 1 or text not in SUITS:
        raise ValueError(f"not a suit: {text[:40]!r}")
    return SUITS.index(text)


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(mask: int) -> Iterator[int]:
    """The cards of a set, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# _SUIT_CARDS[s][b]: the cards of suit s whose ranks are the bits of b, lowest first
_SUIT_CARDS: Final = tuple(tuple(tuple(s * 8 + r for r in range(8) if b >> r & 1)
                                 for b in range(256)) for s in range(4))


def card_list(mask: int) -> list[int]:
    """The cards of a set, lowest first, as a list: ``cards_in`` by table lookups (the
    playouts' and the solver's inner loops call it millions of times a minute)."""
    s0, s1, s2, s3 = _SUIT_CARDS
    return [*s0[mask & 255], *s1[mask >> 8 & 255], *s2[mask >> 16 & 255], *s3[mask >> 24]]


def count(mask: int) -> int:
    return mask.bit_count()


# --- orders and points -------------------------------------------------------------------
# Strength of a rank inside its suit, higher is stronger.
TRUMP_ORDER: Final = (0, 1, 6, 4, 7, 2, 3, 5)  # J 9 A T K Q 8 7
SIDE_ORDER: Final = (0, 1, 2, 6, 3, 4, 5, 7)  # A T K Q J 9 8 7
TRUMP_POINTS: Final = (0, 0, 14, 10, 20, 3, 4, 11)
SIDE_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 11)
LAST_TRICK_BONUS: Final = 10
TRICK_POINTS_TOTAL: Final = 162

# Coinche's two contracts without a trump suit, as the "trump" index 4 and 5 of every table
# below: one home for trick winners and card points, the contract kind selects the row.
NO_TRUMP: Final = 4  # sans-atout: every suit in side order
ALL_TRUMP: Final = 5  # tout-atout: every suit in trump order, the led suit wins
TRUMP_LETTERS: Final = "SHDCNA"  # a contract's trump as written
NO_TRUMP_POINTS: Final = (0, 0, 0, 10, 2, 3, 4, 19)  # A 19 T 10 K 4 Q 3 J 2: 38 a suit
ALL_TRUMP_POINTS: Final = (0, 0, 9, 5, 14, 1, 3, 6)  # J 14 9 9 A 6 T 5 K 3 Q 1: 38 a suit


def _points_row(t: int) -> tuple[int, ...]:
    if t == NO_TRUMP:
        return tuple(NO_TRUMP_POINTS[c & 7] for c in range(32))
    if t == ALL_TRUMP:
        return tuple(ALL_TRUMP_POINTS[c & 7] for c in range(32))
    return tuple((TRUMP_POINTS if c >> 3 == t else SIDE_POINTS)[c & 7] for c in range(32))


def _strength(t: int, led: int, c: int) -> int:
    if c >> 3 == t:  # a trump suit (never for 4 and 5)
        return 16 + TRUMP_ORDER[c & 7]
    if c >> 3 != led:
        return -1
    return TRUMP_ORDER[c & 7] if t == ALL_TRUMP else SIDE_ORDER[c & 7]


# POINTS[trump][card]: card points with that trump (0..3 a suit, NO_TRUMP, ALL_TRUMP).
POINTS: Final = tuple(_points_row(t) for t in range(6))

# STRENGTH[trump][led][card]: who wins a trick. Trumps beat the led suit, which beats the
# rest (-1: a discard can never win).
STRENGTH: Final = tuple(
    tuple(tuple(_strength(t, led, c) for c in range(32)) for led in range(4))
    for t in range(6)
)

# TRUMP_MASK[trump]: the cards that are trumps: one suit, none (sans-atout) or all
# (tout-atout, where the led suit's best card is the one to beat).
TRUMP_MASK: Final = SUIT_MASK + (0, ALL_CARDS)

# HIGHER_TRUMPS[card]: the cards of the same suit that beat it when that suit is trump.
HIGHER_TRUMPS: Final = tuple(
    sum(
        1 << (c & ~7 | r)
        for r in range(8)
        if TRUMP_ORDER[r] > TRUMP_ORDER[c & 7]
    )
    for c in range(32)
)


# HIGHER_SIDE[card]: the cards of the same suit that beat it when that suit is not trump.
HIGHER_SIDE: Final = tuple(
    sum(1 << (c & ~7 | r) for r in range(8) if SIDE_ORDER[r] > SIDE_ORDER[c & 7])
    for c in range(32)
)

# HIGHER[trump][card]: the cards of the same suit that beat it under that contract (trump
# order in the trump suit and in every suit of tout-atout, side order elsewhere).
HIGHER: Final = tuple(
    tuple(HIGHER_TRUMPS[c] if TRUMP_MASK[t] >> c & 1 else HIGHER_SIDE[c] for c in range(32))
    for t in range(6)
)

# RUFF_MASK[trump]: the cards that beat a led suit they are not of: the trump suit's, none
# in sans-atout and tout-atout (there only the led suit wins).
RUFF_MASK: Final = SUIT_MASK + (0, 0)

# ORDER[trump][card]: strength inside its own suit (0..7), trump order for trump cards.
ORDER: Final = tuple(
    tuple(TRUMP_ORDER[c & 7] if TRUMP_MASK[t] >> c & 1 else SIDE_ORDER[c & 7]
          for c in range(32))
    for t in range(6)
)


def sort_key(card: int, trump: int | None = None) -> tuple[int, int]:
    """Sort a hand by suit (trump first when known), strongest first inside a suit (in
    Coinche's tout-atout every suit in the trump order)."""
    s = card >> 3
    if trump is not None and s == trump:
        return (-1, -TRUMP_ORDER[card & 7])
    if trump == ALL_TRUMP:
        return (s, -TRUMP_ORDER[card & 7])
    return (s, -SIDE_ORDER[card & 7])
