"""The exact card-play solver (``pilotta.bots.dds``): endings worked by hand from the rules,
and a property test against a plain minimax written with the engine's trick functions, on
random endings of 3 to 5 tricks of both games and every contract (a trump suit,
sans-atout, tout-atout)."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.bots.dds import Solver
from pilotta.bots.endgame import line_tricks
from pilotta.cards import HEARTS, ORDER, cards_in, mask_of, parse_card
from pilotta.rng import Rng
from pilotta.tricks import close_trick, legal_mask, legal_on, partner_winning, trick_state


def hand(*names: str) -> int:
    return mask_of(parse_card(n) for n in names)


def cards(*names: str) -> list[int]:
    return [parse_card(n) for n in names]


def minimax(hands: tuple[int, ...], leader: int, trick: tuple[int, ...], trump: int,
            team: int, exemption: bool) -> int:
    """``team``'s points from the remaining cards, every seat choosing in turn: the rules'
    definition, card by card (a cache only spares repeated positions)."""

    @cache
    def value(hands: tuple[int, ...], leader: int, trick: tuple[int, ...]) -> int:
        if len(trick) == 4:
            winner, points = close_trick(trick, leader, trump, not any(hands))
            rest = value(hands, winner, ())
            return rest + (points if winner & 1 == team else 0)
        seat = (leader + len(trick)) & 3
        if trick:
            led, best = trick_state(trick, trump)
            legal = legal_mask(hands[seat], led, best, trump,
                               exemption and partner_winning(trick, trump))
        else:
            legal = hands[seat]
        if not legal:
            return 0
        results = []
        for c in cards_in(legal):
            after = list(hands)
            after[seat] ^= 1 << c
            results.append(value(tuple(after), leader, (*trick, c)))
        return max(results) if seat & 1 == team else min(results)

    return value(hands, leader, trick)


# --- endings worked by hand ----------------------------------------------------------------
def test_pilotta_ending_worked_by_hand() -> None:
    """Hearts trump; seat 3 led the Q♠, seat 0 followed 7♠. Seat 1 holds A♠ 8♠, seat 2
    T♠ 9♥, seat 3 K♠, seat 0 J♥.
    - A♠: seat 1 takes Q 3 + A 11 + T 10 = 24; he leads 8♠, seat 2 must trump (9♥), seat 0
      overtrumps with J♥: 14 + 4 + 20 and the last 10 = 48 for seats 0 and 2.
    - 8♠: seat 2's T♠ takes 3 + 10 = 13, then 9♥ led draws K♠, J♥, A♠: 14 + 4 + 20 + 11 +
      10 = 59 more for seats 0 and 2, nothing for seats 1 and 3.
    So seats 1 and 3 take 24 (A♠) and the other side 48 of the 72 still out."""
    hands = [hand("JH"), hand("AS", "8S"), hand("TS", "9H"), hand("KS")]
    trick = cards("QS", "7S")
    s = Solver(HEARTS, 1)
    assert s.move_values(hands, 3, trick) == {parse_card("8S"): 0, parse_card("AS"): 24}
    assert s.value(hands, 3, trick) == 24
    assert Solver(HEARTS, 0).value(hands, 3, trick) == 48
    assert minimax(tuple(hands), 3, tuple(trick), HEARTS, 1, False) == 24


def test_belote_partner_exemption_worked_by_hand() -> None:
    """Hearts trump; seat 0 led A♠, seat 1 played 7♠; seat 2 (void in spades, partner
    winning) holds 7♥ K♦, seat 3 8♠ T♦, seat 0 8♣, seat 1 9♣.
    - Pilotta: seat 2 must trump, 7♥ takes 11; he leads K♦, T♦ takes 4 + 10 + the last 10:
      seats 0 and 2 take 11.
    - Belote: seat 2 may discard K♦ on his partner's ace: 11 + 4 = 15; seat 0 leads 8♣,
      9♣ would win but seat 2 trumps with 7♥: 10 (T♦) + the last 10: 35, all of it."""
    hands = [hand("8C"), hand("9C"), hand("7H", "KD"), hand("8S", "TD")]
    trick = cards("AS", "7S")
    assert Solver(HEARTS, 0, exemption=False).move_values(hands, 0, trick) == \
        {parse_card("7H"): 11}
    belote = Solver(HEARTS, 0, exemption=True)
    assert belote.move_values(hands, 0, trick) == {parse_card("7H"): 11, parse_card("KD"): 35}
    assert belote.value(hands, 0, trick) == 35
    assert Solver(HEARTS, 1, exemption=True).value(hands, 0, trick) == 0
    for exemption, want in ((False, 11), (True, 35)):
        assert minimax(tuple(hands), 0, tuple(trick), HEARTS, 0, exemption) == want


def test_last_trick_plays_itself() -> None:
    """One card each, J♥ trump led: 20 + 11 + 0 + 10 + the last 10."""
    hands = [hand("JH"), hand("AS"), hand("7S"), hand("TS")]
    assert Solver(HEARTS, 0).value(hands, 0, []) == 51
    assert Solver(HEARTS, 1).value(hands, 0, []) == 0


# --- against the plain minimax ---------------------------------------------------------------
def random_ending(seed: int, tricks: int, exemption: bool, trumps: int = 4,
                  trump: int | None = None) -> tuple[list[int], int, list[int], int]:
    """(hands, leader, trick on the table, trump): ``tricks`` cards each, then up to three
    random legal cards on the table; the trump ``trump``, or one of the first ``trumps`` of
    0..5 (4 and 5: Coinche's sans-atout and tout-atout)."""
    rng = Rng(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of(deck[s * tricks:(s + 1) * tricks]) for s in range(4)]
    drawn = rng.below(trumps)
    trump = drawn if trump is None else trump
    leader = rng.below(4)
    trick: list[int] = []
    for _ in range(rng.below(4)):
        seat = (leader + len(trick)) & 3
        if trick:
            led, best = trick_state(trick, trump)
            legal = legal_mask(hands[seat], led, best, trump,
                               exemption and partner_winning(trick, trump))
        else:
            legal = hands[seat]
        options = list(cards_in(legal))
        c = options[rng.below(len(options))]
        hands[seat] ^= 1 << c
        trick.append(c)
    return hands, leader, trick, trump


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.sampled_from((3, 4, 5)), st.booleans(), st.integers(0, 1))
def test_solver_equals_plain_minimax(seed: int, tricks: int, exemption: bool,
                                     team: int) -> None:
    """Value and each legal card's value are the minimax's, in Pilotta and in Belote."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption)
    s = Solver(trump, team, exemption)
    assert s.value(hands, leader, trick) == \
        minimax(tuple(hands), leader, tuple(trick), trump, team, exemption)
    seat = (leader + len(trick)) & 3
    for c, v in s.move_values(list(hands), leader, list(trick)).items():
        after = list(hands)
        after[seat] ^= 1 << c
        assert v == minimax(tuple(after), leader, (*trick, c), trump, team, exemption), c
    # the position's value is the mover's best card, for either side
    mover = Solver(trump, seat & 1, exemption)
    assert mover.value(hands, leader, trick) == \
        max(mover.move_values(list(hands), leader, list(trick)).values())


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.sampled_from((3, 4, 5)), st.booleans(), st.integers(0, 1))
def test_solver_equals_plain_minimax_every_contract(seed: int, tricks: int, exemption: bool,
                                                    team: int) -> None:
    """The same in every contract of the tables: a suit, sans-atout (4), tout-atout (5)."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption, trumps=6)
    assert Solver(trump, team, exemption).value(hands, leader, trick) == \
        minimax(tuple(hands), leader, tuple(trick), trump, team, exemption)


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.sampled_from((3, 4, 5)), st.sampled_from((4, 5)),
       st.integers(0, 1))
def test_solver_equals_plain_minimax_without_a_trump_suit(seed: int, tricks: int, trump: int,
                                                          team: int) -> None:
    """Sans-atout and tout-atout, where the solver also counts the leader's masters as
    sure tricks (no suit can ruff them): the minimax's value, and each card's."""
    hands, leader, trick, trump = random_ending(seed, tricks, True, trump=trump)
    s = Solver(trump, team, True)
    assert s.value(hands, leader, trick) == \
        minimax(tuple(hands), leader, tuple(trick), trump, team, True)
    seat = (leader + len(trick)) & 3
    for c, v in s.move_values(list(hands), leader, list(trick)).items():
        after = list(hands)
        after[seat] ^= 1 << c
        assert v == minimax(tuple(after), leader, (*trick, c), trump, team, True), c


@settings(max_examples=30)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.sampled_from((3, 4)), st.booleans())
def test_one_solver_asked_about_other_deals_equals_plain_minimax(seed: int, other: int,
                                                                 tricks: int,
                                                                 exemption: bool) -> None:
    """The tables are keyed by the cards out, each card's owner noted at the first call;
    a solver then asked about another deal of the same trump (two seats' hands swapped, a
    new ending) forgets what it knew: each deal's own minimax value."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption)
    s = Solver(trump, 0, exemption)
    assert s.value(hands, leader, trick) == \
        minimax(tuple(hands), leader, tuple(trick), trump, 0, exemption)
    # two seats of as many cards swap hands
    a, b = next((a, b) for a in range(4) for b in range(a + 1, 4)
                if hands[a].bit_count() == hands[b].bit_count())
    swapped = list(hands)
    swapped[a], swapped[b] = hands[b], hands[a]
    assert s.value(swapped, leader, trick) == \
        minimax(tuple(swapped), leader, tuple(trick), trump, 0, exemption)
    h2, l2, t2, _ = random_ending(other, tricks, exemption, trump=trump)
    assert s.value(h2, l2, t2) == minimax(tuple(h2), l2, tuple(t2), trump, 0, exemption)
    assert s.value(hands, leader, trick) == \
        minimax(tuple(hands), leader, tuple(trick), trump, 0, exemption)


@settings(max_examples=30)
@given(st.integers(0, 2**32), st.sampled_from((4, 5)), st.booleans(), st.integers(0, 1),
       st.integers(0, 200))
def test_tables_kept_across_guesses_equal_plain_minimax(seed: int, tricks: int,
                                                         exemption: bool, team: int,
                                                         guess: int) -> None:
    """One solver asked again and again with first tests far from the value (its tables
    of bounds after a lead and at trick starts, and the two-trick endings' exact values
    returned where a test is decided, read across tests of other targets): always the
    minimax's value, and each card's."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption)
    want = minimax(tuple(hands), leader, tuple(trick), trump, team, exemption)
    s = Solver(trump, team, exemption)
    for g in (0, 1000, guess, None):
        assert s.value(hands, leader, trick, guess=g) == want
    seat = (leader + len(trick)) & 3
    for c, v in s.move_values(list(hands), leader, list(trick)).items():
        after = list(hands)
        after[seat] ^= 1 << c
        assert v == minimax(tuple(after), leader, (*trick, c), trump, team, exemption), c


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.sampled_from((3, 4, 5)), st.booleans(), st.integers(0, 1),
       st.sampled_from((None, 0, 1000)), st.sampled_from((None, 40)))
def test_root_cards_one_by_one_equal_plain_minimax(seed: int, tricks: int, exemption: bool,
                                                    team: int, guess: int | None,
                                                    budget: int | None) -> None:
    """The driver that searches the root's cards one by one (each tested against the best
    so far; full deals use it, ``ROOT_CARDS``), asked here from any size, for either side
    to move, with first guesses far from the value and in slices: the minimax's value, and
    each card's."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption, trumps=6)
    want = minimax(tuple(hands), leader, tuple(trick), trump, team, exemption)
    s = Solver(trump, team, exemption)
    s.root_cards = 1
    run = s.value_in_slices(hands, leader, trick, budget, guess)
    while True:
        try:
            next(run)
        except StopIteration as done:
            assert done.value == want
            break
    seat = (leader + len(trick)) & 3
    for c, v in s.move_values(list(hands), leader, list(trick)).items():
        after = list(hands)
        after[seat] ^= 1 << c
        assert v == minimax(tuple(after), leader, (*trick, c), trump, team, exemption), c


def renamed(hands: list[int], trick: list[int], trump: int, seed: int) -> list[int]:
    """``hands`` with the cards in hand of each suit replaced by another set of as many
    cards of that suit (none of the trick's), each hand keeping the same places in the
    suit's strength order: the same shape (``Solver._shape``)."""
    rng = Rng(seed)
    out = [0, 0, 0, 0]
    used = mask_of(trick)
    for s in range(4):
        held = [c for c in range(s * 8, s * 8 + 8) if any(h >> c & 1 for h in hands)]
        free = [c for c in range(s * 8, s * 8 + 8) if not used >> c & 1]
        rng.shuffle(free)
        new = sorted(free[:len(held)], key=ORDER[trump].__getitem__)
        for old, c in zip(sorted(held, key=ORDER[trump].__getitem__), new, strict=True):
            seat = next(i for i in range(4) if hands[i] >> old & 1)
            out[seat] |= 1 << c
    return out


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.sampled_from((2, 3, 4)), st.booleans(), st.integers(0, 1))
def test_same_shape_values_within_the_point_differences(seed: int, tricks: int,
                                                         exemption: bool, team: int) -> None:
    """What the shape table relies on: two positions that differ only by cards renamed in
    each suit's rank order have values within the renamed cards' point differences."""
    hands, leader, _, trump = random_ending(seed, tricks, exemption, trumps=6)
    other = renamed(hands, [], trump, seed + 1)
    assert solver_key_shape(hands, leader, trump) == solver_key_shape(other, leader, trump)
    lo, hi = shape_delta_of(hands, other, trump)
    v = minimax(tuple(hands), leader, (), trump, team, exemption)
    w = minimax(tuple(other), leader, (), trump, team, exemption)
    assert v + lo <= w <= v + hi


def solver_key_shape(hands: list[int], leader: int, trump: int) -> int:
    return Solver(trump, 0)._shape(list(hands), leader)


def shape_delta_of(a: list[int], b: list[int], trump: int) -> tuple[int, int]:
    return Solver(trump, 0)._delta(a[0] | a[1] | a[2] | a[3], b[0] | b[1] | b[2] | b[3])


def test_nodes_are_deterministic() -> None:
    hands, leader, trick, trump = random_ending(7, 5, True)
    counts = set()
    for _ in range(2):
        s = Solver(trump, 0, True)
        s.value(hands, leader, trick)
        counts.add(s.nodes)
    assert len(counts) == 1


@settings(max_examples=150)
@given(st.integers(0, 2**32), st.booleans(), st.integers(0, 1))
def test_two_trick_endings_solved_whole_equal_plain_minimax(seed: int, exemption: bool,
                                                             team: int) -> None:
    """The two-trick endings the solver works out whole (every way to play the first trick,
    then the last) are the minimax's, from every leader, for either side."""
    rng = Rng(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of(deck[2 * s:2 * s + 2]) for s in range(4)]
    trump, leader = rng.below(4), rng.below(4)
    s = Solver(trump, team, exemption)
    assert s.value(hands, leader, []) == \
        minimax(tuple(hands), leader, (), trump, team, exemption)
    assert s.exact  # solved through the two-trick table


@settings(max_examples=25)
@given(st.integers(0, 2**32), st.sampled_from((4, 5)), st.booleans(),
       st.sampled_from((50, 300)))
def test_value_in_slices_is_the_value(seed: int, tricks: int, exemption: bool,
                                      budget: int) -> None:
    """Solved in slices of a node budget: the same value as in one go; the first slice
    stays near the budget (a few plies over at most), and the same budget gives the same
    slices."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption)
    want = Solver(trump, 0, exemption).value(hands, leader, trick)
    runs = []
    for _ in range(2):
        s = Solver(trump, 0, exemption)
        run = s.value_in_slices(hands, leader, trick, budget)
        marks = [0]
        while True:
            try:
                marks.append(next(run))
            except StopIteration as done:
                assert done.value == want
                break
        # the budget is checked where a test can stop: the plies in between (a two-trick
        # ending solved whole among them) may go over it by a little, at most 22 nodes over
        # 12,000 random endings of 4-5 tricks and budgets 50 and 300
        assert len(marks) == 1 or marks[1] <= budget + 32
        runs.append((marks, s.nodes))
    assert runs[0] == runs[1]


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.sampled_from((2, 3, 4)), st.booleans(), st.integers(0, 1),
       st.integers(-5, 5))
def test_reaches_and_the_best_line_follow_the_minimax(seed: int, tricks: int, exemption: bool,
                                                      team: int, off: int) -> None:
    """``reaches`` answers "does the team take at least gamma" as the minimax does; the
    endgame's best line (its tricks found by zero-window tests of the known value) is the
    rules' definition: at every turn the lowest card of best minimax value for the side to
    move, the team maximising its points and the other side minimising them."""
    hands, leader, trick, trump = random_ending(seed, tricks, exemption)
    s = Solver(trump, team, exemption)
    value = minimax(tuple(hands), leader, tuple(trick), trump, team, exemption)
    assert s.reaches(hands, leader, trick, value + off) == (value >= value + off)
    want = [0, 0]
    h, lead, t = list(hands), leader, list(trick)
    while True:
        if len(t) == 4:
            winner, _ = close_trick(t, lead, trump, not any(h))
            want[winner & 1] += 1
            lead, t = winner, []
        seat = (lead + len(t)) & 3
        if not h[seat]:
            break
        values = {}
        for c in cards_in(legal_on(h[seat], t, trump, exemption)):
            after = list(h)
            after[seat] ^= 1 << c
            values[c] = minimax(tuple(after), lead, (*t, c), trump, team, exemption)
        target = max(values.values()) if seat & 1 == team else min(values.values())
        card = min(c for c, v in values.items() if v == target)
        h[seat] ^= 1 << card
        t.append(card)
    assert line_tricks(s, hands, leader, trick, value) == (want[0], want[1])
