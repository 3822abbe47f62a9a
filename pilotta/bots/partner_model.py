"""Inference from my partner's past cards, read with the rule my partner plays by.

A hard player keeps the heuristic's card (``heuristic.card_choice``: the normal bot's card
for its own hand, every other card unseen) unless another is clearly better (the switch
bar, ``Budget.switch_sigma`` and ``switch_margin``), while it has more than ``dds_cards``
cards. Its partner knows that rule as a player knows his partner's conventions, so a world
in which my partner's hand would have led the heuristic to another card explains his play
less well: its weight is multiplied by ``miss`` for each such card. The heuristic's card
depends only on the hand and on what the table has seen, so it is worked out exactly for
the partner's hand of each world (``choose_card_why`` with his knowledge then: the unseen
cards those his hand does not hold). Unlike ``play_model`` (the omniscient policy, a rough
model of players who cannot see the hands), this reads a rule my partner keeps to. In
Belote's card arena, with the bar back, it moved nothing (-0.27 and -0.28 at 0.3 and 0.1
over the bar alone, 900 deals): off (``benchmarks/BELOTE_ARENA.md``, "My partner's hand").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..observation import Observation
from ..tricks import legal_mask, partner_winning, trick_state
from .knowledge import infer, read_auction
from .policy import choose_card_why

# one past card of my partner: the trick before it, its led suit, highest trump and
# exemption (-1, -1, False for a lead), the card, the cards he played from then on, and what
# every seat could hold as he saw it with his own hand left out (``may`` of a blank hand)
_Step = tuple[list[int], int, int, bool, int, int, list[int]]


class PartnerModel:
    """My partner's past cards of one observation, read once, to weigh many worlds."""

    __slots__ = ("trump", "bidders", "miss", "partner", "steps", "suits")

    def __init__(self, obs: Observation, miss: float, min_cards: int, exemption: bool) -> None:
        assert obs.contract is not None
        self.trump = trump = obs.trump
        self.bidders = obs.contract.team
        self.miss = miss
        self.partner = p = obs.seat ^ 2
        tricks = [(t.leader, t.cards) for t in obs.tricks]
        tricks.append((obs.leader, obs.trick))
        # the cards my partner played, in order, each with its place
        mine: list[tuple[int, int, int]] = []  # (trick index, position, card)
        for j, (leader, cards) in enumerate(tricks):
            for i, c in enumerate(cards):
                if (leader + i) & 3 == p:
                    mine.append((j, i, c))
        self.steps: list[_Step] = []
        # the suits I bid: the heuristic reads them as its partner's (``card_choice``)
        self.suits = read_auction(obs).suits[obs.seat] & ~(1 << trump)
        for n, (j, i, c) in enumerate(mine):
            held = 8 - j  # cards in his hand before this card (eight each, both games)
            if held <= min_cards:
                continue
            leader, cards = tricks[j]
            prefix = list(cards[:i])
            later = 0
            for _, _, x in mine[n:]:
                later |= 1 << x
            played = 0
            for _, cs in tricks[:j]:
                for x in cs:
                    played |= 1 << x
            for x in prefix:
                played |= 1 << x
            # his view then, his hand left blank: the declarations shown after the first
            # trick, the announcements as now (one made later in the first trick would name
            # four Jacks or Nines early: rare, and then only those four cards are placed)
            seen = replace(obs, seat=p, to_act=p, hand=0, leader=leader, trick=tuple(prefix),
                           tricks=obs.tricks[:j], played=played, legal=(),
                           shown=obs.shown if j else ((), (), (), ()))
            k = infer(seen, memory=True)
            if prefix:
                led, best = trick_state(prefix, trump)
                free = exemption and partner_winning(prefix, trump)
            else:
                led, best, free = -1, -1, False
            self.steps.append((prefix, led, best, free, c, later, list(k.may)))

    def weight(self, hands: Sequence[int]) -> float:
        """The likelihood of my partner's past cards in the world ``hands`` (the cards each
        seat holds now): ``miss`` for each the rule would not have played."""
        p = self.partner
        trump = self.trump
        w = 1.0
        for prefix, led, best, free, c, later, may0 in self.steps:
            hand = hands[p] | later
            legal = legal_mask(hand, led, best, trump, free) if prefix else hand
            if not legal & (legal - 1):
                continue
            may = [m & ~hand for m in may0]
            may[p] = hand
            if choose_card_why(p, legal, trump, prefix, may, self.bidders, False,
                               self.suits)[0] != c:
                w *= self.miss
        return w
