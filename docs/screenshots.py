"""The README's pictures of the table, and pictures of every size and phase to look at.

    .venv/bin/python docs/screenshots.py     # the README's: docs/table-desktop.png (English),
                                             # docs/table-phone.png (Greek, ?lang=el)
    .venv/bin/python docs/screenshots.py --phone-lang ""   # the phone in the default language
    .venv/bin/python docs/screenshots.py --all --lang fr --out /tmp/shots  # every size x phase

It builds ``dist/`` when it is not current, serves it on 127.0.0.1 and plays a fixed deal
(``?seed=1``: the player holds a run of four and speaks first) by clicks in headless
Chromium (Debian's ``/usr/bin/chromium``), as a person would: a bid, passes, the
declarations prompt, then cards until the trick in the middle holds some.
"""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from buildsite.paths import DIST  # noqa: E402
from buildsite.server import make_server  # noqa: E402
from buildsite.site import dist_is_current  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 120_000
SEED = 1
# (name, width, height): the README's two, then the sizes the layout is made for
README_SIZES = [("desktop", 1280, 720), ("phone", 390, 844)]
ALL_SIZES = [("desktop", 1280, 720), ("laptop", 1024, 768), ("tablet", 768, 1024),
             ("phone", 390, 844), ("small-phone", 360, 740), ("landscape-phone", 844, 390)]
PHASES = ("auction", "declare", "play")


def wait_input(page: Page) -> str:
    page.wait_for_function(
        "() => ['human', 'summary', 'match-over'].includes(document.body.dataset.waiting)",
        timeout=TIMEOUT_MS)
    return str(page.evaluate("document.body.dataset.waiting"))


def click_and_wait(page: Page, selector: str) -> None:
    before = page.evaluate("document.body.dataset.moves")
    page.locator(selector).first.click(timeout=TIMEOUT_MS)
    page.wait_for_function("(b) => document.body.dataset.moves !== b", arg=before,
                           timeout=TIMEOUT_MS)


def to_phase(page: Page, phase: str) -> None:
    """From the start of deal 1 of seed 1 to ``phase`` (the player to act)."""
    wait_input(page)
    if phase == "auction":
        return
    if page.locator("[data-bid]").count():
        click_and_wait(page, "[data-bid]")  # the lowest bid offered
    while wait_input(page) == "human" and not page.locator('[data-panel="declare"]').count():
        if page.evaluate("document.body.dataset.phase") != "auction":
            break
        click_and_wait(page, '[data-call="pass"]')
    if phase == "declare":
        return
    if page.locator('[data-panel="declare"]').count():
        click_and_wait(page, '[data-announce="true"]')
    # play cards until the player is to follow a trick with two or three cards on it
    for _ in range(16):
        wait_input(page)
        if page.locator(".trick .card").count() >= 2 and page.evaluate(
                "document.body.dataset.waiting") == "human":
            return
        click_and_wait(page, '#hand button[data-legal="true"]')


def open_page(page: Page, url: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)


def shoot(page: Page, path: Path) -> None:
    page.evaluate("window.scrollTo(0, 0)")  # a click may have scrolled the page
    page.wait_for_timeout(600)  # the last card's travel to the trick ends
    page.screenshot(path=str(path))
    print(path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", default="", help="el, en or fr (the page's ?lang=)")
    ap.add_argument("--phone-lang", default="el", help="the README's phone picture's language")
    ap.add_argument("--all", action="store_true", help="every size and phase")
    ap.add_argument("--out", type=Path, default=ROOT / "docs")
    args = ap.parse_args()
    if not dist_is_current(with_tests=False):
        import subprocess
        subprocess.run([sys.executable, str(ROOT / "build.py"), "build"], cwd=ROOT, check=True)
    server = make_server(DIST, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    base = f"http://{host!s}:{port}/?seed={SEED}&speed=fast"
    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                    args=["--no-sandbox", "--disable-gpu"])
        sizes = ALL_SIZES if args.all else README_SIZES
        for name, w, h in sizes:
            # a fresh profile for each size: the page resumes a saved match, and the size
            # before this one left its match saved at the last phase
            context = browser.new_context()
            page = context.new_page()
            lang = args.phone_lang if name == "phone" and not args.all else args.lang
            open_page(page, base + (f"&lang={lang}" if lang else ""), w, h)
            for phase in PHASES if args.all else ("play",):
                to_phase(page, phase)
                file = f"{name}-{w}x{h}-{phase}.png" if args.all else f"table-{name}.png"
                shoot(page, args.out / file)
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
