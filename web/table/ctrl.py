"""The table's controller: the match's flow and the human's actions.

It touches no DOM and reads no clock: it renders through a ``View`` and waits through a
``Scheduler`` (``tasks``), so the whole flow runs under CPython in the tests with a fake
clock. Every action of the human goes through ``attempt``: the engine verifies it, a refusal
is shown in words and changes nothing. The bots (``bot_driver``), the hint
(``hint_driver``), the spoken sentences (``narrator``) and the held trick (``trick_hold``)
each live in a module of their own; the page's clicks reach it through ``dispatch``.
Its other jobs are classes it owns, each reaching the match through it: ``autosave`` (the
save and the tabs' hand-off), ``prefs`` (settings and language), ``offers`` (the address's
match and shared deals) and ``dialogs`` (the dialogs that change nothing of the match).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from pilotta.actions import (
    ANNOUNCE,
    BID_STEP,
    CLOSE,
    CLOSE_BACK,
    CLOSE_BACK_CALL,
    CLOSE_CALL,
    COINCHE,
    COINCHE_CALL,
    DECLINE,
    PASS,
    PASS_CALL,
    PLAYS,
    SURCOINCHE,
    SURCOINCHE_CALL,
    TAKE,
    TAKE_CALL,
    Action,
    Call,
    Declare,
    Play,
    name_trump,
)
from pilotta.agent import Agent
from pilotta.cards import SUITS
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.rng import derive_seed
from pilotta.rules import Dealt
from pilotta.rulesets import rules_named
from web.core.notices import Notices
from web.core.settings import GAMES, Settings
from web.core.tasks import Scheduler, Tasks
from web.guide.lessons import GAMES as LESSON_GAMES
from web.guide.view import LessonScene
from web.i18n import translate as i18n
from web.i18n.translate import t
from web.replay.ctrl import ReplayControl
from web.save.ctrl import SaveKeeper
from web.save.model import Saved
from web.stats.model import StatsBook
from web.table import undo
from web.table.autosave import Autosave
from web.table.bot_driver import BotDriver, BotMaker
from web.table.dialogs import Dialogs
from web.table.hint_driver import HintDriver
from web.table.lesson import LessonMode
from web.table.narrator import Before, Narrator
from web.table.offers import Offers
from web.table.prefs import Prefs
from web.table.seat_bots import make_bot
from web.table.state import HUMAN, W_BOT, W_HOLD, W_HUMAN, W_MATCH_OVER, W_SUMMARY, Scene, UiState
from web.table.trick_hold import TrickHold

HINT_SEED = 7919  # hint seeds: derive_seed(match seed, HINT_SEED, deal number, move number)
BOT_AFTER_DECLARING_MS = 200  # a bot's card right after its own declaration comes sooner
CALLS: dict[str, Call] = {PASS: PASS_CALL, CLOSE: CLOSE_CALL, CLOSE_BACK: CLOSE_BACK_CALL,
                          TAKE: TAKE_CALL, COINCHE: COINCHE_CALL, SURCOINCHE: SURCOINCHE_CALL}
CALLS.update({letter: name_trump(s) for s, letter in enumerate(SUITS)})  # Belote: "H"...


class View(Protocol):
    def show(self, scene: Scene) -> None: ...


class App:
    def __init__(
        self,
        view: View,
        scheduler: Scheduler,
        settings: Settings | None = None,
        seed: int | None = None,
        notices: list[str] | None = None,
        bot_maker: BotMaker = make_bot,
        on_error: Callable[[BaseException], None] | None = None,
        keeper: SaveKeeper | None = None,
        stats: StatsBook | None = None,
    ) -> None:
        self.view = view
        self.stats = stats
        self.match_id = 0  # random per match (the statistics count its deals once)
        self.settings = settings or Settings()
        i18n.set_language(self.settings.lang)
        self.base_seed = seed if seed is not None else secrets.randbits(62)
        self.matches_started = 0
        self.first_deal: tuple[int, Dealt] | None = None  # a shared deal to play (dealer, cards)
        self.resumed = False  # the match was resumed from the save (not begun in this page)
        self.match = self._new_match_object(self.base_seed)
        self.last_actor = -1  # the seat that declared last (its card follows soon)
        self.tasks = Tasks(scheduler, on_error)
        self.ui = UiState()
        self.notices = Notices(self.ui.notices, self.tasks, self.render)
        for text in notices or []:
            self.notices.error(text)
        self.narrator = Narrator(self.ui, self.tasks, self.render)
        self.hold = TrickHold(self.ui, self.tasks, self.render, self.proceed)
        self.bot_driver = BotDriver(
            self.tasks, bot_maker, self.match, self.settings.level,
            may_think=lambda: self.waiting == W_BOT and not self.ui.dialog, play=self.apply)
        self.hints = HintDriver(
            self.ui, self.tasks, self.narrator, self.render,
            legal=lambda action: self.waiting == W_HUMAN and self.can(action))
        self.viewer = ReplayControl(self.ui, self.notices, self.render, self.proceed,
                                    self.tasks)
        # the controller's other jobs, each a class of its own that reaches the match here
        self.autosave = Autosave(self, keeper)
        self.prefs = Prefs(self)
        self.offers = Offers(self)
        self.dialogs = Dialogs(self)
        self.lesson = LessonMode(self)  # the guided deal, when it is on the table

    # --- the match -----------------------------------------------------------------------
    @property
    def deal(self) -> Deal:
        return self.match.deals[-1]

    @property
    def bots(self) -> dict[int, Agent]:
        return self.bot_driver.bots

    @property
    def slowest_ms(self) -> float:
        return self.tasks.slowest_ms

    def start(self, saved: Saved | None = None) -> None:
        """A new match, or the saved one resumed."""
        self.autosave.report_problems()
        if saved is not None:
            self.autosave.resume(saved)
        else:
            self.new_match()
        self.autosave.open()

    def match_seed(self) -> int:
        if self.matches_started == 0:
            return self.base_seed
        return derive_seed(self.base_seed, self.matches_started)

    def _new_match_object(self, seed: int) -> Match:
        dealer = 3 if self.first_deal is None else self.first_deal[0]
        return Match(self.settings.target, seed=seed, rules=self.settings.rule_set,
                     first_dealer=dealer)

    def new_match(self) -> None:
        self.lesson.drop()  # a guided deal on the table ends: the player's match is replaced
        self.match = self._new_match_object(self.match_seed())
        self.matches_started += 1
        self.match_id = secrets.randbits(52)
        self.resumed = False
        self.reset_for_match()
        self.start_deal()

    def reset_for_match(self) -> None:
        """Another match is on the table (new or resumed): what belonged to the old one goes."""
        self.tasks.cancel_all()  # every timer of the old match (bots, hint, holds)
        self.hints.clear()
        self.ui.reset()
        self.notices.new_match()
        self.last_actor = -1
        self.bot_driver.new_match(self.match, self.settings.level)

    def start_deal(self) -> None:
        first, self.first_deal = self.first_deal, None
        deal = self.match.new_deal(dealt=first[1]) if first else self.match.new_deal()
        self.hints.clear()
        self.last_actor = -1
        self.ui.bid_value = 0
        self.ui.show_last = False
        self.ui.fresh = -1
        self.narrator.new_deal(len(self.match.deals), deal.dealer, deal.turned)
        self.proceed()

    @property
    def waiting(self) -> str:
        if self.ui.hold or self.ui.collecting:
            return W_HOLD
        if self.match.current is None:
            return W_MATCH_OVER if self.match.winner is not None else W_SUMMARY
        return W_HUMAN if self.deal.to_act == HUMAN else W_BOT

    def scene(self, lesson: LessonScene | None = None) -> Scene:
        """What one render shows (``lesson``: the guided deal's note, found once a render)."""
        return Scene(
            match=self.match,
            obs=self.match.observation(HUMAN),
            ui=self.ui,
            settings=self.settings,
            waiting=self.waiting,
            seed=self.match.seed,
            bid_value=self.bid_value() if self.waiting == W_HUMAN else None,
            slowest_ms=self.tasks.slowest_ms,
            bots=",".join(sorted({type(b).__name__ for b in self.bots.values()})),
            stats=self.stats.data if self.stats and self.ui.dialog.startswith("stats") else None,
            replay=self.viewer.open,
            lesson=lesson,
            lessons_begun=tuple(g for g in LESSON_GAMES if self.lesson.in_progress(g)),
        )

    def render(self) -> None:
        lesson = self.lesson.scene()
        self.lesson.speak(lesson)
        self.narrator.flush()
        self.autosave.persist()
        self.view.show(self.scene(lesson))

    def proceed(self) -> None:
        """Render, then start whatever comes next (a bot's turn)."""
        self.render()
        if self.waiting == W_BOT and not self.ui.dialog:
            delay = self.settings.think_ms
            if self.deal.to_act == self.last_actor:
                delay = min(delay, BOT_AFTER_DECLARING_MS)
            self.bot_driver.start(delay)

    # --- actions -------------------------------------------------------------------------
    def can(self, action: Action) -> bool:
        """May the human take ``action`` now?"""
        return self.match.current is not None and self.deal.verify(action, seat=HUMAN) is None

    def attempt(self, action: Action) -> bool:
        """The human's action: the engine verifies it; refused, the reason is shown and
        nothing changes, else it is applied."""
        why = self.deal.verify(action, seat=HUMAN)
        if why is not None:
            self.narrator.refused(action, why)
            self.render()
            return False
        other = self.lesson.refuse(action) if self.lesson.active else None
        if other is not None:  # legal, but the guided deal asks for another move
            self.narrator.show(other, "illegal")
            self.render()
            return False
        self.apply(action)
        return True

    def apply(self, action: Action) -> None:
        """Apply a legal action of the seat to act (the human's or a bot's), say it, and
        go on."""
        deal = self.deal
        seat = deal.to_act
        assert seat is not None
        before = Before.of(deal)
        deal.push(action)
        self.hints.clear()
        self.hold.skip()  # the player acted during a held trick
        self.last_actor = seat if isinstance(action, Declare) else -1
        if seat == HUMAN and isinstance(action, Call) and action.is_bid:
            self.ui.bid_value = 0
        self.ui.fresh = action.card if isinstance(action, Play) else -1
        self.narrator.applied(deal, seat, action, before)
        if self.match.current is None:
            self.narrator.deal_over(self.match)
        if len(deal.tricks) > before.tricks:
            self.hold.start(self.settings.hold_ms, self.settings.collect_ms)
        self.proceed()

    def play(self, card: int) -> None:
        if 0 <= card < 32:
            self.attempt(PLAYS[card])

    def call(self, kind: str) -> None:
        """Pass, close, close back; in Belote take, or a suit letter to name it; in Coinche
        coinche and surcoinche."""
        action = CALLS.get(kind)
        if action is not None:
            self.attempt(action)

    def bid(self, trump: int) -> None:
        """Bid the value on show in ``trump`` (a suit; Coinche adds 4 sans-atout and 5
        tout-atout)."""
        value = self.bid_value()
        if value is not None and 0 <= trump < self.deal.auction.TRUMPS:
            self.attempt(self.deal.auction.bid_call(value, trump))

    def declare(self, announce: bool) -> None:
        self.attempt(ANNOUNCE if announce else DECLINE)

    def bid_values(self) -> tuple[int, ...]:
        """The values a bid may have now, lowest first (the engine's auction says)."""
        deal = self.match.current
        if deal is None or deal.contract is not None:
            return ()
        return deal.auction.bid_values()

    def bid_value(self) -> int | None:
        """The value the human's bid buttons offer now: the one picked, or the lowest legal
        above it (None: no bid possible)."""
        values = self.bid_values()
        if not values:
            return None
        return next((v for v in values if v >= self.ui.bid_value), values[-1])

    def step_bid(self, delta: int) -> None:
        """Move the bid's value by ``delta`` (a step of ten is one value: Coinche's capot
        comes after 160)."""
        values = self.bid_values()
        value = self.bid_value()
        if value is None:
            return
        i = values.index(value) + delta // BID_STEP
        self.ui.bid_value = values[max(0, min(len(values) - 1, i))]
        self.render()

    # --- between deals and matches -------------------------------------------------------
    def next_deal(self) -> None:
        if self.waiting == W_SUMMARY and self.lesson.active:
            self.lesson.finish()  # the guided deal is over: back to the player's match
        elif self.waiting == W_SUMMARY:
            self.start_deal()

    def request_new_match(self) -> None:
        """Over: the same game again at once. Else the dialog offers both games (and warns
        when a match under way would be abandoned)."""
        if self.match.winner is not None:
            self.ui.dialog = ""
            self.new_match()
            return
        self.ui.dialog = "confirm-new"
        self.render()

    def confirm_new_match(self, rules: str = "") -> None:
        """Start a new match, of the game ``rules`` if named (its default target)."""
        self.ui.dialog = ""
        if rules in GAMES and rules != self.settings.rules:
            self.settings = replace(self.settings, rules=rules,
                                    target=rules_named(rules).default_target)
        self.new_match()

    def toggle_last_trick(self) -> None:
        self.ui.show_last = not self.ui.show_last
        if self.ui.show_last:  # screen readers hear the trick the box shows
            held = self.waiting == W_HOLD
            done = self.deal.tricks[:-1] if held else self.deal.tricks
            self.narrator.last_trick(done[-1] if done else None)
        self.render()

    # --- the hint ------------------------------------------------------------------------
    def hint_seed(self) -> int:
        """Deterministic: the match seed, the deal and the move."""
        return derive_seed(self.match.seed, HINT_SEED, len(self.match.deals),
                           len(self.deal.actions))

    def request_hint(self) -> None:
        if self.waiting == W_HUMAN and not self.lesson.active:  # the lesson says the move
            self.hints.request(self.match.observation(HUMAN), self.hint_seed(),
                               self.settings.level)

    # --- take-back -----------------------------------------------------------------------
    def can_undo(self) -> bool:
        if self.lesson.active:  # the guided deal goes one way
            return False
        return undo.available(self.match, self.settings, self.waiting, self.ui.dialog)

    def undo(self) -> None:
        """Take back the player's last call, declaration or card and the bots' moves after
        it (a bot thinking now stops)."""
        if not self.can_undo():
            return
        self.bot_driver.cancel()
        self.hold.skip()
        self.hints.clear()
        undo.take_back(self.deal)
        self.last_actor = -1
        self.ui.fresh = -1
        self.ui.bid_value = 0
        self.narrator.say(t("undo_done"))
        self.proceed()
