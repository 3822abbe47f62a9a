"""The page's clicks: an element's ``data-action`` (and ``data-value``, or ``data-card``)
names a handler of the controller. A value that does not parse is ignored: the page made
it, so it is a stale or forged click, not the player's mistake."""

from __future__ import annotations

from collections.abc import Callable

from pilotta.cards import parse_card
from web.table.ctrl import App

Handler = Callable[[App, str], None]


def next_or_new(app: App) -> None:
    """The summary's button, whichever it is: the next deal, or a new match once over."""
    if app.match.current is None and app.match.winner is not None:
        app.request_new_match()
    else:
        app.next_deal()


def _number(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None


def _card(value: str) -> int | None:
    try:
        return parse_card(value)
    except ValueError:
        return None


def _with(parse: Callable[[str], int | None], handler: Callable[[App, int], None]) -> Handler:
    def run(app: App, value: str) -> None:
        parsed = parse(value)
        if parsed is not None:
            handler(app, parsed)

    return run


HANDLERS: dict[str, Handler] = {
    "play": _with(_card, lambda app, card: app.play(card)),
    "call": lambda app, kind: app.call(kind),
    "bid": _with(_number, lambda app, suit: app.bid(suit)),
    "bid-step": _with(_number, lambda app, delta: app.step_bid(delta)),
    "declare": lambda app, value: app.declare(value == "true"),
    "hint": lambda app, _: app.request_hint(),
    "next-deal": lambda app, _: app.next_deal(),
    "new-match": lambda app, _: app.request_new_match(),
    "start-lesson": lambda app, game: app.lesson.start(game),
    "leave-lesson": lambda app, _: app.lesson.leave(),
    "confirm-new-match": lambda app, rules: app.confirm_new_match(rules),
    "last-trick": lambda app, _: app.toggle_last_trick(),
    "open-settings": lambda app, _: app.prefs.open_settings(),
    "open-rules": lambda app, _: app.dialogs.open_rules(),
    "set-language": lambda app, lang: app.prefs.set_language(lang),
    "close-dialog": lambda app, _: app.dialogs.close_dialog(),
    "dismiss-notice": _with(_number, lambda app, serial: app.dialogs.dismiss_notice(serial)),
    # the keyboard's shortcuts (web/table/keyboard.py) and the buttons of the same actions
    "open-help": lambda app, _: app.dialogs.open_dialog("help"),
    "open-sheet": lambda app, _: app.dialogs.open_dialog("sheet"),
    "next": lambda app, _: next_or_new(app),
    "undo": lambda app, _: app.undo(),
    "open-stats": lambda app, _: app.dialogs.open_stats(),
    "reset-stats": lambda app, _: app.dialogs.ask_reset_stats(),
    "confirm-reset-stats": lambda app, _: app.dialogs.reset_stats(),
    "play-here": lambda app, _: app.autosave.play_here(),
    "start-asked-match": lambda app, _: app.offers.start_asked_match(),
    # the replay viewer (web/replay/ctrl.py)
    "replay-deal": _with(_number, lambda app, n: app.viewer.open_match_deal(app.match, n)),
    "replay-move": lambda app, command: app.viewer.move(command),
    "replay-go": _with(_number, lambda app, step: app.viewer.go(step)),
    "replay-analyse": lambda app, _: app.viewer.analyse(),
    "analyse-deal": _with(_number, lambda app, n: app.viewer.analyse_match_deal(app.match, n)),
    "replay-seats": lambda app, which: app.viewer.show_seats(which == "all"),
    "play-shared": lambda app, value: app.offers.play_shared(confirmed=value == "yes"),
    "play-shared-cancel": lambda app, _: app.viewer.confirm_play(False),
    "share-deal": lambda app, which: app.viewer.share(app.match, which),
    "download-match": lambda app, _: app.viewer.download(app.match),
    "open-record": lambda app, _: app.viewer.pick_record(),
    "open-records": lambda app, _: app.viewer.open_records(),
}


def dispatch(app: App, name: str, value: str = "") -> None:
    """Run the handler of ``name``; an unknown name does nothing."""
    handler = HANDLERS.get(name)
    if handler is not None:
        handler(app, value)
