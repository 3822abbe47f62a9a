"""Thinking in slices of time: the one place where the page runs a search (a bot's move, a
hint) on its only thread.

A search is a generator that yields ``None`` between small units of work and returns its
result (``pilotta.agent.think``); it reads no clock, so where the page pauses it never
changes what it decides. The page runs units until a slice has had its time, then gives the
page back (a new task) so it can draw and take input, and goes on. A slice also stops
before a unit that could overrun it. Units differ (drawing a world is quick, solving one
exactly is not), so the estimate is the longest recent unit: it rises at once and fades
by ``FADE`` a unit, so one spike (a garbage collection) does not cut every later slice
short. A page task lasts about ``SLICE_MS`` or one unit, whichever is longer, on any
machine.

A deadline is the safety net for a search that never ends: it is far above what the
page's budget needs, and no test depends on it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Final, TypeVar

from web.core.tasks import Tasks

SLICE_MS: Final = 40.0
DEADLINE_MS: Final = 8000.0  # of thinking for one decision
FADE: Final = 0.9  # the unit estimate's decay per unit

T = TypeVar("T")


class ThinkingTooLong(Exception):
    """The search passed its deadline and was stopped."""


def think_in_slices(
    tasks: Tasks,
    thinking: Generator[None, None, T],
    done: Callable[[T], None],
    failed: Callable[[Exception], None],
    alive: Callable[[], bool] = lambda: True,
    slice_ms: float = SLICE_MS,
    deadline_ms: float = DEADLINE_MS,
) -> None:
    """Run ``thinking`` in slices of about ``slice_ms``, each a task of its own, then hand
    its result to ``done`` (or its error, or ``ThinkingTooLong``, to ``failed``) in a task
    of its own too, so that acting on it never lengthens a slice. Once ``alive()`` is false
    the search is dropped: nothing more runs and nothing is called."""
    began = tasks.now_ms()
    estimate = 0.0  # how long the next unit may take

    def finish(fn: Callable[[], None]) -> None:
        tasks.later(0, lambda: fn() if alive() else None)

    def one_slice() -> None:
        nonlocal estimate
        if not alive():
            thinking.close()
            return
        start = last = tasks.now_ms()
        if start - began >= deadline_ms:
            thinking.close()
            too_long = ThinkingTooLong(f"still thinking after {round(start - began)} ms")
            finish(lambda: failed(too_long))
            return
        try:
            while True:
                next(thinking)
                now = tasks.now_ms()
                estimate = max(now - last, estimate * FADE)
                last = now
                if now - start + estimate > slice_ms:
                    break
        except StopIteration as stop:
            result: T = stop.value
            finish(lambda: done(result))
            return
        except Exception as exc:  # noqa: BLE001 - the caller reports it
            error = exc
            finish(lambda: failed(error))
            return
        tasks.later(0, one_slice)

    tasks.later(0, one_slice)
