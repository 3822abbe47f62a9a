"""The auction's hand evaluation: its tables give the linear model's float exactly."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pilotta.bots.evaluate import COUNT_CHANCE, WEIGHTS, declaration_value, features, team_points
from pilotta.cards import mask_of, parse_card
from pilotta.declarations import PILOTTA_POINTS, best_declarations, pilotta_cards

hands = st.sets(st.integers(0, 31), max_size=12).map(lambda cs: sum(1 << c for c in cs))


def model(hand: int, trump: int, leads: bool) -> float:
    """The model as its docstring states it: the weights times the features, in order."""
    v = 0.0
    for w, x in zip(WEIGHTS, features(hand, trump, leads), strict=True):
        v += w * x
    return max(0.0, min(162.0, v))


@given(hands, st.integers(0, 5), st.booleans())
def test_team_points_is_the_weighted_features_to_the_last_bit(hand: int, trump: int,
                                                               leads: bool) -> None:
    # the samplers' weights, hence the worlds and the bots' decisions, depend on the float
    assert team_points(hand, trump, leads).hex() == model(hand, trump, leads).hex()


@given(hands, st.integers(0, 5))
def test_declaration_value_without_declarations_is_the_pilotta_alone(hand: int,
                                                                     trump: int) -> None:
    v = 0.0
    for d in best_declarations(hand, trump):
        v += d.value * COUNT_CHANCE.get(d.value, 1.0)
    kq = pilotta_cards(trump)
    if hand & kq == kq:
        v += PILOTTA_POINTS
    assert declaration_value(hand, trump).hex() == v.hex()


def test_a_worked_hand() -> None:
    # J, 9, A of hearts (trump: three), the A and 10 of spades, the King of diamonds
    # alone, no clubs: bias 46.24 + J 21.17 + 9 11.11 + A 6.95 + three trumps 3 x 5.41
    # + a side Ace 9.32 + Ace with Ten -0.66 + a void 4.77 + a singleton 2.15
    hand = mask_of(parse_card(c) for c in ["JH", "9H", "AH", "AS", "TS", "KD"])
    assert team_points(hand, 1) == model(hand, 1, False)
    assert round(team_points(hand, 1), 2) == round(
        46.24 + 21.17 + 11.11 + 6.95 + 3 * 5.41 + 9.32 - 0.66 + 4.77 + 2.15, 2)
