"""The example rules page (examples/rules-page.html): a page written as a rules site's author
would write it with PyScript, which installs the engine's wheel and asks it which cards a
player may play and why not the others, in the reader's language."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from site_util import READY_TIMEOUT_MS

pytestmark = pytest.mark.browser


def refusals(page: Page) -> dict[str, str]:
    items = page.locator("[data-refused]")
    return {items.nth(i).get_attribute("data-refused") or "": items.nth(i).inner_text()
            for i in range(items.count())}


def test_the_example_page_shows_what_the_engine_allows_and_why_in_three_languages(
        page: Page, site_url: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site_url + "examples/rules-page.html")
    page.wait_for_selector("#example[data-example='ready']", timeout=READY_TIMEOUT_MS)
    # West led the 10 of spades, North trumped with the 9 of hearts: East, void in spades,
    # must overtrump with the jack, the one card that beats the 9
    may = page.locator(".cards").nth(2)
    assert may.inner_text().split() == ["J♥"]
    assert refusals(page) == {
        "8♥": "8♥: you must overtrump the 9♥ with your J♥",
        "A♦": "A♦: you have no spades and must trump with a heart",
        "K♣": "K♣: you have no spades and must trump with a heart",
    }
    page.get_by_role("button", name="Ελληνικά").click()
    page.wait_for_selector("#example[data-lang='el']")
    assert page.evaluate("document.documentElement.lang") == "el"
    assert refusals(page)["8♥"] == "8♥: πρέπει να κόψεις πιο πάνω από το 9♥ με το J♥"
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector("#example[data-lang='fr']")
    assert refusals(page)["A♦"] == "A♦: vous n'avez pas de pique et devez couper à cœur"
    assert page.get_by_role("button", name="Français").get_attribute("aria-pressed") == "true"
    assert not errors, errors
