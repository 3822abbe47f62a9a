"""Coinche at the table in headless Chromium, by clicks only: the game chosen in the
settings, the bid box (a value, six trumps, capot after 160), a bid in sans-atout, coinche
when it is offered, a whole deal played, the summary, the rules dialog's Coinche section,
axe on the bid box and the summary; and the demo with ``?rules=coinche``. Screenshots at
three sizes."""

from __future__ import annotations

import pytest
from axe_util import assert_no_serious_violations
from playwright.sync_api import Page
from test_table import data, moves, no_page_errors, open_table, shot, wait_input, wait_moved

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1280, 800), "tablet": (768, 1024), "phone": (390, 844)}


def shots(page: Page, name: str) -> None:
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        shot(page, f"coinche-{name}-{size}")
    page.set_viewport_size({"width": 1280, "height": 800})


def offered(page: Page, attr: str) -> list[str]:
    found: list[str] = page.eval_on_selector_all(
        f"#center [data-{attr}]", f"els => els.map(e => e.dataset.{attr})")
    return found


def test_a_coinche_deal_by_clicks(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    errors = open_table(page, site_url, "?seed=3&speed=instant")
    wait_input(page)
    page.click('[data-action="open-settings"]')
    page.click('[data-key="rules-coinche"]')
    page.wait_for_selector('[data-key="target-2000"]')
    assert page.is_checked('[data-key="target-2000"]')
    assert page.locator('[data-fieldset="rounding"]').count() == 1
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.rules === 'coinche' && "
                           "document.body.dataset.target === '2000'")
    assert page.inner_text('.topbar .brand [data-i18n="title"]') == "Coinche"

    # the player speaks first: 80 in any of six trumps, Pass
    assert wait_input(page) == "human" and data(page)["phase"] == "auction"
    assert offered(page, "bid") == [f"80{t}" for t in "SHDCNA"]
    assert offered(page, "call") == ["pass"]
    assert page.locator("#hand button.card").count() == 8
    assert_no_serious_violations(page, "coinche auction")
    shots(page, "auction")
    for _ in range(9):  # 80 ... 160, then capot
        page.click('[data-key="bid-step+10"]')
    page.wait_for_selector('[data-bid-value="250"]')
    assert offered(page, "bid") == [f"capot{t}" for t in "SHDCNA"]
    assert page.get_attribute('[data-key="bid-H"]', "aria-label") == "Bid Capot hearts"
    shots(page, "capot")
    for _ in range(7):  # back to 100
        page.click('[data-key="bid-step-10"]')
    page.wait_for_selector('[data-bid-value="100"]')
    before = moves(page)
    page.click('[data-key="bid-N"]')
    wait_moved(page, before)
    page.wait_for_selector('#side [data-auction-call="100N"]')
    assert "100 NT" in page.inner_text("#side .auction-table")

    n = coinched = 0
    while wait_input(page) == "human":
        before = moves(page)
        if page.query_selector('[data-panel="auction"]'):
            calls = offered(page, "call")
            if "coinche" in calls:
                page.click('#center [data-call="coinche"]')
                coinched += 1
            else:
                page.click('#center [data-call="pass"]')
        else:
            card = page.get_attribute('#hand button[data-legal="true"]', "data-card")
            page.click(f'#hand button[data-card="{card}"]')
        wait_moved(page, before)
        n += 1
        assert n < 60, "the deal does not end"
    summary = page.locator("[data-summary]")
    assert summary.get_attribute("data-made") in ("true", "false")
    text = page.inner_text("[data-summary]")
    assert "needed" in text or "capot" in text
    assert "bid" in text and ("score" in text or "win" in text)
    assert_no_serious_violations(page, "coinche summary")
    shots(page, "summary")
    page.click('[data-action="open-rules"]')
    first = page.locator("[data-rules-game]").first
    assert first.get_attribute("data-rules-game") == "coinche"
    assert "coinche" in first.inner_text().lower() and "capot" in first.inner_text()
    no_page_errors(page, errors)


def test_the_demo_plays_coinche(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 480, "height": 600})
    page.goto(site_url + "embed.html?rules=coinche&speed=instant&lang=fr")
    page.wait_for_function("() => document.body.dataset.state === 'ended'", timeout=120_000)
    assert page.title() == "La coinche en démonstration"
    captions = page.inner_text("#em-captions")
    assert captions.strip()
    assert page.evaluate("document.body.dataset.error") is None
    shot(page, "coinche-embed-fr")


def test_the_coinche_bid_box_by_keyboard(page: Page, site_url: str) -> None:
    """The six trumps are two rows of the bid box: the arrows reach sans-atout from Pass,
    Enter bids it; the focus never falls on <body>."""
    from test_keyboard import focus, press

    page.set_viewport_size({"width": 1280, "height": 800})
    errors = open_table(page, site_url, "?seed=3&speed=instant&rules=coinche")
    assert wait_input(page) == "human"
    f = focus(page)
    assert f["panel"] == "auction" and f["key"] == "call-pass", f
    press(page, "ArrowUp")  # from Pass up to the row of sans-atout and tout-atout
    assert str(focus(page)["key"]) in ("bid-N", "bid-A"), focus(page)
    press(page, "ArrowUp")  # the four suits
    assert str(focus(page)["key"]) in ("bid-S", "bid-H", "bid-D", "bid-C"), focus(page)
    press(page, "ArrowDown")
    key = str(focus(page)["key"])
    if key == "bid-A":
        press(page, "ArrowLeft")
    assert focus(page)["key"] == "bid-N", focus(page)
    before = moves(page)
    press(page, "Enter")
    wait_moved(page, before)
    page.wait_for_selector('#side [data-auction-call="80N"]')
    wait_input(page)
    assert focus(page)["key"] != "BODY"
    live = page.inner_text("#live")
    assert "80 no trumps" in live, live  # the bid, or the contract it became
    no_page_errors(page, errors)
