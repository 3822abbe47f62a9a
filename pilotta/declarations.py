"""Declarations: runs and fours of a kind, each hand's best set, and which team counts.

- Runs in one suit, natural order 7..A: 3 cards 20, 4 cards 50, 5 or more 100. A run is a
  maximal sequence (never split by choice).
- Fours of a kind: J 200, 9 150, A/T/K/Q 100; 8s and 7s nothing.
- A card serves in one declaration at most; a hand's declarations are the disjoint set of
  highest total (at equal totals, the set whose best declaration ranks highest).
- Only the team with the single highest declaration counts, and then all of its own.
- The pilotta (K+Q of trump in one hand, 20) is outside the comparison: see ``pilotta_seat``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations
from typing import Final, NamedTuple

from .cards import R9, RA, RANKS, RJ, RK, RQ, RT, SUITS, card_pretty, cards_in

RUN = "run"
FOUR = "four"

FOUR_VALUES: Final = {RJ: 200, R9: 150, RA: 100, RT: 100, RK: 100, RQ: 100}
PILOTTA_POINTS: Final = 20


def four_rank(value: int) -> int | None:
    """The rank of a four of a kind announced as worth ``value``, when only one rank is
    worth it (Jacks 200, Nines 150); None for 100 (four ranks) or any other value."""
    ranks = [r for r, v in FOUR_VALUES.items() if v == value]
    return ranks[0] if len(ranks) == 1 else None


def run_value(length: int) -> int:
    return 0 if length < 3 else 20 if length == 3 else 50 if length == 4 else 100


class Declaration(NamedTuple):
    """One run (``suit``, ``top`` rank, ``length``) or one four of a kind (``rank``). (A
    named tuple: every deal finds each hand's declarations, and a frozen dataclass of seven
    fields is several times slower to build.)"""

    kind: str
    value: int
    cards: int  # bitmask
    suit: int = -1
    rank: int = -1  # four of a kind
    top: int = -1  # run: natural rank of its highest card
    length: int = 4

    def key(self, trump: int) -> tuple[int, int, int, int, int]:
        """Pilotta's order: greater key = higher declaration (value; four beats run; then
        rank, or length, top card and trump for runs)."""
        return pilotta_key(self, trump)

    def name(self) -> str:
        if self.kind == FOUR:
            return f"four {RANKS[self.rank]}s ({self.value})"
        cards = " ".join(card_pretty(c) for c in cards_in(self.cards))
        return f"run {cards} ({self.value})"

    def to_json(self) -> dict[str, object]:
        d: dict[str, object] = {"kind": self.kind, "value": self.value}
        if self.kind == FOUR:
            d["rank"] = RANKS[self.rank]
        else:
            d["suit"] = SUITS[self.suit]
            d["length"] = self.length
            d["top"] = RANKS[self.top]
        return d


Key = tuple[int, int, int, int, int]
KeyFunction = Callable[[Declaration, int], Key]


def pilotta_key(d: Declaration, trump: int) -> Key:
    """Cypriot order: the greater value; at equal value a four beats a run; fours by
    natural rank (A > K > Q > T); runs by length, top card, then the one in trump."""
    if d.kind == FOUR:
        return (d.value, 1, d.rank, 0, 0)
    return (d.value, 0, d.length, d.top, int(d.suit == trump))


# Belote ranks equal fours A > T > K > Q (natural order would put K and Q above T)
_BELOTE_FOUR_RANK: Final = {RA: 3, RT: 2, RK: 1, RQ: 0, RJ: 0, R9: 0}


def belote_key(d: Declaration, trump: int) -> Key:
    """Belote order: any four beats any run; fours by value, then A > T > K > Q; runs by
    length, top card, then the one in trump."""
    if d.kind == FOUR:
        return (1, d.value, _BELOTE_FOUR_RANK[d.rank], 0, 0)
    return (0, d.length, d.top, int(d.suit == trump), 0)


def _runs_table() -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each 8-bit suit pattern: its maximal runs of 3+ as (lowest rank, length)."""
    table = []
    for pattern in range(256):
        runs = []
        r = 0
        while r < 8:
            if pattern >> r & 1:
                start = r
                while r < 8 and pattern >> r & 1:
                    r += 1
                if r - start >= 3:
                    runs.append((start, r - start))
            else:
                r += 1
        table.append(tuple(runs))
    return tuple(table)


RUNS: Final = _runs_table()
_RANK_ACROSS: Final = tuple(sum(1 << (s * 8 + r) for s in range(4)) for r in range(8))


def runs_in(hand: int) -> list[Declaration]:
    out = []
    for s in range(4):
        for start, length in RUNS[(hand >> (8 * s)) & 0xFF]:
            cards = ((1 << length) - 1) << (8 * s + start)
            out.append(
                Declaration(RUN, run_value(length), cards, suit=s, top=start + length - 1,
                            length=length)
            )
    return out


_FOUR_RANKS: Final = sum(1 << r for r in FOUR_VALUES)


def fours_in(hand: int) -> list[Declaration]:
    common = hand & (hand >> 8) & (hand >> 16) & (hand >> 24) & _FOUR_RANKS
    if not common:
        return []
    return [
        Declaration(FOUR, v, _RANK_ACROSS[r], rank=r)
        for r, v in FOUR_VALUES.items()
        if common >> r & 1
    ]


# the bits where a run of three may start in each suit's byte (ranks 0..5: never across suits)
_RUN_STARTS: Final = 0x3F3F3F3F


def has_declaration(hand: int) -> bool:
    """Whether ``hand`` holds any declaration (a run of three in one suit, or a four of a
    kind that counts): ``best_declarations(hand, ...)`` is not empty, by bit tests alone
    (the samplers test thousands of hands a decision)."""
    return bool(hand & hand >> 1 & hand >> 2 & _RUN_STARTS
                or hand & hand >> 8 & hand >> 16 & hand >> 24 & _FOUR_RANKS)


def best_declarations(hand: int, trump: int, key: KeyFunction = pilotta_key
                      ) -> tuple[Declaration, ...]:
    """The hand's best disjoint set of declarations, highest first (empty when none): the
    greatest total, then the set whose best declaration ranks highest by ``key``."""
    fours = fours_in(hand)
    if not fours:  # the common case: runs only, which never overlap
        runs = runs_in(hand)
        if len(runs) > 1:
            runs.sort(key=lambda d: key(d, trump), reverse=True)
        return tuple(runs)
    best: tuple[Declaration, ...] = ()
    best_total: tuple[int, Key] = (0, (0, 0, 0, 0, 0))
    for k in range(len(fours) + 1):
        for chosen in combinations(fours, k):
            rest = hand
            for f in chosen:
                rest &= ~f.cards
            decls = list(chosen) + runs_in(rest)
            if not decls:
                continue
            decls.sort(key=lambda d: key(d, trump), reverse=True)
            total = (sum(d.value for d in decls), key(decls[0], trump))
            if total > best_total:
                best, best_total = tuple(decls), total
    return best


def best_key(decls: Iterable[Declaration], trump: int, key: KeyFunction = pilotta_key
             ) -> Key | None:
    keys = [key(d, trump) for d in decls]
    return max(keys) if keys else None


def counting_team(
    announced: Iterable[tuple[int, Iterable[Declaration]]], trump: int,
    key: KeyFunction = pilotta_key, tie: int | None = None,
) -> int | None:
    """The team whose declarations count: the one with the single highest announced
    declaration by ``key``. None when nobody announced; on an exact tie between the teams,
    ``tie`` (Pilotta: nobody; Belote: the takers)."""
    team_best: list[Key | None] = [None, None]
    for seat, decls in announced:
        k = best_key(decls, trump, key)
        t = seat & 1
        best = team_best[t]
        if k is not None and (best is None or k > best):
            team_best[t] = k
    a, b = team_best
    if a is None and b is None:
        return None
    if b is None or (a is not None and a > b):
        return 0
    if a is None or b > a:
        return 1
    return tie


def pilotta_seat(hands: Iterable[int], trump: int) -> int | None:
    """The seat holding both King and Queen of trump, if one does."""
    kq = (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ))
    for seat, hand in enumerate(hands):
        if hand & kq == kq:
            return seat
    return None


def pilotta_cards(trump: int) -> int:
    return (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ))


__all__ = [
    "Declaration", "RUN", "FOUR", "best_declarations", "counting_team", "has_declaration",
    "pilotta_seat", "pilotta_cards", "PILOTTA_POINTS",
]
