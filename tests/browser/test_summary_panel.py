"""The deal's summary as a newcomer reads it, in headless Chromium: its table adds up (the
rows between the trick points and the raw points sum to the raw points, in each column),
the rounding says which way and why, and on a phone in every language the buttons stay
inside the panel (Greek "Επανάληψη" was pushed past the left edge)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page
from replay_util import finish_deal, open_page

pytestmark = pytest.mark.browser

SUMMARY = "#overlay .summary"


def table(page: Page) -> list[tuple[str, str, str, str]]:
    """The summary table's rows: (class, label, Us, Them)."""
    rows: list[tuple[str, str, str, str]] = page.eval_on_selector_all(
        f"{SUMMARY} .summary-table tbody tr",
        "rows => rows.map(r => [r.className, r.cells[0].innerText, r.cells[1].innerText,"
        " r.cells[2].innerText])")
    return rows


@pytest.mark.parametrize("seed", [3, 11])
def test_the_summary_table_adds_up(page: Page, site_url: str, seed: int) -> None:
    errors = open_page(page, site_url + f"?lang=en&seed={seed}&speed=instant")
    finish_deal(page)
    page.wait_for_selector(SUMMARY)
    raw = page.get_attribute(SUMMARY, "data-raw")
    assert raw is not None
    rows = table(page)
    start = next(i for i, r in enumerate(rows) if "row-parts" in r[0])
    (end,) = [i for i, r in enumerate(rows) if "row-raw" in r[0]]
    assert rows[start][1] == "Trick points scored" and rows[end][1] == "Raw points (the sum)"
    parts = rows[start:end]
    assert {r[1] for r in parts} >= {"Declarations counted", "Pilotta"}
    assert any(r[1].startswith("Bid") for r in parts)
    sums = [sum(int(r[col]) for r in parts) for col in (2, 3)]
    assert f"{sums[0]},{sums[1]}" == raw == f"{rows[end][2]},{rows[end][3]}"
    lines = page.inner_text(f"{SUMMARY} .summary-lines")
    assert "rounds up)" not in lines and "rounds down)" not in lines  # "(8 rounds up)"
    assert "(ends in" in lines or "Rule of 6" in lines or all(
        int(x) % 10 == 0 for x in raw.split(","))
    assert not errors


@pytest.mark.parametrize(("lang", "width", "height"), [
    ("el", 390, 844), ("fr", 390, 844), ("en", 390, 844), ("el", 844, 390), ("el", 360, 740),
])
def test_the_summary_buttons_stay_inside_the_panel(browser: Browser, site_url: str,
                                                   lang: str, width: int, height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height},
                                  is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        errors = open_page(page, site_url + f"?lang={lang}&seed=3&speed=instant")
        finish_deal(page)
        page.wait_for_selector(SUMMARY)
        boxes = page.eval_on_selector_all(
            f"{SUMMARY} .panel-actions button",
            "bs => bs.map(b => { const r = b.getBoundingClientRect(), p = b.closest('.summary')"
            ".getBoundingClientRect(); return [b.innerText, r.left - p.left, p.right - r.right,"
            " b.scrollWidth - b.clientWidth]; })")
        assert len(boxes) == 4  # Replay, Analyse, Share, Next deal
        for text, left, right, clipped in boxes:
            assert left >= 0 and right >= 0, (text, left, right)
            assert clipped <= 0, text
        assert not errors
    finally:
        context.close()
