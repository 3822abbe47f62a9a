"""Coinche at the page's table, under CPython with a fake clock: the game in the settings,
the bid box (values 80 to capot, six trumps), coinche and surcoinche when the engine allows
them, the contract with its multiplier, the summary from the engine's ``DealScore``, the
rules, statistics and words of each language."""

from __future__ import annotations

import re

import pytest
from webtest_util import FakeClock, RecordingView, waiting_for_input

from pilotta.actions import (
    CAPOT_VALUE,
    COINCHE_CALL,
    PASS_CALL,
    SURCOINCHE_CALL,
    Call,
    Play,
    bid,
    parse_call,
)
from pilotta.cards import ALL_TRUMP, NO_TRUMP
from pilotta.coinche_auction import CoincheAuction
from pilotta.match import Match
from pilotta.rulesets import rules_named
from web.core.settings import Settings, SettingsForm, apply_form
from web.i18n import translate as i18n
from web.rulebook.view import rules_dialog
from web.stats.model import add_deals, empty
from web.stats.view import stats_dialog
from web.summary.by_game import summarize_deal
from web.table.ctrl import App
from web.table.dispatch import dispatch

COINCHE = rules_named("coinche")


def coinche_app(seed: int = 3, **settings: object) -> tuple[App, FakeClock, RecordingView]:
    view, clock = RecordingView(), FakeClock()
    options: dict[str, object] = {"rules": "coinche", "target": 2000, "speed": "instant",
                                  "level": "easy", **settings}
    app = App(view, clock, Settings(**options), seed=seed)  # type: ignore[arg-type]
    app.start()
    return app, clock, view


def to_human(app: App, clock: FakeClock) -> None:
    clock.run(until=waiting_for_input(app))


def legal_calls(app: App) -> list[Call]:
    return [a for a in app.match.observation(0).legal if isinstance(a, Call)]


def test_settings_offer_coinche_with_its_targets_and_rounding() -> None:
    s = Settings()
    form = SettingsForm.of(s).with_game("coinche")
    assert (form.rules, form.target_choice) == ("coinche", "2000")
    new, err = apply_form(s, form)
    assert err is None and new is not None and (new.rules, new.target) == ("coinche", 2000)
    new, err = apply_form(s, SettingsForm("custom", "6000", rules="coinche"))
    assert new is None and err is not None and "101" in err and "5001" in err
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant"), seed=4)
    app.start()
    to_human(app, clock)
    app.prefs.open_settings()
    app.prefs.change_form(SettingsForm("301", "", "instant", "normal", rules="coinche"))
    dialog = view["dialog"]
    assert 'data-key="rules-coinche"' in dialog and "1000 (short game)" in dialog
    assert 'data-fieldset="rounding"' in dialog and "Coinche scores" in dialog
    assert app.prefs.apply_settings(SettingsForm("2000", "", "instant", "normal",
                                                 rules="coinche", rounding="tens"))
    assert app.match.rules.name == "coinche" and app.match.target == 2000
    assert app.match.rules.rounding == "tens"
    dispatch(app, "new-match")
    assert all(f'data-value="{g}"' in view["dialog"] for g in ("pilotta", "belote", "coinche"))


def test_the_bid_box_steps_from_80_to_capot_and_offers_six_trumps() -> None:
    i18n.problems.clear()
    app, clock, view = coinche_app(seed=3)
    to_human(app, clock)
    deal = app.deal
    assert deal.contract is None and deal.to_act == 0
    low = deal.auction.min_bid()
    assert low is not None and low <= 160
    center = view["center"]
    bids = re.findall(r'data-bid="([^"]+)"', center)
    assert bids == [f"{low}{t}" for t in "SHDCNA"]
    assert 'data-key="bid-step+50"' not in center  # ten values: steps of ten
    assert re.search(r'data-key="bid-N"[^>]*aria-label="Bid \d+ NT \(no trumps\)"', center)
    for _ in range(20):  # +10 runs to capot and stops there
        dispatch(app, "bid-step", "10")
    center = view["center"]
    assert f'data-bid-value="{CAPOT_VALUE}"' in center and ">Capot<" in center
    assert 'data-bid="capotA"' in center and "Capot" in view["center"]
    dispatch(app, "bid-step", "-10")
    assert 'data-bid-value="160"' in view["center"]
    for _ in range(3):
        dispatch(app, "bid-step", "-10")
    dispatch(app, "bid", str(NO_TRUMP))
    assert deal.auction.calls[-1] == bid(130, NO_TRUMP)
    assert 'data-auction-call="130N"' in view["side"]
    assert "130 NT" in view["side"]
    to_human(app, clock)  # the bots answer; the body's hooks name a sans-atout contract
    c = app.match.deals[-1].contract
    if c is not None:
        assert view.data["trump"] == "SHDCNA"[c.trump] and view.data["phase"] == "play"
    assert not i18n.problems


def find_app(want: Call, seeds: range = range(1, 60)) -> tuple[App, FakeClock, RecordingView]:
    """A match whose player, passing until then, is offered ``want``."""
    for seed in seeds:
        app, clock, view = coinche_app(seed=seed, level="normal")
        for _ in range(12):
            to_human(app, clock)
            if app.waiting != "human" or app.deal.contract is not None:
                break
            if want in legal_calls(app):
                return app, clock, view
            app.call("pass")
    raise AssertionError(f"no seed offers {want}")


def test_coinche_is_offered_against_the_other_team_and_then_no_more_bids() -> None:
    i18n.problems.clear()
    app, clock, view = find_app(COINCHE_CALL)
    deal = app.deal
    auction = deal.auction
    assert isinstance(auction, CoincheAuction)
    assert auction.high is not None and auction.high_seat & 1 == 1  # an opponent's bid
    assert 'data-call="coinche"' in view["center"] and "Coinche ×2" in view["center"]
    assert "coinche" in view["status"].lower()
    app.call("coinche")
    assert auction.calls[-1] == COINCHE_CALL and auction.multiplier == 2
    to_human(app, clock)
    if app.deal is deal and deal.contract is None and app.waiting == "human":
        center = view["center"]  # the auction came back: only pass, no bid box
        assert "data-bid=" not in center and "No more bids after a coinche." in center
        assert 'data-call="surcoinche"' not in center  # the defence never surcoinches
    done = deal.contract if deal.contract is not None else None
    if done is not None:
        assert done.multiplier in (2, 4)
        assert "×" in view["side"] and f'x{done.multiplier}"' in view["side"]
    assert not i18n.problems


def test_a_refused_call_says_why_and_changes_nothing() -> None:
    app, clock, view = coinche_app(seed=3)
    to_human(app, clock)
    moves = len(app.deal.actions)
    app.call("surcoinche")  # nothing to surcoinche
    assert len(app.deal.actions) == moves and 'data-kind="illegal"' in view["toast"]
    assert "surcoinche" in view["toast"].lower()
    app.call("close")  # Pilotta's word is not a Coinche call
    assert len(app.deal.actions) == moves


def play_out(app: App, clock: FakeClock, first: str = "pass") -> None:
    """Call ``first``, pass after it, play the first legal card to the end of the deal."""
    to_human(app, clock)
    number = len(app.match.deals)
    app.attempt(parse_call(first))
    for _ in range(200):
        to_human(app, clock)
        if app.waiting != "human" or len(app.match.deals) != number:
            return
        a = app.match.observation(0).legal[0]
        if isinstance(a, Call):
            app.call("pass")
        else:
            assert isinstance(a, Play)
            app.play(a.card)
    raise AssertionError("the deal did not end")


def test_a_played_deal_is_summed_up_in_coinches_words_from_the_engines_score() -> None:
    i18n.problems.clear()
    app, clock, view = coinche_app(seed=3)
    play_out(app, clock, "100H")
    assert app.waiting in ("summary", "match-over")
    deal = app.match.deals[-1]
    result = deal.result()
    assert result is not None and result.score is not None and result.contract is not None
    s = summarize_deal(deal, result, 1)
    text = " ".join(s.lines)
    c = result.contract
    assert (c.value >= 100 and f"bid {c.value}" in text) or "Capot" in text
    assert f"needed {c.value}" in text or "capot" in text
    assert ("made" in text) == result.score.made
    # the rows before the raw total add up to it, as the engine found it
    parts = s.rows[s.parts:-2]
    assert parts and [sum(int(r[i]) for r in parts) for i in (1, 2)] == list(result.score.raw)
    summary = view["overlay"]
    assert f"needed {c.value}" in summary or "capot" in summary
    assert str(result.score.sheet[0]) in summary
    assert not i18n.problems


@pytest.mark.parametrize("multiplier", [1, 2, 4])
def test_the_summary_explains_each_case_of_the_spec(multiplier: int) -> None:
    """A deal played by the engine to its end, coinched or not: the words name the case."""
    calls = {1: "120S pass pass pass", 2: "120S coinche pass pass pass",
             4: "120S coinche surcoinche"}[multiplier]
    m = Match(seed=11, rules=COINCHE, target=2000)
    deal = m.new_deal()
    for word in calls.split():
        deal.push(parse_call(word))
    while deal.result() is None:
        deal.push(next(iter(deal.legal_actions())))
    result = deal.result()
    assert result is not None and result.score is not None
    text = " ".join(summarize_deal(deal, result, 1).lines)
    if multiplier == 1 and result.score.made:
        assert "score their bid (120)" in text
    elif multiplier == 1:
        assert "160 + 120 for the failed contract" in text
    else:
        assert f"160 + 120 × {multiplier}" in text and f"× {multiplier}." in text
        assert ("surcoinched" in text) == (multiplier == 4)


def test_sans_atout_and_tout_atout_are_named_in_each_language() -> None:
    try:
        for lang, words in (("en", ("no trumps", "all trumps", "NT")),
                            ("fr", ("sans-atout", "tout-atout", "SA")),
                            ("el", ("χωρίς ατού", "όλα ατού", "ΧΑ"))):
            i18n.set_language(lang)
            assert i18n.suit_word(NO_TRUMP) == words[0]
            assert i18n.suit_word(ALL_TRUMP) == words[1]
            assert i18n.call_words(bid(120, NO_TRUMP)) == f"120 {words[2]}"
            assert i18n.call_words(parse_call("capotH")).endswith(" ♥")
            assert i18n.call_words(SURCOINCHE_CALL).endswith("×4")
            assert i18n.call_words(PASS_CALL)
            html = rules_dialog("coinche")
            assert html.index('data-rules-game="coinche"') < html.index('data-rules-game="pilotta"')
    finally:
        i18n.set_language("en")
    assert not i18n.problems


def test_statistics_count_coinche_on_its_own() -> None:
    m = Match(seed=5, rules=COINCHE, target=2000)
    while m.winner is None and len(m.deals) < 6:
        deal = m.current if m.current is not None else m.new_deal()
        while deal.result() is None:
            deal.push(next(iter(deal.legal_actions())))
        if m.current is None and m.winner is None:
            m.new_deal()
    data = empty()
    assert add_deals(data, m, 7, "normal")
    game = data["games"]["coinche"]
    assert game["deals"] == len(m.results) > 0
    html = stats_dialog(data)
    assert 'data-stats-game="coinche"' in html and "Coinche" in html
    assert "Coinched games" in html and "Closed games" not in html


def test_a_coinche_match_is_saved_resumed_and_a_bid_taken_back() -> None:
    """Autosave and undo work for Coinche as for the other games: a reload resumes the
    match with its bid box value and calls; undo takes back the player's bid."""
    from savetest_util import open_page

    from web.core.storage import MemoryStore

    store = MemoryStore()
    tab = open_page(store, seed=3, rules="coinche", target=2000, speed="instant")
    app = tab.app
    tab.clock.run(until=waiting_for_input(app))
    calls = list(app.deal.actions)
    dispatch(app, "bid-step", "10")
    dispatch(app, "bid", str(ALL_TRUMP))
    assert app.deal.auction.calls[-1] == bid(90, ALL_TRUMP)
    tab.clock.run(until=waiting_for_input(app))
    assert app.can_undo()
    app.undo()
    assert app.deal.actions == calls and app.waiting == "human"
    dispatch(app, "bid-step", "10")
    dispatch(app, "bid-step", "10")  # 100 picked: kept across the reload
    again = open_page(store)
    assert again.app.match.rules.name == "coinche" and again.app.match.target == 2000
    assert again.app.deal.actions == calls and again.app.bid_value() == 100
    assert 'data-bid="100A"' in again.view["center"]
