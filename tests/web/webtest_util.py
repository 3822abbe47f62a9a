"""A fake clock and a recording view: the page's controller runs under CPython."""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from typing import Any

from pilotta.actions import Call, Declare, Play
from web.table.state import Scene
from web.table.view import body_data, regions


class Handle:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class FakeClock:
    """Timers run in time order when ``run`` is called; time jumps, nothing sleeps. Each
    reading of the clock moves it on by ``tick_ms``, as if the work between two readings
    took that long: a search is cut in slices by the count of its steps, deterministically.
    """

    def __init__(self, tick_ms: float = 5.0) -> None:
        self.now = 0.0
        self.tick_ms = tick_ms
        self.queue: list[tuple[float, int, Callable[[], None], Handle]] = []
        self.count = itertools.count()
        self.ran = 0  # timers run so far

    def later(self, ms: int, fn: Callable[[], None]) -> Handle:
        handle = Handle()
        heapq.heappush(self.queue, (self.now + ms, next(self.count), fn, handle))
        return handle

    def now_ms(self) -> float:
        self.now += self.tick_ms
        return self.now

    def run(self, until: Callable[[], bool] | None = None, limit: int = 100_000) -> None:
        for _ in range(limit):
            if until is not None and until():
                return
            if not self.queue:
                return
            self._next()
        raise AssertionError("the clock ran too long")

    def step(self, n: int = 1) -> None:
        """Run the next ``n`` timers (fewer if there are none left)."""
        for _ in range(n):
            if not self.queue:
                return
            self._next()

    def _next(self) -> None:
        at, _, fn, handle = heapq.heappop(self.queue)
        self.now = max(self.now, at)
        if not handle.cancelled:
            self.ran += 1
            fn()


class RecordingView:
    """Renders every scene to HTML (as the page would) and keeps the last one."""

    def __init__(self) -> None:
        self.count = 0
        self.html: dict[str, str] = {}
        self.data: dict[str, str | None] = {}
        self.scene: Scene | None = None

    def show(self, scene: Scene) -> None:
        self.count += 1
        self.scene = scene
        self.html = regions(scene)
        self.data = body_data(scene)

    def __getitem__(self, region: str) -> str:
        return self.html[region]


def waiting_for_input(app: Any) -> Callable[[], bool]:
    return lambda: app.waiting in ("human", "summary", "match-over")


def human_default(app: Any) -> None:
    """Pass in the auction, announce, play the first legal card."""
    first = app.match.observation(0).legal[0]
    if isinstance(first, Call):
        app.call("pass")
    elif isinstance(first, Declare):
        app.declare(True)
    else:
        assert isinstance(first, Play)
        app.play(first.card)
