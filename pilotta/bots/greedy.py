"""A second playout policy for the hard bot's evaluation: greedy, with random leads.

The heuristic policy (``policy.choose_card``) plays every seat as one fixed line; in Belote
its leads are a poor guide to a lead's worth (``benchmarks/playout_quality.py``: no better
than random leads from seven cards). This one leads a random card and follows greedily:
with an opponent winning, the cheapest card that takes the trick, else the cheapest card;
a random legal card with probability ``epsilon``. Averaged with the heuristic's playout it
scores cards closer to exact play in both games (``Budget.greedy_playouts``).

Every rule fact is the engine's: legality (``tricks.legal_mask``), the trick's winner
(``tricks.winner_index`` and its ``cards.STRENGTH`` table), the points (``close_trick``).
"""

from __future__ import annotations

from ..cards import POINTS, STRENGTH
from ..rng import Rng
from ..tricks import close_trick, legal_mask, partner_winning, trick_state, winner_index


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
    while True:
        n = len(trick)
        seat = (leader + n) & 3
        h = hands[seat]
        if not h:
            return
        if n:
            led, best = trick_state(trick, trump)
            free = exemption and partner_winning(trick, trump)
            legal = legal_mask(h, led, best, trump, free)
        else:
            legal = h
        if legal & (legal - 1):
            cards = []
            m = legal
            while m:
                low = m & -m
                cards.append(low.bit_length() - 1)
                m ^= low
            if not n or rand() < epsilon:
                card = cards[int(rand() * len(cards))]
            else:
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
        else:
            card = legal.bit_length() - 1
        hands[seat] = h & ~(1 << card)
        trick.append(card)
        if n == 3:
            winner, p = close_trick(trick, leader, trump, not hands[seat])
            tp[winner & 1] += p
            tw[winner & 1] += 1
            trick.clear()
            leader = winner
