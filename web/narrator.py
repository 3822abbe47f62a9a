"""What the page says: sentences for screen readers (one live region, spoken at the next
render) and the short message by the hand (why a move is refused, a pilotta), which goes
away by itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pilotta.actions import Action, Call, Declare, Play
from pilotta.cards import card_pretty
from pilotta.game import Deal
from pilotta.reasons import Illegal

from .i18n import (
    call_words,
    card_words,
    contract_words,
    illegal_reason,
    pilotta_words,
    said_of,
    seat_name,
    t,
    team_name,
)
from .settings import MESSAGE_MS
from .state import HUMAN, UiState
from .tasks import Tasks


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
            self.ui.live = ". ".join(self._queue)
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
    def new_deal(self, number: int, dealer: int) -> None:
        self.say(said_of("an_new_deal", dealer, n=number))

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
            self.say(t("an_call", seat=seat_name(seat), call=call_words(action)))
            c = deal.contract
            if c is not None and not before.had_contract:
                self.say(t("an_contract", contract=t("contract_by", call=contract_words(c),
                                                     seat=seat_name(c.seat),
                                                     team=team_name(c.team))))
                if deal.turned is not None:  # Belote: the taker picks up the turned card
                    key = "an_you_picked_up" if c.seat == HUMAN else "an_picked_up"
                    self.say(t(key, seat=seat_name(c.seat), card=card_words(deal.turned)))
        elif isinstance(action, Declare):
            if action.announce:
                what = ", ".join(t("announced_" + d.kind, value=d.value)
                                 for d in deal.possible[seat])
                self.say(said_of("an_declares", seat, what=what))
            elif seat == HUMAN:  # another seat's decline is silent, as at a real table
                self.say(t("an_you_decline"))
        else:
            key = "an_you_play" if seat == HUMAN else "an_plays"
            self.say(t(key, seat=seat_name(seat), card=card_words(action.card)))
        if deal.pilotta_called and not before.pilotta_called and deal.contract is not None:
            # the same K+Q of trump: Pilotta's pilotta, Belote's belote and rebelote
            key = "belote_called" if deal.rules.name == "belote" else "pilotta_called"
            self.show(said_of(key, seat, cards=pilotta_words(deal.contract.trump)),
                      "pilotta")
        if len(deal.tricks) > before.tricks:
            last = deal.tricks[-1]
            key = "status_you_win_trick" if last.winner == HUMAN else "status_wins_trick"
            self.say(t(key, seat=seat_name(last.winner), points=last.points))
