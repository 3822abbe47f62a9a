"""The page's Content-Security-Policy (its <meta http-equiv> in index.html).

* A whole deal, as a person plays it, with the settings dialog (typed target submitted with
  Enter, radio choices, Apply), hints on a call and on a card, the last trick, the deal's
  summary and the next deal: not one ``securitypolicyviolation``, no page error.
* The policy has no 'unsafe-inline' for scripts and no 'unsafe-eval' (PyScript's core would
  need it for its worker hooks; web/pyscript_fixes.js drops them), and embed.html has the
  same.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import DIST
from playwright.sync_api import Page
from site_util import CSP_WATCH, READY_TIMEOUT_MS, act_once, wait_input, wait_ready

pytestmark = pytest.mark.browser

HINT_TIMEOUT_MS = 30_000
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')

# the page's script: the game's archive on the path (zipimport), then the entry module
GAME_ON_PATH = ('sys.path.insert(0, os.path.abspath("game.zip"))'
                "  # the game's modules: pyscript.toml [files]")

def policy() -> dict[str, list[str]]:
    text = (DIST / "index.html").read_text(encoding="utf-8")
    found = META.findall(text)
    assert len(found) == 1, "index.html must carry exactly one CSP <meta>"
    directives = {}
    for part in found[0].split(";"):
        name, *values = part.split()
        directives[name] = values
    return directives


def ask_hint(page: Page) -> str:
    page.click('[data-action="hint"]')
    note = page.wait_for_selector("#status .hint-note", timeout=HINT_TIMEOUT_MS)
    assert note is not None
    return note.inner_text()


def violations(page: Page) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate("window.__csp")
    return found


def test_the_policy_allows_only_the_origin_and_no_inline_script() -> None:
    csp = policy()
    assert csp["default-src"] == ["'none'"]
    for directive, values in csp.items():
        assert "'unsafe-inline'" not in values, directive
        assert not any(v.startswith(("http:", "https:", "data:", "blob:", "*")) for v in values)
    assert csp["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    for name in ("connect-src", "img-src", "style-src", "worker-src", "manifest-src"):
        assert csp[name] == ["'self'"], name
    # inline handlers and style attributes: only the exact texts whose hashes are listed
    assert csp["script-src-attr"][0] == "'unsafe-hashes'"
    assert csp["style-src-attr"][0] == "'unsafe-hashes'"
    assert all(v.startswith("'sha256-") for v in csp["script-src-attr"][1:]
               + csp["style-src-attr"][1:])
    index = re.sub(r"<!--.*?-->", "", (DIST / "index.html").read_text(encoding="utf-8"),
                   flags=re.DOTALL)
    # no inline JavaScript: the one inline script is PyScript's, Python that the browser does
    # not run (PyScript hands its text to Pyodide), and it only puts the game's archive on the
    # path and imports the page's module
    inline = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", index, flags=re.DOTALL)
    assert [(attrs, body.strip().splitlines()) for attrs, body in inline] == [
        (' type="py" config="./pyscript.toml"', ["import os, sys", GAME_ON_PATH,
                                                  "import web.table.main"])], inline
    assert not re.search(r"\son[a-z]+=", index), "an inline event handler"
    assert "<style" not in index


def test_a_whole_deal_with_settings_and_hints_breaks_no_rule(page: Page,
                                                             site_url: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script(CSP_WATCH)
    page.goto(site_url + "?seed=1&speed=fast")
    wait_ready(page)
    wait_input(page)

    # settings: a target typed and submitted with Enter, then speed and level, Apply
    page.click('[data-action="open-settings"]')
    page.wait_for_selector('[data-dialog="settings"]')
    page.fill("#custom-target", "151")
    page.press("#custom-target", "Enter")
    page.wait_for_function("() => document.body.dataset.target === '151'")
    if page.query_selector('[data-dialog="settings"]') is None:
        page.click('[data-action="open-settings"]')
        page.wait_for_selector('[data-dialog="settings"]')
    page.check('input[name="speed"][value="instant"]')
    page.check('input[name="level"][value="hard"]')
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.speed === 'instant'")

    hints = 0
    actions = 0
    shown_last = False
    while wait_input(page) == "human":
        phase = page.evaluate("document.body.dataset.phase")
        hintable = page.query_selector('[data-action="hint"]') is not None
        if hintable and ((hints, phase) in ((0, "auction"), (1, "play"))):
            assert ask_hint(page).startswith("Hint:")
            hints += 1
        last = '[data-action="last-trick"]:not([disabled])'
        if phase == "play" and not shown_last and page.query_selector(last):
            page.click(last)  # show, then hide, the last trick
            page.wait_for_selector('[data-action="last-trick"][aria-expanded="true"]')
            page.click(last)
            shown_last = True
        act_once(page)
        actions += 1
        assert actions < 100, "the deal does not end"
    assert wait_input(page) == "summary"
    assert hints == 2, "no hint was asked for in the auction and in the play"
    assert shown_last, "the last trick was never shown"
    page.click('[data-action="next-deal"]')
    page.wait_for_function("() => document.body.dataset.deal === '2'", timeout=READY_TIMEOUT_MS)
    wait_input(page)

    assert violations(page) == []
    assert not errors, errors
    assert page.evaluate("document.body.dataset.error") is None, page.inner_text("#error")


def test_the_demo_page_carries_the_same_policy() -> None:
    """embed.html starts Python the same way (PyScript, web/start.js): it needs no more, and no
    'unsafe-eval' on either page (nothing evaluates text as code; the whole deal above runs
    under it)."""
    pages = [META.findall((DIST / name).read_text(encoding="utf-8")) for name in
             ("index.html", "embed.html")]
    assert all(len(found) == 1 for found in pages)
    assert pages[0] == pages[1]
    assert "'unsafe-eval'" not in pages[0][0]
