"""The hard bot's search scores its playouts with the engine's rules, never a shortcut of
its own: a contract is made as ``scoring.score_deal`` says (the capot clause included), and
an exact endgame counts the tricks really won, not tricks guessed from points."""

from __future__ import annotations

from pilotta.bots.dds import Solver
from pilotta.bots.endgame import solved_moves
from pilotta.bots.hard import contract_value
from pilotta.bots.playout import WorldExtras, outcome
from pilotta.cards import mask_of, parse_card, parse_suit


def test_capotted_bidders_fail_even_when_declarations_reach_the_bid() -> None:
    """Bidders (team 0, 160) with four Jacks (200) who win no trick: B = 0 + 200 reaches the
    bid, but a capot by the defence is always a failed contract (RULES.md, scoring;
    ``score_deal``): the defence scores 250 + 160 + 200 and the bidders nothing."""
    runs = [([0, 162], [0, 8], WorldExtras((200, 0), -1), 1)]
    ev, made = contract_value(runs, 0, 160, 1, 0)
    assert made == 0.0
    assert ev == -(250 + 160 + 200)


def test_a_made_contract_counts_as_made() -> None:
    """100 bid, 100 trick points and 8 tricks' split 5-3: made, 100 + 100 against 62."""
    runs = [([100, 62], [5, 3], WorldExtras((0, 0), -1), 1)]
    assert contract_value(runs, 0, 100, 1, 0) == (200 - 62, 1.0)


def _cards(text: str) -> int:
    return mask_of(parse_card(c) for c in text.split())


def test_a_trick_of_no_points_is_a_trick_won() -> None:
    """Two tricks left, hearts trump and nobody holds one; team 0 has won no trick yet.
    Seat 0 leads the 8 of spades: only seat 2's 7 follows, so team 0 wins that trick, but
    seats 1 and 3 throw their 7 and 8 of clubs on it: 0 points. The last trick (A, T, 8 of
    diamonds on the 7, and the 10 for the last trick) goes to seat 1. Team 0 ends with 0
    points and one trick: no capot. Leading the 7 of diamonds instead loses both tricks."""
    hands = [_cards("8S 7D"), _cards("7C AD"), _cards("7S 8D"), _cards("8C TD")]
    solver = Solver(parse_suit("H"), 0)
    done = [(162 - 31, 0), (0, 6)]  # points and tricks of the six tricks played: team 1's
    out = {c: (tp, tw) for c, tp, tw in
           solved_moves(solver, hands, 0, [], [done[0][1], done[0][0]], list(done[1]))}
    lead_spade, lead_diamond = out[parse_card("8S")], out[parse_card("7D")]
    assert lead_spade == ([0, 162], [1, 7])
    assert lead_diamond == ([0, 162], [0, 8])
    # scored by the engine's rules: leading the spade saves team 0 (bidders, 80) from a capot
    extras = WorldExtras((0, 0), -1)
    assert outcome(0, 80, 1, *lead_spade, extras, 0) == -(162 + 80)
    assert outcome(0, 80, 1, *lead_diamond, extras, 0) == -(250 + 80)
