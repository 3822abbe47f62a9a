"""The Expert level in headless Chromium, by clicks: chosen in Settings, its bots show that
they are thinking (dots beside the seat's name, the status line in words), they play on,
the hint answers at Expert, and a take-back needs the setting as at Hard."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from save_pages import CARD_TURN, act, data, moved, open_table, play_until, reload
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser

THINKING = '.plate[data-thinking="true"]'


def test_expert_from_settings_thinks_visibly_and_plays(page: Page, site_url: str) -> None:
    errors: list[str] = []
    open_table(page, site_url + "?seed=11&speed=normal", errors)
    wait_input(page)
    page.click('[data-action="open-settings"]')
    page.get_by_role("radio", name="Expert").check()
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.dialog === ''")
    assert data(page, "level") == "expert"
    button = page.locator('#status [data-action="undo"]')
    moves = data(page, "moves")
    act(page)  # a call: the bot on the right thinks next
    thinking = page.locator(THINKING)
    expect(thinking).to_have_count(1, timeout=STEP_TIMEOUT_MS)
    assert thinking.get_attribute("data-seat") in ("1", "2", "3")
    expect(thinking.locator(".thinking-dots")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("is thinking")
    moved(page, moves)
    play_until(page, CARD_TURN)  # the Expert bots bid and play on
    expect(page.locator(THINKING)).to_have_count(0)
    assert button.is_disabled() and "Allow undo at Hard and Expert" in str(
        button.get_attribute("title"))
    page.click('#status [data-action="hint"]')
    expect(page.locator('.hand-cards [data-hinted="true"]')).to_have_count(
        1, timeout=STEP_TIMEOUT_MS)
    reload(page)  # the level is saved with the settings
    assert data(page, "level") == "expert"
    assert not errors, errors
