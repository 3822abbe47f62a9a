"""Bootstrap of embed.html, the demo for rules pages: read the address, start the demo, set
the ready marker, report failures. The page's ``<script type="py">`` imports it once
PyScript has started Pyodide and installed the site's archives (``web/start.js``; PyScript's
IndexedDB is held in memory there, ``web/pyscript_fixes.js``).

It imports only what the demo needs (the engine, the normal bots, the demo's modules), not
the table's controller and renderers, so it starts sooner. It touches no storage at all:
no localStorage, sessionStorage or IndexedDB, which a third-party iframe may be refused.
The ready marker is ``<body data-ready="1">``, as on the table's page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from web.core import browser
from web.core.boot import log_traceback, stage, start
from web.core.browser import present
from web.core.loop import LoopScheduler
from web.core.tasks import error_words

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from web.core.dom_types import Element, Event, JsObject
    from web.embed.ctrl import EmbedApp, EmbedScene

document = browser.document()
window = browser.window()
_T = TypeVar("_T")


def _ok(value: _T | None) -> TypeIs[_T]:
    """True for a real DOM object (not JS null or undefined)."""
    return present(value)


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


class DomEmbedView:
    """Swaps each region's HTML in when it changed; sets the controls' words."""

    def __init__(self) -> None:
        from web.embed.view import REGIONS

        found = {rid: document.getElementById(rid) for rid in REGIONS}
        missing = [rid for rid, el in found.items() if not _ok(el)]
        if missing:
            raise RuntimeError("the page lacks the regions " + ", ".join(missing))
        self.els: dict[str, Element] = {rid: el for rid, el in found.items() if _ok(el)}
        self.html: dict[str, str] = {}
        self.data: dict[str, str] = {}
        self.labels: dict[str, tuple[str, str]] = {}
        self.buttons = {el.getAttribute("data-embed"): el
                        for el in document.querySelectorAll("[data-embed]")}

    def show(self, scene: EmbedScene) -> None:
        from web.embed.view import body_data, controls, regions

        for rid, html in regions(scene).items():
            if self.html.get(rid) != html:
                self.els[rid].innerHTML = html
                self.html[rid] = html
        body = document.body
        for name, value in body_data(scene).items():
            if self.data.get(name) != value:
                body.setAttribute("data-" + name, value)
                self.data[name] = value
        for name, (text, label) in controls(scene).items():
            button = self.buttons.get(name)
            if _ok(button) and self.labels.get(name) != (text, label):
                words = button.querySelector(".em-label")  # (embed.html: each button has one)
                words.textContent = text  # type: ignore[union-attr]
                button.setAttribute("aria-label", label)
                button.setAttribute("title", label)
                self.labels[name] = (text, label)
        play = self.buttons.get("play")
        if _ok(play):
            play.setAttribute("data-playing", "true" if scene.state == "playing" else "false")


_page: tuple[EmbedApp, JsObject] | None = None  # the demo and its event proxy: kept alive


def _report(exc: BaseException) -> None:
    from web.i18n.translate import t

    log_traceback(window, exc)
    box = document.getElementById("em-error")
    if _ok(box):
        box.textContent = t("em_error", error=error_words(exc))
        box.hidden = False
    document.body.setAttribute("data-error", "1")


def _main() -> None:
    global _page
    stage(window, "stage", "engine")
    from web.embed.address import parse_embed_params, shared_deal_text
    from web.embed.ctrl import EmbedApp
    from web.embed.shared_deal import load_shared
    from web.i18n.translate import set_language, t

    params, problems = parse_embed_params(_text(window.location.search))
    set_language(params.lang)
    document.documentElement.lang = params.lang
    shared, share_problem = load_shared(shared_deal_text(_text(window.location.hash)))
    if share_problem is not None:
        problems.append(share_problem)
    rules = shared.rules if shared is not None else params.rules
    title = {"belote": t("em_title_belote"), "coinche": t("em_title_coinche")}.get(
        rules, t("em_title"))
    document.title = title
    heading = document.getElementById("em-title")
    if _ok(heading):
        heading.textContent = title
    for el in document.querySelectorAll("[data-words]"):
        el.textContent = t(_text(el.getAttribute("data-words")))
    for el in document.querySelectorAll("[data-label]"):
        el.setAttribute("aria-label", t(_text(el.getAttribute("data-label"))))
    app = EmbedApp(DomEmbedView(), LoopScheduler(), params,
                   notices=[p.words() for p in problems], on_error=_report, shared=shared)

    def on_click(event: Event) -> None:
        target = event.target
        el: Element | None = (target.closest("[data-embed]")
                   if _ok(target) and hasattr(target, "closest") else None)
        if not _ok(el) or el.disabled:
            return
        name = _text(el.getAttribute("data-embed"))
        action = {"play": app.toggle, "step": app.step, "restart": app.restart,
                  "dismiss": app.dismiss}.get(name)
        if action is not None:
            app.tasks.run(action)

    proxy = browser.create_proxy(on_click)
    document.addEventListener("click", proxy)
    for button in document.querySelectorAll("[data-embed]"):
        button.disabled = False
    _page = (app, proxy)
    app.start()
    stage(window, "stage", "ready")
    document.body.setAttribute("data-ready", "1")


start(window, _main)
