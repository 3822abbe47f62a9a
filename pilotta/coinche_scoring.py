"""Scoring a Coinche deal (``COINCHE.md``, "Scoring a deal").

Card points are the tricks' points and 10 for the last trick; a team that wins all eight
tricks has 250 and the other 0. The takers make their contract when their card points and
their belote reach the bid (a capot bid: all eight tricks, the belote does not help). Not
coinched, made: bid + card points to the takers, card points to the defenders; failed: 160 +
bid to the defenders. Coinched (x2) or surcoinched (x4): 160 + bid x multiplier to whichever
team wins the contract, 0 to the other. Every belote is scored by its team on top.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import CAPOT_VALUE
from .belote import round_tens
from .scoring import DealScore, ScoreCase, capot_team

CAPOT_POINTS = 250  # a team that wins every trick: 250 card points, the other 0
POT = 160  # what the winner of a failed or coinched contract adds to the bid


def card_points(trick_points: Sequence[int], capot: int | None) -> tuple[int, int]:
    """Each team's card points as scored: a capot is 250 and 0."""
    if capot is None:
        return (trick_points[0], trick_points[1])
    return (CAPOT_POINTS, 0) if capot == 0 else (0, CAPOT_POINTS)


def made(value: int, takers: int, points: Sequence[int], tricks_won: Sequence[int],
         belote: Sequence[int]) -> bool:
    """Did the takers reach their bid? A capot bid needs all eight tricks."""
    if value == CAPOT_VALUE:
        return tricks_won[1 - takers] == 0
    return points[takers] + belote[takers] >= value


def score_coinche(takers: int, value: int, multiplier: int, trick_points: Sequence[int],
                  tricks_won: Sequence[int], belote: Sequence[int],
                  rounding: str = "exact") -> DealScore:
    defence = 1 - takers
    capot = capot_team(tricks_won)
    points = card_points(trick_points, capot)
    ok = made(value, takers, points, tricks_won, belote)
    raw = [0, 0]
    pot = 0
    if multiplier > 1:
        case = ScoreCase.CLOSED
        pot = POT
        raw[takers if ok else defence] = POT + value * multiplier
    elif ok:
        case = ScoreCase.MADE_CAPOT if capot == takers else ScoreCase.MADE
        raw[takers] = value + points[takers]
        raw[defence] = points[defence]
    else:
        case = ScoreCase.FAILED_CAPOT if capot == defence else ScoreCase.FAILED
        pot = POT
        raw[defence] = POT + value
    raw[0] += belote[0]
    raw[1] += belote[1]
    result = (raw[0], raw[1])
    sheet = result if rounding == "exact" else (round_tens(raw[0]), round_tens(raw[1]))
    return DealScore(ok, result, sheet, capot, points[takers] + belote[takers], case, points,
                     pot, belote[0] + belote[1], False)
