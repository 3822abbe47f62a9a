"""The auction's sense: worked examples of opening, passing and supporting.

A throw-in scores 0 for both teams, so a hand whose contract is expected to lose points
passes. The junk hand below expects about 98 points in clubs (with partner's share and its
7-8-9 run) and makes 80 two times in three, yet loses about 28 raw points a deal on
average as an 80 contract: a failed 80 gives the defence 162 + 80 and every declaration.
"""

from __future__ import annotations

import pytest
from test_bots import position

from pilotta.actions import BID, PASS_CALL, Call
from pilotta.bots import make_bot
from pilotta.bots.bidding import contract_ev

JUNK = "7S 8S 9D 8D 7C 8C 9C QH"
STRONG = "JH 9H AH TH 8H AS AC AD"
OTHERS = ["AS AH TH KH AC TC JD JC", "JS 9S TS KS QS 7H 8H 9H"]


def call_of(level: str, rows: list[str], dealer: int, history: str) -> Call:
    obs = position(rows, dealer, history)
    bot = make_bot(level, 1, budget="arena") if level == "hard" else make_bot(level, 1)
    action = bot.act(obs)
    assert isinstance(action, Call)
    return action


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_junk_passes_as_opener(level: str) -> None:
    """Seat 0 speaks first (dealer 3) with junk: pass, at every level."""
    assert call_of(level, [JUNK, "*", *OTHERS], 3, "") == PASS_CALL


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("dealer,history", [(2, "pass"), (1, "pass pass")])
def test_junk_passes_after_passes(level: str, dealer: int, history: str) -> None:
    assert call_of(level, [JUNK, "*", *OTHERS], dealer, history) == PASS_CALL


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_strong_hand_opens_in_its_suit(level: str) -> None:
    """J 9 A 10 of hearts and three side Aces: a hearts contract."""
    call = call_of(level, [STRONG, "*", "7S 8S 9S 7D 8D 9D 7C 8C", "JS TS KS QS 9C TC JC QC"],
                   3, "")
    assert call.kind == BID and call.bid_suit == 1 and call.value >= 80


def test_partner_support_outbids_the_opponents_in_his_suit() -> None:
    """Partner (seat 2) opened 80H, an opponent overcalled 90S; I hold the J 9 of hearts
    and two Aces: support partner's hearts over the spades."""
    rows = ["JH 9H 7H AS AD 8S 7C 8C", "*", "AH TH KH 8H KS QS TD 9D", "JS TS 7S QD KD 9S 9C TC"]
    call = call_of("normal", rows, 1, "80H 90S")
    assert call.kind == BID and call.bid_suit == 1 and call.value >= 100


def test_no_support_passes_partners_bid() -> None:
    """Partner opened 80H and I hold nothing for it nor anything of my own: pass, his
    contract stands."""
    rows = ["7S 9S 8D 9D 7C TC 9C QD", "*", "AH TH KH 8H JH 9H AS TD", "JS TS KS QS 7H AC JD AD"]
    assert call_of("normal", rows, 1, "80H pass") == PASS_CALL


def test_contract_ev_counts_every_extra() -> None:
    """The defence's declarations weigh on the bidders whether they make or fail, and
    the bidders' own go to the defence when they fail."""
    plain, p = contract_ev(80, 100.0)
    with_theirs, p2 = contract_ev(80, 100.0, 1, (0.0, 20.0))
    assert p == p2 and with_theirs == pytest.approx(plain - 20.0)
    ours, _ = contract_ev(80, 100.0, 1, (20.0, 0.0))
    assert ours < plain
    # a contract expected at its value loses: failing costs far more than making brings
    assert contract_ev(80, 80.0)[0] < 0.0
    # stronger is better, and a higher bid is riskier
    assert contract_ev(80, 110.0)[0] > contract_ev(80, 100.0)[0]
    assert contract_ev(100, 100.0)[1] < contract_ev(80, 100.0)[1]
