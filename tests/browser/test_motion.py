"""Motion that helps, in headless Chromium: a played card travels from its seat to the trick,
a finished trick slides to its winner, for as long as the bot speed says; nothing moves at
Instant speed or when the player asks for reduced motion.

A recorder installed before the page loads notes, for every card that reaches the trick
area, the animations running on it (``getAnimations()``, which flushes styles), so a move
that lasts 170 ms is seen however busy the machine is.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page
from site_util import act_once, wait_input, wait_ready

pytestmark = pytest.mark.browser

# Every card element in the trick area, each time it appears or its classes change: its
# classes and the durations of its animations.
RECORDER = """
(() => {
  window.__motion = [];
  const seen = new WeakMap();
  const note = () => {
    for (const el of document.querySelectorAll(".trick .slot")) {
      const cls = el.className + " | " + el.parentElement.className;
      if (seen.get(el) === cls) continue;
      seen.set(el, cls);
      window.__motion.push({
        card: el.dataset.card, cls,
        from: el.style.getPropertyValue("--from-x") + "," + el.style.getPropertyValue("--from-y"),
        anims: el.getAnimations().map((a) => ({
          name: a.animationName || "", ms: a.effect.getComputedTiming().duration})),
      });
    }
  };
  new MutationObserver(note).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["class"]});
})();
"""


def records(page: Page) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = page.evaluate("window.__motion")
    return result


def play_tricks(page: Page, tricks: int) -> None:
    """Act as a player (pass, announce, first legal card) until ``tricks`` tricks are over
    (or the deal is)."""
    for _ in range(60):
        if sum(1 for r in records(page) if "moving" in r["cls"]) >= 4 * tricks:
            return
        if wait_input(page) != "human":
            return  # the deal is over
        act_once(page)
    raise AssertionError("the tricks did not end")


def open_at(page: Page, site_url: str, speed: str) -> None:
    page.add_init_script(RECORDER)
    page.goto(site_url + f"?seed=3&speed={speed}")
    wait_ready(page)


def moving_ms(recs: list[dict[str, Any]]) -> list[float]:
    return [a["ms"] for r in recs for a in r["anims"] if a["ms"] > 0]


def test_cards_travel_and_tricks_slide_at_normal_speed(page: Page, site_url: str) -> None:
    open_at(page, site_url, "normal")
    play_tricks(page, 2)
    recs = records(page)
    travels = [r for r in recs if "travel" in r["cls"]]
    slides = [r for r in recs if "moving" in r["cls"]]
    assert len(travels) >= 8, recs  # every card of two tricks, the player's and the bots'
    assert all(a["name"] == "travel-in" and a["ms"] == 280
               for r in travels for a in r["anims"]), travels
    assert all(r["anims"] for r in travels), travels
    assert len(slides) >= 8, recs  # four cards per trick slide to its winner
    assert all(a["name"] == "collect" and a["ms"] == 350
               for r in slides for a in r["anims"]), slides
    # each move is measured on the page: from the seat that played the card
    froms = {r["from"] for r in travels}
    assert "," not in froms and len(froms) >= 4, froms


@pytest.mark.parametrize("speed,reduced", [("normal", True), ("instant", False)])
def test_nothing_moves_at_instant_speed_or_with_reduced_motion(
        page: Page, site_url: str, speed: str, reduced: bool) -> None:
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    open_at(page, site_url, speed)
    play_tricks(page, 2)
    recs = records(page)
    assert len(recs) >= 8, recs  # cards did reach the trick
    assert not moving_ms(recs), [r for r in recs if r["anims"]]
    assert not any("travel" in r["cls"] or "moving" in r["cls"] for r in recs)
    # nor does anything else on the table or in the hand
    running = page.evaluate("""() => document.getAnimations().filter((a) => {
        const t = a.effect && a.effect.target;
        return t && t.closest && t.closest('.trick, #hand')
            && a.effect.getComputedTiming().duration > 1; }).length""")
    assert running == 0
