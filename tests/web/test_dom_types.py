"""The DOM's types (web/core/dom_types.py) keep mypy checking the browser-side modules: a
misspelt DOM call, an attribute the facade does not have, or a ``querySelector`` answer used
without ``present`` are errors, so the facade cannot silently decay to ``Any``. Each case is
a small module type-checked by ``mypy.api.run`` under ``--strict``, as the project is."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parents[2]

# Line 1 is the empty one after the opening quotes.
SNIPPET = '''
from web.core import browser
from web.core.browser import present
from web.core.dom_types import Document, KeyboardEvent, Window
from web.table.dom import browser_languages


def misspelt(doc: Document) -> None:
    doc.getElementByID("table")  # line 9: no such method


def maybe_null(doc: Document) -> None:
    doc.querySelector("#hand").focus()  # line 13: querySelector may answer null


def narrowed(doc: Document) -> None:
    el = doc.querySelector("#hand")
    if present(el):
        el.focus()  # fine: present narrows it
        el.setAttribute("tabindex", 0)  # line 20: an attribute's value is a str


def from_the_page() -> None:
    browser.document().body.innerHTLM = ""  # line 24: the page's document is typed
    browser.window().localStorage.getItem(1)  # line 25: a key is a str


def key(event: KeyboardEvent) -> int:
    return event.key  # line 29: a key is a str


def languages(win: Window) -> int:
    return browser_languages(win)  # line 33: the page's modules are typed too
'''

# line -> a piece of mypy's message for it
EXPECTED = {
    9: 'has no attribute "getElementByID"',
    13: 'Item "None" of "Element | None" has no attribute "focus"',
    20: 'incompatible type "int"; expected "str"',
    24: 'has no attribute "innerHTLM"',
    25: 'incompatible type "int"; expected "str"',
    29: 'Incompatible return value type (got "str", expected "int")',
    33: 'Incompatible return value type (got "list[str]", expected "int")',
}


@pytest.fixture(scope="module")
def errors(tmp_path_factory: pytest.TempPathFactory) -> dict[int, str]:
    tmp = tmp_path_factory.mktemp("domtypes")
    snippet = tmp / "snippet.py"
    snippet.write_text(textwrap.dedent(SNIPPET), encoding="utf-8")
    config = tmp / "mypy.ini"
    config.write_text(f"[mypy]\nmypy_path = {ROOT}\n", encoding="utf-8")  # finds ``web``
    out, err, _status = api.run([
        "--strict", "--python-version", "3.11", "--no-error-summary",
        "--config-file", str(config), "--cache-dir", str(tmp / "cache"),
        "--follow-imports", "silent", "--show-error-codes",
        str(snippet),
    ])
    assert err == ""
    found: dict[int, str] = {}
    for line in out.splitlines():
        m = re.match(r".*snippet\.py:(\d+): error: (.*)", line)
        if m:
            found[int(m.group(1))] = found.get(int(m.group(1)), "") + m.group(2)
    return found


def test_snippet_lines_are_where_the_table_says() -> None:
    lines = textwrap.dedent(SNIPPET).splitlines()
    for number in EXPECTED:
        assert f"line {number}:" in lines[number - 1]


@pytest.mark.parametrize("line", sorted(EXPECTED))
def test_mypy_reports_the_wrong_dom_call(errors: dict[int, str], line: int) -> None:
    assert EXPECTED[line] in errors.get(line, ""), errors


def test_mypy_reports_nothing_else(errors: dict[int, str]) -> None:
    """The right calls (``present`` narrowing, a focus without options) pass."""
    assert set(errors) == set(EXPECTED), errors

