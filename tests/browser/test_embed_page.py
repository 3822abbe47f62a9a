"""The demo for rules pages (embed.html) in Chromium, as a rules page would embed it: in a
480×400 (and a 320×400) iframe of a host page from another origin (``localhost`` against
``127.0.0.1``).

* Bots play the deal at once (autoplay), with a caption naming each rule as it applies;
  pause, step and restart work from their buttons.
* It touches no storage: every Storage method, the storage getters (Cache Storage too),
  IndexedDB and cookies are recorded in every frame (an init script), and stay unused; with
  all of them refused (and ``navigator.serviceWorker`` throwing, as in a sandboxed frame) it
  still plays.
* No request leaves the demo's origin (the host page's own aside).
* ``?lang=el`` speaks Greek; the demo works under ``/pilotta/`` and, after one visit, with
  the network off (the site's service worker).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from conftest import DIST, Served
from playwright.sync_api import Frame, Page
from site_util import CSP_WATCH, READY_TIMEOUT_MS, STEP_TIMEOUT_MS, origin, wait_worker
from test_table import main_thread_cpu_ms

pytestmark = pytest.mark.browser

SHOTS = DIST / "screenshots"
# (the frame is found as soon as its address is embed.html: its <body> may not be parsed yet)
READY = ("() => !!document.body && (document.body.dataset.ready === '1' "
         "|| document.body.dataset.bootError !== undefined)")

# Records (or, with BLOCK, refuses) every use of storage, in every frame.
STORAGE_WATCH = """
(() => {
  const BLOCK = %s;
  const used = window.__storage = [];
  const note = (what) => {
    used.push(what);
    if (BLOCK) { throw new DOMException(what + " is blocked", "SecurityError"); }
  };
  for (const name of ["getItem", "setItem", "removeItem", "clear", "key"]) {
    const original = Storage.prototype[name];
    Storage.prototype[name] = function (...args) {
      note("Storage." + name);
      return original.apply(this, args);
    };
  }
  for (const name of ["localStorage", "sessionStorage", "indexedDB", "caches"]) {
    const d = Object.getOwnPropertyDescriptor(window, name);
    if (d && d.get) {
      Object.defineProperty(window, name, {configurable: true,
        get() { note(name); return d.get.call(this); }});
    }
  }
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  Object.defineProperty(Document.prototype, "cookie", {configurable: true,
    get() { note("cookie"); return cookie.get.call(this); },
    set(v) { note("cookie"); cookie.set.call(this, v); }});
  if (BLOCK) {  // as in a sandboxed frame: reading navigator.serviceWorker throws
    Object.defineProperty(Navigator.prototype, "serviceWorker", {configurable: true,
      get() { throw new DOMException("The document is sandboxed", "SecurityError"); }});
  }
})();
"""

HOST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A rules page</title></head>
<body>
<h1>How to play Pilotta</h1>
<iframe id="demo" title="Pilotta rules demo" src="{src}" width="{w}" height="{h}"
        loading="lazy"></iframe>
</body></html>
"""


def host_page(tmp_path: Path, serve: Callable[..., Served], src: str, w: int = 480,
              h: int = 400) -> str:
    """A rules page on another origin (localhost, not 127.0.0.1) embedding ``src``."""
    root = tmp_path / "host"
    root.mkdir(exist_ok=True)
    (root / "index.html").write_text(HOST.format(src=src, w=w, h=h), encoding="utf-8")
    url = serve(root).url
    return url.replace("://127.0.0.1:", "://localhost:", 1)


def demo_frame(page: Page) -> Frame:
    page.wait_for_selector("#demo")
    handle = page.query_selector("#demo")
    assert handle is not None
    for _ in range(600):
        frame = handle.content_frame()
        if frame is not None and "embed.html" in frame.url:
            return frame
        page.wait_for_timeout(100)
    raise AssertionError("the demo's frame did not load")


def wait_demo_ready(frame: Frame) -> None:
    frame.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    assert frame.evaluate("document.body.dataset.ready") == "1", frame.inner_text("#loading")


def step_of(frame: Frame) -> int:
    return int(frame.evaluate("document.body.dataset.step"))


LONG_TASKS = """
(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longest = Math.max(window.__longest, e.duration);
    }
  }).observe({type: "longtask"});
})();
"""


def test_the_demo_plays_in_a_cross_origin_iframe_without_storage(
        page: Page, serve: Callable[..., Served], tmp_path: Path,
        metrics: dict[str, Any]) -> None:
    served = serve()
    site = origin(served.url)
    page.set_viewport_size({"width": 640, "height": 560})
    page.add_init_script(STORAGE_WATCH % "false")
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    host = host_page(tmp_path, serve, served.url + "embed.html?speed=fast")
    assert origin(host) != site
    page.goto(host)
    frame = demo_frame(page)
    wait_demo_ready(frame)
    frame.evaluate(LONG_TASKS)
    metrics["embed_ready_ms"] = round(frame.evaluate(
        "performance.getEntriesByName('pilotta:stage:ready')[0].startTime"))
    demo = page.frame_locator("#demo")

    # autoplay: the rules are named as they apply, and a trick is won
    frame.wait_for_selector('#em-captions [data-rule="trump"]', timeout=STEP_TIMEOUT_MS * 3)
    text = frame.inner_text("#em-captions")
    assert "must trump" in text, text
    frame.wait_for_selector('#em-captions [data-rule="trick"]', timeout=STEP_TIMEOUT_MS)
    assert "wins the trick" in frame.inner_text("#em-captions")
    assert frame.evaluate("document.body.dataset.state") == "playing"
    # wall time of the longest main-thread task while the bots play (a measurement: a busy
    # machine stretches it; the bots think in slices of about 40 ms, web/core/slicing.py)
    metrics["embed_longest_task_ms"] = round(frame.evaluate("window.__longest"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("#demo").screenshot(path=str(SHOTS / "embed-480x400.png"))

    # pause, step, restart, from their buttons
    demo.get_by_role("button", name="Pause the deal").click()
    frame.wait_for_function("() => document.body.dataset.state === 'paused'")
    assert demo.locator('[data-embed="play"]').get_attribute("aria-label") == "Play the deal"
    # a bot's step that was under way lands; then nothing moves until asked
    frame.wait_for_function("() => document.body.dataset.busy === 'false'")
    before = step_of(frame)
    demo.get_by_role("button", name="Play one step").click()
    frame.wait_for_function(
        f"() => +document.body.dataset.step === {before + 1} "
        "&& document.body.dataset.busy === 'false'", timeout=STEP_TIMEOUT_MS)
    assert frame.evaluate("document.body.dataset.state") == "paused"
    demo.get_by_role("button", name="Restart the deal").click()
    frame.wait_for_function("() => +document.body.dataset.step <= 2", timeout=STEP_TIMEOUT_MS)
    assert frame.evaluate("document.body.dataset.state") == "playing"
    frame.wait_for_selector('#em-captions [data-rule="bid"], #em-captions [data-rule="pass"]',
                            timeout=STEP_TIMEOUT_MS)

    # no storage, nothing from anywhere but the demo's origin (and the host page itself)
    assert frame.evaluate("window.__storage") == []
    assert frame.evaluate("document.body.dataset.error") is None
    outside = [u for u in requests if origin(u) != site and not u.startswith(host)]
    assert not outside, outside


def test_the_demo_in_greek_at_320_wide_with_storage_refused(
        page: Page, serve: Callable[..., Served], tmp_path: Path) -> None:
    served = serve()
    page.set_viewport_size({"width": 480, "height": 520})
    page.add_init_script(STORAGE_WATCH % "true")
    host = host_page(tmp_path, serve, served.url + "embed.html?lang=el&speed=instant", w=320)
    page.goto(host)
    frame = demo_frame(page)
    wait_demo_ready(frame)
    frame.wait_for_function("() => document.body.dataset.state === 'ended'",
                            timeout=READY_TIMEOUT_MS)
    assert frame.evaluate("document.documentElement.lang") == "el"
    captions = frame.inner_text("#em-captions")
    assert "Κανόνας του 6" in captions, captions  # the default deal ends with the Rule of 6
    assert frame.inner_text('[data-embed="restart"]').strip() == ""  # icons only at 320 px
    label = frame.get_attribute('[data-embed="restart"]', "aria-label")
    assert label == "Ξεκίνα τη μοιρασιά από την αρχή"
    # it fits: nothing wider than the frame
    assert frame.evaluate("document.documentElement.scrollWidth") <= 320
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("#demo").screenshot(path=str(SHOTS / "embed-320x400-el.png"))
    # every storage was refused (the init script throws), yet nothing failed
    assert frame.evaluate("document.body.dataset.error") is None
    assert frame.evaluate("document.body.dataset.bootError") is None


def test_the_demo_under_a_sub_path_and_offline(page: Page,
                                               serve: Callable[..., Served]) -> None:
    served = serve(prefix="/pilotta/")
    assert urlsplit(served.url).path == "/pilotta/"
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    page.set_viewport_size({"width": 480, "height": 400})
    # an unreadable shared deal: one notice, and the seed's deal plays
    page.goto(served.url + "embed.html?speed=instant&seed=3#deal=not-a-deal")
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    assert page.locator("#em-notices .em-notice").count() == 1
    assert wait_worker(page) == served.url  # the site's worker, scoped to the sub-path
    page.wait_for_function("() => document.body.dataset.state === 'ended'",
                           timeout=READY_TIMEOUT_MS)
    outside = [u for u in requests if not urlsplit(u).path.startswith("/pilotta/")
               or origin(u) != origin(served.url)]
    assert not outside, outside
    first = page.inner_text("#em-captions")

    page.context.set_offline(True)
    served.stop()
    failed: list[str] = []
    page.on("requestfailed", lambda request: failed.append(request.url))
    page.reload()
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.ready") == "1"
    page.wait_for_function("() => document.body.dataset.state === 'ended'",
                           timeout=READY_TIMEOUT_MS)
    assert page.inner_text("#em-captions") == first  # the same seed, the same deal
    assert not failed, failed


def test_the_demo_never_blocks_its_page_for_200_ms(page: Page, site_url: str,
                                                   metrics: dict[str, Any]) -> None:
    """A whole deal at instant speed (one step after another): every main-thread task after
    the boot does less than 200 ms of work (its CPU time, from a Chromium trace, which a
    busy machine does not stretch, as tests/browser/test_table.py measures the table). The
    page's Content-Security-Policy refuses nothing on the way."""
    page.add_init_script(CSP_WATCH)
    page.goto(site_url + "embed.html?speed=instant&autoplay=0")
    page.wait_for_function(READY, timeout=READY_TIMEOUT_MS)
    browser = page.context.browser
    assert browser is not None
    browser.start_tracing(page=page, categories=["disabled-by-default-devtools.timeline"])
    page.get_by_role("button", name="Play the deal").click()
    page.wait_for_function("() => document.body.dataset.state === 'ended'",
                           timeout=READY_TIMEOUT_MS)
    cpu = main_thread_cpu_ms(browser.stop_tracing())
    metrics["embed_longest_task_cpu_ms"] = round(max(cpu, default=0.0))
    assert cpu, "the trace holds no task of the page's main thread"
    assert max(cpu) < 200, sorted(cpu)[-5:]
    assert page.evaluate("window.__csp") == []


def test_at_480_by_400_the_title_and_every_notice_are_whole_and_no_worker_is_tried(
        page: Page, serve: Callable[..., Served], tmp_path: Path) -> None:
    """The usual frame, in French (the longest title), with four things wrong in its
    address: the title is not cut ("La pilotta en d…"), each notice shows whole, and the
    third-party frame does not try to register the service worker (the browser refused it,
    with a warning in the host page's console)."""
    served = serve()
    page.set_viewport_size({"width": 640, "height": 560})
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    query = "lang=fr&seed=x&speed=warp&rules=belotte&foo=1&speed=fast"
    page.goto(host_page(tmp_path, serve, served.url + "embed.html?" + query))
    frame = demo_frame(page)
    wait_demo_ready(frame)
    title = frame.locator(".em-title")
    assert title.evaluate("el => el.scrollWidth <= el.clientWidth"), title.inner_text()
    assert "La pilotta en démonstration" in title.inner_text()
    notices = frame.locator("#em-notices .em-notice")
    assert notices.count() == 4
    panel = frame.evaluate("""() => {
      const p = document.querySelector('.em-notice-panel').getBoundingClientRect();
      return {bottom: p.bottom, notices: [...document.querySelectorAll('.em-notice')]
        .map((n) => { const r = n.getBoundingClientRect();
                      return {top: r.top, bottom: r.bottom, text: n.innerText}; })};
    }""")
    for notice in panel["notices"]:
        assert notice["bottom"] <= panel["bottom"] + 0.5 <= 400, notice
    page.wait_for_timeout(1500)  # the worker would register once the demo plays
    assert not [m for m in console if "service worker" in m.lower()], console
    # the notices go with one button, and the demo is whole again
    frame.click('[data-embed="dismiss"]')
    assert frame.locator("#em-notices .em-notice").count() == 0


def test_the_table_in_another_sites_frame_does_not_ask_for_a_worker(
        page: Page, serve: Callable[..., Served], tmp_path: Path) -> None:
    """index.html framed by a page on another origin plays, and web/offline.js does not try
    to register the service worker there (the browser would refuse it with a warning)."""
    served = serve()
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    page.goto(host_page(tmp_path, serve, served.url + "index.html?seed=2", 900, 700))
    frame = page.frame_locator("#demo")
    handle = page.query_selector("#demo")
    assert handle is not None
    for _ in range(600):
        inner = handle.content_frame()
        if inner is not None and "index.html" in inner.url:
            break
        page.wait_for_timeout(100)
    assert inner is not None
    wait_demo_ready(inner)
    assert frame.locator("#hand").count() == 1
    page.wait_for_timeout(1500)  # the worker registers once the game is ready
    assert not [m for m in console if "service worker" in m.lower()], console
    assert inner.evaluate("navigator.serviceWorker.controller") is None
