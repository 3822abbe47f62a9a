"""Keyboard play, the DOM side: the keys (arrows inside a group, shortcuts, Escape, Tab
kept inside a dialog) and, after each render, the focus (one tab stop per group, a dialog's
first control and back to its opener, the place of the next action: ``focus.focus_goal``).

The page's HTML comes from the renderers as text; the tab stops are set here on the live
elements (``tabindex`` 0 on one control of each ``[data-roving]`` group, -1 on the others),
so a group keeps the control the player moved to for as long as its HTML does not change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from web.core.browser import present
from web.table.ctrl import App
from web.table.dispatch import dispatch
from web.table.focus import TABLE, Goal, focus_goal
from web.table.keyboard import MOVE_KEYS, Box, is_typing, move_target, shortcut
from web.table.state import Scene

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from web.core.dom_types import Document, Element, Event, KeyboardEvent

ROVING = "[data-roving]"
BACKGROUND = ("header.topbar", "#notices", "#update", "main.layout")  # inert under a dialog
DIALOG = "#dialog .dialog"
DIALOG_FIRST = "#dialog input:checked, #dialog button.primary"
TABBABLE = "button, input, select, textarea, a[href], [tabindex]"

Focus = Callable[["Element"], None]
_T = TypeVar("_T")


def ok(value: _T | None) -> TypeIs[_T]:
    """True for a real DOM object (not JS null or undefined)."""
    return present(value)


def same(a: Element | None, b: Element | None) -> bool:
    return ok(a) and ok(b) and bool(a.isSameNode(b))


def attr(el: Element, name: str) -> str:
    value = el.getAttribute(name)
    return value if isinstance(value, str) else ""


# --- groups with one tab stop ----------------------------------------------------------
def buttons_of(group: Element) -> list[Element]:
    return list(group.querySelectorAll("button"))


def selectable(group: Element, el: Element) -> bool:
    """May the arrows stop on ``el``? Not when disabled; in the hand while the player is
    to play, only on a card that may be played."""
    if el.disabled is True:
        return False
    return attr(group, "data-roving") != "legal" or attr(el, "data-legal") == "true"


def default_stop(group: Element, buttons: list[Element]) -> Element | None:
    """The group's tab stop when the player has not moved in it: the renderer's choice
    (``data-stop``), else the hinted control, else the first selectable one."""
    for wanted in ("[data-stop]", '[data-hinted="true"]'):
        el = group.querySelector(wanted)
        if ok(el) and selectable(group, el):
            return el
    for b in buttons:
        if selectable(group, b):
            return b
    return buttons[0] if buttons else None


def set_stop(buttons: list[Element], stop: Element | None) -> None:
    for b in buttons:
        want = "0" if same(b, stop) else "-1"
        if attr(b, "tabindex") != want:
            b.setAttribute("tabindex", want)


def sync_group(group: Element, active: Element | None) -> None:
    """One tab stop: the focused control if the focus is in the group, else the stop the
    player left there (while still selectable), else the default."""
    buttons = buttons_of(group)
    if not buttons:
        return
    stop = None
    if ok(active) and group.contains(active) and selectable(group, active):
        # (a click on a card that may not be played focuses it: the stop stays put)
        stop = active if any(same(b, active) for b in buttons) else None
    if stop is None:
        for b in buttons:
            if attr(b, "tabindex") == "0" and selectable(group, b):
                stop = b
                break
    set_stop(buttons, stop if stop is not None else default_stop(group, buttons))


def stop_of(group: Element) -> Element | None:
    buttons = buttons_of(group)
    for b in buttons:
        if attr(b, "tabindex") == "0" and selectable(group, b):
            return b
    return default_stop(group, buttons)


def box_of(el: Element) -> Box:
    r = el.getBoundingClientRect()
    return Box(float(r.x), float(r.y), float(r.width), float(r.height))


# --- dialogs ---------------------------------------------------------------------------
def tabbables(root: Element) -> list[Element]:
    """The controls Tab visits in ``root``, in order (a radio group: its checked radio)."""
    out: list[Element] = []
    seen_radio: set[str] = set()
    for el in root.querySelectorAll(TABBABLE):
        if el.disabled is True or attr(el, "tabindex") == "-1":
            continue
        if el.getClientRects().length == 0:  # not rendered
            continue
        if attr(el, "type") == "radio":
            name = attr(el, "name")
            checked = root.querySelector(f'input[type="radio"][name="{name}"]:checked')
            if ok(checked) and not same(checked, el):
                continue
            if name in seen_radio:
                continue
            seen_radio.add(name)
        out.append(el)
    return out


class FocusKeeper:
    """After each render: the groups' tab stops; a dialog's first control, the page behind
    it inert, and the focus back on the control that opened it; the focus where the next
    action is (``focus_goal``)."""

    def __init__(self, document: Document, focus: Focus) -> None:
        self.doc = document
        self.focus = focus
        self.token = ""  # the last strong goal taken
        self.dialog = ""
        self.opener: Element | None = None  # the control that had the focus when a dialog opened
        self.opener_key = ""
        self.turn_at_open = ""
        self.goal: Goal | None = None  # where the focus belongs since the last render
        # The player uses a mouse or a finger (since their last key press): the focus is
        # not moved for them, so no focus ring shows up on a control they did not touch.
        self.pointer = False

    @staticmethod
    def turn(scene: Scene) -> str:
        match = scene.match
        return (f"{scene.seed}:{len(match.deals)}:{len(match.deals[-1].actions)}:"
                f"{scene.waiting}")

    def after_show(self, scene: Scene, before: Element | None) -> None:
        doc = self.doc
        active = doc.activeElement
        for group in doc.querySelectorAll(ROVING):
            sync_group(group, active)
        back_from_dialog = False
        if scene.ui.dialog != self.dialog:
            was, self.dialog = self.dialog, scene.ui.dialog
            if scene.ui.dialog:
                if not was:
                    self.opener = before
                    self.opener_key = attr(before, "data-key") if ok(before) and hasattr(
                        before, "getAttribute") else ""
                    self.turn_at_open = self.turn(scene)
                    self.set_inert(True)
                first = doc.querySelector(DIALOG_FIRST)
                if ok(first):
                    self.focus(first)
                return
            self.set_inert(False)
            if self.turn(scene) == self.turn_at_open and self.back_to_opener():
                return
            back_from_dialog = True
        if scene.ui.dialog:
            return
        goal = self.goal = focus_goal(scene)
        if goal is None:
            return
        active = doc.activeElement
        lost = not ok(active) or same(active, doc.body) or not active.isConnected
        if goal.strong and goal.token != self.token:
            self.token = goal.token
            if not self.pointer and (lost or back_from_dialog or self.on_table(active)):
                self.take(goal.selector, active)
        elif lost and not self.pointer:
            self.take(goal.selector, active)

    def recover(self) -> bool:
        """An arrow key with the focus nowhere (after clicks): to the next action's place."""
        active = self.doc.activeElement
        if self.goal is None or (ok(active) and not same(active, self.doc.body)):
            return False
        self.take(self.goal.selector, active)
        return True

    def on_table(self, el: Element | None) -> bool:
        table = self.doc.getElementById("table")
        return ok(table) and bool(table.contains(el))

    def take(self, selector: str, active: Element | None) -> None:
        """Focus ``selector``: a control, or a group's tab stop (unless the focus is on a
        selectable control of that group already); the table itself if there is none."""
        el = self.doc.querySelector(selector)
        target = el
        if ok(el) and el.matches(ROVING):
            if ok(active) and el.contains(active) and selectable(el, active):
                return
            target = stop_of(el)
            if ok(target):
                set_stop(buttons_of(el), target)
        if not ok(target):
            target = self.doc.querySelector(TABLE)
        if ok(target) and not same(target, active):
            self.focus(target)

    def back_to_opener(self) -> bool:
        opener = self.opener
        self.opener = None
        if ok(opener) and opener.isConnected:
            self.focus(opener)
            return True
        if self.opener_key:
            again = self.doc.querySelector(f'[data-key="{self.opener_key}"]')
            if ok(again):
                self.focus(again)
                return True
        return False

    def set_inert(self, on: bool) -> None:
        for selector in BACKGROUND:
            el = self.doc.querySelector(selector)
            if ok(el):
                el.inert = on


class Keyboard:
    """The page's keys (one ``keydown`` listener on the document)."""

    def __init__(self, document: Document, app: App, keeper: FocusKeeper) -> None:
        self.doc = document
        self.app = app
        self.keeper = keeper

    def on_pointer(self, event: Event) -> None:
        self.keeper.pointer = True

    def on_key(self, event: KeyboardEvent) -> None:
        key = str(event.key or "")
        self.keeper.pointer = False
        if self.app.ui.dialog:  # a dialog: Escape closes it, Tab stays inside it
            if key == "Escape":
                event.preventDefault()
                self.app.tasks.run(self.app.dialogs.close_dialog)
            elif key == "Tab":
                self.trap(event)
            return
        target = event.target
        if not ok(target) or not hasattr(target, "closest"):
            return
        if is_typing(str(target.tagName or ""), attr(target, "type"),
                     bool(target.isContentEditable)):
            return
        if key in MOVE_KEYS:
            group = target.closest(ROVING)
            if ok(group):
                event.preventDefault()
                self.move(group, target, key)
            elif self.keeper.recover():
                event.preventDefault()
            return
        if event.repeat and key in ("Enter", " "):
            event.preventDefault()  # a held key plays one card, not the next one too
            return
        name = shortcut(key, str(event.code or ""), ctrl=bool(event.ctrlKey),
                        alt=bool(event.altKey), meta=bool(event.metaKey))
        if name is not None:
            event.preventDefault()
            if not event.repeat:
                self.app.tasks.run(lambda: dispatch(self.app, name))

    def move(self, group: Element, target: Element, key: str) -> None:
        buttons = buttons_of(group)
        current = next((i for i, b in enumerate(buttons) if same(b, target)), -1)
        chosen = [selectable(group, b) for b in buttons]
        boxes = [box_of(b) for b in buttons] if key in ("ArrowUp", "ArrowDown") else []
        to = move_target(key, current, chosen, boxes)
        if to is not None:
            set_stop(buttons, buttons[to])
            buttons[to].focus()

    def trap(self, event: KeyboardEvent) -> None:
        """Tab from the dialog's last control goes to its first, Shift+Tab from the first
        to the last (the page behind is inert)."""
        box = self.doc.querySelector(DIALOG)
        if not ok(box):
            return
        items = tabbables(box)
        if not items:
            event.preventDefault()
            return
        active = self.doc.activeElement
        inside = ok(active) and bool(box.contains(active))
        if event.shiftKey and (not inside or same(active, items[0])):
            event.preventDefault()
            items[-1].focus()
        elif not event.shiftKey and (not inside or same(active, items[-1])):
            event.preventDefault()
            items[0].focus()
