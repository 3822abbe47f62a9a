"""Another match than the one on the table: the one the address asks for (``?seed=``,
``?rules=``) against a resumed save, and a shared deal's "Play these cards yourself"."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pilotta.rulesets import rules_named
from web.i18n.translate import game_name, t

if TYPE_CHECKING:  # the table's controller owns this one (as lichess's sub-controllers)
    from web.table.ctrl import App

ASKED_ACTION = "start-asked-match"  # the notice's button


class Offers:
    def __init__(self, app: App) -> None:
        self.app = app
        self.asked: tuple[int | None, str | None] | None = None  # the address's (seed, game)

    def under_way(self) -> bool:
        """A match begun and not over: starting another one would lose it."""
        match = self.app.match
        return match.winner is None and (len(match.deals) > 1 or bool(self.app.deal.actions))

    def offer_asked_match(self, seed: int | None, rules: str | None) -> None:
        """The address asks for another match (a seed, a game) than the one resumed: that
        one goes on, and a notice offers the asked one (``start_asked_match``)."""
        self.asked = (seed, rules)
        what = [game_name(rules)] if rules is not None else []
        if seed is not None:
            what.append(t("asked_seed", seed=seed))
        self.app.notices.error(t("asked_match", what=", ".join(what)), ASKED_ACTION, "",
                               t("asked_start"), first=True)  # before the address's others
        self.app.render()

    def start_asked_match(self) -> None:
        """The player chose the address's match over the one in progress."""
        asked, self.asked = self.asked, None
        if asked is None:
            return
        app = self.app
        seed, rules = asked
        app.ui.notices[:] = [n for n in app.ui.notices if n.action != ASKED_ACTION]
        if rules is not None and rules != app.settings.rules:
            self._switch(rules, app.settings.rounding, None)
        if seed is not None:
            app.base_seed, app.matches_started = seed, 0
        self._begin("game_applies_now", app.settings.rules)

    def play_shared(self, confirmed: bool = False) -> None:
        """"Play these cards yourself": a new match of the shared deal's game whose first
        deal has its cards and dealer (the player takes seat 0's hand). A match under way is
        abandoned only once the player confirms."""
        app = self.app
        replay = app.viewer.open
        if replay is None or replay.shared is None:
            return
        if self.under_way() and not confirmed:
            app.viewer.confirm_play(True)
            return
        shared = replay.shared
        if (shared.rules, shared.rounding) != (app.settings.rules, app.settings.rounding):
            same_game = shared.rules == app.settings.rules
            self._switch(shared.rules, shared.rounding, app.settings.target if same_game else None)
        app.first_deal = (shared.dealer, shared.dealt())
        self._begin("rp_played", shared.rules)

    def _switch(self, rules: str, rounding: str, target: int | None) -> None:
        """Settings for another game: its default target unless ``target`` is kept."""
        app = self.app
        app.settings = replace(app.settings, rules=rules, rounding=rounding,
                               target=target or rules_named(rules).default_target)

    def _begin(self, said: str, rules: str) -> None:
        """The new match, in this tab (another tab that played waits now), and say so."""
        app = self.app
        app.autosave.play_here_now()
        app.viewer.close()
        app.ui.dialog = ""
        app.new_match()
        app.notices.info(t(said, game=game_name(rules), target=app.match.target))
        app.render()
