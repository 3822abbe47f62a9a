"""French Belote: worked examples from the rules (``docs/RULES.md``, Belote section)."""

from __future__ import annotations

import pytest

from pilotta.actions import PASS_CALL, TAKE_CALL, name_trump, parse_action
from pilotta.belote import BELOTE, BeloteRules, deal_deck, round_tens
from pilotta.cards import ALL_CARDS, card_name, cards_in, parse_card
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.rng import Rng
from pilotta.rules import Dealt
from pilotta.scoring import ScoreCase
from pilotta.simulate import random_action

from engine_util import cards, mask, push_all

S, H, D, C = range(4)


def in_play(rows: list[str], turned: str, taker: int = 0, calls: str = "take",
            rules: BeloteRules = BELOTE) -> Deal:
    """A Belote deal (dealer 3) whose hands after the choice are ``rows``: ``turned`` is in
    the taker's row; ``calls`` lead to ``taker``."""
    hands = [mask(r) for r in rows]
    assert sum(hands) == ALL_CARDS and hands[taker] >> parse_card(turned) & 1
    t = parse_card(turned)
    first, talon = [], []
    for seat in range(4):
        own = [c for c in cards(rows[seat]) if c != t]
        first.append(sum(1 << c for c in own[:5]))
        talon += own[5:]
    deal = Deal(3, first, rules=rules, dealt=Dealt((first[0], first[1], first[2], first[3]),
                                                  t, tuple(talon)), check=False)
    push_all(deal, calls)
    assert deal.hands == hands
    return deal


def test_the_deck_deals_3_then_2_and_turns_the_21st_card() -> None:
    deck = list(range(32))
    dealt = deal_deck(deck, 0)  # seat 1 first: deck 0-2 and 12-13
    assert dealt.hands[1] == sum(1 << c for c in (0, 1, 2, 12, 13))
    assert dealt.hands[0] == sum(1 << c for c in (9, 10, 11, 18, 19))
    assert dealt.turned == 20 and dealt.talon == tuple(range(21, 32))


def test_the_taker_picks_up_the_turned_card_and_two_more() -> None:
    deal = Deal(0, [0, 0, 0, 0], rules=BELOTE, dealt=deal_deck(list(range(32)), 0),
                check=False)
    assert deal.turned == 20 and all(h.bit_count() == 5 for h in deal.hands)
    push_all(deal, "pass take")  # seat 2 takes
    assert deal.contract is not None and deal.contract.seat == 2 and deal.trump == 20 >> 3
    # talon 21.. from seat 1: 3 to seat 1, 2 to the taker, 3 to seat 3, 3 to seat 0
    assert deal.hands[1] & (7 << 21) == 7 << 21
    assert deal.hands[2] >> 20 & 1 and deal.hands[2] & (3 << 24) == 3 << 24
    assert all(h.bit_count() == 8 for h in deal.hands) and sum(deal.hands) == ALL_CARDS
    deal.pop()  # taking back the take gives the five cards back
    assert all(h.bit_count() == 5 for h in deal.hands) and deal.contract is None


def test_two_rounds_of_choosing_trump() -> None:
    deal = Deal.from_rng(Rng(4), 3, BELOTE)
    turned = deal.turned
    assert turned is not None
    assert [str(a) for a in deal.legal_actions()] == ["pass", "take"]
    assert deal.verify(name_trump(S)) is not None  # no suit named in round one
    for _ in range(4):
        deal.push(PASS_CALL)
    legal = [str(a) for a in deal.legal_actions()]
    assert "take" not in legal and "SHDC"[turned >> 3] not in legal and len(legal) == 4
    why = deal.verify(name_trump(turned >> 3))
    assert why is not None and why.code == "name_turned_suit"
    assert deal.verify(TAKE_CALL) is not None
    other = (turned >> 3) ^ 1
    deal.push(name_trump(other))
    assert deal.contract is not None and deal.trump == other and deal.contract.seat == 0


def test_eight_passes_throw_the_deal_in() -> None:
    deal = Deal.from_rng(Rng(5), 0, BELOTE)
    for _ in range(8):
        deal.push(PASS_CALL)
    assert deal.phase == "thrown-in" and deal.to_act is None
    r = deal.result()
    assert r is not None and r.sheet == (0, 0)


# hearts trump, taken by seat 0 (dealer 3); nobody holds a declaration or the belote
ROWS = [
    "JH 9H KS TS 8D TD AC 7C",
    "AH 8H AS 9S 9D 7D 8C 9C",
    "QH 7H AD KD JD TC JC KC",  # no spades
    "TH KH QS JS 8S 7S QD QC",
]


def legal(deal: Deal) -> set[str]:
    return {card_name(c) for c in cards_in(deal.legal_card_mask())}


def test_void_with_partner_winning_may_play_anything() -> None:
    deal = in_play(ROWS, "JH")
    push_all(deal, "TS 9S")  # partner's Ten is winning the spade trick
    assert deal.to_act == 2 and deal.legal_card_mask() == deal.hands[2]
    push_all(deal, "AD")  # a discard
    assert legal(deal) == {"QS", "JS", "8S", "7S"}  # seat 3 still follows suit
    # the same trick in Pilotta: no exemption, seat 2 must trump
    pilotta = Deal(3, [mask(r) for r in ROWS])
    push_all(pilotta, "80H pass pass pass TS 9S")
    assert legal(pilotta) == {"QH", "7H"}


def test_void_with_an_opponent_winning_must_trump() -> None:
    deal = in_play(ROWS, "JH")
    push_all(deal, "KS AS")  # the opponent's Ace wins so far
    assert legal(deal) == {"QH", "7H"}
    why = deal.verify(parse_action("AD"))
    assert why is not None and why.code == "must_trump"


def test_a_trump_lead_must_be_beaten() -> None:
    deal = in_play(ROWS, "JH")
    push_all(deal, "KS AS 7H QS")  # seat 2 trumps and wins; it leads next
    assert deal.leader == 2
    push_all(deal, "QH")
    assert legal(deal) == {"TH", "KH"}  # both beat the Queen of trump
    push_all(deal, "KH")
    assert legal(deal) == {"JH", "9H"}


def test_forced_under_trump() -> None:
    from pilotta.tricks import legal_mask

    hand = mask("7H 8C AD")  # void in spades; the only trump is lower than the 9
    led, best = S, parse_card("9H")
    assert legal_mask(hand, led, best, H) == mask("7H")  # an opponent is winning
    assert legal_mask(hand, led, best, H, free=True) == hand  # partner is winning


def test_declaration_order_in_belote() -> None:
    from pilotta.declarations import belote_key, best_declarations, pilotta_key

    four = best_declarations(mask("QS QH QD QC 7S"), S, belote_key)[0]
    quinte = best_declarations(mask("7D 8D 9D TD JD"), S, belote_key)[0]
    assert belote_key(four, S) > belote_key(quinte, S)  # a carré beats a quinte
    assert pilotta_key(four, S) > pilotta_key(quinte, S)  # (Pilotta: equal value, four first)
    fifty = best_declarations(mask("7D 8D 9D TD"), S, belote_key)[0]
    jacks = best_declarations(mask("JS JH JD JC"), S, belote_key)[0]
    assert belote_key(jacks, S) > belote_key(fifty, S)
    tens = best_declarations(mask("TS TH TD TC"), S, belote_key)[0]
    kings = best_declarations(mask("KS KH KD KC"), S, belote_key)[0]
    assert belote_key(tens, S) > belote_key(kings, S)  # A > T > K > Q
    assert pilotta_key(kings, S) > pilotta_key(tens, S)  # Pilotta: natural order


def test_equal_runs_go_to_the_trump_run_then_to_the_takers() -> None:
    a = BELOTE.counting_team([(0, [run("9D TD JD")]), (1, [run("9H TH JH")])], H, takers=0)
    assert a == 1  # same length and top: the run in trump (hearts)
    b = BELOTE.counting_team([(0, [run("9D TD JD")]), (1, [run("9C TC JC")])], H, takers=1)
    assert b == 1  # still equal: the takers
    assert BELOTE.counting_team([(0, [run("9D TD JD")]), (1, [run("9C TC JC")])], H,
                                takers=0) == 0


def run(text: str):  # type: ignore[no-untyped-def]
    from pilotta.declarations import belote_key, best_declarations

    return best_declarations(mask(text), S, belote_key)[0]


def _score(takers: int, tp: tuple[int, int], tw: tuple[int, int], decl: tuple[int, int],
           kq: tuple[int, int], rules: BeloteRules = BELOTE):  # type: ignore[no-untyped-def]
    from pilotta.auction import Contract

    return rules.score(Contract(takers * 1, 0, H), tp, tw, decl, kq)


def test_made_only_when_the_takers_score_strictly_more() -> None:
    s = _score(0, (82, 80), (5, 3), (0, 0), (0, 0))
    assert s.made and s.raw == (82, 80)
    s = _score(0, (81, 81), (4, 4), (0, 0), (0, 0))
    assert not s.made and s.raw == (0, 162) and s.case == ScoreCase.FAILED


def test_dedans_with_declarations_on_both_sides_and_belote_kept() -> None:
    # takers: 60 trick points + 50 counted... only one team's declarations count: here the
    # defenders' 100 count; the takers hold the belote
    s = _score(0, (70, 92), (3, 5), (0, 100), (20, 0))
    assert not s.made  # 90 against 192
    assert s.raw == (20, 162 + 100)  # takers keep their belote; defence 162 + all decl
    s = _score(1, (100, 62), (5, 3), (50, 0), (0, 20))
    assert not s.made and s.raw == (162 + 50, 20)


def test_capot_both_ways() -> None:
    s = _score(0, (162, 0), (8, 0), (20, 0), (0, 20))
    assert s.made and s.case == ScoreCase.MADE_CAPOT and s.raw == (252 + 20, 20)
    s = _score(0, (0, 162), (0, 8), (0, 0), (20, 0))
    assert not s.made and s.case == ScoreCase.FAILED_CAPOT and s.raw == (20, 252)


def test_rounding_to_tens() -> None:
    assert [round_tens(x) for x in (85, 84, 0, 162, 252)] == [90, 80, 0, 160, 250]
    s = _score(0, (95, 67), (5, 3), (0, 0), (0, 0), BeloteRules("tens"))
    assert s.raw == (95, 67) and s.sheet == (100, 70)
    with pytest.raises(ValueError):
        BeloteRules("thirds")


def test_the_match_goes_to_1000_and_the_deal_winner_breaks_a_double_crossing() -> None:
    m = Match(rules=BELOTE, seed=3)
    assert m.target == 1000
    assert BELOTE.match_winner((1010, 1100), 1000, last_winner=0) == 0
    assert BELOTE.match_winner((990, 1100), 1000, last_winner=0) == 1
    assert BELOTE.check_target(100) is not None and BELOTE.check_target(501) is None


def test_random_belote_deals_score_162_and_play_legally() -> None:
    for seed in range(60):
        deal = Deal.from_rng(Rng(seed), seed & 3, BELOTE)
        rng = Rng(seed + 1)
        while not deal.is_over:
            deal.push(random_action(deal, rng, pass_bias=0.6))
        r = deal.result()
        assert r is not None
        if r.contract is not None:
            assert sum(deal.trick_points) == 162 and sum(deal.tricks_won) == 8
            assert all(h == 0 for h in deal.hands)
