"""Records on the page in headless Chromium: "Download the match" saves the engine's
``pilotta-record/1`` named with the date, and ``python -m pilotta replay`` accepts the file;
"Open a record…" (the file picker, as a person uses it) and a file dropped on the page open
it in the viewer; a bad file gets the reason ``replay`` gives, and the match is untouched."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page
from replay_util import (
    VIEWER,
    finish_deal,
    open_page,
    open_records,
    replay_cli,
    viewer,
    wait_step,
)
from site_util import STEP_TIMEOUT_MS, act_once, wait_input

from pilotta.belote import BELOTE
from pilotta.record import export_match
from pilotta.simulate import random_match

pytestmark = pytest.mark.browser


def test_download_the_match_and_replay_it_on_the_command_line(page: Page, site_url: str,
                                                              tmp_path: Path) -> None:
    errors = open_page(page, site_url + "?seed=5&speed=instant")
    open_records(page)  # nothing finished yet: nothing to download, and the dialog says why
    assert page.is_disabled('#dialog [data-action="download-match"]')
    assert "Nothing to download yet" in page.inner_text("#dialog [data-records-in-play]")
    page.click('#dialog [data-action="close-dialog"]')
    finish_deal(page)
    page.click('#overlay [data-action="next-deal"]')
    act_once(page)  # the second deal is under way: its hidden hands stay out of the record
    open_records(page)
    assert "deal in play goes in once it ends" in page.inner_text(
        "#dialog [data-records-in-play]")
    with page.expect_download(timeout=STEP_TIMEOUT_MS) as info:
        page.click('#dialog [data-action="download-match"]')
    download = info.value
    today = page.evaluate(
        "(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]"
        ".map((n) => String(n).padStart(2, '0')).join('-'); })()")
    assert download.suggested_filename == f"pilotta-{today}.json"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    record = json.loads(path.read_text())
    assert record["format"] == "pilotta-record/1" and len(record["deals"]) == 1

    done = replay_cli(path)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    totals = [int(page.inner_text(f'#scoreboard [data-total-team="{t}"]')) for t in (0, 1)]
    assert result["totals"] == totals
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)
    sheet = page.get_attribute('#side [data-deal-row="1"]', "data-sheet")
    assert sheet == ",".join(str(x) for x in result["deals"][0]["sheet"])
    page.wait_for_selector('#notices [data-kind="info"]')
    assert download.suggested_filename in page.inner_text("#notices")
    assert not errors


def test_open_a_record_with_the_picker_and_a_bad_one(page: Page, site_url: str,
                                                     tmp_path: Path) -> None:
    good = tmp_path / "belote-friend.json"
    good.write_text(json.dumps(export_match(random_match(1000, 21, max_deals=3, rules=BELOTE))))
    errors = open_page(page, site_url + "?seed=5&speed=instant")
    wait_input(page)
    act_once(page)
    assert wait_input(page) == "human"
    moves = page.evaluate("document.body.dataset.moves")

    open_records(page)
    with page.expect_file_chooser(timeout=STEP_TIMEOUT_MS) as chooser:
        page.click('#dialog [data-action="open-record"]')
    chooser.value.set_files(str(good))
    page.wait_for_selector(f'{VIEWER}[data-replay-source="record"]', timeout=STEP_TIMEOUT_MS)
    assert viewer(page, "rules") == "belote" and viewer(page, "deals") == "3"
    assert "belote-friend.json" in page.inner_text(VIEWER)
    page.keyboard.press("ArrowRight")
    wait_step(page, 1)
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.moves") == moves

    # an illegal card: the same reason as the command line, and nothing else changes
    record = json.loads(good.read_text())
    record["deals"][0]["cards"][5] = record["deals"][0]["cards"][4]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    cli = replay_cli(bad)
    assert cli.returncode == 2 and cli.stdout == ""
    reason = cli.stderr.strip().split(": ", 1)[1]
    where = re.match(r"deal (\d+), card (\d+)", cli.stderr)
    assert where is not None
    open_records(page)
    with page.expect_file_chooser(timeout=STEP_TIMEOUT_MS) as chooser:
        page.click('#dialog [data-action="open-record"]')
    chooser.value.set_files(str(bad))
    notice = page.locator('#notices [data-kind="error"]')
    notice.wait_for(timeout=STEP_TIMEOUT_MS)
    text = notice.inner_text()
    assert "bad.json" in text and where.group(0) in text and reason in text, (text, cli.stderr)
    assert page.evaluate("document.body.dataset.dialog") == ""
    assert page.evaluate("document.body.dataset.moves") == moves
    assert wait_input(page) == "human"

    # not JSON at all
    junk = tmp_path / "notes.txt"
    junk.write_text("shopping: milk, eggs")
    open_records(page)
    with page.expect_file_chooser(timeout=STEP_TIMEOUT_MS) as chooser:
        page.click('#dialog [data-action="open-record"]')
    chooser.value.set_files(str(junk))
    page.wait_for_function("() => document.querySelector('#notices').innerText"
                           ".includes('notes.txt')", timeout=STEP_TIMEOUT_MS)
    assert "not valid JSON" in page.inner_text("#notices")
    assert page.evaluate("document.body.dataset.moves") == moves
    assert not errors


def test_a_record_dropped_on_the_page_opens(page: Page, site_url: str) -> None:
    """Playwright cannot drag a file from the desktop: the drop event a browser delivers
    for one is built here (a DataTransfer holding the file) and sent to the table; the
    page's own drop handler does the rest."""
    text = json.dumps(export_match(random_match(301, 4, max_deals=2)))
    errors = open_page(page, site_url + "?seed=5&speed=instant")
    wait_input(page)
    transfer = page.evaluate_handle(
        """(text) => { const dt = new DataTransfer();
            dt.items.add(new File([text], "dropped.json", {type: "application/json"}));
            return dt; }""", text)
    page.dispatch_event("#table", "dragover", {"dataTransfer": transfer})
    page.dispatch_event("#table", "drop", {"dataTransfer": transfer})
    page.wait_for_selector(f'{VIEWER}[data-replay-source="record"]', timeout=STEP_TIMEOUT_MS)
    assert "dropped.json" in page.inner_text(VIEWER)
    assert not errors
