"""Thinking in slices of time: the one place where the page runs a search (a bot's move, a
hint) on its only thread.

A search is a generator that yields ``None`` between small units of work and returns its
result (``pilotta.agent.think``); it reads no clock, so where the page pauses it never
changes what it decides. The page runs units until a slice has had its time, then gives the
page back (a new task) so it can draw and take input, and goes on. A slice stops before a
unit that would probably overrun it (the last unit's duration predicts the next one's), so
a page task stays near ``SLICE_MS`` even on a machine twice as slow.

A deadline is the safety net for a search that never ends: it is far above what the
page's budget needs, and no test depends on it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Final, TypeVar

from .tasks import Tasks

SLICE_MS: Final = 40.0
DEADLINE_MS: Final = 8000.0  # of thinking for one decision

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

    def finish(fn: Callable[[], None]) -> None:
        tasks.later(0, lambda: fn() if alive() else None)

    def one_slice() -> None:
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
                unit, last = now - last, now
                if now - start + unit > slice_ms:
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
