"""Warm starts begin from the build's memory snapshot (buildsite/snapshot.py, web/snapshot.js,
web/interpreter.mjs); a first visit does without it, and a snapshot that cannot be used costs
only time.

* A first visit starts Python the ordinary way and does not download the snapshot (5.5 MB
  that a phone's network pays for more than they save); the service worker caches it, and
  every later start reads its inflated copy from Cache Storage (``pilottaBoot.snapshot``:
  false, then "cache"), the table's and the demo's alike.
* The snapshot froze the global ``random`` generator: each start reseeds it, so two visits
  draw differently (a seeded deal, ``?seed=``, is still the same deal).
* A damaged, truncated or missing snapshot: Python starts the ordinary way, with a warning
  in the console and nothing for the player to see; the table is playable.
"""

from __future__ import annotations

import pytest
from conftest import DIST
from playwright.sync_api import BrowserContext, Page, Route
from site_util import play_a_card, wait_ready, wait_worker

from buildsite.snapshot import NAME

pytestmark = pytest.mark.browser

DRAW = "import random\nrandom.random()"
HAND = "() => [...document.querySelectorAll('#hand [data-card]')].map((b) => b.dataset.card)"


def python(page: Page, code: str) -> object:
    return page.evaluate("(code) => window.pilottaBoot.python.runPython(code)", code)


def start(page: Page, url: str) -> tuple[str | bool, float, list[str]]:
    """A start of ``url``: (where the snapshot came from, a draw, the hand)."""
    page.goto(url)
    wait_ready(page)
    page.wait_for_function(f"() => ({HAND})().length > 0")
    return (page.evaluate("window.pilottaBoot.snapshot"), float(python(page, DRAW)),
            page.evaluate(HAND))


def test_a_first_visit_does_without_the_snapshot_and_later_starts_read_it(
        page: Page, site_url: str) -> None:
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if r.url.endswith(NAME) else None)
    first = start(page, site_url + "?seed=11")
    assert first[0] is False
    assert not asked, asked  # not even started: the worker fetches it after the start
    wait_worker(page)
    second = start(page, site_url + "?seed=11")
    third = start(page, site_url + "?seed=11")
    assert second[0] == third[0] == "cache"
    assert len({first[1], second[1], third[1]}) == 3  # reseeded at each start
    assert first[2] == second[2] == third[2]  # the same seed, the same deal
    # the demo, from the same site, starts from it too, its modules already imported
    page.goto(site_url + "embed.html?autoplay=0")
    wait_ready(page)
    assert page.evaluate("window.pilottaBoot.snapshot") == "cache"
    assert python(page, "import sys\n'web.embed.ctrl' in sys.modules") is True
    assert play_a_card(start_table(page, site_url)).startswith("play")


def start_table(page: Page, site_url: str) -> Page:
    page.goto(site_url + "?seed=3")
    wait_ready(page)
    return page


# The worker's copy in Cache Storage, spoiled as a damaged cache or download would leave it:
# "garbage", "truncated" (a gzip that ends in the middle: ``prefix``), "wrong size" (a header
# that promises more pages than follow) or "missing".
SPOIL = """async ([kind, prefix]) => {
  const meta = document.querySelector('meta[name="pilotta-snapshot"]');
  const url = new URL(meta.content, document.baseURI).href;
  for (const key of await caches.keys()) {
    const cache = await caches.open(key);
    const hit = await cache.match(url);
    if (!hit) { continue; }
    if (kind === "missing") { await cache.delete(url); continue; }
    const inflated = new Uint8Array(await hit.arrayBuffer());
    const body = kind === "garbage" ? new TextEncoder().encode("not a snapshot ".repeat(99))
      : kind === "truncated" ? new Uint8Array(prefix)
      : inflated.subarray(0, inflated.length - 4096);
    await cache.put(url, new Response(body, {headers: {
      "x-pilotta-inflated-from": meta.dataset.integrity}}));
  }
}"""


@pytest.mark.parametrize("kind", ["garbage", "truncated", "wrong size", "missing"])
def test_a_snapshot_that_cannot_be_used_costs_only_time(page: Page, context: BrowserContext,
                                                        site_url: str, kind: str) -> None:
    start_table(page, site_url)
    wait_worker(page)
    prefix = list((DIST / NAME).read_bytes()[:65536])
    page.evaluate(SPOIL, [kind, prefix])

    def missing(route: Route) -> None:
        route.fulfill(status=404, body="not found")

    context.route("**/" + NAME, missing)  # the worker's own fetch of it, too
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    start_table(page, site_url)
    assert page.evaluate("window.pilottaBoot.snapshot") is False
    assert any("without the memory snapshot" in w for w in warnings), warnings
    assert page.evaluate("document.body.dataset.bootError") is None
    assert play_a_card(page).startswith("play")
