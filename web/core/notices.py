"""The notices under the header: errors (a bad address parameter) stay until the player
dismisses them; an informational one ("Target set to 151.") replaces the one before and
leaves by itself. Only a few are shown at once, so they never push the table away."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from web.core.tasks import Tasks

INFO = "info"
OFFER = "offer"  # an invitation with its own button (the guided deal on a first visit)
ERROR = "error"
SHOWN = 3  # notices on the page at once; more errors wait for a dismissal
KEPT = 20  # errors kept waiting at most; later ones are dropped
INFO_MS = 5000


@dataclass(frozen=True)
class Notice:
    serial: int  # the dismiss button's value: stable while other notices come and go
    text: str
    kind: str = ERROR
    action: str = ""  # a button of its own (its data-action, data-value and label)
    value: str = ""
    label: str = ""


def shown(notices: list[Notice]) -> list[Notice]:
    """What the page shows: the latest info first (the player's last act), then the oldest
    errors."""
    ordered = [n for n in notices if n.kind == INFO] + [n for n in notices if n.kind != INFO]
    return ordered[:SHOWN]


class Notices:
    def __init__(self, shown: list[Notice], tasks: Tasks, render: Callable[[], None]) -> None:
        self.shown = shown  # the page's list (UiState.notices), changed in place
        self.tasks = tasks
        self.render = render
        self.serial = 0

    def error(self, text: str, action: str = "", value: str = "", label: str = "",
              first: bool = False) -> None:
        """An error that stays until dismissed, after the others (``first``: before them,
        so that it is shown however many came before)."""
        errors = [n for n in self.shown if n.kind == ERROR]
        if len(errors) < KEPT and text not in (n.text for n in errors):
            self.serial += 1
            notice = Notice(self.serial, text, ERROR, action, value, label)
            if first:
                self.shown.insert(0, notice)
            else:
                self.shown.append(notice)

    def offer(self, text: str, action: str, value: str, label: str) -> None:
        """An invitation that stays until taken or dismissed, first of all."""
        self.serial += 1
        self.shown.insert(0, Notice(self.serial, text, OFFER, action, value, label))

    def info(self, text: str) -> None:
        """Say it now, in place of the last info; it leaves after ``INFO_MS``."""
        notice = self._new(text, INFO)
        self.shown[:] = [n for n in self.shown if n.kind != INFO] + [notice]

        def leave() -> None:
            if notice in self.shown:
                self.shown.remove(notice)
                self.render()

        self.tasks.later(INFO_MS, leave)

    def dismiss(self, serial: int) -> bool:
        kept = [n for n in self.shown if n.serial != serial]
        if len(kept) == len(self.shown):
            return False
        self.shown[:] = kept
        return True

    def new_match(self) -> None:
        """The new match dropped every timer: the info goes now (it spoke of the old match)."""
        self.shown[:] = [n for n in self.shown if n.kind != INFO]

    def _new(self, text: str, kind: str) -> Notice:
        self.serial += 1
        return Notice(self.serial, text, kind)
