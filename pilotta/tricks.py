"""Trick play: which cards a player may play, and who wins a trick.

The state of a trick in progress is summed up by two numbers: the led suit (-1 before the
lead) and the highest trump on it (-1 when none). Every rule below reads only those, the
player's hand and the trump suit, with bitmasks.

1. Follow suit if you can; if trumps were led, beat the highest trump if you can.
2. Void in the led suit: trump if you can; overtrump a trump on the trick if you can, else
   still play a (lower) trump. In Pilotta this holds even over a winning partner; a rule set
   with the partner exemption (Belote) frees you when your partner is winning the trick: the
   caller passes ``free`` (its rules' exemption and the trick's state).
3. Void in the led suit and in trumps: play anything.

Coinche's contracts without a trump suit are ``trump`` 4 (sans-atout: no trumps, so rules 2
never applies) and 5 (tout-atout: every card is a trump, so rule 1 makes you beat the led
suit's best card, and void you play anything, since no other suit can win).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from .cards import (
    ALL_TRUMP,
    HIGHER_TRUMPS,
    LAST_TRICK_BONUS,
    POINTS,
    STRENGTH,
    SUIT_MASK,
    TRUMP_MASK,
    cards_in,
)
from .reasons import Illegal


def legal_mask(hand: int, led: int, best_trump: int, trump: int, free: bool = False) -> int:
    """The cards of ``hand`` that may be played now (``free``: void in the led suit, any
    card goes, as when a Belote partner is winning)."""
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    if follow:
        # a trump of another suit than the led one has no higher cards in it: follow freely
        if best_trump >= 0:
            higher = follow & HIGHER_TRUMPS[best_trump]
            if higher:
                return higher
        return follow
    if free:
        return hand
    trumps = hand & TRUMP_MASK[trump]
    if trumps:
        if best_trump >= 0:
            higher = trumps & HIGHER_TRUMPS[best_trump]
            if higher:
                return higher
        return trumps
    return hand


def card_shows(led: int, best_trump: int, trump: int, card: int, free: bool = False
               ) -> tuple[int, int]:
    """``legal_mask`` read backwards, for card counting: what a legal ``card`` played on a
    trick of state (``led``, ``best_trump``) shows about the hand it came from, as (the
    suits it holds none of, a 4-bit set; the cards it cannot hold). ``free`` as for
    ``legal_mask``. Not following: void in the led suit (rule 1) and, unless it trumped or
    was free, in trumps (rule 2). A trump that does not beat the highest one, unless free to
    play anything: no trump that beats it (it would have had to rise or overtrump)."""
    suit = card >> 3
    void = 0
    trumps = TRUMP_MASK[trump]
    if suit != led:
        void = 1 << led
        if trump < 4 and suit != trump and not free:
            void |= 1 << trump
    if (trumps >> card & 1 and best_trump >= 0 and not (free and suit != led)
            and not HIGHER_TRUMPS[best_trump] >> card & 1):
        return void, HIGHER_TRUMPS[best_trump]
    return void, 0


class PlayRule(StrEnum):
    """Which rule of ``legal_mask`` decides the cards a player may play (``play_rule``)."""

    LEAD = "lead"  # leading the trick: any card
    FOLLOW = "follow"  # holds the led side suit: any card of it
    BEAT_TRUMP_LEAD = "beat_trump_lead"  # trumps led: a trump that beats the best one
    FOLLOW_TRUMP_LOW = "follow_trump_low"  # trumps led, none beats the best: any trump
    TRUMP = "trump"  # void in the led suit: must trump
    OVERTRUMP = "overtrump"  # void, a trump on the trick: must beat it
    UNDERTRUMP = "undertrump"  # void, cannot beat the trump on the trick: still a trump
    PARTNER_FREE = "partner_free"  # void, partner winning, the exemption: any card
    DISCARD = "discard"  # void in the led suit and in trumps: any card


def play_rule(hand: int, led: int, best_trump: int, trump: int, free: bool = False
              ) -> tuple[PlayRule, int]:
    """The rule that applies to ``hand`` now, and the cards it allows (``legal_mask``'s):
    the branch of ``legal_mask`` taken, named. Same arguments as ``legal_mask``."""
    legal = legal_mask(hand, led, best_trump, trump, free)
    if led < 0:
        return PlayRule.LEAD, legal
    if hand & SUIT_MASK[led]:
        if best_trump >= 0 and best_trump >> 3 == led:
            higher = legal & HIGHER_TRUMPS[best_trump]
            return (PlayRule.BEAT_TRUMP_LEAD if higher else PlayRule.FOLLOW_TRUMP_LOW), legal
        return PlayRule.FOLLOW, legal
    if trump == ALL_TRUMP or not hand & TRUMP_MASK[trump]:
        return PlayRule.DISCARD, legal
    if free:
        return PlayRule.PARTNER_FREE, legal
    if best_trump >= 0:
        higher = legal & HIGHER_TRUMPS[best_trump]
        return (PlayRule.OVERTRUMP if higher else PlayRule.UNDERTRUMP), legal
    return PlayRule.TRUMP, legal


def explain(hand: int, led: int, best_trump: int, trump: int, card: int, free: bool = False
            ) -> Illegal | None:
    """None when ``card`` may be played, else the rule it breaks."""
    bit = 1 << card
    if not hand & bit:
        return Illegal("card_not_held", {"card": card})
    legal = legal_mask(hand, led, best_trump, trump, free)
    if legal & bit:
        return None
    if hand & SUIT_MASK[led]:
        if card >> 3 != led:
            return Illegal("must_follow", {"suit": led})
        return Illegal("must_rise", {"over": best_trump, "options": list(cards_in(legal))})
    if best_trump >= 0 and card >> 3 == trump:
        return Illegal("must_overtrump", {"over": best_trump, "options": list(cards_in(legal))})
    return Illegal("must_trump", {"led": led, "trump": trump})


def trick_state(cards: Sequence[int], trump: int) -> tuple[int, int]:
    """(led suit, highest trump) of a trick in progress; -1 for each when absent."""
    if not cards:
        return -1, -1
    best = -1
    led = cards[0] >> 3
    strength = STRENGTH[trump][led]
    trumps = TRUMP_MASK[trump]  # tout-atout: only the led suit's cards may win (-1 else)
    for c in cards:
        if trumps >> c & 1 and strength[c] >= 0 and (best < 0 or strength[c] > strength[best]):
            best = c
    return led, best


def legal_on(hand: int, cards: Sequence[int], trump: int, exemption: bool = False) -> int:
    """The cards of ``hand`` that may be played on the trick ``cards`` (in play order), under
    a rule set with or without the partner exemption (``Rules.partner_exemption``)."""
    if not cards:
        return hand
    led, best = trick_state(cards, trump)
    # the exemption only frees a player void in the led suit: test partner_winning then only
    free = exemption and not hand & SUIT_MASK[led] and partner_winning(cards, trump)
    return legal_mask(hand, led, best, trump, free)


def partner_winning(cards: Sequence[int], trump: int) -> bool:
    """Is the partner of the player to play now winning the trick on the table?"""
    return len(cards) >= 2 and winner_index(cards, trump) == len(cards) - 2


def winner_index(cards: Sequence[int], trump: int) -> int:
    """Index in ``cards`` (in play order) of the card that wins the trick."""
    strength = STRENGTH[trump][cards[0] >> 3]
    best = 0
    for i in range(1, len(cards)):
        if strength[cards[i]] > strength[cards[best]]:
            best = i
    return best


def trick_points(cards: Sequence[int], trump: int, last: bool = False) -> int:
    """The card points of a trick, plus the last trick's bonus when ``last``."""
    pts = POINTS[trump]
    if len(cards) == 4:  # a whole trick, unrolled: every simulated trick ends here
        total = pts[cards[0]] + pts[cards[1]] + pts[cards[2]] + pts[cards[3]]
    else:
        total = 0
        for c in cards:
            total += pts[c]
    return total + LAST_TRICK_BONUS if last else total


def close_trick(cards: Sequence[int], leader: int, trump: int, last: bool) -> tuple[int, int]:
    """A complete trick's winning seat and its points (the last trick's bonus included)."""
    return (leader + winner_index(cards, trump)) & 3, trick_points(cards, trump, last)
