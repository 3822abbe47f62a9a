"""What the page shows besides the match itself: transient UI state (a trick held on the
table, an open dialog, a message) and the ``Scene`` handed to the renderer.

Everything the table shows derives from the ``Match`` (through the human seat's
``Observation``), the ``Settings`` and this small state, so a match restored from a record
renders the same table."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from pilotta.match import Match
from pilotta.observation import Observation
from web.core.notices import Notice
from web.core.settings import Settings, SettingsForm
from web.guide.view import LessonScene
from web.replay.model import Replay

if TYPE_CHECKING:
    from pilotta.bots.hints import Hint  # loaded with the first hint

HUMAN = 0

# What the page is waiting for (body[data-waiting]).
W_HUMAN = "human"  # the human is to act
W_BOT = "bot"  # a bot is thinking
W_HOLD = "hold"  # a finished trick stays on the table for a moment
W_SUMMARY = "summary"  # the deal is over: summary shown, "next deal" offered
W_MATCH_OVER = "match-over"  # a team has won: "new match" offered


@dataclass
class UiState:
    hold: bool = False  # the last finished trick is shown in the centre
    collecting: bool = False  # ... and slides to its winner
    show_last: bool = False  # the "last trick" box is open
    fresh: int = -1  # the card just played (animated in)
    message: str = ""  # a short message by the hand (why a card is refused, the pilotta)
    message_kind: str = ""
    message_serial: int = 0
    live: str = ""  # the latest announcement for screen readers
    live_serial: int = 0
    bid_value: int = 0  # the value picked for the human's bid (0: the lowest legal)
    dialog: str = ""  # "", "settings", "confirm-new", "rules", "help", "sheet", "stats",
    # "stats-reset", "other-tab"
    form: SettingsForm | None = None  # the settings dialog's values
    form_error: str = ""
    notices: list[Notice] = field(default_factory=list)  # lines under the header (notices.py)
    hint: Hint | None = None  # the hard bot's suggestion for the human's move, shown
    hinting: bool = False  # ... being computed

    def reset(self) -> None:
        """A new match: everything goes but the notices; the serials keep counting so the
        page never takes a new message or sentence for one it has shown."""
        fresh = UiState(notices=self.notices, message_serial=self.message_serial,
                        live_serial=self.live_serial)
        for f in fields(self):
            setattr(self, f.name, getattr(fresh, f.name))


@dataclass
class Scene:
    """Everything one render needs."""

    match: Match
    obs: Observation  # the human seat's view of the current (or last) deal
    ui: UiState
    settings: Settings
    waiting: str
    seed: int
    bid_value: int | None = None  # the human's bid buttons' value (None: no bid possible)
    slowest_ms: float = 0.0  # the longest page task so far (timers, clicks)
    bots: str = ""  # the bots' kinds, e.g. "HeuristicBot" (a test hook)
    stats: dict[str, Any] | None = None  # the statistics, while their dialog is open
    replay: Replay | None = None  # the replay viewer, when it is open (web/replay/model.py)
    lesson: LessonScene | None = None  # the guided deal, when it is on the table
    lessons_begun: tuple[str, ...] = ()  # the guided deals left half-way (resumable)
