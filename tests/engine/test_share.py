"""A deal in a link (``pilotta.share``): every deal of a random match, in both rule sets,
encodes, decodes and replays to the same actions and result, in at most 600 characters;
the decoder refuses anything else with a ShareError that says why, never another error."""

from __future__ import annotations

import base64
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.actions import ANNOUNCE, CLOSE_BACK_CALL, CLOSE_CALL, DECLINE, PASS_CALL, Play, bid
from pilotta.belote import BELOTE, BeloteRules
from pilotta.cards import parse_card
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.record import RecordError
from pilotta.rng import Rng
from pilotta.rules import PILOTTA, Rules
from pilotta.share import (
    FRAGMENT,
    SharedDeal,
    ShareError,
    deal_code,
    decode,
    encode,
    fragment,
    read_fragment,
    shared,
)
from pilotta.simulate import play_random_deal, random_match

LIMIT = 600
RULES = st.sampled_from([PILOTTA, BELOTE, BeloteRules("tens")])


def _same(deal: Deal, again: Deal) -> None:
    assert again.dealer == deal.dealer and again.rules.name == deal.rules.name
    assert again.actions == deal.actions
    assert again.initial_hands == deal.initial_hands
    assert again.dealt.turned == deal.dealt.turned
    assert again.result() == deal.result()


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**62), RULES)
def test_every_deal_of_a_match_round_trips(seed: int, rules: Rules) -> None:
    match = random_match(rules.min_target * 3, seed, max_deals=8, rules=rules)
    for deal in match.deals:
        link = "#" + fragment(deal)
        assert len(link) <= LIMIT
        data, replayed = read_fragment(link)
        assert data == shared(deal)
        assert len(replayed.deals) == 1
        _same(deal, replayed.deals[0])
        assert replayed.rules.name == rules.name
        if isinstance(rules, BeloteRules):
            assert isinstance(replayed.rules, BeloteRules)
            assert replayed.rules.rounding == rules.rounding


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**62), RULES, st.integers(0, 40))
def test_a_deal_cut_anywhere_round_trips(seed: int, rules: Rules, keep: int) -> None:
    """A deal shared before its end (the viewer can share any deal of a record)."""
    deal = play_random_deal(Deal.from_rng(Rng(seed), seed & 3, rules), Rng(seed + 1))
    while len(deal.actions) > keep:
        deal.pop()
    _same(deal, decode(deal_code(deal)).match().deals[0])


def test_a_deal_shared_between_a_declaration_and_its_card() -> None:
    """Found by the test above (seed 4585, Pilotta, 11 actions): West leads 8♣, North
    announces and has not played yet. Version 1 of the code lost that announcement; the
    viewer then asked North again. Version 2 carries it (one bit), and a decline too."""
    deal = play_random_deal(Deal.from_rng(Rng(4585), 4585 & 3), Rng(4586))
    while len(deal.actions) > 11:
        deal.pop()
    assert deal.actions[-2:] == [Play(parse_card("8C")), ANNOUNCE]
    again = decode(deal_code(deal))
    assert again.decided and again.record()["deals"][0]["decided"] is True
    _same(deal, again.match().deals[0])
    deal.pop()
    deal.push(DECLINE)  # the same seat declines instead
    _same(deal, decode(deal_code(deal)).match().deals[0])
    deal.pop()
    assert not decode(deal_code(deal)).decided  # nobody has decided: the bit is off


# Codes made by version 1 (commit 344263e), still read the same: a played deal, and a Belote
# deal of eight passes.
VERSION_1 = {"ARuOucoXXXyQICX8Ag5nc7IZSN9LCItXpcbEO-J8clHaAIJ5": (PILOTTA, 5, 3, 6, 99),
             "AUwtg3jypFt1l674-bRXOgMCl4pkUEAAAK30": (BELOTE, 7, 1, 8, 9)}


def test_links_of_version_1_still_open() -> None:
    for code, (rules, seed, dealer, play_seed, keep) in VERSION_1.items():
        deal = play_random_deal(Deal.from_rng(Rng(seed), dealer, rules), Rng(play_seed))
        while len(deal.actions) > keep:
            deal.pop()
        old = decode(code)
        assert not old.decided
        _same(deal, old.match().deals[0])
        assert deal_code(deal) != code  # written as version 2 now


def test_the_dealt_cards_start_the_same_deal() -> None:
    """"Play these cards yourself": the same hands, and in Belote the same turned card."""
    for rules in (PILOTTA, BELOTE):
        deal = play_random_deal(Deal.from_rng(Rng(3), 2, rules), Rng(4))
        dealt = decode(deal_code(deal)).dealt()
        assert dealt.hands == deal.dealt.hands and dealt.turned == deal.dealt.turned
        fresh = Match(first_dealer=2, rules=rules).new_deal(dealt=dealt)
        assert fresh.initial_hands == deal.initial_hands


def _longest_auction() -> Deal:
    """Three passes, every bid from 80 to 820 with two passes between, then a close and a
    close-back with every pass the rules allow: the longest auction there is."""
    deal = Deal.from_rng(Rng(1), 0)
    for call in [PASS_CALL] * 3:
        deal.push(call)
    for value in range(80, 830, 10):
        deal.push(bid(value, 1))
        if value < 820:
            deal.push(PASS_CALL)
            deal.push(PASS_CALL)
    for call in (PASS_CALL, PASS_CALL, CLOSE_CALL, PASS_CALL, PASS_CALL, CLOSE_BACK_CALL):
        deal.push(call)
    while deal.contract is None:
        deal.push(PASS_CALL)
    return play_random_deal(deal, Rng(2))


def test_the_longest_deal_fits() -> None:
    deal = _longest_auction()
    assert deal.is_over and len(deal.auction.calls) > 230
    link = "#" + fragment(deal)
    assert len(link) <= LIMIT, len(link)
    _same(deal, read_fragment(link)[1].deals[0])


def test_a_usual_deal_is_short() -> None:
    match = random_match(301, 11, max_deals=20)
    assert max(len(deal_code(d)) for d in match.deals) < 90
    match = random_match(1000, 11, max_deals=20, rules=BELOTE)
    assert max(len(deal_code(d)) for d in match.deals) < 110


def _why(text: str) -> ShareError:
    with pytest.raises(ShareError) as e:
        read_fragment(text)
    return e.value


def _code(body: bytes) -> str:
    """A code with a valid check around ``body`` (to reach the structural checks)."""
    check = (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big")
    return base64.urlsafe_b64encode(body + check).decode().rstrip("=")


def test_refusals_say_why() -> None:
    deal = play_random_deal(Deal.from_rng(Rng(5), 3), Rng(6))
    code = deal_code(deal)
    assert _why("#board=1").code == "foreign"
    assert _why("").code == "foreign"
    assert _why("#deal=").code == "empty"
    assert _why("#deal=" + code[:-3]).code in ("short", "check")
    assert _why("#deal=" + code[:len(code) // 2]).code in ("short", "check")
    damaged = code[:10] + ("A" if code[10] != "A" else "B") + code[11:]
    assert _why("#deal=" + damaged).code == "check"
    assert _why("#deal=" + code + "!").code == "alphabet"
    assert "!" in str(_why("#deal=" + code + "!"))
    assert _why("#deal=" + "A" * 2000).code == "too_long"
    assert _why("#deal=" + _code(bytes([3]) + bytes(20))).code == "version"
    assert "version 3" in str(_why("#deal=" + _code(bytes([3]) + bytes(20))))
    assert _why("#deal=" + _code(bytes([1, 0b11000000]) + bytes(20))).code == "rules"
    # every card held by seat 0
    assert _why("#deal=" + _code(bytes([1, 0]) + bytes(20))).code == "hands"


def test_an_illegal_deal_gives_the_records_reason() -> None:
    deal = play_random_deal(Deal.from_rng(Rng(5), 3), Rng(6))
    data = shared(deal)
    assert len(data.cards) == 32
    wrong = SharedDeal(data.rules, data.rounding, data.dealer, data.hands, data.deck, data.calls,
                       data.declare, (data.cards[1],) + data.cards[1:])
    e = _why("#" + FRAGMENT + encode(wrong))
    assert e.code == "replay" and isinstance(e.record, RecordError)
    assert e.record.where.kind == "card" and str(e).startswith("deal 1, card ")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120))
def test_fuzz_any_text(text: str) -> None:
    try:
        read_fragment("#deal=" + text)
    except ShareError as e:
        assert str(e) and e.code
        assert len(str(e)) <= 200


@settings(max_examples=300, deadline=None)
@given(st.binary(min_size=0, max_size=120))
def test_fuzz_bytes_with_a_good_check(body: bytes) -> None:
    """Past the check: the version, the rules, the cards, the calls, the replay."""
    try:
        read_fragment("deal=" + _code(bytes([1]) + body))
    except ShareError as e:
        assert str(e) and e.code


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**62), st.integers(0, 200), st.integers(0, 255))
def test_fuzz_a_damaged_real_code(seed: int, where: int, byte: int) -> None:
    """A real deal's bytes with one changed (and its check made good again): either a clean
    refusal, or a deal the record code accepts."""
    deal = play_random_deal(Deal.from_rng(Rng(seed), seed & 3, BELOTE if seed & 4 else PILOTTA),
                            Rng(seed + 7))
    raw = base64.urlsafe_b64decode(deal_code(deal) + "==")[:-2]
    at = where % len(raw)
    body = raw[:at] + bytes([byte]) + raw[at + 1:]
    try:
        read_fragment("deal=" + _code(body))
    except ShareError as e:
        assert str(e) and e.code
