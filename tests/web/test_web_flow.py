"""The page's controller (web/table/ctrl.py) under CPython: match flow, the human's actions,
bots, holds, settings; and what the renderer shows (web/render*.py)."""

from __future__ import annotations

import re

import pytest
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from pilotta.actions import Play
from pilotta.cards import card_name, cards_in, parse_card
from pilotta.record import dumps, loads
from web.core.settings import Settings, SettingsForm
from web.i18n import translate as i18n
from web.table.ctrl import App


def make_app(seed: int = 1, **settings: object) -> tuple[App, FakeClock, RecordingView]:
    """The page's controller with the engine's bots (normal unless ``level`` says)."""
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(**settings), seed=seed)  # type: ignore[arg-type]
    app.start()
    return app, clock, view


def play_to_summary(app: App, clock: FakeClock) -> None:
    for _ in range(200):
        clock.run(until=waiting_for_input(app))
        if app.waiting != "human":
            return
        human_default(app)
    raise AssertionError("the deal did not end")


def test_first_render_is_the_auction_with_the_human_to_speak() -> None:
    app, clock, view = make_app(seed=1)
    clock.run(until=waiting_for_input(app))
    assert view.data["phase"] == "auction"
    assert app.match.deals[0].dealer == 3  # seat 0 speaks first
    assert view.data["waiting"] == "human" and view.data["to-act"] == "0"
    assert 'data-call="pass"' in view["center"]
    assert 'data-bid="80S"' in view["center"] and 'data-bid="80C"' in view["center"]
    assert 'data-call="close"' not in view["center"]  # nothing to close yet
    assert len(re.findall(r'data-card="..', view["hand"])) == 8
    assert 'data-legal="true"' not in view["hand"]  # no card may be played in the auction


def test_a_full_deal_and_its_summary() -> None:
    app, clock, view = make_app(seed=1)
    play_to_summary(app, clock)
    assert app.waiting == "summary"
    deal = app.match.deals[0]
    result = deal.result()
    assert result is not None
    overlay = view["overlay"]
    assert f'data-sheet="{result.sheet[0]},{result.sheet[1]}"' in overlay
    assert f'data-raw="{result.raw[0]},{result.raw[1]}"' in overlay
    assert 'data-action="next-deal"' in overlay
    app.next_deal()
    assert len(app.match.deals) == 2 and app.match.deals[1].dealer == 0


def test_bid_value_steps_and_bids() -> None:
    app, clock, view = make_app(seed=1)
    clock.run(until=waiting_for_input(app))
    app.step_bid(10)
    app.step_bid(50)
    assert 'data-bid-value="140"' in view["center"]
    app.step_bid(-1000)
    assert 'data-bid-value="80"' in view["center"]  # never under the lowest legal bid
    app.step_bid(10000)
    assert 'data-bid-value="820"' in view["center"]
    app.step_bid(-720)
    app.bid(1)
    calls = app.match.deals[0].auction.calls
    assert str(calls[0]) == "100H"
    assert app.ui.bid_value == 0


def test_illegal_click_shows_the_reason_and_changes_nothing() -> None:
    for seed in range(1, 60):
        app, clock, view = make_app(seed=seed)
        for _ in range(200):
            clock.run(until=waiting_for_input(app))
            if app.waiting != "human":
                break
            obs = app.match.observation(0)
            plays = [a.card for a in obs.legal if isinstance(a, Play)]
            illegal = [c for c in range(32) if obs.hand >> c & 1 and c not in plays]
            if plays and illegal:
                deal = app.match.deals[-1]
                before = (list(deal.actions), deal.hands[0])
                app.play(illegal[0])
                assert (list(deal.actions), deal.hands[0]) == before
                assert 'data-kind="illegal"' in view["toast"]
                why = deal.verify(Play(illegal[0]), seat=0)
                assert why is not None
                assert why.message("en").split(" ")[0] in view["toast"]
                return
            human_default(app)
    pytest.fail("no seed gave an illegal card to click")


def test_clicking_while_a_bot_is_to_play_changes_nothing() -> None:
    app, clock, view = make_app(seed=2)
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    assert app.waiting == "bot"
    actions = list(app.deal.actions)
    app.call("pass")
    app.play(next(cards_in(app.match.observation(0).hand)))
    assert list(app.deal.actions) == actions
    assert 'data-kind="info"' in view["toast"]


def test_a_match_to_51_ends_with_a_winner_and_new_match_restarts() -> None:
    i18n.problems.clear()
    app, clock, view = make_app(seed=5, target=51, speed="instant")
    for _ in range(60):
        play_to_summary(app, clock)
        if app.waiting == "match-over":
            break
        app.next_deal()
    assert app.waiting == "match-over"
    assert app.match.winner is not None
    assert f'data-winner="{app.match.winner}"' in view["overlay"]
    assert 'data-action="new-match"' in view["overlay"]
    assert not i18n.problems  # every text the match needed was in the catalog
    first_seed = app.match.seed
    app.request_new_match()  # the match is over: no confirmation
    assert len(app.match.deals) == 1 and app.match.seed != first_seed
    assert app.waiting in ("human", "bot")


def test_new_match_during_a_match_asks_first() -> None:
    app, clock, view = make_app(seed=3)
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    app.request_new_match()
    assert app.ui.dialog == "confirm-new" and 'data-dialog="confirm-new"' in view["dialog"]
    app.dialogs.close_dialog()
    assert view["dialog"] == "" and len(app.deal.actions) >= 1
    app.request_new_match()
    app.confirm_new_match()
    assert not app.deal.actions or app.waiting == "bot"


def test_settings_bad_target_changes_nothing() -> None:
    app, clock, view = make_app(seed=1)
    clock.run(until=waiting_for_input(app))
    app.prefs.open_settings()
    for bad in ("abc", "42", "5002", "", "1e3", "-60", "70.5"):
        ok = app.prefs.apply_settings(SettingsForm("custom", bad, "fast", "normal"))
        assert not ok
        assert app.settings == Settings() and app.match.target == 301
        assert 'id="settings-error"' in view["dialog"]
        assert f'value="{bad}"' in view["dialog"]  # what was typed stays in the field
    assert app.prefs.apply_settings(SettingsForm("custom", " 151 ", "fast", "normal"))
    assert app.settings.target == 151 and app.settings.speed == "fast"
    assert app.match.target == 151  # no deal finished yet: applies now
    assert view["dialog"] == ""


def test_target_change_after_a_deal_applies_to_the_next_match() -> None:
    app, clock, _view = make_app(seed=1)
    play_to_summary(app, clock)
    app.prefs.apply_settings(SettingsForm("251", "", "normal", "normal"))
    assert app.match.target == 301 and app.settings.target == 251
    assert any("next match" in n.text for n in app.ui.notices)
    app.request_new_match()
    app.confirm_new_match()
    assert app.match.target == 251


def test_hold_keeps_the_finished_trick_then_collects_it() -> None:
    app, clock, view = make_app(seed=1, speed="normal")
    for _ in range(20):
        clock.run(until=lambda: app.waiting in ("hold", "human", "summary"))
        if app.waiting != "human":
            break
        human_default(app)
    assert app.waiting == "hold"
    assert 'data-trick-count="4"' in view["center"]
    assert "wins the trick" in view["center"] or "win the trick" in view["center"]
    clock.run(until=lambda: app.ui.collecting)
    assert "collect to-" in view["center"]
    clock.run(until=lambda: app.waiting != "hold")
    assert 'data-trick-count="4"' not in view["center"]


def test_a_record_of_the_page_match_replays_to_the_same_sheet() -> None:
    app, clock, _view = make_app(seed=9, target=51, speed="instant")
    play_to_summary(app, clock)
    copy = loads(dumps(app.match))
    assert copy.totals == app.match.totals
    assert [r.sheet for r in copy.results] == [r.sheet for r in app.match.results]


def test_hand_shows_trump_first_and_marks_legal_cards() -> None:
    app, clock, view = make_app(seed=1)
    for _ in range(50):
        clock.run(until=waiting_for_input(app))
        obs = app.match.observation(0)
        if obs.legal and isinstance(obs.legal[0], Play):
            break
        human_default(app)
    trump = obs.trump
    shown = [parse_card(c) for c in re.findall(r'data-card="(..)"', view["hand"])]
    held = [c for c in shown if c >> 3 == trump]
    if held:
        assert shown[:len(held)] == held
    legal = {card_name(a.card) for a in obs.legal if isinstance(a, Play)}
    marked = set(re.findall(r'data-card="(..)" data-legal="true"', view["hand"]))
    assert marked == legal


def test_the_pilotta_is_called_on_the_table() -> None:
    for seed in range(200):
        app, clock, view = make_app(seed=seed, speed="instant")
        ready = waiting_for_input(app)
        ui = app.ui
        for _ in range(300):
            clock.run(until=lambda: ready() or ui.message_kind == "pilotta")  # noqa: B023 - run now
            if app.ui.message_kind == "pilotta":
                deal = app.deal
                assert deal.pilotta_called and deal.pilotta_holder is not None
                assert 'data-kind="pilotta"' in view["toast"] and "pilotta" in view["toast"]
                assert "Pilotta 20" in view[f"seat-{deal.pilotta_holder}"]
                assert "pilotta" in app.ui.live
                return
            if app.waiting != "human":
                break
            human_default(app)
    pytest.fail("no pilotta in 200 deals")


def test_bots_wait_while_a_dialog_is_open() -> None:
    app, clock, _view = make_app(seed=2)
    clock.run(until=waiting_for_input(app))
    app.call("pass")
    assert app.waiting == "bot"
    app.prefs.open_settings()
    moves = len(app.deal.actions)
    clock.run()  # every timer fires: no bot may act
    assert len(app.deal.actions) == moves
    app.dialogs.close_dialog()
    clock.run(until=waiting_for_input(app))
    assert len(app.deal.actions) > moves


def test_announced_and_shown_declarations_on_the_table() -> None:
    app, clock, view = make_app(seed=1)  # seat 0 holds J Q K A of diamonds
    clock.run(until=waiting_for_input(app))
    app.bid(2)  # 80 diamonds
    for _ in range(20):
        clock.run(until=waiting_for_input(app))
        if 'data-panel="declare"' in view["center"]:
            break
        human_default(app)
    assert "Run of 4" in view["center"] and view["hand"].count(" decl") == 4
    app.declare(True)
    assert 'data-declared="0"' in view["seat-0"] and "Run 50" in view["seat-0"]
    while not app.deal.tricks:
        clock.run(until=lambda: waiting_for_input(app)() or bool(app.deal.tricks))
        if app.deal.tricks:
            break
        human_default(app)
    clock.run(until=waiting_for_input(app))
    if app.deal.counting_team == 0:
        assert "Our declarations count" in view["side"]
        assert view["side"].count('class="mini') >= 4  # the run's cards are shown
