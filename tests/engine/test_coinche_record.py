"""Coinche records (``"rules": "coinche"``, ``COINCHE.md``, "Records"): the deck in dealing
order, the calls as written, the replay's result, and the same one-line refusals."""

from __future__ import annotations

import json
from typing import Any

import pytest
from coinche_util import deck_of
from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.cards import card_name
from pilotta.coinche import CoincheRules
from pilotta.record import RecordError, export_match, import_match, loads, replay_summary
from pilotta.share import fragment, read_fragment
from pilotta.simulate import random_match

from engine_util import hands

ROWS = ("JS 9S AS TS KS QS 8S 7S", "AH TH KH QH JH 9H 8H 7H", "AD TD KD QD JD 9D 8D 7D", "*")
# seat 0 leads its spades from the top; the others play their lowest card each time
CARDS = ["JS", "7H", "7D", "7C", "9S", "8H", "8D", "8C", "AS", "9H", "9D", "9C", "TS", "JH", "JD",
         "JC", "KS", "QH", "QD", "QC", "QS", "KH", "KD", "KC", "8S", "TH", "TD", "TC", "7S", "AH",
         "AD", "AC"]


def record(calls: list[str], **extra: Any) -> dict[str, Any]:
    deck = [card_name(c) for c in deck_of(hands(*ROWS), 3)]
    return {"format": "pilotta-record/1", "rules": "coinche", **extra,
            "deals": [{"dealer": 3, "deck": deck, "calls": calls, "cards": CARDS}]}


def refused(data: object) -> str:
    with pytest.raises(RecordError) as e:
        loads(json.dumps(data))
    return str(e.value)


def test_the_replay_result_of_a_coinched_deal_won_by_every_trick() -> None:
    summary = replay_summary(loads(json.dumps(record(["80S", "coinche", "pass", "pass",
                                                      "pass"]))))
    deal = summary["deals"][0]
    assert deal["contract"] == {"seat": 0, "value": 80, "trump": "S", "multiplier": 2}
    assert deal["made"] is True and deal["raw"] == [340, 0] and deal["sheet"] == [340, 0]
    assert deal["card_points"] == [250, 0] and deal["belote"] == [20, 0]
    assert summary["totals"] == [340, 0] and summary["winner"] is None


def test_a_capot_bid_in_tout_atout_is_written_capot_and_the_trump_letter() -> None:
    summary = replay_summary(loads(json.dumps(record(["capotA", "pass", "pass", "pass"],
                                                     target=500))))
    deal = summary["deals"][0]
    assert deal["contract"] == {"seat": 0, "value": "capot", "trump": "A", "multiplier": 1}
    # tout-atout: no belote; all eight tricks, 250 + 250
    assert deal["made"] and deal["raw"] == [500, 0] and deal["belote"] == [0, 0]
    assert summary["winner"] == 0


def test_rounding_to_tens_and_a_thrown_in_deal() -> None:
    data = record(["pass"] * 4, rounding="tens")
    data["deals"][0]["cards"] = []
    summary = replay_summary(loads(json.dumps(data)))
    assert summary["deals"][0]["contract"] is None and summary["deals"][0]["made"] is None
    assert loads(json.dumps(data)).rules.rounding == "tens"


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([101, 1000, 2000]),
       st.sampled_from(["exact", "tens"]))
def test_coinche_round_trip_replay_and_share_code(seed: int, target: int, rounding: str
                                                  ) -> None:
    match = random_match(target, seed, max_deals=6, rules=CoincheRules(rounding))
    data = export_match(match)
    assert data["rules"] == "coinche" and data["rounding"] == rounding
    assert all("deck" in d and "hands" not in d for d in data["deals"])
    again = import_match(json.loads(json.dumps(data)))
    assert export_match(again) == data
    summary = replay_summary(again)
    assert summary["totals"] == list(match.totals) and summary["winner"] == match.winner
    for deal in match.deals:
        shared, replayed = read_fragment(fragment(deal))
        assert shared.rules == "coinche" and replayed.deals[0].actions == deal.actions


def test_the_target_defaults_to_2000() -> None:
    assert loads(json.dumps(record(["80S", "pass", "pass", "pass"]))).target == 2000
    assert "between 101 and 5001" in refused(record([], target=100))


@pytest.mark.parametrize("calls, words", [
    (["80S", "90S", "pass", "coinche"], "call 4 (coinche, seat 3): only an opponent of the "
                                        "last bidder"),
    (["80S", "coinche", "90H"], "call 3 (90H, seat 2): after a coinche no one may bid"),
    (["80S", "70H"], "call 2 (70H, seat 1): a bid is 80 to 160"),
    (["100S", "90N"], "call 2 (90N, seat 1): a bid must be higher than 100S"),
    (["80S", "close"], "call 2 (close, seat 1): close is not a Coinche call"),
    (["80X"], "call 1 (80X, seat 0): not a call (pass, a bid such as 80H, 120N"),
    (["80S", "pass", "surcoinche"], "call 3 (surcoinche, seat 2): surcoinche answers"),
])
def test_bad_calls_are_refused_on_one_line_that_says_where_and_why(calls: list[str],
                                                                     words: str) -> None:
    assert words in refused(record(calls))


def test_a_bad_card_is_refused_with_its_reason() -> None:
    data = record(["80A", "pass", "pass", "pass"])
    data["deals"][0]["cards"] = ["JS", "7H", "AS"]
    assert "card 3 (AS, seat 2): you do not hold the A♠" in refused(data)


def test_the_other_games_keep_their_words_for_coinche_calls() -> None:
    pilotta = export_match(random_match(51, 3, max_deals=1))
    pilotta["deals"][0]["calls"][0] = "coinche"
    assert "not a call (pass, a bid such as 80H, close or close-back)" in refused(pilotta)
    pilotta["deals"][0]["calls"][0] = "80N"
    assert "not a call (pass, a bid such as 80H, close or close-back)" in refused(pilotta)
