"""Helpers for the Coinche tests: a deal from four hands written in record notation."""

from __future__ import annotations

from pilotta.coinche import COINCHE, CoincheRules, deal_deck
from pilotta.deal import DEAL_POSITIONS
from pilotta.game import Deal

from engine_util import hands, push_all


def deck_of(rows: list[int], dealer: int) -> list[int]:
    """The deck in dealing order that gives these hands (3-2-3 from ``dealer + 1``)."""
    deck = [0] * 32
    for seat, places in enumerate(DEAL_POSITIONS[dealer]):
        own = [c for c in range(32) if rows[seat] >> c & 1]
        for place, card in zip(places, own):
            deck[place] = card
    return deck


def coinche_deal(*rows: str, calls: str = "", dealer: int = 3,
                 rules: CoincheRules = COINCHE) -> Deal:
    """A Coinche deal whose hands are ``rows`` (a ``*`` row: the cards left), after
    ``calls``. Dealer 3 by default: seat 0 speaks and leads first."""
    four = hands(*rows)
    deal = Deal(dealer, four, rules=rules, dealt=deal_deck(deck_of(four, dealer), dealer),
                check=False)
    assert deal.hands == four
    push_all(deal, calls)
    return deal
