"""Which rule applies to a card about to be played: the facts behind a caption such as
"West cannot follow hearts and must trump" or "North must overtrump".

The rule is the engine's own (``tricks.play_rule`` names the branch of ``legal_mask`` that
gives the seat its legal cards); this module reads the trick's state from a ``Deal`` with
the engine's public functions, so a caption can never disagree with what the engine lets
the seat play. Words are the caller's (the page's catalogs, ``web/i18n/locale/``, keys ``em_*``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import count
from .game import PLAY, Deal
from .tricks import PlayRule, partner_winning, play_rule, trick_state

__all__ = ["PlayConstraint", "PlayRule", "play_constraint"]


@dataclass(frozen=True, slots=True)
class PlayConstraint:
    """The obligation of ``seat`` for its next card, and what it leaves."""

    seat: int
    rule: PlayRule
    led: int  # the suit led (-1: the seat leads)
    trump: int
    over: int  # the best trump on the trick, the card to beat (-1: none)
    options: int  # the cards the seat may play (bitmask)
    partner_winning: bool  # the seat's partner holds the trick now

    @property
    def forced(self) -> bool:
        """One card only: the rule left no choice."""
        return count(self.options) == 1


def play_constraint(deal: Deal, seat: int | None = None) -> PlayConstraint | None:
    """The rule for the card ``seat`` (default: the seat to act) must play now; None when
    that seat is not about to play a card (the auction, a declaration to make first, another
    seat's turn, the deal over)."""
    to_act = deal.to_act
    if deal.phase != PLAY or to_act is None or deal.must_declare(to_act):
        return None
    if seat is not None and seat != to_act:
        return None
    trump = deal.trump
    led, best_trump = trick_state(deal.trick, trump)
    partner = partner_winning(deal.trick, trump)
    free = deal.rules.partner_exemption and partner
    rule, options = play_rule(deal.hands[to_act], led, best_trump, trump, free)
    assert options == deal.legal_card_mask()  # one rule: the deal's own legal cards
    return PlayConstraint(to_act, rule, led, trump, best_trump, options, partner)
