"""The controller: the match's flow and the human's actions.

It touches no DOM and reads no clock: it renders through a ``View`` and waits through a
``Scheduler`` (``tasks``), so the whole flow runs under CPython in the tests with a fake
clock. Every action of the human goes through ``attempt``: the engine verifies it, a refusal
is shown in words and changes nothing. The bots (``bot_driver``), the hint
(``hint_driver``), the spoken sentences (``narrator``) and the held trick (``trick_hold``)
each live in a module of their own; the page's clicks reach it through ``dispatch``.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from pilotta.actions import (
    ANNOUNCE,
    BID,
    CLOSE,
    CLOSE_BACK,
    CLOSE_BACK_CALL,
    CLOSE_CALL,
    DECLINE,
    MAX_BID,
    PASS,
    PASS_CALL,
    PLAYS,
    TAKE,
    TAKE_CALL,
    Action,
    Call,
    Declare,
    Play,
    bid,
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
from web.core.settings import GAMES, Settings, SettingsForm, apply_form
from web.core.tasks import Scheduler, Tasks
from web.i18n import translate as i18n
from web.i18n.translate import game_name, t
from web.replay.ctrl import ReplayControl
from web.save.ctrl import FAILED, PRESENCE_MS, STALE, Problem, SaveKeeper
from web.save.model import Saved
from web.stats.model import StatsBook
from web.table import undo
from web.table.bot_driver import BotDriver, BotMaker
from web.table.hint_driver import HintDriver
from web.table.narrator import Before, Narrator
from web.table.seat_bots import make_bot
from web.table.state import HUMAN, W_BOT, W_HOLD, W_HUMAN, W_MATCH_OVER, W_SUMMARY, Scene, UiState
from web.table.trick_hold import TrickHold

HINT_SEED = 7919  # hint seeds: derive_seed(match seed, HINT_SEED, deal number, move number)
BOT_AFTER_DECLARING_MS = 200  # a bot's card right after its own declaration comes sooner
CALLS: dict[str, Call] = {PASS: PASS_CALL, CLOSE: CLOSE_CALL, CLOSE_BACK: CLOSE_BACK_CALL,
                          TAKE: TAKE_CALL}
CALLS.update({letter: name_trump(s) for s, letter in enumerate(SUITS)})  # Belote: "H"...
DIALOGS = ("help", "sheet")  # dialogs that only show something (web/table/view_keyboard.py)


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
        self.keeper = keeper  # autosave (None: nothing is saved)
        self.other_tab_plays = False  # another tab plays this game: this one waits
        self.stats = stats
        self.match_id = 0  # random per match (the statistics count its deals once)
        self.settings = settings or Settings()
        i18n.set_language(self.settings.lang)
        self.base_seed = seed if seed is not None else secrets.randbits(62)
        self.matches_started = 0
        self.first_deal: tuple[int, Dealt] | None = None  # a shared deal to play (dealer, cards)
        self.asked: tuple[int | None, str | None] | None = None  # the address's (seed, game)
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
        self.viewer = ReplayControl(self.ui, self.notices, self.render, self.proceed)

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
        if self.keeper is not None:
            self._save_problems()
        if saved is not None:
            self.resume(saved)
        else:
            self.new_match()
        if self.keeper is not None:  # ask the other tabs; save once they had time to answer
            self.keeper.open()
            # straight on the scheduler: a new match's ``cancel_all`` must not drop it
            self.tasks.scheduler.later(PRESENCE_MS + 50, lambda: self.tasks.run(self._settled))

    def match_seed(self) -> int:
        if self.matches_started == 0:
            return self.base_seed
        return derive_seed(self.base_seed, self.matches_started)

    def _new_match_object(self, seed: int) -> Match:
        dealer = 3 if self.first_deal is None else self.first_deal[0]
        return Match(self.settings.target, seed=seed, rules=self.settings.rule_set,
                     first_dealer=dealer)

    def new_match(self) -> None:
        self.tasks.cancel_all()  # every timer of the old match (bots, hint, holds) goes
        self.match = self._new_match_object(self.match_seed())
        self.matches_started += 1
        self.match_id = secrets.randbits(52)
        self.resumed = False
        self.hints.clear()
        self.ui.reset()
        self.notices.new_match()
        self.bot_driver.new_match(self.match, self.settings.level)
        self._start_deal()

    def _start_deal(self) -> None:
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

    def scene(self) -> Scene:
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
        )

    def render(self) -> None:
        self.narrator.flush()
        self.persist()
        self.view.show(self.scene())

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
        if seat == HUMAN and isinstance(action, Call) and action.kind == BID:
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
        """Pass, close, close back; in Belote take, or a suit letter to name it."""
        action = CALLS.get(kind)
        if action is not None:
            self.attempt(action)

    def bid(self, suit: int) -> None:
        value = self.bid_value()
        if value is not None and 0 <= suit < 4:
            self.attempt(bid(value, suit))

    def declare(self, announce: bool) -> None:
        self.attempt(ANNOUNCE if announce else DECLINE)

    def bid_value(self) -> int | None:
        """The value the human's bid buttons offer now (None: no bid possible)."""
        deal = self.match.current
        if deal is None or deal.contract is not None:
            return None
        low = deal.auction.min_bid()
        if low is None:
            return None
        return min(MAX_BID, max(low, self.ui.bid_value))

    def step_bid(self, delta: int) -> None:
        value = self.bid_value()
        low = self.deal.auction.min_bid()
        if value is None or low is None:
            return
        self.ui.bid_value = max(low, min(MAX_BID, value + delta))
        self.render()

    # --- between deals and matches -------------------------------------------------------
    def next_deal(self) -> None:
        if self.waiting == W_SUMMARY:
            self._start_deal()

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

    def open_dialog(self, name: str) -> None:
        """The keyboard help or the whole score sheet (``DIALOGS``), over the table."""
        if name in DIALOGS:
            self.ui.dialog = name
            self.render()

    def dismiss_notice(self, serial: int) -> None:
        if self.notices.dismiss(serial):
            self.render()

    def under_way(self) -> bool:
        """A match begun and not over: starting another one would lose it."""
        return self.match.winner is None and (len(self.match.deals) > 1
                                              or bool(self.deal.actions))

    def offer_asked_match(self, seed: int | None, rules: str | None) -> None:
        """The address asks for another match (a seed, a game) than the one resumed: that
        one goes on, and a notice offers the asked one (``start_asked_match``)."""
        self.asked = (seed, rules)
        what = [game_name(rules)] if rules is not None else []
        if seed is not None:
            what.append(t("asked_seed", seed=seed))
        self.notices.error(t("asked_match", what=", ".join(what)), "start-asked-match", "",
                           t("asked_start"), first=True)  # before the address's other notices
        self.render()

    def start_asked_match(self) -> None:
        """The player chose the address's match over the one in progress."""
        asked, self.asked = self.asked, None
        if asked is None:
            return
        seed, rules = asked
        self.ui.notices[:] = [n for n in self.ui.notices if n.action != "start-asked-match"]
        if self.other_tab_plays and self.keeper is not None:  # this tab now plays
            self.keeper.take_over()
            self.other_tab_plays = False
        if rules is not None and rules != self.settings.rules:
            self.settings = replace(self.settings, rules=rules,
                                    target=rules_named(rules).default_target)
        if seed is not None:
            self.base_seed, self.matches_started = seed, 0
        self.viewer.close()
        self.ui.dialog = ""
        self.new_match()
        self.notices.info(t("game_applies_now", game=game_name(self.settings.rules),
                            target=self.match.target))
        self.render()

    def play_shared(self, confirmed: bool = False) -> None:
        """"Play these cards yourself": a new match of the shared deal's game whose first
        deal has its cards and dealer (the player takes seat 0's hand). A match under way is
        abandoned only once the player confirms."""
        replay = self.viewer.open
        if replay is None or replay.shared is None:
            return
        if self.under_way() and not confirmed:
            self.viewer.confirm_play(True)
            return
        if self.other_tab_plays and self.keeper is not None:  # this tab now plays
            self.keeper.take_over()
            self.other_tab_plays = False
        shared = replay.shared
        if (shared.rules, shared.rounding) != (self.settings.rules, self.settings.rounding):
            target = self.settings.target if shared.rules == self.settings.rules else None
            self.settings = replace(self.settings, rules=shared.rules, rounding=shared.rounding,
                                    target=target or rules_named(shared.rules).default_target)
        self.viewer.close()
        self.ui.dialog = ""
        self.first_deal = (shared.dealer, shared.dealt())
        self.new_match()
        self.notices.info(t("rp_played", game=game_name(shared.rules),
                            target=self.match.target))
        self.render()

    # --- settings ------------------------------------------------------------------------
    def open_settings(self) -> None:
        self.ui.dialog = "settings"
        self.ui.form = SettingsForm.of(self.settings)
        self.ui.form_error = ""
        self.render()

    def open_rules(self) -> None:
        """The rules page, over the table; the bots wait until it is closed."""
        self.ui.dialog = "rules"
        self.render()

    def close_dialog(self) -> None:
        if self.ui.dialog == "other-tab":
            return  # only "Play here" leaves it
        self.viewer.close()
        if self.other_tab_plays:  # a viewer opened meanwhile closes onto the waiting dialog
            self.ui.dialog = "other-tab"
            self.ui.form_error = ""
            self.render()
            return
        if self.ui.dialog:
            self.ui.dialog = ""
            self.ui.form_error = ""
            self.proceed()  # the bots waited while it was open

    def apply_settings(self, form: SettingsForm) -> bool:
        """Apply the dialog's values; on a bad value say why and change nothing."""
        new, error = apply_form(self.settings, form)
        if new is None:
            self.ui.form = form
            self.ui.form_error = error or ""
            self.render()
            return False
        old, self.settings = self.settings, new
        self.ui.dialog = ""
        self.ui.form_error = ""
        if (new.rules, new.rounding) != (old.rules, old.rounding):
            return self._change_game(old)
        if new.target != old.target:
            if self.match.results or self.match.winner is not None:
                self.notices.info(t("target_applies_next", target=new.target))
            else:
                self.match.target = new.target
                self.notices.info(t("target_applies_now", target=new.target))
        if new.level != old.level:
            self.bot_driver.set_level(new.level)
        self.proceed()
        return True

    def set_language(self, lang: str, form: SettingsForm | None = None) -> None:
        """Speak ``lang`` from now on: everything is rendered again in it, the match goes on
        (``form``: the settings dialog's values as they stand, kept while it re-renders)."""
        if lang not in i18n.LANGUAGES:
            return
        self.settings = replace(self.settings, lang=lang)
        i18n.set_language(lang)
        # what was said in the old language goes: the spoken line and the message
        self.ui.live = self.ui.message = self.ui.message_kind = ""
        self.ui.live_serial += 1
        self.ui.message_serial += 1
        if form is not None and self.ui.dialog == "settings":
            self.ui.form = form
        self.render()

    def change_form(self, form: SettingsForm) -> None:
        """The settings dialog changed: another game offers its own targets."""
        if self.ui.dialog == "settings":
            shown = self.ui.form or SettingsForm.of(self.settings)
            self.ui.form = replace(form, rules=shown.rules).with_game(form.rules)
            self.render()

    def _change_game(self, old: Settings) -> bool:
        """Another game (or Belote's rounding): a match not yet begun restarts now with it,
        a match under way finishes under its own rules."""
        name = game_name(self.settings.rules)
        untouched = len(self.match.deals) == 1 and not self.deal.actions
        if untouched or self.match.winner is not None:
            self.new_match()
            self.notices.info(t("game_applies_now", game=name, target=self.settings.target))
            self.render()
        else:
            self.notices.info(t("game_applies_next", game=name))
            if self.settings.level != old.level:
                self.bot_driver.set_level(self.settings.level)
            self.proceed()
        return True

    # --- the hint ------------------------------------------------------------------------
    def hint_seed(self) -> int:
        """Deterministic: the match seed, the deal and the move."""
        return derive_seed(self.match.seed, HINT_SEED, len(self.match.deals),
                           len(self.deal.actions))

    def request_hint(self) -> None:
        if self.waiting == W_HUMAN:
            self.hints.request(self.match.observation(HUMAN), self.hint_seed())

    # --- autosave and resume, take-back, statistics ---------------------------------------
    def saved(self) -> Saved:
        """What the save holds now."""
        return Saved(self.match, self.settings, self.base_seed, self.matches_started,
                     self.match_id, self.ui.show_last, self.ui.hint is not None,
                     self.ui.bid_value)

    def persist(self) -> None:
        """Autosave (written only when something changed) and count finished deals."""
        keeper = self.keeper
        if keeper is not None:
            outcome = keeper.write(self.saved())
            if outcome == STALE:
                self.other_tab()
            elif outcome == FAILED:
                self._save_problems()
        if self.stats is not None and (keeper is None or (keeper.active and keeper.settled)):
            self.stats.observe(self.match, self.match_id, self.settings.level)

    def resume(self, saved: Saved) -> None:
        """Go on with a saved match exactly where it was: the bots take their turn."""
        self.tasks.cancel_all()
        self.base_seed, self.matches_started = saved.base_seed, saved.matches_started
        self.match, self.match_id = saved.match, saved.match_id
        self.resumed = True
        self.hints.clear()
        self.ui.reset()
        self.notices.new_match()
        self.ui.show_last, self.ui.bid_value = saved.show_last, saved.bid_value
        self.last_actor = -1
        self.bot_driver.new_match(self.match, self.settings.level)
        if not self.match.deals:
            self._start_deal()
            return
        self.narrator.say(t("save_resumed", n=len(self.match.deals)))
        self.proceed()
        if saved.hint:
            self.request_hint()  # the same hint: it is seeded by the match and the move

    def other_tab(self) -> None:
        """Another tab plays this game: this one waits (its bots stop) until "Play here"."""
        self.bot_driver.cancel()
        self.hints.clear()
        self.other_tab_plays = True
        if self.ui.dialog != "replay":  # a shared deal's viewer stays open: it saves nothing
            self.ui.dialog = "other-tab"

    def play_here(self) -> None:
        """This tab takes over the latest save; the other tab waits in its turn."""
        if not self.other_tab_plays or self.keeper is None:
            return
        self.ui.dialog = ""
        self.other_tab_plays = False
        saved = self.keeper.take_over()
        self._save_problems()
        if saved is None:
            self.new_match()
            return
        self.settings = saved.settings
        i18n.set_language(self.settings.lang)
        self.resume(saved)

    def page_hidden(self) -> None:
        """The page goes away (a reload, a closed tab): save what a wait for the other
        tabs may still hold back."""
        if self.keeper is not None and self.keeper.settle(now=True):
            self.persist()

    def _settled(self) -> None:
        """The other tabs had their time to answer: save now if this tab plays."""
        if self.keeper is not None and self.keeper.settle():
            self.render()

    def _save_problems(self) -> None:
        keeper = self.keeper
        if keeper is None:
            return
        for problem in keeper.problems:
            self.notices.error(*save_notice(problem))
        keeper.problems.clear()

    def can_undo(self) -> bool:
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

    def open_stats(self) -> None:
        if self.stats is not None and self.ui.dialog in ("", "stats-reset"):
            self.ui.dialog = "stats"
            self.render()

    def ask_reset_stats(self) -> None:
        if self.ui.dialog == "stats":
            self.ui.dialog = "stats-reset"
            self.render()

    def reset_stats(self) -> None:
        if self.stats is not None and self.ui.dialog == "stats-reset":
            self.stats.reset()
            self.ui.dialog = "stats"
            self.notices.info(t("stats_reset_done"))
            self.render()



def save_notice(problem: Problem) -> tuple[str, str, str, str]:
    """A problem of the save as a notice: (text, action, value, label)."""
    if problem.kind in ("blocked", "full"):
        return t("save_" + problem.kind), "", "", ""
    text = t("save_corrupt", why=t("save_why_" + problem.kind))
    return text, "download-kept", problem.kept, t("save_download")
