"""What the page says: sentences for screen readers (one polite live region, spoken at the
next render) and the short message by the hand (why a move is refused, a pilotta), which
goes away by itself.

Everything is said in words, in the page's language: each call ("Right bids 90 hearts"),
each card ("Partner plays Jack of hearts"), each trick's winner and its points, each deal's
result and the totals, the match's winner; and the last trick when the player asks for it.
Cards and suits are named in words, never by their symbols."""

from __future__ import annotations

from collections.abc import Callable
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
    Play,
)
from pilotta.auction import Contract
from pilotta.cards import card_pretty
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.observation import Trick
from pilotta.reasons import Illegal
from web.core.settings import MESSAGE_MS
from web.core.tasks import Tasks
from web.i18n.translate import (
    bid_value_text,
    card_words,
    illegal_reason,
    pilotta_words,
    said_of,
    seat_name,
    suit_word,
    t,
    team_name,
    tn,
)
from web.table.state import HUMAN, UiState


@dataclass(frozen=True)
class Before:
    """What an action may change, read before it is applied."""

    tricks: int
    pilotta_called: bool
    had_contract: bool

    @staticmethod
    def of(deal: Deal) -> Before:
        return Before(len(deal.tricks), deal.pilotta_called, deal.contract is not None)


class Narrator:
    def __init__(self, ui: UiState, tasks: Tasks, render: Callable[[], None]) -> None:
        self.ui = ui
        self.tasks = tasks
        self.render = render
        self._queue: list[str] = []

    def say(self, text: str) -> None:
        """Queue a sentence for screen readers; the next render speaks the queue at once."""
        self._queue.append(text)

    def flush(self) -> None:
        """Put the queued sentences in the live region (called by every render)."""
        if self._queue:
            self.ui.live = " ".join(full_stop(s) for s in self._queue)
            self.ui.live_serial += 1
            self._queue.clear()

    def show(self, text: str, kind: str) -> None:
        """The message by the hand (``kind``: "illegal", "info", "pilotta"), also spoken;
        it goes after ``MESSAGE_MS`` unless another replaced it."""
        ui = self.ui
        ui.message, ui.message_kind = text, kind
        ui.message_serial += 1
        serial = ui.message_serial
        self.say(text)

        def clear() -> None:
            if ui.message_serial == serial:
                ui.message = ui.message_kind = ""
                self.render()

        self.tasks.later(MESSAGE_MS, clear)

    # --- what happened -------------------------------------------------------------------
    def new_deal(self, number: int, dealer: int, turned: int | None = None) -> None:
        self.say(said_of("an_new_deal", dealer, n=number))
        if turned is not None:  # Belote: the card turned up for all to see
            self.say(t("an_turned", card=card_words(turned)))

    def refused(self, action: Action, why: Illegal) -> None:
        """The human's action is refused: the engine's reason, or whose turn it is."""
        if why.code == "not_your_turn":
            self.show(t("an_wait", seat=seat_name(why.params["to_act"])), "info")
        elif isinstance(action, Play):
            self.show(t("an_illegal", card=card_pretty(action.card), reason=illegal_reason(why)),
                      "illegal")
        else:
            self.show(illegal_reason(why), "illegal")

    def applied(self, deal: Deal, seat: int, action: Action, before: Before) -> None:
        """Say what ``seat`` just did, and what followed from it (a contract, a pilotta,
        a trick won)."""
        if isinstance(action, Call):
            self.say(call_spoken(seat, action))
            c = deal.contract
            if c is not None and not before.had_contract:
                self.say(contract_spoken(c))
                if deal.turned is not None:  # Belote: the taker picks up the turned card
                    key = "an_you_picked_up" if c.seat == HUMAN else "an_picked_up"
                    self.say(t(key, seat=seat_name(c.seat), card=card_words(deal.turned)))
        elif isinstance(action, Declare):
            if action.announce:
                what = ", ".join(t(f"announced_{d.kind}", value=d.value)
                                 for d in deal.possible[seat])
                self.say(said_of("an_declares", seat, what=what))
            elif seat == HUMAN:  # another seat's decline is silent, as at a real table
                self.say(t("an_you_decline"))
        else:
            key = "an_you_play" if seat == HUMAN else "an_plays"
            self.say(t(key, seat=seat_name(seat), card=card_words(action.card)))
        if deal.pilotta_called and not before.pilotta_called and deal.contract is not None:
            # the same K+Q of trump: Pilotta's pilotta, Belote's belote and rebelote
            key = "pilotta_called" if deal.rules.name == "pilotta" else "belote_called"
            self.show(said_of(key, seat, cards=pilotta_words(deal.contract.trump)),
                      "pilotta")
        if len(deal.tricks) > before.tricks:
            last = deal.tricks[-1]
            self.say(said_of("an_trick", last.winner, points=tn("points", last.points)))

    def deal_over(self, match: Match) -> None:
        """The deal just ended: its result, the sheet points, the totals (and the match's
        winner)."""
        deal = match.deals[-1]
        result = deal.result()
        if result is None:
            return
        n = len(match.deals)
        c = result.contract
        if c is None:
            self.say(t("an_thrown_in", n=n))
        else:
            self.say(t(("an_made" if result.made else "an_failed") + str(c.team), n=n))
        (a, b), (ta, tb) = result.sheet, match.totals
        self.say(t("an_deal_points", team0=team_name(0), team1=team_name(1), a=a, b=b,
                   ta=ta, tb=tb))
        if match.winner is not None:
            key = "match_won_us" if match.winner == 0 else "match_won_them"
            self.say(t(key, a=ta, b=tb))

    def last_trick(self, trick: Trick | None) -> None:
        """The last finished trick, card by card, and who won it."""
        if trick is None:
            self.say(t("an_no_last_trick"))
            return
        cards = ", ".join(t("an_seat_card", seat=seat_name(trick.seat_of(i)), card=card_words(c))
                          for i, c in enumerate(trick.cards))
        self.say(said_of("an_last_trick", trick.winner, cards=cards))


def full_stop(sentence: str) -> str:
    """A sentence ends with its own stop, or gets one (sentences are spoken one after the
    other in the live region)."""
    return sentence if sentence.endswith((".", "!", "?", "…", ";")) else sentence + "."


CALL_KEYS = {PASS: "an_pass", CLOSE: "an_close", CLOSE_BACK: "an_close_back",
             COINCHE: "an_coinche", SURCOINCHE: "an_surcoinche"}


def call_spoken(seat: int, call: Call) -> str:
    """A call in words, e.g. ``Right bids 90 hearts``, ``You pass``, ``Left takes``."""
    if call.is_bid:  # Coinche's capot: "Right bids capot hearts"
        return said_of("an_bid", seat, value=bid_value_text(call.value),
                       suit=suit_word(call.bid_suit))
    if call.kind == TRUMP:
        return said_of("an_name_suit", seat, suit=suit_word(call.bid_suit))
    if call.kind == TAKE:  # the contract's sentence follows: trump, taker and team
        return said_of("an_take", seat)
    return said_of(CALL_KEYS[call.kind], seat)


def contract_spoken(c: Contract) -> str:
    """The contract in words: value, trump, multiplier, bidder and team (Belote: trump
    and taker, its contract has no value)."""
    who = {"seat": seat_name(c.seat), "team": team_name(c.team), "suit": suit_word(c.trump)}
    if c.value == 0:
        return t("an_contract_trump", **who)
    value = bid_value_text(c.value)
    if c.multiplier > 1:
        return t("an_contract_closed", value=value, mult=c.multiplier, **who)
    return t("an_contract_bid", value=value, **who)
