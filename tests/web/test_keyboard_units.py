"""Keyboard play and the screen reader's words under CPython: which key is which shortcut,
where the arrows move, where the focus belongs in each phase, the dialogs the shortcuts
open, and the narration (calls, cards, tricks, the deal's result) in three languages."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

import pytest
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from pilotta.cards import SUIT_SYMBOLS, parse_card
from web.core.card_faces import card_button
from web.core.settings import Settings
from web.i18n import translate as i18n
from web.i18n.translate import LANGUAGES, messages
from web.table.ctrl import App
from web.table.dispatch import dispatch
from web.table.focus import BID_BOX, DECLARE, HAND, NEXT_DEAL, focus_goal
from web.table.keyboard import Box, is_typing, move_target, shortcut

# Every message of the page, in each language (one catalog: web/i18n/locale/).
WORDS = {lang: messages(lang) for lang in LANGUAGES}


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def make_app(seed: int = 1, lang: str = "en") -> tuple[App, FakeClock, RecordingView, list[str]]:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant", lang=lang), seed=seed)
    said: list[str] = []
    say = app.narrator.say

    def listen(text: str) -> None:
        said.append(text)
        say(text)

    app.narrator.say = listen  # type: ignore[method-assign]
    app.start()
    return app, clock, view, said


def play_deal(app: App, clock: FakeClock) -> None:
    for _ in range(200):
        clock.run(until=waiting_for_input(app))
        if app.waiting != "human":
            return
        human_default(app)
    raise AssertionError("the deal did not end")


# --- keys ------------------------------------------------------------------------------
def test_shortcuts_and_what_is_no_shortcut() -> None:
    assert [shortcut(k) for k in "hlsun?"] == [
        "hint", "last-trick", "open-sheet", "undo", "next", "open-help"]
    assert shortcut("H") == "hint"  # Caps Lock or Shift
    assert shortcut("η", "KeyH") == "hint"  # a Greek keyboard: the key's code
    assert shortcut("σ", "KeyS") == "open-sheet"
    assert shortcut("h", ctrl=True) is None and shortcut("s", meta=True) is None
    assert shortcut("n", alt=True) is None
    assert shortcut("x") is None and shortcut("Enter") is None and shortcut("") is None
    assert shortcut("ж", "KeyX") is None


def test_typing_in_a_field_is_no_shortcut() -> None:
    assert is_typing("input", "text") and is_typing("INPUT", "") and is_typing("textarea")
    assert is_typing("div", editable=True) and is_typing("select")
    assert not is_typing("input", "radio") and not is_typing("button")


def test_left_right_home_end_visit_only_the_selectable() -> None:
    sel = [False, True, False, True, True, False]
    assert move_target("ArrowRight", 1, sel) == 3
    assert move_target("ArrowRight", 4, sel) is None  # no wrap: the end stays
    assert move_target("ArrowLeft", 3, sel) == 1
    assert move_target("ArrowLeft", 1, sel) is None
    assert move_target("Home", 4, sel) == 1 and move_target("End", 1, sel) == 4
    assert move_target("ArrowRight", 0, sel) == 1  # from a card that may not be played
    assert move_target("ArrowRight", -1, sel) == 1  # from outside the group
    assert move_target("Home", 0, [False, False]) is None


def bid_box() -> list[Box]:
    """The bid box: the stepper (-10, +10, +50), four suits, Pass, as the page lays them."""
    stepper = [Box(360, 285, 50, 38), Box(490, 285, 50, 38), Box(550, 285, 50, 38)]
    suits = [Box(295 + 97 * i, 335, 88, 50) for i in range(4)]
    return stepper + suits + [Box(436, 393, 96, 38)]


def test_up_and_down_go_to_the_nearest_control_of_the_next_row() -> None:
    boxes = bid_box()
    sel = [True] * len(boxes)
    assert move_target("ArrowUp", 7, sel, boxes) in (4, 5)  # Pass -> a middle suit
    assert move_target("ArrowUp", 4, sel, boxes) == 0  # suit 1 -> -10
    assert move_target("ArrowDown", 2, sel, boxes) == 5  # +50 -> the suit below it
    assert move_target("ArrowDown", 5, sel, boxes) == 7  # a suit -> Pass
    assert move_target("ArrowDown", 7, sel, boxes) is None  # nothing below Pass
    assert move_target("ArrowUp", 0, sel, boxes) is None
    assert move_target("ArrowUp", 7, sel, []) is None  # no boxes: no rows


# --- where the focus belongs -----------------------------------------------------------
def test_the_focus_goal_follows_the_deal() -> None:
    app, clock, view, _ = make_app(seed=1)
    seen: list[str] = []
    tokens: set[str] = set()
    for _ in range(200):
        clock.run(until=waiting_for_input(app))
        assert view.scene is not None
        goal = focus_goal(view.scene)
        assert goal is not None
        if app.waiting != "human":
            assert app.waiting == "summary" and goal.selector == NEXT_DEAL and goal.strong
            break
        assert goal.strong and goal.token not in tokens  # a new turn: the focus moves
        tokens.add(goal.token)
        seen.append(goal.selector)
        human_default(app)
        assert view.scene is not None
        after = focus_goal(view.scene)
        if app.waiting in ("bot", "hold"):  # bots: the hand, only if the focus is lost
            assert after is not None and after.selector == HAND and not after.strong
    assert seen[0] == BID_BOX and DECLARE in seen and seen.count(HAND) == 8
    dispatch(app, "open-help")
    assert view.scene is not None and focus_goal(view.scene) is None  # the dialog keeps it


# --- the shortcuts' actions and dialogs ------------------------------------------------
def test_help_and_sheet_dialogs_open_and_close() -> None:
    app, clock, view, _ = make_app(seed=1)
    clock.run(until=waiting_for_input(app))
    dispatch(app, "open-help")
    dialog = view["dialog"]
    assert app.ui.dialog == "help" and 'data-dialog="help"' in dialog
    assert 'aria-modal="true"' in dialog and 'data-key="close-help"' in dialog
    keys = re.findall(r"<kbd>(.*?)</kbd>", dialog)
    for key in ("H", "L", "S", "U", "N", "?", "Esc"):
        assert key in keys, keys
    dispatch(app, "close-dialog")
    assert app.ui.dialog == "" and view["dialog"] == ""
    dispatch(app, "open-sheet")
    assert 'data-dialog="sheet"' in view["dialog"] and "No deal finished yet" in view["dialog"]
    dispatch(app, "close-dialog")
    dispatch(app, "open-nothing")  # an unknown name does nothing
    app.dialogs.open_dialog("settings-forged")
    assert app.ui.dialog == ""


def test_next_and_undo_shortcuts() -> None:
    app, clock, _, _ = make_app(seed=1)
    clock.run(until=waiting_for_input(app))
    dispatch(app, "next")  # not at a summary: nothing
    assert len(app.match.deals) == 1
    dispatch(app, "undo")  # no App.undo on this branch: nothing, no error
    called: list[bool] = []
    app.undo = lambda: called.append(True)  # type: ignore[attr-defined]
    dispatch(app, "undo")
    assert called == [True]
    play_deal(app, clock)
    assert app.waiting == "summary"
    dispatch(app, "next")
    assert len(app.match.deals) == 2


# --- names and the live region ---------------------------------------------------------
def test_controls_name_what_they_show() -> None:
    html = card_button(parse_card("TH"), legal=True, active=True)
    assert 'aria-label="10♥, 10 of hearts"' in html
    assert html.count(">10<") == 1  # the rank is text once; CSS draws the other two
    app, clock, view, _ = make_app(seed=1)
    clock.run(until=waiting_for_input(app))
    center = view["center"]
    assert 'aria-label="−10, Lower bid value"' in center
    assert 'aria-label="+10, Higher bid value"' in center
    assert 'data-roving="all"' in center and 'data-stop' in center
    assert 'data-roving="all"' in view["hand"]  # the auction: every card may be visited


def test_the_hand_roves_over_playable_cards_when_the_player_is_to_play() -> None:
    app, clock, view, _ = make_app(seed=1)
    for _ in range(60):
        clock.run(until=waiting_for_input(app))
        obs = app.match.observation(0)
        if app.waiting == "human" and obs.contract is not None and not app.ui.dialog and \
                "data-panel=\"declare\"" not in view["center"]:
            break
        human_default(app)
    assert 'data-roving="legal"' in view["hand"]


def test_a_deal_is_narrated_in_words() -> None:
    app, clock, _, said = make_app(seed=1)
    play_deal(app, clock)
    text = "\n".join(said)
    assert said[0] == "Deal 1: Left deals"
    calls = [s for s in said if re.search(r"\b(bids?|pass(es)?|closes?)\b", s)]
    assert calls and not any(ch in s for s in calls for ch in SUIT_SYMBOLS), calls
    assert "You pass" in said or any(s.startswith("You bid ") for s in said)
    assert re.search(r"^(Left|Right|Partner) (passes|bids \d+ \w+)$", text, re.M), text
    assert re.search(r"^Contract: \d+ \w+", text, re.M), text
    plays = [s for s in said if " play" in s]
    assert len(plays) == 32 and all(" of " in s for s in plays), plays
    tricks = [s for s in said if "the trick" in s]
    assert len(tricks) == 8 and all(re.search(r": \d+ points?$", s) for s in tricks), tricks
    assert any(s.startswith("You win the trick") for s in tricks) or all(
        not s.startswith("You wins") for s in tricks)
    assert re.search(r"^Deal 1 is over: (our|their) contract (is made|fails)$", text, re.M)
    total = app.match.totals
    assert f"Total: Us {total[0]}, Them {total[1]}" in text
    assert "Deal 1 is over" in app.ui.live  # the live region has it (one render)


def test_the_last_trick_is_said_when_shown() -> None:
    app, clock, _, said = make_app(seed=1)
    dispatch(app, "last-trick")
    assert said[-1] == "No trick played yet"
    dispatch(app, "last-trick")  # closing says nothing
    for _ in range(100):
        clock.run(until=waiting_for_input(app))
        if app.deal.tricks and app.waiting == "human":
            break
        human_default(app)
    dispatch(app, "last-trick")
    assert said[-1].startswith("Last trick, ") and said[-1].count(" of ") == 4, said[-1]


@pytest.mark.parametrize("lang", ["el", "fr"])
def test_the_narration_speaks_the_chosen_language(lang: str) -> None:
    app, clock, _, said = make_app(seed=1, lang=lang)
    play_deal(app, clock)
    mine = {k: v for k, v in WORDS[lang].items() if k.startswith("an_")}
    first_words = {re.split(r"[ {:]", v.replace("{seat}", "").strip())[0] for v in mine.values()}
    spoken = [s for s in said if any(w and w in s for w in first_words)]
    assert spoken, said
    english = [s for s in said if s.startswith(("Deal 1 is over", "This deal:"))]
    assert not english, english
    assert not [p for p in i18n.problems if "an_" in p], i18n.problems


def test_plural_rules() -> None:
    assert i18n.tn("points", 1) == "1 point" and i18n.tn("points", 0) == "0 points"
    i18n.set_language("fr")
    assert i18n.tn("points", 0) == "0 point" and i18n.tn("points", 2) == "2 points"
    i18n.set_language("el")
    assert i18n.tn("points", 1) == "1 πόντος" and i18n.tn("points", 25) == "25 πόντοι"


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_words_exist_in_every_language_with_the_same_placeholders() -> None:
    en = WORDS["en"]
    for lang in ("el", "fr"):
        assert WORDS[lang].keys() == en.keys(), lang
        for key, text in WORDS[lang].items():
            assert placeholders(text) == placeholders(en[key]), (lang, key)
            assert text.strip(), (lang, key)


def test_a_belote_deal_is_narrated_too() -> None:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant", rules="belote", target=1000), seed=3)
    said: list[str] = []
    say = app.narrator.say
    app.narrator.say = lambda text: (said.append(text), say(text))[-1]  # type: ignore[method-assign]
    app.start()
    play_deal(app, clock)
    assert said[0] == "Deal 1: Left deals" and said[1].startswith("Turned card: ")
    assert " of " in said[1]
    text = "\n".join(said)
    assert re.search(r"^(Left|Right|Partner) takes$|^You take$|names \w+ as trump$", text,
                     re.M), text
    assert re.search(r"^Trump: \w+, taken by \w+ \((Us|Them)\)$", text, re.M), text
    assert re.search(r"^Deal 1 is over: (our|their) contract (is made|fails)$", text, re.M)
