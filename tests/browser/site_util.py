"""Helpers of the tests of the site as a whole (offline, updates, CSP, sub-path, speed).

They click through the page by its ``data-*`` hooks (``body[data-waiting|phase|moves]``,
``data-call``, ``data-announce``, ``data-legal``, ``data-card``) as a person would: no
``force``, no synthetic events. Predicates are arrow functions, so Playwright need not eval
a string in the page.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import Page

READY_TIMEOUT_MS = 180_000
STEP_TIMEOUT_MS = 60_000
READY = "() => document.body.dataset.ready === '1' || document.body.dataset.bootError !== undefined"

# Records every Content-Security-Policy violation of the page (installed before it loads).
CSP_WATCH = """
(() => {
  window.__csp = [];
  addEventListener("securitypolicyviolation", (e) => {
    window.__csp.push({directive: e.violatedDirective, blocked: e.blockedURI,
                       source: e.sourceFile, line: e.lineNumber, column: e.columnNumber,
                       sample: e.sample});
  }, true);
})();
"""

# Records performance.now() the moment <body data-ready="1"> appears.
READY_OBSERVER = """
(() => {
  const mark = () => {
    if (window.__pilottaReadyAt === undefined && document.body
        && document.body.dataset.ready === "1") {
      window.__pilottaReadyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"],
  });
})();
"""


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def is_same_origin(url: str, site: str) -> bool:
    if url.startswith("data:"):
        return True  # inline, no network
    if url.startswith("blob:"):
        return origin(url[len("blob:"):]) == site
    return origin(url) == site


def wait_ready(page: Page, timeout: int = READY_TIMEOUT_MS) -> None:
    page.wait_for_function(READY, timeout=timeout)
    assert page.evaluate("document.body.dataset.ready") == "1", page.inner_text("#loading")


def ready_ms(page: Page) -> float:
    """Navigation -> ready marker, in ms (needs READY_OBSERVER installed)."""
    return float(page.evaluate("window.__pilottaReadyAt ?? performance.now()"))


def first_paint_ms(page: Page) -> float:
    return float(page.evaluate(
        "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN})"
        ".startTime"))


def wait_worker(page: Page) -> str:
    """Wait until the service worker is active and serves this page; return its scope."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null",
                           timeout=READY_TIMEOUT_MS)
    return str(page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)"))


def wait_input(page: Page) -> str:
    page.wait_for_function(
        "() => ['human', 'summary', 'match-over'].includes(document.body.dataset.waiting)",
        timeout=STEP_TIMEOUT_MS)
    return str(page.evaluate("document.body.dataset.waiting"))


def act_once(page: Page) -> str:
    """One player action as a person would click it: pass in the auction, announce
    declarations, else the first legal card. Returns what it did."""
    assert wait_input(page) == "human", page.evaluate("document.body.dataset.waiting")
    before = page.evaluate("document.body.dataset.moves")
    if page.evaluate("document.body.dataset.phase") == "auction":
        page.click('[data-call="pass"]')
        done = "pass"
    elif page.query_selector('[data-panel="declare"]'):
        page.click('[data-announce="true"]')
        done = "announce"
    else:
        card = page.get_attribute('#hand button[data-legal="true"]', "data-card")
        page.click(f'#hand button[data-card="{card}"]')
        done = f"play {card}"
    page.wait_for_function("(b) => document.body.dataset.moves !== b", arg=before,
                           timeout=STEP_TIMEOUT_MS)
    return done


def play_a_card(page: Page) -> str:
    """Act until the player has played a card (passing, announcing on the way)."""
    for _ in range(40):
        done = act_once(page)
        if done.startswith("play"):
            return done
    raise AssertionError("no card to play after 40 actions")
