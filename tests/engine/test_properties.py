"""Invariants over random legal games (hypothesis)."""

import json

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pilotta.actions import PASS_CALL, Play, bid
from pilotta.belote import BELOTE
from pilotta.coinche import COINCHE
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.record import export_match, import_match, loads, replay_summary
from pilotta.rng import Rng
from pilotta.rules import PILOTTA, Rules
from pilotta.simulate import play_random_deal, random_action, random_match

seeds = st.integers(min_value=0, max_value=2**63 - 1)
rule_sets = st.sampled_from([PILOTTA, BELOTE, COINCHE])


def random_played_deal(seed: int, rules: Rules = PILOTTA) -> Deal:
    """A random deal whose auction ends in a contract (retrying thrown-in deals)."""
    rng = Rng(seed)
    for attempt in range(50):
        deal = Deal.from_rng(Rng(seed + attempt), attempt & 3, rules)
        play_random_deal(deal, rng, pass_bias=0.85 if rules is PILOTTA else 0.6)
        if deal.contract is not None:
            return deal
    raise AssertionError("no contract in 50 deals")


@given(seeds, rule_sets)
def test_162_trick_points_and_32_distinct_cards(seed: int, rules: Rules) -> None:
    deal = random_played_deal(seed, rules)
    played = [a.card for a in deal.actions if isinstance(a, Play)]
    assert len(played) == 32 and len(set(played)) == 32
    assert sum(t.points for t in deal.tricks) == 162
    assert sum(deal.trick_points) == 162 and sum(deal.tricks_won) == 8
    assert all(h == 0 for h in deal.hands)


@given(seeds, rule_sets)
def test_the_seat_to_act_always_has_a_legal_action(seed: int, rules: Rules) -> None:
    rng = Rng(seed)
    deal = Deal.from_rng(Rng(seed), seed & 3, rules)
    while not deal.is_over:
        legal = list(deal.legal_actions())
        assert legal
        assert all(deal.verify(a) is None for a in legal)
        deal.push(random_action(deal, rng, pass_bias=0.8))
    assert list(deal.legal_actions()) == []


@given(seeds, rule_sets)
def test_raw_scores_are_never_negative(seed: int, rules: Rules) -> None:
    r = random_played_deal(seed, rules).result()
    assert r is not None and r.contract is not None
    assert r.raw[0] >= 0 and r.raw[1] >= 0


@given(seeds, st.integers(0, 3))
def test_made_plain_deal_sheet_sum(seed: int, suit: int) -> None:
    """An 80 contract (no close) played at random, made without a capot: the sheet holds
    the 162 trick points (16 after rounding by the Rule of 6) plus the bid and every extra
    in tens. (Random auctions seldom end in a plain made contract, so the bid is 80.)"""
    rng = Rng(seed)
    deal = Deal.from_rng(Rng(seed), seed & 3, PILOTTA)
    deal.push(bid(80, suit))
    for _ in range(3):
        deal.push(PASS_CALL)
    play_random_deal(deal, rng)
    r = deal.result()
    assert r is not None and r.contract is not None and r.contract.multiplier == 1
    assume(r.made and r.capot is None)
    extra = r.contract.value + sum(r.declarations) + sum(r.pilotta)
    assert sum(r.sheet) == 16 + extra // 10


def deal_state(deal: Deal) -> tuple[object, ...]:
    """Everything a deal holds and shows, to compare two deals in full."""
    auction = deal.auction
    return (
        deal.dealer, deal.initial_hands, tuple(deal.hands), tuple(deal.actions), deal.phase,
        tuple(auction.calls), auction.contract(), auction.to_act,
        tuple(auction.legal_calls()), auction.done, deal.contract, deal.play_hands,
        deal.trump, deal.played, deal.leader, tuple(deal.trick),
        tuple(deal.tricks), tuple(deal.trick_points), tuple(deal.tricks_won),
        tuple(deal.possible), tuple(deal.decisions), deal.counting_team, deal.pilotta_holder,
        deal.pilotta_called, deal.score, deal.result(), deal.to_act,
        tuple(deal.legal_actions()), tuple(deal.observation(s) for s in range(4)),
    )


def replayed(deal: Deal) -> Deal:
    fresh = Deal(deal.dealer, deal.initial_hands, rules=deal.rules, dealt=deal.dealt)
    for a in deal.actions:
        fresh.push(a)
    return fresh


@given(seeds, rule_sets)
def test_pop_undoes_push(seed: int, rules: Rules) -> None:
    """Taking back any number of actions leaves exactly the state of a fresh replay of
    the actions that remain, and pushing them again gives the same finished deal."""
    deal = random_played_deal(seed, rules)
    finished = deal_state(deal)
    actions = list(deal.actions)
    k = seed % len(actions)
    for _ in range(len(actions) - k):
        deal.pop()
        assert deal_state(deal) == deal_state(replayed(deal))
    assert deal.actions == actions[:k]
    for a in actions[k:]:
        deal.push(a)
    assert deal_state(deal) == finished


@given(seeds, rule_sets)
def test_copy_is_independent(seed: int, rules: Rules) -> None:
    deal = random_played_deal(seed, rules)
    k = seed % len(deal.actions)
    while len(deal.actions) > k:
        deal.pop()
    before = deal_state(deal)
    twin = deal.copy()
    assert deal_state(twin) == before
    rng = Rng(seed)
    while not twin.is_over:
        twin.push(random_action(twin, rng, pass_bias=0.8))
    assert deal_state(deal) == before
    if twin.actions != deal.actions:
        twin.pop()
        assert twin.actions != deal.actions or deal_state(twin) == before


def match_state(match: Match) -> tuple[object, ...]:
    deals = list(match.deals)
    while deals and not deals[-1].actions:  # a dealt, empty deal is no action
        deals.pop()
    return (tuple(deal_state(d) for d in deals), match.totals, match.winner,
            tuple(match.results))


@settings(max_examples=30)
@given(seeds, st.lists(st.integers(0, 40), min_size=1, max_size=12), rule_sets)
def test_match_push_pop_matches_a_fresh_replay(seed: int, moves: list[int], rules: Rules
                                               ) -> None:
    """Random runs of pushes and pops through ``Match`` (across deal ends) always leave
    the state of a fresh match replaying the actions that remain; a finished deal's
    score never outlives a pop of its last card."""
    target = rules.min_target
    match = Match(target=target, seed=seed, rules=rules)
    rng = Rng(seed)
    for i, n in enumerate(moves):
        for _ in range(n if i % 2 == 0 else n // 3):
            if i % 2 == 0:
                if match.winner is not None:
                    break
                deal = match.current or match.new_deal()
                match.push(random_action(deal, rng, pass_bias=0.6))
            else:
                try:
                    match.pop()
                except IndexError:
                    break
        fresh = Match(target=target, seed=seed, rules=rules)
        for deal in match.deals:
            if deal.actions:
                d = fresh.new_deal()
                for a in deal.actions:
                    d.push(a)
        assert match_state(match) == match_state(fresh)


def test_popping_the_last_card_takes_the_score_back() -> None:
    match = Match(target=301, seed=5)
    rng = Rng(5)
    deal = match.new_deal()
    while deal.contract is None or not deal.is_over:
        if deal.is_over:
            deal = match.new_deal()
        match.push(random_action(deal, rng, pass_bias=0.5))
    finished = match.totals
    assert finished != (0, 0) and len(match.results) == len(match.deals)
    match.pop()
    assert match.totals == match.totals_before(len(match.deals) - 1)
    assert len(match.results) == len(match.deals) - 1 and match.current is deal


@settings(max_examples=20, deadline=None)
@given(seeds, st.sampled_from([(PILOTTA, 51), (PILOTTA, 151), (PILOTTA, 301), (BELOTE, 101),
                               (COINCHE, 101), (COINCHE, 2000)]))
def test_record_round_trip_and_replay(seed: int, game: tuple[Rules, int]) -> None:
    rules, target = game
    m = random_match(target, seed, max_deals=8, rules=rules)
    data = export_match(m)
    text = json.dumps(data)
    again = import_match(json.loads(text))
    assert export_match(again) == data
    summary = replay_summary(loads(text))
    assert summary["totals"] == list(m.totals)
    assert summary["winner"] == m.winner
    assert [d["raw"] for d in summary["deals"] if d["complete"]] == [list(r.raw) for r in m.results]


@given(seeds)
def test_match_seed_reproduces_the_deals(seed: int) -> None:
    a, b = Match(seed=seed), Match(seed=seed)
    assert a.new_deal().initial_hands == b.new_deal().initial_hands
