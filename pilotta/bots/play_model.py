"""Inference from play: how well a sampled world explains the cards the other seats have
played (GIB/Kermit-style weighting of the worlds).

The model of play is the heuristic policy of the playouts (``policy.choose_card`` with the
world's exact hands): a seat is taken to play the policy's card most of the time and any
other legal card with a smaller weight (``miss``). Only cards played in following (not
leads) are read: a follow shows most (a seat that does not cover, that discards a suit,
that feeds points under its partner's winner), while the leads' model is too rough.
Cards with no choice tell nothing. The legal cards come from the engine (``legal_mask``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..observation import Observation
from ..tricks import legal_mask, partner_winning, trick_state
from .policy import choose_card


class PlayModel:
    """The other seats' past follows of one observation, read once (each follow's trick so
    far, led suit, highest trump and partner exemption do not depend on the world), to
    weigh many sampled worlds (``weight``)."""

    __slots__ = ("trump", "bidders", "miss", "played_by", "steps")

    def __init__(self, obs: Observation, played_by: Sequence[int], miss: float,
                 exemption: bool) -> None:
        assert obs.contract is not None
        self.trump = trump = obs.trump
        self.bidders = obs.contract.team
        self.miss = miss
        self.played_by = tuple(played_by)
        me = obs.seat
        # every card played, in order: (seat, card, and for a follow of another seat the
        # trick before it, its led suit, highest trump and exemption; None otherwise)
        self.steps: list[tuple[int, int, tuple[list[int], int, int, bool] | None]] = []
        tricks = [(t.leader, t.cards) for t in obs.tricks]
        tricks.append((obs.leader, obs.trick))
        for leader, cards in tricks:
            for i, c in enumerate(cards):
                s = (leader + i) & 3
                follow = None
                if i and s != me:
                    prefix = list(cards[:i])
                    led, best = trick_state(prefix, trump)
                    follow = (prefix, led, best, exemption and partner_winning(prefix, trump))
                self.steps.append((s, c, follow))

    def weight(self, hands: Sequence[int]) -> float:
        """The likelihood of the past follows in the world ``hands`` (the cards each seat
        holds now): ``miss`` for each card the policy would not have played, 1 for each it
        would."""
        trump = self.trump
        bidders = self.bidders
        played_by = self.played_by
        cur = [hands[s] | played_by[s] for s in range(4)]
        w = 1.0
        for s, c, follow in self.steps:
            if follow is not None:
                prefix, led, best, free = follow
                legal = legal_mask(cur[s], led, best, trump, free)
                if legal & (legal - 1) and choose_card(s, legal, trump, prefix, cur,
                                                       bidders, True) != c:
                    w *= self.miss
            cur[s] &= ~(1 << c)
        return w
