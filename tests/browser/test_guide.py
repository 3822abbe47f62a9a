"""The guided first deal in headless Chromium, by clicks only, in each game: offered on a
plain first visit (Pilotta) and from the Rules dialog (Belote), every move asked for in the
lesson's note and made by a click, a wrong card explained, leaving and resuming, the
summary, and the player's own match back as it was. Screenshots at desktop and phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from test_table import data, moves, no_page_errors, open_table, shot, wait_input, wait_moved

pytestmark = pytest.mark.browser


def click_move(page: Page, want: str) -> None:
    """The lesson's move (record notation) as a player makes it."""
    if want[:1].isdigit() and len(want) > 2:  # a bid: the value, then the suit
        value, suit = int(want[:-1]), want[-1]
        while int(page.get_attribute("[data-bid-value]", "data-bid-value") or 0) < value:
            page.click('[data-key="bid-step+10"]')
        page.click(f'[data-key="bid-{suit}"]')
    elif want in ("pass", "take"):
        page.click(f'#center [data-call="{want}"]')
    elif want in ("announce", "decline"):
        page.click(f'[data-announce="{"true" if want == "announce" else "false"}"]')
    else:
        page.click(f'#hand button[data-card="{want}"]')


def follow_lesson(page: Page, moves_wanted: int = 99) -> int:
    done = 0
    while done < moves_wanted and wait_input(page) == "human":
        note = page.locator("#status .lesson-note")
        want = note.get_attribute("data-lesson-want") or ""
        assert want and note.locator("[data-lesson-prompt=\"1\"]").count() == 1
        before = moves(page)
        click_move(page, want)
        wait_moved(page, before)
        done += 1
    return done


def test_the_pilotta_lesson_from_a_first_visit(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    errors = open_table(page, site_url, "")
    offer = page.locator('#notices [data-action="start-lesson"]')
    offer.wait_for()
    assert "guided first deal" in page.inner_text("#notices")
    offer.click()
    page.wait_for_selector('#status .lesson-note[data-lesson="pilotta"]')
    assert page.locator('#status [data-action="hint"]').count() == 0
    shot(page, "guide-pilotta-start-desktop")
    page.set_viewport_size({"width": 390, "height": 844})
    shot(page, "guide-pilotta-start-phone")
    page.set_viewport_size({"width": 1280, "height": 800})
    # a legal bid that is not the lesson's is explained and changes nothing
    before = moves(page)
    page.click('[data-key="bid-H"]')
    page.wait_for_selector('#toast [data-kind="illegal"]')
    assert "Not that one in this lesson" in page.inner_text("#toast")
    assert moves(page) == before
    assert follow_lesson(page) == 10
    assert data(page)["waiting"] == "summary"
    assert "Rule of 6" in page.inner_text("[data-summary] [data-lesson-closing]")
    shot(page, "guide-pilotta-summary-desktop")
    page.click('[data-action="next-deal"]')  # "Back to your match"
    page.wait_for_selector("#status .lesson-note", state="detached")
    assert data(page)["deal"] == "1" and data(page)["phase"] == "auction"
    assert "done" in page.inner_text("#notices")
    no_page_errors(page, errors)


def test_the_belote_lesson_from_the_rules_left_and_resumed(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    errors = open_table(page, site_url, "?seed=5&speed=instant&lang=fr")
    wait_input(page)
    page.click('[data-action="open-rules"]')
    page.click('[data-key="start-lesson-belote"]')
    page.wait_for_selector('#status .lesson-note[data-lesson="belote"]')
    assert data(page)["rules"] == "belote"
    assert follow_lesson(page, 3) == 3
    page.click('[data-action="leave-lesson"]')
    page.wait_for_function("() => document.body.dataset.rules === 'pilotta'")
    assert page.locator("#status .lesson-note").count() == 0
    page.click('[data-action="open-rules"]')
    resume = page.locator('[data-key="start-lesson-belote"]')
    assert "Reprendre" in resume.inner_text()
    resume.click()
    page.wait_for_selector('#status .lesson-note[data-lesson="belote"]')
    assert follow_lesson(page) == 7  # take, announce, 8 cards: 10 in all, 3 made before
    assert data(page)["waiting"] == "summary"
    shot(page, "guide-belote-summary-phone-fr")
    page.click('[data-action="next-deal"]')
    page.wait_for_function("() => document.body.dataset.rules === 'pilotta'")
    no_page_errors(page, errors)
