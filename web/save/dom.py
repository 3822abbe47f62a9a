"""The browser's side of saving: the ``BroadcastChannel`` and the ``storage`` event that
connect the tabs (``save_keeper`` decides what they mean), and the download of a save
that was kept aside. Only the page runs this module."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from urllib.parse import quote

from web.core.browser import create_proxy

if TYPE_CHECKING:
    from web.core.dom_types import (
        BroadcastChannel,
        Document,
        Event,
        JsObject,
        MessageEvent,
        StorageEvent,
        Window,
    )

CHANNEL = "pilotta"


class TabLinks:
    """Messages between the page's tabs. ``post`` is None where the browser has no
    ``BroadcastChannel`` (then only the saves' generations keep the tabs apart)."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.channel: BroadcastChannel | None = None
        self.proxies: list[JsObject] = []  # kept alive as long as the page
        try:
            self.channel = window.BroadcastChannel.new(CHANNEL)
        except Exception:  # noqa: BLE001 - no BroadcastChannel: the generations still hold
            self.channel = None

    @property
    def post(self) -> Callable[[str], None] | None:
        channel = self.channel
        return None if channel is None else channel.postMessage

    def listen(self, on_message: Callable[[object], None],
               on_storage: Callable[[str | None, str | None], None],
               on_hide: Callable[[], None]) -> None:
        def message(event: MessageEvent) -> None:
            on_message(event.data)

        def storage(event: StorageEvent) -> None:
            key, value = event.key, event.newValue
            on_storage(key if isinstance(key, str) else None,
                       value if isinstance(value, str) else None)

        def hide(event: Event) -> None:
            on_hide()

        self.proxies = [create_proxy(message), create_proxy(storage), create_proxy(hide)]
        if self.channel is not None:
            self.channel.addEventListener("message", self.proxies[0])
        self.window.addEventListener("storage", self.proxies[1])
        self.window.addEventListener("pagehide", self.proxies[2])


def download(document: Document, name: str, text: str) -> None:
    """Offer ``text`` as a file named ``name`` (a link with ``download``, clicked once)."""
    link = document.createElement("a")
    link.href = "data:application/json;charset=utf-8," + quote(text)
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
