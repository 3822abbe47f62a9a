"""Worlds moved toward the auction's posterior by card swaps (resample-move).

Hard weighs its candidate worlds by how well they explain the auction and resamples them.
In Pilotta those weights are steep: one decision in ten keeps the weight of some sixteen
worlds, and resampling repeats the heavy ones (``benchmarks/world_ess.py``). A repeat adds
no information to the search. Moving each repeat by a few Metropolis steps, the classic
resample-move of particle filters, gives distinct worlds that are still drawn from about
the same distribution:

- a step picks two of the hidden seats, one unknown card of each (uniformly), and swaps
  them; a swap that puts a card where its seat may not hold it (``seats_of``) or breaks a
  declaration constraint (``fits``) is refused;
- the swapped world is kept with probability min(1, its weight / the current one's).

Each hidden seat keeps its number of unknown cards, so a swap and its reverse are proposed
with the same probability: the chain leaves "weight times uniform over the deals that fit"
unchanged (detailed balance), which is what the resampled worlds already follow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import card_list
from ..rng import Rng


def swap_moves(hands: Sequence[int], weight: float, steps: int, others: Sequence[int],
               pool: int, seats_of: Sequence[Sequence[int]], rng: Rng,
               weigh: Callable[[list[int]], float],
               fits: Callable[[list[int]], bool]) -> list[int]:
    """``hands`` after ``steps`` Metropolis card swaps between the hidden seats
    ``others`` (three seats): only cards of ``pool`` (the unknown cards) move, a card only
    to a seat of ``seats_of[card]``, to worlds that ``fits``; ``weight`` is the current
    world's ``weigh``. Deterministic given ``rng``."""
    h = list(hands)
    w = weight
    pairs = ((others[0], others[1]), (others[0], others[2]), (others[1], others[2]))
    for _ in range(steps):
        s1, s2 = pairs[rng.below(3)]
        m1 = card_list(h[s1] & pool)
        m2 = card_list(h[s2] & pool)
        if not m1 or not m2:
            continue
        a = m1[rng.below(len(m1))]
        b = m2[rng.below(len(m2))]
        if s2 not in seats_of[a] or s1 not in seats_of[b]:
            continue
        new = list(h)
        swap = 1 << a | 1 << b
        new[s1] ^= swap
        new[s2] ^= swap
        if not fits(new):
            continue
        w2 = weigh(new)
        if w2 >= w or rng.random() * w < w2:
            h, w = new, w2
    return h
