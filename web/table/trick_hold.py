"""A finished trick stays on the table for a moment (``hold_ms``), then slides to its
winner (``collect_ms``) before play goes on; the player may act meanwhile, which clears it
at once."""

from __future__ import annotations

from collections.abc import Callable

from web.core.tasks import Tasks
from web.table.state import UiState


class TrickHold:
    def __init__(self, ui: UiState, tasks: Tasks, render: Callable[[], None],
                 proceed: Callable[[], None]) -> None:
        self.ui = ui
        self.tasks = tasks
        self.render = render
        self.proceed = proceed  # play goes on
        self.serial = 0  # bumped by each hold and skip: the timers of an older one do nothing

    def start(self, hold_ms: int, collect_ms: int) -> None:
        if hold_ms <= 0:
            return
        self.ui.hold = True
        self.serial += 1
        serial = self.serial
        self.tasks.later(hold_ms, lambda: self._collect(serial, collect_ms))

    def _collect(self, serial: int, collect_ms: int) -> None:
        if serial != self.serial or not self.ui.hold:
            return
        self.ui.hold = False
        if collect_ms <= 0:
            self._end(serial)
            return
        self.ui.collecting = True
        self.render()
        self.tasks.later(collect_ms, lambda: self._end(serial))

    def _end(self, serial: int) -> None:
        if serial != self.serial:
            return
        self.ui.collecting = self.ui.hold = False
        self.ui.fresh = -1
        self.proceed()

    def skip(self) -> None:
        """The player acted while the trick was still shown: clear it now."""
        if self.ui.hold or self.ui.collecting:
            self.ui.hold = self.ui.collecting = False
            self.ui.fresh = -1
            self.serial += 1
