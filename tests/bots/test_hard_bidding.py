"""The hard bot's auction knobs (``Budget.open_pass``, ``bid_spread``): worked examples."""

from __future__ import annotations

from pilotta.actions import BID, PASS_CALL
from pilotta.bots.hard import SPREAD, Budget, HardBot, _spread, _still_to_speak
from pilotta.bots.playout import WorldExtras
from pilotta.cards import parse_card
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.rng import derive_seed

NO_EXTRAS = WorldExtras((0, 0), -1)


def test_the_seats_still_to_speak_follow_the_first_calls() -> None:
    # dealer 3: seat 0 speaks first, then 1, 2, 3
    d = Deal(3, deal_hands(derive_seed(5, 1), 3))
    assert _still_to_speak(d.observation(0)) == [1, 2, 3]
    d.push(PASS_CALL)
    assert _still_to_speak(d.observation(1)) == [2, 3]
    d.push(PASS_CALL)
    d.push(PASS_CALL)
    assert _still_to_speak(d.observation(3)) == []  # my pass throws the deal in


def test_spread_moves_trick_points_between_teams_and_keeps_the_total() -> None:
    runs = [([100, 62], [5, 3], NO_EXTRAS, 2)]
    out = _spread(runs, 0, 20)
    assert [r[0] for r in out] == [[60, 102], [80, 82], [100, 62], [120, 42], [140, 22]]
    assert [r[3] for r in out] == [2 * w for _, w in SPREAD]
    assert all(sum(r[0]) == 162 for r in out)
    # a team without a trick holds no points: such a playout (a capot) is never moved,
    # nor one where a move would leave a team below 0
    capot = _spread([([162, 0], [8, 0], NO_EXTRAS, 1)], 0, 20)
    assert {tuple(r[0]) for r in capot} == {(162, 0)}
    low = _spread([([150, 12], [7, 1], NO_EXTRAS, 1)], 1, 10)
    # team 1 bids with 12: moving 20 away would leave it -8, so that one stays
    assert [r[0] for r in low] == [[150, 12], [160, 2], [150, 12], [140, 22], [130, 32]]


def test_the_plain_budget_keeps_the_old_calls_for_ablation() -> None:
    b = Budget()
    assert (b.open_pass, b.bid_spread, b.bid_margin, b.bid_min_make, b.bid_raise) == \
        ("zero", 0, 12.0, 0.55, 40)


def test_each_knob_still_calls_legally() -> None:
    d = Deal(0, deal_hands(derive_seed(9, 2), 0))
    obs = d.observation(1)
    for opts in ({}, {"open_pass": "others"}, {"bid_spread": 20}):
        call = HardBot(3, "tiny", **opts).act(obs)
        assert call in obs.legal
        assert call == PASS_CALL or call.kind == BID


def test_the_arena_and_page_budgets_use_the_measured_auction() -> None:
    from pilotta.bots.hard import PRESETS

    for name in ("arena", "browser"):
        b = PRESETS[name]
        assert (b.open_pass, b.bid_spread, b.closes) == ("zero", 20, False)


def test_a_flat_deal_is_thrown_in_by_four_hard_seats() -> None:
    """Every hand holds two cards of each suit, one Jack and one Nine, never in one suit
    (and no declaration): no seat's playouts find a bid that beats a throw-in (0) by the
    margin with the make chance it needs, so all four pass and the deal scores nothing."""
    rows = ("7S JS TH AH 9D KD 8C QC", "8S QS 7H JH TD AD 9C KC", "9S KS 8H QH 7D JD TC AC",
            "TS AS 9H KH 8D QD 7C JC")
    hands = [sum(1 << parse_card(c) for c in row.split()) for row in rows]
    deal = Deal(1, hands)
    bots = [HardBot(derive_seed(2, s)) for s in range(4)]
    calls = []
    while deal.contract is None and not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        call = bots[seat].act(deal.observation(seat))
        calls.append(call)
        deal.push(call)
    assert calls == [PASS_CALL] * 4
    result = deal.result()
    assert result is not None and result.contract is None and result.raw == (0, 0)
