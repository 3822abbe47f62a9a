"""The guided first deal at the table (``web/guide/``): the lesson's match takes the table's
place while the player's own match waits aside, untouched. The bots play the lesson's
script; the player's moves are the engine's as always (an illegal one is refused with its
reason) and must also be the lesson's (another legal one is explained, and the lesson waits
for the right one). Nothing is saved and nothing is counted while it is on; leaving keeps
how far it went (in the store's key ``pilotta:guide``, apart from the save and the
statistics), so the Rules dialog resumes it, after a reload too."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pilotta.actions import Action
from pilotta.match import Match
from pilotta.observation import Observation
from web.core.storage import StorageFailed
from web.guide.lessons import LESSONS, Lesson
from web.guide.prompts import closing, prompt, wrong_move
from web.guide.view import LessonScene
from web.i18n.translate import game_name, t
from web.table.state import HUMAN, W_HUMAN, W_SUMMARY

if TYPE_CHECKING:
    from web.core.storage import Store
    from web.table.ctrl import App

GUIDE_KEY: Final = "pilotta:guide"  # {"pilotta": actions done, ...}: the lessons left half-way


@dataclass(frozen=True)
class Kept:
    """The player's match, set aside while the lesson is on."""

    match: Match
    match_id: int
    resumed: bool


class Scripted:
    """A bot seat of the lesson: it plays the script's next action (the lesson's deal is
    fixed; this is no player of its own)."""

    name = "lesson"

    def __init__(self, mode: LessonMode) -> None:
        self.mode = mode

    def act(self, obs: Observation) -> Action:
        action = self.mode.expected()
        assert action is not None, "the lesson's script is over"
        return action


class LessonMode:
    def __init__(self, app: App) -> None:
        self.app = app
        self.lesson: Lesson | None = None
        self.script: tuple[Action, ...] = ()
        self.kept: Kept | None = None
        self.progress = self._load()  # game -> actions done when the player left
        self.spoken = ""  # the prompt last said to screen readers
        self.mine: tuple[int, ...] = ()  # the script's indices of the player's moves

    @property
    def active(self) -> bool:
        return self.lesson is not None

    def in_progress(self, game: str) -> bool:
        """Left half-way: the Rules dialog offers to resume it."""
        return self.progress.get(game, 0) > 0

    def offer(self, game: str) -> None:
        """A first visit: a notice invites the player to the guided deal of ``game``."""
        game = game if game in LESSONS else "pilotta"
        self.app.notices.offer(t("guide_offer", game=game_name(game)), "start-lesson", game,
                               t("guide_offer_button"))

    # --- in and out ----------------------------------------------------------------------
    def start(self, game: str) -> None:
        """The lesson of ``game`` on the table (resumed where the player left it)."""
        lesson = LESSONS.get(game)
        if lesson is None:
            return
        app = self.app
        app.notices.shown[:] = [n for n in app.notices.shown if n.action != "start-lesson"]
        if self.kept is None:
            self.kept = Kept(app.match, app.match_id, app.resumed)
        self.lesson, self.script = lesson, lesson.actions
        self.mine = _players_moves(lesson)
        match = lesson.new_match()
        deal = match.deals[-1]
        for action in self.script[:self.progress.pop(game, 0)]:
            deal.push(action)
        self._keep()
        app.match = match
        app.reset_for_match()
        self.script_bots()
        self.spoken = ""
        app.narrator.say(t("guide_started", game=game_name(game)))
        app.proceed()

    def leave(self) -> None:
        """Back to the player's match; the lesson keeps how far it went."""
        if self.lesson is None:
            return
        game = self.lesson.game
        done = self.app.match.deals[-1]
        if done.result() is None and done.actions:
            self.progress[game] = len(done.actions)
            self._keep()
        self._restore()
        key = "guide_left" if self.in_progress(game) else "guide_done"
        self.app.notices.info(t(key, game=game_name(game)))
        self.app.proceed()

    def finish(self) -> None:
        """The lesson's deal is over and its summary read: back to the player's match."""
        if self.lesson is not None:
            self.progress.pop(self.lesson.game, None)
        self.leave()

    def drop(self) -> None:
        """A new match replaces whatever is on the table: the lesson ends, the player's
        match comes back first (the new one then replaces it as it would have)."""
        if self.lesson is not None:
            self._restore()

    def _restore(self) -> None:
        app, kept = self.app, self.kept
        assert kept is not None
        self.lesson, self.script, self.kept, self.mine = None, (), None, ()
        app.match, app.match_id, app.resumed = kept.match, kept.match_id, kept.resumed
        app.reset_for_match()

    # --- how far each lesson went, kept apart from the save --------------------------------
    def _store(self) -> Store | None:
        keeper = self.app.autosave.keeper
        return None if keeper is None else keeper.store

    def _load(self) -> dict[str, int]:
        """The lessons left half-way, as kept (anything unreadable counts as none)."""
        store = self._store()
        try:
            data = json.loads(store.get(GUIDE_KEY) or "{}") if store is not None else {}
        except (StorageFailed, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {g: n for g, n in data.items() if g in LESSONS and type(n) is int
                and 0 < n < len(LESSONS[g].actions)}

    def _keep(self) -> None:
        store = self._store()
        if store is None:
            return
        try:
            if self.progress:
                store.set(GUIDE_KEY, json.dumps(self.progress, sort_keys=True))
            elif store.get(GUIDE_KEY) is not None:
                store.remove(GUIDE_KEY)
        except StorageFailed:
            pass  # a refused store: the lesson is resumed within this visit only

    def script_bots(self) -> None:
        """The lesson's bot seats play its script (again, after a change of level)."""
        if self.lesson is not None:
            self.app.bot_driver.bots = {s: Scripted(self) for s in (1, 2, 3)}

    # --- the moves -----------------------------------------------------------------------
    def expected(self) -> Action | None:
        """The script's next action (the player's or a bot's); None once the deal is over."""
        i = len(self.app.match.deals[-1].actions)
        return self.script[i] if i < len(self.script) else None

    def refuse(self, action: Action) -> str | None:
        """None for the lesson's move; else what the lesson asks for, and why."""
        want = self.expected()
        if want is None or action == want:
            return None
        return wrong_move(self.app.match.deals[-1], want)

    # --- what the table shows ------------------------------------------------------------
    def scene(self) -> LessonScene | None:
        lesson = self.lesson
        if lesson is None:
            return None
        app = self.app
        deal = app.match.deals[-1]
        done = len(deal.actions)
        mine = self.mine
        step = sum(1 for i in mine if i < done)
        text = asked = ""
        want = self.expected()
        if app.waiting == W_HUMAN and want is not None:
            text, asked = prompt(deal, want), str(want)
        elif app.waiting == W_SUMMARY:
            result = deal.result()
            text = closing(lesson.game, bool(result and result.score and result.score.made))
        return LessonScene(lesson.game, step, len(mine), text, intro=done == 0,
                           over=app.waiting == W_SUMMARY, want=asked)

    def speak(self, ls: LessonScene | None) -> None:
        """Screen readers hear each new prompt once (the note itself is not a live
        region: it is drawn again at every render)."""
        if ls is not None and ls.prompt and ls.prompt != self.spoken:
            self.spoken = ls.prompt
            self.app.narrator.say(ls.prompt)


def _players_moves(lesson: Lesson) -> tuple[int, ...]:
    """Which of the script's actions are the player's (seat 0's)."""
    deal = lesson.new_match().deals[-1]
    mine = []
    for i, action in enumerate(lesson.actions):
        if deal.to_act == HUMAN:
            mine.append(i)
        deal.push(action)
    return tuple(mine)
