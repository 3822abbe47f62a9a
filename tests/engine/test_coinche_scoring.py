"""Scoring a Coinche deal and the match (``COINCHE.md``): worked examples."""

from __future__ import annotations

import pytest
from coinche_util import coinche_deal
from hypothesis import given
from hypothesis import strategies as st

from pilotta.actions import CAPOT_VALUE
from pilotta.cards import parse_card
from pilotta.coinche import COINCHE, CoincheRules
from pilotta.coinche_scoring import score_coinche
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.rng import Rng
from pilotta.scoring import ScoreCase
from pilotta.simulate import play_random_deal

NONE = (0, 0)


def raw(takers: int, value: int, multiplier: int, points: tuple[int, int],
        tricks: tuple[int, int] = (4, 4), belote: tuple[int, int] = NONE) -> tuple[int, int]:
    return score_coinche(takers, value, multiplier, points, tricks, belote).raw


def test_made_the_takers_score_the_bid_and_their_card_points() -> None:
    assert raw(0, 80, 1, (100, 62)) == (180, 62)
    assert raw(1, 90, 1, (62, 100)) == (62, 190)


def test_failed_the_defenders_score_160_and_the_bid() -> None:
    assert raw(0, 100, 1, (90, 72)) == (0, 260)


def test_the_takers_belote_helps_reach_the_bid_and_is_always_scored() -> None:
    assert raw(0, 110, 1, (92, 70), belote=(20, 0)) == (110 + 92 + 20, 70)
    assert raw(0, 100, 1, (70, 92), belote=(20, 0)) == (20, 260)  # 90 < 100: failed
    assert raw(0, 80, 1, (100, 62), belote=(0, 20)) == (180, 82)  # the defenders' own


def test_coinched_and_surcoinched_the_winner_scores_160_and_the_bid_times_the_multiplier(
) -> None:
    assert raw(0, 90, 2, (100, 62)) == (340, 0)
    assert raw(0, 90, 2, (80, 82)) == (0, 340)
    assert raw(1, 120, 4, (100, 62)) == (160 + 480, 0)  # the takers failed
    assert raw(0, 90, 2, (100, 62), belote=(0, 20)) == (340, 20)
    s = score_coinche(0, 90, 2, (100, 62), (4, 4), NONE)
    assert s.case == ScoreCase.CLOSED and s.made


def test_all_eight_tricks_are_250_card_points() -> None:
    assert raw(0, 80, 1, (162, 0), (8, 0)) == (80 + 250, 0)
    assert raw(0, 80, 1, (0, 162), (0, 8)) == (0, 240)  # capotted: failed


def test_a_capot_bid_needs_all_eight_tricks_and_the_belote_does_not_help() -> None:
    assert raw(0, CAPOT_VALUE, 1, (162, 0), (8, 0), (20, 0)) == (250 + 250 + 20, 0)
    assert raw(0, CAPOT_VALUE, 1, (150, 12), (7, 1), (20, 0)) == (20, 160 + 250)
    assert raw(0, CAPOT_VALUE, 2, (162, 0), (8, 0)) == (160 + 500, 0)


def test_rounding_to_tens_rounds_each_deal_score_a_5_up() -> None:
    s = score_coinche(0, 80, 1, (97, 65), (4, 4), NONE, "tens")
    assert s.raw == (177, 65) and s.sheet == (180, 70)
    assert score_coinche(0, 80, 1, (84, 78), (4, 4), NONE, "tens").sheet == (160, 80)


def test_a_whole_deal_the_taker_holds_every_trump() -> None:
    rows = ("JS 9S AS TS KS QS 8S 7S", "AH TH KH QH JH 9H 8H 7H",
            "AD TD KD QD JD 9D 8D 7D", "*")
    deal = coinche_deal(*rows, calls="80S coinche pass pass pass")
    for lead in ("JS", "9S", "AS", "TS", "KS", "QS", "8S", "7S"):
        deal.play(parse_card(lead))
        while deal.trick:
            deal.play((deal.legal_card_mask() & -deal.legal_card_mask()).bit_length() - 1)
    result = deal.result()
    assert result is not None and result.made and result.capot == 0
    assert result.raw == (160 + 160 + 20, 0)  # x2 and seat 0's belote
    assert result.pilotta == (20, 0)


def test_the_match_is_to_2000_and_both_over_it_the_higher_total_wins() -> None:
    assert COINCHE.default_target == 2000 and Match(rules=COINCHE).target == 2000
    assert COINCHE.check_target(100) is not None and COINCHE.check_target(5001) is None
    assert COINCHE.match_winner((2010, 1990), 2000, 1) == 0
    assert COINCHE.match_winner((2010, 2050), 2000, 0) == 1
    assert COINCHE.match_winner((2050, 2050), 2000, 0) is None  # another deal
    assert COINCHE.match_winner((1990, 1000), 2000, 0) is None


def test_rounding_is_exact_or_tens() -> None:
    assert CoincheRules("tens").rounding == "tens"
    with pytest.raises(ValueError):
        CoincheRules("thirds")


@given(st.integers(min_value=0, max_value=2**63 - 1))
def test_each_case_gives_out_the_points_the_rules_say(seed: int) -> None:
    deal = Deal.from_rng(Rng(seed), seed & 3, COINCHE)
    play_random_deal(deal, Rng(seed + 1), pass_bias=0.6)
    result = deal.result()
    assert result is not None
    if result.contract is None:
        return
    c, s = result.contract, result.score
    assert s is not None
    total = sum(result.raw) - sum(result.pilotta)
    if c.multiplier > 1:
        assert total == 160 + c.value * c.multiplier
        assert 0 in (result.raw[0] - result.pilotta[0], result.raw[1] - result.pilotta[1])
    elif result.made:
        assert total == c.value + (250 if result.capot is not None else 162)
    else:
        assert total == 160 + c.value
