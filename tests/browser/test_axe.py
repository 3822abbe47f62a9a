"""axe-core in every phase of the table: no serious or critical violation (WCAG 2 A/AA and
axe's best practices) in the auction, the settings, the keyboard help, the score sheet, the
declaration prompt, play (with the last trick open, a hint, a refused card), the summary,
and French Belote's calls. ``axe_util`` injects the vendored axe-core into the page.
"""

from __future__ import annotations

import pytest
from axe_util import assert_no_serious_violations
from playwright.sync_api import Page
from test_table import data, moves, no_page_errors, open_table, wait_input, wait_moved

pytestmark = pytest.mark.browser

SEED = 1  # the player speaks first in deal 1 and holds a run: a declaration prompt


def close_dialog(page: Page) -> None:
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.body.dataset.dialog === ''")


def until(page: Page, wanted: str) -> None:
    """Pass, announce and play the first legal card until the player is to act in the
    ``wanted`` way: "declare" or "play"."""
    for _ in range(60):
        assert wait_input(page) == "human", data(page)
        declaring = page.query_selector('[data-panel="declare"]') is not None
        playing = data(page)["phase"] != "auction" and not declaring
        if (wanted == "declare" and declaring) or (wanted == "play" and playing):
            return
        before = moves(page)
        if data(page)["phase"] == "auction":
            page.click('[data-call="pass"]')
        elif declaring:
            page.click('[data-announce="true"]')
        else:
            page.click('#hand button[data-legal="true"]')
        wait_moved(page, before)
    raise AssertionError(f"the player never had to {wanted}")


def test_axe_in_every_phase_of_a_deal(page: Page, site_url: str) -> None:
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant")
    assert wait_input(page) == "human"
    assert_no_serious_violations(page, "auction, the player's call")
    page.click('header [data-action="open-settings"]')
    page.wait_for_selector('[data-dialog="settings"]')
    assert_no_serious_violations(page, "settings")
    close_dialog(page)
    page.click('header [data-action="open-help"]')
    page.wait_for_selector('[data-dialog="help"]')
    assert_no_serious_violations(page, "keyboard help")
    close_dialog(page)
    page.keyboard.press("s")  # no deal done yet: the sheet's button shows later
    page.wait_for_selector('[data-dialog="sheet"]')
    assert_no_serious_violations(page, "score sheet, empty")
    close_dialog(page)
    until(page, "declare")
    assert_no_serious_violations(page, "declaration prompt")
    until(page, "play")
    assert_no_serious_violations(page, "play, the player's card")
    illegal = page.query_selector('#hand button[data-legal="false"]')
    if illegal is not None:  # a refused card: the message by the hand
        illegal.click()
        page.wait_for_selector("#toast .toast-msg")
        assert_no_serious_violations(page, "play, a refused card")
    page.click('[data-action="hint"]')
    page.wait_for_selector("#status .hint-note", timeout=60_000)
    assert_no_serious_violations(page, "play, a hint shown")
    for _ in range(3):  # a trick or more, then the last trick open
        page.click('#hand button[data-legal="true"]')
        wait_input(page)
    if page.locator('#side [data-action="last-trick"]:not([disabled])').count():
        page.click('#side [data-action="last-trick"]')
        page.wait_for_selector("#side [data-last-trick]")
        assert_no_serious_violations(page, "play, the last trick shown")
    for _ in range(40):
        if wait_input(page) != "human":
            break
        before = moves(page)
        page.click('#hand button[data-legal="true"]')
        wait_moved(page, before)
    assert data(page)["waiting"] == "summary"
    assert_no_serious_violations(page, "deal summary")
    page.click('[data-action="open-sheet"]')
    page.wait_for_selector('[data-dialog="sheet"] [data-deal-row="1"]')
    assert_no_serious_violations(page, "score sheet, one deal")
    close_dialog(page)
    no_page_errors(page, errors)


def test_axe_in_belote_calls(page: Page, site_url: str) -> None:
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant")
    page.click('header [data-action="open-settings"]')
    page.click('[data-key="rules-belote"]')
    page.wait_for_selector('[data-key="target-1000"]')
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.rules === 'belote'")
    for _ in range(12):
        if wait_input(page) == "human" and data(page)["phase"] == "auction":
            break
    assert page.query_selector('[data-panel="auction"]') is not None
    assert_no_serious_violations(page, "Belote, the player's call")
    no_page_errors(page, errors)


def test_axe_in_greek_in_the_records_and_the_replay_viewer(page: Page, site_url: str) -> None:
    """The table in Greek (longer words), a deal's summary, the header's Records dialog and
    the replay viewer at its first and last step."""
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant&lang=el")
    assert wait_input(page) == "human"
    assert page.evaluate("document.documentElement.lang") == "el"
    assert_no_serious_violations(page, "Greek, the player's call")
    until(page, "play")
    assert_no_serious_violations(page, "Greek, play")
    for _ in range(40):
        if wait_input(page) != "human":
            break
        before = moves(page)
        page.click('#hand button[data-legal="true"]')
        wait_moved(page, before)
    assert_no_serious_violations(page, "Greek, deal summary")
    page.click('header [data-action="open-records"]')
    page.wait_for_selector('#dialog [data-dialog="records"]')
    assert_no_serious_violations(page, "records")
    page.click('#dialog [data-action="replay-deal"][data-value="1"]')
    page.wait_for_selector('#dialog [data-dialog="replay"]')
    assert_no_serious_violations(page, "replay viewer, its first step")
    page.keyboard.press("End")
    page.wait_for_selector('#dialog [data-dialog="replay"] [data-replay-summary]')
    assert_no_serious_violations(page, "replay viewer, the deal's end")
    no_page_errors(page, errors)


def test_axe_in_the_embed(page: Page, site_url: str) -> None:
    """embed.html, the demo for rules pages, as its own page at an iframe's size."""
    page.set_viewport_size({"width": 480, "height": 400})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(site_url + "embed.html")
    page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=180_000)
    page.wait_for_function("() => document.querySelector('#em-table').children.length > 0",
                           timeout=60_000)
    assert_no_serious_violations(page, "embed")
    assert not errors, errors
