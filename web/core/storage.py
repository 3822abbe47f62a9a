"""Where the page keeps things between visits: a small key-value ``Store``.

On the page it is the browser's ``localStorage`` (``BrowserStore``); in the tests, and when
the browser refuses storage (private mode, a third-party frame, storage turned off),
``MemoryStore``. Every failure of the browser's storage (``SecurityError`` on reaching
it, ``QuotaExceededError`` on a write) becomes ``StorageFailed``, so the callers handle one
error and the game never stops for it. No browser import: the JS objects are passed in and
used by duck typing, so CPython runs all of this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the DOM's types, for mypy only
    from web.core.dom_types import Storage, Window


class StorageFailed(Exception):
    """The browser refused to read or write its storage (blocked, or full)."""


class Store(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None:
        """Write ``value``; raise ``StorageFailed`` if it cannot be kept."""

    def remove(self, key: str) -> None: ...


class MemoryStore:
    """A store in memory: the tests' storage, and the page's when the browser has none.
    ``limit`` (characters over all values) fakes a full storage; ``blocked`` one that
    refuses every access."""

    def __init__(self, limit: int | None = None, blocked: bool = False) -> None:
        self.data: dict[str, str] = {}
        self.limit = limit
        self.blocked = blocked
        self.writes = 0

    def get(self, key: str) -> str | None:
        if self.blocked:
            raise StorageFailed("storage is blocked")
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.blocked:
            raise StorageFailed("storage is blocked")
        used = sum(len(v) for k, v in self.data.items() if k != key)
        if self.limit is not None and used + len(value) > self.limit:
            raise StorageFailed("storage is full")
        self.data[key] = value
        self.writes += 1

    def remove(self, key: str) -> None:
        if self.blocked:
            raise StorageFailed("storage is blocked")
        self.data.pop(key, None)


class BrowserStore:
    """``window.localStorage`` (any object with ``getItem``/``setItem``/``removeItem``)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        try:
            value = self.storage.getItem(key)
        except Exception as exc:  # any refusal of the browser's
            raise StorageFailed(str(exc)) from exc
        return value if isinstance(value, str) else None  # JS null is not a str

    def set(self, key: str, value: str) -> None:
        try:
            self.storage.setItem(key, value)
        except Exception as exc:  # QuotaExceededError, SecurityError...
            raise StorageFailed(str(exc)) from exc

    def remove(self, key: str) -> None:
        try:
            self.storage.removeItem(key)
        except Exception as exc:
            raise StorageFailed(str(exc)) from exc


PROBE_KEY = "pilotta:probe"


def open_store(window: Window) -> tuple[Store, bool]:
    """The page's store and whether it works: ``localStorage`` if the browser lets the page
    read and write it, else a ``MemoryStore`` (the game plays on; nothing outlives the tab).
    Merely reaching ``window.localStorage`` throws where storage is blocked."""
    try:
        store = BrowserStore(window.localStorage)
        store.set(PROBE_KEY, "1")
        store.remove(PROBE_KEY)
        return store, True
    except Exception:  # noqa: BLE001 - SecurityError, StorageFailed, no localStorage at all
        return MemoryStore(), False
