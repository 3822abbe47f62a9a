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


def play_weight(obs: Observation, hands: Sequence[int], played_by: Sequence[int],
                miss: float, exemption: bool) -> float:
    """The likelihood of the other seats' past follows in the world ``hands`` (the cards
    each seat holds now; ``played_by``: the cards each has played): ``miss`` for each card
    the policy would not have played, 1 for each it would."""
    assert obs.contract is not None
    trump = obs.trump
    bidders = obs.contract.team
    cur = [hands[s] | played_by[s] for s in range(4)]
    me = obs.seat
    w = 1.0
    tricks = [(t.leader, t.cards) for t in obs.tricks]
    tricks.append((obs.leader, obs.trick))
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            s = (leader + i) & 3
            if i and s != me:
                prefix = cards[:i]
                led, best = trick_state(prefix, trump)
                free = exemption and partner_winning(prefix, trump)
                legal = legal_mask(cur[s], led, best, trump, free)
                if legal & (legal - 1) and choose_card(s, legal, trump, prefix, cur,
                                                       bidders, True) != c:
                    w *= miss
            cur[s] &= ~(1 << c)
    return w
