"""Scoring a deal (raw points), the score sheet with the Rule of 6.

Inputs are per team (index 0 = seats 0 and 2): trick points (last trick included), tricks
won, counted declarations (already only the counting team's) and pilotta points (already
voided for bidders who won no trick).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import TRICK_POINTS_TOTAL

CAPOT_POINTS = 250


@dataclass(frozen=True, slots=True)
class DealScore:
    made: bool
    raw: tuple[int, int]
    sheet: tuple[int, int]
    capot: int | None  # team that won all eight tricks
    bidders_points: int  # B: trick points + counted declarations + pilotta, for "made"


def score_deal(
    bidders: int,
    bid: int,
    multiplier: int,
    trick_points: Sequence[int],
    tricks_won: Sequence[int],
    declarations: Sequence[int],
    pilotta: Sequence[int],
) -> DealScore:
    defence = 1 - bidders
    capot = 0 if tricks_won[1] == 0 else 1 if tricks_won[0] == 0 else None
    tp = [trick_points[0], trick_points[1]]
    if capot is not None:
        tp[capot], tp[1 - capot] = CAPOT_POINTS, 0
    b_points = tp[bidders] + declarations[bidders] + pilotta[bidders]
    made = capot != defence and b_points >= bid
    extras = sum(declarations) + sum(pilotta)
    raw = [0, 0]
    if multiplier > 1:
        winner = bidders if made else defence
        pot = CAPOT_POINTS if capot == winner else TRICK_POINTS_TOTAL
        raw[winner] = pot + multiplier * bid + extras
    elif made:
        raw[bidders] = bid + tp[bidders] + declarations[bidders] + pilotta[bidders]
        raw[defence] = tp[defence] + declarations[defence] + pilotta[defence]
    else:
        pot = CAPOT_POINTS if capot == defence else TRICK_POINTS_TOTAL
        raw[defence] = pot + bid + extras
    return DealScore(made, (raw[0], raw[1]), to_sheet(raw, bidders), capot, b_points)


def round_points(raw: int, up_on_six: bool) -> int:
    """Divide by ten: 1-5 round down, 7-9 up, 6 up or down as the Rule of 6 says."""
    q, r = divmod(raw, 10)
    if r > 6 or (r == 6 and up_on_six):
        return q + 1
    return q


def to_sheet(raw: Sequence[int], bidders: int) -> tuple[int, int]:
    """Sheet points. Rule of 6: both raw scores end in 6 -> bidders up, defence down.
    A lone 6 (never in a legal deal) rounds up."""
    both_six = raw[0] % 10 == 6 and raw[1] % 10 == 6
    return (
        round_points(raw[0], not both_six or bidders == 0),
        round_points(raw[1], not both_six or bidders == 1),
    )
