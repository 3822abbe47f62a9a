"""Run the engine's and the bots' test suites (tests/engine, tests/bots) under pytest
inside Pyodide.

The runner page (tests/pyodide/runner.html, copied to dist/tests/) loads the
vendored Pyodide, unpacks the pure-Python pytest/hypothesis wheels and the
engine's wheel (the page's own) into site-packages and the test suites into its
working directory, and calls pytest.main(); it publishes
``window.pyodideTestResult = {exitCode, summary, output, timings}``.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

RUN_TIMEOUT_MS = 30 * 60_000  # pytest blocks the page's main thread while it runs


def test_engine_suite_passes_inside_pyodide(
    page: Page, site_url: str, metrics: dict[str, Any], pyodide_summary: list[str]
) -> None:
    site = urlsplit(site_url).netloc
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(site_url + "tests/runner.html")
    page.wait_for_function("() => window.pyodideTestResult !== undefined",
                           timeout=RUN_TIMEOUT_MS, polling=500)
    result = page.evaluate("window.pyodideTestResult")

    print("\n--- pytest output inside Pyodide ---\n" + result["output"])
    pyodide_summary.append(f"exit code {result['exitCode']}: {result['summary']}")
    timings = result.get("timings", {})
    pyodide_summary.append("timings: " + ", ".join(f"{k}={v}" for k, v in timings.items()))
    metrics["pyodide_engine_tests_summary"] = result["summary"]
    metrics["pyodide_engine_tests_ms"] = timings.get("pytest_ms")

    assert all(urlsplit(u).netloc == site for u in requests if u.startswith("http")), requests
    assert result["exitCode"] == 0, "engine tests failed inside Pyodide:\n" + result["output"]
