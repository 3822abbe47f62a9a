"""Bad addresses and a table whose controls are never covered, in headless Chromium.

The page must start whatever the address holds (a 5,000-digit seed, a bad target,
thousands of junk parameters) with a few short notices. Whole deals are played by real
clicks (no ``force``, no ``dispatchEvent``) at three window sizes; before every click, and
at every turn of the player, each control in the window must be the element at its own
centre (``document.elementFromPoint``): nothing may lie on top of it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parents[2] / "dist" / "screenshots"
READY_TIMEOUT_MS = 180_000
STEP_TIMEOUT_MS = 60_000
INPUT_STATES = ["human", "summary", "match-over"]
VIEWPORTS = [(1280, 720), (1024, 768), (390, 844)]
CONTROLS = "button, input, [data-action]"

# "" when the element's centre shows the element itself (or a child of it), else what covers it.
COVERED = """(el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (el.contains(hit)) return "";
  return hit ? hit.outerHTML.slice(0, 200) : "nothing (outside the window)";
}"""

# Every visible control whose centre is inside the window, and what covers it (if anything).
ALL_COVERED = """(sel) => {
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (!r.width || !r.height || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    if (el.closest("[hidden]") || getComputedStyle(el).visibility === "hidden") continue;
    const hit = document.elementFromPoint(x, y);
    if (!el.contains(hit)) {
      const over = hit ? hit.outerHTML.slice(0, 160) : "?";
      out.push(el.outerHTML.slice(0, 120) + "  under  " + over);
    }
  }
  return out;
}"""


def open_table(page: Page, site_url: str, query: str) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(site_url + query)
    page.wait_for_function(
        "() => document.body.dataset.ready === '1' || document.body.dataset.bootError",
        timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.ready") == "1", page.inner_text("#loading")
    return errors


def wait_input(page: Page) -> str:
    page.wait_for_function("(s) => s.includes(document.body.dataset.waiting)", arg=INPUT_STATES,
                           timeout=STEP_TIMEOUT_MS)
    return str(page.evaluate("document.body.dataset.waiting"))


def real_click(page: Page, selector: str) -> None:
    """Click ``selector`` as a player would, after checking nothing lies on top of it."""
    control = page.locator(selector).first
    control.scroll_into_view_if_needed(timeout=STEP_TIMEOUT_MS)
    control.element_handle().wait_for_element_state("stable", timeout=STEP_TIMEOUT_MS)
    covered = control.evaluate(COVERED)
    assert not covered, f"{selector} is covered by {covered}"
    control.click(timeout=STEP_TIMEOUT_MS)


def no_control_covered(page: Page) -> None:
    covered = page.evaluate(ALL_COVERED, CONTROLS)
    assert not covered, covered


def moves(page: Page) -> str:
    return str(page.evaluate("document.body.dataset.moves"))


def act(page: Page, bid_made: bool) -> bool:
    """One action of the player: a bid at the first chance, then passes; announce; the
    first legal card. Returns whether a bid was made."""
    if page.evaluate("document.body.dataset.phase") == "auction":
        if not bid_made and page.locator("[data-bid]").count():
            real_click(page, "[data-bid]")
            return True
        real_click(page, '[data-call="pass"]')
    elif page.locator('[data-panel="declare"]').count():
        real_click(page, '[data-announce="true"]')
    else:
        real_click(page, '#hand button[data-legal="true"]')
    return bid_made


def play_deal(page: Page) -> None:
    bid_made = False
    for _ in range(200):
        if wait_input(page) != "human":
            return
        no_control_covered(page)
        before = moves(page)
        bid_made = act(page, bid_made)
        page.wait_for_function("(b) => document.body.dataset.moves !== b", arg=before,
                               timeout=STEP_TIMEOUT_MS)
    raise AssertionError("the deal does not end")


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def no_page_errors(page: Page, errors: list[str]) -> None:
    assert not errors, errors
    assert page.evaluate("document.body.dataset.error") is None, page.inner_text("#error")


def test_a_hostile_address_still_gives_a_playable_table(page: Page, site_url: str) -> None:
    junk = "&".join(f"junk{i}=%1b{i}" for i in range(2000))
    query = f"?seed={'9' * 5000}&target=12abc&speed=instant&{junk}"
    page.set_viewport_size({"width": 1280, "height": 720})
    errors = open_table(page, site_url, query)
    notices = page.locator("#notices .notice")
    assert 1 <= notices.count() <= 3
    text = page.inner_text("#notices")
    assert "seed=999" in text and "target=12abc" in text and "1,997 more" in text
    assert "9" * 50 not in text and "\x1b" not in text and len(text) < 1000
    assert page.evaluate("document.body.dataset.seed").isdigit()
    assert page.evaluate("document.body.dataset.target") == "301"
    shot(page, "address-hostile")
    real_click(page, '#notices [data-action="dismiss-notice"]')
    page.wait_for_function("() => document.querySelectorAll('#notices .notice').length === 2")
    play_deal(page)  # the table plays
    assert wait_input(page) == "summary"
    no_page_errors(page, errors)


@pytest.mark.parametrize("width,height", VIEWPORTS)
def test_whole_deals_by_real_clicks_with_nothing_covering_a_control(
        page: Page, site_url: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    errors = open_table(page, site_url, "?seed=1&speed=instant&junk=1")  # one notice shown
    for deal in (1, 2):
        play_deal(page)
        assert wait_input(page) == "summary"
        no_control_covered(page)
        if deal == 1:
            shot(page, f"layout-{width}x{height}-summary")
        real_click(page, '[data-action="next-deal"]')
        page.wait_for_function(f"() => document.body.dataset.deal === '{deal + 1}'",
                               timeout=STEP_TIMEOUT_MS)
    no_page_errors(page, errors)
