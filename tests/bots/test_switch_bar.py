"""The switch bar: the hard bot leaves the heuristic's card only for one clearly better in
its worlds (``Budget.switch_sigma`` standard errors and ``switch_margin`` raw points), and
``Budget.bar_follows_only`` keeps that bar where I follow, the best mean card where I lead."""

from __future__ import annotations

from pilotta.actions import Play
from pilotta.bots.hard import HardBot

from bots_util import early_card_choices

BAR = {"worlds": 16, "candidates": 32, "switch_sigma": 1.0, "switch_margin": 2.0}


def test_the_bar_can_hold_at_my_follows_only() -> None:
    """One Belote deal's card decisions from six cards up: with ``bar_follows_only`` a
    follow is the barred bot's card and a lead the best mean card of the same worlds; in
    this deal the bar keeps the heuristic's card at a lead (the Ace of clubs, a master)
    where the best mean is another, and at a follow where another card is better by less
    than the bar."""
    leads_apart = follows_held = 0
    for obs in early_card_choices():
        barred, only = HardBot(2, "tiny", **BAR), HardBot(2, "tiny", bar_follows_only=True, **BAR)
        card, barred_card = only.act(obs), barred.act(obs)
        assert isinstance(card, Play) and isinstance(barred_card, Play)
        values = only.last.values
        assert values is not None and values == barred.last.values  # the same search
        if obs.trick:
            assert card == barred_card
            follows_held += max(values.values()) > values[str(barred_card.card)]
        else:
            assert values[str(card.card)] == max(values.values())
            leads_apart += card != barred_card
    assert leads_apart >= 1 and follows_held >= 1
