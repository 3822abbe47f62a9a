#!/usr/bin/env python3
"""How fast the pages start, as ratios to references measured in the same run.

    .venv/bin/python benchmarks/page_start.py [--rounds 3] [--phone] [--only table,embed]

Serves the built ``dist/`` on 127.0.0.1 as GitHub Pages serves it (text and WebAssembly
gzipped, archives as they are) and, in each round, alternating the order, loads in fresh
browser contexts (empty caches):

* ``pyodide``: a bare ``loadPyodide()`` of npm's Pyodide as shipped
  (``tests/bare.html?stdlib=stock``);
* ``pyscript``: a bare PyScript page printing one line, with the site's vendored PyScript and
  Pyodide (``tests/bare-pyscript.html``);
* ``table``: index.html, navigation -> table playable (``body[data-ready]``), then a reload
  once the service worker is active (``warm``; loopback only);
* ``embed``: embed.html, navigation -> its first caption.

``--phone`` emulates a mid-range phone on 4G with Chromium's DevTools protocol: 9 Mbit/s
down, 3 up, 60 ms round trip, CPU 4x slower (Lighthouse's mobile factor). Bytes on the wire
are what the network layer received (headers included). Figures are medians over the rounds;
each ratio is taken within a round. Absolute times hold only for the machine that ran it.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import io
import statistics
import sys
import threading
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from buildsite.server import MIME_TYPES, QuietHandler  # noqa: E402

# GitHub Pages compresses these types and sends the archives (already compressed) as they are.
GZIPPED = {".html", ".js", ".mjs", ".css", ".json", ".toml", ".wasm", ".svg", ".webmanifest",
           ".txt", ".py"}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE_NET = {"offline": False, "latency": 60, "downloadThroughput": 9e6 / 8,
             "uploadThroughput": 3e6 / 8}
PHONE_CPU = 4
TIMEOUT_MS = 300_000


class PagesHandler(QuietHandler):
    """dist/ with GitHub Pages' compression (gzip for text and .wasm, cached in memory)."""

    cache: ClassVar[dict[str, bytes]] = {}

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path.split("?", 1)[0].split("#", 1)[0]))
        if path.is_dir():
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.is_file() and path.suffix in GZIPPED):
            return super().send_head()
        key = str(path)
        if key not in self.cache:
            self.cache[key] = gzip.compress(path.read_bytes(), 6)
        body = self.cache[key]
        self.send_response(200)
        self.send_header("Content-Type", MIME_TYPES.get(path.suffix) or self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(dist: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    for path in dist.rglob("*"):  # compressed before the first load, not during it
        if path.is_file() and path.suffix in GZIPPED:
            PagesHandler.cache[str(path)] = gzip.compress(path.read_bytes(), 6)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             partial(PagesHandler, directory=str(dist)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class Load:
    """One page load in a fresh context, with the phone's emulation when asked."""

    def __init__(self, browser: Any, phone: bool) -> None:
        self.context = browser.new_context()
        self.page = self.context.new_page()
        self.bytes = 0
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.send("Network.enable")
        self.cdp.on("Network.loadingFinished",
                    lambda e: setattr(self, "bytes", self.bytes + int(e["encodedDataLength"])))
        if phone:
            self.cdp.send("Network.emulateNetworkConditions", PHONE_NET)
            self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU})

    def close(self) -> None:
        self.context.close()


READY_OBSERVER = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1") {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {subtree: true, childList: true,
    attributes: true, attributeFilter: ["data-ready"]});
})();
"""


def bare(browser: Any, url: str, phone: bool) -> tuple[float, int]:
    load = Load(browser, phone)
    try:
        load.page.goto(url)
        load.page.wait_for_function("() => window.bareBoot !== undefined", timeout=TIMEOUT_MS)
        return float(load.page.evaluate("window.bareBoot.sinceNavigationMs")), load.bytes
    finally:
        load.close()


def table(browser: Any, url: str, phone: bool) -> tuple[float, int, float | None]:
    load = Load(browser, phone)
    page = load.page
    try:
        page.add_init_script(READY_OBSERVER)
        page.goto(url)
        page.wait_for_function("() => window.__readyAt !== undefined", timeout=TIMEOUT_MS)
        cold, sent = float(page.evaluate("window.__readyAt")), load.bytes
        warm = None
        if not phone:
            page.wait_for_function("() => navigator.serviceWorker.controller !== null",
                                   timeout=TIMEOUT_MS)
            page.wait_for_timeout(3000)  # the worker's caching, the browser's code caching
            page.reload()
            page.wait_for_function("() => window.__readyAt !== undefined", timeout=TIMEOUT_MS)
            warm = float(page.evaluate("window.__readyAt"))
        return cold, sent, warm
    finally:
        load.close()


def embed(browser: Any, url: str, phone: bool) -> float:
    load = Load(browser, phone)
    try:
        load.page.goto(url)
        load.page.wait_for_selector("#em-captions [data-rule]", timeout=TIMEOUT_MS)
        return float(load.page.evaluate("performance.now()"))
    finally:
        load.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--phone", action="store_true", help="emulate a phone on 4G")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    if not (args.dist / "tests" / "bare-pyscript.html").is_file():
        print("build the site with its test pages first: python3 build.py build", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server, base = serve(args.dist)
    rounds: list[dict[str, Any]] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for i in range(args.rounds):
            order = ["pyodide", "pyscript", "table", "embed"]
            if i % 2:
                order.reverse()
            row: dict[str, Any] = {}
            for what in order:
                if what == "pyodide":
                    row["pyodide"], row["pyodide_bytes"] = bare(
                        browser, base + "tests/bare.html?stdlib=stock", args.phone)
                elif what == "pyscript":
                    row["pyscript"], row["pyscript_bytes"] = bare(
                        browser, base + "tests/bare-pyscript.html", args.phone)
                elif what == "table":
                    row["table"], row["table_bytes"], row["warm"] = table(
                        browser, base, args.phone)
                else:
                    row["embed"] = embed(browser, base + "embed.html?speed=fast", args.phone)
            rounds.append(row)
            print(f"round {i + 1}: " + ", ".join(
                f"{k} {v / 1e6:.2f} MB" if k.endswith("bytes") else f"{k} {v:.0f} ms"
                for k, v in row.items() if v is not None), flush=True)
        browser.close()
    server.shutdown()

    def med(key: str) -> float:
        return statistics.median(r[key] for r in rounds)

    def ratio(a: str, b: str) -> str:
        values = sorted(r[a] / r[b] for r in rounds)
        return f"{statistics.median(values):.2f} (rounds {', '.join(f'{v:.2f}' for v in values)})"

    kind = "phone (4G 9/3 Mbit/s, 60 ms; CPU 4x)" if args.phone else "loopback"
    print(f"\n{kind}, {args.rounds} rounds, medians:")
    print(f"  table playable          {med('table'):7.0f} ms")
    print(f"  bare PyScript page      {med('pyscript'):7.0f} ms")
    print(f"  bare loadPyodide (npm)  {med('pyodide'):7.0f} ms")
    print(f"  embed's first caption   {med('embed'):7.0f} ms")
    print(f"  table / bare PyScript   {ratio('table', 'pyscript')}")
    print(f"  table / bare Pyodide    {ratio('table', 'pyodide')}")
    print(f"  bytes on the wire       table {med('table_bytes') / 1e6:.2f} MB, bare Pyodide "
          f"{med('pyodide_bytes') / 1e6:.2f} MB: {ratio('table_bytes', 'pyodide_bytes')}")
    if not args.phone:
        print(f"  warm reload / cold      {ratio('warm', 'table')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
