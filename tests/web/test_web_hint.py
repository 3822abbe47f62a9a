"""The hint (what the hard bot would play now, and why) and failing bots, under CPython with
the fake clock: the controller (web/table/ctrl.py) and what the renderer shows."""

from __future__ import annotations

import re
from collections.abc import Callable, Generator
from typing import Any

import pytest
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

import pilotta.bots.hints as hint_module
import web.table.seat_bots as bots_module
from pilotta.actions import BID, Call, Declare, Play
from pilotta.agent import RandomAgent
from pilotta.bots.hard import PRESETS
from pilotta.bots.hints import think_hint
from pilotta.cards import card_name, card_pretty
from pilotta.observation import Observation
from web.core.settings import Settings, SettingsForm
from web.core.slicing import SLICE_MS
from web.table.bot_driver import BotError
from web.table.ctrl import App
from web.table.dispatch import dispatch
from web.table.hint_driver import HintError
from web.table.hint_words import hint_sentence
from web.table.seat_bots import fallback_action, make_bot


def make_app(seed: int = 1, on_error: Callable[[BaseException], None] | None = None,
             bot_maker: Any = make_bot, **settings: Any
             ) -> tuple[App, FakeClock, RecordingView]:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(**settings), seed=seed, bot_maker=bot_maker,
              on_error=on_error)
    app.start()
    return app, clock, view


def to_turn(app: App, clock: FakeClock, kind: type, choices: int = 2) -> Observation:
    """Play on (the human: pass, announce, first card) until the human is to take an
    action of ``kind`` with at least ``choices`` legal ones."""
    for _ in range(300):
        clock.run(until=waiting_for_input(app))
        if app.waiting == "summary":
            app.next_deal()
            continue
        obs = app.match.observation(0)
        if isinstance(obs.legal[0], kind) and len(obs.legal) >= choices:
            return obs
        human_default(app)
    raise AssertionError(f"no {kind.__name__} turn for the human")


def hinting(app: App) -> bool:
    """Read afresh (the type checker would keep what an earlier assert narrowed)."""
    return app.ui.hinting


def hint_now(app: App, clock: FakeClock, view: RecordingView) -> Any:
    dispatch(app, "hint")
    assert hinting(app) and view.data["hinting"] == "1"
    assert 'aria-busy="true"' in view["status"] and "Thinking" in view["status"]
    clock.run(until=lambda: not app.ui.hinting)
    assert view.data.get("hinting") is None  # (get: read afresh, not as narrowed above)
    hint = app.ui.hint
    assert hint is not None
    return hint


def test_hint_on_a_card_turn_is_legal_shown_and_spoken() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    obs = to_turn(app, clock, Play)
    assert 'data-action="hint"' in view["status"] and "hint-note" not in view["status"]
    ran = clock.ran
    hint = hint_now(app, clock, view)
    assert clock.ran - ran >= 2  # thought over several page tasks (slices)
    assert isinstance(hint.action, Play) and hint.action in obs.legal
    name = card_name(hint.action.card)
    status = view["status"]
    assert f'data-hint-card="{name}"' in status and f'data-hint-code="{hint.code}"' in status
    assert 'data-hint-call=""' in status
    sentence = hint_sentence(hint)
    assert sentence.startswith("Hint: ") and card_pretty(hint.action.card) in sentence
    assert sentence in app.ui.live  # screen readers hear it
    hand = view["hand"]
    marked = re.findall(r'data-card="(..)" data-legal="true" data-key="[^"]+" data-hinted="true"',
                        hand)
    assert marked == [name]
    assert hand.count('data-hinted="true"') == 1
    # every page task (a slice) ends on time: the fake clock counts the search's steps
    assert app.slowest_ms <= SLICE_MS + 2 * clock.tick_ms, app.slowest_ms
    # asking again while it is shown reads it out again, thinks no more
    serial = app.ui.live_serial
    dispatch(app, "hint")
    assert not app.ui.hinting and app.ui.live_serial == serial + 1 and sentence in app.ui.live
    # playing it: the hint goes, the game goes on
    moves = len(app.deal.actions)
    dispatch(app, "play", name)
    assert len(app.deal.actions) == moves + 1
    assert app.ui.hint is None and "hint-note" not in view["status"]
    assert 'data-hinted' not in view["hand"]


def test_a_hint_is_discarded_when_the_human_acts_first() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    obs = to_turn(app, clock, Play)
    dispatch(app, "hint")
    clock.step()  # one slice, and the human does not wait
    assert hinting(app)
    other = [a.card for a in obs.legal if isinstance(a, Play)][-1]
    app.play(other)
    assert not hinting(app) and app.ui.hint is None and view.data["hinting"] is None
    assert "hint-note" not in view["status"]
    clock.run(until=waiting_for_input(app))
    assert app.ui.hint is None and not app.ui.hinting
    assert "data-hint-code" not in view["status"] and "data-hinted" not in view["hand"]
    assert "Hint:" not in app.ui.live


def test_a_stale_hint_stops_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search is dropped, not run to its end, once the human acted."""
    app, clock, _view = make_app(seed=3, speed="instant")
    to_turn(app, clock, Play)
    steps = []
    real = think_hint

    def counting(*args: Any, **kwargs: Any) -> Generator[None, None, Any]:
        inner = real(*args, **kwargs)
        while True:
            steps.append(1)
            try:
                next(inner)
            except StopIteration as stop:
                return stop.value
            yield

    monkeypatch.setattr(hint_module, "think_hint", counting)
    dispatch(app, "hint")
    clock.step()
    before = len(steps)
    assert before >= 1 and app.ui.hinting
    human_default(app)
    clock.run(until=waiting_for_input(app))
    assert len(steps) == before


def test_hint_in_the_auction_highlights_the_call() -> None:
    for seed in range(1, 40):
        app, clock, view = make_app(seed=seed, speed="instant")
        to_turn(app, clock, Call)
        hint = hint_now(app, clock, view)
        action = hint.action
        assert isinstance(action, Call)
        assert app.deal.verify(action, seat=0) is None
        status = view["status"]
        assert f'data-hint-call="{action}"' in status and 'data-hint-card=""' in status
        assert hint_sentence(hint) in app.ui.live
        center = view["center"]
        assert center.count('data-hinted="true"') == 1
        if action.kind == BID:
            # the bid buttons offer the hinted value, the hinted suit is marked
            assert f'data-bid-value="{action.value}"' in center
            assert re.search(rf'hinted"[^>]*data-bid="{action}"', center)
            app.bid(action.bid_suit)
            assert str(app.deal.auction.calls[-1]) == str(action)
            assert app.ui.hint is None and 'data-hinted' not in view["center"]
            return
        assert re.search(rf'hinted"[^>]*data-call="{action}"', center)
        app.call(action.kind)
        assert app.ui.hint is None
    pytest.fail("no seed gave a bid hint")


def test_hint_on_a_declaration_turn() -> None:
    app, clock, view = make_app(seed=1, speed="instant")  # seat 0 holds J Q K A of diamonds
    to_turn(app, clock, Declare)
    hint = hint_now(app, clock, view)
    assert isinstance(hint.action, Declare)
    assert view["center"].count('data-hinted="true"') == 1
    assert f'data-hint-call="{hint.action}"' in view["status"]


def test_hints_are_deterministic_from_the_match_seed_and_move() -> None:
    hints = []
    for _ in range(2):
        app, clock, view = make_app(seed=8, speed="instant")
        to_turn(app, clock, Play)
        seed = app.hint_seed()
        hints.append((seed, hint_now(app, clock, view)))
    assert hints[0] == hints[1]
    assert hints[0][0] != make_app(seed=9)[0].hint_seed()


def test_no_hint_when_it_is_not_the_humans_turn() -> None:
    app, clock, view = make_app(seed=2)
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    assert app.waiting == "bot"
    assert 'data-action="hint"' not in view["status"]
    dispatch(app, "hint")
    assert not app.ui.hinting and app.ui.hint is None


def test_a_failing_hint_is_reported_and_the_game_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    errors: list[BaseException] = []
    app, clock, view = make_app(seed=3, speed="instant", on_error=errors.append)
    to_turn(app, clock, Play)

    def broken(*args: Any, **kwargs: Any) -> Generator[None, None, Any]:
        yield
        raise RuntimeError("no idea")

    monkeypatch.setattr(hint_module, "think_hint", broken)
    dispatch(app, "hint")
    clock.run(until=lambda: not app.ui.hinting)
    assert len(errors) == 1 and isinstance(errors[0], HintError)
    assert "no idea" in str(errors[0]) and isinstance(errors[0].__cause__, RuntimeError)
    assert app.ui.hint is None and 'aria-busy' not in view["status"]
    human_default(app)  # still playable


class Broken:
    """A bot that raises (``mode="raise"``) or plays an illegal card (``"illegal"``)."""

    name = "broken"

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def act(self, obs: Observation) -> Any:
        if self.mode == "raise":
            raise RuntimeError("the bot is broken")
        legal = set(obs.legal)
        return next(Play(c) for c in range(32) if Play(c) not in legal)


@pytest.mark.parametrize("mode", ["raise", "illegal"])
def test_a_failing_bot_is_replaced_by_the_easy_bot_and_reported(
        mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    errors: list[BaseException] = []
    made: list[Any] = []

    def maker(level: str, seed: int) -> Any:  # seat 1 gets the broken bot
        made.append(Broken(mode) if not made else RandomAgent(seed))
        return made[-1]

    fallbacks: list[tuple[Observation, Any]] = []
    real = fallback_action

    def spy(obs: Observation, seed: int) -> Any:
        result = real(obs, seed)
        fallbacks.append((obs, result))
        return result

    monkeypatch.setattr(bots_module, "fallback_action", spy)
    app, clock, _view = make_app(seed=2, speed="instant", on_error=errors.append,
                                bot_maker=maker)
    clock.run(until=waiting_for_input(app))
    app.call("pass")  # seat 1 (the broken bot) is next
    clock.run(until=waiting_for_input(app))
    assert len(app.deal.actions) >= 4  # seats 1, 2 and 3 have called
    assert len(errors) == len(fallbacks) >= 1
    assert all(isinstance(e, BotError) for e in errors)
    assert "the easy bot played" in str(errors[0]) and "Right" in str(errors[0])
    assert errors[0].__cause__ is not None
    # the easy bot's move was played for seat 1, which keeps its bot for the next move
    obs, (action, second) = fallbacks[0]
    assert obs.seat == 1 and second is None
    assert app.deal.actions[1] == action == make_bot("easy", 0).act(obs)
    assert isinstance(app.bots[1], Broken)


def test_expert_plays_and_hints_with_the_expert_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    app, clock, view = make_app(seed=1)
    app.prefs.open_settings()
    assert 'name="level" value="expert"' in view["dialog"] and "Expert" in view["dialog"]
    app.prefs.apply_settings(SettingsForm("301", "", "instant", "expert"))
    assert view.data["level"] == "expert" and view.data["bots"] == "HardBot"
    assert all(bot.budget == PRESETS["expert"]  # type: ignore[attr-defined]
               for bot in app.bots.values())
    clock.run(until=waiting_for_input(app))
    asked: list[object] = []

    def recording(obs: Observation, budget: str, seed: int) -> Generator[None, None, Any]:
        asked.append(budget)
        return think_hint(obs, budget=budget, seed=seed)

    monkeypatch.setattr(hint_module, "think_hint", recording)
    app.request_hint()
    clock.run(until=lambda: app.ui.hint is not None)
    assert asked == ["expert"]
    assert bots_module.hint_budget("hard") == "browser"
    assert bots_module.deadline_ms("expert") > bots_module.deadline_ms("hard")


def test_a_thinking_bot_shows_dots_beside_its_name() -> None:
    app, clock, view = make_app(seed=1, speed="slow")
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    assert app.waiting == "bot"
    seat = app.deal.to_act
    assert seat is not None and seat != 0
    plate = view[f"seat-{seat}"]
    assert 'data-thinking="true"' in plate and 'class="thinking-dots"' in plate
    assert not any("data-thinking" in view[f"seat-{s}"] for s in range(4) if s != seat)
    assert "is thinking" in view["status"]
    clock.run(until=waiting_for_input(app))
    assert not any("data-thinking" in view[f"seat-{s}"] for s in range(4))


def test_a_failing_bot_without_a_page_raises_after_its_move() -> None:
    app, clock, _view = make_app(seed=2, speed="instant",
                                bot_maker=lambda level, seed: Broken("raise"))
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    moves = len(app.deal.actions)
    with pytest.raises(BotError):
        clock.run(until=waiting_for_input(app))
    assert len(app.deal.actions) == moves + 1  # the move was played first


def test_the_level_setting_picks_the_engine_bots() -> None:
    app, clock, view = make_app(seed=1)
    assert app.settings.level == "normal" and view.data["bots"] == "HeuristicBot"
    app.prefs.open_settings()
    assert 'name="level" value="normal" checked' in view["dialog"]
    app.prefs.apply_settings(SettingsForm("301", "", "normal", "hard"))
    clock.run(until=waiting_for_input(app))
    assert view.data["level"] == "hard" and view.data["bots"] == "HardBot"
    app.prefs.apply_settings(SettingsForm("301", "", "normal", "easy"))
    assert view.data["bots"] == "HeuristicBot"
    assert all(bot.level == "easy" for bot in app.bots.values())  # type: ignore[attr-defined]
