"""The header and the side panel's auction table at every size, in every language.

The page is loaded once per language (``?lang=el|en|fr``) and played by clicks into the
auction (a bid made, so the side panel's auction table has heads and calls); then the window
takes each size in turn. At each: nothing scrolls sideways; every action of the header
(Records, Rules, Statistics, Settings, New match, ?) is a button inside the window, apart
from the others, that a click reaches (Playwright's trial click: visible, enabled, not
covered); its tooltip and its accessible name say its label in the page's language; from
768 px wide (and on a landscape phone) the header is one line no taller than a button and
its padding; on phones each action is a tap target at least 40 px each way; the auction
table's column heads fit their columns and do not touch; the seats' name plates are inside
the window. One click per size opens a dialog from the header, as a person would. Belote
(whose name joins the scoreboard) is checked at the tablet sizes in Greek.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
from playwright.sync_api import Page
from site_util import STEP_TIMEOUT_MS, wait_input, wait_ready

from web.i18n.translate import messages

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1024, 768), (768, 1024), (390, 844), (360, 740), (844, 390)]
ACTIONS = {  # data-action -> the catalog key of its label
    "open-records": "records", "open-rules": "rules_link", "open-stats": "statistics",
    "open-settings": "settings", "new-match": "new_match", "open-help": "keys_button",
}
MIN_TAP_PX = 40

MEASURE = """() => {
  const box = (el) => {
    const b = el.getBoundingClientRect();
    return {left: b.left, right: b.right, top: b.top, bottom: b.bottom,
            width: b.width, height: b.height};
  };
  const text = (el) => {  // the box of what a cell shows
    const range = document.createRange();
    range.selectNodeContents(el);
    return box(range);
  };
  const header = document.querySelector(".topbar");
  const style = getComputedStyle(header);
  return {
    inner: innerWidth, innerHeight: innerHeight,
    scroll: document.documentElement.scrollWidth,
    header: box(header),
    padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
    parts: [...document.querySelectorAll(
      ".topbar .brand, .scoreboard > *, .top-actions button")].map(box),
    buttons: [...document.querySelectorAll(".top-actions button")].map((el) => ({
      action: el.dataset.action, title: el.title, label: el.getAttribute("aria-label")
        || el.textContent.trim(), text: el.innerText.trim(), ...box(el)})),
    heads: [...document.querySelectorAll("#side .auction-table th")].map((el) => ({
      cell: box(el), shown: text(el), scroll: el.scrollWidth, client: el.clientWidth,
      line: parseFloat(getComputedStyle(el).fontSize) * 1.6,
      inside: {left: el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft),
               right: el.getBoundingClientRect().right
                 - parseFloat(getComputedStyle(el).paddingRight)},
      text: el.textContent, title: (el.querySelector("abbr") || el).title || ""})),
    plates: [...document.querySelectorAll("#table .plate")].map((el) => {
      const plate = box(el), name = text(el.querySelector(".name") || el);
      return {name: el.textContent, width: plate.width, top: plate.top,
              left: plate.left, right: plate.right, nameLeft: name.left, nameRight: name.right};
    }),
  };
}"""


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5
            and a["top"] < b["bottom"] - 0.5 and b["top"] < a["bottom"] - 0.5)


def into_the_auction(page: Page, site_url: str, lang: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{site_url}?seed=1&speed=instant&lang={lang}")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == lang
    assert wait_input(page) == "human"
    before = page.evaluate("document.body.dataset.moves")
    page.locator("[data-bid]").first.click()  # the lowest bid: the table gets a call
    page.wait_for_function("(b) => document.body.dataset.moves !== b", arg=before,
                           timeout=STEP_TIMEOUT_MS)
    assert wait_input(page) == "human"


def resize(page: Page, width: int, height: int) -> dict[str, Any]:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h",
                           arg=[width, height], timeout=STEP_TIMEOUT_MS)
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    page.evaluate("window.scrollTo(0, 0)")
    return dict(page.evaluate(MEASURE))


def check_header(page: Page, m: dict[str, Any], lang: str, width: int, height: int) -> None:
    size = f"{lang} {width}x{height}"
    assert m["scroll"] <= m["inner"], f"{size}: a sideways scroll {m['scroll']} > {m['inner']}"
    words = messages(lang)
    buttons = m["buttons"]
    assert sorted(b["action"] for b in buttons) == sorted(ACTIONS), buttons
    phone = width <= 640 or height <= 500
    for b in buttons:
        assert b["left"] >= 0 and b["right"] <= width and b["top"] >= 0, (size, b)
        name = words[ACTIONS[b["action"]]]
        assert b["title"] == name, (size, b)  # the tooltip, an icon alone or not
        assert b["label"] == name, (size, b)  # the accessible name
        if b["action"] != "open-help":  # innerText: the label, shown or visually hidden
            assert b["text"] == name, (size, b)
        if phone:
            assert b["width"] >= MIN_TAP_PX and b["height"] >= MIN_TAP_PX, (size, b)
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not overlap(a, b), (size, a, b)
    if width >= 768:  # one line: the name, the scoreboard and the buttons side by side
        middles = [(p["top"] + p["bottom"]) / 2 for p in m["parts"] if p["height"] > 0]
        assert max(middles) - min(middles) < 8, f"{size}: the header wraps: {m['parts']}"
        tallest = max(b["height"] for b in buttons)
        assert m["header"]["height"] <= tallest + m["padding"] + 1, (size, m["header"])
    for action in ACTIONS:  # each a click away, as a person would click it (not covered)
        page.locator(f'header [data-action="{action}"]').click(trial=True,
                                                                timeout=STEP_TIMEOUT_MS)


def check_side(m: dict[str, Any], lang: str, width: int, height: int) -> None:
    size = f"{lang} {width}x{height}"
    heads = m["heads"]
    assert len(heads) == 4, heads
    for h in heads:
        assert h["scroll"] <= h["client"], f"{size}: a head overflows its column: {h}"
        shown = h["shown"]
        # inside the cell's padding: no ellipsis, nothing cut
        assert h["inside"]["left"] <= shown["left"] + 0.1, (size, h)
        assert shown["right"] <= h["inside"]["right"] + 0.1, (size, h)
        assert shown["height"] <= h["line"], f"{size}: a head breaks onto two lines: {h}"
    for a, b in pairwise(heads):
        assert a["shown"]["right"] <= b["shown"]["left"], f"{size}: heads collide: {a}, {b}"
    for seat, h in enumerate(heads):  # the whole name where the head is shortened
        name = messages(lang)[f"seat{seat}"]
        assert h["text"] == name or h["title"] == name, (size, h)
    for plate in m["plates"]:
        assert plate["width"] > 0, (size, plate)
        assert plate["left"] >= 0 and plate["right"] <= width, f"{size}: a plate is cut: {plate}"
        inside = plate["left"] - 1 <= plate["nameLeft"] and plate["nameRight"] <= plate["right"] + 1
        assert inside, f"{size}: a name runs out of its plate: {plate}"


def open_and_close(page: Page, action: str, dialog: str) -> None:
    page.locator(f'header [data-action="{action}"]').click()
    page.wait_for_selector(f'#dialog [data-dialog="{dialog}"]', timeout=STEP_TIMEOUT_MS)
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)


@pytest.mark.parametrize("lang", ["el", "en", "fr"])
def test_the_header_and_the_auction_table_fit_every_size(page: Page, site_url: str,
                                                         lang: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    into_the_auction(page, site_url, lang)
    dialogs = [("open-rules", "rules"), ("open-settings", "settings"), ("open-help", "help")]
    for i, (width, height) in enumerate(SIZES):
        m = resize(page, width, height)
        check_header(page, m, lang, width, height)
        check_side(m, lang, width, height)
        open_and_close(page, *dialogs[i % len(dialogs)])
    assert not errors, errors


def test_belote_s_name_in_the_scoreboard_keeps_the_tablet_header_on_one_line(
        page: Page, site_url: str) -> None:
    into_the_auction(page, site_url, "el")
    page.locator('header [data-action="new-match"]').click()
    page.locator('[data-action="confirm-new-match"][data-value="belote"]').click()
    page.wait_for_function("() => document.body.dataset.rules === 'belote'",
                           timeout=STEP_TIMEOUT_MS)
    wait_input(page)
    assert page.locator(".scoreboard [data-game]").count() == 1
    for width, height in [(1280, 720), (1024, 768), (768, 1024), (844, 390), (360, 740)]:
        check_header(page, resize(page, width, height), "el", width, height)
