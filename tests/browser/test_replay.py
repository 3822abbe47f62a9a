"""The replay viewer in headless Chromium, by clicks and keys: opened from the score sheet
("Replay deal N"), stepped call by call and card by card (buttons, slider, arrow keys,
Home/End), the four hands face up, the summary at the end, the deals of the match, Belote's
turned card; the match itself is untouched (the bots wait while it is open)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from replay_util import (
    VIEWER,
    finish_deal,
    hands,
    open_page,
    open_records,
    to_belote,
    viewer,
    wait_step,
)
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser


def test_step_through_a_deal_of_the_match(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    errors = open_page(page, site_url + "?seed=3&speed=instant")
    finish_deal(page)
    page.click('#overlay [data-action="next-deal"]')
    finish_deal(page)
    assert wait_input(page) == "summary"
    moves = page.evaluate("document.body.dataset.moves")

    # from the score sheet of the header's Records
    open_records(page)
    page.click('#dialog [data-action="replay-deal"][data-value="1"]')
    page.wait_for_selector(VIEWER)
    assert page.evaluate("document.body.dataset.dialog") == "replay"
    assert viewer(page, "deal") == "1" and viewer(page, "step") == "0"
    assert viewer(page, "deals") == "2"
    dealt = hands(page)
    assert all(len(h) == 8 for h in dealt.values())  # all four face up
    assert len({c for h in dealt.values() for c in h}) == 32
    last = int(viewer(page, "steps"))
    assert last > 32  # the calls, then 32 cards

    page.click(f'{VIEWER} [data-action="replay-move"][data-value="next"]')
    wait_step(page, 1)
    assert page.locator(f"{VIEWER} [data-replay-call]").count() == 1
    page.keyboard.press("ArrowRight")
    wait_step(page, 2)
    page.keyboard.press("ArrowLeft")
    wait_step(page, 1)
    page.keyboard.press("End")
    wait_step(page, last)
    summary = page.locator(f"{VIEWER} [data-replay-summary]")
    assert summary.get_attribute("data-replay-summary") == "1"
    row = page.locator('#overlay [data-deal-row="1"]')
    assert summary.get_attribute("data-sheet") == row.get_attribute("data-sheet")
    assert summary.get_attribute("data-raw") == row.get_attribute("data-raw")
    assert "Contract" in summary.inner_text()

    # back one card: the last trick's cards are on the table again, a hand holds one card
    page.click(f'{VIEWER} [data-action="replay-move"][data-value="back"]')
    wait_step(page, last - 1)
    assert page.locator(f"{VIEWER} [data-replay-trick]").get_attribute(
        "data-replay-trick") == "3"
    assert sum(len(h) for h in hands(page).values()) == 1

    # the slider, as a person drags it, and Home
    page.locator(f"{VIEWER} [data-replay-slider]").fill("10")
    wait_step(page, 10)
    page.keyboard.press("Home")
    wait_step(page, 0)
    assert hands(page) == dealt

    # the next deal of the match, then back
    page.click(f'{VIEWER} [data-action="replay-move"][data-value="next-deal"]')
    page.wait_for_selector(f'{VIEWER}[data-replay-deal="2"]')
    page.keyboard.press("PageUp")
    page.wait_for_selector(f'{VIEWER}[data-replay-deal="1"]')

    page.click(f'{VIEWER} [data-action="close-dialog"]')
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.moves") == moves
    assert wait_input(page) == "summary"
    assert not errors


def test_replay_a_belote_deal_with_its_turned_card(page: Page, site_url: str) -> None:
    errors = open_page(page, site_url + "?seed=2&speed=instant")
    to_belote(page)
    finish_deal(page)
    assert wait_input(page) == "summary"
    page.click('#overlay [data-action="replay-deal"][data-value="1"]')  # "Replay" this deal
    page.wait_for_selector(VIEWER)
    assert viewer(page, "rules") == "belote"
    assert all(len(h) == 5 for h in hands(page).values())  # before trump is chosen
    turned = page.get_attribute(f"{VIEWER} [data-turned]", "data-turned")
    assert turned
    page.keyboard.press("End")
    page.wait_for_selector(f"{VIEWER} [data-replay-summary]")
    assert viewer(page, "phase") in ("done", "thrown-in")
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)
    assert not errors
