"""The hint: what the hard bot would play in the human's seat, and why. It thinks in slices
of time like a bot, from the human's ``Observation`` only, and is dropped (its search
stopped) as soon as the human acts or the deal changes."""

from __future__ import annotations

from collections.abc import Callable

from pilotta.actions import Action, Call
from pilotta.observation import Observation
from web.core.slicing import think_in_slices
from web.core.tasks import PlayOnError, Tasks
from web.table.hint_words import hint_sentence
from web.table.narrator import Narrator
from web.table.seat_bots import deadline_ms, hint_budget
from web.table.state import UiState


class HintError(PlayOnError):
    """The hint could not be computed: no hint is shown."""


class HintDriver:
    def __init__(self, ui: UiState, tasks: Tasks, narrator: Narrator,
                 render: Callable[[], None], legal: Callable[[Action], bool]) -> None:
        self.ui = ui
        self.tasks = tasks
        self.narrator = narrator
        self.render = render
        self.legal = legal  # may the human take this action now?
        self.serial = 0  # bumped when a hint is asked for or dropped: a stale one stops

    def request(self, obs: Observation, seed: int, level: str) -> None:
        """Think about the human's move (as the bots of ``level`` would, Expert's search at
        Expert, else hard's); asked again while a hint is shown, say it again."""
        ui = self.ui
        if ui.hinting:
            return
        if ui.hint is not None:
            self.narrator.say(hint_sentence(ui.hint))
            self.render()
            return
        # imported on the first hint, not at the page's start (the hard bot's search)
        from pilotta.bots.hints import think_hint

        self.serial += 1
        serial = self.serial
        ui.hinting = True
        self.render()
        think_in_slices(self.tasks, think_hint(obs, budget=hint_budget(level), seed=seed),
                        done=lambda hint: self._done(serial, hint),
                        failed=lambda exc: self._failed(serial, exc),
                        alive=lambda: serial == self.serial, deadline_ms=deadline_ms(level))

    def _done(self, serial: int, hint: object) -> None:
        from pilotta.bots.hints import Hint

        ui = self.ui
        if not isinstance(hint, Hint) or not self.legal(hint.action):
            self._failed(serial, ValueError(f"the hint {hint!r} is not a legal action"))
            return
        ui.hinting = False
        ui.hint = hint
        action = hint.action
        if isinstance(action, Call) and action.is_bid:
            ui.bid_value = action.value  # the bid buttons offer the hinted value
        self.narrator.say(hint_sentence(hint))
        self.render()

    def _failed(self, serial: int, exc: Exception) -> None:
        if serial != self.serial:
            return
        self.clear()
        self.render()
        error = HintError(f"no hint: {type(exc).__name__}: {exc}")
        error.__cause__ = exc
        self.tasks.report(error)

    def clear(self) -> None:
        """The human acted or the deal changed: a shown hint goes, a running one stops."""
        if self.ui.hint is not None or self.ui.hinting:
            self.serial += 1
        self.ui.hint = None
        self.ui.hinting = False
