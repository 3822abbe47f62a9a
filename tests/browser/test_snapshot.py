"""Both pages start Python from the build's memory snapshot (buildsite/snapshot.py,
web/interpreter.mjs), and a snapshot that cannot be used costs only time.

* A first visit fetches and inflates it; after that, the page reads the service worker's
  inflated copy from Cache Storage (``pilottaBoot.snapshot``: "fetch", then "cache").
* The snapshot froze the global ``random`` generator: each start reseeds it, so two visits
  draw differently (a seeded deal, ``?seed=``, is still the same deal).
* A damaged, truncated or missing snapshot: Python starts the ordinary way, with a warning
  in the console and nothing for the player to see (also when it fails before Pyodide's own
  module has loaded, so before ``loadPyodide`` awaits it); the table is playable.
"""

from __future__ import annotations

import gzip
import time

import pytest
from conftest import DIST
from playwright.sync_api import Browser, Page, Route
from site_util import play_a_card, wait_ready, wait_worker

from buildsite.snapshot import NAME

pytestmark = pytest.mark.browser

DRAW = "import random\nrandom.random()"
HAND = "() => [...document.querySelectorAll('#hand [data-card]')].map((b) => b.dataset.card)"


def python(page: Page, code: str) -> object:
    return page.evaluate("(code) => window.pilottaBoot.python.runPython(code)", code)


def visit(browser: Browser, url: str) -> tuple[str, float, list[str]]:
    """A first visit in a fresh context: (where the snapshot came from, a draw, the hand)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        page.wait_for_function(f"() => ({HAND})().length > 0")
        hand = page.evaluate(HAND)
        return page.evaluate("window.pilottaBoot.snapshot"), float(python(page, DRAW)), hand
    finally:
        context.close()


def test_a_visit_starts_from_the_snapshot_and_draws_its_own_numbers(
        browser: Browser, site_url: str) -> None:
    first = visit(browser, site_url + "?seed=11")
    second = visit(browser, site_url + "?seed=11")
    assert first[0] == second[0] == "fetch"
    assert first[1] != second[1]  # reseeded at each start
    assert first[2] == second[2]  # the same seed, the same deal


def test_the_demo_starts_from_the_snapshot(page: Page, site_url: str) -> None:
    page.goto(site_url + "embed.html?autoplay=0")
    wait_ready(page)
    assert page.evaluate("window.pilottaBoot.snapshot") == "fetch"
    assert python(page, "import sys\n'web.embed_app' in sys.modules") is True


def test_a_warm_start_reads_the_workers_inflated_copy(page: Page, site_url: str) -> None:
    page.goto(site_url + "?seed=3")
    wait_ready(page)
    wait_worker(page)
    page.reload()
    wait_ready(page)
    assert page.evaluate("window.pilottaBoot.snapshot") == "cache"
    assert play_a_card(page).startswith("play")


def broken(kind: str) -> bytes | None:
    real = (DIST / NAME).read_bytes()
    if kind == "garbage":
        return b"this is not a snapshot" * 100
    if kind == "truncated":
        return real[: len(real) // 2]  # gzip that ends in the middle
    if kind == "wrong size":  # good gzip, a header that promises more pages than follow
        body = gzip.decompress(real)
        return gzip.compress(body[:-4096], compresslevel=1)
    return None  # missing: 404


@pytest.mark.parametrize("kind", ["garbage", "truncated", "wrong size", "missing"])
def test_a_snapshot_that_cannot_be_used_costs_only_time(page: Page, site_url: str,
                                                        kind: str) -> None:
    body = broken(kind)

    def answer(route: Route) -> None:
        if body is None:
            route.fulfill(status=404, body="not found")
        else:
            route.fulfill(status=200, body=body, content_type="application/octet-stream")

    def late(route: Route) -> None:
        time.sleep(1)  # Pyodide's module comes late: the snapshot fails before it is awaited
        route.continue_()

    page.route("**/" + NAME, answer)
    page.route("**/pyodide.asm.mjs", late)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    page.goto(site_url + "?seed=5")
    wait_ready(page)
    assert page.evaluate("window.pilottaBoot.snapshot") is False
    assert any("without the memory snapshot" in w for w in warnings), warnings
    assert page.evaluate("document.body.dataset.bootError") is None
    assert play_a_card(page).startswith("play")
