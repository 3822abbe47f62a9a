"""Coinche's auction (``COINCHE.md``, "The auction"): worked examples."""

from __future__ import annotations

import pytest
from coinche_util import coinche_deal

from pilotta.actions import (
    CAPOT_VALUE,
    COINCHE_CALL,
    PASS_CALL,
    SURCOINCHE_CALL,
    bid,
    capot,
    parse_action,
    parse_call,
)
from pilotta.cards import ALL_TRUMP, NO_TRUMP
from pilotta.coinche_auction import CoincheAuction
from pilotta.game import AUCTION, PLAY, THROWN_IN
from pilotta.messages import CATALOGS, describe

S, H, D, C = range(4)
HANDS = ("JS 9S AS TS KS QS 8S 7S", "*", "JH 9H AH TH KH QH 8H 7H", "JD 9D AD TD KD QD 8D 7D")


def auction(calls: str, dealer: int = 3) -> CoincheAuction:
    a = CoincheAuction(dealer)
    for word in calls.split():
        call = parse_call(word)
        assert a.verify(call) is None, (word, a.verify(call))
        a.push(call)
    return a


def refusal(calls: str, word: str) -> str:
    why = auction(calls).verify(parse_call(word))
    assert why is not None, word
    return why.code


def test_bids_are_written_value_and_trump_and_capot_by_name() -> None:
    assert parse_call("120N") == bid(120, NO_TRUMP) and str(bid(160, ALL_TRUMP)) == "160A"
    assert parse_call("capotS") == capot(S) and str(capot(ALL_TRUMP)) == "capotA"
    assert parse_call("coinche") == COINCHE_CALL and str(SURCOINCHE_CALL) == "surcoinche"
    assert capot(H).value == CAPOT_VALUE == 250


def test_a_bid_ends_after_three_passes_and_sets_the_contract() -> None:
    a = auction("80H 90N pass 100A pass pass")
    assert not a.done and a.to_act == 2  # seat 3 bid 100A; seats 0 and 1 passed
    a.push(PASS_CALL)
    assert a.done and not a.thrown_in
    c = a.contract()
    assert c is not None and (c.seat, c.value, c.trump, c.multiplier) == (3, 100, ALL_TRUMP, 1)


def test_passes_are_not_final_and_any_trump_goes_with_a_higher_value() -> None:
    a = auction("pass pass 80S pass pass 90S pass 100C")  # seat 1 passed, then bids
    assert a.high == bid(100, C) and a.high_seat == 3


def test_a_bid_must_be_higher_in_value_whatever_its_trump() -> None:
    assert refusal("100S", "100N") == "coinche_bid_too_low"
    assert refusal("100S", "90A") == "coinche_bid_too_low"
    assert auction("160S capotH").high == capot(H)  # capot is above 160
    assert refusal("160S capotH", "capotA") == "coinche_bid_too_low"


@pytest.mark.parametrize("word", ["70H", "85H", "170H", "180S", "250S", "820S"])
def test_values_are_80_to_160_in_tens_then_capot(word: str) -> None:
    assert refusal("", word) == "coinche_bid_value"


def test_legal_calls_list_each_value_in_the_six_trumps_then_capot() -> None:
    a = auction("150D")
    legal = list(a.legal_calls())
    assert legal[:2] == [PASS_CALL, COINCHE_CALL]
    assert legal[2:] == [bid(160, t) for t in range(6)] + [capot(t) for t in range(6)]
    assert a.min_bid() == 160
    assert auction("160D").min_bid() == CAPOT_VALUE
    assert auction("capotD").min_bid() is None


def test_coinche_only_by_an_opponent_of_the_last_bidder_at_its_turn() -> None:
    assert refusal("", "coinche") == "coinche_without_bid"
    assert refusal("80H pass", "coinche") == "coinche_own_team"  # seat 2, partner of 0
    a = auction("80H coinche")  # seat 1, an opponent
    assert a.multiplier == 2 and refusal("80H coinche", "coinche") == "already_coinched"


def test_after_a_coinche_no_more_bids_only_passes_or_a_surcoinche() -> None:
    assert refusal("80H coinche", "90S") == "bid_after_coinche"
    legal = list(auction("80H coinche").legal_calls())  # seat 2: a bidder
    assert legal == [PASS_CALL, SURCOINCHE_CALL]
    assert list(auction("80H coinche pass").legal_calls()) == [PASS_CALL]  # seat 3: defence
    assert refusal("80H coinche pass", "surcoinche") == "surcoinche_by_defence"
    assert refusal("80H", "surcoinche") == "surcoinche_without_coinche"


def test_the_auction_ends_three_passes_after_a_coinche() -> None:
    a = auction("80H coinche pass pass")
    assert not a.done
    a.push(PASS_CALL)
    c = a.contract()
    assert a.done and c is not None and (c.seat, c.multiplier) == (0, 2)


def test_the_auction_ends_at_once_after_a_surcoinche() -> None:
    a = auction("80H coinche surcoinche")
    c = a.contract()
    assert a.done and c is not None and (c.seat, c.value, c.trump, c.multiplier) == (0, 80, H, 4)
    assert a.verify(PASS_CALL) is not None and list(a.legal_calls()) == []


def test_a_bidder_surcoinches_after_the_defence_has_passed_round() -> None:
    a = auction("80H coinche pass pass surcoinche")  # seat 0, the bidder, at its next turn
    assert a.done and a.multiplier == 4


def test_four_passes_throw_the_deal_in() -> None:
    deal = coinche_deal(*HANDS, calls="pass pass pass")
    assert deal.phase == AUCTION
    deal.push(parse_action("pass"))
    assert deal.phase == THROWN_IN and deal.contract is None and deal.result() is not None


def test_the_deal_plays_once_the_auction_is_over() -> None:
    deal = coinche_deal(*HANDS, calls="pass 100N pass pass pass")
    assert deal.phase == PLAY and deal.contract is not None
    assert deal.contract.trump == NO_TRUMP and deal.to_act == 0  # dealer+1 leads


def test_the_calls_of_the_other_games_are_refused_with_their_reason() -> None:
    deal = coinche_deal(*HANDS, calls="80H")
    for word in ("close", "take", "S"):
        why = deal.verify(parse_call(word))
        assert why is not None and why.code == "coinche_call"


CODES = ["coinche_call", "coinche_bid_value", "coinche_bid_too_low", "bid_after_coinche",
         "coinche_without_bid", "coinche_own_team", "already_coinched",
         "surcoinche_without_coinche", "surcoinche_by_defence"]


@pytest.mark.parametrize("lang", ["en", "fr", "el"])
def test_every_refusal_is_worded_in_three_languages(lang: str) -> None:
    for code in CODES:
        assert code in CATALOGS[lang], (lang, code)
    deal = coinche_deal(*HANDS, calls="100S")
    why = deal.verify(parse_call("90A"))
    assert why is not None and "100S" in describe(why, lang)
    assert "{" not in describe(why, lang)


def test_the_refusals_say_why_in_english() -> None:
    deal = coinche_deal(*HANDS, calls="80H pass")
    why = deal.verify(COINCHE_CALL)
    assert why is not None and why.message() == "only an opponent of the last bidder may coinche"


def test_the_values_a_bid_may_have_now_end_with_capot_and_a_bid_is_made_of_one() -> None:
    # the page's bid box steps through these and asks the auction for the call
    assert auction("").bid_values() == (80, 90, 100, 110, 120, 130, 140, 150, 160, CAPOT_VALUE)
    assert auction("150D").bid_values() == (160, CAPOT_VALUE)
    assert auction("160D").bid_values() == (CAPOT_VALUE,)
    assert auction("capotD").bid_values() == () == auction("80H coinche").bid_values()
    a = auction("")
    assert a.bid_call(120, NO_TRUMP) == bid(120, NO_TRUMP)
    assert a.bid_call(CAPOT_VALUE, ALL_TRUMP) == capot(ALL_TRUMP)
    assert a.TRUMPS == 6
