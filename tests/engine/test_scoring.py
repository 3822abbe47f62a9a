"""Scoring a deal (raw points) and the score sheet, worked from RULES.md."""

import pytest

from pilotta.actions import ANNOUNCE, PASS_CALL
from pilotta.game import Deal
from pilotta.scoring import round_points, score_deal, to_sheet

from engine_util import hands, push_all


def score(bidders: int, bid: int, mult: int, tp: tuple[int, int], tricks: tuple[int, int],
          decl: tuple[int, int] = (0, 0), pil: tuple[int, int] = (0, 0)):  # type: ignore[no-untyped-def]
    return score_deal(bidders, bid, mult, tp, tricks, decl, pil)


@pytest.mark.parametrize("raw,up,sheet", [(85, True, 8), (87, True, 9), (81, True, 8),
                                          (90, True, 9), (86, True, 9), (86, False, 8)])
def test_division_by_ten(raw: int, up: bool, sheet: int) -> None:
    assert round_points(raw, up) == sheet


def test_rule_of_six() -> None:
    assert to_sheet((126, 36), bidders=0) == (13, 3)
    assert to_sheet((126, 36), bidders=1) == (12, 4)
    assert to_sheet((85, 87), bidders=0) == (8, 9)


def test_made_contract() -> None:
    s = score(0, 80, 1, (90, 72), (5, 3))
    assert s.made and s.raw == (170, 72) and s.sheet == (17, 7)


def test_made_with_rule_of_six() -> None:
    # Team 1 bid 80 and took 46 trick points with a counted 50: B = 96 >= 80, so bidders
    # 80 + 46 + 50 = 176 and defence 116. Both end in 6: bidders up, defence down.
    s = score(1, 80, 1, (116, 46), (4, 4), decl=(0, 50))
    assert s.made and s.raw == (116, 176) and s.sheet == (11, 18)


def test_made_is_judged_on_raw_points_with_declarations_and_pilotta() -> None:
    s = score(0, 100, 1, (75, 87), (3, 5), decl=(20, 0), pil=(20, 0))
    assert s.bidders_points == 115 and s.made
    assert s.raw == (215, 87)


def test_failed_by_one_point() -> None:
    s = score(0, 100, 1, (99, 63), (4, 4))
    assert not s.made and s.raw == (0, 262) and s.sheet == (0, 26)


def test_failed_gives_defence_every_declaration_and_pilotta() -> None:
    s = score(0, 120, 1, (70, 92), (3, 5), decl=(20, 0), pil=(0, 20))
    assert not s.made and s.raw == (0, 162 + 120 + 20 + 20)


def test_bidders_capot() -> None:
    s = score(0, 100, 1, (162, 0), (8, 0), decl=(0, 50), pil=(0, 20))
    assert s.made and s.capot == 0 and s.raw == (350, 70)


def test_defence_capot() -> None:
    s = score(1, 100, 1, (162, 0), (8, 0), decl=(0, 50))
    assert not s.made and s.capot == 0 and s.raw == (100 + 250 + 50, 0)


def test_closed_and_made_rules_example() -> None:
    # Bid 80, closed, bidders made it 97-65 -> 322-0.
    s = score(0, 80, 2, (97, 65), (5, 3))
    assert s.made and s.raw == (322, 0) and s.sheet == (32, 0)


def test_closed_back_and_failed() -> None:
    s = score(0, 100, 4, (80, 82), (4, 4), decl=(0, 20))
    assert not s.made and s.raw == (0, 162 + 400 + 20) and s.sheet == (0, 58)


def test_closed_capot_pot_is_250() -> None:
    s = score(0, 90, 2, (162, 0), (8, 0))
    assert s.raw == (250 + 180, 0)


def test_raw_maximum_declarations_570() -> None:
    # Four J (200) + four 9 (150) + four K (100) + four Q (100) + pilotta (20).
    s = score(0, 820, 1, (162, 0), (8, 0), decl=(550, 0), pil=(20, 0))
    assert s.made and s.bidders_points == 820 and s.raw == (820 + 250 + 570, 0)


# --- whole deals, played through the engine ----------------------------------------------

SUITED = hands(
    "7S 8S 9S TS JS QS KS AS",
    "7D 8D 9D TD JD QD KD AD",
    "7H 8H 9H TH JH QH KH AH",
    "7C 8C 9C TC JC QC KC AC",
)


def play_out(deal: Deal) -> None:
    """Everyone announces; each seat plays its first legal card (forced here anyway)."""
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.push(ANNOUNCE if deal.must_declare(seat) else next(iter(deal.legal_actions())))


def test_whole_deal_bidders_capot_with_declarations_and_pilotta() -> None:
    deal = Deal(3, SUITED)
    push_all(deal, "80S pass pass pass")
    play_out(deal)
    r = deal.result()
    assert r is not None and r.made and r.capot == 0
    # Four runs of eight; the one in trump (spades) is highest: team 0 counts 100 + 100.
    assert r.declarations == (200, 0) and r.pilotta == (20, 0)
    assert r.raw == (80 + 250 + 200 + 20, 0) and r.sheet == (55, 0)


def test_whole_deal_defence_capot_keeps_its_pilotta() -> None:
    deal = Deal(3, SUITED)
    deal.push(PASS_CALL)
    push_all(deal, "80S pass pass pass")  # seat 1 bids spades, which seat 0 holds
    play_out(deal)
    r = deal.result()
    assert r is not None and r.made is False and r.capot == 0
    assert r.raw == (80 + 250 + 200 + 20, 0)


def test_bidders_who_win_no_trick_lose_their_pilotta() -> None:
    # Seat 1 bids spades holding K+Q, but seat 0 holds the other six spades and takes every
    # trick: a defence capot, and the bidders' pilotta does not count.
    h = hands(
        "7S 8S 9S TS JS AS AH AD",
        "KS QS 7D 8D 9D 7H 8H 9C",
        "TH KH QH JH TD KD QD JD",
        "*",  # 9H and seven clubs
    )
    deal = Deal(0, h)  # seat 1 speaks and leads first
    push_all(deal, "80S pass pass pass")
    push_all(deal, "announce 7D announce TD announce 7C announce AD")
    push_all(deal, "JS QS TH 8C  9S KS KH TC  AS 7H QH JC  TS 8H JH QC")
    assert deal.pilotta_called
    push_all(deal, "AH 8D KD 9H  8S 9D QD KC  7S 9C JD AC")
    r = deal.result()
    assert r is not None and r.tricks_won == (8, 0) and r.capot == 0 and r.made is False
    # Seat 3's run of five to the Ace beats seat 0's run of five to the Jack (in trump):
    # team 1's declarations (20 + 100) count, and pass to the defence with the failure.
    assert r.declarations == (0, 120)
    assert r.pilotta == (0, 0)
    assert r.raw == (80 + 250 + 120, 0)
