"""Information-set MCTS for a card decision (``bots.ismcts``, ``Budget.ismcts``): one tree
shared by every sampled world, UCB over the cards legal in the iteration's world."""

from __future__ import annotations

from math import log
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.actions import Play
from pilotta.bots.dds import Solver
from pilotta.bots.hard import HardBot
from pilotta.bots.ismcts import ln, pick, search
from pilotta.bots.playout import rollout
from pilotta.cards import cards_in, mask_of, parse_card, parse_suit
from pilotta.rng import Rng
from pilotta.rulesets import rules_named
from pilotta.tricks import legal_on

from bots_util import card_choices, cut_position, early_card_choices


def _cards(text: str) -> int:
    return mask_of(parse_card(c) for c in text.split())


def _finish(wi: int, hands: list[int], leader: int, trick: list[int], tp: list[int],
            tw: list[int]) -> float:
    """Score a leaf for team 0 by the heuristic's playout (trick points, exemption)."""
    rollout(hands, parse_suit("D"), leader, trick, 0, tp, tw, True)
    return float(tp[0] - tp[1])


def test_one_world_searched_whole_finds_the_lead_that_keeps_the_ace() -> None:
    """Belote, diamonds trump, two tricks left, seat 0 to lead: seat 0 holds 7D AC, seat 1
    AD KC, seat 2 9S TH, seat 3 KH 8D. Leading the ace of clubs, seat 3 trumps it and seat
    1's ace of trumps takes the last trick: 0 to 50. Leading the 7 of trumps, seat 1 takes
    it with the ace (11 points) and must lead the king of clubs into seat 0's ace: 39 to
    11, +28. With the true deal as the one world, the tree covers every line (at most two
    cards a seat) and its values are the lines' own."""
    hands = [_cards("7D AC"), _cards("AD KC"), _cards("9S TH"), _cards("KH 8D")]
    stats = _run(search([(hands, 1)], 0, 0, [], [0, 0], [0, 0], parse_suit("D"), True,
                        600, 20.0, Rng(1), _finish))
    assert pick(stats) == parse_card("7D")
    assert stats[parse_card("AC")][1] <= -50.0 + 1e-9  # every line after it: -50
    assert stats[parse_card("7D")][1] > 0


def _run(gen: object) -> dict[int, tuple[int, float]]:
    try:
        while True:
            next(gen)  # type: ignore[call-overload]
    except StopIteration as stop:
        result: dict[int, tuple[int, float]] = stop.value
        return result


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), played=st.integers(0, 3), size=st.integers(2, 8),
       iterations=st.integers(1, 200))
def test_every_iteration_visits_one_legal_card_of_the_root(
        seed: int, rules: str, trump: int, played: int, size: int, iterations: int) -> None:
    """Any position and any worlds: the root's cards are the seat's legal cards that were
    tried, every one once before any twice, the visits add up to the iterations, and the
    same seed gives the same result."""
    exemption = rules_named(rules).partner_exemption
    hands, leader, trick = cut_position(seed, exemption, trump, played, size)
    seat = (leader + played) & 3
    # a second world: two other seats holding as many cards exchange their hands
    worlds = [(hands, 2)]
    a, b = (seat + 1) & 3, (seat + 3) & 3
    if hands[a].bit_count() == hands[b].bit_count():
        other = list(hands)
        other[a], other[b] = hands[b], hands[a]
        worlds.append((other, 1))
    legal = legal_on(hands[seat], trick, trump, exemption) if trick else hands[seat]

    def leaf(wi: int, h: list[int], ld: int, tr: list[int], tp: list[int],
             tw: list[int]) -> float:
        rollout(h, trump, ld, tr, 0, tp, tw, exemption)
        return float(tp[seat & 1] - tp[1 - (seat & 1)])

    runs = [_run(search(worlds, seat, leader, trick, [0, 0], [0, 0], trump, exemption,
                        iterations, 30.0, Rng(seed), leaf)) for _ in range(2)]
    assert runs[0] == runs[1]
    stats = runs[0]
    assert set(stats) <= set(cards_in(legal))
    assert len(stats) == min(iterations, legal.bit_count())
    assert sum(n for n, _ in stats.values()) == iterations
    assert pick(stats) in stats


def test_the_hard_bot_searches_its_leads_by_the_tree_and_follows_as_before() -> None:
    """``ismcts=1``: at a lead the card comes from the tree (its means are the tree's, the
    same on a second run); following, the decision is the default's (with ``ismcts=2``
    the tree's there too)."""
    tiny: dict[str, Any] = {"budget": "tiny", "dds_cards": 0}
    leads = follows = 0
    for obs in early_card_choices():
        plain = HardBot(9, **tiny)
        plain_act = plain.act(obs)
        tree = [HardBot(9, ismcts=1, ismcts_iters=8, **tiny) for _ in range(2)]
        acts = [bot.act(obs) for bot in tree]
        assert acts[0] == acts[1] and tree[0].last.values == tree[1].last.values
        assert isinstance(acts[0], Play) and acts[0] in obs.legal
        if obs.trick:
            follows += 1
            assert acts[0] == plain_act and tree[0].last.values == plain.last.values
            everywhere = [HardBot(9, ismcts=2, ismcts_iters=8, **tiny) for _ in range(2)]
            acts = [bot.act(obs) for bot in everywhere]  # ismcts=2: the tree here too
            assert acts[0] == acts[1] and acts[0] in obs.legal
            values = everywhere[0].last.values
            assert values == everywhere[1].last.values and values != plain.last.values
            assert values is not None and len(values) == len(obs.legal)
        else:
            leads += 1
            values = tree[0].last.values
            assert values is not None and len(values) == len(obs.legal)
    assert leads and follows


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), played=st.integers(0, 3))
def test_with_the_true_deal_alone_a_two_trick_ending_is_solved(
        seed: int, rules: str, trump: int, played: int) -> None:
    """One world, the deal itself, and two tricks left (at most two cards a seat): the tree
    grows over every line and the leaves are the deal's ends, so the card it picks is worth
    what the exact solver's best card is worth, every seat on both sides playing its
    side's best (UCB maximizes for the seat to move)."""
    exemption = rules_named(rules).partner_exemption
    hands, leader, trick = cut_position(seed, exemption, trump, played, 2)
    seat = (leader + played) & 3
    team = seat & 1

    def leaf(wi: int, h: list[int], ld: int, tr: list[int], tp: list[int],
             tw: list[int]) -> float:
        rollout(h, trump, ld, tr, 0, tp, tw, exemption)
        return float(tp[team] - tp[1 - team])

    stats = _run(search([(hands, 1)], seat, leader, trick, [0, 0], [0, 0], trump, exemption,
                        2000, 60.0, Rng(seed), leaf))
    exact = Solver(trump, team, exemption).move_values(list(hands), leader, list(trick))
    assert exact[pick(stats)] == max(exact.values())


def test_late_in_the_deal_the_tree_replaces_the_exact_solves_when_asked() -> None:
    """``ismcts_late``: with five cards or fewer the card comes from the tree over the
    playouts' worlds (``worlds``, not the ``dds_worlds`` solved), the same on a second run;
    without it, the exact solves as before. ``ismcts_greedy`` (a greedy playout averaged
    into each leaf) keeps the decision a function of the observation and the seed."""
    tiny: dict[str, Any] = {"budget": "tiny", "dds_cards": 5, "dds_worlds": 2, "worlds": 3,
                            "candidates": 4}
    seen = 0
    for obs in card_choices(range(2, 6)):
        solved = HardBot(9, ismcts=1, **tiny)
        solved.act(obs)
        assert solved.last.worlds == 2
        extras: list[dict[str, Any]] = [{}, {"ismcts_greedy": True}]
        for extra in extras:
            tree = [HardBot(9, ismcts=1, ismcts_late=True, ismcts_iters=4, **extra, **tiny)
                    for _ in range(2)]
            acts = [bot.act(obs) for bot in tree]
            assert acts[0] == acts[1] and acts[0] in obs.legal
            assert tree[0].last.values == tree[1].last.values
            assert tree[0].last.worlds == 3 and tree[0].last.reason == "search"
        seen += 1
    assert seen


@given(x=st.floats(1e-300, 1e300))
def test_the_portable_logarithm_is_within_two_ulps_of_the_c_library(x: float) -> None:
    """UCB's ``ln`` (IEEE arithmetic only, the same bits in Pyodide) agrees with libm's."""
    assert abs(ln(x) - log(x)) <= 4.5e-16 * max(1.0, abs(log(x)))


def test_the_portable_logarithm_of_small_counts() -> None:
    """The counts UCB reads: ln(1) is 0 and ln(2) is ln 2 to the last bit; it grows
    strictly with n and stays within 2 ulps of libm's."""
    assert ln(1) == 0.0 and abs(ln(2) - 0.6931471805599453) < 1e-16
    values = [ln(n) for n in range(1, 5000)]
    assert values == sorted(values) and len(set(values)) == len(values)
    assert all(abs(v - log(n)) <= 4.5e-16 * max(1.0, v) for n, v in enumerate(values, 1))


def test_a_blended_lead_is_the_mean_of_the_plain_search_and_the_tree(
        monkeypatch: Any) -> None:
    """``ismcts_blend``: at my lead each card's value is the mean of its PIMC value (the
    same as without the tree) and its mean in the tree, and the best of those is played;
    following, nothing changes."""
    tiny: dict[str, Any] = {"budget": "tiny", "dds_cards": 0}
    trees: list[dict[int, tuple[int, float]]] = []
    inner = HardBot._tree_stats

    def recorded(self: HardBot, *args: Any) -> Any:
        stats = yield from inner(self, *args)
        trees.append(stats)
        return stats

    monkeypatch.setattr(HardBot, "_tree_stats", recorded)
    leads = follows = 0
    for obs in early_card_choices():
        plain = HardBot(9, **tiny)
        plain_act = plain.act(obs)
        trees.clear()
        blended = [HardBot(9, ismcts=1, ismcts_blend=True, ismcts_iters=8, **tiny)
                   for _ in range(2)]
        acts = [bot.act(obs) for bot in blended]
        assert acts[0] == acts[1] and blended[0].last.values == blended[1].last.values
        values = blended[0].last.values
        assert values is not None and plain.last.values is not None
        if obs.trick:
            follows += 1
            assert not trees and acts[0] == plain_act and values == plain.last.values
            continue
        leads += 1
        assert len(trees) == 2 and trees[0] == trees[1]
        for key, v in values.items():  # (keyed by the card's number)
            assert v == (plain.last.values[key] + trees[0][int(key)][1]) / 2
        best = max(values.values())
        assert isinstance(acts[0], Play) and values[str(acts[0].card)] == best
    assert leads and follows
