"""Positions the bots' tests share."""

from __future__ import annotations

from collections.abc import Iterator

from pilotta.actions import Play
from pilotta.bots import make_bot
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named


def early_card_choices() -> Iterator[Observation]:
    """The card decisions with a choice and more than five cards in hand of one Belote
    deal played by four ``normal`` bots."""
    return card_choices(range(6, 9))


def card_choices(sizes: range) -> Iterator[Observation]:
    """The card decisions with a choice and ``sizes`` cards in hand of one Belote deal
    played by four ``normal`` bots."""
    deal = Deal.from_rng(Rng(5), 1, rules_named("belote"))
    normal = [make_bot("normal", derive_seed(3, s)) for s in range(4)]
    while not deal.is_over:
        s = deal.to_act
        assert s is not None
        obs = deal.observation(s)
        if (len(obs.legal) > 1 and all(isinstance(a, Play) for a in obs.legal)
                and obs.hand.bit_count() in sizes):
            yield obs
        deal.push(normal[s].act(obs))
