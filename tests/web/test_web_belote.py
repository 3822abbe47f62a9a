"""French Belote at the page's table, under CPython with a fake clock: the game chosen in
the settings and the new-match dialog, the turned card and the two rounds of calls, refused
calls, the contract, belote-rebelote, the summary from the engine's ``DealScore``, the
sheet, and the hint failing cleanly while the hard bot is learning Belote."""

from __future__ import annotations

from webtest_util import FakeClock, RecordingView, waiting_for_input

from pilotta.actions import PASS_CALL, TAKE_CALL, Call, Declare, Play
from pilotta.cards import card_name
from pilotta.game import Deal
from pilotta.rulesets import rules_named
from pilotta.scoring import DealScore, ScoreCase
from web.core.settings import Settings, SettingsForm, apply_form
from web.i18n import translate as i18n
from web.summary.belote_lines import summarize_belote
from web.table.ctrl import App
from web.table.dispatch import dispatch


def belote_app(seed: int = 4, **settings: object) -> tuple[App, FakeClock, RecordingView]:
    view, clock = RecordingView(), FakeClock()
    options: dict[str, object] = {"rules": "belote", "target": 1000, "speed": "instant",
                                  "level": "normal", **settings}
    app = App(view, clock, Settings(**options), seed=seed)  # type: ignore[arg-type]
    app.start()
    return app, clock, view


def to_human(app: App, clock: FakeClock) -> None:
    clock.run(until=waiting_for_input(app))


def test_settings_offer_belote_with_its_own_targets_and_rounding() -> None:
    s = Settings()
    form = SettingsForm.of(s).with_game("belote")
    assert (form.rules, form.target_choice) == ("belote", "1000")
    new, err = apply_form(s, form)
    assert err is None and new is not None and (new.rules, new.target) == ("belote", 1000)
    # Belote's range is 101..5001: 51 is refused with Belote's bounds in words
    new, err = apply_form(s, SettingsForm("custom", "51", rules="belote"))
    assert new is None and err is not None and "101" in err and "5001" in err
    new, _ = apply_form(s, SettingsForm("501", "", rules="belote", rounding="tens"))
    assert new is not None and new.rule_set.rounding == "tens"  # type: ignore[attr-defined]


def test_the_settings_dialog_switches_game_and_a_fresh_match_restarts() -> None:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant"), seed=4)
    app.start()
    to_human(app, clock)
    app.prefs.open_settings()
    assert 'data-key="rules-belote"' in view["dialog"] and 'data-key="target-301"' in view["dialog"]
    app.prefs.change_form(SettingsForm("301", "", "instant", "normal", rules="belote"))
    dialog = view["dialog"]
    assert 'data-key="target-1000"' in dialog and "501 (short game)" in dialog
    assert 'data-fieldset="rounding"' in dialog
    assert app.prefs.apply_settings(SettingsForm("1000", "", "instant", "normal", rules="belote"))
    assert app.match.rules.name == "belote" and app.match.target == 1000
    assert app.deal.turned is not None and not app.deal.actions
    assert "French Belote" in " ".join(n.text for n in app.ui.notices)


def test_new_match_dialog_offers_both_games() -> None:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant"), seed=2)
    app.start()
    to_human(app, clock)
    dispatch(app, "new-match")
    assert 'data-value="belote"' in view["dialog"] and 'data-value="pilotta"' in view["dialog"]
    dispatch(app, "confirm-new-match", "belote")
    assert app.match.rules.name == "belote" and app.match.target == 1000
    assert view["dialog"] == ""


def test_the_turned_card_and_the_calls_of_each_round() -> None:
    i18n.problems.clear()
    app, clock, view = belote_app(seed=4)
    to_human(app, clock)
    deal = app.deal
    turned = deal.turned
    assert turned is not None and deal.to_act == 0  # seat 0 speaks first
    center = view["center"]
    assert f'data-turned="{card_name(turned)}"' in center
    assert 'data-call="take"' in center and 'data-call="pass"' in center
    assert 'data-round="1"' in center
    assert not any(f'data-call="{s}"' in center for s in "SHDC")
    assert "take" in view["status"].lower()
    # round 1: naming a suit is refused with the engine's reason, nothing changes
    other = "SHDC"[((turned >> 3) + 1) % 4]
    app.call(other)
    assert not deal.actions and 'data-kind="illegal"' in view["toast"]
    app.call("pass")
    to_human(app, clock)
    if deal.contract is None and app.waiting == "human":  # round 2 reached our seat
        center = view["center"]
        assert 'data-round="2"' in center and 'data-call="take"' not in center
        named = [s for s in "SHDC" if f'data-call="{s}"' in center]
        assert len(named) == 3 and "SHDC"[turned >> 3] not in named
        moves = len(deal.actions)
        app.call("take")  # no take in round 2: refused in words
        app.call("SHDC"[turned >> 3])  # nor the turned card's suit
        assert len(deal.actions) == moves and 'data-kind="illegal"' in view["toast"]
    assert not i18n.problems


def take_and_play(app: App, clock: FakeClock) -> None:
    """Take the turned card, then play the deal out (announce, first legal card)."""
    to_human(app, clock)
    app.call("take")
    for _ in range(100):
        to_human(app, clock)
        if app.waiting != "human":
            return
        first = app.match.observation(0).legal[0]
        if isinstance(first, Declare):
            app.declare(True)
        else:
            assert isinstance(first, Play)
            app.play(first.card)
    raise AssertionError("the deal did not end")


def test_a_taken_deal_shows_the_pickup_contract_summary_and_exact_sheet() -> None:
    i18n.problems.clear()
    app, clock, view = belote_app(seed=4)
    to_human(app, clock)
    turned = app.deal.turned
    assert turned is not None
    app.call("take")
    deal = app.deal
    assert deal.contract is not None and deal.contract.seat == 0
    assert deal.contract.trump == turned >> 3
    assert f'data-picked-up="{card_name(turned)}"' in view["seat-0"]
    assert f'data-card="{card_name(turned)}"' in view["hand"] and "picked" in view["hand"]
    side = view["side"]
    assert 'data-taker="0"' in side and f'data-trump-suit="{"SHDC"[turned >> 3]}"' in side
    assert "picked up the turned card" in side and "80" not in side.split("data-taker")[0]
    take_and_play(app, clock)
    assert app.waiting == "summary"
    result = deal.result()
    assert result is not None and result.score is not None
    overlay = view["overlay"]
    raw = result.score.raw
    assert f'data-raw="{raw[0]},{raw[1]}"' in overlay
    assert f'data-sheet="{raw[0]},{raw[1]}"' in overlay  # exact points on the sheet
    assert "took the turned card" in overlay
    assert ("is more than" in overlay) == result.score.made
    assert app.match.target == 1000 and "to 1000" in view["scoreboard"]
    assert not i18n.problems


def test_the_summary_puts_the_engines_dedans_and_belote_in_words() -> None:
    """A failed contract (dedans) where the takers hold the belote: their 20 is kept."""
    deal = Deal.from_rng(__import__("pilotta.rng", fromlist=["Rng"]).Rng(1), 3,
                         rules_named("belote"))
    deal.push(TAKE_CALL)
    from pilotta.auction import Contract
    from pilotta.game import DealResult

    score = DealScore(False, (20, 262), (20, 262), None, 90, ScoreCase.FAILED, (70, 92), 162,
                      120)
    result = DealResult(Contract(0, 0, 1), False, (20, 262), (20, 262), (70, 92), (3, 5),
                        (0, 100), (20, 0), None, score)
    s = summarize_belote(deal, result, 1)
    text = " ".join(s.lines)
    assert s.made is False and s.raw == (20, 262)
    assert "not more than" in text and "dedans" in text.lower()
    assert "162" in text and "= 262" in text and "only their belote, 20" in text
    assert "Scores are kept exact." in text
    # the rows add up: the defenders 162 + every declaration 100, the takers their belote
    rows = {label: (a, b) for label, a, b in s.rows[s.parts:]}
    assert rows == {"Trick points scored": ("0", "162"), "Declarations counted": ("0", "100"),
                    "Belote": ("20", "0"), "Raw points (the sum)": ("20", "262"),
                    "On the sheet": ("20", "262")}


def test_rounded_to_tens_on_the_sheet() -> None:
    app, clock, view = belote_app(seed=4, rounding="tens")
    take_and_play(app, clock)
    result = app.deal.result()
    assert result is not None and result.score is not None
    assert all(x % 10 == 0 for x in result.sheet)
    if result.raw != result.sheet:
        assert "rounded to the nearest ten" in view["overlay"]


def test_the_bots_play_belote_deals_without_errors() -> None:
    errors: list[BaseException] = []
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(rules="belote", target=1000, speed="instant",
                                    level="hard"), seed=11, on_error=errors.append)
    app.start()
    for _ in range(3):
        for _ in range(40):
            to_human(app, clock)
            if app.waiting != "human":
                break
            obs = app.match.observation(0)
            app.attempt(PASS_CALL if PASS_CALL in obs.legal else obs.legal[0])
        assert app.waiting in ("summary", "match-over")
        app.next_deal()
    assert not errors, errors


def test_the_hint_in_belote_fails_cleanly_or_gives_a_legal_call() -> None:
    errors: list[BaseException] = []
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(rules="belote", target=1000, speed="instant"), seed=4,
              on_error=errors.append)
    app.start()
    to_human(app, clock)
    app.request_hint()
    clock.run(until=lambda: not app.ui.hinting)
    hint = app.ui.hint
    if hint is None:  # the hard bot cannot play Belote yet: a word, no error box
        assert "No hint" in view["toast"]
    else:
        assert isinstance(hint.action, Call) and hint.action in app.match.observation(0).legal
    assert not errors
