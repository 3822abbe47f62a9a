"""Inference from the last cards played: how well a sampled world explains the other
seats' cards once few were left in their hands, where strong players play close to exact.

A strong player late in a deal (the PIMC reference solves its last tricks exactly in every
world it samples) seldom plays a card that costs much with every hand open; a world in
which one of their past cards is such a blunder is less likely. Each past card of another
seat, played from a hand of at most ``cards_from`` cards with a choice, is solved in the
world (``endgame.solved_moves``: every legal card of that seat at that moment) and the
world's weight is multiplied by ``miss`` when the card's line is worth more than ``gap`` raw
points less to that seat's team than the best card's (``line_value``: the deal's score, as
the player weighs it). In 20 deals of four reference players solving their last five
tricks (`benchmarks/late_signal.py`), seen from seat 0, such a card (12 raw points or more)
was 2 % of the late cards in the true deals against 5 % in seat 0's sampled worlds: a
miss factor of about 0.3. In Belote's card arena, at 0.3, reading the cards from five in
hand cost about a point a deal (the reference solves from four: its cards from five are a
playout's) and from four changed nothing, at 2.4 and 1.3 times the card decision's time
(BELOTE_ARENA.md "The worlds weighted by the last cards"): off.
Costly (every legal card solved for every card read, in every world), so late only, with
the world's own solver, whose tables the decision's solve then reads (they are keyed by the
cards out: a world's later positions meet its earlier ones' entries).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..auction import Contract
from ..observation import Observation
from ..rules import Rules
from ..tricks import legal_on
from .dds import Solver
from .endgame import solved_moves
from .playout import WorldExtras

# what a line played to the end is worth to a team (``hard.line_value``)
LineValue = Callable[[Contract, list[int], list[int], WorldExtras, int, Rules], float]


class LateModel:
    """The other seats' late cards of one observation, read once, to weigh many worlds."""

    __slots__ = ("contract", "rules", "miss", "gap", "line_value", "steps")

    def __init__(self, obs: Observation, rules: Rules, cards_from: int, miss: float,
                 gap: float, line_value: LineValue) -> None:
        assert obs.contract is not None
        self.contract = obs.contract
        self.rules = rules
        self.miss = miss
        self.gap = gap
        self.line_value = line_value
        me = obs.seat
        tricks = [(t.leader, t.cards) for t in obs.tricks]
        tricks.append((obs.leader, obs.trick))
        mine_now = any((obs.leader + i) & 3 == me for i in range(len(obs.trick)))
        dealt = obs.hand.bit_count() + len(obs.tricks) + mine_now  # each hand's first size
        # each card in play order: (seat, card, trick index, place in the trick)
        order = [((leader + i) & 3, c, t, i)
                 for t, (leader, cards) in enumerate(tricks) for i, c in enumerate(cards)]
        # the finished tricks' points and tricks per team before each trick
        before: list[tuple[list[int], list[int]]] = []
        tp, tw = [0, 0], [0, 0]
        for tr in obs.tricks:
            before.append((list(tp), list(tw)))
            tp[tr.winner & 1] += tr.points
            tw[tr.winner & 1] += 1
        before.append((tp, tw))
        # (seat, card, leader, the trick before the card, points and tricks then, the
        # cards each seat played from this card on: added back to a world's hands)
        self.steps: list[tuple[int, int, int, list[int], list[int], list[int], list[int]]] = []
        for j, (s, c, t, i) in enumerate(order):
            if s == me or dealt - t > cards_from:
                continue
            back = [0, 0, 0, 0]
            for s2, c2, _, _ in order[j:]:
                back[s2] |= 1 << c2
            leader, cards = tricks[t]
            self.steps.append((s, c, leader, list(cards[:i]), *before[t], back))

    def weight(self, hands: Sequence[int], extras: WorldExtras, solver: Solver) -> float:
        """The likelihood of the late cards in the world ``hands`` (each seat's cards now,
        ``extras`` its declarations), ``solver`` one of this deal (any team): ``miss`` for
        each card worth more than ``gap`` less there than its seat's best."""
        w = 1.0
        for s, c, leader, trick, tp, tw, back in self.steps:
            then = [hands[k] | back[k] for k in range(4)]
            legal = legal_on(then[s], trick, solver.trump, solver.exemption)
            if not legal & (legal - 1):  # no choice in this world: nothing to read
                continue
            values = {card: self.line_value(self.contract, ftp, ftw, extras, s & 1, self.rules)
                      for card, ftp, ftw in solved_moves(solver, then, leader, trick, tp, tw)}
            # a card the world makes illegal could not have been played: short too
            if values.get(c, -1e9) < max(values.values()) - self.gap:
                w *= self.miss
        return w
