"""The demo's captions: what rule applied, in words, for each step of the deal.

Every fact comes from the engine: the obligation of a card from ``pilotta.explain``
(``play_constraint``, read before the card is played), the trick's winner and points from
the deal's trick record, the declarations that count and the pilotta from the deal, the
score's case, multiplier and Rule of 6 from its ``DealScore``. This module only picks the
words (keys ``em_*`` of ``web/i18n/locale/``). A caption keeps a code (``data-rule`` on the
page) so that a test or a rules page can tell which rule it names without reading words.
"""

from __future__ import annotations

from dataclasses import dataclass

from pilotta.actions import (
    CLOSE,
    CLOSE_BACK,
    COINCHE,
    PASS,
    SURCOINCHE,
    TAKE,
    TRUMP,
    Action,
    Call,
    Declare,
)
from pilotta.cards import card_pretty
from pilotta.declarations import FOUR
from pilotta.explain import PlayConstraint, PlayRule
from pilotta.game import Deal
from pilotta.scoring import ScoreCase
from web.i18n.translate import bid_text, bid_value_text, contract_words, t


@dataclass(frozen=True)
class Caption:
    code: str  # what it names: "trump", "overtrump", "pilotta", "rule_of_six", ...
    text: str


@dataclass(frozen=True)
class Before:
    """What a step may change, read before its action is applied."""

    tricks: int
    pilotta_called: bool
    had_contract: bool
    constraint: PlayConstraint | None  # the rule for the card about to be played

    @staticmethod
    def of(deal: Deal, constraint: PlayConstraint | None) -> Before:
        return Before(len(deal.tricks), deal.pilotta_called, deal.contract is not None,
                      constraint)


def seat_word(seat: int) -> str:
    return t(f"em_seat{seat}")


def team_word(team: int) -> str:
    return t(f"em_team{team}")


def suit_word(suit: int) -> str:
    return t(f"em_suit{suit}")


def contract_text(deal: Deal) -> str:
    """``90♥ ×2`` (Pilotta, Coinche: ``120 SA ×4``) or ``♥`` (Belote, a suit only)."""
    c = deal.contract
    return "" if c is None else contract_words(c)


def start_caption(deal: Deal, first: bool) -> Caption:
    dealer = seat_word(deal.dealer)
    if first:
        return Caption("deal", t("em_start", dealer=dealer, first=seat_word((deal.dealer + 1) & 3)))
    return Caption("deal", t("em_new_deal", dealer=dealer))


def call_caption(deal: Deal, seat: int, call: Call) -> Caption:
    name = seat_word(seat)
    if call.is_bid:
        return Caption("bid", t("em_bid", seat=name, bid=bid_text(call.value, call.bid_suit)))
    if call.kind == COINCHE:
        return Caption("coinche", t("em_coinche", seat=name))
    if call.kind == SURCOINCHE:
        return Caption("surcoinche", t("em_surcoinche", seat=name))
    if call.kind == CLOSE:
        trump = deal.auction.contract()
        suit = suit_word(trump.trump) if trump is not None else ""
        return Caption("close", t("em_close", seat=name, suit=suit))
    if call.kind == CLOSE_BACK:
        return Caption("close_back", t("em_close_back", seat=name))
    if call.kind == TAKE and deal.turned is not None:
        return Caption("take", t("em_take", seat=name, card=card_pretty(deal.turned),
                                 suit=suit_word(deal.turned >> 3)))
    if call.kind == TRUMP:
        return Caption("name", t("em_name", seat=name, suit=suit_word(call.bid_suit)))
    assert call.kind == PASS
    return Caption("pass", t("em_pass", seat=name))


def declaration_words(deal: Deal, seat: int) -> str:
    return ", ".join(
        t("em_decl_four", value=d.value) if d.kind == FOUR
        else t("em_decl_run", n=d.length, value=d.value)
        for d in deal.possible[seat])


def play_caption(c: PlayConstraint, card: int) -> Caption:
    """The rule ``c`` names for ``card`` (the engine's ``PlayRule``, as the caption's code)."""
    over = card_pretty(c.over) if c.over >= 0 else ""
    led = suit_word(c.led) if c.led >= 0 else ""
    key = f"em_rule_{c.rule}"
    if c.rule == PlayRule.DISCARD and c.led == c.trump:  # trump led: "no trump", not "no X"
        key += "_trump"
    return Caption(str(c.rule), t(key, seat=seat_word(c.seat), card=card_pretty(card),
                                  suit=led, over=over))


def step_captions(deal: Deal, seat: int, action: Action, before: Before) -> list[Caption]:
    """The captions of one action of ``seat``, just applied to ``deal``."""
    out: list[Caption] = []
    if isinstance(action, Call):
        out.append(call_caption(deal, seat, action))
        c = deal.contract
        if c is not None and not before.had_contract:
            out.append(Caption("contract", t(
                "em_contract_set", contract=contract_text(deal), seat=seat_word(c.seat),
                suit=suit_word(c.trump))))
        if deal.auction.thrown_in:
            out.append(Caption("thrown_in", t("em_thrown_in")))
        return out
    if isinstance(action, Declare):
        if action.announce:
            out.append(Caption("announce", t("em_announce", seat=seat_word(seat),
                                             what=declaration_words(deal, seat))))
        else:
            out.append(Caption("decline", t("em_decline", seat=seat_word(seat))))
        return out
    if before.constraint is not None:
        out.append(play_caption(before.constraint, action.card))
    if deal.pilotta_called and not before.pilotta_called:
        key = "em_pilotta" if deal.rules.name == "pilotta" else "em_belote"
        out.append(Caption("pilotta", t(key, seat=seat_word(seat))))
    if len(deal.tricks) > before.tricks:
        out.extend(trick_captions(deal))
    return out


def trick_captions(deal: Deal) -> list[Caption]:
    """A trick just ended: its winner and points; after the first, the declarations."""
    trick = deal.tricks[-1]
    card = trick.cards[(trick.winner - trick.leader) & 3]
    last = len(deal.tricks) == 8
    key = "em_last_trick" if last else "em_trick_won"
    out = [Caption("last_trick" if last else "trick",
                   t(key, seat=seat_word(trick.winner),
                     card=card_pretty(card), points=trick.points))]
    if len(deal.tricks) == 1 and any(deal.decisions):
        team = deal.counting_team
        if team is None:
            out.append(Caption("declarations_tie", t("em_decl_tie")))
        else:
            value = sum(d.value for s in (team, team + 2) if deal.decisions[s]
                        for d in deal.possible[s])
            out.append(Caption("declarations", t("em_decl_counts", team=team_word(team),
                                                 value=value)))
    return out


def score_captions(deal: Deal) -> list[Caption]:
    """How the finished deal scored, read from its ``DealResult`` and ``DealScore``."""
    result = deal.result()
    if result is None or result.score is None or result.contract is None:
        return []
    s, c = result.score, result.contract
    takers, defence = c.team, 1 - c.team
    out: list[Caption] = []
    if s.capot is not None:
        out.append(Caption("capot", t("em_capot", team=team_word(s.capot))))
    if s.case == ScoreCase.CLOSED:
        winner = takers if s.made else defence
        key = "em_coinched" if deal.rules.name == "coinche" else "em_closed"
        out.append(Caption("closed", t(key, mult=c.multiplier, team=team_word(winner),
                                       raw=s.raw[winner])))
    elif deal.rules.name == "belote":
        total = s.effective
        a = total[takers] + result.declarations[takers] + result.pilotta[takers]
        b = total[defence] + result.declarations[defence] + result.pilotta[defence]
        key = "em_belote_made" if s.made else "em_belote_failed"
        out.append(Caption("made" if s.made else "failed", t(key, a=a, b=b)))
    else:
        key = "em_made" if s.made else "em_failed"
        out.append(Caption("made" if s.made else "failed", t(
            key, team=team_word(takers), bid=bid_value_text(c.value), points=s.bidders_points)))
    if s.rule_of_six:
        out.append(Caption("rule_of_six", t("em_rule_of_six")))
    out.append(Caption("score", t("em_raw_sheet", a=s.raw[0], b=s.raw[1], sa=s.sheet[0],
                                  sb=s.sheet[1])))
    return out
