"""The settings dialog and the page's language: the table's part of the controller that
changes ``App.settings`` (web/core/settings.py checks the dialog's values)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from web.core.settings import Settings, SettingsForm, apply_form
from web.i18n import translate as i18n
from web.i18n.translate import game_name, t

if TYPE_CHECKING:  # the table's controller owns this one (as lichess's sub-controllers)
    from web.table.ctrl import App


class Prefs:
    def __init__(self, app: App) -> None:
        self.app = app

    def open_settings(self) -> None:
        ui = self.app.ui
        ui.dialog, ui.form, ui.form_error = "settings", SettingsForm.of(self.app.settings), ""
        self.app.render()

    def apply_settings(self, form: SettingsForm) -> bool:
        """Apply the dialog's values; on a bad value say why and change nothing."""
        app = self.app
        new, error = apply_form(app.settings, form)
        if new is None:
            app.ui.form, app.ui.form_error = form, error or ""
            app.render()
            return False
        old, app.settings = app.settings, new
        app.ui.dialog = app.ui.form_error = ""
        if (new.rules, new.rounding) != (old.rules, old.rounding):
            return self._change_game(old)
        if new.target != old.target:
            if app.match.results or app.match.winner is not None:
                app.notices.info(t("target_applies_next", target=new.target))
            else:
                app.match.target = new.target
                app.notices.info(t("target_applies_now", target=new.target))
        if new.level != old.level:
            app.bot_driver.set_level(new.level)
            app.lesson.script_bots()  # a guided deal's bots stay its script
        app.proceed()
        return True

    def set_language(self, lang: str, form: SettingsForm | None = None) -> None:
        """Speak ``lang`` from now on: everything is rendered again in it, the match goes on
        (``form``: the settings dialog's values as they stand, kept while it re-renders)."""
        if lang not in i18n.LANGUAGES:
            return
        app, ui = self.app, self.app.ui
        app.settings = replace(app.settings, lang=lang)
        i18n.set_language(lang)
        # what was said in the old language goes: the spoken line and the message
        ui.live = ui.message = ui.message_kind = ""
        ui.live_serial += 1
        ui.message_serial += 1
        if form is not None and ui.dialog == "settings":
            ui.form = form
        app.render()

    def change_form(self, form: SettingsForm) -> None:
        """The settings dialog changed: another game offers its own targets."""
        ui = self.app.ui
        if ui.dialog == "settings":
            shown = ui.form or SettingsForm.of(self.app.settings)
            ui.form = replace(form, rules=shown.rules).with_game(form.rules)
            self.app.render()

    def _change_game(self, old: Settings) -> bool:
        """Another game (or Belote's rounding): a match not yet begun restarts now with it,
        a match under way finishes under its own rules."""
        app = self.app
        name = game_name(app.settings.rules)
        untouched = len(app.match.deals) == 1 and not app.deal.actions
        if untouched or app.match.winner is not None:
            app.new_match()
            app.notices.info(t("game_applies_now", game=name, target=app.settings.target))
            app.render()
        else:
            app.notices.info(t("game_applies_next", game=name))
            if app.settings.level != old.level:
                app.bot_driver.set_level(app.settings.level)
                app.lesson.script_bots()
            app.proceed()
        return True
