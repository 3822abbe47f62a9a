"""What the guided deal says at each of the player's moves: the move the lesson plays and
the rule that makes it right, from the engine (``play_constraint`` names the rule a card
obeys; the deal's declarations, the turned card). Pure Python."""

from __future__ import annotations

from pilotta.actions import BID, PASS, TAKE, Action, Call, Declare, Play
from pilotta.cards import card_pretty
from pilotta.explain import play_constraint
from pilotta.game import Deal
from web.i18n.translate import call_words, suit_word, t
from web.summary.deal_lines import declaration_name

HUMAN = 0


def prompt(deal: Deal, want: Action) -> str:
    """The player's next move in the lesson, ``want``, and why (the deal as it is now)."""
    if isinstance(want, Call):
        return _call_prompt(deal, want)
    if isinstance(want, Declare):
        what = ", ".join(declaration_name(d) for d in deal.possible[HUMAN])
        return t("guide_announce", what=what) if want.announce else t("guide_decline")
    c = play_constraint(deal, HUMAN)
    assert c is not None and isinstance(want, Play)
    words = {"card": card_pretty(want.card),
             "suit": suit_word(c.led) if c.led >= 0 else "",
             "over": card_pretty(c.over) if c.over >= 0 else ""}
    key = f"guide_{c.rule}"
    if c.rule == "discard" and c.led == c.trump:  # trumps led and none left
        key = "guide_discard_trump"
    return t(key, **words)


def _call_prompt(deal: Deal, want: Call) -> str:
    if want.kind == BID:
        return t("guide_bid", call=call_words(want), value=want.value,
                 suit=suit_word(want.bid_suit))
    if want.kind == TAKE and deal.turned is not None:
        return t("guide_take", card=card_pretty(deal.turned), suit=suit_word(deal.turned >> 3))
    if want.kind == PASS:
        return t("guide_pass")
    return t("guide_call", call=call_words(want))


def wrong_move(deal: Deal, want: Action) -> str:
    """A legal move that is not the lesson's: what the lesson plays instead, and why."""
    return t("guide_wrong", prompt=prompt(deal, want))


def closing(game: str, made: bool) -> str:
    """The last note: where the summary's count comes from (Pilotta: the Rule of 6)."""
    key = "guide_end_made" if made else "guide_end_failed"
    text = t(key)
    if game == "pilotta":
        text += " " + t("guide_six")
    return text
