"""French Belote at the table in headless Chromium, by clicks only: the game chosen in the
settings, the turned card in the middle, Take / Pass in round one, the three other suits
and Pass in round two, a whole deal played, the summary. Screenshots at three sizes.

Seed 1, after switching to Belote: the player passes the turned card, the three bots pass
too, so the player speaks again in round two (checked by a CPython run of the same seeds).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from test_table import data, moves, no_page_errors, open_table, shot, wait_input, wait_moved

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1280, 800), "tablet": (768, 1024), "phone": (390, 844)}


def shots(page: Page, name: str) -> None:
    """The same moment at the three sizes; back to the desktop size after."""
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        shot(page, f"belote-{name}-{size}")
    page.set_viewport_size({"width": 1280, "height": 800})


def calls_offered(page: Page) -> list[str]:
    calls: list[str] = page.eval_on_selector_all("#center [data-call]",
                                                 "els => els.map(e => e.dataset.call)")
    return calls


def test_a_belote_deal_by_clicks(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    # seed 2: after the player passes, the three bots pass too, so round two is reached
    errors = open_table(page, site_url, "?seed=2&speed=instant")
    wait_input(page)
    page.click('[data-action="open-settings"]')
    page.click('[data-key="rules-belote"]')
    page.wait_for_selector('[data-key="target-1000"]')  # Belote's own targets
    assert page.is_checked('[data-key="target-1000"]')
    assert page.locator('[data-fieldset="rounding"]').count() == 1
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.rules === 'belote' && "
                           "document.body.dataset.target === '1000'")

    # round one: the turned card in the middle, Take and Pass
    assert wait_input(page) == "human"
    turned = page.get_attribute("#center [data-turned]", "data-turned")
    assert turned and page.locator("#center .turned .card").is_visible()
    assert page.get_attribute("#center [data-panel='auction']", "data-round") == "1"
    assert sorted(calls_offered(page)) == ["pass", "take"]
    assert page.locator("#hand button.card").count() == 5
    shots(page, "round1")

    before = moves(page)
    page.click('#center [data-call="pass"]')
    wait_moved(page, before)
    assert wait_input(page) == "human"
    # round two, if the bots passed too (a bot may take the turned card first: the table
    # then goes on to the play, which the rest of the test covers)
    if data(page)["phase"] == "auction":
        # round two: the three other suits and Pass, the turned card still shown
        assert page.get_attribute("#center [data-panel='auction']", "data-round") == "2"
        assert page.get_attribute("#center [data-turned]", "data-turned") == turned
        offered = calls_offered(page)
        suits = [c for c in offered if c in ("S", "H", "D", "C")]
        assert "take" not in offered and "pass" in offered
        assert len(suits) == 3 and turned[-1] not in suits
        shots(page, "round2")

        before = moves(page)
        page.click(f'#center [data-call="{suits[0]}"]')
        wait_moved(page, before)
        assert data(page)["trump"] == suits[0]
        page.wait_for_selector(f'#seat-0 [data-picked-up="{turned}"]')
        assert page.locator("#hand button.card").count() == 8
        assert page.locator("#side [data-taker='0']").count() == 1

    n = 0
    while wait_input(page) == "human":
        before = moves(page)
        if page.query_selector('[data-panel="declare"]'):
            page.click('[data-announce="true"]')
        else:
            card = page.get_attribute('#hand button[data-legal="true"]', "data-card")
            page.click(f'#hand button[data-card="{card}"]')
        wait_moved(page, before)
        n += 1
        assert n < 40, "the deal does not end"
    summary = page.locator("[data-summary]")
    assert summary.get_attribute("data-made") in ("true", "false")
    raw, sheet = summary.get_attribute("data-raw"), summary.get_attribute("data-sheet")
    assert raw == sheet  # exact points
    text = page.inner_text("[data-summary]")
    assert ("named" in text or "took" in text) and "the defenders" in text
    assert page.get_attribute('#overlay [data-totals]', "data-totals") == sheet
    shots(page, "summary")
    no_page_errors(page, errors)


def test_belote_at_the_table_names_its_game_and_its_chips(page: Page, site_url: str) -> None:
    """?rules=belote: the header and the page's title say French Belote (they said Cypriot
    Pilotta); the trump chip and the picked-up card beside the taker have names."""
    page.set_viewport_size({"width": 1280, "height": 800})
    errors = open_table(page, site_url, "?seed=2&speed=instant&rules=belote&lang=en")
    assert wait_input(page) == "human" and data(page)["rules"] == "belote"
    assert page.inner_text('.topbar .brand [data-i18n="title"]') == "French Belote"
    assert page.title() == "French Belote"
    before = moves(page)
    page.click('#center [data-call="take"]')  # the player takes the turned card
    wait_moved(page, before)
    wait_input(page)
    chips = page.locator("#seat-0 .chips")
    trump = chips.get_by_role("img", name="Taker, trump", exact=False)
    assert trump.count() == 1 and trump.get_attribute("title", timeout=1000)
    picked = chips.get_by_role("img", name="You picked up the turned card", exact=False)
    assert picked.count() == 1
    # back to Pilotta for the next match: the header follows the match's game
    page.click('[data-action="new-match"]')
    page.click('[data-action="confirm-new-match"][data-value="pilotta"]')
    page.wait_for_function("() => document.body.dataset.rules === 'pilotta'")
    assert page.inner_text('.topbar .brand [data-i18n="title"]') == "Cypriot Pilotta"
    no_page_errors(page, errors)


def test_the_greek_undo_tooltip_is_informal(page: Page, site_url: str) -> None:
    errors = open_table(page, site_url, "?seed=3&speed=instant&lang=el")
    wait_input(page)
    before = moves(page)
    page.click('[data-call="pass"]')
    wait_moved(page, before)
    wait_input(page)
    title = page.get_attribute('#status [data-action="undo"]', "title") or ""
    assert title.startswith("Πάρε πίσω την τελευταία σου") and "ρομπότ" in title, title
    no_page_errors(page, errors)
