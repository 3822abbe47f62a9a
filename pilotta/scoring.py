"""Scoring a deal (raw points) and the score sheet with the Rule of 6.

Inputs are per team (index 0 = seats 0 and 2): trick points (last trick included), tricks
won, counted declarations (already only the counting team's) and pilotta points (from
``pilotta_points``). Every step is a small function so that the bots' search and the page's
explanation call the same rule as the engine; ``DealScore`` keeps the intermediate numbers
(the case, the pot, the extras, B) so the summary explains the score without recomputing it.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from .cards import TRICK_POINTS_TOTAL
from .declarations import PILOTTA_POINTS

CAPOT_POINTS = 250


class ScoreCase(StrEnum):
    """How the raw points were found (the summary explains each case in words)."""

    MADE = "made"  # bidders: bid + their points; defence: its points
    MADE_CAPOT = "made_capot"  # bidders: bid + 250 + their extras
    FAILED = "failed"  # defence: 162 + bid + every extra
    FAILED_CAPOT = "failed_capot"  # defence: 250 + bid + every extra
    CLOSED = "closed"  # the winner of a closed game: pot + multiplier x bid + every extra


class DealScore(NamedTuple):
    """One deal's score (a named tuple: one is built at the end of every deal played, and a
    frozen dataclass of ten fields costs as much to build as the scoring itself)."""

    made: bool
    raw: tuple[int, int]
    sheet: tuple[int, int]
    capot: int | None  # team that won all eight tricks
    bidders_points: int  # B: trick points + counted declarations + pilotta, for "made"
    case: ScoreCase = ScoreCase.MADE
    effective: tuple[int, int] = (0, 0)  # trick points, 250 and 0 after a capot
    pot: int = 0  # 162 or 250 in the failed and closed cases, else 0
    extras: int = 0  # every counted declaration and pilotta of both teams
    rule_of_six: bool = False  # both raw scores end in 6


def capot_team(tricks_won: Sequence[int]) -> int | None:
    """The team that won all eight tricks, if one did."""
    return 0 if tricks_won[1] == 0 else 1 if tricks_won[0] == 0 else None


def pilotta_points(holder_team: int | None, bidders: int, tricks_won: Sequence[int]
                   ) -> tuple[int, int]:
    """The pilotta's 20 go to its holder's team, except to bidders who won no trick."""
    if holder_team is None or (holder_team == bidders and tricks_won[bidders] == 0):
        return (0, 0)
    return (PILOTTA_POINTS, 0) if holder_team == 0 else (0, PILOTTA_POINTS)


def effective_points(trick_points: Sequence[int], capot: int | None) -> tuple[int, int]:
    """Trick points as scored: a capot is worth 250 to its team and 0 to the other."""
    if capot is None:
        return (trick_points[0], trick_points[1])
    return (CAPOT_POINTS, 0) if capot == 0 else (0, CAPOT_POINTS)


def bidders_points(bidders: int, trick_points: Sequence[int], tricks_won: Sequence[int],
                   declarations: Sequence[int], pilotta: Sequence[int]) -> int:
    """B, which must reach the bid: the bidders' trick points (250 for a capot, 0 when
    capotted), counted declarations and pilotta."""
    tp = effective_points(trick_points, capot_team(tricks_won))
    return tp[bidders] + declarations[bidders] + pilotta[bidders]


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
    capot = capot_team(tricks_won)
    tp = effective_points(trick_points, capot)
    b_points = tp[bidders] + declarations[bidders] + pilotta[bidders]
    made = capot != defence and b_points >= bid
    extras = declarations[0] + declarations[1] + pilotta[0] + pilotta[1]
    raw = [0, 0]
    pot = 0
    if multiplier > 1:
        case = ScoreCase.CLOSED
        winner = bidders if made else defence
        pot = CAPOT_POINTS if capot == winner else TRICK_POINTS_TOTAL
        raw[winner] = pot + multiplier * bid + extras
    elif made:
        case = ScoreCase.MADE_CAPOT if capot == bidders else ScoreCase.MADE
        raw[bidders] = bid + b_points
        raw[defence] = tp[defence] + declarations[defence] + pilotta[defence]
    else:
        case = ScoreCase.FAILED_CAPOT if capot == defence else ScoreCase.FAILED
        pot = CAPOT_POINTS if capot == defence else TRICK_POINTS_TOTAL
        raw[defence] = pot + bid + extras
    sheet, six = _sheet(raw, bidders)
    return DealScore(made, (raw[0], raw[1]), sheet, capot, b_points, case, tp, pot, extras,
                     six)


def round_points(raw: int, up_on_six: bool) -> int:
    """Divide by ten: 1-5 round down, 7-9 up, 6 up or down as the Rule of 6 says."""
    q, r = divmod(raw, 10)
    if r > 6 or (r == 6 and up_on_six):
        return q + 1
    return q


def rule_of_six(raw: Sequence[int]) -> bool:
    """Both raw scores end in 6: the bidders round up, the defence down."""
    return raw[0] % 10 == 6 and raw[1] % 10 == 6


def _sheet(raw: Sequence[int], bidders: int) -> tuple[tuple[int, int], bool]:
    six = rule_of_six(raw)
    return (
        round_points(raw[0], not six or bidders == 0),
        round_points(raw[1], not six or bidders == 1),
    ), six


def to_sheet(raw: Sequence[int], bidders: int) -> tuple[int, int]:
    """Sheet points. Rule of 6: both raw scores end in 6 -> bidders up, defence down.
    A lone 6 (never in a legal deal) rounds up."""
    return _sheet(raw, bidders)[0]
