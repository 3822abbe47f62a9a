"""The match: target, winner, ties, dealer rotation."""

import pytest

from pilotta.match import Match, check_target, match_winner
from pilotta.simulate import random_match


def test_target_choices_and_range() -> None:
    for t in (51, 151, 251, 301, 5001):
        assert check_target(t) is None
    assert check_target(50) is not None
    assert check_target(5002) is not None
    assert check_target("301") is not None
    assert check_target(True) is not None
    with pytest.raises(ValueError):
        Match(target=20)


def test_first_to_reach_the_target_wins() -> None:
    assert match_winner((301, 120), 301) == 0
    assert match_winner((300, 120), 301) is None
    assert match_winner((120, 305), 301) == 1


def test_both_reach_it_higher_total_wins_exact_tie_plays_on() -> None:
    assert match_winner((320, 310), 301) == 0
    assert match_winner((310, 330), 301) == 1
    assert match_winner((310, 310), 301) is None


def test_dealer_passes_to_the_right() -> None:
    m = Match(seed=5, first_dealer=2)
    assert m.new_deal().dealer == 2
    with pytest.raises(ValueError):
        m.new_deal()  # the current deal is not finished


def test_random_match_runs_to_a_winner() -> None:
    m = random_match(151, seed=11)
    assert m.winner is not None
    totals = m.totals
    assert totals[m.winner] >= 151 and totals[m.winner] > totals[1 - m.winner]
    assert [d.dealer for d in m.deals] == [(3 + i) % 4 for i in range(len(m.deals))]
    assert totals == (sum(r.sheet[0] for r in m.results), sum(r.sheet[1] for r in m.results))
    with pytest.raises(ValueError):
        m.new_deal()
