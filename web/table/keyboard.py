"""Keyboard play, the pure part: which shortcut a key press means, and where the arrow keys
move inside a group of controls (the hand, the bid box, the declaration prompt).

A group is one tab stop ("roving tabindex"): Tab enters it on one control, the arrows move
inside it. Left/Right go to the previous/next control in reading order, Up/Down to the
nearest control of the row above/below (the bid box has rows; a hand on two rows too),
Home/End to the first/last. Only the group's selectable controls are visited (in the hand
while the player is to play: the cards that may be played).

The DOM side (``keyboard_dom``) reads the key and the controls' boxes and calls these.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

# key (as ``KeyboardEvent.key``, lower case) -> the ``dispatch`` handler it runs
SHORTCUTS: dict[str, str] = {
    "h": "hint",
    "l": "last-trick",
    "s": "open-sheet",
    "u": "undo",
    "n": "next",
    "?": "open-help",
}
# A layout without Latin letters (Greek) gives "η" for the H key: its code still says KeyH.
CODES: dict[str, str] = {"KeyH": "h", "KeyL": "l", "KeyS": "s", "KeyU": "u", "KeyN": "n"}
# The help dialog's list, in this order: (key shown, catalog key of what it does).
HELP_SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("H", "do_h"), ("L", "do_l"), ("S", "do_s"), ("U", "do_u"), ("N", "do_n"), ("?", "do_help"),
)
MOVE_KEYS = frozenset({"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"})
TEXT_INPUTS = frozenset({"text", "search", "email", "number", "password", "tel", "url", ""})


def shortcut(key: str, code: str = "", *, ctrl: bool = False, alt: bool = False,
             meta: bool = False) -> str | None:
    """The handler a key press names, or None. Keys held with Ctrl, Alt or Meta belong to
    the browser and the system."""
    if ctrl or alt or meta or not key:
        return None
    if len(key) == 1:
        name = SHORTCUTS.get(key.lower())
        if name is not None:
            return name
        if not key.isascii() and code in CODES:
            return SHORTCUTS[CODES[code]]
    return None


def is_typing(tag: str, input_type: str = "", editable: bool = False) -> bool:
    """Is the key press meant for a text field (then it is no shortcut)?"""
    tag = tag.upper()
    if tag == "INPUT":
        return input_type.lower() in TEXT_INPUTS
    return tag in ("TEXTAREA", "SELECT") or editable


class Box(NamedTuple):
    """A control's box on screen (``getBoundingClientRect``)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def cx(self) -> float:
        return self.x + self.width / 2

    @property
    def cy(self) -> float:
        return self.y + self.height / 2


def move_target(key: str, current: int, selectable: Sequence[bool],
                boxes: Sequence[Box] = ()) -> int | None:
    """Where ``key`` moves from control ``current`` (an index in reading order; -1 when the
    focus is not on one of them): the index of a selectable control, or None (stay)."""
    n = len(selectable)
    chosen = [i for i in range(n) if selectable[i]]
    if not chosen:
        return None
    if key == "Home":
        return chosen[0]
    if key == "End":
        return chosen[-1]
    if current < 0 or current >= n:
        return chosen[0]
    if key == "ArrowRight":
        after = [i for i in chosen if i > current]
        return after[0] if after else None
    if key == "ArrowLeft":
        before = [i for i in chosen if i < current]
        return before[-1] if before else None
    if key in ("ArrowUp", "ArrowDown") and len(boxes) == n:
        return _vertical(current, chosen, boxes, down=key == "ArrowDown")
    return None


def _vertical(current: int, chosen: Sequence[int], boxes: Sequence[Box],
              down: bool) -> int | None:
    """The nearest control of the next row up or down: rows are told apart by their
    centres, at least half the current control's height apart."""
    here = boxes[current]
    gap = max(here.height / 2, 1.0)
    sign = 1 if down else -1
    candidates = [i for i in chosen if (boxes[i].cy - here.cy) * sign >= gap]
    if not candidates:
        return None
    row = min(abs(boxes[i].cy - here.cy) for i in candidates)
    in_row = [i for i in candidates if abs(boxes[i].cy - here.cy) - row < gap]
    return min(in_row, key=lambda i: (abs(boxes[i].cx - here.cx), i))
