"""The site under a sub-path, as GitHub Pages serves a project site at ``/<repository>/``.

The server answers only below ``/pilotta/`` (404 elsewhere, ``/pilotta`` redirects), so a URL
that escapes the prefix fails. The page starts and plays, the service worker's scope is the
sub-path, and the web app manifest (start URL, scope, icons) resolves inside it: Chromium
finds the page installable.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from conftest import Served
from playwright.sync_api import Page, Response
from site_util import play_a_card, wait_ready, wait_worker

pytestmark = pytest.mark.browser

PREFIX = "/pilotta/"
# Reasons Chromium gives that come from the test's browser, not from the site.
BROWSER_REASONS = {"in-incognito", "not-from-secure-origin"}


def test_the_site_plays_and_installs_under_a_sub_path(
    page: Page, serve: Callable[..., Served], metrics: dict[str, Any]
) -> None:
    served = serve(prefix=PREFIX)
    assert urlsplit(served.url).path == PREFIX
    with urllib.request.urlopen(served.url[:-1]) as answer:  # /pilotta -> /pilotta/
        assert answer.url == served.url
    requests: list[str] = []
    failures: list[str] = []

    def on_response(response: Response) -> None:
        if response.status >= 400:
            failures.append(f"HTTP {response.status} {response.url}")

    page.context.on("request", lambda request: requests.append(request.url))
    page.context.on("response", on_response)
    page.context.on("requestfailed", lambda request: failures.append(request.url))

    page.goto(served.url + "?seed=2&speed=instant")
    wait_ready(page)
    assert play_a_card(page).startswith("play")
    assert wait_worker(page) == served.url  # the worker's scope is the sub-path
    assert not failures, failures
    outside = [url for url in requests if not urlsplit(url).path.startswith(PREFIX)]
    assert not outside, outside

    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == served.url + "web/manifest.webmanifest"
    assert not manifest["errors"], manifest["errors"]
    data = json.loads(manifest["data"])
    assert urljoin(manifest["url"], data["start_url"]) == served.url
    assert urljoin(manifest["url"], data["scope"]) == served.url
    for icon in data["icons"]:
        with urllib.request.urlopen(urljoin(manifest["url"], icon["src"])) as answer:
            assert answer.status == 200, icon
    reasons = [e["errorId"] for e in
               cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    metrics["subpath_installability_errors"] = reasons
    assert not set(reasons) - BROWSER_REASONS, reasons
