"""axe-core in the browser tests: ``assert_no_serious_violations(page, phase)``.

axe-core is an npm devDependency (``package.json``, pinned by ``package-lock.json``; the
build's ``npm ci`` installs it into ``node_modules/``). It is never shipped in ``dist/``:
the tests put it into the page themselves through ``page.evaluate``, which the page's
Content-Security-Policy does not govern (an injected ``<script>`` tag would be refused).

Every phase of the page calls the helper: the auction, the declaration prompt, play, the
summary, settings, the score sheet, the help dialog (and the replay viewer and the embed,
whose tests call it too).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
AXE_JS = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")

# The page's own rules: WCAG 2.x A and AA, and axe's best practices.
RUN = """
async (opts) => {
  const result = await axe.run(document, opts);
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), html: n.html.slice(0, 300),
                                summary: n.failureSummary})),
  }));
}
"""
OPTIONS: dict[str, Any] = {
    "runOnly": {"type": "tag",
                "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa",
                           "best-practice"]},
    "resultTypes": ["violations"],
}


def inject_axe(page: Page) -> None:
    """Put axe-core into the page (once per document)."""
    if page.evaluate("typeof window.axe === 'undefined'"):
        if not AXE_JS.is_file():
            raise AssertionError(f"{AXE_JS} is missing: run `npm ci` (python3 build.py build)")
        page.evaluate(AXE_JS.read_text(encoding="utf-8") + "\n;undefined")


def violations(page: Page) -> list[dict[str, Any]]:
    """Every axe violation of the page as it is now (all impacts)."""
    inject_axe(page)
    found: list[dict[str, Any]] = page.evaluate(RUN, OPTIONS)
    return found


def describe(found: list[dict[str, Any]]) -> str:
    lines = []
    for v in found:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for n in v["nodes"][:6]:
            lines.append(f"    {n['target']}: {n['html']}")
            if n.get("summary"):
                lines.append("      " + n["summary"].replace("\n", "\n      "))
    return "\n".join(lines)


def assert_no_serious_violations(page: Page, phase: str) -> list[dict[str, Any]]:
    """Fail when axe finds a serious or critical violation in the page as it is now.
    ``phase`` names what is on screen (for the message). Returns the lesser violations."""
    found = violations(page)
    bad = [v for v in found if v["impact"] in BLOCKING]
    assert not bad, f"axe, {phase}: serious or critical violations\n{describe(bad)}"
    return [v for v in found if v["impact"] not in BLOCKING]
