"""Positions the bots' tests share."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from pilotta.actions import PLAYS, Play
from pilotta.bots import make_bot
from pilotta.cards import cards_in, mask_of
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named
from pilotta.tricks import legal_on


def play_until(deal: Deal, card_of: Callable[[int, Observation], int],
               stop: Callable[[int, Observation], bool]) -> Observation:
    """``deal`` with the ``normal`` bots' calls and ``card_of(seat, observation)``'s cards,
    up to the first card decision where ``stop(seat, observation)``: that observation."""
    callers = [make_bot("normal", s) for s in range(4)]
    while True:
        s = deal.to_act
        assert s is not None
        obs = deal.observation(s)
        if not isinstance(obs.legal[0], Play):
            deal.push(callers[s].act(obs))
        elif stop(s, obs):
            return obs
        else:
            deal.push(PLAYS[card_of(s, obs)])


def early_card_choices() -> Iterator[Observation]:
    """The card decisions with a choice and more than five cards in hand of one Belote
    deal played by four ``normal`` bots."""
    return card_choices(range(6, 9))


def card_choices(sizes: range) -> Iterator[Observation]:
    """The card decisions with a choice and ``sizes`` cards in hand of one Belote deal
    played by four ``normal`` bots."""
    deal = Deal.from_rng(Rng(5), 1, rules_named("belote"))
    normal = [make_bot("normal", derive_seed(3, s)) for s in range(4)]
    while not deal.is_over:
        s = deal.to_act
        assert s is not None
        obs = deal.observation(s)
        if (len(obs.legal) > 1 and all(isinstance(a, Play) for a in obs.legal)
                and obs.hand.bit_count() in sizes):
            yield obs
        deal.push(normal[s].act(obs))


def shuffled_deal(seed: int) -> list[int]:
    """Four hands of eight cards, shuffled by ``seed``."""
    return cut_position(seed, False, 0, 0, 8)[0]


def cut_position(seed: int, exemption: bool, trump: int, played: int, size: int
                 ) -> tuple[list[int], int, list[int]]:
    """A deal shuffled by ``seed``, cut to ``size`` cards a hand, with ``played`` legal
    cards of a trick on the table (each the legal card at ``seed``'s index): the hands,
    the trick's leader (``seed & 3``), the trick."""
    deck = list(range(32))
    Rng(seed).shuffle(deck)
    hands = [mask_of(deck[8 * s:8 * s + size]) for s in range(4)]
    leader = seed & 3
    trick: list[int] = []
    for i in range(played):
        s = (leader + i) & 3
        options = list(cards_in(legal_on(hands[s], trick, trump, exemption)
                                if trick else hands[s]))
        c = options[seed % len(options)]
        hands[s] &= ~(1 << c)
        trick.append(c)
    return hands, leader, trick
