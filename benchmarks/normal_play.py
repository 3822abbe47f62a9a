"""Positions to measure on: deals played by the ``normal`` bots, each card decision with a
choice handed to the caller before normal's card is played (``playout_quality.py``,
``draw_bias.py``)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pilotta.actions import Play
from pilotta.bots import make_bot
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named


def card_decisions(rules_name: str, deals: int, seed: int
                   ) -> Iterator[tuple[int, Deal, Observation]]:
    """(deal index, the deal as it stands, the seat's observation) at every card decision
    with a choice of deals 0 .. ``deals`` - 1 (deal i from ``derive_seed(seed, i)``, dealer
    i % 4)."""
    rules = rules_named(rules_name)
    for i in range(deals):
        deal = Deal.from_rng(Rng(derive_seed(seed, i)), i & 3, rules)
        bots = [make_bot("normal", derive_seed(seed, i, s)) for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            assert s is not None
            obs = deal.observation(s)
            if isinstance(obs.legal[0], Play) and len(obs.legal) > 1:
                yield i, deal, obs
            deal.push(bots[s].act(obs))
