"""The auction: bids, close, close-back, passes, and its end."""

import pytest

from pilotta.actions import CLOSE_BACK_CALL, CLOSE_CALL, PASS_CALL, bid, parse_call
from pilotta.auction import Auction

H, S = 1, 0


def run(calls: str, dealer: int = 3) -> Auction:
    a = Auction(dealer)
    for word in calls.split():
        call = parse_call(word)
        why = a.verify(call)
        assert why is None, f"{word}: {why}"
        a.push(call)
    return a


def refusal(a: Auction, word: str) -> str:
    why = a.verify(parse_call(word))
    assert why is not None
    return why.code


def test_first_to_speak_is_dealers_right() -> None:
    assert Auction(3).to_act == 0
    assert Auction(0).to_act == 1


def test_four_passes_throw_the_deal_in() -> None:
    a = run("pass pass pass")
    assert not a.done
    a.push(PASS_CALL)
    assert a.done and a.thrown_in and a.contract() is None


def test_three_passes_after_last_bid_end_it() -> None:
    a = run("pass 80H pass pass")
    assert not a.done
    a.push(PASS_CALL)
    assert a.done and not a.thrown_in
    c = a.contract()
    assert c is not None and (c.seat, c.value, c.trump, c.multiplier) == (1, 80, H, 1)


def test_pass_is_not_final_and_partner_or_self_may_outbid() -> None:
    a = run("pass 80H pass 90S pass 100H")  # seat 0 passed, then bid 90S; seat 1 outbids
    c = run("pass 80H pass 90S pass 100H pass pass pass").contract()
    assert c is not None and (c.seat, c.value, c.trump) == (1, 100, H)
    assert not a.done


def test_bid_must_be_higher_and_in_range() -> None:
    a = run("90H")
    assert refusal(a, "90S") == "bid_too_low"
    assert refusal(a, "85S") == "bid_value"
    assert refusal(Auction(3), "70H") == "bid_value"
    assert refusal(Auction(3), "830H") == "bid_value"
    assert run("820S").contract() is not None


def test_close_only_by_an_opponent_while_a_bid_stands() -> None:
    assert refusal(Auction(3), "close") == "close_without_bid"
    a = run("80H pass")  # seat 0 bid, seat 1 passed; seat 2 is the bidder's partner
    assert refusal(a, "close") == "close_own_team"
    a = run("80H")
    assert a.verify(CLOSE_CALL) is None


def test_no_bids_after_a_close_and_close_once() -> None:
    a = run("80H close")
    assert a.multiplier == 2
    assert refusal(a, "90S") == "bid_after_close"
    a = run("80H close pass")  # seat 2 (bidder's partner) passed; seat 3 defence
    assert refusal(a, "close") == "already_closed"


def test_close_back_by_the_bidding_team_once() -> None:
    assert refusal(run("80H"), "close-back") == "close_back_without_close"
    a = run("80H close")
    assert a.verify(CLOSE_BACK_CALL) is None  # seat 2, partner of the bidder
    a = run("80H close pass")
    assert refusal(a, "close-back") == "close_back_by_defence"
    a = run("80H close close-back")
    assert a.multiplier == 4
    assert refusal(a, "close-back") == "already_closed_back"  # seat 3
    a = run("80H close close-back pass")  # seat 0, the bidder: close-back was used
    assert refusal(a, "close-back") == "already_closed_back"
    a.push(PASS_CALL)
    a.push(PASS_CALL)
    c = a.contract()
    assert a.done and c is not None and c.multiplier == 4


def test_three_passes_after_a_close_end_the_auction() -> None:
    a = run("pass 100S close pass pass pass")
    c = a.contract()
    assert a.done and c is not None and (c.seat, c.value, c.multiplier) == (1, 100, 2)


def test_legal_calls_list_exactly_what_is_allowed() -> None:
    calls = list(Auction(3).legal_calls())
    assert calls[0] == PASS_CALL
    assert len(calls) == 1 + 75 * 4
    assert set(run("810H").legal_calls()) == {PASS_CALL, CLOSE_CALL, bid(820, 0), bid(820, 1),
                                              bid(820, 2), bid(820, 3)}
    assert list(run("80H close").legal_calls()) == [PASS_CALL, CLOSE_BACK_CALL]
    assert list(run("80H close pass").legal_calls()) == [PASS_CALL]


@pytest.mark.parametrize("word", ["pass", "80H", "820C", "close", "close-back"])
def test_call_notation_round_trip(word: str) -> None:
    assert str(parse_call(word)) == word


def test_bad_call_text() -> None:
    with pytest.raises(ValueError):
        parse_call("eighty hearts")
    for word in ("100s", "PASS", "080H", "१००H", "８０H", " 80H", "closeback"):  # exact notation
        with pytest.raises(ValueError):
            parse_call(word)


def test_the_other_games_calls_are_refused_with_the_reason_even_where_a_close_back_fits() -> None:
    """Seat 0 bids 80♥, seat 1 closes: seat 2, the bidder's partner, may close back. Belote's
    "take" or "spades" and Coinche's calls are not Pilotta's: refused as not a call, never
    taken for the close-back (they were, before)."""
    from pilotta.actions import COINCHE_CALL, TAKE_CALL, name_trump

    a = Auction(dealer=3)
    a.push(bid(80, 1))
    a.push(CLOSE_CALL)
    assert a.verify(CLOSE_BACK_CALL) is None
    for call in (TAKE_CALL, name_trump(0), COINCHE_CALL):
        why = a.verify(call)
        assert why is not None and why.code == "bad_call", call
        assert call not in list(a.legal_calls())
    # and where no close-back fits, the reason is still that it is not a call
    fresh = Auction(dealer=3)
    why = fresh.verify(TAKE_CALL)
    assert why is not None and why.code == "bad_call"


def test_the_values_a_bid_may_have_now_run_in_tens_to_820() -> None:
    a = Auction(dealer=3)
    assert a.bid_values() == tuple(range(80, 821, 10)) and a.TRUMPS == 4
    a.push(bid(800, 1))
    assert a.bid_values() == (810, 820) and a.bid_call(810, 2) == bid(810, 2)
    a.push(CLOSE_CALL)
    assert a.bid_values() == ()
