"""The dialogs over the table that change nothing of the match: the rules, the keyboard's
help and the score sheet, the statistics and their reset, the notices' dismissal; and
closing whichever is open (the bots wait while one is)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.i18n.translate import t

if TYPE_CHECKING:  # the table's controller owns this one (as lichess's sub-controllers)
    from web.table.ctrl import App

SHOWN_ONLY = ("help", "sheet")  # dialogs that only show something (view_keyboard.py)


class Dialogs:
    def __init__(self, app: App) -> None:
        self.app = app

    def _show(self, name: str) -> None:
        self.app.ui.dialog = name
        self.app.render()

    def open_rules(self) -> None:
        """The rules page, over the table; the bots wait until it is closed."""
        self._show("rules")

    def open_dialog(self, name: str) -> None:
        """The keyboard help or the whole score sheet (``SHOWN_ONLY``), over the table."""
        if name in SHOWN_ONLY:
            self._show(name)

    def close_dialog(self) -> None:
        app, ui = self.app, self.app.ui
        if ui.dialog == "other-tab":
            return  # only "Play here" leaves it
        app.viewer.close()
        if app.autosave.other_tab_plays:  # a viewer opened meanwhile closes onto the wait
            ui.dialog, ui.form_error = "other-tab", ""
            app.render()
        elif ui.dialog:
            ui.dialog = ui.form_error = ""
            app.proceed()  # the bots waited while it was open

    def dismiss_notice(self, serial: int) -> None:
        if self.app.notices.dismiss(serial):
            self.app.render()

    def open_stats(self) -> None:
        if self.app.stats is not None and self.app.ui.dialog in ("", "stats-reset"):
            self._show("stats")

    def ask_reset_stats(self) -> None:
        if self.app.ui.dialog == "stats":
            self._show("stats-reset")

    def reset_stats(self) -> None:
        if self.app.stats is not None and self.app.ui.dialog == "stats-reset":
            self.app.stats.reset()
            self.app.notices.info(t("stats_reset_done"))
            self._show("stats")
