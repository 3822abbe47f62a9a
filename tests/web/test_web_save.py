"""Autosave and resume under CPython (web/save/model.py, web/save/ctrl.py, web/core/storage.py and
the App): a reload in every phase shows the same table, a bad save is kept aside with a
notice, two tabs never write over each other, and a page without storage still plays."""

from __future__ import annotations

import json
from typing import Any

import pytest
from savetest_util import Bus, Tab, open_page, play_until, visible

from pilotta.actions import Declare, Play
from pilotta.record import export_match
from web.core.settings import Settings
from web.core.storage import BrowserStore, MemoryStore, StorageFailed, open_store
from web.save.ctrl import KEPT_PREFIX, PRESENCE_MS, SAVE_KEY, SaveKeeper
from web.save.model import APP, VERSION, decode, encode, generation, read_settings
from web.table.ctrl import App
from web.table.dispatch import dispatch


def reload(store: MemoryStore, tab: Tab, **kw: Any) -> Tab:
    """Reload: a new page on the same storage; the old one is gone."""
    return open_page(store, **kw)


def human_turn(kind: type) -> Any:
    def done(app: App) -> bool:
        if app.waiting != "human":
            return False
        return isinstance(app.match.observation(0).legal[0], kind)
    return done


def assert_same_after_reload(store: MemoryStore, tab: Tab) -> Tab:
    before = visible(tab.view)
    record = export_match(tab.app.match)
    again = reload(store, tab)
    assert visible(again.view) == before
    assert export_match(again.app.match) == record
    return again


# --- a reload in every phase ------------------------------------------------------------
def test_reload_in_the_auction() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=3)
    play_until(tab, human_turn(object))
    tab.app.step_bid(20)  # the picked bid value comes back too
    again = assert_same_after_reload(store, tab)
    assert again.view.data["phase"] == "auction" and 'data-bid-value="100"' in again.view["center"]


def test_reload_at_the_declaration_prompt_and_after_announcing() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=1)
    play_until(tab, human_turn(Declare))
    assert 'data-panel="declare"' in tab.view["center"]
    tab = assert_same_after_reload(store, tab)
    assert 'data-panel="declare"' in tab.view["center"]
    tab.app.declare(True)  # announced, the first card still to come ("decided" in the record)
    tab.clock.run(until=lambda: tab.app.waiting == "human")
    tab = assert_same_after_reload(store, tab)
    assert 'data-panel="declare"' not in tab.view["center"]
    assert tab.app.deal.decisions[0] is True


def test_reload_mid_trick_and_the_bots_resume() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=2)
    play_until(tab, lambda app: app.waiting == "human" and len(app.deal.trick) in (1, 2)
               and isinstance(app.match.observation(0).legal[0], Play))
    tab = assert_same_after_reload(store, tab)
    card = tab.app.match.observation(0).legal[0]
    assert isinstance(card, Play)
    tab.app.play(card.card)  # a bot is to play next: the save is of that moment
    assert tab.app.waiting in ("bot", "hold")
    moves = tab.view.data["moves"]
    again = reload(store, tab)
    assert again.view.data["moves"] == moves and again.view.data["waiting"] == "bot"
    again.clock.run(until=lambda: again.app.waiting in ("human", "summary"))
    assert again.view.data["moves"] != moves  # the bots played on after the reload


def test_reload_at_the_summary_and_after_the_match() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=4, target=51)
    play_until(tab, lambda app: app.waiting == "summary")
    tab = assert_same_after_reload(store, tab)
    assert 'data-action="next-deal"' in tab.view["overlay"]
    play_until(tab, lambda app: app.waiting == "match-over")
    tab = assert_same_after_reload(store, tab)
    assert "data-winner=" in tab.view["overlay"]
    tab.app.request_new_match()  # and the new match is saved in its turn
    assert reload(store, tab).app.match.deals[-1].actions == tab.app.match.deals[-1].actions


def test_reload_keeps_the_hint_and_the_last_trick_box() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=5)
    play_until(tab, lambda app: app.waiting == "human" and len(app.deal.tricks) >= 1
               and len(app.match.observation(0).legal) > 1)
    tab.app.toggle_last_trick()
    tab.app.request_hint()
    tab.clock.run(until=lambda: tab.app.ui.hint is not None)
    before = visible(tab.view)
    assert 'data-last-trick="' in before["html"]["side"]
    assert "data-hint-code" in before["html"]["status"]
    again = reload(store, tab)
    again.clock.run(until=lambda: again.app.ui.hint is not None)
    assert visible(again.view) == before


def test_a_belote_match_resumes_under_its_rules() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=6, rules="belote", target=1000)
    play_until(tab, lambda app: app.waiting == "human" and app.deal.contract is not None)
    tab = assert_same_after_reload(store, tab)
    assert tab.app.match.rules.name == "belote" and tab.view.data["rules"] == "belote"


def test_settings_come_back_and_the_address_seed_decides_which_match() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=7, level="easy", speed="slow")
    play_until(tab, lambda app: len(app.deal.actions) >= 4)
    again = reload(store, tab)
    assert again.app.settings == tab.app.settings and again.view.data["level"] == "easy"
    assert open_page(store, seed=7).app.match.deals[-1].actions  # the same seed resumes
    # another seed: the match in progress goes on, a notice offers the other one
    other = open_page(store, seed=8)
    assert other.app.base_seed == 7 and other.app.match.deals[-1].actions
    assert "seed 8" in other.view["notices"] and "start-asked-match" in other.view["notices"]
    dispatch(other.app, "start-asked-match")  # the player takes it (settings kept)
    assert other.app.base_seed == 8 and other.app.settings.level == "easy"
    assert decode(store.data[SAVE_KEY])[0].base_seed == 8
    assert "start-asked-match" not in other.view["notices"]
    # the offer comes before the address's other notices, however many
    for i in range(5):
        other.app.notices.error(f"bad parameter {i}")
    other.app.offers.offer_asked_match(9, None)
    assert "start-asked-match" in other.app.notices.shown[0].action
    # a match that is over (or not begun) gives way to the address's seed at once
    fresh = MemoryStore()
    open_page(fresh, seed=3)
    assert open_page(fresh, seed=4).app.base_seed == 4


# --- the format ---------------------------------------------------------------------------
def test_the_save_is_a_record_with_settings_and_a_generation() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=9)
    play_until(tab, lambda app: len(app.deal.actions) >= 6)
    data = json.loads(store.data[SAVE_KEY])
    assert data["app"] == APP and data["version"] == VERSION
    assert data["record"] == export_match(tab.app.match)
    assert data["gen"] == tab.keeper.gen == generation(store.data[SAVE_KEY])
    assert data["settings"]["speed"] == "fast"
    writes = store.writes
    tab.app.render()  # nothing changed: nothing written
    assert store.writes == writes


def test_saved_settings_are_checked_one_by_one() -> None:
    s = read_settings({"speed": "warp", "level": "hard", "target": 5, "rules": "belote",
                       "undo_hard": "yes", "lang": "fr"})
    assert s == Settings(level="hard", rules="belote", target=1000, lang="fr")
    assert read_settings([1]) is None


# --- a bad save ---------------------------------------------------------------------------
def good_save(seed: int = 10) -> str:
    store = MemoryStore()
    tab = open_page(store, seed=seed, level="easy")
    play_until(tab, lambda app: len(app.deal.actions) >= 5)
    return store.data[SAVE_KEY]


def broken(kind: str) -> str:
    text = good_save()
    if kind == "unreadable":
        return text[: len(text) // 2]
    data = json.loads(text)
    if kind == "version":
        data["version"] = 99
    else:  # a card the hand does not hold: the engine refuses the record
        data["record"]["deals"][-1]["calls"] = ["close"]
    return json.dumps(data)


@pytest.mark.parametrize("kind", ["unreadable", "version", "refused"])
def test_a_bad_save_is_kept_aside_with_a_notice_and_a_new_match_starts(kind: str) -> None:
    store = MemoryStore()
    bad = broken(kind)
    store.data[SAVE_KEY] = bad
    tab = open_page(store)
    kept = f"{KEPT_PREFIX}1"
    assert store.data[kept] == bad  # never lost
    notices = tab.view["notices"]
    why = {"unreadable": "damaged", "version": "another version", "refused": "break the rules"}
    assert "could not be resumed" in notices and why[kind] in notices
    assert f'data-action="download-kept" data-value="{kept}"' in notices
    assert tab.keeper.kept(kept) == bad and tab.keeper.kept("other") is None
    assert not tab.app.deal.actions and tab.view.data["deal"] == "1"  # a new match
    if kind != "unreadable":
        assert tab.app.settings.level == "easy"  # its settings still read
    play_until(tab, lambda app: len(app.deal.actions) >= 2)
    assert decode(store.data[SAVE_KEY])[0].match.deals[-1].actions  # the new match saves
    store.data[SAVE_KEY] = bad  # a second bad save gets a slot of its own
    open_page(store)
    assert store.data[f"{KEPT_PREFIX}2"] == bad and store.data[kept] == bad


def test_a_bad_save_that_cannot_be_kept_aside_is_never_written_over() -> None:
    store = MemoryStore()
    bad = broken("refused")
    store.data[SAVE_KEY] = bad
    store.limit = len(bad) + 10  # no room for a copy
    tab = open_page(store)
    play_until(tab, lambda app: len(app.deal.actions) >= 4)
    assert store.data[SAVE_KEY] == bad
    notices = tab.view["notices"]
    assert f'data-value="{SAVE_KEY}"' in notices and "storage is full" in notices


# --- storage blocked or full ------------------------------------------------------------
class RefusingWindow:
    @property
    def localStorage(self) -> Any:
        raise RuntimeError("SecurityError: access denied")


class FakeLocalStorage:
    def __init__(self, quota: int = 10**9) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    def getItem(self, key: str) -> Any:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if len(value) > self.quota:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def test_open_store_falls_back_to_memory_when_the_browser_refuses() -> None:
    store, works = open_store(RefusingWindow())
    assert isinstance(store, MemoryStore) and not works

    class Window:
        localStorage = FakeLocalStorage()

    store, works = open_store(Window())
    assert isinstance(store, BrowserStore) and works
    store.set("k", "v")
    assert store.get("k") == "v" and store.get("none") is None
    small = BrowserStore(FakeLocalStorage(quota=3))
    with pytest.raises(StorageFailed):
        small.set("k", "long value")


def test_blocked_storage_plays_on_with_one_notice() -> None:
    store = MemoryStore(blocked=True)
    view_tab = open_page(store, seed=11)
    assert view_tab.view["notices"].count('data-kind="error"') == 1
    assert "private browsing" in view_tab.view["notices"]
    play_until(view_tab, lambda app: app.waiting == "summary")
    assert view_tab.view["notices"].count('data-kind="error"') == 1


def test_full_storage_plays_on_with_one_notice() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=12)
    store.limit = len(store.data[SAVE_KEY]) + 40  # the next saves no longer fit
    play_until(tab, lambda app: app.waiting == "summary")
    notices = tab.view["notices"]
    assert notices.count("storage is full") == 1 and tab.app.waiting == "summary"


# --- two tabs -----------------------------------------------------------------------------
def two_tabs() -> tuple[MemoryStore, Bus, Tab, Tab]:
    store, bus = MemoryStore(), Bus()
    first = open_page(store, seed=13, bus=bus)
    first.clock.run(until=lambda: first.keeper.settled and first.app.waiting == "human")
    assert SAVE_KEY in store.data  # nobody answered: it saves
    play_until(first, lambda app: len(app.deal.actions) >= 3)
    second = open_page(store, bus=bus)
    return store, bus, first, second


def test_the_second_tab_says_the_game_is_open_in_another_tab() -> None:
    store, bus, first, second = two_tabs()
    assert second.view.data["dialog"] == "other-tab"
    assert "open in another tab" in second.view["dialog"]
    assert first.view.data["dialog"] == ""
    gen = first.keeper.gen
    second.clock.run(limit=10_000)  # it waits: its bots stop and it writes nothing
    assert first.keeper.gen == gen == generation(store.data[SAVE_KEY])
    dispatch(second.app, "close-dialog")  # only "Play here" leaves the dialog
    assert second.view.data["dialog"] == "other-tab"
    play_until(first, lambda app: len(app.deal.actions) >= 6)  # the first plays on
    bus.stored(first, SAVE_KEY, store.data[SAVE_KEY])
    assert generation(store.data[SAVE_KEY]) > gen


def test_play_here_takes_over_and_the_other_tab_waits() -> None:
    store, bus, first, second = two_tabs()
    play_until(first, lambda app: len(app.deal.actions) >= 6)
    record = export_match(first.app.match)
    dispatch(second.app, "play-here")
    assert second.view.data["dialog"] == ""
    assert export_match(second.app.match) == record  # the latest save, not its own
    taken = generation(store.data[SAVE_KEY])
    assert taken == second.keeper.gen > first.keeper.gen
    bus.stored(second, SAVE_KEY, store.data[SAVE_KEY])
    assert first.view.data["dialog"] == "other-tab"
    first.clock.run(limit=10_000)
    assert generation(store.data[SAVE_KEY]) == taken  # the first wrote nothing more


def test_an_older_tab_never_writes_over_a_newer_save() -> None:
    """Without any message between the tabs (no BroadcastChannel, no storage event), the
    generation alone stops the tab that is behind."""
    store = MemoryStore()
    first = open_page(store, seed=14)
    play_until(first, lambda app: len(app.deal.actions) >= 3)
    second = open_page(store)
    play_until(second, lambda app: len(app.deal.actions) >= 6)
    newer = store.data[SAVE_KEY]
    play_until(first, lambda app: app.ui.dialog == "other-tab" or len(app.deal.actions) >= 8,
               limit=20)
    assert first.view.data["dialog"] == "other-tab"
    assert store.data[SAVE_KEY] == newer


def test_presence_answers() -> None:
    store = MemoryStore()
    posted: list[str] = []
    now = [0.0]
    keeper = SaveKeeper(store, post=posted.append, now=lambda: now[0])
    keeper.open()
    assert posted == ["pilotta:hello"] and not keeper.settled
    assert not keeper.settle()
    keeper.on_message("pilotta:hello")  # unsettled tabs do not answer
    assert posted == ["pilotta:hello"]
    now[0] = PRESENCE_MS
    assert keeper.settle()
    keeper.on_message("pilotta:hello")
    assert posted[-1] == "pilotta:here"
    assert not keeper.on_message("pilotta:here")  # settled: a late answer changes nothing
    assert not keeper.on_message({"not": "ours"})


def test_encode_decode_round_trip() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=15)
    play_until(tab, lambda app: len(app.deal.actions) >= 7)
    saved, gen = decode(encode(tab.app.autosave.saved(), 41))
    assert gen == 41 and export_match(saved.match) == export_match(tab.app.match)
    assert saved.match.seed == tab.app.match.seed and saved.match_id == tab.app.match_id


def test_a_quick_reload_within_the_wait_for_other_tabs_loses_nothing() -> None:
    """A new tab waits ``PRESENCE_MS`` for an answer before it saves; a player who acts
    and reloads within that time still finds the move (the page saves on ``pagehide``)."""
    store, bus = MemoryStore(), Bus()
    tab = open_page(store, seed=16, bus=bus)
    play_until(tab, lambda app: len(app.deal.actions) >= 3)
    bus.tabs.clear()  # the reload: the old page is gone
    again = open_page(store, bus=bus)
    again.clock.run(until=lambda: again.app.waiting == "human")
    assert not again.keeper.settled  # still waiting for an answer that will not come
    record = export_match(again.app.match)
    again.app.call("pass")
    assert decode(store.data[SAVE_KEY])[0].match.deals[-1].actions != again.app.deal.actions
    again.app.autosave.page_hidden()
    saved = decode(store.data[SAVE_KEY])[0]
    assert export_match(saved.match) != record
    assert saved.match.deals[-1].actions == again.app.deal.actions
