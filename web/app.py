"""The controller: match flow, the human's actions, bot scheduling and settings.

It touches no DOM: it renders through a ``View`` (``show(scene)``) and waits through a
``Scheduler`` (``later(ms, fn)``), so the whole flow runs under CPython in the tests with a
fake clock. Bots think in slices (``pilotta.agent.think``) of at most ``SLICE_MS`` so the
page's only thread never blocks long; so does the hint (``request_hint``: what the hard bot
would play in the human's seat, and why), which is dropped if the human acts first.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Generator
from typing import Any, Protocol

from pilotta.actions import (
    ANNOUNCE,
    BID,
    CLOSE,
    CLOSE_BACK,
    CLOSE_BACK_CALL,
    CLOSE_CALL,
    DECLINE,
    MAX_BID,
    PASS_CALL,
    PLAYS,
    Action,
    Call,
    Declare,
    Play,
    bid,
)
from pilotta.agent import Agent, think
from pilotta.bots.hints import Hint, think_hint
from pilotta.cards import card_pretty, parse_card
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.rng import derive_seed

from . import i18n
from .bots import fallback_action, make_bot
from .hints import hint_sentence
from .i18n import card_words, seat_name, t
from .settings import MESSAGE_MS, Settings, SettingsForm, apply_form
from .state import (
    HUMAN,
    W_BOT,
    W_HOLD,
    W_HUMAN,
    W_MATCH_OVER,
    W_SUMMARY,
    Scene,
    UiState,
)
from .summary import call_text

SLICE_MS = 30  # a bot (or a hint) thinks this long at most before giving the page back
HINT_SEED = 7919  # hint seeds: derive_seed(match seed, HINT_SEED, deal number, move number)


class Cancel(Protocol):
    def cancel(self) -> Any: ...


class Scheduler(Protocol):
    def later(self, ms: int, fn: Callable[[], None]) -> Cancel: ...

    def now_ms(self) -> float: ...


class View(Protocol):
    def show(self, scene: Scene) -> None: ...


BotMaker = Callable[[str, int], Agent]  # (level, seed) -> bot


class PlayOnError(Exception):
    """An error the game survives (a bot that failed, a hint that failed): reported on the
    page, then the game goes on."""


class BotError(PlayOnError):
    """A bot failed (raised, or chose an illegal action): the easy bot played its move."""


class HintError(PlayOnError):
    """The hint could not be computed: no hint is shown."""


def call_words(call: Call) -> str:
    if call.kind == BID:
        return call_text(call.value, call.suit)
    return {"pass": t("pass"), CLOSE: t("close_x2"), CLOSE_BACK: t("close_back_x4")}[call.kind]


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
    ) -> None:
        self.view = view
        self.clock = scheduler
        self.settings = settings or Settings()
        i18n.set_language(self.settings.lang)
        self.base_seed = seed if seed is not None else secrets.randbits(62)
        self.matches_started = 0
        self.bot_maker = bot_maker
        self.on_error = on_error
        self.ui = UiState(notices=list(notices or []))
        self.match = Match(self.settings.target, seed=self.base_seed)
        self.bots: dict[int, Agent] = {}
        self.epoch = 0  # bumped by a new match: stale timers do nothing
        self.bot_busy = False
        self.hold_serial = 0
        self.last_actor = -1
        self._timers: list[Cancel] = []
        self.renders = 0
        self.slowest_ms = 0.0  # the longest task run through ``timed``
        self._live_queue: list[str] = []
        self.hint_serial = 0  # bumped when a hint is asked for or cleared: stale ones stop

    # --- scheduling ----------------------------------------------------------------------
    def _later(self, ms: int, fn: Callable[[], None]) -> None:
        epoch = self.epoch

        def run() -> None:
            if epoch != self.epoch:
                return
            self.timed(fn)

        self._timers.append(self.clock.later(max(0, ms), run))
        if len(self._timers) > 64:
            self._timers = self._timers[-32:]

    def timed(self, fn: Callable[[], None]) -> None:
        """Run one task of the page (a timer, a click), report its errors on the page and
        keep the longest duration (``slowest_ms``, a performance figure)."""
        start = time.perf_counter()
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - shown on the page, not swallowed
            if self.on_error is None:
                raise
            self.on_error(exc)
        finally:
            self.slowest_ms = max(self.slowest_ms, (time.perf_counter() - start) * 1000)

    def _report(self, exc: BaseException) -> None:
        """Report an error the game survives on the page (``on_error``); without a page
        (the tests) it is raised."""
        if self.on_error is None:
            raise exc
        self.on_error(exc)

    def _slices(self, thinking: Generator[None, None, Any], valid: Callable[[], bool],
                done: Callable[[Any], None], failed: Callable[[Exception], None]) -> None:
        """Run ``thinking`` (a bot's or a hint's search) at most ``SLICE_MS`` per page task,
        yielding the page between slices, until it returns its result to ``done`` (or raises:
        ``failed``). It stops, dropped, as soon as ``valid()`` is false."""
        if not valid():
            return
        start = time.perf_counter()
        try:
            while True:
                next(thinking)
                if (time.perf_counter() - start) * 1000 >= SLICE_MS:
                    self._later(0, lambda: self._slices(thinking, valid, done, failed))
                    return
        except StopIteration as stop:
            result = stop.value
        except Exception as exc:  # noqa: BLE001 - the caller decides (and reports)
            failed(exc)
            return
        done(result)

    def _cancel_timers(self) -> None:
        for timer in self._timers:
            timer.cancel()
        self._timers.clear()

    # --- the match -----------------------------------------------------------------------
    @property
    def deal(self) -> Deal:
        return self.match.deals[-1]

    def start(self) -> None:
        self.new_match()

    def match_seed(self) -> int:
        if self.matches_started == 0:
            return self.base_seed
        return derive_seed(self.base_seed, self.matches_started)

    def new_match(self) -> None:
        self.epoch += 1
        self._cancel_timers()
        seed = self.match_seed()
        self.matches_started += 1
        self.match = Match(self.settings.target, seed=seed)
        self.bots = self._make_bots(self.settings.level)
        notices = self.ui.notices
        self.ui = UiState(notices=notices)
        self.hint_serial += 1
        self.bot_busy = False
        self._start_deal()

    def _make_bots(self, level: str) -> dict[int, Agent]:
        seed = self.match.seed
        return {s: self.bot_maker(level, derive_seed(seed, 1000 + s)) for s in (1, 2, 3)}

    def _start_deal(self) -> None:
        deal = self.match.new_deal()
        self._clear_hint()
        self.last_actor = -1
        self.ui.bid_value = 0
        self.ui.show_last = False
        self.ui.fresh = -1
        self._announce(t("an_new_deal", n=len(self.match.deals), seat=seat_name(deal.dealer)))
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
            slowest_ms=self.slowest_ms,
            bots=",".join(sorted({type(b).__name__ for b in self.bots.values()})),
        )

    def render(self) -> None:
        if self._live_queue:
            self.ui.live = ". ".join(self._live_queue)
            self.ui.live_serial += 1
            self._live_queue.clear()
        self.renders += 1
        self.view.show(self.scene())

    def proceed(self) -> None:
        """Render, then start whatever comes next (a bot's turn)."""
        self.render()
        if self.waiting == W_BOT and not self.bot_busy and not self.ui.dialog:
            self.bot_busy = True
            delay = self.settings.think_ms
            if self.deal.to_act == self.last_actor:  # a bot's card right after its declaration
                delay = min(delay, 200)
            self._later(delay, self._bot_turn)

    # --- bots ----------------------------------------------------------------------------
    def _bot_turn(self) -> None:
        deal = self.match.current
        if (deal is None or deal.to_act in (None, HUMAN) or self.ui.hold or self.ui.collecting
                or self.ui.dialog):  # bots wait while a dialog is open
            self.bot_busy = False
            return
        seat = deal.to_act
        thinking = think(self.bots[seat], self.match.observation(seat))
        self._slices(thinking, lambda: True, lambda action: self._bot_done(seat, action),
                     lambda exc: self._bot_failed(seat, exc))

    def _bot_done(self, seat: int, action: Any) -> None:
        deal = self.deal
        if deal.to_act != seat:  # cannot happen: nobody else acts while a bot thinks
            self.bot_busy = False
            return
        if not isinstance(action, (Call, Declare, Play)) or deal.verify(action) is not None:
            self._bot_failed(seat, ValueError(f"it chose {action!r}, which is not legal"))
            return
        self.bot_busy = False
        self._apply(action)

    def _bot_failed(self, seat: int, exc: Exception) -> None:
        """A bot raised or chose an illegal action: the easy bot plays this move for it (or,
        if even that fails, the first legal action), and the error is reported."""
        self.bot_busy = False
        deal = self.deal
        if deal.to_act != seat:
            return
        bot = self.bots.get(seat)
        seed = derive_seed(self.match.seed, 2000 + seat, len(self.match.deals), len(deal.actions))
        action, second = fallback_action(self.match.observation(seat), seed)
        player = "the easy bot" if second is None else "the first legal action"
        error = BotError(
            f"the bot of {seat_name(seat)} ({type(bot).__name__}, level "
            f"{self.settings.level}) failed: {type(exc).__name__}: {exc}; {player} played "
            f"{action} instead"
            + ("" if second is None else f" (the easy bot failed too: {second!r})"))
        error.__cause__ = exc
        self._apply(action)
        self._report(error)

    # --- applying an action --------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        deal = self.deal
        seat = deal.to_act
        assert seat is not None
        tricks = len(deal.tricks)
        pilotta = deal.pilotta_called
        had_contract = deal.contract is not None
        deal.push(action)
        self._clear_hint()
        self.last_actor = seat if isinstance(action, Declare) else -1
        if self.ui.hold or self.ui.collecting:  # the player acted during a held trick
            self._skip_hold()
        self.ui.fresh = -1
        if isinstance(action, Call):
            self._announce(t("an_call", seat=seat_name(seat), call=call_words(action)))
            if deal.contract is not None and not had_contract:
                c = deal.contract
                text = call_text(c.value, c.trump) + {1: "", 2: " ×2", 4: " ×4"}[c.multiplier]
                self._announce(t("an_contract", contract=t(
                    "contract_by", call=text, seat=seat_name(c.seat), team=i18n.team_name(c.team))))
        elif isinstance(action, Declare):
            if action.announce:
                what = ", ".join(
                    f"{t('announced_' + d.kind, value=d.value)}" for d in deal.possible[seat])
                self._announce(t("an_declares", seat=seat_name(seat), what=what))
            else:
                self._announce(t("an_declines", seat=seat_name(seat)))
        elif isinstance(action, Play):
            self.ui.fresh = action.card
            key = "an_you_play" if seat == HUMAN else "an_plays"
            self._announce(t(key, seat=seat_name(seat), card=card_words(action.card)))
        if deal.pilotta_called and not pilotta and deal.contract is not None:
            trump = deal.contract.trump
            cards = f"{card_pretty(trump * 8 + 6)} {card_pretty(trump * 8 + 5)}"
            self._message(t("pilotta_called", seat=seat_name(seat), cards=cards), "pilotta")
        if len(deal.tricks) > tricks:
            last = deal.tricks[-1]
            key = "status_you_win_trick" if last.winner == HUMAN else "status_wins_trick"
            self._announce(t(key, seat=seat_name(last.winner), points=last.points))
            if self.settings.hold_ms > 0:
                self.ui.hold = True
                self.hold_serial += 1
                serial = self.hold_serial
                self._later(self.settings.hold_ms, lambda: self._end_hold(serial))
        self.proceed()

    def _end_hold(self, serial: int) -> None:
        if serial != self.hold_serial or not self.ui.hold:
            return
        self.ui.hold = False
        if self.settings.collect_ms > 0:
            self.ui.collecting = True
            self.render()
            self._later(self.settings.collect_ms, lambda: self._end_collect(serial))
        else:
            self._end_collect(serial)

    def _end_collect(self, serial: int) -> None:
        if serial != self.hold_serial:
            return
        self.ui.collecting = False
        self.ui.hold = False
        self.ui.fresh = -1
        self.proceed()

    def _skip_hold(self) -> None:
        """The player acts while a finished trick is still shown: clear it at once."""
        self.ui.hold = self.ui.collecting = False
        self.ui.fresh = -1
        self.hold_serial += 1

    # --- messages ------------------------------------------------------------------------
    def _announce(self, text: str) -> None:
        """Queue a sentence for screen readers; one render speaks them all."""
        self._live_queue.append(text)

    def _message(self, text: str, kind: str) -> None:
        self.ui.message = text
        self.ui.message_kind = kind
        self.ui.message_serial += 1
        serial = self.ui.message_serial
        self._announce(text)

        def clear() -> None:
            if self.ui.message_serial == serial:
                self.ui.message = ""
                self.ui.message_kind = ""
                self.render()

        self._later(MESSAGE_MS, clear)

    # --- the human's actions -------------------------------------------------------------
    def _human_may_act(self) -> bool:
        deal = self.match.current
        if deal is None or deal.to_act != HUMAN:
            if deal is not None and deal.to_act is not None:
                self._message(t("an_wait", seat=seat_name(deal.to_act)), "info")
                self.render()
            return False
        return True

    def play(self, card: int) -> None:
        if not 0 <= card < 32 or not self._human_may_act():
            return
        action = PLAYS[card]
        why = self.deal.verify(action, seat=HUMAN)
        if why is not None:
            self._message(t("an_illegal", card=card_pretty(card), reason=i18n.illegal_reason(why)),
                          "illegal")
            self.render()
            return
        self._apply(action)

    def call(self, kind: str) -> None:
        action = {"pass": PASS_CALL, CLOSE: CLOSE_CALL, CLOSE_BACK: CLOSE_BACK_CALL}.get(kind)
        if action is None or not self._human_may_act():
            return
        why = self.deal.verify(action, seat=HUMAN)
        if why is not None:
            self._message(i18n.illegal_reason(why), "illegal")
            self.render()
            return
        self._apply(action)

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
        if value is None:
            return
        low = self.deal.auction.min_bid() or value
        self.ui.bid_value = max(low, min(MAX_BID, value + delta))
        self.render()

    def bid(self, suit: int) -> None:
        value = self.bid_value()
        if value is None or not 0 <= suit < 4 or not self._human_may_act():
            return
        action = bid(value, suit)
        why = self.deal.verify(action, seat=HUMAN)
        if why is not None:
            self._message(i18n.illegal_reason(why), "illegal")
            self.render()
            return
        self.ui.bid_value = 0
        self._apply(action)

    def declare(self, announce: bool) -> None:
        if not self._human_may_act():
            return
        action = ANNOUNCE if announce else DECLINE
        why = self.deal.verify(action, seat=HUMAN)
        if why is not None:
            self._message(i18n.illegal_reason(why), "illegal")
            self.render()
            return
        self._apply(action)

    def next_deal(self) -> None:
        if self.waiting != W_SUMMARY:
            return
        self._start_deal()

    def request_new_match(self) -> None:
        if self.match.winner is not None or self._match_untouched():
            self.ui.dialog = ""
            self.new_match()
            return
        self.ui.dialog = "confirm-new"
        self.render()

    def _match_untouched(self) -> bool:
        return len(self.match.deals) == 1 and not self.deal.actions

    def confirm_new_match(self) -> None:
        self.ui.dialog = ""
        self.new_match()

    def toggle_last_trick(self) -> None:
        self.ui.show_last = not self.ui.show_last
        self.render()

    def dismiss_notice(self, index: int) -> None:
        if 0 <= index < len(self.ui.notices):
            del self.ui.notices[index]
            self.render()

    # --- settings ------------------------------------------------------------------------
    def open_settings(self) -> None:
        self.ui.dialog = "settings"
        self.ui.form = SettingsForm.of(self.settings)
        self.ui.form_error = ""
        self.render()

    def close_dialog(self) -> None:
        if self.ui.dialog:
            self.ui.dialog = ""
            self.ui.form_error = ""
            self.proceed()

    def apply_settings(self, form: SettingsForm) -> bool:
        """Apply the dialog's values; on a bad value say why and change nothing."""
        new, error = apply_form(self.settings, form)
        if new is None:
            self.ui.form = form
            self.ui.form_error = error or ""
            self.render()
            return False
        old = self.settings
        self.settings = new
        self.ui.dialog = ""
        self.ui.form_error = ""
        if new.target != old.target:
            if self.match.results or self.match.winner is not None:
                self.ui.notices.append(t("target_applies_next", target=new.target))
            else:
                self.match.target = new.target
                self.ui.notices.append(t("target_applies_now", target=new.target))
        if new.level != old.level:
            self.bots = self._make_bots(new.level)
        self.proceed()
        return True

    # --- the hint: what the hard bot would play now, and why -------------------------------
    def hint_seed(self) -> int:
        """Deterministic: the match seed, the deal and the move."""
        return derive_seed(self.match.seed, HINT_SEED, len(self.match.deals),
                           len(self.deal.actions))

    def request_hint(self) -> None:
        """Think (in slices, like a bot) about the human's move with the hard bot, then show
        its action and reason. Asked again while shown: the sentence is read out again."""
        if self.waiting != W_HUMAN or self.ui.hinting:
            return
        if self.ui.hint is not None:
            self._announce(hint_sentence(self.ui.hint))
            self.render()
            return
        self.hint_serial += 1
        serial = self.hint_serial
        obs = self.match.observation(HUMAN)
        thinking = think_hint(obs, budget="browser", seed=self.hint_seed())
        self.ui.hinting = True
        self.render()
        self._later(0, lambda: self._slices(
            thinking, lambda: serial == self.hint_serial,
            lambda hint: self._hint_done(serial, hint),
            lambda exc: self._hint_failed(serial, exc)))

    def _hint_done(self, serial: int, hint: Any) -> None:
        if serial != self.hint_serial:  # the human acted meanwhile: nothing to show
            return
        self.ui.hinting = False
        deal = self.match.current
        if (not isinstance(hint, Hint) or deal is None or deal.to_act != HUMAN
                or deal.verify(hint.action, seat=HUMAN) is not None):
            self._hint_failed(serial, ValueError(f"the hint {hint!r} is not a legal action"))
            return
        self.ui.hint = hint
        action = hint.action
        if isinstance(action, Call) and action.kind == BID:
            self.ui.bid_value = action.value  # the bid buttons offer the hinted value
        self._announce(hint_sentence(hint))
        self.render()

    def _hint_failed(self, serial: int, exc: Exception) -> None:
        if serial != self.hint_serial:
            return
        self.hint_serial += 1
        self.ui.hinting = False
        self.ui.hint = None
        self.render()
        error = HintError(f"no hint: {type(exc).__name__}: {exc}")
        error.__cause__ = exc
        self._report(error)

    def _clear_hint(self) -> None:
        """The human acted or the deal changed: a shown hint goes, a running one stops."""
        if self.ui.hint is not None or self.ui.hinting:
            self.hint_serial += 1
        self.ui.hint = None
        self.ui.hinting = False

    # --- one entry point for the page's clicks -----------------------------------------------
    def act(self, name: str, value: str = "") -> None:
        """Dispatch a click: ``name`` is the element's ``data-action``."""
        if name == "play":
            try:
                self.play(parse_card(value))
            except ValueError:
                pass
        elif name == "call":
            self.call(value)
        elif name == "bid":
            if value.isdigit():
                self.bid(int(value))
        elif name == "bid-step":
            try:
                self.step_bid(int(value))
            except ValueError:
                pass
        elif name == "declare":
            self.declare(value == "true")
        elif name == "hint":
            self.request_hint()
        elif name == "next-deal":
            self.next_deal()
        elif name == "new-match":
            self.request_new_match()
        elif name == "confirm-new-match":
            self.confirm_new_match()
        elif name == "last-trick":
            self.toggle_last_trick()
        elif name == "open-settings":
            self.open_settings()
        elif name == "close-dialog":
            self.close_dialog()
        elif name == "dismiss-notice":
            if value.isdigit():
                self.dismiss_notice(int(value))
