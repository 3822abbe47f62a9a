"""The page's timers: the browser's event loop, as the controllers' ``Scheduler``
(``web/core/tasks.py``). Shared by the table (``web/table/dom.py``) and the embed
(``web/embed/main.py``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from web.core.browser import window


class LoopScheduler:
    """Timers on the page's event loop (``setTimeout`` underneath)."""

    def __init__(self) -> None:
        self.loop = asyncio.get_event_loop()

    def later(self, ms: int, fn: Callable[[], None]) -> asyncio.Handle:
        return self.loop.call_later(ms / 1000, fn)

    def now_ms(self) -> float:
        return float(window().performance.now())
