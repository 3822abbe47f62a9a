"""How fast the page starts, against a bare ``loadPyodide()`` measured in the same run.

Each round, in fresh browser contexts (empty caches) and alternating which goes first:

* bare: ``tests/bare.html`` boots Pyodide and nothing else (navigation -> Python ready),
  with the site's runtime, whose standard library the build byte-compiles;
* stock: the same with the standard library as npm ships it (sources, compiled by Python at
  every start): the runtime as published;
* cold: the page's first visit (navigation -> first paint, navigation -> table playable);
* warm: a reload of that page once its service worker is active (everything from its cache).

Figures (``dist/metrics.json`` and the test summary): per round and as medians of the
ratios cold/bare, cold/stock and warm/cold, each ratio with its two numbers from one round.
The goals are first paint < 0.5 s, cold <= 1.15 x bare, warm <= 0.7 x cold; on a busy
shared machine the asserts are only generous bounds, the figures are what to read. (The
page's own start, its loader and the page's Python, costs about the same whichever runtime;
the byte-compiled one boots in less than half the time of the stock one, so cold/bare is
the harder ratio.) More rounds:
``PILOTTA_SPEED_ROUNDS=7 python3 build.py test -- tests/browser/test_speed.py``.
"""

from __future__ import annotations

import os
import statistics
from typing import Any

import pytest
from playwright.sync_api import Browser, Page
from site_util import (
    READY_OBSERVER,
    READY_TIMEOUT_MS,
    first_paint_ms,
    ready_ms,
    wait_ready,
    wait_worker,
)

pytestmark = pytest.mark.browser

ROUNDS = int(os.environ.get("PILOTTA_SPEED_ROUNDS", "3"))
SETTLE_MS = 3000  # after the worker is active: its caching, the browser's code caching


def bare_boot(browser: Browser, site_url: str, query: str = "") -> float:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(site_url + "tests/bare.html" + query)
        page.wait_for_function("() => window.bareBoot !== undefined", timeout=READY_TIMEOUT_MS)
        return float(page.evaluate("window.bareBoot.sinceNavigationMs"))
    finally:
        context.close()


# Where a start's time goes, from the marks web/boot.js sets: (name, from mark, to mark).
PHASES = (
    ("loader_js", None, "Loading Pyodide"),  # navigation -> PyScript starts
    ("runtime", "Loading interpreter", "Loaded interpreter"),  # loadPyodide()
    ("files", "Loading files", "Loaded files"),  # the archives (fetched meanwhile) installed
    ("main_py", "Loaded Pyodide", "stage:engine"),  # web/table/main.py is imported
    ("page_py", "stage:engine", "stage:ready"),  # the page's imports, first deal and render
)


def phases(page: Page) -> dict[str, int]:
    marks: dict[str, float] = page.evaluate(
        "Object.fromEntries(performance.getEntriesByType('mark')"
        ".filter((m) => m.name.startsWith('pilotta:')).map((m) => [m.name.slice(8), m.startTime]))")
    return {name: round(marks[end] - (marks[start] if start else 0.0))
            for name, start, end in PHASES if end in marks and (start is None or start in marks)}


def page_cold_and_warm(browser: Browser, site_url: str
                       ) -> tuple[float, float, float, dict[str, int], dict[str, int]]:
    """(first paint, cold ready, warm ready) in ms, each from navigation start, and the
    phases of the cold and of the warm start."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(READY_OBSERVER)
        page.goto(site_url)
        wait_ready(page)
        paint, cold, split = first_paint_ms(page), ready_ms(page), phases(page)
        wait_worker(page)
        page.wait_for_timeout(SETTLE_MS)
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        return paint, cold, ready_ms(page), split, phases(page)
    finally:
        context.close()


def median_pair(pairs: list[tuple[float, float]]) -> dict[str, Any]:
    """The median of a/b over the rounds, with the a and b of the round that gives it
    (the lower middle one for an even count)."""
    ordered = sorted(pairs, key=lambda p: p[0] / p[1])
    a, b = ordered[(len(ordered) - 1) // 2]
    return {"ratio": round(a / b, 3), "of": [round(a), round(b)]}


def test_start_times(browser: Browser, site_url: str, metrics: dict[str, Any]) -> None:
    rounds = []
    for i in range(ROUNDS):
        if i % 2 == 0:
            bare = bare_boot(browser, site_url)
            stock = bare_boot(browser, site_url, "?stdlib=stock")
            paint, cold, warm, split, warm_split = page_cold_and_warm(browser, site_url)
        else:
            paint, cold, warm, split, warm_split = page_cold_and_warm(browser, site_url)
            stock = bare_boot(browser, site_url, "?stdlib=stock")
            bare = bare_boot(browser, site_url)
        rounds.append({"first_paint": round(paint), "bare": round(bare), "stock": round(stock),
                       "cold": round(cold), "warm": round(warm), "cold_phases": split,
                       "warm_phases": warm_split})
        print(f"\nround {i + 1}: first paint {paint:.0f} ms, bare {bare:.0f} ms, stock "
              f"{stock:.0f} ms, cold {cold:.0f} ms ({cold / bare:.2f} x bare, "
              f"{cold / stock:.2f} x stock), warm {warm:.0f} ms ({warm / cold:.2f} x cold); "
              f"cold phases {split}, warm phases {warm_split}")

    paint = statistics.median(r["first_paint"] for r in rounds)
    cold_bare = median_pair([(r["cold"], r["bare"]) for r in rounds])
    cold_stock = median_pair([(r["cold"], r["stock"]) for r in rounds])
    warm_cold = median_pair([(r["warm"], r["cold"]) for r in rounds])
    metrics["start_rounds"] = rounds
    metrics["start_first_paint_ms_median"] = round(paint)
    metrics["start_cold_over_bare_median"] = cold_bare
    metrics["start_cold_over_stock_bare_median"] = cold_stock
    metrics["start_warm_over_cold_median"] = warm_cold
    for start in ("cold", "warm"):
        metrics[f"start_{start}_phases_ms_median"] = {
            name: round(statistics.median(r[f"{start}_phases"][name] for r in rounds))
            for name, _, _ in PHASES if all(name in r[f"{start}_phases"] for r in rounds)}
    print(f"medians of {ROUNDS}: first paint {paint:.0f} ms; cold/bare {cold_bare}; "
          f"cold/stock {cold_stock}; warm/cold {warm_cold}; "
          f"cold phases {metrics['start_cold_phases_ms_median']}, "
          f"warm phases {metrics['start_warm_phases_ms_median']}")

    # Bounds a busy machine keeps; the goals (0.5 s, 1.15, 0.7) are read in the figures.
    assert paint < 5000
    assert cold_bare["ratio"] < 3.0
    assert cold_stock["ratio"] < 2.0
    assert warm_cold["ratio"] < 1.3
