"""A second playout policy for the hard bot's evaluation: greedy, with random leads.

The heuristic policy (``policy.choose_card``) plays every seat as one fixed line; in Belote
its leads are a poor guide to a lead's worth (``benchmarks/playout_quality.py``: no better
than random leads from seven cards). This one leads a random card and follows greedily:
with an opponent winning, the cheapest card that takes the trick, else the cheapest card;
a random legal card with probability ``epsilon``. Averaged with the heuristic's playout it
scores cards closer to exact play in both games (``Budget.greedy_playouts``).

Every rule fact is the engine's: legality and the tricks' points through ``playout.play_out``
(the heuristic's playout loop too), the trick's winner from ``tricks.winner_index`` and its
``cards.STRENGTH`` table.
"""

from __future__ import annotations

from ..cards import POINTS, STRENGTH, card_list
from ..rng import Rng
from ..tricks import winner_index
from .playout import play_out


def greedy_rollout(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    tp: list[int],
    tw: list[int],
    exemption: bool,
    rng: Rng,
    epsilon: float = 0.25,
) -> None:
    """Finish the deal in place (``hands``, ``trick``, ``tp``, ``tw`` are modified), every
    seat knowing every hand."""
    pts = POINTS[trump]
    rand = rng.random

    def greedy(seat: int, legal: int) -> int:
        cards = card_list(legal)
        n = len(trick)
        if not n or rand() < epsilon:
            return cards[int(rand() * len(cards))]
        strength = STRENGTH[trump][trick[0] >> 3]
        w = winner_index(trick, trump)
        pool = cards
        if (n - w) & 1:  # an opponent holds the trick: take it if we can
            top = strength[trick[w]]
            pool = [c for c in cards if strength[c] > top] or cards
        card = pool[0]
        for c in pool:
            if (pts[c], strength[c]) < (pts[card], strength[card]):
                card = c
        return card

    play_out(hands, trump, leader, trick, tp, tw, exemption, greedy)
