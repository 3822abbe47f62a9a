"""The browser, as the DOM layer reaches it: through PyScript's Python API.

``document`` and ``window`` are PyScript's (``pyscript.document``, ``pyscript.window``); event
handlers and conversions are ``pyscript.ffi``'s (``create_proxy``, ``to_js``, ``is_none``), and
the one thing PyScript does not offer, a callable that frees itself after one call, is
Pyodide's. The other modules of ``web`` ask this one, never ``js`` or ``pyodide``.

The ``pyscript`` package exists only once PyScript has started, after Python itself was
restored from the build's memory snapshot (``buildsite/snapshot.py``), which already holds
modules such as ``web.table.dom``: so this module imports it on first use, never at import. Under
CPython (the controllers' tests) there is no browser: ``present`` is then a plain ``None``
test, and the rest is not called.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:  # the DOM's types are for mypy only (web/core/dom_types.py)
    from typing_extensions import TypeIs

    from web.core.dom_types import Document, JsObject, Window

_T = TypeVar("_T")
_NOT_LOADED: Any = object()  # a marker, of no type the callers see
_is_none: Any = _NOT_LOADED  # pyscript.ffi.is_none, or None outside a browser

# pyscript and pyodide have no types: each answer is given its DOM type (dom_types) here.


def document() -> Document:
    from pyscript import document as doc  # type: ignore[import-not-found,unused-ignore]

    typed: Document = doc
    return typed


def window() -> Window:
    from pyscript import window as win  # type: ignore[import-not-found,unused-ignore]

    typed: Window = win
    return typed


def create_proxy(fn: Callable[..., object]) -> JsObject:
    """A JavaScript function that calls ``fn`` until it is destroyed (event handlers)."""
    from pyscript.ffi import create_proxy as make  # type: ignore[import-not-found,unused-ignore]

    proxy: JsObject = make(fn)
    return proxy


def once(fn: Callable[[], object]) -> JsObject:
    """A JavaScript function that calls ``fn`` once, then frees itself (a timer's callback)."""
    from pyodide.ffi import create_once_callable  # type: ignore[import-not-found,unused-ignore]

    proxy: JsObject = create_once_callable(fn)
    return proxy


def to_js(value: object) -> JsObject:
    """``value`` converted to JavaScript; a dict becomes a plain object."""
    from pyscript.ffi import to_js as convert  # type: ignore[import-not-found,unused-ignore]

    converted: JsObject = convert(value)
    return converted


def present(value: _T | None) -> TypeIs[_T]:
    """True for a real DOM object: not ``None``, JavaScript ``null`` or ``undefined`` (for
    mypy: ``value`` is then not ``None``)."""
    global _is_none
    if value is None:
        return False
    if _is_none is _NOT_LOADED:
        try:
            from pyscript.ffi import is_none  # type: ignore[import-not-found,unused-ignore]
        except ImportError:  # CPython: no browser, the tests' fakes use None
            is_none = None
        _is_none = is_none
    return _is_none is None or not _is_none(value)
