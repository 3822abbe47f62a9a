"""The hard bot's search scores its playouts with the engine's rules, never a shortcut of
its own: a contract is made as ``scoring.score_deal`` says (the capot clause included), and
an exact endgame counts the tricks really won, not tricks guessed from points."""

from __future__ import annotations

from pilotta.bots.hard import contract_value
from pilotta.bots.playout import WorldExtras


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
