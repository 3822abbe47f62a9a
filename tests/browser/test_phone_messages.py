"""On a phone, in headless Chromium: the message that refuses a card leaves every seat's
name and declarations in view (it covered Partner's), and the gold tab on a trump card has
a legend beside the trump and is said with the card."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page
from site_util import STEP_TIMEOUT_MS, act_once, wait_input, wait_ready

pytestmark = pytest.mark.browser

BOX = """(sel) => [...document.querySelectorAll(sel)].map((el) => {
  const r = el.getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
          html: el.outerHTML.slice(0, 80)};
}).filter((b) => b.right > b.left && b.bottom > b.top)"""


def overlaps(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return (a["left"] < b["right"] and b["left"] < a["right"]
            and a["top"] < b["bottom"] and b["top"] < a["bottom"])


def to_a_refused_card(page: Page) -> str:
    """Play on until a card of the hand may not be played; the card."""
    for _ in range(120):
        wait_input(page)
        if (page.evaluate("document.body.dataset.phase") == "play"
                and not page.query_selector('[data-panel="declare"]')
                and page.query_selector('#hand button[data-legal="false"]')):
            card = page.get_attribute('#hand button[data-legal="false"]', "data-card")
            assert card is not None
            return card
        act_once(page)
    raise AssertionError("no card was ever refused")


@pytest.mark.parametrize(("lang", "width", "height"), [
    ("en", 390, 844), ("el", 390, 844), ("el", 844, 390), ("fr", 360, 740),
])
def test_the_refusal_leaves_the_seats_names_and_declarations_in_view(
        browser: Browser, site_url: str, lang: str, width: int, height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height},
                                  is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(site_url + f"?lang={lang}&seed=1&speed=instant")  # Partner declares
        wait_ready(page)
        card = to_a_refused_card(page)
        # a real tap on the dimmed card (it stays clickable, to say why not)
        box = page.locator(f'#hand button[data-card="{card}"]').bounding_box()
        assert box is not None
        page.mouse.click(box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.4)
        page.wait_for_selector('#toast [data-kind="illegal"]', timeout=STEP_TIMEOUT_MS)
        page.wait_for_timeout(400)  # it slides in (0.18 s)
        (toast,) = page.evaluate(BOX, "#toast .toast-msg")
        seats = page.evaluate(BOX, ".seat .plate, .seat .chips, .seat .bubble")
        assert any("decl" in s["html"] for s in seats)  # the declarations are on show
        covered = [s["html"] for s in seats if overlaps(toast, s)]
        assert not covered, covered
        assert toast["left"] >= 0 and toast["right"] <= width
        assert not errors
    finally:
        context.close()


def test_the_trump_tab_has_a_legend_and_is_said(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + "?lang=en&seed=3&speed=instant")  # the player holds A♦, trump ♦
    wait_ready(page)
    for _ in range(20):
        if wait_input(page) == "human" and page.evaluate("document.body.dataset.trump"):
            break
        act_once(page)
    trumps = page.eval_on_selector_all("#hand button.card.trump",
                                       "els => els.map(e => e.getAttribute('aria-label'))")
    assert trumps and all(label.split(", ")[2] == "trump" for label in trumps), trumps
    others = page.eval_on_selector_all("#hand button.card:not(.trump)",
                                       "els => els.map(e => e.getAttribute('aria-label'))")
    assert others and not any("trump" in label for label in others)
    legend = page.locator("#side [data-trump-legend]")
    assert legend.is_visible()
    assert "= trump" in legend.inner_text()
    assert legend.get_attribute("title") == "A gold tab at the top of a card marks a trump"
