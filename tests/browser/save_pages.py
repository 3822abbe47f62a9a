"""Helpers of the save, undo and statistics browser tests: open the table, act as a player
(real clicks on the page's data-* hooks), and read what a player sees, to compare before
and after a reload."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page
from site_util import READY_TIMEOUT_MS, STEP_TIMEOUT_MS, wait_input, wait_ready

SAVE_KEY = "pilotta:save"

# What a player sees: the body's data (the page's state) and the text and cards of every
# region. The slowest task's time, the slide-in of the last card and the passing message
# by the hand are not part of the state.
VISIBLE = """() => {
  const data = Object.assign({}, document.body.dataset);
  delete data.slowestMs;
  const text = (id) => (document.getElementById(id) || {innerText: ""}).innerText;
  const cards = (sel) => [...document.querySelectorAll(sel)].map(
      (b) => b.dataset.card + (b.dataset.legal === "true" ? "+" : ""));
  return {
    data,
    scoreboard: text("scoreboard"), status: text("status"), center: text("center"),
    side: text("side"), overlay: text("overlay"), dialog: text("dialog"),
    seats: [0, 1, 2, 3].map((s) => text("seat-" + s)),
    hand: cards("#hand [data-card]"),
    trick: cards("#center [data-card]"),
    hint: (document.querySelector("[data-hint-action]") || {dataset: {}}).dataset.hintAction
      || null,
  };
}"""


def open_table(page: Page, url: str, errors: list[str] | None = None) -> None:
    if errors is not None:
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    wait_ready(page, READY_TIMEOUT_MS)


def reload(page: Page) -> None:
    page.reload()
    wait_ready(page, READY_TIMEOUT_MS)


def visible(page: Page) -> dict[str, Any]:
    seen: dict[str, Any] = page.evaluate(VISIBLE)
    return seen


def data(page: Page, name: str) -> str:
    return str(page.evaluate("(n) => document.body.dataset[n] ?? ''", name))


def act(page: Page) -> str:
    """One move as a player: next deal at a summary, else pass, announce, or the first
    legal card."""
    state = wait_input(page)
    if state == "summary":
        page.click('[data-action="next-deal"]')
        return "next"
    if state == "match-over":
        return "over"
    if data(page, "phase") == "auction":
        page.click('[data-call="pass"]')
        return "pass"
    if page.query_selector('[data-panel="declare"]'):
        page.click('[data-announce="true"]')
        return "announce"
    card = page.get_attribute('#hand button[data-legal="true"]', "data-card")
    page.click(f'#hand button[data-card="{card}"]')
    return "play " + str(card)


def moved(page: Page, moves: str) -> None:
    """Wait until the page has taken the move (data-moves changed)."""
    page.wait_for_function("(m) => document.body.dataset.moves !== m", arg=moves,
                           timeout=STEP_TIMEOUT_MS)


def play_until(page: Page, predicate: str, limit: int = 200) -> None:
    """Act until ``predicate`` (a JS arrow function) holds while the page waits for the
    player."""
    for _ in range(limit):
        wait_input(page)
        if page.evaluate(predicate):
            return
        moves = data(page, "moves")
        if act(page) == "over":
            raise AssertionError("the match ended first")
        moved(page, moves)
    raise AssertionError(f"never reached {predicate}")


DECLARE_TURN = ("() => document.body.dataset.waiting === 'human' && "
                "!!document.querySelector('[data-panel=\"declare\"]')")
CARD_TURN = ("() => document.body.dataset.waiting === 'human' && "
             "document.body.dataset.phase === 'play' && "
             "!document.querySelector('[data-panel=\"declare\"]')")


def notice_texts(page: Page) -> str:
    return re.sub(r"\s+", " ", page.inner_text("#notices"))
