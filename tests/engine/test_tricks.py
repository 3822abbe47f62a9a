"""Trick play: follow, trump, overtrump, under-trump, discard, and who wins."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.actions import ANNOUNCE, Play
from pilotta.cards import SUIT_MASK, card_name, cards_in, parse_card
from pilotta.game import Deal
from pilotta.reasons import IllegalAction
from pilotta.rng import Rng
from pilotta.rulesets import rules_named
from pilotta.simulate import random_action
from pilotta.tricks import card_shows, explain, legal_mask, legal_on, trick_state, winner_index

from engine_util import cards, hands, mask, push_all

H = 1  # hearts are trump in these examples
S = 0


def legal(hand: str, trick: str, trump: int = H) -> list[str]:
    led, best = trick_state(cards(trick), trump)
    return sorted(card_name(c) for c in cards_in(legal_mask(mask(hand), led, best, trump)))


def why(hand: str, trick: str, card: str, trump: int = H) -> str:
    led, best = trick_state(cards(trick), trump)
    reason = explain(mask(hand), led, best, trump, parse_card(card))
    assert reason is not None
    return reason.message()


def test_leader_plays_anything() -> None:
    assert legal("7S JH AD", "") == ["7S", "AD", "JH"]


def test_follow_suit_without_having_to_beat_it() -> None:
    assert legal("7S KS JH AD", "AS") == ["7S", "KS"]
    assert why("7S KS JH AD", "AS", "JH") == "you hold a spade and must follow suit"


def test_trump_lead_must_rise() -> None:
    assert legal("JH 7H AS", "9H") == ["JH"]
    assert why("JH 7H AS", "9H", "7H") == "trumps were led: you must beat the 9♥ with your J♥"


def test_trump_lead_without_a_higher_trump_any_trump() -> None:
    assert legal("8H 7H AS", "9H") == ["7H", "8H"]


def test_void_must_trump_even_over_winning_partner() -> None:
    # Partner led the Ace of spades and is winning; a void hand must still trump.
    assert legal("7H KD QC", "AS 7S") == ["7H"]
    assert why("7H KD QC", "AS 7S", "KD") == "you have no spades and must trump with a heart"


def test_must_overtrump_when_able() -> None:
    assert legal("JH 7H KD", "AS 9H") == ["JH"]
    assert why("JH 7H KD", "AS 9H", "7H") == "you must overtrump the 9♥ with your J♥"


def test_forced_under_trump() -> None:
    # Only lower trumps: still forced to play one of them, not a side card.
    assert legal("9H 7H KD", "AS JH") == ["7H", "9H"]
    assert why("9H 7H KD", "AS JH", "KD") == "you have no spades and must trump with a heart"


def test_discard_anything_without_led_suit_or_trump() -> None:
    assert legal("KD QC 7D", "AS JH") == ["7D", "KD", "QC"]


def test_card_not_held() -> None:
    assert why("KD QC 7D", "AS", "AH") == "you do not hold the A♥"


def test_trick_winner() -> None:
    assert winner_index(cards("AS TS JH 7S"), H) == 2  # a trump beats the led suit
    assert winner_index(cards("TS AS KS 7S"), H) == 1  # highest of the led suit
    assert winner_index(cards("7S AD AC 8S"), H) == 3  # discards never win
    assert winner_index(cards("AH 9H JH TH"), H) == 2  # trump order J 9 A T


def test_deal_refuses_illegal_card_and_changes_nothing() -> None:
    # Seat 1 leads (dealer 0); hearts trump; seat 2 is void in clubs.
    h = hands(
        "AS KS QS JS 9S 8S 7S TS",  # seat 0: all spades
        "AH 7C 8C 9C TC JC QC KC",  # seat 1
        "JH 9H 7H QH 8D TD QD AD",  # seat 2
        "*",
    )
    deal = Deal(0, h)
    push_all(deal, "80H pass pass pass")
    assert deal.contract is not None and deal.contract.seat == 1
    push_all(deal, "announce 7C")  # seat 1 announces its clubs, then leads one
    before = (list(deal.hands), list(deal.trick), list(deal.actions))
    with pytest.raises(IllegalAction) as err:
        deal.push(Play(parse_card("QD")))
    assert err.value.illegal.code == "must_trump"
    assert (list(deal.hands), list(deal.trick), list(deal.actions)) == before
    legal = sorted(card_name(c) for c in cards_in(deal.legal_card_mask()))
    assert legal == ["7H", "9H", "JH", "QH"]


def test_reasons_in_every_catalog() -> None:
    from pilotta.messages import CATALOGS, EN
    from pilotta.tricks import explain

    for lang, catalog in CATALOGS.items():
        assert set(catalog) == set(EN), lang
    led, best = trick_state(cards("AS 9H"), H)
    reason = explain(mask("JH 7H KD"), led, best, H, parse_card("7H"))
    assert reason is not None
    assert reason.message("fr") == "vous devez surcouper le 9♥ avec votre J♥"
    assert reason.message("el") == "πρέπει να κόψεις πιο πάνω από το 9♥ με το J♥"
    assert reason.message("xx") == reason.message("en")


def test_legal_on_a_trick_pilotta_and_belote() -> None:
    """``legal_on`` reads the trick itself: void in spades with partner's A♠ winning,
    Pilotta still trumps, Belote frees the hand; over an opponent's card both trump."""
    assert legal_on(mask("7H KD"), cards("AS 7S"), H) == mask("7H")
    assert legal_on(mask("7H KD"), cards("AS 7S"), H, exemption=True) == mask("7H KD")
    assert legal_on(mask("7H KD"), cards("7S AS"), H, exemption=True) == mask("7H")
    assert legal_on(mask("7H KD 8S"), cards("AS 7S"), H, exemption=True) == mask("8S")
    assert legal_on(mask("7H KD"), [], H, exemption=True) == mask("7H KD")


@settings(max_examples=30)
@given(st.integers(0, 2**32), st.sampled_from(("pilotta", "belote")))
def test_legal_on_is_the_deals_legal_cards(seed: int, rules: str) -> None:
    """Through a random deal of either game, at every card ``legal_on`` gives what the
    ``Deal`` allows."""
    rng = Rng(seed)
    ruleset = rules_named(rules)
    deal = Deal.from_rng(Rng(seed), seed & 3, ruleset)
    while deal.contract is None and not deal.is_over:
        deal.push(random_action(deal, rng))
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        if deal.must_declare(seat):
            deal.push(ANNOUNCE)
            continue
        assert legal_on(deal.hands[seat], deal.trick, deal.trump,
                        ruleset.partner_exemption) == deal.legal_card_mask()
        deal.play_random(rng)


@given(st.permutations(range(32)), st.integers(0, 3), st.integers(1, 3), st.booleans())
@settings(max_examples=200, deadline=None, database=None)
def test_what_a_card_shows_is_true_of_every_hand_that_may_play_it(
        deck: list[int], trump: int, on_table: int, free: bool) -> None:
    """card_shows (legal_mask read backwards, for card counting): every hand for which the
    card is legal holds none of the suits it shows void and none of the cards it rules out."""
    trick = deck[:on_table]
    led, best = trick_state(trick, trump)
    for hand_cards in (deck[4:12], deck[12:20], deck[20:28]):
        hand = sum(1 << c for c in hand_cards)
        for card in cards_in(legal_mask(hand, led, best, trump, free)):
            void, cannot = card_shows(led, best, trump, card, free)
            for s in range(4):
                if void >> s & 1:
                    assert not hand & SUIT_MASK[s]
            assert not hand & cannot


def test_what_a_card_shows_worked_examples() -> None:
    """Hearts trump. On a spade lead, a club: no spade, no heart. Under the 9 of hearts on a
    spade lead, the 8 of hearts: no spade, no heart above the 9 (the Jack); free (Belote,
    partner winning): only no spade. On a heart lead of the Jack, the 7: no information
    beyond the rank (nothing beats the Jack)."""
    nine, jack = parse_card("9H"), parse_card("JH")
    assert card_shows(S, -1, H, parse_card("7C")) == (1 << S | 1 << H, 0)
    assert card_shows(S, nine, H, parse_card("8H")) == (1 << S, 1 << jack)
    assert card_shows(S, nine, H, parse_card("8H"), free=True) == (1 << S, 0)
    assert card_shows(S, nine, H, parse_card("7C"), free=True) == (1 << S, 0)
    assert card_shows(H, jack, H, parse_card("7H")) == (0, 0)
