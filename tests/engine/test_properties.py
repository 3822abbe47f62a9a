"""Invariants over random legal games (hypothesis)."""

import json

from hypothesis import given, settings, strategies as st

from pilotta.actions import Play
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.record import export_match, import_match, loads, replay_summary
from pilotta.rng import Rng
from pilotta.simulate import play_random_deal, random_action, random_match

seeds = st.integers(min_value=0, max_value=2**63 - 1)


def random_played_deal(seed: int) -> Deal:
    """A random deal whose auction ends in a contract (retrying thrown-in deals)."""
    rng = Rng(seed)
    for attempt in range(50):
        deal = Deal(attempt & 3, deal_hands(seed + attempt, attempt & 3))
        play_random_deal(deal, rng, pass_bias=0.85)
        if deal.contract is not None:
            return deal
    raise AssertionError("no contract in 50 deals")


@given(seeds)
def test_162_trick_points_and_32_distinct_cards(seed: int) -> None:
    deal = random_played_deal(seed)
    played = [a.card for a in deal.actions if isinstance(a, Play)]
    assert len(played) == 32 and len(set(played)) == 32
    assert sum(t.points for t in deal.tricks) == 162
    assert sum(deal.trick_points) == 162 and sum(deal.tricks_won) == 8
    assert all(h == 0 for h in deal.hands)


@given(seeds)
def test_the_seat_to_act_always_has_a_legal_action(seed: int) -> None:
    rng = Rng(seed)
    deal = Deal(seed & 3, deal_hands(seed, seed & 3))
    while not deal.is_over:
        legal = list(deal.legal_actions())
        assert legal
        assert all(deal.verify(a) is None for a in legal)
        deal.push(random_action(deal, rng, pass_bias=0.8))
    assert list(deal.legal_actions()) == []


@given(seeds)
def test_made_plain_deal_sheet_sum(seed: int) -> None:
    deal = random_played_deal(seed)
    r = deal.result()
    assert r is not None and r.contract is not None
    if r.made and r.contract.multiplier == 1 and r.capot is None:
        extra = r.contract.value + sum(r.declarations) + sum(r.pilotta)
        assert sum(r.sheet) == 16 + extra // 10
    assert r.raw[0] >= 0 and r.raw[1] >= 0


@given(seeds)
def test_pop_undoes_push(seed: int) -> None:
    deal = random_played_deal(seed)
    actions = list(deal.actions)
    k = seed % len(actions)
    for _ in range(len(actions) - k):
        deal.pop()
    assert deal.actions == actions[:k]
    for a in actions[k:]:
        deal.push(a)
    assert deal.result() is not None


@settings(max_examples=20, deadline=None)
@given(seeds, st.sampled_from([51, 151, 301]))
def test_record_round_trip_and_replay(seed: int, target: int) -> None:
    m = random_match(target, seed, max_deals=8)
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
