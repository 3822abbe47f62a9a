"""The page's tasks: timers on an injected ``Scheduler``, dropped by a new match, each run
through one place that reports its errors and keeps the longest task's duration.

The scheduler is the only clock of ``web/``: ``setTimeout`` and ``performance.now()`` on the
page, a fake clock in the CPython tests (so nothing a test checks depends on real time).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol


class Cancel(Protocol):
    def cancel(self) -> Any: ...


class Scheduler(Protocol):
    def later(self, ms: int, fn: Callable[[], None]) -> Cancel: ...

    def now_ms(self) -> float: ...


class PlayOnError(Exception):
    """An error the game survives (a bot or a hint that failed): reported on the page, then
    the game goes on."""


def error_words(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def error_chain(exc: BaseException) -> list[str]:
    """The error and its causes, one line each, in words (no traceback)."""
    lines: list[str] = []
    seen: BaseException | None = exc
    while seen is not None and len(lines) < 8:
        lines.append(error_words(seen))
        seen = seen.__cause__ or seen.__context__
    return lines


MAX_TIMERS = 64  # handles kept for ``cancel_all``; older ones have fired long ago


class Tasks:
    def __init__(self, scheduler: Scheduler,
                 on_error: Callable[[BaseException], None] | None = None) -> None:
        self.scheduler = scheduler
        self.on_error = on_error
        self.epoch = 0  # bumped by ``cancel_all``: a timer of an older epoch does nothing
        self.slowest_ms = 0.0  # the longest task run so far (a figure the page shows)
        self._timers: list[Cancel] = []

    def now_ms(self) -> float:
        return self.scheduler.now_ms()

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        """Run ``fn`` as a task of its own in ``ms`` milliseconds (0: after the page has
        had its turn), unless ``cancel_all`` is called first."""
        epoch = self.epoch

        def task() -> None:
            if epoch == self.epoch:
                self.run(fn)

        self._timers.append(self.scheduler.later(max(0, ms), task))
        if len(self._timers) > MAX_TIMERS:
            del self._timers[:MAX_TIMERS // 2]

    def cancel_all(self) -> None:
        self.epoch += 1
        for timer in self._timers:
            timer.cancel()
        self._timers.clear()

    def run(self, fn: Callable[[], None]) -> None:
        """Run one task (a timer, a click): its error is reported, its duration kept."""
        start = self.now_ms()
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - reported on the page, not swallowed
            self.report(exc)
        finally:
            self.slowest_ms = max(self.slowest_ms, self.now_ms() - start)

    def report(self, exc: BaseException) -> None:
        """Show an error on the page (``on_error``); without a page (the tests) raise it."""
        if self.on_error is None:
            raise exc
        self.on_error(exc)
