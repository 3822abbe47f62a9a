"""The statistics under CPython (web/stats/model.py, web/stats/view.py and the App): counted once
per finished deal and match, reloads included, from the engine's DealScore; the dialog;
the reset with its confirmation."""

from __future__ import annotations

import json
from typing import Any

import pytest
from savetest_util import open_page, play_until

from pilotta.belote import BELOTE
from pilotta.match import Match
from pilotta.rules import PILOTTA, Rules
from pilotta.scoring import ScoreCase
from pilotta.simulate import random_match
from web.core.storage import MemoryStore
from web.stats.model import STATS_KEY, StatsBook, add_deals, clean, empty
from web.stats.view import stats_dialog
from web.table.dispatch import dispatch


def stored(store: MemoryStore) -> dict[str, Any]:
    return clean(json.loads(store.data[STATS_KEY]))


def expected(match: Match) -> dict[str, int]:
    """The counts, straight from each deal's result and DealScore."""
    out = {"deals": 0, "thrown_in": 0, "bid": 0, "made": 0, "failed": 0, "closed": 0,
           "closed_won": 0, "capots_us": 0, "capots_them": 0, "sheet_us": 0, "sheet_them": 0}
    for r in match.results:
        out["deals"] += 1
        out["sheet_us"] += r.sheet[0]
        out["sheet_them"] += r.sheet[1]
        if r.score is None or r.contract is None:
            out["thrown_in"] += 1
            continue
        if r.contract.team == 0:
            out["bid"] += 1
            out["made" if r.made else "failed"] += 1
        if r.score.case == ScoreCase.CLOSED:
            out["closed"] += 1
            out["closed_won"] += (r.contract.team if r.made else 1 - r.contract.team) == 0
        if r.capot is not None:
            out["capots_us" if r.capot == 0 else "capots_them"] += 1
    return out


@pytest.mark.parametrize("rules, seeds", [(PILOTTA, range(1, 40)), (BELOTE, range(1, 12))],
                         ids=["pilotta", "belote"])
def test_counts_come_from_the_engine_and_each_match_counts_once(rules: Rules,
                                                                 seeds: range) -> None:
    data = empty()
    totals: dict[str, int] = {}
    won = played = 0
    for seed in seeds:
        match = random_match(rules.default_target if rules is BELOTE else 151, seed=seed,
                             rules=rules)
        assert add_deals(data, match, seed, "normal")
        assert not add_deals(data, match, seed, "normal")  # counted once
        for k, v in expected(match).items():
            totals[k] = totals.get(k, 0) + v
        played += 1
        won += match.winner == 0
    game = data["games"][rules.name]
    assert {k: game[k] for k in totals} == totals
    assert game["levels"] == {"normal": {"played": played, "won": won}}
    if rules is PILOTTA:  # the seeds were chosen so that every kind of deal is there
        assert all(totals[k] for k in ("closed", "capots_us", "capots_them", "thrown_in"))


def test_a_deal_counts_once_across_reloads() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=31, target=51)
    play_until(tab, lambda app: app.waiting == "summary")
    result = tab.app.match.results[0]
    game = stored(store)["games"]["pilotta"]
    assert game["deals"] == 1
    assert (game["sheet_us"], game["sheet_them"]) == result.sheet
    for _ in range(3):  # reload at the summary: nothing more is counted
        tab = open_page(store)
    assert stored(store)["games"]["pilotta"]["deals"] == 1
    play_until(tab, lambda app: app.waiting == "match-over")
    n = len(tab.app.match.results)
    tab = open_page(store)
    tab = open_page(store)
    game = stored(store)["games"]["pilotta"]
    assert game["deals"] == n
    winner = tab.app.match.winner
    assert game["levels"] == {"normal": {"played": 1, "won": int(winner == 0)}}


def test_the_dialog_shows_them_and_resets_after_confirming() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=32)
    app = tab.app
    dispatch(app, "open-stats")
    assert tab.view.data["dialog"] == "stats" and "data-stats-empty" in tab.view["dialog"]
    dispatch(app, "close-dialog")
    play_until(tab, lambda a: a.waiting == "summary")
    dispatch(app, "open-stats")
    html = tab.view["dialog"]
    r = app.match.results[0]
    assert 'data-stat="pilotta:deals">1<' in html
    assert f'data-stat="pilotta:average_us">{r.sheet[0]:.1f}<' in html
    dispatch(app, "reset-stats")
    assert tab.view.data["dialog"] == "stats-reset" and "cannot be undone" in tab.view["dialog"]
    dispatch(app, "open-stats")  # cancel: nothing changed
    assert 'data-stat="pilotta:deals">1<' in tab.view["dialog"]
    dispatch(app, "reset-stats")
    dispatch(app, "confirm-reset-stats")
    assert tab.view.data["dialog"] == "stats" and "data-stats-empty" in tab.view["dialog"]
    assert stored(store)["games"] == {}
    tab = open_page(store)  # the deal counted before the reset is not counted again
    assert stored(store)["games"] == {}
    play_until(tab, lambda a: len(a.match.results) == 2)
    assert stored(store)["games"]["pilotta"]["deals"] == 1


def test_bad_stored_stats_start_empty() -> None:
    for text in ("{oops", "[]", json.dumps({"version": 1, "games": {"pilotta": {"deals": -3,
                 "levels": {"easy": {"played": "x"}}}}, "last": {"match": "1"}})):
        store = MemoryStore()
        store.data[STATS_KEY] = text
        book = StatsBook(store)
        game = book.data["games"].get("pilotta", {"deals": 0, "levels": {}})
        assert game["deals"] == 0 and game.get("levels", {}).get("easy", {}).get(
            "played", 0) == 0
        stats_dialog(book.data)  # renders


def test_the_dialog_lists_levels_and_games() -> None:
    data = empty()
    for seed, level in ((1, "easy"), (2, "hard")):
        add_deals(data, random_match(151, seed=seed), seed, level)
    add_deals(data, random_match(1000, seed=3, rules=BELOTE), 3, "normal")
    html = stats_dialog(data)
    assert 'data-stat-level="pilotta:easy"' in html and 'data-stat-level="pilotta:hard"' in html
    assert 'data-stats-game="belote"' in html and 'data-stat="belote:closed"' not in html
