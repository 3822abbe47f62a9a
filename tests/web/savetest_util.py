"""Pages over one fake storage: a "reload" is a new controller on the same store, as the
page builds it (web/table/dom.py's Page): the keeper loads the save, the App resumes it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from web.core.settings import Params, Settings
from web.core.storage import Store
from web.save.asked import asks_another_match, in_progress
from web.save.ctrl import SaveKeeper
from web.stats.model import StatsBook
from web.table.ctrl import App


@dataclass
class Tab:
    app: App
    clock: FakeClock
    view: RecordingView
    keeper: SaveKeeper


class Bus:
    """A BroadcastChannel between fake tabs: a message reaches every other tab at once."""

    def __init__(self) -> None:
        self.tabs: list[Tab] = []

    def post_from(self, index: Callable[[], int]) -> Callable[[str], None]:
        def post(text: str) -> None:
            sender = index()
            for i, tab in enumerate(list(self.tabs)):
                if i != sender and tab.keeper.on_message(text):
                    tab.app.autosave.other_tab()
                    tab.app.render()
        return post

    def stored(self, writer: Tab, key: str, value: str | None) -> None:
        """The browser's ``storage`` event: every tab but the writer hears of a write."""
        for tab in self.tabs:
            if tab is not writer and tab.keeper.on_storage(key, value):
                tab.app.autosave.other_tab()
                tab.app.render()


def open_page(store: Store, seed: int | None = None, bus: Bus | None = None,
              settings: Settings | None = None, **changes: Any) -> Tab:
    """Open (or reload) the page on ``store``, as web/table/dom.py's Page does."""
    view, clock = RecordingView(), FakeClock()
    post = None
    if bus is not None:
        n = len(bus.tabs)
        post = bus.post_from(lambda: n)
    keeper = SaveKeeper(store, post=post, now=clock.now_ms)
    saved = keeper.load()
    asked = None if saved is None else asks_another_match(Params(seed=seed), saved)
    if saved is not None and asked is not None and not in_progress(saved):
        saved, asked = None, None
    base = replace(settings or keeper.settings or Settings(speed="fast"), **changes)
    app = App(view, clock, base, seed=seed, keeper=keeper, stats=StatsBook(store))
    tab = Tab(app, clock, view, keeper)
    if bus is not None:
        bus.tabs.append(tab)
    app.start(saved)
    if asked is not None:
        app.offers.offer_asked_match(*asked)
    return tab


def play_until(tab: Tab, done: Callable[[App], bool], limit: int = 400) -> None:
    """Play on (pass, announce, first legal card, next deal) until ``done(app)``, checked
    whenever the page waits for the player."""
    app, clock = tab.app, tab.clock
    for _ in range(limit):
        clock.run(until=waiting_for_input(app))
        if done(app):
            return
        if app.waiting == "summary":
            app.next_deal()
        elif app.waiting == "human":
            human_default(app)
        else:
            raise AssertionError(f"stuck: {app.waiting}")
    raise AssertionError("never done")


FRESH = re.compile(r" fresh from-\w+")  # the card just played slides in: not after a reload


def visible(view: RecordingView) -> dict[str, Any]:
    """What a player sees: every region and the body's data, but for the slowest task's
    time, the slide-in of the last card and the passing message by the hand."""
    data = {k: v for k, v in view.data.items() if k != "slowest-ms"}
    html = {k: FRESH.sub("", v) for k, v in view.html.items() if k != "toast"}
    return {"html": html, "data": data}
