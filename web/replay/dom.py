"""The browser's side of records, links and the replay viewer: saving a file, the file
picker and a file dropped on the page, the Web Share API or the clipboard, the address's
fragment, and the viewer's keys. Everything it learns goes to the controller
(``App.viewer``, ``web/replay/ctrl.py``) as a task, so a failure is reported like any
other and never leaves a traceback on the page."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from pilotta.record import show
from web.core.browser import create_proxy, once, present, to_js
from web.core.tasks import Tasks
from web.i18n.translate import t
from web.replay.ctrl import CANCELLED, COPIED, FAILED, SHARED, ReplayControl
from web.replay.export import MAX_RECORD_MB

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from web.core.dom_types import (
        DataTransfer,
        Document,
        DragEvent,
        Element,
        Event,
        File,
        JsObject,
        KeyboardEvent,
        Window,
    )

# The viewer's keys (only while it is open): a step, the ends, the deals of a record.
KEYS = {"ArrowRight": "next", "ArrowLeft": "back", "Home": "first", "End": "last",
        "PageUp": "prev-deal", "PageDown": "next-deal"}
REVOKE_MS = 60_000  # a downloaded file's blob URL is kept this long, then freed
_T = TypeVar("_T")


def _js_object(values: dict[str, str]) -> JsObject:
    return to_js(values)


def _ok(value: _T | None) -> TypeIs[_T]:
    """A real value (not JS null or undefined)."""
    return present(value)


def _is_text_field(el: Element | None) -> bool:
    tag = str(getattr(el, "tagName", "") or "").upper()
    return tag in ("INPUT", "TEXTAREA", "SELECT")


class Host(Protocol):
    """The page's controller as this side needs it (the table's ``App``)."""

    @property
    def tasks(self) -> Tasks: ...
    @property
    def viewer(self) -> ReplayControl: ...
    @property
    def resumed(self) -> bool: ...


class ReplayDom:
    """Implements ``replay_control.Browser`` and listens to what only the page sees."""

    def __init__(self, document: Document, window: Window, app: Host) -> None:
        self.doc = document
        self.window = window
        self.app = app
        self.file_input = document.getElementById("record-file")
        self._proxies = {
            "change": create_proxy(self.on_change),
            "dragover": create_proxy(self.on_dragover),
            "drop": create_proxy(self.on_drop),
            "hashchange": create_proxy(lambda _event: self.open_fragment()),
        }
        for name in ("change", "dragover", "drop"):
            document.addEventListener(name, self._proxies[name])
        window.addEventListener("hashchange", self._proxies["hashchange"])
        self._pending: set[asyncio.Future[None]] = set()  # kept alive until done

    # --- replay_control.Browser -----------------------------------------------------------
    def today(self) -> tuple[int, int, int]:
        now = self.window.Date.new()
        return int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate())

    def address(self) -> str:
        return str(self.window.location.href)

    def download(self, name: str, text: str) -> None:
        win = self.window
        blob = win.Blob.new(to_js([text]), _js_object({"type": "application/json"}))
        url = win.URL.createObjectURL(blob)
        link = self.doc.createElement("a")
        link.href = url
        link.download = name
        link.hidden = True
        self.doc.body.appendChild(link)
        link.click()
        link.remove()
        win.setTimeout(once(lambda: win.URL.revokeObjectURL(url)), REVOKE_MS)

    def pick_record(self) -> None:
        if _ok(self.file_input):
            self.file_input.value = ""  # the same file again is a change too
            self.file_input.click()

    def share_link(self, link: str, title: str, done: Callable[[str], None]) -> None:
        """The Web Share API where the browser has it (called now, while the click's user
        activation holds), else the clipboard."""
        nav = self.window.navigator
        if self.window.Reflect.has(nav, "share"):
            promise = nav.share(_js_object({"title": title, "url": link}))
            self._spawn(self._after_share(promise, link, done))
        else:
            self._spawn(self._copy(link, done))

    # --- events ----------------------------------------------------------------------------
    def on_change(self, event: Event) -> None:
        target = event.target
        if not _ok(target) or not hasattr(target, "getAttribute"):
            return
        if _ok(target.getAttribute("data-replay-slider")):
            value = str(target.value)
            if value.isdigit():
                self.app.tasks.run(lambda: self.app.viewer.go(int(value)))
        elif str(getattr(target, "id", "")) == "record-file":
            files = target.files
            if _ok(files) and files.length:
                self._spawn(self._read(files.item(0)))

    def _with_files(self, event: DragEvent) -> DataTransfer | None:
        """The event's ``dataTransfer`` if it carries files, else None."""
        transfer: DataTransfer | None = getattr(event, "dataTransfer", None)
        return transfer if _ok(transfer) and transfer.types.includes("Files") else None

    def on_dragover(self, event: DragEvent) -> None:
        transfer = self._with_files(event)
        if transfer is not None:
            event.preventDefault()  # the page takes the drop (not the browser)
            transfer.dropEffect = "copy"

    def on_drop(self, event: DragEvent) -> None:
        transfer = self._with_files(event)
        if transfer is None:
            return
        event.preventDefault()
        files = transfer.files
        if files.length:
            self._spawn(self._read(files.item(0)))

    def on_key(self, event: KeyboardEvent) -> None:
        """The viewer's keys; a focused field (the slider) keeps its own."""
        command = KEYS.get(str(event.key))
        if command is None or event.ctrlKey or event.altKey or event.metaKey:
            return
        if _is_text_field(event.target):
            return
        event.preventDefault()
        self.app.tasks.run(lambda: self.app.viewer.move(command))

    def open_fragment(self, at_start: bool = False) -> None:
        """A deal in the address's fragment opens in the viewer (anything else there gets a
        notice, which says whether the match goes on or a new one began: ``at_start``, the
        page just started one); the fragment is then taken off the address, so a reload
        starts plainly."""
        fragment = str(self.window.location.hash or "")
        if len(fragment) <= 1:
            return
        location = self.window.location
        self.window.history.replaceState(None, "", str(location.pathname) + str(location.search))

        def open_link() -> None:
            self.app.viewer.open_link(fragment, new_match=at_start and not self.app.resumed)

        self.app.tasks.run(open_link)

    # --- waiting for the browser ------------------------------------------------------------
    def _spawn(self, work: Awaitable[None]) -> None:
        future = asyncio.ensure_future(work)
        self._pending.add(future)
        future.add_done_callback(self._pending.discard)

    async def _read(self, file: File) -> None:
        name = str(file.name)
        size = float(file.size)
        if size > MAX_RECORD_MB * 1_000_000:
            self._notice(t("record_too_big", name=show(name, quote=True),
                           size=f"{size / 1_000_000:.1f}", limit=MAX_RECORD_MB))
            return
        try:
            text = str(await file.text())
        except Exception:  # noqa: BLE001 - a file the browser cannot read: say so
            self._notice(t("record_unreadable", name=show(name, quote=True)))
            return

        def open_record() -> None:
            self.app.viewer.open_record(text, name)

        self.app.tasks.run(open_record)

    def _notice(self, text: str) -> None:
        self.app.tasks.run(lambda: self.app.viewer.refuse(text))

    async def _after_share(self, promise: Awaitable[None], link: str,
                           done: Callable[[str], None]) -> None:
        try:
            await promise
        except Exception as e:  # noqa: BLE001 - the player cancelled, or sharing failed
            if "AbortError" in str(getattr(e, "name", "")) + str(e):
                self.app.tasks.run(lambda: done(CANCELLED))
                return
            await self._copy(link, done)
            return
        self.app.tasks.run(lambda: done(SHARED))

    async def _copy(self, link: str, done: Callable[[str], None]) -> None:
        outcome = COPIED
        try:
            await self.window.navigator.clipboard.writeText(link)
        except Exception:  # noqa: BLE001 - no clipboard here (or refused): shown to copy
            outcome = FAILED
        self.app.tasks.run(lambda: done(outcome))
