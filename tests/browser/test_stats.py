"""The Statistics dialog in headless Chromium, opened by clicking: a finished deal and a
finished match are counted once, reloads included; the reset asks first."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from save_pages import open_table, play_until, reload
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser


def stat(page: Page, name: str) -> str:
    return page.inner_text(f'#dialog [data-stat="pilotta:{name}"]').strip()


def open_stats(page: Page) -> None:
    page.click('header [data-action="open-stats"]')
    page.wait_for_selector('#dialog [data-dialog="stats"]', timeout=STEP_TIMEOUT_MS)


def close_stats(page: Page) -> None:
    page.click('#dialog [data-action="close-dialog"]')
    page.wait_for_function("() => document.body.dataset.dialog === ''")


def test_statistics_count_once_and_reset_after_asking(page: Page, site_url: str) -> None:
    errors: list[str] = []
    open_table(page, site_url + "?seed=4&speed=instant&target=51", errors)
    wait_input(page)
    open_stats(page)
    assert page.is_visible("[data-stats-empty]")
    close_stats(page)
    play_until(page, "() => document.body.dataset.waiting === 'summary'")
    sheet = str(page.get_attribute("[data-summary]", "data-sheet")).split(",")
    open_stats(page)
    assert stat(page, "deals") == "1"
    assert stat(page, "average_us") == f"{int(sheet[0]):.1f}"
    assert stat(page, "average_them") == f"{int(sheet[1]):.1f}"
    close_stats(page)
    reload(page)  # at the summary: nothing is counted again
    wait_input(page)
    open_stats(page)
    assert stat(page, "deals") == "1"
    close_stats(page)
    play_until(page, "() => document.body.dataset.waiting === 'match-over'")
    deals = page.evaluate("document.body.dataset.deal")
    won = "1" if page.get_attribute("[data-winner]", "data-winner") == "0" else "0"
    reload(page)
    wait_input(page)
    open_stats(page)
    assert stat(page, "deals") == deals
    assert stat(page, "played:normal") == "1" and stat(page, "won:normal") == won
    page.click('#dialog [data-action="reset-stats"]')
    page.wait_for_selector('#dialog [data-dialog="stats-reset"]')
    assert "cannot be undone" in page.inner_text("#dialog")
    page.click('#dialog [data-action="open-stats"]')  # cancel: all still there
    page.wait_for_selector('#dialog [data-dialog="stats"]')
    assert stat(page, "deals") == deals
    page.click('#dialog [data-action="reset-stats"]')
    page.click('#dialog [data-action="confirm-reset-stats"]')
    page.wait_for_selector("#dialog [data-stats-empty]")
    close_stats(page)
    reload(page)
    wait_input(page)
    open_stats(page)
    assert page.is_visible("[data-stats-empty]")  # the finished match is not counted again
    assert not errors, errors
