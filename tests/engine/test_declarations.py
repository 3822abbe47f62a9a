"""Declarations: runs, fours, the best disjoint set, and which team counts."""

from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.cards import R9, RJ
from pilotta.declarations import (
    FOUR,
    RUN,
    best_declarations,
    counting_team,
    four_rank,
    has_declaration,
)

from engine_util import mask

H, S, D, C = 1, 0, 2, 3


def values(hand: str, trump: int = S) -> list[tuple[str, int]]:
    return [(d.kind, d.value) for d in best_declarations(mask(hand), trump)]


def test_runs_by_length() -> None:
    assert values("7H 8H 9H AS KD 7C 9C JC") == [(RUN, 20)]
    assert values("7H 8H 9H TH AS KD 7C 9C") == [(RUN, 50)]
    assert values("7H 8H 9H TH JH AS KD 9C") == [(RUN, 100)]
    assert values("7H 8H 9H TH JH QH AS 9C") == [(RUN, 100)]


def test_run_of_eight_is_one_run_of_100() -> None:
    decls = best_declarations(mask("7H 8H 9H TH JH QH KH AH"), S)
    assert [(d.kind, d.value, d.length) for d in decls] == [(RUN, 100, 8)]


def test_fours_of_a_kind() -> None:
    assert values("JH JS JD JC 7H 9S KD AC") == [(FOUR, 200)]
    assert values("9H 9S 9D 9C 7H JS KD AC") == [(FOUR, 150)]
    assert values("AH AS AD AC 7H JS KD 9C") == [(FOUR, 100)]
    assert values("8H 8S 8D 8C 7H JS KD AC") == []
    assert values("7H 7S 7D 7C 8H JS KD AC") == []


def test_four_jacks_taken_out_of_a_run_leaves_the_rest() -> None:
    # 7-8-9-T-J of hearts with the other three Jacks: four Jacks 200 + 7-8-9-T 50.
    assert values("7H 8H 9H TH JH JS JD JC") == [(FOUR, 200), (RUN, 50)]


def test_best_set_prefers_the_higher_total() -> None:
    # Q-K-A of spades + four Kings: the four Kings (100) beat the run (20) that shares KS.
    assert values("QS KS AS KH KD KC 7H 8D") == [(FOUR, 100)]
    # A run of five (100) and four Queens sharing QH: the run stays whole only without the
    # four; four Queens 100 + 8-9-T-J 50 = 150 > 100.
    assert values("8H 9H TH JH QH QS QD QC") == [(FOUR, 100), (RUN, 50)]


def test_two_runs_in_one_hand() -> None:
    assert sorted(values("7H 8H 9H 7S 8S 9S TS AC")) == [(RUN, 20), (RUN, 50)]


def decls(hand: str, trump: int = S):  # type: ignore[no-untyped-def]
    return best_declarations(mask(hand), trump)


def test_highest_declaration_decides_the_team() -> None:
    a = decls("7H 8H 9H TH AS KD 7C 9C")  # run of 4 (50), seat 0
    b = decls("7S 8S 9S AH KH 8D 7D 8C")  # run of 3 (20), seat 1
    assert counting_team([(0, a), (1, b)], D) == 0
    assert counting_team([(1, b)], D) == 1
    assert counting_team([], D) is None


def test_four_beats_run_of_equal_value() -> None:
    four_kings = decls("KH KS KD KC 7H 9S 8D AC")
    run_of_five = decls("7D 8D 9D TD JD AS QC AH")
    assert counting_team([(0, run_of_five), (1, four_kings)], H) == 1


def test_higher_four_in_natural_order() -> None:
    aces = decls("AH AS AD AC 7H 9S 8D JC")
    kings = decls("KH KS KD KC 7S 9H 8C JD")
    assert counting_team([(0, kings), (1, aces)], H) == 1


def test_runs_longer_then_higher_then_trump() -> None:
    six = decls("7H 8H 9H TH JH QH AS 9C")
    five = decls("TD JD QD KD AD 7S 8C 9S")
    assert counting_team([(0, five), (1, six)], S) == 1  # both 100: longer wins
    low = decls("7H 8H 9H AS KD 7C 9C JC")
    high = decls("9S TS JS AH KC 8D 7D QD")
    assert counting_team([(0, low), (1, high)], D) == 1  # both 20: higher top card
    spades = decls("7S 8S 9S AH KC 7D 8D JD")
    hearts = decls("7H 8H 9H AS KD 9C TC QC")
    assert counting_team([(0, spades), (1, hearts)], H) == 1  # same run: the one in trump
    assert counting_team([(0, spades), (1, hearts)], C) is None  # exact tie: nobody


def test_team_counts_all_of_its_declarations_via_best_one() -> None:
    a = decls("7H 8H 9H AS KD 7C 9C JC")  # 20
    partner = decls("9S TS JS QS AH KC 8D 7D")  # 50
    opp = decls("7D 8D 9D TD AC KH 8S QC")  # 50, top T < top Q
    assert counting_team([(0, a), (1, opp), (2, partner)], H) == 0


def test_an_announced_four_names_its_rank_only_when_one_rank_has_its_value() -> None:
    """Four Jacks are the only 200 and four Nines the only 150; a 100 is four Aces, Tens,
    Kings or Queens, and 8s and 7s are worth nothing (no four of them is announced)."""
    assert four_rank(200) == RJ
    assert four_rank(150) == R9
    assert four_rank(100) is None
    assert four_rank(0) is None and four_rank(50) is None


def test_has_declaration_by_bits_on_worked_hands() -> None:
    """A run of three across two suits is none (7S 8S and 9H); four 8s count nothing."""
    assert has_declaration(mask("7S 8S 9S AH KC 7D 8D JD"))
    assert not has_declaration(mask("7S 8S 9H AH KC 7D TD JC"))
    assert not has_declaration(mask("8S 8H 8D 8C AH KS 9D JC"))
    assert has_declaration(mask("9S 9H 9D 9C AH KS 7D JC"))


@settings(max_examples=400, deadline=None)
@given(st.sets(st.integers(0, 31), min_size=0, max_size=8))
def test_has_declaration_is_whether_best_declarations_finds_one(cards: set[int]) -> None:
    hand = sum(1 << c for c in cards)
    assert has_declaration(hand) == bool(best_declarations(hand, 0))
