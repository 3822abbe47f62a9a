"""A lean, full-information playout state for the hard bot's search.

No ``Deal``, no ``Observation``: four hand bitmasks, the trick on the table, points and
tricks per team. ``rollout`` finishes a deal with the heuristic policy playing every seat
with the exact hands of the sampled world; ``outcome`` scores it with the real rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import LAST_TRICK_BONUS, RK, RQ
from ..declarations import best_declarations, counting_team
from ..scoring import score_deal
from ..tricks import legal_mask
from .policy import choose_card
from .tables import POINTS, STRENGTH


@dataclass(frozen=True, slots=True)
class WorldExtras:
    """What a sampled world adds to the score besides tricks: the counted declarations
    per team and the pilotta (holder's team, or -1)."""

    decl: tuple[int, int]
    pilotta_team: int


def world_extras(
    original: Sequence[int],
    trump: int,
    decisions: Sequence[bool | None] | None = None,
    counting: int | None = -2,
    declared: tuple[int, int] | None = None,
) -> WorldExtras:
    """Declarations and pilotta of a world. ``original``: the four hands as dealt.
    When the first trick is over, pass ``counting`` (the counting team or None) and
    ``declared`` (its points, public); before that, seats that declined (decision False)
    do not count and the others are assumed to announce."""
    if counting != -2:
        decl = declared if declared is not None else (0, 0)
    else:
        possible = [best_declarations(h, trump) for h in original]
        announcing = [
            s for s in range(4)
            if possible[s] and (decisions is None or decisions[s] is not False)
        ]
        team = counting_team(((s, possible[s]) for s in announcing), trump)
        d = [0, 0]
        if team is not None:
            for s in announcing:
                if s & 1 == team:
                    d[team] += sum(x.value for x in possible[s])
        decl = (d[0], d[1])
    kq = (1 << (trump * 8 + RK)) | (1 << (trump * 8 + RQ))
    pil = -1
    for s in range(4):
        if original[s] & kq == kq:
            pil = s & 1
    return WorldExtras(decl, pil)


def outcome(
    bidders: int, value: int, multiplier: int, tp: Sequence[int], tw: Sequence[int],
    extras: WorldExtras, team: int,
) -> int:
    """Raw score difference for ``team`` at the end of a deal."""
    pil = [0, 0]
    if extras.pilotta_team >= 0:
        t = extras.pilotta_team
        if t != bidders or tw[t] > 0:
            pil[t] = 20
    s = score_deal(bidders, value, multiplier, tp, tw, extras.decl, pil)
    return s.raw[team] - s.raw[1 - team]


def bidders_points(bidders: int, tp: Sequence[int], tw: Sequence[int],
                   extras: WorldExtras) -> int:
    """B: the bidders' trick points (250 for a capot) plus declarations and pilotta."""
    b = tp[bidders]
    if tw[1 - bidders] == 0:
        b = 250
    elif tw[bidders] == 0:
        b = 0
    b += extras.decl[bidders]
    if extras.pilotta_team == bidders and tw[bidders] > 0:
        b += 20
    return b


def rollout(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    bidders: int,
    tp: list[int],
    tw: list[int],
) -> None:
    """Finish the deal in place (``hands``, ``trick``, ``tp``, ``tw`` are modified) with the
    heuristic policy at every seat, knowing every hand."""
    pts = POINTS[trump]
    strength_t = STRENGTH[trump]
    while True:
        n = len(trick)
        seat = (leader + n) & 3
        h = hands[seat]
        if not h:
            return
        if n:
            led = trick[0] >> 3
            best = -1
            for c in trick:
                if c >> 3 == trump and (best < 0 or strength_t[trump][c] > strength_t[trump][best]):
                    best = c
            legal = legal_mask(h, led, best, trump)
        else:
            legal = h
        if legal & (legal - 1):
            card = choose_card(seat, legal, trump, trick, hands, bidders, True)
        else:
            card = legal.bit_length() - 1
        hands[seat] = h & ~(1 << card)
        trick.append(card)
        if n == 3:
            strength = strength_t[trick[0] >> 3]
            wi = 0
            for i in (1, 2, 3):
                if strength[trick[i]] > strength[trick[wi]]:
                    wi = i
            winner = (leader + wi) & 3
            p = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
            if not hands[winner]:
                p += LAST_TRICK_BONUS
            tp[winner & 1] += p
            tw[winner & 1] += 1
            trick.clear()
            leader = winner
