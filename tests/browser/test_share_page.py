"""A deal shared by link, in headless Chromium: "Share" copies a link to the clipboard (or
hands it to the Web Share API where the browser has one), the deal travelling in the
address's fragment; opening the link shows the deal in the viewer, and "Play these cards
yourself" starts a match with those hands (Belote: the same deck, so the same turned card).
A damaged or foreign fragment gets a notice and the page plays on."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page
from replay_util import VIEWER, finish_deal, hands, open_page, to_belote, viewer
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser

# Where the browser has no Web Share API: pretend one, recording what it was given.
FAKE_SHARE = """
navigator.share = (data) => { window.__shared = data; return Promise.resolve(); };
"""


def hand_now(page: Page) -> list[str]:
    cards: list[str] = page.eval_on_selector_all("#hand button[data-card]",
                                                 "els => els.map(e => e.dataset.card)")
    return cards


def summary_of(page: Page) -> tuple[str | None, str | None]:
    page.keyboard.press("End")
    summary = page.locator(f"{VIEWER} [data-replay-summary]")
    summary.wait_for(timeout=STEP_TIMEOUT_MS)
    return summary.get_attribute("data-raw"), summary.get_attribute("data-sheet")


def test_share_by_clipboard_open_the_link_and_play_the_cards(browser: Browser,
                                                             site_url: str) -> None:
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"],
                                  viewport={"width": 1280, "height": 720})
    try:
        page = context.new_page()
        assert page.evaluate("'share' in navigator") is False  # headless Linux: clipboard
        errors = open_page(page, site_url + "?seed=3&speed=instant")
        finish_deal(page)
        page.click('#overlay [data-action="replay-deal"][data-value="1"]')
        page.wait_for_selector(VIEWER)
        dealt = hands(page)
        page.click(f'{VIEWER} [data-share="replay"]')
        page.wait_for_selector('#notices [data-kind="info"]', timeout=STEP_TIMEOUT_MS)
        assert "Link copied" in page.inner_text("#notices")
        link = str(page.evaluate("navigator.clipboard.readText()"))
        assert page.input_value(f"{VIEWER} [data-share-link]") == link
        parts = urlsplit(link)
        assert link.startswith(site_url) and parts.fragment.startswith("deal=")
        assert len(link) - len(site_url) <= 600 and parts.query == ""  # test_address_match
        raw, sheet = summary_of(page)
        assert not errors

        # the link in another tab: the deal in the viewer, the same cards and result
        other = context.new_page()
        errors = open_page(other, link)
        other.wait_for_selector(f'{VIEWER}[data-replay-source="link"]',
                                timeout=STEP_TIMEOUT_MS)
        assert hands(other) == dealt
        assert "#" not in other.url  # taken off the address: a reload starts plainly
        assert summary_of(other) == (raw, sheet)
        other.keyboard.press("Home")
        play_shared_cards(other)
        assert other.evaluate("document.body.dataset.deal") == "1"
        assert other.evaluate("document.body.dataset.rules") == "pilotta"
        assert sorted(hand_now(other)) == sorted(dealt[0])
        assert "shared cards" in other.inner_text("#notices")
        wait_input(other)
        assert not errors
    finally:
        context.close()


def play_shared_cards(page: Page) -> None:
    """"Play these cards yourself" in a tab that resumed the saved match (autosave): the
    match under way is abandoned only once the player confirms it."""
    page.click(f'{VIEWER} [data-action="play-shared"]')
    page.click(f'{VIEWER} [data-action="play-shared"][data-value="yes"]')
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)


def test_share_a_belote_deal_through_the_web_share_api(browser: Browser,
                                                       site_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        context.add_init_script(FAKE_SHARE)
        page = context.new_page()
        errors = open_page(page, site_url + "?seed=2&speed=instant")
        to_belote(page)
        assert wait_input(page) == "human"
        first = sorted(hand_now(page))
        turned = page.get_attribute("#center [data-turned]", "data-turned")
        finish_deal(page)
        page.click('#overlay [data-share="last"]')  # from the deal's summary
        page.wait_for_function("() => window.__shared !== undefined", timeout=STEP_TIMEOUT_MS)
        page.wait_for_selector('#notices [data-kind="info"]', timeout=STEP_TIMEOUT_MS)
        assert "Link shared" in page.inner_text("#notices")
        link = str(page.evaluate("window.__shared.url"))
        assert "#deal=" in link and len(link) - len(site_url) <= 600
        assert not errors

        other = context.new_page()
        errors = open_page(other, link)
        other.wait_for_selector(f'{VIEWER}[data-replay-source="link"]',
                                timeout=STEP_TIMEOUT_MS)
        assert viewer(other, "rules") == "belote"
        assert other.get_attribute(f"{VIEWER} [data-turned]", "data-turned") == turned
        assert sorted(hands(other)[0]) == first
        play_shared_cards(other)
        assert other.evaluate("document.body.dataset.rules") == "belote"
        assert other.evaluate("document.body.dataset.target") == "1000"
        wait_input(other)
        assert other.evaluate("document.body.dataset.deal") == "1"
        if other.evaluate("document.body.dataset.phase") == "auction":
            assert other.get_attribute("#center [data-turned]", "data-turned") == turned
            assert sorted(hand_now(other)) == first
        assert not errors
    finally:
        context.close()


def test_a_damaged_or_foreign_fragment_gets_a_notice(page: Page, site_url: str) -> None:
    errors = open_page(page, site_url + "?seed=3&speed=instant#deal=AQwrongAAAAcode")
    page.wait_for_selector('#notices [data-kind="error"]', timeout=STEP_TIMEOUT_MS)
    assert "cannot be shown" in page.inner_text("#notices")
    assert page.evaluate("document.body.dataset.dialog") == ""
    assert wait_input(page) == "human"  # the page started normally
    page.click('#notices [data-action="dismiss-notice"]')
    page.evaluate("location.hash = '#chapter-2'")  # a link to another page's section
    page.wait_for_selector('#notices [data-kind="error"]', timeout=STEP_TIMEOUT_MS)
    assert "does not hold a shared deal" in page.inner_text("#notices")
    assert page.evaluate("document.body.dataset.dialog") == ""
    assert not errors
