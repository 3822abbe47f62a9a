"""Helpers of the replay, record and link tests: open the page, play deals by clicks (as
``site_util.act_once`` does), read the viewer's hooks (``[data-dialog="replay"]``,
``data-replay-*``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Page
from site_util import STEP_TIMEOUT_MS, act_once, wait_input, wait_ready

ROOT = Path(__file__).resolve().parents[2]
VIEWER = '#dialog [data-dialog="replay"]'


def open_page(page: Page, url: str) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    wait_ready(page)
    return errors


def finish_deal(page: Page) -> None:
    """Play the player's moves until the deal is over (pass, announce, first legal card)."""
    for _ in range(60):
        if wait_input(page) != "human":
            return
        act_once(page)
    raise AssertionError("the deal did not end")


def to_belote(page: Page) -> None:
    wait_input(page)
    page.click('header [data-action="new-match"]')
    page.click('[data-action="confirm-new-match"][data-value="belote"]')
    page.wait_for_function("() => document.body.dataset.rules === 'belote'",
                           timeout=STEP_TIMEOUT_MS)


def open_records(page: Page) -> None:
    """The header's "Records": the score sheet with a Replay per deal, download, open."""
    page.click('header [data-action="open-records"]')
    page.wait_for_selector('#dialog [data-dialog="records"]', timeout=STEP_TIMEOUT_MS)


def viewer(page: Page, name: str) -> str:
    """A ``data-replay-*`` value of the open viewer."""
    value = page.get_attribute(VIEWER, f"data-replay-{name}")
    assert value is not None, name
    return value


def wait_step(page: Page, step: int) -> None:
    page.wait_for_selector(f'{VIEWER}[data-replay-step="{step}"]', timeout=STEP_TIMEOUT_MS)


def hands(page: Page) -> dict[int, list[str]]:
    """The four hands the viewer shows, by seat."""
    out = {}
    for seat in range(4):
        text = page.get_attribute(f'{VIEWER} [data-replay-seat="{seat}"] [data-replay-hand]',
                                  "data-replay-hand")
        out[seat] = (text or "").split()
    return out


def replay_cli(path: Path) -> subprocess.CompletedProcess[str]:
    """``python -m pilotta replay FILE``, the command line's own check of a record."""
    return subprocess.run([sys.executable, "-m", "pilotta", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
