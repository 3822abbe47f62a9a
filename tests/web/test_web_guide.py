"""The guided first deal (``web/guide/``, ``web/table/lesson.py``) under CPython with a fake
clock: each lesson's script is a legal deal that shows what it teaches; the player is asked
for each move with its rule, a wrong move is explained and changes nothing; the player's
own match, its save and the statistics are untouched; it can be left and resumed; its words
exist in every language."""

from __future__ import annotations

import pytest
from savetest_util import open_page
from webtest_util import waiting_for_input

from pilotta.actions import BID, Action, Call, Declare, Play
from pilotta.bots import make_bot
from pilotta.cards import card_pretty
from pilotta.explain import play_constraint
from pilotta.record import export_match
from pilotta.tricks import PlayRule
from web.core.storage import MemoryStore
from web.guide.lessons import LESSONS
from web.i18n import translate as i18n
from web.table.ctrl import App
from web.table.dispatch import dispatch

# what each lesson must show the player in its own moves
TEACHES = {
    "pilotta": {PlayRule.LEAD, PlayRule.FOLLOW, PlayRule.TRUMP, PlayRule.OVERTRUMP},
    "belote": {PlayRule.LEAD, PlayRule.FOLLOW, PlayRule.TRUMP, PlayRule.OVERTRUMP,
               PlayRule.PARTNER_FREE},
}


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_each_lesson_is_a_legal_deal_that_shows_what_it_teaches(game: str) -> None:
    lesson = LESSONS[game]
    deal = lesson.new_match().deals[-1]
    seen: set[PlayRule] = set()
    announced = False
    for action in lesson.actions:
        assert deal.verify(action) is None, (action, deal.verify(action))
        if deal.to_act == 0:
            c = play_constraint(deal, 0)
            if c is not None:
                seen.add(c.rule)
            announced |= action == Declare(True)
        deal.push(action)
    result = deal.result()
    assert result is not None and result.contract is not None and result.score is not None
    assert result.contract.seat == 0 and result.score.made and announced
    assert TEACHES[game] <= seen, seen
    if game == "pilotta":
        assert result.score.rule_of_six


def lesson_on(app: App) -> bool:
    """Is a guided deal on the table? (a call, so that mypy narrows nothing across moves)"""
    return app.lesson.active


def do(app: App, want: Action) -> None:
    """The lesson's move, as the player makes it: the bid box's value and suit, a call,
    a declaration, a card."""
    if isinstance(want, Call) and want.kind == BID:
        while (app.bid_value() or 0) < want.value:
            dispatch(app, "bid-step", "10")
        dispatch(app, "bid", str(want.bid_suit))
    elif isinstance(want, Call):
        app.call(str(want.kind))
    elif isinstance(want, Declare):
        app.declare(want.announce)
    else:
        assert isinstance(want, Play)
        app.play(want.card)


def play_lesson(app: App, clock: object, view: object, moves: int = 99) -> int:
    """Follow the lesson's prompts for ``moves`` of the player's moves; checks that each
    prompt names the move. Returns the moves made."""
    done = 0
    while done < moves:
        clock.run(until=waiting_for_input(app))  # type: ignore[attr-defined]
        if app.waiting != "human":
            break
        want = app.lesson.expected()
        assert want is not None
        status = view["status"]  # type: ignore[index]
        assert 'data-lesson-prompt="1"' in status
        if isinstance(want, Play):
            assert card_pretty(want.card)[:-1] in status
        do(app, want)
        done += 1
    return done


def test_the_pilotta_lesson_is_played_through_its_prompts_and_leaves_the_match_alone() -> None:
    i18n.problems.clear()
    store = MemoryStore()
    tab = open_page(store, seed=5, speed="instant")
    app, clock, view = tab.app, tab.clock, tab.view
    clock.run(until=waiting_for_input(app))
    app.call("pass")  # the player's own match is under way
    clock.run(until=waiting_for_input(app))
    own = export_match(app.match)
    saved = dict(store.data)
    dispatch(app, "open-rules")
    assert 'data-action="start-lesson" data-value="pilotta"' in view["dialog"]
    dispatch(app, "start-lesson", "pilotta")
    assert lesson_on(app) and app.ui.dialog == "" and app.match.seed == LESSONS["pilotta"].seed
    status = view["status"]
    assert "You speak first. Bid 80" in status and "lesson-intro" in status
    assert 'data-action="hint"' not in status and 'data-action="undo"' not in status
    # a legal bid that is not the lesson's: explained, nothing changes
    dispatch(app, "bid", "1")
    assert not app.deal.actions and "Not that one in this lesson" in view["toast"]
    assert play_lesson(app, clock, view) == 10  # the bid, the declaration, eight cards
    assert app.waiting == "summary"
    overlay = view["overlay"]
    assert "Back to your match" in overlay and "Rule of 6" in view["status"]
    assert export_match(app.match) != own
    dispatch(app, "next-deal")
    assert not lesson_on(app) and export_match(app.match) == own
    assert "Guided deal of Cypriot Pilotta done" in view["notices"]
    assert store.data == saved  # nothing saved, nothing counted
    assert app.stats is not None and "pilotta" not in app.stats.data["games"]
    assert not i18n.problems


def test_a_wrong_card_is_refused_with_the_engines_reason_or_the_lessons() -> None:
    tab = open_page(MemoryStore(), seed=5, speed="instant")
    app, clock, view = tab.app, tab.clock, tab.view
    dispatch(app, "start-lesson", "pilotta")
    for _ in range(40):  # to a card of the player's with another legal one and an illegal one
        clock.run(until=waiting_for_input(app))
        want = app.lesson.expected()
        assert want is not None
        c = play_constraint(app.deal, 0)
        if (c is not None and c.rule != PlayRule.LEAD and bin(c.options).count("1") > 1
                and app.deal.hands[0] & ~c.options):
            break
        do(app, want)
    assert isinstance(want, Play) and c is not None
    moves = len(app.deal.actions)
    illegal = next(x for x in range(32) if app.deal.hands[0] >> x & 1 and not c.options >> x & 1)
    app.play(illegal)
    assert len(app.deal.actions) == moves and 'data-kind="illegal"' in view["toast"]
    assert "Not that one" not in view["toast"]  # the engine's own reason
    other = next(x for x in range(32) if c.options >> x & 1 and x != want.card)
    app.play(other)
    assert len(app.deal.actions) == moves and "Not that one in this lesson" in view["toast"]
    app.play(want.card)
    assert len(app.deal.actions) == moves + 1


def test_left_half_way_it_is_resumed_from_the_rules_dialog() -> None:
    tab = open_page(MemoryStore(), seed=5, speed="instant")
    app, clock, view = tab.app, tab.clock, tab.view
    clock.run(until=waiting_for_input(app))
    own = export_match(app.match)
    dispatch(app, "start-lesson", "pilotta")
    play_lesson(app, clock, view, moves=4)
    at = len(app.deal.actions)
    dispatch(app, "leave-lesson")
    assert not lesson_on(app) and export_match(app.match) == own
    assert "the Rules dialog resumes it" in view["notices"]
    dispatch(app, "open-rules")
    assert "Resume the guided deal: Cypriot Pilotta" in view["dialog"]
    dispatch(app, "start-lesson", "pilotta")
    assert lesson_on(app) and len(app.deal.actions) == at
    # a new match while the lesson is on ends it; the new match is the player's
    dispatch(app, "new-match")
    dispatch(app, "confirm-new-match", "pilotta")
    assert not lesson_on(app) and app.match.seed != LESSONS["pilotta"].seed


def test_the_bots_of_a_lesson_play_its_script_even_after_a_change_of_level() -> None:
    tab = open_page(MemoryStore(), seed=5, speed="instant")
    app = tab.app
    dispatch(app, "start-lesson", "belote")
    app.bot_driver.set_level("hard")
    app.lesson.script_bots()
    assert {b.name for b in app.bots.values()} == {"lesson"}
    assert make_bot("easy", 1).name != "lesson"


@pytest.mark.parametrize("lang", ["el", "fr"])
def test_the_lessons_words_exist_in_every_language(lang: str) -> None:
    i18n.problems.clear()
    try:
        i18n.set_language(lang)
        for game in sorted(LESSONS):
            tab = open_page(MemoryStore(), seed=5, speed="instant", lang=lang)
            dispatch(tab.app, "start-lesson", game)
            play_lesson(tab.app, tab.clock, tab.view)
            assert tab.app.waiting == "summary"
            dispatch(tab.app, "next-deal")
    finally:
        i18n.set_language("en")
    assert not i18n.problems, i18n.problems


def test_a_lesson_left_half_way_is_resumed_after_a_reload_and_a_bad_key_is_ignored() -> None:
    store = MemoryStore()
    tab = open_page(store, seed=5, speed="instant")
    dispatch(tab.app, "start-lesson", "belote")
    play_lesson(tab.app, tab.clock, tab.view, moves=3)
    at = len(tab.app.deal.actions)
    dispatch(tab.app, "leave-lesson")
    assert store.data["pilotta:guide"] == f'{{"belote": {at}}}'
    again = open_page(store)
    dispatch(again.app, "open-rules")
    assert "Resume the guided deal: French Belote" in again.view["dialog"]
    dispatch(again.app, "start-lesson", "belote")
    assert len(again.app.deal.actions) == at and "pilotta:guide" not in store.data
    for bad in ("{nope", '{"belote": 999, "chess": 3}', "[1]"):
        store.data["pilotta:guide"] = bad
        tab = open_page(store)
        assert not tab.app.lesson.in_progress("belote")
