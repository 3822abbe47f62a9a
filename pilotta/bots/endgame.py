"""The end of a deal solved exactly, as the hard bot scores it: for each legal card, the
trick points and the tricks each team ends the deal with.

The solver (``dds``) gives only the team's points under best play. Tricks matter too: a
team that wins none is capotted, and bidders who win none lose the pilotta (``scoring``).
Points tell that a team won a trick only when it took some; when a team has no trick yet and
takes no point in the rest, the tricks are counted on one best line of play (each side
playing, at every turn, the lowest card of best value), never guessed from the points.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..cards import TRICK_POINTS_TOTAL, cards_in
from ..tricks import close_trick, legal_on
from .dds import Solver


def solved_moves(solver: Solver, hands: list[int], leader: int, trick: list[int],
                 trick_points: Sequence[int], tricks_won: Sequence[int]
                 ) -> Iterator[tuple[int, list[int], list[int]]]:
    """(card, trick points per team, tricks per team) at the end of the deal after each
    legal card of the player to move, under best play by all (``solver.team``'s points);
    ``trick_points`` and ``tricks_won``: the finished tricks' so far. The tricks are exact
    as far as the rules read them: whether a team won none."""
    team = solver.team
    remaining = TRICK_POINTS_TOTAL - trick_points[0] - trick_points[1]
    seat = (leader + len(trick)) & 3
    for card, v in solver.each_move_value(hands, leader, trick):
        tp = [0, 0]
        tp[team] = trick_points[team] + v
        tp[1 - team] = trick_points[1 - team] + remaining - v
        gained = [0, 0]
        gained[team], gained[1 - team] = v, remaining - v
        tw = [tricks_won[0], tricks_won[1]]
        if any(tw[t] == 0 and gained[t] == 0 for t in (0, 1)):
            after = list(hands)
            after[seat] &= ~(1 << card)
            won = line_tricks(solver, after, leader, [*trick, card], v)
            tw = [tw[0] + won[0], tw[1] + won[1]]
        else:  # each team won a trick before or takes points (so a trick) in the rest
            tw[team] += 1 if v > 0 else 0
            tw[1 - team] += 1 if remaining - v > 0 else 0
        yield card, tp, tw


def line_tricks(solver: Solver, hands: list[int], leader: int, trick: list[int], value: int
                ) -> tuple[int, int]:
    """Tricks won per team from here to the end of the deal on one best line: at every turn
    the lowest card of best value for the side to move (``solver.team`` maximises its
    points, the other side minimises them). ``value``: this position's (the team's points
    from here, the trick on the table included). Since the value is known, each card needs
    one zero-window test (does it keep the value?), lowest first, not a solve of each."""
    hands = list(hands)
    trick = list(trick)
    won = [0, 0]
    while True:
        if len(trick) == 4:
            winner, points = close_trick(trick, leader, solver.trump, not any(hands))
            won[winner & 1] += 1
            if winner & 1 == solver.team:
                value -= points
            leader = winner
            trick = []
        seat = (leader + len(trick)) & 3
        hand = hands[seat]
        if not hand:
            return won[0], won[1]
        keeps = seat & 1 == solver.team  # the team: a card reaching the value keeps it
        for card in cards_in(legal_on(hand, trick, solver.trump, solver.exemption)):
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            # every card's value is at most (the team) or at least (the others) ``value``
            if solver.reaches(hands, leader, trick, value) if keeps \
                    else not solver.reaches(hands, leader, trick, value + 1):
                break
            trick.pop()
        else:
            raise AssertionError("no card keeps the position's value")
