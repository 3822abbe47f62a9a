"""Thinking in slices of time (web/core/slicing.py) with the fake clock, the bots' safety
deadline, the single path of the human's actions (``App.attempt``) and the click table
(web/table/dispatch.py)."""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

import pytest
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from pilotta.actions import CLOSE_CALL, PASS_CALL, Call, bid
from pilotta.agent import finish, think
from pilotta.bots import make_bot as engine_bot
from pilotta.match import Match
from web.core.settings import Settings
from web.core.slicing import DEADLINE_MS, SLICE_MS, ThinkingTooLong, think_in_slices
from web.core.tasks import Tasks
from web.table.bot_driver import BotError
from web.table.ctrl import App
from web.table.dispatch import HANDLERS, dispatch
from web.table.seat_bots import BUDGET


def steps(costs: list[float], clock: FakeClock, result: str = "done"
          ) -> Generator[None, None, str]:
    """A search whose units of work take ``costs`` ms each (the fake clock moves on)."""
    for cost in costs:
        clock.now += cost
        yield None
    return result


class Outcome:
    def __init__(self) -> None:
        self.results: list[Any] = []
        self.errors: list[Exception] = []


def run(clock: FakeClock, thinking: Generator[None, None, Any], **kwargs: Any
        ) -> tuple[Tasks, Outcome]:
    tasks = Tasks(clock)
    out = Outcome()
    think_in_slices(tasks, thinking, out.results.append, out.errors.append, **kwargs)
    return tasks, out


@pytest.mark.parametrize("cost", [0.5, 3.0, 17.0, 39.0, 90.0])
def test_each_slice_ends_near_its_time(cost: float) -> None:
    clock = FakeClock(tick_ms=0.0)
    n = int(4000 / cost)  # 4 s of work: within the deadline
    tasks, out = run(clock, steps([cost] * n, clock))
    clock.run()
    assert out.results == ["done"] and not out.errors
    # a slice stops before a unit that would overrun it; one longer unit is its own slice
    assert tasks.slowest_ms <= max(SLICE_MS, cost)
    assert clock.ran >= n * cost / max(SLICE_MS, cost)


def test_a_slice_stops_before_units_as_long_as_the_recent_ones() -> None:
    """Quick units, then slow ones (an exact solve): once a slow unit is seen, a slice
    does not start another one it has no time for; a lone spike is soon forgotten."""
    clock = FakeClock(tick_ms=0.0)
    costs = [0.5] * 100 + [30.0] * 20 + [0.5] * 100 + [35.0] + [0.5] * 300
    tasks, out = run(clock, steps(costs, clock))
    clock.run()
    assert out.results == ["done"]
    assert tasks.slowest_ms <= SLICE_MS + 35  # only a slow unit after quick ones surprises
    assert clock.ran <= 2 * sum(costs) / SLICE_MS + 25  # not one task per unit


def test_the_result_is_acted_on_in_a_task_of_its_own() -> None:
    clock = FakeClock(tick_ms=0.0)
    _tasks, out = run(clock, steps([1.0], clock))
    clock.step()  # the only slice: the search ends
    assert out.results == []
    clock.step()
    assert out.results == ["done"]


def test_pausing_never_changes_the_decision() -> None:
    """The hard bot (the page's budget) decides the same whether it runs at once or in
    slices of any length: in the auction, and for cards early and late (exact endgame)."""
    match = Match(seed=12)
    deal = match.new_deal()
    checked = 0
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        obs = match.observation(seat)
        whole = finish(think(engine_bot("hard", 5, budget=BUDGET), obs))
        if len(obs.legal) > 1 and len(deal.actions) % 3 == 0:
            checked += 1
            for tick in (0.1, 60.0):
                clock = FakeClock(tick_ms=tick)
                _, out = run(clock, think(engine_bot("hard", 5, budget=BUDGET), obs),
                             deadline_ms=float("inf"))
                clock.run()
                assert out.results == [whole], (tick, obs, out.errors)
        deal.push(whole)
    assert checked >= 5


def test_a_search_past_its_deadline_is_stopped_and_reported() -> None:
    clock = FakeClock(tick_ms=0.0)
    closed = []

    def endless() -> Generator[None, None, str]:
        try:
            while True:
                clock.now += 10.0
                yield None
        finally:
            closed.append(True)

    _tasks, out = run(clock, endless())
    clock.run()
    assert out.results == [] and len(out.errors) == 1
    assert isinstance(out.errors[0], ThinkingTooLong) and closed == [True]
    assert DEADLINE_MS <= clock.now < DEADLINE_MS + 2 * SLICE_MS


def test_a_dropped_search_stops_and_calls_nothing() -> None:
    clock = FakeClock(tick_ms=0.0)
    alive = [True]
    done: list[int] = []

    def counting() -> Generator[None, None, str]:
        for i in range(1000):
            done.append(i)
            clock.now += 5.0
            yield None
        return "done"

    _, out = run(clock, counting(), alive=lambda: alive[0])
    clock.step()
    before = len(done)
    alive[0] = False
    clock.run()
    assert len(done) == before and not out.results and not out.errors


def test_a_bot_thinking_past_the_deadline_has_the_easy_bot_play_for_it() -> None:
    class Endless:
        name = "endless"

        def act(self, obs: Any) -> Any:
            raise AssertionError("the page asks think(), not act()")

        def think(self, obs: Any) -> Generator[None, None, Any]:
            while True:
                yield None

    errors: list[BaseException] = []
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant"), seed=2, on_error=errors.append,
              bot_maker=lambda level, seed: Endless())
    app.start()
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    moves = len(app.deal.actions)
    clock.run(until=lambda: len(app.deal.actions) > moves)
    assert len(errors) == 1 and isinstance(errors[0], BotError)
    assert isinstance(errors[0].__cause__, ThinkingTooLong)
    assert "the easy bot played" in str(errors[0])
    assert clock.now >= DEADLINE_MS


def make_app(seed: int = 1) -> tuple[App, FakeClock, RecordingView]:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant"), seed=seed)
    app.start()
    clock.run(until=waiting_for_input(app))
    return app, clock, view


def test_a_refused_call_shows_the_engines_reason_and_changes_nothing() -> None:
    app, _clock, view = make_app(seed=1)
    assert app.waiting == "human" and app.deal.auction.min_bid() == 80
    actions = list(app.deal.actions)
    for action in (CLOSE_CALL, bid(70, 0)):  # nothing to close; under the lowest bid
        why = app.deal.verify(action, seat=0)
        assert why is not None
        assert not app.attempt(action)
        assert list(app.deal.actions) == actions
        assert 'data-kind="illegal"' in view["toast"] and why.message("en") in view["toast"]
    assert app.attempt(PASS_CALL) and len(app.deal.actions) == len(actions) + 1


def test_acting_out_of_turn_says_whose_turn_it_is() -> None:
    app, _clock, view = make_app(seed=2)
    app.call("pass")
    assert app.waiting == "bot"
    assert not app.attempt(PASS_CALL)
    assert 'data-kind="info"' in view["toast"] and "Right" in view["toast"]


def test_every_button_of_the_page_has_a_handler() -> None:
    """Through a whole deal: each ``data-action`` the renderer writes is in the dispatch
    table (the DOM layer itself handles the settings form and the error box)."""
    app, clock, view = make_app(seed=1)
    seen: set[str] = set()
    app.prefs.open_settings()
    seen |= set(re.findall(r'data-action="([^"]+)"', "".join(view.html.values())))
    app.dialogs.close_dialog()
    for _ in range(200):
        clock.run(until=waiting_for_input(app))
        seen |= set(re.findall(r'data-action="([^"]+)"', "".join(view.html.values())))
        if app.waiting != "human":
            break
        human_default(app)
    assert {"play", "call", "bid", "bid-step", "hint", "next-deal"} <= seen
    assert seen - HANDLERS.keys() == {"apply-settings"}


def test_clicks_with_bad_values_do_nothing() -> None:
    app, _clock, _view = make_app(seed=1)
    actions = list(app.deal.actions)
    for name, value in (("play", "ZZ"), ("bid", "x"), ("bid", "9"), ("bid-step", "up"),
                        ("call", "shout"), ("dismiss-notice", "-1"), ("no-such", "1")):
        dispatch(app, name, value)
    assert list(app.deal.actions) == actions and app.waiting == "human"
    dispatch(app, "bid", "2")
    call = app.deal.actions[-1]
    assert isinstance(call, Call) and str(call) == "80D"
