"""A page's start as its loading panel shows it (``web/boot.js``'s ``window.pilottaBoot``):
the stages, and the words of a failed start. Both pages' entry scripts (``web/table/main.py``,
``web/embed/main.py``) start through ``start``, so a failure anywhere in them shows words on the
page, with the traceback in the console, never a blank page."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from web.core.tasks import error_chain

if TYPE_CHECKING:
    from web.core.dom_types import Window


def stage(window: Window, method: str, *args: str) -> None:
    """Call ``pilottaBoot.<method>(*args)`` if the page has the loading panel's script."""
    boot: Any = getattr(window, "pilottaBoot", None)  # web/boot.js's object, of no DOM type
    if boot is not None:
        getattr(boot, method)(*args)


def log_traceback(window: Window, exc: BaseException) -> None:
    """The whole traceback, for the console (the page shows words)."""
    window.console.error("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))


def start(window: Window, main: Callable[[], None]) -> None:
    """Run a page's ``main``; a failure goes to the console whole and to the panel in words."""
    try:
        main()
    except BaseException as exc:  # noqa: BLE001 - everything is reported on the page
        log_traceback(window, exc)
        chain = error_chain(exc)  # the page gets words; the traceback is in the console
        stage(window, "fail", "engine", chain[0], "\n".join(chain))
