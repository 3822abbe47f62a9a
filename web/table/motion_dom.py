"""The page side of ``web/table/motion.py``: measures where a card comes from and where a trick
goes, and starts the CSS animations by a class and CSS variables (``style.setProperty``,
which the page's Content-Security-Policy allows; no inline style is written).

``DomView.show`` calls ``before`` (the player's card is still in the hand: its place is
where it leaves from) and ``after`` (the new table is in the page). Each play and each
collected trick moves once, however often the table is drawn again meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from web.core.browser import present
from web.table.motion import BOT_CARD_SCALE, collect_ms, css_durations, offset, travel_ms
from web.table.state import Scene

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from web.core.dom_types import Document, Element, MediaQueryList, Window

REDUCED = "(prefers-reduced-motion: reduce)"
_T = TypeVar("_T")


def _ok(value: _T | None) -> TypeIs[_T]:
    """True for a real DOM object (not JS null or undefined)."""
    return present(value)


def centre(el: Element) -> tuple[float, float, float]:
    """The centre (x, y) and width of an element's box as drawn."""
    r = el.getBoundingClientRect()
    return float(r.left) + float(r.width) / 2, float(r.top) + float(r.height) / 2, float(r.width)


def move_key(scene: Scene, what: str) -> str:
    return f"{len(scene.match.deals)}:{len(scene.match.deals[-1].actions)}:{what}"


class Motion:
    def __init__(self, document: Document, window: Window) -> None:
        self.doc = document
        self.window = window
        self.speed = ""
        self.origin: tuple[float, float, float] | None = None  # the player's card, leaving
        self.moved: set[str] = set()  # the plays and tricks already moved (keys)

    def reduced(self) -> bool:
        match_media: Callable[[str], MediaQueryList] | None = getattr(
            self.window, "matchMedia", None)  # (the tests' fakes lack it)
        return bool(match_media is not None and match_media(REDUCED).matches)

    def before(self, scene: Scene) -> None:
        self.origin = None
        if scene.ui.fresh >= 0 and move_key(scene, "play") not in self.moved:
            card = self.doc.querySelector(f'#hand [data-key="card-{scene.ui.fresh}"]')
            if _ok(card):
                self.origin = centre(card)

    def after(self, scene: Scene) -> None:
        speed = scene.settings.speed
        if speed != self.speed:
            self.speed = speed
            style = self.doc.documentElement.style
            for name, value in css_durations(speed).items():
                style.setProperty(name, value)
        if len(self.moved) > 64:
            self.moved.clear()  # keys of long-gone moves
        if self.reduced():
            return
        if travel_ms(speed) > 0:
            self._travel(scene)
        if collect_ms(speed) > 0:
            self._collect(scene)

    def _travel(self, scene: Scene) -> None:
        key = move_key(scene, "play")
        slot = self.doc.querySelector(".trick .slot.fresh")
        if key in self.moved or not _ok(slot):
            return
        self.moved.add(key)
        x, y, width = centre(slot)
        rid = seat_id(slot)
        seat = self.doc.querySelector(f"#{rid} .backs") if rid else None
        if self.origin is not None:  # the player's card, from its place in the hand
            ox, oy, owidth = self.origin
            scale = owidth / width if width else 1.0
        elif _ok(seat):  # a bot's card, from its face-down hand
            ox, oy, _ = centre(seat)
            scale = BOT_CARD_SCALE
        else:
            ox, oy, scale = x, y + 80.0, 1.0
        move = offset((ox, oy), (x, y))
        slot.style.setProperty("--from-x", move["x"])
        slot.style.setProperty("--from-y", move["y"])
        slot.style.setProperty("--from-s", f"{scale:.2f}")
        slot.classList.add("travel")

    def _collect(self, scene: Scene) -> None:
        key = move_key(scene, "collect")
        trick = self.doc.querySelector(".trick.collect")
        if key in self.moved or not _ok(trick):
            return
        self.moved.add(key)
        to = self.doc.getElementById(winner_id(trick))
        if not _ok(to):
            return
        tx, ty, _ = centre(to)
        for slot in trick.querySelectorAll(".slot"):
            x, y, _ = centre(slot)
            move = offset((tx, ty), (x, y))
            slot.style.setProperty("--to-x", move["x"])
            slot.style.setProperty("--to-y", move["y"])
        trick.classList.add("moving")


POSITIONS = {"bottom": "seat-0", "right": "seat-1", "top": "seat-2", "left": "seat-3"}


def seat_id(slot: Element) -> str:
    """The seat region a trick's card came from (its ``from-<position>`` class)."""
    for position, rid in POSITIONS.items():
        if slot.classList.contains("from-" + position):
            return rid
    return ""


def winner_id(trick: Element) -> str:
    for position, rid in POSITIONS.items():
        if trick.classList.contains("to-" + position):
            return rid
    return "seat-0"
