"""The DOM layer: swaps each region's HTML in when it changed, keeps the focus on the
element the player was using, routes clicks to the controller, and shows errors.

This is the only module (with ``main``) that talks to the browser. Event handlers are a
few long-lived proxies on ``document`` (delegation through ``data-action``), created once.
"""

from __future__ import annotations

import traceback
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from web.core.browser import create_proxy, present, to_js
from web.core.browser import window as browser_window
from web.core.card_faces import sprite
from web.core.loop import LoopScheduler
from web.core.params import parse_params, query_language
from web.core.settings import Params, Settings, SettingsForm, settings_from
from web.core.storage import open_store
from web.core.tasks import PlayOnError, error_chain, error_words
from web.i18n import translate as i18n
from web.i18n.translate import game_name, t
from web.replay.dom import ReplayDom
from web.save.asked import asks_another_match, in_progress
from web.save.ctrl import SaveKeeper
from web.save.dom import TabLinks, download
from web.stats.model import StatsBook
from web.table.ctrl import App
from web.table.dispatch import dispatch
from web.table.keyboard_dom import FocusKeeper, Keyboard
from web.table.motion_dom import Motion
from web.table.state import Scene
from web.table.view import REGION_IDS, body_data, regions

if TYPE_CHECKING:
    from collections.abc import Iterable

    from typing_extensions import TypeIs

    from web.core.dom_types import Document, Element, Event, KeyboardEvent, Navigator, Window

DIALOG_REGIONS = ("overlay", "dialog")
LANG_KEY = "pilotta-lang"  # localStorage: the language the player chose (web/boot.js reads it)
_T = TypeVar("_T")



def _ok(value: _T | None) -> TypeIs[_T]:
    """True for a real DOM object (not JS null or undefined)."""
    return present(value)


def _str(value: object) -> str:
    return value if isinstance(value, str) else ""


class DomView:
    def __init__(self, document: Document) -> None:
        self.doc = document
        found = {rid: document.getElementById(rid) for rid in REGION_IDS}
        missing = [rid for rid, el in found.items() if not _ok(el)]
        if missing:
            raise RuntimeError("the page lacks the regions " + ", ".join(missing))
        self.els: dict[str, Element] = {rid: el for rid, el in found.items() if _ok(el)}
        self.html: dict[str, str] = {}
        self.motion = Motion(document, browser_window())  # cards that travel (motion_dom.py)
        self.data: dict[str, str | None] = {}
        self.live = document.getElementById("live")
        self.live_serial = -1
        self.keeper = FocusKeeper(document, lambda el: el.focus(self.no_scroll))
        self.dialog_open = ""
        self.lang = ""
        self.game = "pilotta"  # the match's game: the header and the title name it
        # made here, not at import: the build snapshots the imported modules (no JS objects)
        self.no_scroll = to_js({"preventScroll": True})

    def show_language(self, lang: str, game: str = "pilotta") -> None:
        """The page's frame in ``lang``: ``<html lang>``, the title, and the words of
        index.html (``data-i18n``: text, ``data-i18n-label``: aria-label,
        ``data-i18n-title``: tooltip). The title (the page's and the header's) is the
        match's game: Cypriot Pilotta, or French Belote."""
        doc = self.doc
        self.lang, self.game = lang, game
        doc.documentElement.lang = lang
        doc.title = game_name(game)
        for el in doc.querySelectorAll("[data-i18n]"):
            key = _str(el.getAttribute("data-i18n"))
            el.textContent = game_name(game) if key == "title" else t(key)
        for el in doc.querySelectorAll("[data-i18n-label]"):
            label = t(_str(el.getAttribute("data-i18n-label")))
            el.setAttribute("aria-label", label)
            if el.hasAttribute("title"):  # its tooltip says the same
                el.title = label
        for el in doc.querySelectorAll("[data-i18n-title]"):
            el.title = t(_str(el.getAttribute("data-i18n-title")))

    def show(self, scene: Scene) -> None:
        doc = self.doc
        game = scene.match.rules.name
        if i18n.language() != self.lang or game != self.game:
            self.show_language(i18n.language(), game)
        active = doc.activeElement
        focus_key = _str(active.getAttribute("data-key")) if _ok(active) and hasattr(
            active, "getAttribute") else ""
        self.motion.before(scene)
        for rid, text in regions(scene).items():
            if self.html.get(rid) == text:
                continue
            el = self.els[rid]
            el.innerHTML = text
            self.html[rid] = text
            if rid in DIALOG_REGIONS:
                el.hidden = text == ""
        body = doc.body
        for name, value in body_data(scene).items():
            if self.data.get(name) != value:
                if value is None:
                    body.removeAttribute("data-" + name)
                else:
                    body.setAttribute("data-" + name, value)
                self.data[name] = value
        self.motion.after(scene)  # cards travel (a picture of what has already happened)
        if scene.ui.live_serial != self.live_serial and _ok(self.live):
            self.live_serial = scene.ui.live_serial
            self.live.textContent = scene.ui.live
        # keep the keyboard focus where it was (a re-rendered element gets it back)
        if focus_key and _ok(active) and not active.isConnected:  # (a focus_key: it is ok)
            again = doc.querySelector(f'[data-key="{focus_key}"]')
            if _ok(again):
                again.focus(self.no_scroll)
        # tab stops, dialogs, and the focus where the next action is (keyboard_dom)
        self.keeper.after_show(scene, active)


class Page:
    """Wires the controller to the page."""

    def __init__(self, document: Document, window: Window) -> None:
        self.doc = document
        self.window = window
        sprites = document.getElementById("sprites")
        if _ok(sprites):
            sprites.innerHTML = sprite()
        query = _str(window.location.search)
        base = Settings()  # the saved settings, when there are some
        lang = i18n.choose_language(query_language(query), base.lang or stored_language(window),
                                    browser_languages(window))
        i18n.set_language(lang)  # first: the address's notices are in it
        params, problems = parse_params(query)
        self.params: Params = params
        self.view = DomView(document)
        # autosave: the saved match resumes. An address asking for another match (a seed,
        # a game) gets it only if the saved one is over or not begun; a match in progress
        # goes on, and a notice offers the asked one (nothing an address does loses a match)
        store, works = open_store(window)
        scheduler = LoopScheduler()
        self.tabs = TabLinks(window)
        keeper = SaveKeeper(store, works, post=self.tabs.post, now=scheduler.now_ms)
        saved = keeper.load()
        self.asked: tuple[int | None, str | None] | None = None
        if saved is not None:
            asked = asks_another_match(params, saved)
            if asked is not None and in_progress(saved):
                self.asked = asked
            elif asked is not None:
                saved = None
        self.saved = saved
        base = keeper.settings or Settings()  # the saved settings, when there are some
        lang = i18n.choose_language(query_language(query), base.lang or stored_language(window),
                                    browser_languages(window))
        if lang != i18n.language():
            i18n.set_language(lang)
        settings = replace(settings_from(params, base, new_match=saved is None), lang=lang)
        self.app = App(self.view, scheduler, settings,
                       seed=params.seed, notices=problems, on_error=self.report,
                       keeper=keeper, stats=StatsBook(store))
        self.keys = Keyboard(document, self.app, self.view.keeper)
        self.tabs.listen(self.on_tab_message, self.on_storage,
                         lambda: self.app.tasks.run(self.app.autosave.page_hidden))
        self._proxies = [
            create_proxy(self.on_click),
            create_proxy(self.on_key),
            create_proxy(self.on_input),
            create_proxy(self.on_submit),
            create_proxy(self.keys.on_pointer),
        ]
        document.addEventListener("click", self._proxies[0])
        document.addEventListener("keydown", self._proxies[1])
        document.addEventListener("input", self._proxies[2])
        document.addEventListener("submit", self._proxies[3])
        self.replay_dom = ReplayDom(document, window, self.app)  # records, links, the viewer
        self.app.viewer.browser = self.replay_dom
        document.addEventListener("pointerdown", self._proxies[4], True)
        labels = {"open-settings": t("settings"), "new-match": t("new_match"),
                  "open-rules": t("rules_link"),
                  "open-stats": t("statistics"),
                  "open-records": t("records")}
        for button in document.querySelectorAll("header [data-action]"):
            action = _str(button.getAttribute("data-action"))
            if action in labels:  # the label beside the icon (index.html), and its tooltip
                label = button.querySelector(".hd-label")
                (label if _ok(label) else button).textContent = labels[action]
                button.title = labels[action]
            button.disabled = False

    def start(self) -> None:
        first_visit = (self.saved is None and self.app.autosave.keeper is not None
                       and self.app.autosave.keeper.settings is None
                       and not _str(self.window.location.search)
                       and not _str(self.window.location.hash)
                       and self.app.stats is not None and not self.app.stats.data["games"])
        self.app.start(self.saved)
        self.saved = None
        if first_visit:  # a plain first visit: the guided deal is offered
            self.app.lesson.offer(self.app.settings.rules)
        if self.asked is not None:
            self.app.offers.offer_asked_match(*self.asked)
        self.replay_dom.open_fragment(at_start=True)  # a shared deal's link opens in the viewer

    # --- the other tabs ------------------------------------------------------------------
    def on_tab_message(self, data: object) -> None:
        self.app.tasks.run(lambda: self._tab_said(data))

    def _tab_said(self, data: object) -> None:
        keeper = self.app.autosave.keeper
        if keeper is not None and keeper.on_message(data):
            self.app.autosave.other_tab()
            self.app.render()

    def on_storage(self, key: str | None, value: str | None) -> None:
        self.app.tasks.run(lambda: self._stored(key, value))

    def _stored(self, key: str | None, value: str | None) -> None:
        keeper = self.app.autosave.keeper
        if keeper is not None and keeper.on_storage(key, value):
            self.app.autosave.other_tab()
            self.app.render()

    def download_kept(self, key: str) -> None:
        keeper = self.app.autosave.keeper
        text = keeper.kept(key) if keeper is not None else None
        if text is not None:
            download(self.doc, f"pilotta-kept-save-{key.rsplit(':', 1)[-1]}.json", text)

    # --- events ------------------------------------------------------------------------
    def on_click(self, event: Event) -> None:
        self.app.tasks.run(lambda: self._click(event))

    def _click(self, event: Event) -> None:
        target = event.target
        if not _ok(target) or not hasattr(target, "closest"):
            return
        el = target.closest("[data-action]")
        # an SVG element (the analysis' chart) has no ``disabled``: JavaScript's undefined
        if not _ok(el) or getattr(el, "disabled", False) is True:
            return
        action = _str(el.getAttribute("data-action"))
        value = _str(el.getAttribute("data-value")) or _str(el.getAttribute("data-card"))
        if action == "dismiss-error":
            box = self.doc.getElementById("error")
            if _ok(box):
                box.hidden = True
        elif action == "apply-settings":
            self.apply_settings()
        elif action == "download-kept":
            self.download_kept(value)
        else:
            dispatch(self.app, action, value)

    def on_key(self, event: KeyboardEvent) -> None:
        if self.app.ui.dialog == "replay":
            self.replay_dom.on_key(event)  # arrows, Home, End step through the deal
        self.keys.on_key(event)  # arrows, shortcuts, Escape, Tab in a dialog

    def on_input(self, event: Event) -> None:
        self.app.tasks.run(lambda: self._input(event))

    def _input(self, event: Event) -> None:
        target = event.target
        if _ok(target) and _str(target.id) == "custom-target":
            radio = self.doc.querySelector('#dialog input[name="target"][value="custom"]')
            if _ok(radio):
                radio.checked = True
        elif _ok(target) and _str(getattr(target, "name", "")) == "rules":
            self.app.prefs.change_form(self.read_settings())  # the other game's targets
        elif _ok(target) and _str(getattr(target, "name", "")) == "lang":
            lang = _str(target.value)
            self.app.prefs.set_language(lang, self.read_settings())  # at once, the match goes on
            remember_language(self.window, lang)

    def on_submit(self, event: Event) -> None:
        event.preventDefault()
        if self.app.ui.dialog == "settings":
            self.app.tasks.run(self.apply_settings)

    def apply_settings(self) -> None:
        self.app.prefs.apply_settings(self.read_settings())

    def read_settings(self) -> SettingsForm:
        doc = self.doc

        def checked(name: str, default: str) -> str:
            el = doc.querySelector(f'#dialog input[name="{name}"]:checked')
            return _str(el.value) if _ok(el) else default

        custom = doc.getElementById("custom-target")
        undo_hard = doc.querySelector('#dialog input[name="undo_hard"]')
        s = self.app.settings
        return SettingsForm(
            target_choice=checked("target", str(s.target)),
            custom=_str(custom.value) if _ok(custom) else "",
            speed=checked("speed", s.speed),
            level=checked("level", s.level),
            rules=checked("rules", s.rules),
            rounding=checked("rounding", s.rounding),
            undo_hard=_ok(undo_hard) and undo_hard.checked is True,
        )

    # --- errors ------------------------------------------------------------------------
    def report(self, exc: BaseException) -> None:
        report_error(self.doc, exc)


def browser_languages(window: Window) -> list[str]:
    """``navigator.languages`` (the player's languages, best first), or its
    ``navigator.language``."""
    nav: Navigator | None = getattr(window, "navigator", None)  # (the tests' fakes lack it)
    if not _ok(nav):
        return []
    langs: Iterable[object] | None = getattr(nav, "languages", None)  # a JS array
    if _ok(langs):
        return [_str(x) for x in langs]
    one = _str(getattr(nav, "language", ""))
    return [one] if one else []


def stored_language(window: Window) -> str:
    """The language the player chose in Settings (localStorage), or ""."""
    try:
        return _str(window.localStorage.getItem(LANG_KEY))
    except Exception:  # noqa: BLE001 - storage may be blocked: then nothing was saved
        return ""


def remember_language(window: Window, lang: str) -> None:
    try:
        window.localStorage.setItem(LANG_KEY, lang)
    except Exception:  # noqa: BLE001 - storage may be blocked or full: the choice holds now
        pass


def report_error(document: Document, exc: BaseException) -> None:
    """Show an error on the page in words (its traceback goes to the console) instead of
    failing silently. An error the game survives (``PlayOnError``: a bot or a hint that
    failed) says so and can be dismissed (``body[data-error]`` stays: an error happened)."""
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    browser_window().console.error(trace)
    box = document.getElementById("error")
    if _ok(box):
        box.hidden = False
        play_on = isinstance(exc, PlayOnError)
        msg = box.querySelector(".error-text")
        if _ok(msg):
            key = "error_play_on" if play_on else "error_body"
            msg.textContent = t(key, error=error_words(exc))
        dismiss = box.querySelector('[data-action="dismiss-error"]')
        if play_on and not _ok(dismiss):
            dismiss = document.createElement("button")
            dismiss.type = "button"
            dismiss.setAttribute("data-action", "dismiss-error")
            dismiss.textContent = t("dismiss")
            box.appendChild(dismiss)
        if _ok(dismiss):
            dismiss.hidden = not play_on
        detail = box.querySelector("pre")
        if _ok(detail):  # the causes in words; the traceback is in the console only
            detail.textContent = "\n".join(error_chain(exc))
    document.body.setAttribute("data-error", "1")


def start_page(document: Document, window: Window) -> Page:
    page = Page(document, window)
    page.start()
    return page
