"""Smoke tests of the built site in headless Chromium.

Asserts: the page reaches its ready marker (``<body data-ready="1">``, set by
web/table/main.py), raises no page errors, requests nothing that fails, every request (the
page's, and its service worker's as it caches the site) goes to the page's own origin, and
its Python code comes in the archives of dist/packages/ (the only module fetched alone is
the entry script). Measures (prints, no asserts): navigation -> ready time, bare Pyodide
boot time, requests and bytes of a cold load, what the service worker caches.
"""

from __future__ import annotations

import gzip
import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from playwright.sync_api import Page, Request, Response
from site_util import (
    READY_OBSERVER,
    READY_TIMEOUT_MS,
    first_paint_ms,
    is_same_origin,
    origin,
    wait_worker,
)

from buildsite.offline import precache_list

pytestmark = pytest.mark.browser

DIST = Path(__file__).resolve().parents[2] / "dist"
READY_JS = "() => document.body !== null && document.body.dataset.ready === '1'"


def dist_file(url: str, site_url: str) -> Path | None:
    if not url.startswith(site_url):
        return None
    rel = unquote(urlsplit(url).path).lstrip("/") or "index.html"
    path = DIST / rel
    return path if path.is_file() else None


def test_page_boots_with_only_same_origin_requests(
    page: Page, site_url: str, metrics: dict[str, Any]
) -> None:
    site = origin(site_url)
    requests: list[str] = []
    failures: list[str] = []
    errors: list[str] = []
    console: list[str] = []

    def on_response(response: Response) -> None:
        if response.status >= 400:
            failures.append(f"HTTP {response.status} {response.url}")

    def on_failed(request: Request) -> None:
        failures.append(f"{request.failure} {request.url}")

    everything: list[str] = []  # the page's and its service worker's requests
    page.on("request", lambda request: requests.append(request.url))
    page.context.on("request", lambda request: everything.append(request.url))
    page.context.on("response", on_response)
    page.context.on("requestfailed", on_failed)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: console.append(f"[{msg.type}] {msg.text}"))

    # Bytes on the wire for a cold load (fresh context => empty cache).
    encoded: dict[str, float] = {}
    cdp = page.context.new_cdp_session(page)
    cdp.on("Network.loadingFinished",
           lambda event: encoded.__setitem__(event["requestId"], event["encodedDataLength"]))
    cdp.send("Network.enable")
    page.add_init_script(READY_OBSERVER)

    start = time.perf_counter()
    page.goto(site_url)
    try:
        page.wait_for_function(READY_JS, timeout=READY_TIMEOUT_MS)
    except Exception:
        print("\n".join(console))
        raise
    wall_ms = (time.perf_counter() - start) * 1000
    ready_ms = page.evaluate("window.__pilottaReadyAt ?? performance.now()")
    paint_ms = first_paint_ms(page)
    cold = list(requests)  # the cold load: what the page asked for until it was playable
    wait_worker(page)  # then the worker caches the site
    page.wait_for_load_state("networkidle")

    shots = DIST / "screenshots"
    shots.mkdir(exist_ok=True)
    page.screenshot(path=str(shots / "index.png"), full_page=True)

    foreign = [url for url in everything if not is_same_origin(url, site)]
    assert not foreign, f"requests outside {site}: {foreign}"
    assert not errors, f"page errors: {errors}\nconsole:\n" + "\n".join(console)
    assert not failures, f"failed requests: {failures}"

    ours = [urlsplit(url).path for url in requests if "/vendor/" not in url]
    python = sorted(path for path in ours if path.endswith((".py", ".whl", ".zip")))
    assert python == ["/packages/bytecode.zip", "/packages/game.zip"], python

    files = {path for url in cold if (path := dist_file(url, site_url))}
    raw = sum(path.stat().st_size for path in files)
    gzipped = sum(len(gzip.compress(path.read_bytes(), 6)) for path in files)
    metrics["index_requests"] = len(cold)
    metrics["index_first_paint_ms"] = round(paint_ms)
    metrics["index_navigation_to_ready_ms"] = round(ready_ms)
    metrics["index_wall_goto_to_ready_ms"] = round(wall_ms)
    metrics["index_cold_load_bytes_on_wire"] = int(sum(encoded.values()))
    metrics["index_cold_load_bytes_gzip_estimate"] = gzipped
    metrics["index_cold_load_bytes_uncompressed_files"] = raw
    cached = [DIST / ("index.html" if p == "./" else p) for p in precache_list(DIST).paths]
    metrics["worker_precache_files"] = len(cached)
    metrics["worker_precache_bytes"] = sum(p.stat().st_size for p in cached)
    metrics["worker_precache_bytes_gzip_estimate"] = sum(
        len(gzip.compress(p.read_bytes(), 6)) for p in cached)
    metrics["worker_precache_bytes_not_in_cold_load"] = sum(
        p.stat().st_size for p in cached if p not in files)
    print(f"\nfirst paint {paint_ms:.0f} ms, navigation->ready {ready_ms:.0f} ms, "
          f"{len(cold)} requests, {raw / 1e6:.2f} MB ({sum(encoded.values()) / 1e6:.2f} MB on "
          f"the wire, gzip est. {gzipped / 1e6:.2f} MB); the worker caches {len(cached)} "
          f"files, {metrics['worker_precache_bytes'] / 1e6:.2f} MB")


def test_bare_pyodide_boot_time(page: Page, site_url: str, metrics: dict[str, Any]) -> None:
    site = origin(site_url)
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(site_url + "tests/bare.html")
    page.wait_for_function("() => window.bareBoot !== undefined", timeout=READY_TIMEOUT_MS)
    result = page.evaluate("window.bareBoot")
    assert all(is_same_origin(url, site) for url in requests), requests
    metrics["bare_pyodide_boot_ms"] = result["ms"]
    metrics["bare_pyodide_navigation_to_ready_ms"] = result["sinceNavigationMs"]
    metrics["pyodide_python_version"] = result["version"]
    print(f"\nbare loadPyodide(): {result['ms']} ms (Python {result['version']})")


# Run inside the page's interpreter (web/interpreter.mjs leaves it at window.pilottaBoot.python):
# where the modules it has imported came from.
WHERE_FROM = """
import json, os, sys
from js import document

ours = [m for n, m in list(sys.modules.items()) if n.split(".")[0] in ("pilotta", "web")]
std = [m for m in list(sys.modules.values())
       if (getattr(m, "__file__", None) or "").startswith("/lib/python")]
document.body.setAttribute("data-where-from", json.dumps({
    "ours": len(ours),
    # from .pyc in game.zip (zipimport)
    "ours_compiled": sum(1 for m in ours if m.__file__.endswith(".pyc")),
    "std": len(std),
    # from .pyc in the zip, or frozen into the interpreter (os, io, site...)
    "std_compiled": sum(1 for m in std
                        if m.__file__.endswith(".pyc") or m.__spec__.origin == "frozen"),
}))
"""


def test_the_page_runs_byte_compiled_python(page: Page, site_url: str,
                                            metrics: dict[str, Any]) -> None:
    """The build's bytecode is what runs: the standard library's modules come from .pyc in
    its zip, the engine's and the page's from .pyc in game.zip (buildsite/site.py)."""
    page.goto(site_url)
    page.wait_for_function(READY_JS, timeout=READY_TIMEOUT_MS)
    page.evaluate("(code) => window.pilottaBoot.python.runPython(code)", WHERE_FROM)
    page.wait_for_function("() => document.body.dataset.whereFrom !== undefined",
                           timeout=60_000)
    found = json.loads(page.evaluate("document.body.dataset.whereFrom"))
    metrics["start_modules_imported"] = found
    assert found["ours"] > 20 and found["ours_compiled"] == found["ours"], found
    assert found["std"] > 100 and found["std_compiled"] == found["std"], found
