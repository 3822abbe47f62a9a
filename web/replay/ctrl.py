"""The replay viewer's part of the controller: open it on a deal of the match, a record or
a link, step through it, close it. The viewer shows in the dialog layer (``ui.dialog ==
"replay"``), so the bots wait while it is open; the match itself is never touched (the
viewer replays copies, ``web/replay/model.py``). A record or link that is refused gets a notice
in the player's words and nothing else changes."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Protocol

from pilotta.game import Deal
from pilotta.match import Match
from pilotta.record import RecordError, show
from pilotta.share import ShareError, read_fragment
from web.core.deal_link import link_error_words, link_to
from web.core.notices import Notices
from web.core.slicing import think_in_slices
from web.core.tasks import PlayOnError, Tasks
from web.i18n.translate import game_name, t
from web.replay.export import finished_deals, read_record, record_name, record_text, refused_notice
from web.replay.model import LINK, MATCH, RECORD, Replay
from web.replay.study import Study, analysable

DIALOG = "replay"
SHARED, COPIED, FAILED, CANCELLED = "shared", "copied", "failed", "cancelled"


# a safety net far above a deal's analysis (seconds), for a search that never ends
STUDY_DEADLINE_MS = 120_000.0

class Browser(Protocol):
    """What these features need of the browser (``web/replay/dom.py`` on the page)."""

    def today(self) -> tuple[int, int, int]: ...
    def address(self) -> str: ...
    def download(self, name: str, text: str) -> None: ...
    def pick_record(self) -> None: ...
    def share_link(self, link: str, title: str, done: Callable[[str], None]) -> None: ...


class NoBrowser:
    """Until the page gives one (and in tests that need none): nothing leaves Python."""

    def today(self) -> tuple[int, int, int]:
        return (2000, 1, 1)

    def address(self) -> str:
        return "https://localhost/"

    def download(self, name: str, text: str) -> None:
        pass

    def pick_record(self) -> None:
        pass

    def share_link(self, link: str, title: str, done: Callable[[str], None]) -> None:
        done(FAILED)


class Dialogs(Protocol):
    """Which dialog the page shows (the table's ``UiState``): the viewer is one of them."""

    dialog: str
    form_error: str


class AnalysisError(PlayOnError):
    """A deal's analysis failed: the viewer says so, the page goes on."""


class ReplayControl:
    def __init__(self, ui: Dialogs, notices: Notices, render: Callable[[], None],
                 resume: Callable[[], None], tasks: Tasks) -> None:
        self.ui = ui
        self.notices = notices
        self.render = render
        self.resume = resume  # after a dialog closes: render, and the bots go on
        self.tasks = tasks
        self.replay: Replay | None = None
        self.browser: Browser = NoBrowser()
        self.serial = 0  # bumped when an analysis starts or is dropped: a stale one stops

    @property
    def open(self) -> Replay | None:
        """The viewer, when it is on show."""
        return self.replay if self.ui.dialog == DIALOG else None

    def show(self, replay: Replay) -> None:
        self.replay = replay
        self.ui.dialog = DIALOG
        self.ui.form_error = ""
        self.render()

    def open_match_deal(self, match: Match, number: int) -> None:
        """Deal ``number`` (from 1) of the match being played, if it is finished."""
        finished = [d for d in match.deals if d.is_over]
        if 1 <= number <= len(finished):
            self.show(Replay.of_match(match, MATCH, finished_only=True, index=number - 1))

    def open_record(self, text: str, name: str) -> bool:
        try:
            match = read_record(text)
        except RecordError as e:
            self.refuse(refused_notice(name, e))
            return False
        if not match.deals:
            self.refuse(t("record_empty", name=show(name, quote=True)))
            return False
        self.show(Replay.of_match(match, RECORD, finished_only=False, name=name))
        return True

    def refuse(self, text: str) -> None:
        """A notice the player must see: the records dialog (over the notices) closes."""
        self.notices.error(text)
        if self.ui.dialog == "records":
            self.ui.dialog = ""
            self.resume()
        else:
            self.render()

    def open_link(self, text: str, new_match: bool = False) -> bool:
        """The deal of an address's fragment; anything else gets a notice, first of all
        (the address's other notices may be many), saying what the table does instead: the
        match goes on, or (``new_match``) a new one has begun."""
        try:
            shared, match = read_fragment(text)
        except ShareError as e:
            key = "link_refused_new" if new_match else "link_refused"
            self.notices.error(t(key, why=link_error_words(e)), first=True)
            self.render()
            return False
        self.show(Replay.of_match(match, LINK, finished_only=False, shared=shared))
        return True

    def move(self, command: str) -> None:
        replay = self.open
        if replay is not None:
            index = replay.index
            replay.move(command)
            if replay.index != index:
                self._drop_running()  # the player moved on to another deal
            self.render()

    def go(self, step: int) -> None:
        replay = self.open
        if replay is not None:
            replay.go(step)
            self.render()

    def confirm_play(self, asking: bool) -> None:
        replay = self.open
        if replay is not None:
            replay.confirming = asking
            self.render()

    def close(self) -> None:
        self._drop_running()
        self.replay = None

    # --- the deal's analysis -----------------------------------------------------------
    def analyse(self) -> None:
        """Analyse the deal on show, in slices (the page goes on between them); shown when
        done. Moving to another deal or closing the viewer stops it."""
        replay = self.open
        if replay is None or replay.index in replay.studies or not analysable(replay.tape):
            return
        # imported with the first analysis, not at the page's start (the solver)
        from pilotta.bots.analysis import Analysis, think_deal

        index = replay.index
        study = replay.studies[index] = Study()
        self.serial += 1
        serial = self.serial

        def slices() -> Generator[None, None, Analysis]:
            thinking = think_deal(replay.tape.played())
            try:
                while True:
                    progress = next(thinking)
                    study.cards = progress.cards
                    if progress.cards_done != study.cards_done:
                        study.cards_done = progress.cards_done
                        self.render()  # the progress line
                    yield None
            except StopIteration as stop:
                result: Analysis = stop.value
                return result

        def done(result: Analysis) -> None:
            study.result = result
            self.render()

        def failed(exc: Exception) -> None:
            study.failed = True
            self.render()
            error = AnalysisError(f"no analysis: {type(exc).__name__}: {exc}")
            error.__cause__ = exc
            self.tasks.report(error)

        think_in_slices(self.tasks, slices(), done, failed,
                        alive=lambda: serial == self.serial and self.open is replay
                        and replay.index == index, deadline_ms=STUDY_DEADLINE_MS)
        self.render()

    def analyse_match_deal(self, match: Match, number: int) -> None:
        """The deal summary's "Analyse": the viewer on that deal, its analysis started."""
        self.open_match_deal(match, number)
        self.analyse()

    def show_seats(self, all_seats: bool) -> None:
        """The analysis' costly cards: every seat's, or the human's only."""
        replay = self.open
        if replay is not None:
            replay.all_seats = all_seats
            self.render()

    def _drop_running(self) -> None:
        """An analysis under way stops and is forgotten (asked again, it starts anew)."""
        replay = self.replay
        if replay is not None:
            self.serial += 1
            replay.studies = {k: s for k, s in replay.studies.items() if not s.running}

    def open_records(self) -> None:
        self.replay = None
        self.ui.dialog = "records"
        self.render()

    # --- records and links -------------------------------------------------------------
    def download(self, match: Match) -> None:
        """Save the match's finished deals as a ``pilotta-record/1`` file named with today's
        date (none finished yet: nothing to save, the dialog says so)."""
        if not finished_deals(match):
            return
        name = record_name(*self.browser.today())
        self.browser.download(name, record_text(match))
        self.notices.info(t("record_saved", name=name))
        if self.ui.dialog == "records":  # done: the player sees the notice and the table
            self.ui.dialog = ""
            self.resume()
        else:
            self.render()

    def pick_record(self) -> None:
        self.browser.pick_record()

    def share(self, match: Match, which: str) -> None:
        """Share the viewer's deal (``replay``) or the match's last finished deal
        (``last``): the Web Share API where the browser has it, else the clipboard."""
        replay = self.open
        deal: Deal | None = None
        if which == "replay" and replay is not None:
            deal = replay.tape.played()
        elif which == "last" and match.deals and match.deals[-1].is_over:
            deal = match.deals[-1]
        if deal is None:
            return
        link = link_to(self.browser.address(), deal)
        if replay is not None:
            replay.link = link

        def done(outcome: str) -> None:
            if outcome == SHARED:
                self.notices.info(t("link_shared"))
            elif outcome == COPIED:
                self.notices.info(t("link_copied"))
            elif outcome == FAILED:
                self.notices.error(t("link_copy_failed"))
                if self.open is None:  # the link is shown in the viewer, to copy by hand
                    self.open_match_deal(match, len([d for d in match.deals if d.is_over]))
                    if self.replay is not None:
                        self.replay.go(self.replay.last_step)
                        self.replay.link = link
            self.render()

        self.browser.share_link(link, game_name(deal.rules.name), done)
        self.render()
