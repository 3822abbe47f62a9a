"""Which rule applies to the next card (``pilotta.explain.play_constraint``): worked
examples from the rules (``docs/RULES.md``, Playing the tricks), and agreement with the
engine's legal cards in random deals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.belote import BELOTE
from pilotta.cards import ALL_CARDS, card_name, cards_in, parse_card
from pilotta.explain import PlayConstraint, PlayRule, play_constraint
from pilotta.game import Deal
from pilotta.rng import Rng
from pilotta.rules import PILOTTA, Dealt, Rules
from pilotta.simulate import random_action
from pilotta.tricks import play_rule, trick_state

from engine_util import cards, mask, push_all

S, H, D, C = range(4)

# Hearts trump, bid by seat 0 (dealer 3, so seat 0 leads). Nobody holds a declaration and
# the King and Queen of hearts are in two hands (no pilotta): the first trick needs no
# announcements. Seats 2 and 3 have no spades.
ROWS = [
    "AS QS TS 8S AH KH TC 8C",
    "KS JS 9S 7S TH QH 9C 7C",
    "9H 7H AD QD TD 8D AC QC",
    "JH 8H KD JD 9D 7D KC JC",
]


def pilotta_deal() -> Deal:
    deal = Deal(3, [mask(r) for r in ROWS])
    push_all(deal, "80H pass pass pass")
    return deal


def rule(deal: Deal) -> tuple[PlayRule, list[str]]:
    c = play_constraint(deal)
    assert c is not None
    return c.rule, sorted(card_name(x) for x in cards_in(c.options))


def test_no_card_rule_in_the_auction_or_for_another_seat() -> None:
    deal = Deal(3, [mask(r) for r in ROWS])
    assert play_constraint(deal) is None
    push_all(deal, "80H pass pass pass")
    assert play_constraint(deal, seat=1) is None  # seat 0 is to play
    assert play_constraint(deal, seat=0) is not None


def test_the_leader_may_play_anything() -> None:
    deal = pilotta_deal()
    c = play_constraint(deal)
    assert c == PlayConstraint(0, PlayRule.LEAD, -1, H, -1, mask(ROWS[0]), False)


def test_follow_suit() -> None:
    deal = pilotta_deal()
    push_all(deal, "AS")
    assert rule(deal) == (PlayRule.FOLLOW, ["7S", "9S", "JS", "KS"])


def test_void_must_trump_even_when_partner_wins_in_pilotta() -> None:
    # North (seat 2) cannot follow spades and must trump, though partner's Ace holds the
    # trick: Pilotta gives partners no exemption.
    deal = pilotta_deal()
    push_all(deal, "AS 7S")
    c = play_constraint(deal)
    assert c is not None and c.partner_winning and c.led == S and c.trump == H
    assert rule(deal) == (PlayRule.TRUMP, ["7H", "9H"])


def test_must_overtrump() -> None:
    deal = pilotta_deal()
    push_all(deal, "AS 7S 9H")
    c = play_constraint(deal)
    assert c is not None and c.over == parse_card("9H") and c.forced
    assert rule(deal) == (PlayRule.OVERTRUMP, ["JH"])


def test_forced_under_trump_from_the_rules_example() -> None:
    # docs/RULES.md: hearts trump, A♠ led and trumped with the 9♥; seat 3 holds
    # A♥ 8♥ 7♦ K♣: it cannot overtrump and must still play A♥ or 8♥.
    led, best = trick_state(cards("AS 9H"), H)
    code, options = play_rule(mask("AH 8H 7D KC"), led, best, H)
    assert code == PlayRule.UNDERTRUMP and options == mask("AH 8H")
    code, options = play_rule(mask("AH 8H 7D KC JH"), led, best, H)
    assert code == PlayRule.OVERTRUMP and options == mask("JH")


def test_a_trump_lead_must_be_beaten() -> None:
    deal = pilotta_deal()
    push_all(deal, "AS 7S 9H JH")  # seat 3 wins with the Jack and leads
    assert deal.leader == 3
    push_all(deal, "8H")
    assert rule(deal) == (PlayRule.BEAT_TRUMP_LEAD, ["AH", "KH"])
    push_all(deal, "KH")
    assert rule(deal) == (PlayRule.BEAT_TRUMP_LEAD, ["TH"])  # the Queen does not beat it
    push_all(deal, "TH")
    # no trump above the Ten left: any trump will do
    assert rule(deal) == (PlayRule.FOLLOW_TRUMP_LOW, ["7H"])


def test_void_in_the_led_suit_and_trumps_discards() -> None:
    deal = pilotta_deal()
    push_all(deal, "AS 7S 9H JH 8H KH TH 7H")  # seat 1 won the trump trick
    assert deal.leader == 1
    push_all(deal, "KS")
    c = play_constraint(deal)
    assert c is not None and c.rule == PlayRule.DISCARD and c.options == deal.hands[2]


# Belote, hearts trump, taken by seat 0 (dealer 3); seat 2 has no spades.
BELOTE_ROWS = [
    "JH 9H KS TS 8D TD AC 7C",
    "AH 8H AS 9S 9D 7D 8C 9C",
    "QH 7H AD KD JD TC JC KC",
    "TH KH QS JS 8S 7S QD QC",
]


def belote_deal() -> Deal:
    """The deal after seat 0 took the turned J♥ (tests/engine/test_belote.py's helper)."""
    rows = BELOTE_ROWS
    turned = parse_card("JH")
    first, talon = [], []
    for seat in range(4):
        own = [c for c in cards(rows[seat]) if c != turned]
        first.append(sum(1 << c for c in own[:5]))
        talon += own[5:]
    assert sum(mask(r) for r in rows) == ALL_CARDS
    deal = Deal(3, first, rules=BELOTE, check=False,
                dealt=Dealt((first[0], first[1], first[2], first[3]), turned, tuple(talon)))
    push_all(deal, "take")
    assert deal.hands == [mask(r) for r in rows]
    return deal


def test_belote_partner_winning_frees_a_void_hand() -> None:
    deal = belote_deal()
    push_all(deal, "TS 9S")  # partner's Ten holds the spade trick
    c = play_constraint(deal)
    assert c is not None and c.partner_winning
    assert c.rule == PlayRule.PARTNER_FREE and c.options == deal.hands[2]


def test_belote_opponent_winning_must_trump() -> None:
    deal = belote_deal()
    push_all(deal, "KS AS")  # the opponent's Ace holds the trick
    assert rule(deal) == (PlayRule.TRUMP, ["7H", "QH"])


# Every rule names the legal cards it gives: a property over random deals of both games.
WHAT_IT_ALLOWS = {
    PlayRule.LEAD: lambda hand, c: c.options == hand,
    PlayRule.FOLLOW: lambda hand, c: c.options == hand & (0xFF << 8 * c.led),
    PlayRule.BEAT_TRUMP_LEAD: lambda hand, c: all(x >> 3 == c.trump for x in cards_in(
        c.options)) and c.options != 0,
    PlayRule.FOLLOW_TRUMP_LOW: lambda hand, c: c.options == hand & (0xFF << 8 * c.trump),
    PlayRule.TRUMP: lambda hand, c: c.options == hand & (0xFF << 8 * c.trump) and c.over < 0,
    PlayRule.OVERTRUMP: lambda hand, c: c.over >= 0 and c.options & ~(0xFF << 8 * c.trump) == 0,
    PlayRule.UNDERTRUMP: lambda hand, c: c.options == hand & (0xFF << 8 * c.trump),
    PlayRule.PARTNER_FREE: lambda hand, c: c.options == hand and c.partner_winning,
    PlayRule.DISCARD: lambda hand, c: c.options == hand,
}


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([PILOTTA, BELOTE]))
def test_the_rule_agrees_with_the_legal_cards(seed: int, rules: Rules) -> None:
    rng = Rng(seed)
    deal = Deal.from_rng(Rng(seed + 1), seed & 3, rules)
    while not deal.is_over:
        c = play_constraint(deal)
        if c is not None:
            assert c.options == deal.legal_card_mask()
            assert WHAT_IT_ALLOWS[c.rule](deal.hands[c.seat], c), (c, deal)
        deal.push(random_action(deal, rng, 0.6))


@pytest.mark.parametrize("rule_code", list(PlayRule))
def test_every_rule_has_a_check(rule_code: PlayRule) -> None:
    assert rule_code in WHAT_IT_ALLOWS
