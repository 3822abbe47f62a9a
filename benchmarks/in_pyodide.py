"""Run a benchmark's Python inside Pyodide (headless Chromium, the built site's vendored
Pyodide with the engine's modules) and here in CPython, the same code: the scripts that
state a figure "in Pyodide" (``pyodide_decisions.py``, ``analysis_time.py --pyodide``).

The code's last line is an expression giving a JSON string; both calls return it parsed.
"""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from buildsite.pyodide_tests import BOOT_WITH_ENGINE_JS  # noqa: E402
from buildsite.server import make_server  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 60 * 60_000
DIST = ROOT / "dist"

PAGE_SCRIPT = f"""
async ({{ code }}) => {{
  const pyodide = await ({BOOT_WITH_ENGINE_JS})();
  return JSON.parse(pyodide.runPython(code));
}}
"""


def missing_site(dist: Path = DIST) -> str:
    """Why the site cannot run this ("" when it can)."""
    if (dist / "tests" / "bare.html").is_file():
        return ""
    return "build the site with its test pages first: python3 build.py build"


def in_pyodide(code: str, dist: Path = DIST, phone: bool = False) -> Any:
    """``code`` run in the page at ``tests/bare.html``; ``phone``: the CPU 4x slower
    (Chromium's emulation, Lighthouse's mobile factor)."""
    from playwright.sync_api import sync_playwright

    server = make_server(dist, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            if phone:
                cdp = page.context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
            page.goto(base + "tests/bare.html")
            page.wait_for_function("() => window.bareBoot !== undefined")
            result = page.evaluate(PAGE_SCRIPT, {"code": code})
            browser.close()
            return result
    finally:
        server.shutdown()


def in_cpython(code: str) -> Any:
    """The same ``code`` in this interpreter."""
    *body, last = code.strip().splitlines()
    scope: dict[str, Any] = {}
    exec("\n".join(body), scope)  # our own benchmark code, as the page runs it
    return json.loads(eval(last, scope))
