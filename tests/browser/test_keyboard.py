"""Keyboard play in headless Chromium: a whole deal with the keyboard only
(``page.keyboard.press``, never a click), checking after each action that the focus is on
the control of the next action (``document.activeElement``): the bid box on the player's
call, the declaration prompt's first button, a card that may be played, the summary's
"Next deal". Then the shortcuts and their help dialog, the dialogs' focus trap and Escape,
and the narration in the live region.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from test_table import data, moves, no_page_errors, open_table, wait_input, wait_moved

pytestmark = pytest.mark.browser

# Seat 0 speaks first in deal 1 and holds a run (test_table.SEED_WITH_DECLARATION).
SEED = 1

# What has the focus: its data-key, the group it is in, whether it shows a focus ring.
FOCUS = """
() => {
  const a = document.activeElement;
  if (!a || a === document.body) { return {key: "BODY"}; }
  const group = a.closest("[data-roving]");
  const style = getComputedStyle(a);
  return {
    key: a.dataset.key || a.id || a.tagName,
    panel: group ? (group.dataset.panel || group.className) : "",
    legal: a.dataset.legal || "",
    card: a.dataset.card || "",
    tabindex: a.getAttribute("tabindex"),
    ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    stops: group ? group.querySelectorAll('[tabindex="0"]').length : -1,
  };
}
"""


def focus(page: Page) -> dict[str, object]:
    result: dict[str, object] = page.evaluate(FOCUS)
    return result


def press(page: Page, key: str) -> None:
    """One key; the page acts on it and renders before ``press`` returns to Python
    only in part, so callers wait on page state."""
    page.keyboard.press(key)


def act_by_keyboard(page: Page, bid_once: list[bool]) -> str:
    """The player's action with keys only, from where the focus is; checks it is where the
    next action is first. Returns what was done."""
    f = focus(page)
    before = moves(page)
    if data(page)["phase"] == "auction":
        assert f["panel"] == "auction" and f["key"] == "call-pass", f
        assert f["stops"] == 1, f  # one tab stop in the bid box
        if not bid_once:
            bid_once.append(True)
            press(page, "ArrowUp")  # from Pass up to the suits, up again to the stepper
            press(page, "ArrowUp")
            assert str(focus(page)["key"]).startswith("bid-step"), focus(page)
            press(page, "Home")  # the group's first control
            assert focus(page)["key"] == "bid-step-10", focus(page)
            press(page, "ArrowRight")
            assert focus(page)["key"] == "bid-step+10", focus(page)
            press(page, "Enter")  # 80 -> 90: the focus stays on +10
            page.wait_for_selector('[data-bid-value="90"]')
            assert focus(page)["key"] == "bid-step+10", focus(page)
            press(page, "ArrowDown")  # down to the suits
            key = str(focus(page)["key"])
            assert key in ("bid-S", "bid-H", "bid-D", "bid-C"), key
            press(page, "Enter")
            wait_moved(page, before)
            return "bid 90" + key[-1]
        press(page, "Enter")
        wait_moved(page, before)
        return "pass"
    if page.query_selector('[data-panel="declare"]'):
        assert f["key"] == "declare-true", f  # the prompt's first button: Announce
        press(page, " ")
        wait_moved(page, before)
        return "announce"
    assert f["panel"] == "hand-cards" and f["legal"] == "true", f
    assert f["stops"] == 1 and f["ring"], f
    press(page, "End")
    last = focus(page)
    assert last["legal"] == "true", last
    press(page, "Home")
    first = focus(page)
    assert first["legal"] == "true", first
    press(page, "ArrowRight")  # to the next playable card, if there is one
    card = focus(page)
    assert card["legal"] == "true", card
    press(page, "Enter")
    wait_moved(page, before)
    return f"play {card['card']}"


def test_a_whole_deal_with_the_keyboard_only(page: Page, site_url: str) -> None:
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant")
    done: list[str] = []
    bid_once: list[bool] = []
    for _ in range(60):
        waiting = wait_input(page)
        if waiting != "human":
            break
        done.append(act_by_keyboard(page, bid_once))
        # between the player's turns the focus never falls back on <body>
        assert focus(page)["key"] != "BODY", done
    assert data(page)["waiting"] == "summary", done
    assert done[0].startswith("bid 90") and "announce" in done, done
    assert sum(1 for d in done if d.startswith("play")) == 8, done
    f = focus(page)
    assert f["key"] == "next-deal" and f["ring"], f
    live = page.inner_text("#live")
    assert "Deal 1 is over" in live and "Total:" in live, live
    press(page, "Enter")
    page.wait_for_function("() => document.body.dataset.deal === '2'")
    wait_input(page)
    # deal 2: whoever speaks first, the focus is on the table, never on <body>
    f = focus(page)
    assert f["key"] != "BODY", f
    if data(page)["waiting"] == "human":
        assert f["panel"] == "auction" and f["key"] == "call-pass", f
    no_page_errors(page, errors)


def test_shortcuts_help_dialog_trap_and_escape(page: Page, site_url: str) -> None:
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant")
    assert wait_input(page) == "human"
    assert focus(page)["key"] == "call-pass"
    # the visible help button names itself and its key
    help_button = page.locator('header [data-action="open-help"]')
    assert help_button.get_attribute("aria-keyshortcuts") == "?"
    assert help_button.get_attribute("aria-label") == "Keyboard shortcuts"
    press(page, "?")
    page.wait_for_selector('[data-dialog="help"]')
    assert data(page)["dialog"] == "help"
    assert focus(page)["key"] == "close-help"
    keys = page.locator('[data-dialog="help"] kbd').all_inner_texts()
    for key in ("H", "L", "S", "U", "N", "?", "Esc"):
        assert key in keys, keys
    # Tab and Shift+Tab stay in the dialog; the page behind is inert
    for key in ("Tab", "Shift+Tab", "Tab"):
        press(page, key)
        assert page.evaluate("document.querySelector('#dialog').contains(document.activeElement)")
    assert page.evaluate("document.querySelector('main').inert") is True
    # shortcuts do nothing while a dialog is open
    press(page, "s")
    assert data(page)["dialog"] == "help"
    press(page, "Escape")
    page.wait_for_function("() => document.body.dataset.dialog === ''")
    assert focus(page)["key"] == "call-pass"  # back on the control it was opened from
    assert page.evaluate("document.querySelector('main').inert") is False
    # S: the whole score sheet, closed by its button with the keyboard
    press(page, "ArrowUp")
    opener = focus(page)["key"]
    press(page, "s")
    page.wait_for_selector('[data-dialog="sheet"]')
    assert focus(page)["key"] == "close-sheet"
    press(page, "Enter")
    page.wait_for_function("() => document.body.dataset.dialog === ''")
    assert focus(page)["key"] == opener
    # H: the hint, shown and spoken; the focus stays where it was
    press(page, "h")
    page.wait_for_selector("#status .hint-note", timeout=60_000)
    page.wait_for_function("() => document.body.dataset.hinting === undefined")
    assert "Hint:" in page.inner_text("#live")
    assert focus(page)["key"] == opener
    press(page, "ArrowDown")  # back down to Pass
    assert focus(page)["key"] == "call-pass"
    # pass with the keyboard until a trick is done, then L: the last trick, said in words
    for _ in range(40):
        if wait_input(page) != "human":
            break
        if page.locator('#side [data-action="last-trick"]:not([disabled])').count():
            break
        act_by_keyboard(page, [True])
    press(page, "l")
    page.wait_for_selector("#side [data-last-trick]")
    assert page.get_attribute('#side [data-action="last-trick"]', "aria-expanded") == "true"
    assert "Last trick" in page.inner_text("#live")
    assert "of" in page.inner_text("#live")  # cards named in words
    # a letter typed in a text field is no shortcut
    page.click('header [data-action="open-settings"]')
    page.wait_for_selector('[data-dialog="settings"]')
    first = focus(page)["key"]  # the first group's checked choice
    assert first == page.evaluate("document.querySelector('#dialog input:checked').dataset.key")
    press(page, "Shift+Tab")  # from the first control round to the last: Cancel
    assert page.evaluate("document.activeElement.dataset.action") == "close-dialog"
    press(page, "Tab")
    assert focus(page)["key"] == first
    page.click("#custom-target")
    page.keyboard.type("n")
    assert page.input_value("#custom-target").endswith("n")
    press(page, "Escape")
    page.wait_for_function("() => document.body.dataset.dialog === ''")
    assert focus(page)["key"] != "BODY"
    no_page_errors(page, errors)


def test_clicks_leave_the_focus_alone_and_an_arrow_brings_it_back(page: Page,
                                                                   site_url: str) -> None:
    """A player with a mouse sees no focus ring on controls they did not touch; an arrow
    key then takes the focus to the next action's place."""
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant")
    assert wait_input(page) == "human"
    before = moves(page)
    page.click('[data-call="pass"]')
    wait_moved(page, before)
    assert wait_input(page) == "human"
    assert focus(page)["key"] == "BODY"  # not moved after a click
    press(page, "ArrowRight")
    f = focus(page)
    assert f["panel"] in ("auction", "declare", "hand-cards") and f["ring"], f
    no_page_errors(page, errors)


def test_u_takes_the_last_move_back_and_the_focus_follows(page: Page, site_url: str) -> None:
    errors = open_table(page, site_url, f"?seed={SEED}&speed=instant")
    assert wait_input(page) == "human" and focus(page)["key"] == "call-pass"
    press(page, "Enter")  # pass; the bots call; the player's call again
    page.wait_for_function("() => document.body.dataset.moves !== '1:0'")
    assert wait_input(page) == "human"
    press(page, "u")
    page.wait_for_function("() => document.body.dataset.moves === '1:0'")
    assert wait_input(page) == "human"
    f = focus(page)
    assert f["panel"] == "auction" and f["key"] == "call-pass", f
    no_page_errors(page, errors)
