"""Autosave and the tabs' hand-off, the table's side: the match is written after every
render that changed it (``web/save/ctrl.py``'s ``SaveKeeper`` decides what and where), a
reload resumes it, a bad save becomes a notice, and when another tab plays the same game
this one waits until the player says "Play here"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.i18n import translate as i18n
from web.i18n.translate import t
from web.save.ctrl import FAILED, PRESENCE_MS, STALE, Problem, SaveKeeper
from web.save.model import Saved

if TYPE_CHECKING:  # the table's controller owns this one (as lichess's sub-controllers)
    from web.table.ctrl import App


class Autosave:
    def __init__(self, app: App, keeper: SaveKeeper | None) -> None:
        self.app = app
        self.keeper = keeper  # None: nothing is saved
        self.other_tab_plays = False  # another tab plays this game: this one waits

    def open(self) -> None:
        """Ask the other tabs whether one plays; save once they had time to answer."""
        if self.keeper is not None:
            self.keeper.open()
            # straight on the scheduler: a new match's ``cancel_all`` must not drop it
            self.app.tasks.scheduler.later(PRESENCE_MS + 50,
                                           lambda: self.app.tasks.run(self._settled))

    def saved(self) -> Saved:
        """What the save holds now."""
        app, ui = self.app, self.app.ui
        return Saved(app.match, app.settings, app.base_seed, app.matches_started, app.match_id,
                     ui.show_last, ui.hint is not None, ui.bid_value)

    def persist(self) -> None:
        """Autosave (written only when something changed) and count finished deals."""
        app, keeper = self.app, self.keeper
        if app.lesson.active:  # the guided deal is neither saved nor counted
            return
        if keeper is not None:
            outcome = keeper.write(self.saved())
            if outcome == STALE:
                self.other_tab()
            elif outcome == FAILED:
                self.report_problems()
        if app.stats is not None and (keeper is None or (keeper.active and keeper.settled)):
            app.stats.observe(app.match, app.match_id, app.settings.level)

    def resume(self, saved: Saved) -> None:
        """Go on with a saved match exactly where it was: the bots take their turn."""
        app = self.app
        app.base_seed, app.matches_started = saved.base_seed, saved.matches_started
        app.match, app.match_id = saved.match, saved.match_id
        app.resumed = True
        app.reset_for_match()
        app.ui.show_last, app.ui.bid_value = saved.show_last, saved.bid_value
        if not app.match.deals:
            app.start_deal()
            return
        app.narrator.say(t("save_resumed", n=len(app.match.deals)))
        app.proceed()
        if saved.hint:
            app.request_hint()  # the same hint: it is seeded by the match and the move

    def other_tab(self) -> None:
        """Another tab plays this game: this one waits (its bots stop) until "Play here"."""
        self.app.bot_driver.cancel()
        self.app.hints.clear()
        self.other_tab_plays = True
        if self.app.ui.dialog != "replay":  # a shared deal's viewer stays open: it saves nothing
            self.app.ui.dialog = "other-tab"

    def play_here(self) -> None:
        """This tab takes over the latest save; the other tab waits in its turn."""
        if not self.other_tab_plays or self.keeper is None:
            return
        app = self.app
        app.ui.dialog = ""
        self.other_tab_plays = False
        saved = self.keeper.take_over()
        self.report_problems()
        if saved is None:
            app.new_match()
            return
        app.settings = saved.settings
        i18n.set_language(app.settings.lang)
        self.resume(saved)

    def play_here_now(self) -> None:
        """The player starts another match here: if another tab played, this one now does."""
        if self.other_tab_plays and self.keeper is not None:
            self.keeper.take_over()
            self.other_tab_plays = False

    def page_hidden(self) -> None:
        """The page goes away (a reload, a closed tab): save what a wait for the other
        tabs may still hold back."""
        if self.keeper is not None and self.keeper.settle(now=True):
            self.persist()

    def _settled(self) -> None:
        """The other tabs had their time to answer: save now if this tab plays."""
        if self.keeper is not None and self.keeper.settle():
            self.app.render()

    def report_problems(self) -> None:
        keeper = self.keeper
        if keeper is None:
            return
        for problem in keeper.problems:
            self.app.notices.error(*save_notice(problem))
        keeper.problems.clear()


def save_notice(problem: Problem) -> tuple[str, str, str, str]:
    """A problem of the save as a notice: (text, action, value, label)."""
    if problem.kind in ("blocked", "full"):
        return t(f"save_{problem.kind}"), "", "", ""
    text = t("save_corrupt", why=t(f"save_why_{problem.kind}"))
    return text, "download-kept", problem.kept, t("save_download")
