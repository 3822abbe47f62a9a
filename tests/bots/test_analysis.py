"""The deal analysis (``pilotta.bots.analysis``): endings worked by hand from the rules, two
random full deals checked against the engine's own result, and invariants on random endings
of 3 and 4 tricks of both games (on 3, every value against the plain minimax of
``test_solver``)."""

from __future__ import annotations

from functools import cache
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import minimax

from pilotta.auction import Contract
from pilotta.bots.analysis import (
    Analysis,
    Progress,
    Stakes,
    Why,
    analyse,
    analyse_deal,
    think_deal,
)
from pilotta.bots.analysis_words import describe
from pilotta.bots.dds import Solver
from pilotta.cards import HEARTS, TRICK_POINTS_TOTAL, cards_in, mask_of, parse_card
from pilotta.game import Deal
from pilotta.position import Position
from pilotta.rng import Rng
from pilotta.rules import PILOTTA, Rules
from pilotta.rulesets import BELOTE, rules_named
from pilotta.simulate import random_match
from pilotta.tricks import close_trick, legal_on


def hand(*names: str) -> int:
    return mask_of(parse_card(n) for n in names)


def cards(*names: str) -> list[int]:
    return [parse_card(n) for n in names]


C = parse_card

# Hearts trump, seat 3 led Q♠, seat 0 played 7♠, seat 1 to move with A♠ 8♠; seat 2 must
# follow with 10♠. A♠ wins 3+0+11+10 = 24 for team 1, then 8♠ 9♥ K♠ J♥ go to seat 0's J♥
# (0+14+4+20+10 = 48); 8♠ lets 10♠ win 13 for team 0 and the last trick's 59 too.
PILOTTA_ENDING = Position(PILOTTA, HEARTS, 3,
                          (hand("JH"), hand("AS", "8S"), hand("TS", "9H"), hand("KS")),
                          tuple(cards("QS", "7S")))
PILOTTA_PLAY = cards("8S", "TS", "9H", "KS", "JH", "AS")  # 8♠ by seat 1, then forced


def test_a_card_that_loses_a_sure_trick() -> None:
    a = analyse(PILOTTA_ENDING, PILOTTA_PLAY, 1)
    first = a.cards[0]
    assert (first.seat, first.card) == (1, C("8S"))
    assert first.values == {C("8S"): 0, C("AS"): 24}
    assert first.best == C("AS") and first.loss == 24
    assert first.why == Why("would_win_trick", {"card": C("AS"), "points": 24})
    assert all(c.loss == 0 and c.why is None for c in a.cards[1:])
    assert a.cards[1].values == {C("TS"): 0}  # forced
    assert a.series == (24, 0, 0, 0, 0, 0, 0)
    assert a.made_with_best_play is None and a.made is None  # no stakes, no contract


def test_the_same_from_the_defence() -> None:
    """Counted for team 0, seat 1 defends: 8♠ gives team 0 72 where A♠ left it 48."""
    a = analyse(PILOTTA_ENDING, PILOTTA_PLAY, 0)
    assert a.cards[0].values == {C("8S"): 72, C("AS"): 48}
    assert a.cards[0].loss == 24 and a.cards[0].best == C("AS")
    assert a.series == (48, 72, 72, 72, 72, 72, 72)  # 13 taken at the 2nd card, then 59


def stakes(team: int, bid: int, rules: Rules = PILOTTA) -> Stakes:
    """Team 0 took 30 and team 1 60 before the ending (162 - 72 still out)."""
    return Stakes(rules, Contract(team, bid, HEARTS), taken=(30, 60), tricks=(2, 4))


def test_a_declarer_loses_the_contract() -> None:
    """Team 1 bid 80 with 60 taken: A♠ makes it 84, 8♠ leaves it at 60."""
    a = analyse(PILOTTA_ENDING, PILOTTA_PLAY, 1, stakes(1, 80))
    assert a.cards[0].why == Why("lost_contract", {"card": C("AS"), "points": 24})
    assert a.made_with_best_play is True and a.made is False
    assert a.need == 20  # 60 taken + 20 from the ending = 80


def test_a_defender_gives_the_contract() -> None:
    """Team 0 bid 100 with 30 taken: A♠ by seat 1 holds it to 78, 8♠ gives it 102."""
    a = analyse(PILOTTA_ENDING, PILOTTA_PLAY, 0, stakes(0, 100))
    assert a.cards[0].why == Why("gave_contract", {"card": C("AS"), "points": 24})
    assert a.made_with_best_play is False and a.made is True


def test_the_bid_decides_whether_the_loss_flips_the_contract() -> None:
    a = analyse(PILOTTA_ENDING, PILOTTA_PLAY, 0, stakes(0, 80))  # 78 or 102: failed, made
    assert a.cards[0].why is not None and a.cards[0].why.code == "gave_contract"
    a = analyse(PILOTTA_ENDING, PILOTTA_PLAY, 0, stakes(0, 110))  # failed either way
    assert a.cards[0].why == Why("would_win_trick", {"card": C("AS"), "points": 24})


# Belote, hearts trump: seat 0's A♠ wins the trick, so seat 2 (void in spades) may discard
# K♦ (4): team 0 takes 11+4 = 15, then 8♣ 9♣ 7♥ 10♦ to seat 2's 7♥ (20): 35. Trumping
# with 7♥ wins only 11, and seat 3's 10♦ takes the last trick (4+10+10 = 24).
BELOTE_ENDING = Position(BELOTE, HEARTS, 0,
                         (hand("8C"), hand("9C"), hand("7H", "KD"), hand("8S", "TD")),
                         tuple(cards("AS", "7S")))


def test_trumping_partners_ace_costs_points_not_the_trick() -> None:
    a = analyse(BELOTE_ENDING, cards("7H", "8S", "KD", "TD", "8C", "9C"), 0)
    first = a.cards[0]
    assert first.values == {C("7H"): 11, C("KD"): 35}
    assert first.why == Why("cost_points", {"card": C("KD"), "points": 24})
    assert a.series == (35, 11, 11, 11, 11, 11, 11)


def test_an_illegal_card_is_refused() -> None:
    """Pilotta has no partner exemption: seat 2 must trump, K♦ is not legal."""
    position = Position(PILOTTA, *[getattr(BELOTE_ENDING, k) for k in
                                   ("trump", "leader", "hands", "trick")])
    try:
        analyse(position, cards("KD"), 0)
    except ValueError as e:
        assert "card 1" in str(e)
    else:
        raise AssertionError("K♦ was accepted")


def test_words_in_three_languages() -> None:
    for code in ("would_win_trick", "gave_contract", "lost_contract", "cost_points"):
        for lang in ("en", "fr", "el"):
            one = describe(Why(code, {"card": C("9H"), "points": 1}), lang)
            many = describe(Why(code, {"card": C("9H"), "points": 7}), lang)
            assert "9♥" in one and "{" not in one and one != many
    assert describe(Why("would_win_trick", {"card": C("9H"), "points": 7})) == \
        "the 9♥ would have won this trick: this cost you 7 points"
    assert describe(Why("cost_points", {"card": C("TS"), "points": 1}), "el") == \
        "αυτό σου κόστισε 1 πόντο: το 10♠ ήταν καλύτερο"
    assert describe(Why("unknown_code")) == "unknown code"


# --- full deals -----------------------------------------------------------------------
@cache
def full_deal(name: str) -> Deal:
    """A random finished deal whose analysis is quick (the solver's first lead is cheap)."""
    if name == "belote":
        return random_match(5000, 1, max_deals=2, rules=rules_named("belote")).deals[1]
    return random_match(1000, 4, max_deals=1).deals[0]


def test_full_deals_agree_with_the_engine() -> None:
    for name in ("pilotta", "belote"):
        deal = full_deal(name)
        result = deal.result()
        assert result is not None and deal.contract is not None
        a = analyse_deal(deal)
        assert a.declarers == deal.contract.team
        assert len(a.cards) == 32 and len(a.series) == 33
        assert a.series[-1] == deal.trick_points[a.declarers]
        assert a.made == result.made
        check_invariants(a)
        # the page's form: progress only grows, and the result is the same
        steps = think_deal(deal)
        seen: list[Progress] = []
        while True:
            try:
                seen.append(next(steps))
            except StopIteration as stop:
                assert stop.value == a
                break
        assert seen[-1] == Progress(32, 32, a.nodes)
        assert all(p.cards_done <= q.cards_done and p.nodes <= q.nodes
                   for p, q in pairwise(seen))


def test_an_unfinished_deal_is_refused() -> None:
    deal = Deal.from_rng(Rng(3), 0)
    try:
        analyse_deal(deal)
    except ValueError as e:
        assert "not finished" in str(e)
    else:
        raise AssertionError("an unfinished deal was analysed")


# --- invariants on random endings -----------------------------------------------------
def check_invariants(a: Analysis) -> None:
    for i, c in enumerate(a.cards):
        ours = c.seat & 1 == a.declarers
        best = max(c.values.values()) if ours else min(c.values.values())
        assert c.loss >= 0
        assert c.values[c.best] == best
        assert c.loss == abs(best - c.values[c.card])
        assert (c.loss == 0) == (c.why is None)
        assert a.series[i] == c.taken + best
        assert a.series[i + 1] == c.taken + c.values[c.card]  # the next position's value
        if c.why is not None:
            assert c.why.params == {"card": c.best, "points": c.loss}


def random_ending(seed: int, tricks: int, rules: Rules) -> tuple[Position, list[int]]:
    """``tricks`` tricks of random cards, 0 to 3 of them already on the table, and a random
    legal play to the end."""
    rng = Rng(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of(deck[s * tricks:(s + 1) * tricks]) for s in range(4)]
    trump, leader = rng.below(4), rng.below(4)
    trick: list[int] = []
    for _ in range(rng.below(4)):
        seat = (leader + len(trick)) & 3
        options = list(cards_in(legal_on(hands[seat], trick, trump, rules.partner_exemption)))
        c = options[rng.below(len(options))]
        hands[seat] ^= 1 << c
        trick.append(c)
    position = Position(rules, trump, leader, (hands[0], hands[1], hands[2], hands[3]),
                        tuple(trick))
    return position, random_play(position, rng)


def random_play(position: Position, rng: Rng | None, best_for: int | None = None) -> list[int]:
    """A legal play to the end: random cards, or (``best_for``) a best card each time."""
    hands, leader, trick = list(position.hands), position.leader, list(position.trick)
    trump, exemption = position.trump, position.rules.partner_exemption
    solver = Solver(trump, best_for or 0, exemption)
    played = []
    while any(hands):
        seat = (leader + len(trick)) & 3
        if rng is not None:
            options = list(cards_in(legal_on(hands[seat], trick, trump, exemption)))
            c = options[rng.below(len(options))]
        else:
            values = solver.move_values(hands, leader, trick)
            pick = max if seat & 1 == (best_for or 0) else min
            c = pick(values, key=lambda k: values[k])
        hands[seat] ^= 1 << c
        trick.append(c)
        played.append(c)
        if len(trick) == 4:
            leader, trick = close_trick(trick, leader, trump, not any(hands))[0], []
    return played


def declarers_points(position: Position, played: list[int], team: int) -> int:
    """The declarers' trick points over the play, trick by trick from the engine."""
    leader, trick, total = position.leader, list(position.trick), 0
    left = sum(h.bit_count() for h in position.hands)
    for c in played:
        trick.append(c)
        left -= 1
        if len(trick) == 4:
            winner, p = close_trick(trick, leader, position.trump, left == 0)
            total += p if winner & 1 == team else 0
            leader, trick = winner, []
    return total


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([3, 4]), st.sampled_from(["pilotta", "belote"]),
       st.integers(0, 1))
def test_invariants_on_random_endings(seed: int, tricks: int, name: str, team: int) -> None:
    position, played = random_ending(seed, tricks, rules_named(name))
    a = analyse(position, played, team)
    assert len(a.cards) == len(played) and len(a.series) == len(played) + 1
    check_invariants(a)
    assert a.series[-1] == declarers_points(position, played, team)
    if tricks == 3:  # each value against the rules' plain minimax, card by card
        hands, leader, trick = list(position.hands), position.leader, list(position.trick)
        for c in a.cards:
            for option, v in c.values.items():
                after = list(hands)
                after[c.seat] ^= 1 << option
                assert v == minimax(tuple(after), leader, (*trick, option), position.trump,
                                    team, position.rules.partner_exemption)
            hands[c.seat] ^= 1 << c.card
            trick.append(c.card)
            if len(trick) == 4:
                leader, trick = close_trick(trick, leader, position.trump, not any(hands))[0], []


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["pilotta", "belote"]), st.integers(0, 1))
def test_best_play_loses_nothing(seed: int, name: str, team: int) -> None:
    position, _ = random_ending(seed, 3, rules_named(name))
    played = random_play(position, None, best_for=team)
    a = analyse(position, played, team)
    assert all(c.loss == 0 and c.why is None for c in a.cards)
    assert len(set(a.series)) == 1  # the value never moves under best play


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["pilotta", "belote"]), st.integers(0, 3),
       st.integers(0, 16), st.sampled_from([None, 0, 1]))
def test_the_contract_flips_exactly_at_its_reasons(seed: int, name: str, seat: int,
                                                   bid: int, kq_team: int | None) -> None:
    """Both teams already won a trick (no capot to guess): a card gets ``lost_contract`` or
    ``gave_contract`` exactly when the score of the series' total flips at it, and best play
    ends as ``made_with_best_play`` says."""
    rules = rules_named(name)
    position, played = random_ending(seed, 3, rules)
    team = seat & 1
    out = declarers_points(position, played, 0) + declarers_points(position, played, 1)
    # what was taken before: the score's threshold put inside the series' range, mostly
    plain = analyse(position, played, team).series
    declared = (Rng(seed).below(3) * 50, 0)
    need = 82 if name == "belote" else 80 + 10 * bid
    mine = max(0, min(TRICK_POINTS_TOTAL - out,
                      need - declared[team] - (min(plain) + max(plain) + 1) // 2))
    taken = (mine, TRICK_POINTS_TOTAL - out - mine) if team == 0 else \
        (TRICK_POINTS_TOTAL - out - mine, mine)
    stakes = Stakes(rules, Contract(seat, 0 if name == "belote" else need, HEARTS),
                    declared, kq_team, taken, (2, 3))

    def made(total: int) -> bool:
        return stakes.made(stakes.taken[team] + total, (1, 1))

    a = analyse(position, played, team, stakes)
    for i, c in enumerate(a.cards):
        flips = made(a.series[i]) != made(a.series[i + 1])
        assert flips == (c.why is not None and c.why.code in ("lost_contract", "gave_contract"))
    best = analyse(position, random_play(position, None, team), team, stakes)
    assert best.made == best.made_with_best_play == a.made_with_best_play == made(a.series[0])
    assert a.need is None or (made(a.need) and (a.need == 0 or not made(a.need - 1)))
    assert all(made(v) == (a.need is not None and v >= a.need) for v in a.series)
