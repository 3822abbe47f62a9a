"""Fixtures for the browser tests (tests/browser/).

* ``site_url``: serves the built ``dist/`` on a free 127.0.0.1 port from a
  background thread for the whole session (builds first if ``dist/`` is
  missing or was built from other sources, so plain ``pytest tests/browser`` works).
* ``browser_type_launch_args``: pytest-playwright uses Debian's
  ``/usr/bin/chromium`` headless (Playwright cannot download its own browser
  here). Without it the browser tests are skipped, unless
  ``PILOTTA_REQUIRE_BROWSER=1`` (set by ``build.py test``) makes that an error.
* ``serve``: more servers for one test: a copy of the site (an update from version A to
  B), the site under a sub-path (``/pilotta/``, as GitHub Pages serves a project site), a
  server to stop (offline).
* ``metrics``: figures recorded by the tests; written to ``dist/metrics.json``
  and printed in pytest's terminal summary.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # buildsite/, when pytest is not started from the root
    sys.path.insert(0, str(ROOT))

from buildsite.server import make_server, normal_prefix  # noqa: E402
from buildsite.site import dist_is_current  # noqa: E402

DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
HERE = Path(__file__).resolve().parent
METRICS: dict[str, Any] = {}
PYODIDE_SUMMARY: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: runs in headless Chromium (tests/browser)")
    # pytest-playwright's own base_url fixture triggers this pytest 9 deprecation.
    config.addinivalue_line(
        "filterwarnings",
        "ignore:Session-scoped fixtures defined as instance methods:DeprecationWarning",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if PYODIDE_SUMMARY:
        terminalreporter.section("engine tests inside Pyodide")
        for line in PYODIDE_SUMMARY:
            terminalreporter.write_line(line)
    if METRICS:
        terminalreporter.section("page metrics (measurements, not asserts)")
        for key, value in METRICS.items():
            terminalreporter.write_line(f"{key}: {value}")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not CHROMIUM.exists():
        message = f"{CHROMIUM} not found (apt-get install chromium)"
        if os.environ.get("PILOTTA_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "headless": True,
        "args": CHROMIUM_ARGS,
    }


def _ensure_dist() -> None:
    if dist_is_current(with_tests=True):
        return
    subprocess.run([sys.executable, str(ROOT / "build.py"), "build"], cwd=ROOT,
                   check=True, stdin=subprocess.DEVNULL)


@dataclass
class Served:
    """A directory served on 127.0.0.1 from a background thread."""

    server: ThreadingHTTPServer
    url: str  # with the prefix and a trailing slash
    running: bool = True

    def stop(self) -> None:
        if self.running:
            self.running = False
            self.server.shutdown()
            self.server.server_close()


def start_server(directory: Path, prefix: str = "/") -> Served:
    server = make_server(directory, 0, prefix=prefix)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    return Served(server, f"http://{host!s}:{port}{normal_prefix(prefix)}")


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """Base URL (with trailing slash) of dist/ served on 127.0.0.1."""
    _ensure_dist()
    served = start_server(DIST)
    try:
        yield served.url
    finally:
        served.stop()


@pytest.fixture
def serve() -> Iterator[Callable[..., Served]]:
    """``serve(directory=dist/, prefix="/")``: another server, stopped after the test."""
    _ensure_dist()
    started: list[Served] = []

    def start(directory: Path = DIST, prefix: str = "/") -> Served:
        started.append(start_server(directory, prefix))
        return started[-1]

    yield start
    for served in started:
        served.stop()


@pytest.fixture(scope="session")
def metrics() -> Iterator[dict[str, Any]]:
    """Dict of measurements; saved to dist/metrics.json after the session."""
    yield METRICS
    if METRICS and DIST.is_dir():
        (DIST / "metrics.json").write_text(json.dumps(METRICS, indent=2) + "\n")


@pytest.fixture(scope="session")
def pyodide_summary() -> list[str]:
    return PYODIDE_SUMMARY
