"""Deal analysis: every card of a played deal against the best card at that moment.

For each card played, with every hand open, the exact solver (``dds.Solver``) gives the
points the declarers take from there to the end (the trick on the table and the last
trick's 10 included) after each legal card. The card played is then compared with the
best one for the side that played it: the ``loss`` is best minus played, in that side's
points, and a costly card gets a ``Why``: a code with parameters (cards as ints), worded
by ``analysis_words`` like ``Illegal`` by ``messages``:

- ``lost_contract`` (a declarer) / ``gave_contract`` (a defender): with best play from
  there the contract was made (defeated), after this card it is defeated (made);
- ``would_win_trick``: the best card wins the trick whatever the later seats play, and the
  player's side lost the trick;
- ``cost_points``: any other loss.

``series`` is the declarers' double-dummy total at each step (points already taken plus
the value from there): before the first card and after each card, for the chart; ``need``
is the least such total that makes the contract (the chart's line).
``made_with_best_play`` asks the rule set's ``score`` whether the declarers' total under
best play from the first card makes the contract. The solver counts points, not tricks:
for the score's capot and K+Q tests a side that takes every point still out is taken to
win every trick still out, and a side that takes none of them no trick.

``think_analysis`` / ``think_deal`` yield a ``Progress`` every ``SLICE_NODES`` positions
searched, within a solve too (the page runs them in slices of its time); ``analyse`` /
``analyse_deal`` run them to the end. No clock, no randomness: the same deal gives the same
analysis everywhere.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..actions import Play
from ..auction import Contract
from ..cards import TRICK_POINTS_TOTAL, cards_in
from ..game import Deal
from ..position import Position
from ..rules import Rules
from ..tricks import close_trick, legal_on, trick_points, winner_index
from .dds import Solver


@dataclass(frozen=True, slots=True)
class Why:
    """Why a card cost points: ``code`` names the case, ``params`` its details."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Stakes:
    """What turns the declarers' card points into made or failed, at the analysis' first
    position: the contract, the counted declarations and the K+Q holder's team (as the deal
    settled them), and the trick points and tricks each team has already taken."""

    rules: Rules
    contract: Contract
    declarations: tuple[int, int] = (0, 0)
    kq_team: int | None = None
    taken: tuple[int, int] = (0, 0)
    tricks: tuple[int, int] = (0, 0)

    def made(self, points: int, more: tuple[int, int]) -> bool:
        """Is the contract made when the declarers' trick points end at ``points`` and each
        team wins ``more`` tricks from the analysis' first position? (the score's answer)"""
        d = self.contract.team
        tp = [0, 0]
        tp[d] = points
        tp[1 - d] = TRICK_POINTS_TOTAL - points
        tricks = (self.tricks[0] + more[0], self.tricks[1] + more[1])
        kq = self.rules.kq_points(self.kq_team, d, tricks)
        return self.rules.score(self.contract, tp, tricks, self.declarations, kq).made


@dataclass(frozen=True, slots=True)
class CardAnalysis:
    """One card played: ``values`` holds, for each legal card, the declarers' points from
    this position to the end after it; ``taken``: the declarers' points before it."""

    seat: int
    card: int
    values: dict[int, int]
    best: int  # a best card for the seat's side (the lowest, or one that wins the trick)
    loss: int  # best's value minus the card's, in the seat's side's points
    taken: int
    why: Why | None = None


@dataclass(frozen=True, slots=True)
class Analysis:
    declarers: int  # the team whose points ``values`` and ``series`` count
    cards: tuple[CardAnalysis, ...]
    series: tuple[int, ...]  # declarers' total under best play: before, then after each card
    made_with_best_play: bool | None  # None without stakes
    made: bool | None  # as played (None without stakes or when the play stops early)
    nodes: int
    need: int | None = None  # the least ``series`` value that makes the contract, for the
    # chart's line (None without stakes, or when nothing makes it)


@dataclass(frozen=True, slots=True)
class Progress:
    """Work done so far, for a progress bar: cards analysed of all, solver nodes."""

    cards_done: int
    cards: int
    nodes: int


Analysing = Generator[Progress, None, Analysis]

# positions searched between two yields: a few ms of CPython here, 10-25 ms in Pyodide, so
# the page's slices (web/core/slicing.py, 40 ms) stop on time; the values do not depend on it
SLICE_NODES = 1500


def think_analysis(position: Position, played: Sequence[int], declarers: int,
                   stakes: Stakes | None = None) -> Analysing:
    """Analyse ``played``, the cards played from ``position`` in order (each legal, else a
    ``ValueError``), for the team ``declarers``; yields a ``Progress`` after each solve.
    ``stakes`` (the contract and what was taken before ``position``) adds the contract's
    reasons and ``made_with_best_play``."""
    if stakes is not None and stakes.contract.team != declarers:
        raise ValueError("the stakes' contract is not the declarers'")
    trump, exemption = position.trump, position.rules.partner_exemption
    solver = Solver(trump, declarers, exemption)
    hands = list(position.hands)
    leader, trick = position.leader, list(position.trick)
    taken = [0, 0]  # each team's trick points since ``position``
    won = [0, 0]  # and tricks
    out = first_out = _out(hands, trick, trump)
    known: int | None = None  # this position's value, once the card before told it
    cards: list[CardAnalysis] = []
    series: list[int] = []
    for i, card in enumerate(played):
        seat = (leader + len(trick)) & 3
        legal = legal_on(hands[seat], trick, trump, exemption)
        if not legal >> card & 1:
            raise ValueError(f"card {i + 1} of the play is not legal there")
        options = list(cards_in(legal))
        values: dict[int, int] = {}
        if len(options) == 1 and known is not None:  # forced: its value is the position's
            values[card] = known
        else:
            guess = known  # the tests' first aim: the position's value, then the last card's
            for c in options:
                h = list(hands)
                h[seat] ^= 1 << c
                solving = solver.value_in_slices(h, leader, [*trick, c], SLICE_NODES, guess)
                while True:
                    try:
                        next(solving)
                    except StopIteration as solved:
                        values[c] = guess = solved.value
                        break
                    yield Progress(i, len(played), solver.nodes)
                yield Progress(i, len(played), solver.nodes)
        ours = seat & 1 == declarers
        best_value = max(values.values()) if ours else min(values.values())
        series.append(taken[declarers] + best_value)
        loss = best_value - values[card] if ours else values[card] - best_value
        best, why = card, None
        if loss:
            bests = [c for c in options if values[c] == best_value]
            # the trick as played, when it ends within ``played``
            rest = [*trick, *played[i:i + 4 - len(trick)]]
            lost = len(rest) == 4 and close_trick(rest, leader, trump, False)[0] & 1 != seat & 1
            winners = [c for c in bests
                       if lost and _sure_winner(hands, leader, trick, c, trump, exemption)]
            best = (winners or bests)[0]
            why = Why("would_win_trick" if winners else "cost_points",
                      {"card": best, "points": loss})
            if stakes is not None:
                left = _tricks_left(hands, trick)
                if (_made(stakes, taken[declarers], won, best_value, out, left)
                        != _made(stakes, taken[declarers], won, values[card], out, left)):
                    why = Why("lost_contract" if ours else "gave_contract",
                              {"card": best, "points": loss})
        cards.append(CardAnalysis(seat, card, values, best, loss, taken[declarers], why))
        hands[seat] ^= 1 << card
        trick.append(card)
        known = values[card]
        if len(trick) == 4:
            winner, p = close_trick(trick, leader, trump, not any(hands))
            taken[winner & 1] += p
            won[winner & 1] += 1
            out -= p
            if winner & 1 == declarers:
                known -= p
            leader, trick = winner, []
    if known is None:  # nothing played: the position's value alone
        known = solver.value(hands, leader, trick)
    series.append(taken[declarers] + known)
    made_best = made_played = need = None
    if stakes is not None:
        left = _tricks_left(position.hands, position.trick)
        made_best = _made(stakes, 0, (0, 0), series[0], first_out, left)
        need = next((v for v in range(first_out + 1)
                     if _made(stakes, 0, (0, 0), v, first_out, left)), None)
        if not any(hands) and not trick:
            made_played = _made(stakes, taken[declarers], won, 0, 0, 0)
    yield Progress(len(played), len(played), solver.nodes)
    return Analysis(declarers, tuple(cards), tuple(series), made_best, made_played,
                    solver.nodes, need)


def analyse(position: Position, played: Sequence[int], declarers: int,
            stakes: Stakes | None = None) -> Analysis:
    """``think_analysis`` run to the end."""
    return finish(think_analysis(position, played, declarers, stakes))


def finish(analysing: Analysing) -> Analysis:
    while True:
        try:
            next(analysing)
        except StopIteration as stop:
            result: Analysis = stop.value
            return result


def deal_start(deal: Deal) -> tuple[Position, list[int], Stakes]:
    """A finished deal's first card-play position, its 32 cards and its stakes."""
    result = deal.result()
    if result is None or deal.contract is None:
        raise ValueError("the deal is not finished" if result is None else
                         "the deal was thrown in")
    hands = deal.play_hands
    position = Position(deal.rules, deal.trump, (deal.dealer + 1) & 3,
                        (hands[0], hands[1], hands[2], hands[3]), ())
    played = [a.card for a in deal.actions if isinstance(a, Play)]
    holder = deal.pilotta_holder
    stakes = Stakes(deal.rules, deal.contract, result.declarations,
                    None if holder is None else holder & 1)
    return position, played, stakes


def think_deal(deal: Deal) -> Analysing:
    """The analysis of a finished deal (``ValueError`` if it is not), in slices."""
    position, played, stakes = deal_start(deal)
    return think_analysis(position, played, stakes.contract.team, stakes)


def analyse_deal(deal: Deal) -> Analysis:
    return finish(think_deal(deal))


# --- helpers: each asks the engine ------------------------------------------------------
def _out(hands: Sequence[int], trick: Sequence[int], trump: int) -> int:
    """The points still to be taken: the cards in hand and on the table, and the last 10."""
    rest = [*trick, *(c for h in hands for c in cards_in(h))]
    return trick_points(rest, trump, last=True) if rest else 0


def _tricks_left(hands: Sequence[int], trick: Sequence[int]) -> int:
    """The tricks not yet closed, the one on the table included."""
    return (sum(h.bit_count() for h in hands) + len(trick)) // 4


def _made(stakes: Stakes, taken: int, won: Sequence[int], value: int, out: int, left: int
          ) -> bool:
    """Made, when the declarers, who took ``taken`` and won ``won`` since the first
    position, take ``value`` of the ``out`` points in the ``left`` tricks still out?"""
    more = _split(stakes.contract.team, value, out, left)
    return stakes.made(stakes.taken[stakes.contract.team] + taken + value,
                       (won[0] + more[0], won[1] + more[1]))


def _split(declarers: int, value: int, out: int, left: int) -> tuple[int, int]:
    """The tricks each team wins from the ``left`` still out when the declarers take
    ``value`` of the ``out`` points: all of them with every point, none with no point, else
    at least one each (the solver counts points, not tricks: enough for capot and K+Q)."""
    if value >= out:
        mine = left
    elif value <= 0:
        mine = 0
    else:
        mine = 1
    return (mine, left - mine) if declarers == 0 else (left - mine, mine)


def _sure_winner(hands: Sequence[int], leader: int, trick: Sequence[int], card: int,
                 trump: int, exemption: bool) -> bool:
    """Does ``card``, played now, win the trick whatever legal cards the later seats play?"""
    at = len(trick)

    def wins(cards: list[int]) -> bool:
        if len(cards) == 4:
            return winner_index(cards, trump) == at
        if winner_index(cards, trump) != at:
            return False
        seat = (leader + len(cards)) & 3
        return all(wins([*cards, c])
                   for c in cards_in(legal_on(hands[seat], cards, trump, exemption)))

    return wins([*trick, card])
