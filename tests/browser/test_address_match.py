"""What an address may do to a match in progress, in headless Chromium: nothing, unasked.
A shared link carries the deal (and at most the language), never the sender's seed; an old
link or an address with another ``?seed=`` or ``?rules=`` resumes the match in progress
and a notice offers the asked match; a bad ``#deal`` says that the match goes on; a wrong
``?rules=`` is named."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page
from replay_util import VIEWER, finish_deal, open_page
from save_pages import CARD_TURN, act, data, moved, notice_texts, play_until, reload
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser

ASK = '#notices [data-action="start-asked-match"]'


def shared_link(page: Page) -> str:
    """Share the finished deal from its summary; the link the clipboard got."""
    page.click('#overlay [data-share="last"]')
    page.wait_for_selector('#notices [data-kind="info"]', timeout=STEP_TIMEOUT_MS)
    return str(page.evaluate("navigator.clipboard.readText()"))


def play_a_card_of_deal_two(page: Page) -> str:
    page.click('#overlay [data-action="next-deal"]')
    play_until(page, CARD_TURN)
    moves = data(page, "moves")
    act(page)
    moved(page, moves)
    wait_input(page)
    return data(page, "moves")


def test_a_shared_link_with_other_parameters_keeps_the_match_in_progress(
        browser: Browser, site_url: str) -> None:
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"],
                                  viewport={"width": 1280, "height": 720})
    try:
        page = context.new_page()
        errors = open_page(page, site_url + "?lang=en&seed=3&speed=instant")
        finish_deal(page)
        link = shared_link(page)
        parts = urlsplit(link)
        assert parts.query == "lang=en" and parts.fragment.startswith("deal=")  # no seed
        moves = play_a_card_of_deal_two(page)
        assert moves.startswith("2:")
        assert not errors
        page.close()

        # the sender's old link, with its whole address: another seed, another language
        old_link = f"{site_url}?lang=el&seed=1#{parts.fragment}"
        other = context.new_page()
        errors = open_page(other, old_link)
        other.wait_for_selector(f'{VIEWER}[data-replay-source="link"]', timeout=STEP_TIMEOUT_MS)
        assert data(other, "moves") == moves and data(other, "seed") == "3"
        other.click(f'{VIEWER} [data-action="close-dialog"]')
        assert other.is_visible(ASK)
        assert "σπόρος 1" in notice_texts(other)
        # a reload (the address is still ?seed=1) still has the match, still asks
        reload(other)
        assert data(other, "moves") == moves
        assert other.is_visible(ASK)
        # the player chooses the address's match: only now is the old one left
        other.click(ASK)
        other.wait_for_function("() => document.body.dataset.seed === '1'",
                                timeout=STEP_TIMEOUT_MS)
        assert data(other, "deal") == "1" and not other.is_visible(ASK)
        assert not errors
    finally:
        context.close()


def test_rules_belote_starts_belote_only_when_no_match_is_in_progress(
        browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = context.new_page()
        errors = open_page(page, site_url + "?lang=en&rules=belote&speed=instant")
        wait_input(page)
        assert data(page, "rules") == "belote" and data(page, "target") == "1000"
        assert "rules" not in notice_texts(page)  # accepted, as the embed accepts it
        page.goto(site_url + "?lang=en&rules=pilotta&speed=instant")  # nothing begun yet
        wait_input(page)
        assert data(page, "rules") == "pilotta" and data(page, "target") == "301"
        moves = data(page, "moves")
        act(page)
        moved(page, moves)
        wait_input(page)
        moves = data(page, "moves")
        page.goto(site_url + "?lang=en&rules=belote&speed=instant")  # a match in progress
        wait_input(page)
        assert data(page, "rules") == "pilotta" and data(page, "moves") == moves
        assert "French Belote" in notice_texts(page) and page.is_visible(ASK)
        page.click(ASK)
        page.wait_for_function("() => document.body.dataset.rules === 'belote'",
                               timeout=STEP_TIMEOUT_MS)
        assert data(page, "deal") == "1"
        assert not errors
    finally:
        context.close()


def test_a_wrong_rules_value_is_named(page: Page, site_url: str) -> None:
    errors = open_page(page, site_url + "?lang=en&rules=belotte&speed=instant")
    wait_input(page)
    text = notice_texts(page)
    assert "“rules=belotte”" in text and "pilotta or belote" in text
    assert "unknown or repeated" not in text
    assert data(page, "rules") == "pilotta"
    assert not errors


def test_a_bad_deal_link_says_the_match_in_progress_goes_on(
        browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = context.new_page()
        errors = open_page(page, site_url + "?lang=en&speed=instant#deal=garbage")
        assert "a new match starts" in notice_texts(page)  # nothing was saved: it does
        moves = data(page, "moves")
        act(page)
        moved(page, moves)
        wait_input(page)
        moves = data(page, "moves")
        page.goto(site_url + "?speed=instant&lang=en#deal=garbage")  # a load, not a hashchange
        wait_input(page)
        text = notice_texts(page)
        assert "cannot be shown" in text and "your match goes on" in text
        assert "new match" not in text and data(page, "moves") == moves
        assert not errors
    finally:
        context.close()


def test_with_many_bad_parameters_the_deal_notice_is_still_shown(page: Page,
                                                                 site_url: str) -> None:
    errors = open_page(page, site_url + "?lang=en&seed=x&target=y&speed=z&level=w&foo=1"
                       "#deal=garbage")
    wait_input(page)
    assert "cannot be shown" in notice_texts(page)
    assert not errors


def test_on_a_phone_the_offer_reads_across_the_screen(browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        errors = open_page(page, site_url + "?lang=el&seed=3&speed=instant")
        moves = data(page, "moves")
        act(page)
        moved(page, moves)
        wait_input(page)
        page.goto(site_url + "?lang=el&seed=9&rules=belote&speed=instant")
        wait_input(page)
        words = page.locator('#notices .notice:has([data-action="start-asked-match"]) > span'
                             ).bounding_box()
        button = page.locator(ASK).bounding_box()
        assert words is not None and button is not None
        assert words["width"] >= 300, words  # not a column a word wide beside its button
        assert button["x"] >= 0 and button["x"] + button["width"] <= 390
        assert not errors
    finally:
        context.close()
