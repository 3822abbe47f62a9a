"""The part of the browser's DOM the page's Python uses, as ``typing.Protocol`` classes, so
``mypy --strict`` checks the calls of the browser-side modules (``web/core/browser.py``,
``loop``, ``web/table/dom.py``, ``keyboard_dom``, ``motion_dom``, ``main``,
``web/replay/dom.py``, ``web/save/dom.py``, ``web/embed/main.py``).

Only for mypy: the modules import these names under ``TYPE_CHECKING``, and the objects at run
time are Pyodide's ``JsProxy`` as before (nothing wraps them, nothing tests ``isinstance``). Only
what the page uses is described; a new DOM call needs its line here first. Where JavaScript may
give ``null`` or ``undefined`` the type says ``| None``, narrowed by ``browser.present``.

Expressions mypy types as ``Any`` in those nine modules (``mypy --strict --any-exprs-report DIR
pilotta web buildsite``): 1,248 of 3,846 before this module, 29 of 3,911 with it (and
``web/core/storage.py``: 17 of 172, then 0). The 29 left: pyscript's and pyodide's untyped
answers, before ``browser`` gives them their type, and ``window.pilottaBoot`` (web/boot.js).
"""

from __future__ import annotations

from collections.abc import Awaitable, Iterator
from typing import Protocol


class JsObject(Protocol):
    """A JavaScript value made from Python (``to_js``: an options object, an array), or a
    JavaScript function made from a Python one (``create_proxy``, ``once``): passed on to the
    browser as it is, never read from Python."""


class Rect(Protocol):
    @property
    def x(self) -> float: ...
    @property
    def y(self) -> float: ...
    @property
    def left(self) -> float: ...
    @property
    def top(self) -> float: ...
    @property
    def width(self) -> float: ...
    @property
    def height(self) -> float: ...


class RectList(Protocol):
    @property
    def length(self) -> int: ...


class ClassList(Protocol):
    def add(self, name: str, /) -> None: ...
    def contains(self, name: str, /) -> bool: ...


class Style(Protocol):
    def setProperty(self, name: str, value: str, /) -> None: ...


class File(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def size(self) -> float: ...
    def text(self) -> Awaitable[str]: ...


class FileList(Protocol):
    @property
    def length(self) -> int: ...
    def item(self, index: int, /) -> File: ...  # (called below ``length`` only: never null)


class StringList(Protocol):
    """A JavaScript array of strings (``DataTransfer.types``)."""

    def includes(self, value: str, /) -> bool: ...


class DataTransfer(Protocol):
    types: StringList
    dropEffect: str
    files: FileList


class Element(Protocol):
    """An element of the page. One protocol for all of them: the page reads ``value`` or
    ``checked`` only on the inputs and ``files`` only on the file picker."""

    id: str
    innerHTML: str
    textContent: str
    title: str
    hidden: bool
    disabled: bool | None  # undefined on an element that has no ``disabled``
    inert: bool
    lang: str
    type: str
    name: str
    value: str
    checked: bool
    href: str
    download: str
    files: FileList | None

    @property
    def tagName(self) -> str: ...
    @property
    def isConnected(self) -> bool: ...
    @property
    def isContentEditable(self) -> bool: ...
    @property
    def classList(self) -> ClassList: ...
    @property
    def style(self) -> Style: ...

    def getAttribute(self, name: str, /) -> str | None: ...
    def setAttribute(self, name: str, value: str, /) -> None: ...
    def removeAttribute(self, name: str, /) -> None: ...
    def hasAttribute(self, name: str, /) -> bool: ...
    def closest(self, selector: str, /) -> Element | None: ...
    def matches(self, selector: str, /) -> bool: ...
    def querySelector(self, selector: str, /) -> Element | None: ...
    def querySelectorAll(self, selector: str, /) -> NodeList: ...
    def contains(self, other: Element | None, /) -> bool: ...
    def isSameNode(self, other: Element | None, /) -> bool: ...
    def getBoundingClientRect(self) -> Rect: ...
    def getClientRects(self) -> RectList: ...
    def focus(self, options: JsObject = ..., /) -> None: ...
    def click(self) -> None: ...
    def remove(self) -> None: ...
    def appendChild(self, child: Element, /) -> Element: ...


class NodeList(Protocol):
    """``querySelectorAll``'s answer: the page only iterates over it."""

    def __iter__(self) -> Iterator[Element]: ...


class EventTarget(Protocol):
    def addEventListener(
            self, kind: str, listener: JsObject, capture: bool = ..., /) -> None: ...


class Event(Protocol):
    @property
    def target(self) -> Element | None: ...  # (the document, for a few events: see hasattr)
    def preventDefault(self) -> None: ...


class KeyboardEvent(Event, Protocol):
    @property
    def key(self) -> str: ...
    @property
    def code(self) -> str: ...
    @property
    def repeat(self) -> bool: ...
    @property
    def ctrlKey(self) -> bool: ...
    @property
    def altKey(self) -> bool: ...
    @property
    def metaKey(self) -> bool: ...
    @property
    def shiftKey(self) -> bool: ...


class DragEvent(Event, Protocol):
    @property
    def dataTransfer(self) -> DataTransfer | None: ...


class MessageEvent(Event, Protocol):
    @property
    def data(self) -> object: ...  # whatever the other tab posted, converted by Pyodide


class StorageEvent(Event, Protocol):
    @property
    def key(self) -> str | None: ...
    @property
    def newValue(self) -> str | None: ...


class Document(EventTarget, Protocol):
    title: str

    @property
    def body(self) -> Element: ...
    @property
    def documentElement(self) -> Element: ...
    @property
    def activeElement(self) -> Element | None: ...

    def getElementById(self, element_id: str, /) -> Element | None: ...
    def querySelector(self, selector: str, /) -> Element | None: ...
    def querySelectorAll(self, selector: str, /) -> NodeList: ...
    def createElement(self, tag: str, /) -> Element: ...


class Storage(Protocol):
    """``localStorage``."""

    def getItem(self, key: str, /) -> str | None: ...
    def setItem(self, key: str, value: str, /) -> None: ...
    def removeItem(self, key: str, /) -> None: ...


class Clipboard(Protocol):
    def writeText(self, text: str, /) -> Awaitable[None]: ...


class Navigator(Protocol):
    @property
    def clipboard(self) -> Clipboard: ...
    def share(self, data: JsObject, /) -> Awaitable[None]: ...


class MediaQueryList(Protocol):
    @property
    def matches(self) -> bool: ...


class Location(Protocol):
    @property
    def href(self) -> str: ...
    @property
    def search(self) -> str: ...
    @property
    def hash(self) -> str: ...
    @property
    def pathname(self) -> str: ...


class History(Protocol):
    def replaceState(self, state: None, title: str, url: str, /) -> None: ...


class Performance(Protocol):
    def now(self) -> float: ...
    def mark(self, name: str, /) -> None: ...


class Console(Protocol):
    def error(self, text: str, /) -> None: ...


class JsDate(Protocol):
    def getFullYear(self) -> int: ...
    def getMonth(self) -> int: ...  # 0 for January
    def getDate(self) -> int: ...


class DateClass(Protocol):
    def new(self) -> JsDate: ...  # Pyodide's ``new Date()``


class Blob(Protocol):
    """A file's bytes, to download (only handed to ``URL.createObjectURL``)."""


class BlobClass(Protocol):
    def new(self, parts: JsObject, options: JsObject, /) -> Blob: ...


class Url(Protocol):
    """The ``URL`` class's static methods."""

    def createObjectURL(self, blob: Blob, /) -> str: ...
    def revokeObjectURL(self, url: str, /) -> None: ...


class ReflectApi(Protocol):
    def has(self, target: object, name: str, /) -> bool: ...


class BroadcastChannel(EventTarget, Protocol):
    def postMessage(self, message: str, /) -> None: ...


class BroadcastChannelClass(Protocol):
    def new(self, name: str, /) -> BroadcastChannel: ...


class Window(EventTarget, Protocol):
    @property
    def location(self) -> Location: ...
    @property
    def history(self) -> History: ...
    @property
    def navigator(self) -> Navigator: ...
    @property
    def localStorage(self) -> Storage: ...  # reaching it throws where blocked
    @property
    def performance(self) -> Performance: ...
    @property
    def console(self) -> Console: ...
    @property
    def Date(self) -> DateClass: ...
    @property
    def Blob(self) -> BlobClass: ...
    @property
    def URL(self) -> Url: ...
    @property
    def Reflect(self) -> ReflectApi: ...
    @property
    def BroadcastChannel(self) -> BroadcastChannelClass: ...

    def matchMedia(self, query: str, /) -> MediaQueryList: ...
    def setTimeout(self, handler: JsObject, ms: int, /) -> int: ...
