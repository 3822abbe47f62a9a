"""Take-back in headless Chromium, by clicking "Undo": the player's card and the bots'
moves after it go (the save keeps only the line played, a reload shows it); a bot still
thinking is stopped; at Hard it needs the setting "Allow undo at Hard"."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from save_pages import CARD_TURN, act, data, moved, open_table, play_until, reload, visible
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser

UNDO = '#status [data-action="undo"]'


def back_to(page: Page, moves: str) -> None:
    page.wait_for_function("(m) => document.body.dataset.moves === m && "
                           "document.body.dataset.waiting === 'human'", arg=moves,
                           timeout=STEP_TIMEOUT_MS)


def test_undo_takes_back_the_card_and_the_bots_moves(page: Page, site_url: str) -> None:
    errors: list[str] = []
    open_table(page, site_url + "?seed=8&speed=instant", errors)
    play_until(page, CARD_TURN + " && document.body.dataset.moves.split(':')[1] > 12")
    before = visible(page)
    moves = data(page, "moves")
    act(page)  # a card; the bots answer
    moved(page, moves)
    wait_input(page)
    assert data(page, "moves") != moves
    page.click(UNDO)
    back_to(page, moves)
    after = visible(page)
    assert after["hand"] == before["hand"] and after["trick"] == before["trick"]
    assert after["side"] == before["side"]
    reload(page)  # the save holds the line actually played
    wait_input(page)
    assert data(page, "moves") == moves and visible(page)["hand"] == before["hand"]
    assert not errors, errors


def test_undo_while_a_bot_thinks(page: Page, site_url: str) -> None:
    open_table(page, site_url + "?seed=9&speed=slow")
    play_until(page, CARD_TURN)
    moves = data(page, "moves")
    act(page)
    moved(page, moves)
    page.wait_for_function("() => document.body.dataset.waiting === 'bot'",
                           timeout=STEP_TIMEOUT_MS)
    page.click(UNDO)  # the bot on the right is still in its pause or its search
    back_to(page, moves)
    again = data(page, "moves")
    act(page)  # the game goes on from there
    moved(page, again)
    wait_input(page)
    assert data(page, "error") == ""


def test_hard_allows_undo_only_with_its_setting(page: Page, site_url: str) -> None:
    open_table(page, site_url + "?seed=10&speed=instant&level=hard")
    wait_input(page)
    moves = data(page, "moves")
    act(page)  # a call
    moved(page, moves)
    wait_input(page)
    button = page.locator(UNDO)
    assert button.is_disabled() and "Allow undo at Hard" in str(button.get_attribute("title"))
    page.click('[data-action="open-settings"]')
    page.get_by_label("Allow undo at Hard").check()
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.dialog === ''")
    wait_input(page)
    if data(page, "phase") == "auction" and page.locator(UNDO).count():
        page.click(UNDO)
        back_to(page, moves)
    else:  # the bots ended the deal's auction at once: a card to take back, then
        play_until(page, CARD_TURN)
        moves = data(page, "moves")
        act(page)
        moved(page, moves)
        wait_input(page)
        page.click(UNDO)
        back_to(page, moves)
    reload(page)  # the setting is saved too
    page.click('[data-action="open-settings"]')
    assert page.get_by_label("Allow undo at Hard").is_checked()
