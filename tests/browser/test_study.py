"""A deal's analysis in the replay viewer, in headless Chromium by clicks: "Analyse the deal"
runs the engine's exact analysis in slices while the page stays responsive, then shows the
chart, the verdict and the cards that cost points; a costly card's button goes to that card,
and a click on the chart's point does too. In Greek as well (the words come from the page's
catalogs)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from replay_util import VIEWER, finish_deal, open_page, open_records, viewer, wait_step
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser

STUDY = f"{VIEWER} .rp-study"
ANALYSIS_TIMEOUT_MS = 180_000  # a whole deal solved exactly, on a busy 2-core machine


def analyse_first_deal(page: Page, url: str) -> list[str]:
    errors = open_page(page, url)
    finish_deal(page)
    assert wait_input(page) == "summary"
    open_records(page)
    page.click('#dialog [data-action="replay-deal"][data-value="1"]')
    page.wait_for_selector(f'{STUDY}[data-replay-study="idle"]', timeout=STEP_TIMEOUT_MS)
    page.click(f'{STUDY} [data-action="replay-analyse"]')
    page.wait_for_selector(f'{STUDY}[data-replay-study="running"], '
                           f'{STUDY}[data-replay-study="done"]', timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector(f'{STUDY}[data-replay-study="done"]', timeout=ANALYSIS_TIMEOUT_MS)
    return errors


def test_analyse_a_deal_and_go_to_the_cards_that_cost_points(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    errors = analyse_first_deal(page, site_url + "?seed=5&speed=instant")
    assert page.get_attribute(f"{STUDY} [data-study-chart]", "data-study-chart") == "32"
    assert page.locator(f"{STUDY} [data-study-made]").count() == 1
    # every seat's costly cards, then the first one's button goes to it
    page.click(f'{STUDY} [data-action="replay-seats"]')
    page.wait_for_selector(f'{STUDY} [data-action="replay-seats"][aria-pressed="true"]',
                           timeout=STEP_TIMEOUT_MS)
    costly = int(page.get_attribute(f"{STUDY} [data-study-costly]", "data-study-costly") or 0)
    assert costly > 0
    go = page.locator(f"{STUDY} [data-study-go]").first
    card, step = go.get_attribute("data-study-go"), go.get_attribute("data-value")
    go.click()
    wait_step(page, int(step or 0))
    now = page.locator(f"{STUDY} [data-study-card]")
    assert now.get_attribute("data-study-card") == card
    assert int(now.get_attribute("data-study-loss") or 0) > 0
    # a point of the chart goes to its card too
    point = page.locator(f'{STUDY} [data-study-point="0"]')
    point.click()
    wait_step(page, int(point.get_attribute("data-value") or 0))
    assert viewer(page, "step") == point.get_attribute("data-value")
    assert not errors, errors


def test_the_analysis_speaks_greek(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    errors = analyse_first_deal(page, site_url + "?seed=3&speed=instant&lang=el")
    title = page.inner_text(f"{STUDY} .st-title")
    assert title == "Ανάλυση"
    assert "Με το καλύτερο παιχνίδι" in page.inner_text(f"{STUDY} [data-study-made]")
    assert not errors, errors
