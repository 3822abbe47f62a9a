"""Autosave and resume in headless Chromium: a reload in every phase (auction, declaration
prompt, after announcing, mid-trick with the last trick open and a hint shown, the bots'
turn, the deal's summary, the match's end) shows what was there before; a corrupt save is
kept aside with a notice that offers its download; a second tab waits while the first
plays; blocked or full storage leaves the game playable with one notice.

The player's actions are real clicks. ``page.evaluate`` only sets up the storage (a
corrupt save, a browser that refuses storage)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page
from save_pages import (
    CARD_TURN,
    DECLARE_TURN,
    SAVE_KEY,
    act,
    data,
    moved,
    notice_texts,
    open_table,
    play_until,
    reload,
    visible,
)
from site_util import STEP_TIMEOUT_MS, wait_input

pytestmark = pytest.mark.browser


# the player's card turn, with cards on the table and a finished trick to look back at
MID_TRICK = ("() => document.body.dataset.waiting === 'human' && "
             "document.body.dataset.phase === 'play' && "
             "document.querySelectorAll('#center [data-card]').length > 0 && "
             "!!document.querySelector('[data-action=\"last-trick\"]:not([disabled])')")


def same_after_reload(page: Page, wait_for: str = "") -> dict[str, object]:
    wait_input(page)
    if wait_for:
        page.wait_for_selector(wait_for, timeout=STEP_TIMEOUT_MS)
    before = visible(page)
    reload(page)
    wait_input(page)
    if wait_for:
        page.wait_for_selector(wait_for, timeout=STEP_TIMEOUT_MS)
    after = visible(page)
    differ = {k: (before[k], after[k]) for k in before if before[k] != after.get(k)}
    assert not differ, json.dumps(differ, ensure_ascii=False, indent=1)
    return after


def test_a_reload_returns_to_the_same_state_in_every_phase(page: Page, site_url: str) -> None:
    errors: list[str] = []
    open_table(page, site_url + "?seed=1&speed=instant", errors)
    # the auction, with a bid value picked and a hint on show
    wait_input(page)
    page.click('[data-action="bid-step"][data-value="10"]')
    page.wait_for_selector('[data-bid-value="90"]')
    page.click('[data-action="hint"]')
    page.wait_for_selector("[data-hint-action]", timeout=STEP_TIMEOUT_MS)
    seen = same_after_reload(page, "[data-hint-action]")
    assert seen["data"]["phase"] == "auction" and seen["hint"]  # type: ignore[index]
    # the declaration prompt (seat 0 holds a run of four in deal 1 of seed 1)
    play_until(page, DECLARE_TURN)
    same_after_reload(page, '[data-panel="declare"]')
    # announced, the first card still to come
    moves = data(page, "moves")
    page.click('[data-announce="true"]')
    moved(page, moves)
    wait_input(page)
    seen = same_after_reload(page)
    assert page.query_selector('[data-panel="declare"]') is None
    # mid-trick, with the last trick open (a hint here can take the hard bot long on a
    # busy machine: the hint's resume is checked in the auction above)
    play_until(page, MID_TRICK)
    page.click('[data-action="last-trick"]')
    page.wait_for_selector("[data-last-trick]")
    seen = same_after_reload(page, "[data-last-trick]")
    assert seen["trick"]
    # the deal's summary
    play_until(page, "() => document.body.dataset.waiting === 'summary'")
    seen = same_after_reload(page, "[data-summary]")
    assert page.is_visible('[data-action="next-deal"]')
    assert not errors, errors


def test_a_reload_after_the_match_is_over(page: Page, site_url: str) -> None:
    open_table(page, site_url + "?seed=4&speed=instant&target=51")
    play_until(page, "() => document.body.dataset.waiting === 'match-over'")
    same_after_reload(page, "[data-winner]")
    page.click('[data-key="new-match-end"]')
    page.wait_for_function("() => document.body.dataset.deal === '1'", timeout=STEP_TIMEOUT_MS)
    wait_input(page)
    same_after_reload(page)  # the new match is saved in its turn


def test_the_bots_resume_their_turn_after_a_reload(page: Page, site_url: str) -> None:
    open_table(page, site_url + "?seed=2&speed=slow")
    play_until(page, CARD_TURN)
    moves = data(page, "moves")
    act(page)  # a card: the bot on the right is to play next, after its pause
    moved(page, moves)
    now = data(page, "moves")
    assert data(page, "waiting") in ("bot", "hold")
    reload(page)
    assert data(page, "moves") == now  # nothing lost, nothing played twice
    wait_input(page)
    assert data(page, "moves") != now  # the bots played on


def saved_text(page: Page) -> str:
    return str(page.evaluate("(k) => localStorage.getItem(k)", SAVE_KEY))


def corrupt(text: str, kind: str) -> str:
    if kind == "unreadable":
        return text[: len(text) // 2]
    save = json.loads(text)
    if kind == "version":
        save["version"] = 7
    else:  # a close with no bid to close: the engine refuses the record
        save["record"]["deals"][-1]["calls"] = ["close"]
    return json.dumps(save)


@pytest.mark.parametrize("kind", ["unreadable", "version", "refused"])
def test_a_corrupt_save_is_kept_aside_and_offered_for_download(
        page: Page, site_url: str, kind: str, tmp_path: Path) -> None:
    errors: list[str] = []
    open_table(page, site_url + "?seed=5&speed=instant", errors)
    play_until(page, "() => document.body.dataset.moves !== '1:0'")
    page.wait_for_function("(k) => localStorage.getItem(k) !== null", arg=SAVE_KEY)
    bad = corrupt(saved_text(page), kind)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_KEY, bad])
    reload(page)
    notice = notice_texts(page)
    assert "could not be resumed" in notice and "kept aside" in notice, notice
    assert data(page, "deal") == "1" and data(page, "moves") == "1:0"  # a new match
    with page.expect_download(timeout=STEP_TIMEOUT_MS) as info:
        page.click('#notices [data-action="download-kept"]')
    download = info.value
    assert download.suggested_filename == "pilotta-kept-save-1.json"
    target = tmp_path / "kept.json"
    download.save_as(target)
    assert target.read_text(encoding="utf-8") == bad
    assert page.evaluate("() => localStorage.getItem('pilotta:save-kept:1')") == bad
    moves = data(page, "moves")
    act(page)  # the new match plays, and is saved over the bad one (kept elsewhere)
    moved(page, moves)
    page.wait_for_function("(b) => localStorage.getItem('pilotta:save') !== b", arg=bad)
    assert not errors, errors


def test_a_second_tab_waits_and_can_take_over(page: Page, site_url: str) -> None:
    url = site_url + "?seed=6&speed=instant"
    open_table(page, url)
    act(page)
    wait_input(page)
    # the first tab has answered nobody yet: give it its time to save
    page.wait_for_function("(k) => localStorage.getItem(k) !== null", arg=SAVE_KEY)
    second = page.context.new_page()
    open_table(second, url)
    second.wait_for_selector('[data-dialog="other-tab"]', timeout=STEP_TIMEOUT_MS)
    assert "open in another tab" in second.inner_text("#dialog")
    assert data(page, "dialog") == ""
    # the first plays on; the second never writes (its save generation stays behind)
    gen = json.loads(saved_text(page))["gen"]
    moves = data(page, "moves")
    act(page)
    moved(page, moves)
    wait_input(page)
    page.wait_for_function("(g) => JSON.parse(localStorage.getItem('pilotta:save')).gen > g",
                           arg=gen)
    second.keyboard.press("Escape")  # only "Play here" leaves the dialog
    assert second.is_visible('[data-dialog="other-tab"]')
    # "Play here": the second takes the latest save; the first now waits
    first_moves = data(page, "moves")
    second.click('[data-action="play-here"]')
    second.wait_for_function("() => document.body.dataset.dialog === ''")
    assert data(second, "moves") == first_moves
    page.wait_for_selector('[data-dialog="other-tab"]', timeout=STEP_TIMEOUT_MS)
    second_gen = json.loads(saved_text(second))["gen"]
    assert second_gen > gen
    moves = data(second, "moves")
    act(second)
    moved(second, moves)
    assert json.loads(saved_text(page))["gen"] > second_gen
    assert data(page, "moves") == first_moves  # the waiting tab wrote nothing
    second.close()


BLOCKED = """
Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""

FULL = """
(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === "pilotta:probe") return setItem.call(this, key, value);
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
})();
"""


@pytest.mark.parametrize("script, words", [(BLOCKED, "private browsing"),
                                           (FULL, "storage is full")], ids=["blocked", "full"])
def test_blocked_or_full_storage_plays_on_with_one_notice(page: Page, site_url: str,
                                                          script: str, words: str) -> None:
    errors: list[str] = []
    page.add_init_script(script)
    open_table(page, site_url + "?seed=7&speed=instant", errors)
    for _ in range(6):
        moves = data(page, "moves")
        act(page)
        moved(page, moves)
    wait_input(page)
    notices = page.locator('#notices [data-kind="error"]')
    assert notices.count() == 1 and words in notices.inner_text()
    assert page.evaluate("document.body.dataset.error") is None
    assert not errors, errors


def test_a_belote_match_resumes_under_its_rules(page: Page, site_url: str) -> None:
    open_table(page, site_url + "?seed=2&speed=instant")
    wait_input(page)
    page.click('[data-action="open-settings"]')
    page.click('[data-key="rules-belote"]')
    page.wait_for_selector('[data-key="target-1000"]')
    page.click('[data-action="apply-settings"]')
    page.wait_for_function("() => document.body.dataset.rules === 'belote'")
    same_after_reload(page)  # round one of the calls, the turned card in the middle
    play_until(page, CARD_TURN)
    seen = same_after_reload(page)
    assert seen["data"]["rules"] == "belote" and len(seen["hand"]) == 8  # type: ignore[index]
