"""Autosave: the match is written after every change, a reload resumes it, a bad save is
kept aside, and two tabs never overwrite each other. Pure Python over a ``Store``; the
page passes in how to post to the other tabs and wires their messages back in
(``save_dom``).

Two tabs, by two means:

- **A generation number** in every save, compared before each write. A tab remembers the
  generation it last loaded or wrote; if the stored one is higher, another tab has saved
  since, so this tab is behind: it does not write, and says the game is open elsewhere.
  It needs no clock (tabs' clocks do not agree, and the page's only clock is its own),
  and the browser's ``storage`` event (another tab wrote) tells a tab at once.
- **A "hello" on a ``BroadcastChannel``** when a tab opens: a tab that plays answers
  "here", and the new tab then stays out of the way (it writes nothing until it knows,
  or ``PRESENCE_MS`` has passed without an answer). Writes alone could not tell the
  second tab from the first. If the page goes away within that wait (a quick reload),
  it saves as it goes (``pagehide``).

"Play here" in a waiting tab reloads the latest save and writes it with the next
generation: the other tab sees that and waits in its turn. ``localStorage`` has no
compare-and-set across tabs, so two writes at the same instant could still race; the
next write of the loser finds the higher generation, and nothing older is ever written
over something newer that this tab has seen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from web.core.settings import Settings
from web.core.storage import StorageFailed, Store
from web.save.model import Saved, SaveError, decode, encode, generation

SAVE_KEY: Final = "pilotta:save"
KEPT_PREFIX: Final = "pilotta:save-kept:"  # a save that could not be resumed, numbered
KEPT_SLOTS: Final = 99
HELLO: Final = "pilotta:hello"  # a tab opened
HERE: Final = "pilotta:here"  # ... and one already plays
PRESENCE_MS: Final = 300  # how long a new tab waits for "here" before it saves

# What ``write`` did
WRITTEN: Final = "written"
SKIPPED: Final = "skipped"  # nothing changed, or this tab does not write
PENDING: Final = "pending"  # a new tab waits to know whether another one plays
STALE: Final = "stale"  # another tab saved since: this one now waits
FAILED: Final = "failed"  # the browser refused (full): nothing more is written

# Problems, told to the player once each
BLOCKED: Final = "blocked"  # no storage at all (private mode, a third-party frame)
FULL: Final = "full"


@dataclass(frozen=True)
class Problem:
    kind: str  # BLOCKED, FULL, or a ``SaveError`` kind (the save could not be resumed)
    kept: str = ""  # the key the bad save is kept under (its download)


class SaveKeeper:
    def __init__(self, store: Store, works: bool = True,
                 post: Callable[[str], None] | None = None,
                 now: Callable[[], float] = lambda: 0.0) -> None:
        self.store = store
        self.works = works  # False: the browser keeps nothing; the game plays on
        self.post = post  # a message to the other tabs (None: there are none)
        self.now = now
        self.gen = -1  # the generation this tab last loaded or wrote
        self.active = True  # this tab plays and saves; False: another tab does
        self.settled = post is None  # this tab knows whether another one plays
        self.opened_ms: float | None = None  # when ``open`` asked the other tabs
        self.last_key: tuple[object, ...] | None = None  # of the last save written
        self.settings: Settings | None = None  # a save's settings, even a bad save's
        self.problems: list[Problem] = [] if works else [Problem(BLOCKED)]

    # --- opening -------------------------------------------------------------------------
    def load(self) -> Saved | None:
        """The saved match, or None (no save, or a bad one: it is kept aside and a
        ``Problem`` says so)."""
        text = self._read()
        if text is None:
            return None
        try:
            saved, self.gen = decode(text)
        except SaveError as e:
            self.settings = e.settings
            self._keep_aside(text, e.kind)
            return None
        self.settings = saved.settings
        return saved

    def open(self) -> None:
        """Ask whether another tab plays (its answer comes to ``on_message``)."""
        self.opened_ms = self.now()
        if self.post is not None:
            self.post(HELLO)

    def _read(self) -> str | None:
        if not self.works:
            return None
        try:
            return self.store.get(SAVE_KEY)
        except StorageFailed:
            self._fail(BLOCKED)
            return None

    def _keep_aside(self, text: str, kind: str) -> None:
        """Move a save that cannot be resumed to a key of its own (never delete it). If
        that fails, it stays where it is and this tab writes nothing over it."""
        try:
            for i in range(1, KEPT_SLOTS + 1):
                key = f"{KEPT_PREFIX}{i}"
                if self.store.get(key) is None:
                    self.store.set(key, text)
                    self.problems.append(Problem(kind, key))
                    self.gen = max(self.gen, generation(text))  # it may be written over now
                    return
        except StorageFailed:
            pass
        self.problems.append(Problem(kind, SAVE_KEY))
        self._fail(FULL)

    def _fail(self, kind: str) -> None:
        if self.works:
            self.works = False
            self.problems.append(Problem(kind))

    def kept(self, key: str) -> str | None:
        """A kept-aside save's text (for its download)."""
        if key != SAVE_KEY and not key.startswith(KEPT_PREFIX):
            return None
        try:
            return self.store.get(key)
        except StorageFailed:
            return None

    # --- saving --------------------------------------------------------------------------
    def write(self, saved: Saved) -> str:
        """Save ``saved`` unless nothing changed since the last write."""
        if not self.works or not self.active:
            return SKIPPED
        if not self.settle():
            return PENDING
        key = saved.key()
        if key == self.last_key:
            return SKIPPED
        try:
            if generation(self.store.get(SAVE_KEY)) > self.gen:
                self.active = False
                return STALE
            text = encode(saved, self.gen + 1)
            self.store.set(SAVE_KEY, text)
        except StorageFailed:
            self._fail(FULL)
            return FAILED
        self.gen += 1
        self.last_key = key
        return WRITTEN

    # --- the other tabs ------------------------------------------------------------------
    def on_storage(self, key: str | None, value: str | None) -> bool:
        """Another tab changed the storage; True when that puts this tab behind."""
        if key != SAVE_KEY or not self.active:
            return False
        if generation(value) > self.gen:
            self.active = False
            return True
        return False

    def on_message(self, text: object) -> bool:
        """A message from another tab; True when this tab should now wait (another tab
        already plays)."""
        if text == HELLO and self.active and self.settled and self.post is not None:
            self.post(HERE)
        elif text == HERE and not self.settled:
            self.settled = True
            self.active = False
            return True
        return False

    def settle(self, now: bool = False) -> bool:
        """True once the other tabs had ``PRESENCE_MS`` to answer ``open`` (and none
        did, or this tab took over since). ``now``: the page is going away (a reload):
        an answer would have come in the time a player takes to act, so stop waiting."""
        opened = self.opened_ms
        if not self.settled and opened is not None and (
                now or self.now() - opened >= PRESENCE_MS):
            self.settled = True
        return self.settled

    def take_over(self) -> Saved | None:
        """"Play here": this tab plays the latest save (None: there is none, or it is
        bad) and its next write, a generation above, puts the other tab behind."""
        self.active = self.settled = True
        self.last_key = None
        saved = self.load()
        text = self._read()
        self.gen = max(self.gen, generation(text))
        return saved
