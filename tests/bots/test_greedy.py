"""The greedy playout (``greedy.greedy_rollout``), the hard bot's second evaluation: it
follows by the rule its docstring states, finishes every deal with all the points counted,
and gives the same line for the same seed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.bots import make_bot
from pilotta.bots.greedy import greedy_rollout
from pilotta.bots.hard import HardBot
from pilotta.cards import mask_of, parse_card, parse_suit
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

from bots_util import early_card_choices, shuffled_deal


def _cards(text: str) -> int:
    return mask_of(parse_card(c) for c in text.split())


def test_it_takes_a_trick_cheaply_and_throws_its_cheapest_card_otherwise() -> None:
    """Hearts trump, two tricks left; seat 1 has led the 10 of spades. Seat 2 (opponents
    winning) takes it with the ace, not the 7; seat 3 cannot beat the ace and throws the 8
    (0 points), not the king; seat 0 (partner winning) throws the jack (2), not the queen
    (3): 10 + 11 + 0 + 2 = 23 to team 0. The last trick (7S, KS, QS, 7D) goes to seat 3's
    king: 4 + 3 and the last trick's 10, 17 to team 1. No random draw decides a card here
    (epsilon 0, and the last lead is forced)."""
    hands = [_cards("QS JS"), _cards("7D"), _cards("AS 7S"), _cards("KS 8S")]
    tp, tw = [0, 0], [0, 0]
    greedy_rollout(hands, parse_suit("H"), 1, [parse_card("TS")], tp, tw, True, Rng(1), 0.0)
    assert (tp, tw) == ([23, 17], [1, 1])
    assert hands == [0, 0, 0, 0]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3))
def test_a_full_deal_is_played_out_with_every_point_counted(seed: int, rules: str,
                                                            trump: int) -> None:
    """All 32 cards played in 8 tricks; the team points are the pack's 152 and the last
    trick's 10; the same seed gives the same line."""
    dealt = shuffled_deal(seed)
    results = []
    for _ in range(2):
        hands = list(dealt)
        tp, tw = [0, 0], [0, 0]
        greedy_rollout(hands, trump, seed & 3, [], tp, tw,
                       rules_named(rules).partner_exemption, Rng(derive_seed(seed, 1)))
        assert hands == [0, 0, 0, 0]
        assert sum(tw) == 8 and sum(tp) == 162
        results.append((tp, tw))
    assert results[0] == results[1]


def test_the_hard_bot_with_greedy_playouts_decides_the_same_twice() -> None:
    """A Belote deal played by four hard bots with a small budget and two greedy playouts
    a card and world: the same seeds give the same actions."""
    def play() -> list[str]:
        deal = Deal.from_rng(Rng(5), 1, rules_named("belote"))
        bots = [make_bot("hard", derive_seed(9, s), budget="tiny", greedy_playouts=2)
                for s in range(4)]
        while not deal.is_over:
            s = deal.to_act
            assert s is not None
            deal.push(bots[s].act(deal.observation(s)))
        return [str(a) for a in deal.actions]

    assert play() == play()


def test_greedy_leads_uses_the_greedy_playouts_at_leads_only() -> None:
    """With ``greedy_leads`` the card values at a lead are those of the bot with greedy
    playouts everywhere, and when following those of the bot without them (the same
    worlds: the greedy draws come from their own stream)."""
    leads = follows = 0
    for obs in early_card_choices():
        values = []
        for options in ({}, {"greedy_playouts": 2},
                        {"greedy_playouts": 2, "greedy_leads": True}):
            bot = HardBot(9, budget="tiny", dds_cards=0, **options)
            bot.act(obs)
            values.append(bot.last.values)
        if obs.trick:
            follows += 1
            assert values[2] == values[0]
        else:
            leads += 1
            assert values[2] == values[1] != values[0]
    assert leads and follows
