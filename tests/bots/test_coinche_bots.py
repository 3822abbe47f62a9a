"""Bots in Coinche: legal whole deals at every level in all three kinds of contract, the
bidders' counts and estimates worked by hand, coinche and surcoinche, the hard bot's search
scored by the engine, its hints in three languages, the exact solver in sans-atout and
tout-atout against a plain minimax, and determinism.

The hard bot runs with the "tiny" budget, or a few more worlds for its auction (``CALLS``).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_solver import minimax

from pilotta.actions import COINCHE_CALL, PASS_CALL, SURCOINCHE_CALL, Call, bid, parse_call
from pilotta.agent import Agent
from pilotta.bots import LEVELS, make_bot
from pilotta.bots.coinche_calls import (
    FIT,
    MAKE_Z,
    Runs,
    choose_call,
    count_tricks,
    fitted,
    hand_points,
    search_call,
)
from pilotta.bots.dds import Solver
from pilotta.bots.hard import Budget
from pilotta.bots.hints import CATALOGS, Hint, describe, hint
from pilotta.bots.playout import WorldExtras
from pilotta.cards import ALL_TRUMP, NO_TRUMP, cards_in, mask_of, parse_card
from pilotta.coinche import COINCHE
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.tricks import legal_mask, partner_winning, trick_state

CALLS = Budget(bid_worlds=12, bid_candidates=24)
FAST = settings(max_examples=8, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])
S, H, D, C = range(4)


def hand(text: str) -> int:
    return mask_of(parse_card(w) for w in text.split())


def bot(level: str, seed: int = 0) -> Agent:
    if level == "hard":
        return make_bot("hard", seed, budget="tiny")
    return make_bot(level, seed)


def play_deal(levels: list[str], seed: int, contract: str | None = None) -> Deal:
    """A whole Coinche deal (the bots bid, or ``contract`` is bid and passed round);
    ``Deal.push`` raises on any illegal action."""
    deal = Deal.from_rng(Rng(derive_seed(seed, 98)), seed & 3, COINCHE)
    if contract is not None:
        deal.push(parse_call(contract))
        for _ in range(3):
            deal.push(PASS_CALL)
    agents = [bot(levels[s], derive_seed(seed, s)) for s in range(4)]
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        obs = deal.observation(seat)
        assert obs.rules == "coinche"
        action = agents[seat].act(obs)
        assert action in obs.legal
        deal.push(action)
    return deal


@FAST
@given(st.integers(0, 2**32), st.sampled_from(LEVELS))
def test_every_level_bids_and_plays_a_legal_deal(seed: int, level: str) -> None:
    deal = play_deal([level, "normal", level, "easy"], seed)
    assert deal.result() is not None


@FAST
@given(st.integers(0, 2**32), st.sampled_from(LEVELS[1:]),
       st.sampled_from(["100S", "100N", "100A"]))
def test_every_level_plays_each_kind_of_contract(seed: int, level: str, contract: str
                                                 ) -> None:
    deal = play_deal([level] * 4, seed, contract)
    result = deal.result()
    assert result is not None and sum(deal.trick_points) == 162


def test_easy_counts_tricks() -> None:
    h = hand("JS 9S AS 7S AH TH KD 8C")
    assert count_tricks(h, S) == 1 + 1 + 1 + 1 + 2  # J, 9, A of 4 trumps, 4th trump, AH TH
    assert count_tricks(h, NO_TRUMP) == 3  # AS, AH and TH with it
    assert count_tricks(h, ALL_TRUMP) == 2  # JS and 9S with it


def test_normal_values_a_hand_by_its_masters_and_trumps() -> None:
    strong = hand("JS 9S AS KS QS AH TH 7D")
    weak = hand("8S 7S 9H 8H QD 9D 8C 7C")
    assert hand_points(strong, S) > hand_points(strong, H) > hand_points(weak, S)
    assert hand_points(hand("AS AH AD AC TS TH 7D 7C"), NO_TRUMP) > \
        hand_points(hand("AS AH AD AC TS TH 7D 7C"), S)


def obs_after(calls: str, seat_hand: str, dealer: int = 3) -> Deal:
    rest = [c for c in range(32) if not hand(seat_hand) >> c & 1]
    seat = (dealer + 1 + len(calls.split())) & 3
    hands = [0, 0, 0, 0]
    hands[seat] = hand(seat_hand)
    others = [s for s in range(4) if s != seat]
    for i, s in enumerate(others):
        hands[s] = mask_of(rest[i * 8:(i + 1) * 8])
    deal = Deal(dealer, hands, rules=COINCHE, dealt=COINCHE.deal(Rng(0), dealer)._replace(
        hands=tuple(hands), deck=None), check=False)
    for w in calls.split():
        deal.push(parse_call(w))
    return deal


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_strong_hand_opens_in_its_trump_and_a_weak_one_passes(level: str) -> None:
    deal = obs_after("", "JS 9S AS TS KS QS AH 7D")
    call = choose_call(deal.observation(0), level)
    assert call.kind == "bid" and call.suit == S and call.value >= 100
    deal = obs_after("", "8S 7S 9H 8H QD 9D 8C 7C")
    assert choose_call(deal.observation(0), level) == PASS_CALL


def test_normal_coinches_a_contract_its_hand_defeats() -> None:
    deal = obs_after("80H", "JH 9H AH TH AS TS AD TD")  # seat 1 holds the best hearts
    assert choose_call(deal.observation(1), "normal") == COINCHE_CALL
    deal = obs_after("80H", "8S 7S 9D 8D QD 7D 8C 7C")
    assert choose_call(deal.observation(1), "normal") == PASS_CALL


def test_normal_surcoinches_only_when_safe() -> None:
    deal = obs_after("80S coinche", "8H 7H 9D 8D QD 7D 8C 7C")  # seat 2: partner of the taker
    assert choose_call(deal.observation(2), "normal") == PASS_CALL
    deal = obs_after("80S coinche", "JS 9S AS TS KS AH AD AC")
    assert choose_call(deal.observation(2), "normal") == SURCOINCHE_CALL


def test_the_same_observation_gives_the_same_decision() -> None:
    deal = obs_after("80H", "JS 9S AS TS AH 7D 8C 9C")
    obs = deal.observation(1)
    for level in LEVELS:
        assert bot(level, 7).act(obs) == bot(level, 7).act(obs)
    assert isinstance(bot("hard", 7).act(obs), Call)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from((3, 4)), st.sampled_from((NO_TRUMP, ALL_TRUMP)),
       st.integers(0, 1))
def test_solver_equals_plain_minimax_without_a_trump_suit(seed: int, tricks: int, trump: int,
                                                          team: int) -> None:
    rng = Rng(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of(deck[s * tricks:(s + 1) * tricks]) for s in range(4)]
    leader = rng.below(4)
    trick: list[int] = []
    for _ in range(rng.below(4)):
        seat = (leader + len(trick)) & 3
        legal = hands[seat]
        if trick:
            led, best = trick_state(trick, trump)
            legal = legal_mask(hands[seat], led, best, trump, partner_winning(trick, trump))
        options = list(cards_in(legal))
        c = options[rng.below(len(options))]
        hands[seat] ^= 1 << c
        trick.append(c)
    s = Solver(trump, team, True)
    assert s.value(hands, leader, trick) == \
        minimax(tuple(hands), leader, tuple(trick), trump, team, True)
    assert bid(80, trump).suit == trump


# --- the normal bot's fitted estimate ------------------------------------------------------
def test_normal_bids_the_fitted_estimate_less_a_margin() -> None:
    h = hand("JS 9S AS TS KS QS AH 7D")
    # spades: J 28, 9 18 (with the Jack), four trumps past two 9 x 4, A 6, belote 20; the
    # side Ace of hearts 24, a void in clubs 6: 138 card points by hand_points
    assert hand_points(h, S) == 28 + 18 + 36 + 6 + 20 + 24 + 6
    a, b, sd, _ = FIT[0]
    assert fitted(h, S) == pytest.approx(a + b * 138 - MAKE_Z * sd)
    call = choose_call(obs_after("", "JS 9S AS TS KS QS AH 7D").observation(0), "normal")
    assert call == bid(int(fitted(h, S)) // 10 * 10, S)
    assert call.value < a + b * 138  # below the mean estimate: made more often than not


# --- the hard bot's auction ------------------------------------------------------------------
def runs_of(spades: list[tuple[int, int]]) -> Runs:
    """Playouts of seat 0's team as takers: in spades ``(card points, weight)`` per world
    (the defenders have the rest of 162), every other trump 40 points."""
    none = WorldExtras((0, 0), -1)
    runs: Runs = {(0, t): [([40, 122], [2, 6], none, 10)] for t in range(6)}
    runs[(0, S)] = [([p, 162 - p], [5, 3], none, w) for p, w in spades]
    return runs


def test_hard_bids_the_highest_value_made_often_enough_by_the_engines_score() -> None:
    rules = COINCHE
    obs = obs_after("", "JS 9S AS TS KS QS AH 7D").observation(0)
    # 100 points in 7 worlds of 10, 70 in 3: 80, 90 and 100 are made in 70 % (a bid is made
    # when the points reach it); made: the bid + 100 against 62, failed: 160 + the bid lost
    r = search_call(obs, runs_of([(100, 7), (70, 3)]), rules)
    for v in (80, 90, 100):
        assert r.values[f"{v}S"] == pytest.approx(0.7 * (v + 100 - 62) - 0.3 * (160 + v))
    assert "110S" not in r.values and "80H" not in r.values  # never made
    assert r.call == bid(100, S) and r.chance == pytest.approx(0.7)
    # made in 2 worlds of 10 only: passing is better
    assert search_call(obs, runs_of([(100, 2), (70, 8)]), rules).call == PASS_CALL


def test_hard_opens_a_strong_trump_and_passes_a_weak_hand() -> None:
    call = make_bot("hard", 3, budget=CALLS).act(
        obs_after("", "JS 9S AS TS KS QS AH 7D").observation(0))
    assert isinstance(call, Call) and call.kind == "bid" and call.suit == S
    assert call.value >= 100
    assert make_bot("hard", 3, budget=CALLS).act(
        obs_after("", "8S 7S 9H 8H QD 9D 8C 7C").observation(0)) == PASS_CALL


def test_hard_coinches_when_the_defence_is_strong_and_surcoinches_when_safe() -> None:
    hard = make_bot("hard", 3, budget=CALLS)
    # seat 1 holds the Jack, Nine and two more hearts, and AS TS: their 80H fails
    assert hard.act(obs_after("80H", "JH 9H 8H 7H AS TS 7D 7C").observation(1)) == COINCHE_CALL
    assert hard.act(obs_after("80H", "8S 7S 9D 8D QD 7D 8C 7C").observation(1)) == PASS_CALL
    # seat 2, partner of the taker: surcoinche only a safe contract
    assert hard.act(obs_after("80S coinche", "JS 9S AS TS KS AH AD AC").observation(2)) \
        == SURCOINCHE_CALL
    assert hard.act(obs_after("80S coinche", "8H 7H 9D 8D QD 7D 8C 7C").observation(2)) \
        == PASS_CALL


# --- hints -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("calls", "cards", "code", "params"), [
    ("", "JS 9S AS TS KS QS AH 7D", "coinche_bid", {"trump": S}),
    ("", "8S 7S 9H 8H QD 9D 8C 7C", "coinche_pass_weak", {}),
    ("80H", "JH 9H 8H 7H AS TS 7D 7C", "coinche", {}),
    ("80H", "8S 7S 9D 8D QD 7D 8C 7C", "coinche_pass_defend", {}),
    ("80S pass", "JS 9S 8H 7H 9D 8D QD 7D", "coinche_pass_partner", {}),
    ("80S coinche", "JS 9S AS TS KS AH AD AC", "surcoinche", {}),
    ("80S coinche", "8H 7H 9D 8D QD 7D 8C 7C", "coinche_pass_coinched", {}),
    ("80S coinche pass", "JS 9S 8H 7H 9D 8D QD 7D", "coinche_pass_only", {}),
])
def test_hints_name_the_coinche_call(calls: str, cards: str, code: str,
                                     params: dict[str, int]) -> None:
    deal = obs_after(calls, cards)
    seat = deal.to_act
    assert seat is not None
    h = hint(deal.observation(seat), budget=CALLS, seed=3)
    assert h.code == code
    assert params.items() <= h.params.items()
    for lang in CATALOGS:
        text = describe(h, lang)
        assert text != code.replace("_", " ") and "{" not in text


def test_a_hint_names_sans_atout_and_tout_atout_in_each_language() -> None:
    words = {"en": ("sans-atout (no trump)", "tout-atout (all trumps)", "in spades"),
             "fr": ("sans-atout", "tout-atout", "à pique"),
             "el": ("χωρίς ατού", "όλα ατού", "μπαστούνι")}
    for lang, (n, a, s) in words.items():
        for trump, word in ((NO_TRUMP, n), (ALL_TRUMP, a), (S, s)):
            text = describe(Hint(bid(120, trump), "coinche_bid",
                                 {"value": 120, "trump": trump, "chance": 72}), lang)
            assert f"120 {word}" in text and "72" in text, text
    fr = describe(Hint(PASS_CALL, "coinche_pass_defend"), "fr")
    assert "\u202f:" in fr and "\u202f;" in fr and " :" not in fr and " ;" not in fr
    assert "\u202f%" in describe(Hint(COINCHE_CALL, "coinche", {"chance": 90}), "fr")


@pytest.mark.parametrize(("contract", "cards", "code", "card"), [
    ("80H", "AS TS AH TH AD TD AC KC", "cash_master", "AS"),
    ("80N", "AS TS AH TH AD TD AC KC", "cash_master_safe", "AS"),
    ("80A", "JS 9S JH 9H JD 9D JC 9C", "cash_master_safe", "JS")])
def test_a_cashed_master_is_said_to_risk_a_ruff_only_where_a_trump_can_ruff(
        contract: str, cards: str, code: str, card: str) -> None:
    # seat 0 leads its own contract holding the master of each suit: the policy cashes the
    # spade; in sans-atout and tout-atout no card is trumped, so the hint does not warn of it
    deal = obs_after("", cards)
    for call in (contract, "pass", "pass", "pass"):
        deal.push(parse_call(call))
    keep = Budget(worlds=2, candidates=3, dds_cards=0, switch_margin=1000.0)
    h = hint(deal.observation(0), budget=keep, seed=3)
    assert (h.code, str(h.action)) == (code, card)
    assert ("before it can be trumped" in describe(h, "en")) == (code == "cash_master")
    for lang in CATALOGS:
        assert "{" not in describe(h, lang) and describe(h, lang) != code.replace("_", " ")


def test_a_strong_sans_atout_hand_opens_sans_atout_with_a_hint_that_says_so() -> None:
    deal = obs_after("", "AS TS AH TH AD TD AC KC")
    h = hint(deal.observation(0), budget=CALLS, seed=3)
    assert h.code == "coinche_bid" and h.params["trump"] == NO_TRUMP
    assert "sans-atout" in describe(h, "en")


def test_sampled_worlds_may_give_a_silent_seat_a_run_in_coinche() -> None:
    """Nothing is announced in Coinche, so a seat that has played its first card without a
    word may hold a tierce or a four: the worlds do not leave them out."""
    from pilotta.bots.knowledge import infer
    from pilotta.bots.sampler import Sampler
    from pilotta.declarations import best_declarations

    deal = play_deal(["normal"] * 4, 5, "100S")  # a whole deal, to find its first two cards
    first = deal.tricks[0]
    again = Deal.from_rng(Rng(derive_seed(5, 98)), 5 & 3, COINCHE)
    for call in deal.auction.calls:
        again.push(call)
    for c in first.cards[:2]:
        again.push(next(a for a in again.observation(again.to_act or 0).legal
                        if getattr(a, "card", None) == c))
    seat = again.to_act
    assert seat is not None
    obs = again.observation(seat)
    sampler = Sampler(obs, infer(obs), Rng(1))
    played = [first.leader, (first.leader + 1) & 3]
    held = [sampler.world() for _ in range(40)]
    assert any(best_declarations(w[s] | 1 << c, S, sampler.rules.declaration_key)
               for w in held for s, c in zip(played, first.cards[:2]))
