"""The hint in headless Chromium: "what would the Hard bot play now, and why".

The player clicks Hint on their turn; the page thinks in slices (``body[data-hinting]``
meanwhile), then marks the suggested card or call (``data-hinted``) and says why in a
sentence (``.hint-note`` with ``data-hint-card|call|code``). Every main-thread task while
hinting is measured with the ``longtask`` observer of test_table.py.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page
from test_table import (
    LONGTASK_OBSERVER,
    data,
    default_action,
    main_thread_cpu_ms,
    moves,
    no_page_errors,
    open_table,
    shot,
    wait_input,
    wait_moved,
)

pytestmark = pytest.mark.browser

HINT_TIMEOUT_MS = 30_000

# Records when <body data-hinting> appears and when a hint sentence is shown.
HINT_WATCH = """
(() => {
  window.__hint = {hinting: false, shownAt: null};
  new MutationObserver(() => {
    if (document.body.dataset.hinting !== undefined) { window.__hint.hinting = true; }
    if (window.__hint.shownAt === null && document.querySelector("#status .hint-note")) {
      window.__hint.shownAt = performance.now();
    }
  }).observe(document.body, {subtree: true, childList: true, attributes: true});
  return performance.now();
})()
"""


def reach(page: Page, wanted: str) -> None:
    """Play on (pass, announce, first legal card) until the player is to play a card with a
    choice (``wanted="card"``) or to call (``"call"``)."""
    for _ in range(200):
        assert wait_input(page) == "human", "the deal ended first"
        d = data(page)
        if wanted == "call" and d["phase"] == "auction":
            return
        if (wanted == "card" and d["phase"] == "play"
                and not page.query_selector('[data-panel="declare"]')
                and page.locator('#hand button[data-legal="true"]').count() > 1):
            return
        before = moves(page)
        default_action(page)
        wait_moved(page, before)
    raise AssertionError(f"no {wanted} turn")


def ask_hint(page: Page, keyboard: bool = False
             ) -> tuple[dict[str, str], float, list[dict[str, float]]]:
    """Click Hint (or focus it and press Enter), wait for the sentence; return the hint's
    hooks, the time to it (s) and the main-thread long tasks meanwhile."""
    start = page.evaluate(HINT_WATCH)
    if keyboard:
        page.focus('[data-action="hint"]')
        page.keyboard.press("Enter")
    else:
        page.click('[data-action="hint"]')
    note = page.wait_for_selector("#status .hint-note", timeout=HINT_TIMEOUT_MS)
    assert note is not None
    page.wait_for_function("() => document.body.dataset.hinting === undefined")
    watch = page.evaluate("window.__hint")
    assert watch["hinting"], "body[data-hinting] never appeared"
    seconds = (watch["shownAt"] - start) / 1000
    tasks = page.evaluate("(t0) => window.__longtasks.filter(e => e.start >= t0)", start)
    hooks = {
        "card": note.get_attribute("data-hint-card") or "",
        "call": note.get_attribute("data-hint-call") or "",
        "code": note.get_attribute("data-hint-code") or "",
        "text": note.inner_text().strip(),
    }
    return hooks, seconds, tasks


def test_hint_on_a_card_then_play_it(page: Page, site_url: str,
                                     metrics: dict[str, Any]) -> None:
    page.add_init_script(LONGTASK_OBSERVER)
    errors = open_table(page, site_url, "?seed=3&speed=instant")
    if page.evaluate("window.__longtasks") is None:
        pytest.skip("this Chromium has no longtask timing")
    reach(page, "card")
    assert page.is_visible('[data-action="hint"]')
    # The hint's search is traced: no main-thread task may do more than 200 ms of work (its
    # CPU time; the longtask observer's wall times, which a busy machine stretches, are
    # reported only).
    browser = page.context.browser
    assert browser is not None
    browser.start_tracing(page=page, categories=["disabled-by-default-devtools.timeline"])
    hint, seconds, tasks = ask_hint(page)
    busiest = max(main_thread_cpu_ms(browser.stop_tracing()), default=0.0)
    longest = max((t["duration"] for t in tasks), default=0.0)
    metrics["hint_card_seconds"] = round(seconds, 2)
    metrics["hint_card_longest_task_ms"] = round(longest)
    metrics["hint_card_longest_task_cpu_ms"] = round(busiest)
    print(f"\nhint on a card in {seconds:.2f} s, longest task {longest:.0f} ms wall, "
          f"{busiest:.0f} ms CPU ({len(tasks)} over 50 ms): {hint['text']}")
    card = hint["card"]
    assert card and not hint["call"] and hint["code"]
    button = page.locator(f'#hand button[data-card="{card}"]')
    assert button.get_attribute("data-legal") == "true"
    assert button.get_attribute("data-hinted") == "true"
    assert page.locator('#hand [data-hinted="true"]').count() == 1
    assert hint["text"].startswith("Hint:") and len(hint["text"]) > 20
    assert hint["text"] in page.inner_text("#live")  # screen readers hear it
    assert busiest < 200, (busiest, tasks)
    shot(page, "table-hint")

    before = moves(page)
    button.click()
    wait_moved(page, before)
    assert page.locator("#status .hint-note").count() == 0
    assert page.locator('[data-hinted="true"]').count() == 0
    wait_input(page)  # the bots play on, the player gets the turn back
    assert moves(page) != before
    no_page_errors(page, errors)


def test_hint_on_a_call_and_a_hint_overtaken_by_a_card(page: Page, site_url: str) -> None:
    page.add_init_script(LONGTASK_OBSERVER)
    errors = open_table(page, site_url, "?seed=1&speed=instant")
    reach(page, "call")
    hint, _, _ = ask_hint(page, keyboard=True)
    # the button keeps the keyboard focus through its re-renders
    assert page.evaluate("document.activeElement.dataset.key") == "hint"
    call = hint["call"]
    assert call and not hint["card"]
    selector = f'[data-bid="{call}"]' if call[0].isdigit() else f'[data-call="{call}"]'
    target = page.locator(f"#center {selector}")
    assert target.is_enabled() and target.get_attribute("data-hinted") == "true"
    before = moves(page)
    target.click()
    wait_moved(page, before)
    assert page.locator(f'#side [data-auction-call="{call}"]').count() >= 1
    assert page.locator("#status .hint-note").count() == 0

    # the player plays before the hint arrives: the hint is dropped, never shown
    reach(page, "card")
    page.evaluate(HINT_WATCH)
    before = moves(page)
    page.click('[data-action="hint"]')
    page.click('#hand button[data-legal="true"]')
    wait_moved(page, before)
    page.wait_for_timeout(1500)
    assert page.locator("#status .hint-note").count() == 0
    assert page.evaluate("document.body.dataset.hinting") is None
    no_page_errors(page, errors)
