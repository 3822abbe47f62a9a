"""Take-back under CPython (web/table/undo.py and App.undo): the player's last call, declaration
or card goes with the bots' moves after it, through the engine's pop; a bot thinking is
cancelled cleanly; Hard allows it only with its setting; the save keeps the line played."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

import pytest
from savetest_util import open_page, play_until
from webtest_util import human_default

from pilotta.actions import Call, Declare, Play
from pilotta.record import export_match
from web.core.settings import Settings, SettingsForm
from web.core.storage import MemoryStore
from web.save.ctrl import SAVE_KEY
from web.save.model import decode
from web.table import undo
from web.table.dispatch import dispatch


def human_to(kind: type) -> Any:
    return lambda app: (app.waiting == "human"
                        and isinstance(app.match.observation(0).legal[0], kind))


def test_undo_takes_back_the_card_and_the_bots_moves_after_it() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=21)
    app = tab.app
    play_until(tab, lambda a: human_to(Play)(a) and len(a.deal.tricks) >= 1)
    record = export_match(app.match)
    hand = tab.view["hand"]
    human_default(app)
    tab.clock.run(until=lambda: app.waiting in ("human", "summary"))
    assert export_match(app.match) != record
    assert 'data-action="undo"' in tab.view["status"]
    dispatch(app, "undo")
    assert export_match(app.match) == record  # only the line actually played
    assert app.waiting == "human" and tab.view["hand"] == hand
    assert decode(store.data[SAVE_KEY])[0].match.deals[-1].actions == app.deal.actions
    tab.clock.run(limit=10_000)
    assert export_match(app.match) == record  # nothing moved by itself


def test_undo_in_the_auction_and_of_a_declaration() -> None:
    tab = open_page(MemoryStore(), seed=1)
    app = tab.app
    play_until(tab, human_to(Call))
    assert not app.can_undo()  # nothing of the player's to take back yet
    assert 'data-action="undo"' not in tab.view["status"]
    calls = list(app.deal.actions)
    app.call("pass")
    app.undo()
    assert app.deal.actions == calls and app.waiting == "human"
    play_until(tab, human_to(Declare))
    before = list(app.deal.actions)
    app.declare(True)
    assert app.deal.actions[-1] == Declare(True)
    app.undo()  # the prompt comes back
    assert app.deal.actions == before and 'data-panel="declare"' in tab.view["center"]


@pytest.mark.parametrize("level, speed, steps", [("normal", "slow", 1), ("hard", "instant", 4)])
def test_a_bot_thinking_is_cancelled_cleanly(level: str, speed: str, steps: int) -> None:
    """Undo while a bot waits out its pause (normal, slow) or is in the middle of its
    search (hard: a few slices have run)."""
    tab = open_page(MemoryStore(), seed=22, level=level, speed=speed, undo_hard=True)
    app, clock = tab.app, tab.clock
    play_until(tab, lambda a: human_to(Play)(a) and len(a.deal.trick) == 0)
    record = export_match(app.match)
    human_default(app)
    assert app.waiting == "bot"
    clock.step(steps)
    assert app.bot_driver.turn is not None and app.waiting == "bot"  # still thinking
    app.undo()
    assert export_match(app.match) == record and app.waiting == "human"
    moves = len(app.deal.actions)
    clock.run(limit=10_000)  # the dropped turn never plays
    assert len(app.deal.actions) == moves and app.bot_driver.turn is None
    human_default(app)  # and the game goes on normally
    play_until(tab, lambda a: a.waiting == "summary")


def test_undo_during_a_held_trick() -> None:
    tab = open_page(MemoryStore(), seed=23, speed="slow")
    app, clock = tab.app, tab.clock
    for _ in range(200):
        play_until(tab, human_to(Play))
        tricks = len(app.deal.tricks)
        before = export_match(app.match)
        human_default(app)
        if len(app.deal.tricks) > tricks:  # the player closed a trick: it is held
            break
    assert app.waiting == "hold"
    app.undo()
    assert app.waiting == "human" and not app.ui.hold and export_match(app.match) == before
    clock.run(until=lambda: app.waiting == "human")


def test_hard_needs_its_setting() -> None:
    tab = open_page(MemoryStore(), seed=24, level="hard")
    app = tab.app
    play_until(tab, lambda a: a.waiting == "human" and undo.can_take_back(a.deal))
    assert not app.can_undo()
    assert 'data-action="undo"' in tab.view["status"] and " disabled" in tab.view["status"]
    assert "Allow undo at Hard" in tab.view["status"]  # the button's title says why
    actions = list(app.deal.actions)
    app.undo()
    assert app.deal.actions == actions
    app.prefs.open_settings()
    assert 'name="undo_hard"' in tab.view["dialog"] and "checked" not in tab.view["dialog"].split(
        'name="undo_hard"')[1].split(">")[0]
    app.prefs.apply_settings(replace(SettingsForm.of(app.settings), undo_hard=True))
    assert app.settings.undo_hard and app.can_undo()
    app.undo()
    assert len(app.deal.actions) < len(actions)


@pytest.mark.parametrize("level, on", [("easy", False), ("normal", False), ("hard", False),
                                       ("hard", True), ("expert", False), ("expert", True)])
def test_allowed(level: str, on: bool) -> None:
    assert undo.allowed(Settings(level=level, undo_hard=on)) is (
        level not in ("hard", "expert") or on)


def test_no_undo_at_the_summary() -> None:
    tab = open_page(MemoryStore(), seed=25)
    play_until(tab, lambda a: a.waiting == "summary")
    assert not tab.app.can_undo() and 'data-action="undo"' not in tab.view["status"]
    results = len(tab.app.match.results)
    tab.app.undo()
    assert len(tab.app.match.results) == results


def test_take_back_stops_at_the_players_action() -> None:
    tab = open_page(MemoryStore(), seed=26)
    play_until(tab, lambda a: human_to(Play)(a) and len(a.deal.tricks) >= 2)
    deal = tab.app.deal.copy()
    taken = undo.take_back(deal)
    assert deal.to_act == 0 and taken
    seats = []
    for action in reversed(taken):  # put them back: the first is the player's, then bots'
        seats.append(deal.to_act)
        deal.push(action)
    assert seats[0] == 0 and 0 not in seats[1:]
    assert undo.can_take_back(tab.app.deal)


class SlowBot:
    """Thinks in many small steps, and notes which of its searches ran to the end."""

    name = "slow"

    def __init__(self, log: list[str]) -> None:
        self.log = log

    def act(self, obs: Any) -> Any:
        return obs.legal[0]

    def think(self, obs: Any) -> Generator[None, None, Any]:
        n = len(self.log)
        self.log.append(f"start {n}")
        for _ in range(60):
            yield None
        self.log.append(f"end {n}")
        return obs.legal[0]


def test_an_old_search_never_plays_when_the_same_seat_is_to_act_again() -> None:
    """Undo, then the same card again at once: seat 1 is to act in the same deal as
    before, but the search begun before the undo is dropped, not resumed."""
    log: list[str] = []
    store = MemoryStore()
    tab = open_page(store, seed=27, speed="instant")
    app, clock = tab.app, tab.clock
    play_until(tab, lambda a: human_to(Play)(a) and a.deal.to_act == 0
               and (a.deal.leader == 0) and not a.deal.trick)
    app.bot_driver.maker = lambda level, seed: SlowBot(log)  # type: ignore[assignment,return-value]
    app.bot_driver.set_level("normal")
    card = app.match.observation(0).legal[0]
    assert isinstance(card, Play)
    app.play(card.card)
    clock.step(3)
    assert log == ["start 0"]
    app.undo()
    app.play(card.card)
    clock.run(until=lambda: len(app.deal.trick) >= 2 or app.waiting == "summary")
    assert log[:3] == ["start 0", "start 1", "end 1"]  # search 0 never ended nor played
