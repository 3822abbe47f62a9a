"""Offline play and updates through the service worker (sw.js, web/offline.js).

* After one visit, with the network off and the server gone, a reload is playable.
* An update from version A to version B of the build: the page that runs A says that a new
  version is ready, keeps playing (it never reloads by itself, Later hides the offer) and
  runs B only after the player chose Reload; then B's cache is the only one left.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import DIST, Served
from playwright.sync_api import Page
from site_util import (
    CSP_WATCH,
    act_once,
    is_same_origin,
    origin,
    play_a_card,
    wait_input,
    wait_ready,
    wait_worker,
)

from buildsite.offline import WORKER, precache_list, write_service_worker

pytestmark = pytest.mark.browser

SHOTS = DIST / "screenshots"
VERSION_B = '<meta name="pilotta-test-version" content="B">'


def test_a_reload_with_the_network_off_is_playable(page: Page,
                                                    serve: Callable[..., Served]) -> None:
    served = serve()
    site = origin(served.url)
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    page.goto(served.url + "?seed=4&speed=instant")
    wait_ready(page)
    scope = wait_worker(page)
    assert scope == served.url
    cached = page.evaluate("caches.keys()")
    assert len(cached) == 1 and cached[0].startswith(f"pilotta {served.url} "), cached
    # everything the page and the worker fetched is the site's own, and is in the cache
    assert all(is_same_origin(url, site) for url in requests), requests
    paths = {served.url + p.removeprefix("./") for p in precache_list(DIST).paths}
    fetched = {url.split("?")[0] for url in requests if not url.endswith("/" + WORKER)}
    assert fetched <= paths, sorted(fetched - paths)

    page.context.set_offline(True)
    served.stop()  # nothing answers any more, whatever the browser thinks of "offline"
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.onLine") is False
    played = play_a_card(page)
    assert played.startswith("play"), played
    assert not failed, failed
    assert page.evaluate("document.body.dataset.error") is None, page.inner_text("#error")


def site_copy(tmp_path: Path) -> Path:
    """Version A: the built site without the test pages and the test run's files."""
    root = tmp_path / "site"
    shutil.copytree(DIST, root, ignore=shutil.ignore_patterns("tests", "screenshots",
                                                              "metrics.json"))
    return root


def make_version_b(root: Path) -> str:
    """Deploy version B over A: another index.html, and the sw.js the build would write."""
    index = root / "index.html"
    html = index.read_text(encoding="utf-8")
    index.write_text(html.replace("<head>", "<head>\n  " + VERSION_B, 1), encoding="utf-8")
    return write_service_worker(root).version


def banner(page: Page) -> str:
    return str(page.get_attribute("#update", "data-update"))


def test_an_update_is_offered_and_taken_only_when_the_player_agrees(
    page: Page, serve: Callable[..., Served], tmp_path: Path
) -> None:
    root = site_copy(tmp_path)
    version_a = write_service_worker(root).version  # as the build wrote it
    served = serve(root)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script(CSP_WATCH)
    page.goto(served.url + "?seed=6&speed=instant")
    wait_ready(page)
    wait_worker(page)
    assert page.evaluate("caches.keys()") == [f"pilotta {served.url} {version_a}"]
    act_once(page)
    wait_input(page)  # the bots have played up to the player's turn: nothing moves now
    page.evaluate("window.__sameDocument = true")  # gone if the page reloads
    moves = page.evaluate("document.body.dataset.moves")

    version_b = make_version_b(root)
    assert version_b != version_a
    # the browser looks for updates at each visit; a page left open looks when it is shown
    # again (web/offline.js); here the test asks at once
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector('#update[data-update="ready"]', timeout=120_000)
    status = page.locator("#update")
    assert status.get_attribute("role") == "status"
    assert "A new version is ready" in status.inner_text()
    assert "Your match is saved" in status.inner_text()  # a deal is under way
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "update-banner.png"))
    # nothing changed by itself: same document, same deal, still version A
    page.wait_for_timeout(1000)
    assert page.evaluate("window.__sameDocument") is True
    assert page.evaluate("document.body.dataset.moves") == moves
    assert page.locator('meta[name="pilotta-test-version"]').count() == 0

    page.get_by_role("button", name="Later").click()
    assert banner(page) == ""
    assert page.is_hidden("#update")
    act_once(page)  # the deal goes on, on version A
    assert page.evaluate("window.__sameDocument") is True

    # A reload by the player is still version A (the new one waits) and offers B again.
    page.reload()
    wait_ready(page)
    assert page.locator('meta[name="pilotta-test-version"]').count() == 0
    page.wait_for_selector('#update[data-update="ready"]', timeout=60_000)
    wait_input(page)

    with page.expect_navigation(timeout=120_000):
        page.click('[data-action="reload-update"]')
    wait_ready(page)
    assert page.locator('meta[name="pilotta-test-version"]').count() == 1
    page.wait_for_function("(v) => caches.keys().then((k) => k.length === 1 && "
                           "k[0].endsWith(' ' + v))", arg=version_b, timeout=60_000)
    assert banner(page) == ""
    assert play_a_card(page).startswith("play")
    assert not errors, errors
    assert page.evaluate("window.__csp") == []
