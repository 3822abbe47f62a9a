"""Coinche's deal, card orders, points and trick play (``COINCHE.md``): worked examples."""

from __future__ import annotations

import pytest
from coinche_util import coinche_deal

from pilotta.actions import PLAYS
from pilotta.cards import ALL_TRUMP, NO_TRUMP, POINTS, parse_card
from pilotta.coinche import COINCHE, deal_deck
from pilotta.tricks import legal_on, trick_points, winner_index

from engine_util import cards, mask

S, H, D, C = range(4)
# seat 0 leads KS; seat 1 holds 9S QS 7S, seat 2 AS 8S, seat 3 JS TS
ROWS = ("KS 8H 9H TH JH QH KH AH", "9S QS 7S 7H 7D 8D 9D TD", "AS 8S JD QD KD AD 7C 8C", "*")


def test_all_32_cards_are_dealt_3_2_3_from_the_dealers_right_with_no_turned_card() -> None:
    dealt = deal_deck(list(range(32)), 0)  # seat 1 first: 0-2, 12-13, 20-22
    assert dealt.hands[1] == sum(1 << c for c in (0, 1, 2, 12, 13, 20, 21, 22))
    assert dealt.hands[0] == sum(1 << c for c in (9, 10, 11, 18, 19, 29, 30, 31))
    assert dealt.turned is None and dealt.deck == tuple(range(32))


@pytest.mark.parametrize("trump", [S, NO_TRUMP, ALL_TRUMP])
def test_every_contract_is_worth_152_card_points_and_162_with_the_last_trick(trump: int
                                                                             ) -> None:
    assert sum(POINTS[trump]) == 152
    if trump >= NO_TRUMP:  # 38 a suit
        assert all(sum(POINTS[trump][s * 8:s * 8 + 8]) == 38 for s in range(4))


def test_card_points_of_sans_atout_and_tout_atout() -> None:
    assert trick_points(cards("AS TS KS QS"), NO_TRUMP) == 19 + 10 + 4 + 3
    assert trick_points(cards("JS 9S 8S 7S"), NO_TRUMP) == 2
    assert trick_points(cards("JS 9S AS TS"), ALL_TRUMP) == 14 + 9 + 6 + 5
    assert trick_points(cards("KS QS 8S 7S"), ALL_TRUMP, last=True) == 3 + 1 + 10


def test_the_highest_card_of_the_led_suit_wins_without_a_trump_suit() -> None:
    assert winner_index(cards("KS AS JS AH"), NO_TRUMP) == 1  # A T K Q J 9 8 7
    assert winner_index(cards("KS 9S AS JH"), ALL_TRUMP) == 1  # J 9 A T K Q 8 7
    assert winner_index(cards("KS 9S JS JH"), ALL_TRUMP) == 2  # another suit's J cannot win
    assert winner_index(cards("KS AS 7H JS"), H) == 2  # a suit contract: a trump wins


def test_tout_atout_you_must_go_higher_in_the_led_suit_even_over_your_partner() -> None:
    deal = coinche_deal(*ROWS, calls="100A pass pass pass")
    deal.play(parse_card("KS"))
    assert deal.legal_card_mask() == mask("9S")  # Q and 7 are below the K
    why = deal.verify(PLAYS[parse_card("QS")])
    assert why is not None and why.code == "must_rise"
    assert why.message() == "trumps were led: you must beat the K♠ with your 9♠"
    deal.play(parse_card("9S"))
    assert deal.legal_card_mask() == mask("AS 8S")  # cannot beat the 9: any spade
    deal.play(parse_card("8S"))
    assert deal.legal_card_mask() == mask("JS")  # over the partner's 9
    deal.play(parse_card("JS"))
    assert deal.tricks[0].winner == 3 and deal.tricks[0].points == 3 + 9 + 0 + 14


def test_tout_atout_void_in_the_led_suit_plays_anything() -> None:
    hand = mask("7H 8H JD")
    assert legal_on(hand, cards("KS 9S"), ALL_TRUMP, True) == hand


def test_sans_atout_follow_suit_any_card_of_it_and_void_play_anything() -> None:
    deal = coinche_deal(*ROWS, calls="100N pass pass pass")
    deal.play(parse_card("KS"))
    assert deal.legal_card_mask() == mask("9S QS 7S")  # no need to go higher
    deal.play(parse_card("7S"))
    deal.play(parse_card("AS"))
    deal.play(parse_card("TS"))
    assert deal.tricks[0].winner == 2 and deal.tricks[0].points == 4 + 0 + 19 + 10
    hand = mask("7H 8H JD")
    assert legal_on(hand, cards("KS"), NO_TRUMP) == hand


def test_a_suit_contract_plays_as_belote_with_the_partner_exemption() -> None:
    assert COINCHE.partner_exemption
    # hearts trump: seat 2 is void in clubs and its partner (seat 0) wins with the AC
    hand = mask("9S JD QD")
    assert legal_on(hand, cards("AC 7C"), H, COINCHE.partner_exemption) == hand
    # seat 3 void in clubs, an opponent wins: must trump
    assert legal_on(mask("7H 9S"), cards("AC 7C 9S"), H, True) == mask("7H")


def test_no_declarations_are_announced() -> None:
    deal = coinche_deal(*ROWS, calls="80H pass pass pass")  # seat 0: a run of seven hearts
    assert not deal.must_declare(0) and deal.possible == [(), (), (), ()]


@pytest.mark.parametrize("calls, holder", [("80H", 0), ("80N", None), ("80A", None)])
def test_belote_rebelote_only_in_a_suit_contract(calls: str, holder: int | None) -> None:
    deal = coinche_deal(*ROWS, calls=calls + " pass pass pass")  # seat 0 holds KH QH
    assert deal.pilotta_holder == holder
