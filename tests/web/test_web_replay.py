"""The replay viewer, records opened and shared links, under CPython: the controller
(web/replay/ctrl.py, web/table/ctrl.py), the viewer's model (web/replay/model.py) and its HTML
(web/replay/view.py), and the refusals in the player's words (web/replay/export.py,
web/core/deal_link.py)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from string import Formatter

import pytest
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from pilotta.actions import Declare
from pilotta.belote import BELOTE
from pilotta.match import Match
from pilotta.record import RecordError, dumps, export_match, loads, replay_summary
from pilotta.share import ShareError, deal_code, fragment, read_fragment
from pilotta.simulate import random_match
from web.core.deal_link import link_error_words, link_to
from web.core.settings import Settings
from web.i18n import translate as i18n
from web.i18n.translate import LANGUAGES, messages
from web.replay.export import record_error_words, record_name, record_text
from web.replay.model import Replay
from web.replay.view import caption
from web.table.ctrl import App
from web.table.dispatch import dispatch

ROOT = Path(__file__).resolve().parents[2]

# Every message of the page, in each language (one catalog: web/i18n/locale/).
WORDS = {lang: messages(lang) for lang in LANGUAGES}


def make_app(seed: int = 1, **settings: object) -> tuple[App, FakeClock, RecordingView]:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(**settings), seed=seed)  # type: ignore[arg-type]
    app.start()
    return app, clock, view


def play_deals(app: App, clock: FakeClock, deals: int) -> None:
    for _ in range(2000):
        clock.run(until=waiting_for_input(app))
        if app.waiting == "summary":
            if len(app.match.deals) >= deals:
                return
            app.next_deal()
        elif app.waiting == "human":
            human_default(app)
        else:
            return
    raise AssertionError("the deals did not end")


def click(app: App, html: str, action: str) -> None:
    """Click the button of ``action`` in ``html`` as the page does: its data-value."""
    m = re.search(rf'<button[^>]*data-action="{action}"[^>]*>', html)
    assert m is not None, action
    value = re.search(r'data-value="([^"]*)"', m.group(0))
    dispatch(app, action, value.group(1) if value else "")


class FakeBrowser:
    def __init__(self, outcome: str) -> None:
        self.outcome = outcome
        self.links: list[str] = []
        self.files: list[tuple[str, str]] = []

    def today(self) -> tuple[int, int, int]:
        return (2026, 11, 30)

    def address(self) -> str:
        return "https://example.org/pilotta/?seed=4#x"

    def download(self, name: str, text: str) -> None:
        self.files.append((name, text))

    def pick_record(self) -> None:
        pass

    def share_link(self, link: str, title: str, done: Callable[[str], None]) -> None:
        self.links.append(link)
        done(self.outcome)


def test_share_and_download_buttons_reach_the_browser() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    browser = FakeBrowser("copied")
    app.viewer.browser = browser
    play_deals(app, clock, 1)
    click(app, view["overlay"], "share-deal")  # from the deal's summary
    # the sender's seed stays home: a link asks the receiver's page for no other match
    assert browser.links and browser.links[0].startswith("https://example.org/pilotta/#deal=")
    assert "Link copied" in view["notices"]
    dispatch(app, "replay-deal", "1")
    click(app, view["dialog"], "share-deal")  # from the viewer
    assert len(browser.links) == 2 and browser.links[1] == browser.links[0]
    assert 'data-share-link="1"' in view["dialog"]
    dispatch(app, "open-records")
    click(app, view["dialog"], "download-match")
    assert browser.files[0][0] == "pilotta-2026-11-30.json"
    assert loads(browser.files[0][1]).deals[0].result() == app.match.deals[0].result()
    # no clipboard: the link is shown in the viewer to copy by hand
    dispatch(app, "close-dialog")
    browser.outcome = "failed"
    click(app, view["overlay"], "share-deal")
    assert app.viewer.open is not None and app.viewer.open.link == browser.links[-1]
    assert "could not be copied" in view["notices"]


def test_the_words_are_in_every_language() -> None:
    keys = set(WORDS["en"])
    for lang in ("el", "fr"):
        assert set(WORDS[lang]) == keys, lang
        for key in keys:
            holes = {f for _, f, _, _ in Formatter().parse(WORDS["en"][key]) if f}
            assert {f for _, f, _, _ in Formatter().parse(WORDS[lang][key]) if f} == holes
    # a refusal of a record or a link is the engine's to word, not the page's
    assert not [k for k in keys if k.startswith(("rec_", "lnk_"))]


def test_replay_from_the_score_sheet_steps_and_never_changes_the_match() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    play_deals(app, clock, 2)
    app.next_deal()
    clock.run(until=waiting_for_input(app))
    before = dumps(app.match)
    dispatch(app, "open-records")  # the header's Records: the score sheet, a Replay per deal
    assert view.data["dialog"] == "records"
    assert 'data-action="replay-deal" data-value="1"' in view["dialog"]
    assert 'data-action="replay-deal" data-value="2"' in view["dialog"]
    click(app, view["dialog"], "replay-deal")
    assert app.ui.dialog == "replay" and view.data["dialog"] == "replay"
    html = view["dialog"]
    assert 'data-replay-deal="1"' in html and 'data-replay-step="0"' in html
    # all four hands face up: 8 (or Belote's 5) cards each
    hands = re.findall(r'data-replay-hand="([^"]*)"', html)
    assert len(hands) == 4 and all(len(h.split()) == 8 for h in hands)
    replay = app.viewer.open
    assert replay is not None
    source = app.match.deals[0]
    for _ in range(replay.last_step):
        dispatch(app, "replay-move", "next")
    assert replay.at_end and replay.deal.result() == source.result()
    assert replay.deal is not source and 'data-replay-summary="1"' in view["dialog"]
    dispatch(app, "replay-move", "back")
    assert replay.step == replay.last_step - 1
    dispatch(app, "replay-go", "3")
    assert replay.step == 3 and len(replay.deal.auction.calls) >= 1
    dispatch(app, "replay-move", "first")
    assert replay.deal.actions == [] and replay.step == 0
    dispatch(app, "replay-move", "next-deal")
    assert replay.index == 1 and 'data-replay-deal="2"' in view["dialog"]
    dispatch(app, "replay-move", "last")
    assert replay.deal.result() == app.match.deals[1].result()
    assert dumps(app.match) == before  # nothing changed, and the bots waited
    dispatch(app, "close-dialog")
    assert app.ui.dialog == "" and app.viewer.open is None
    assert dumps(app.match) == before


def test_a_deal_being_played_cannot_be_replayed() -> None:
    app, clock, view = make_app(seed=3)
    clock.run(until=waiting_for_input(app))
    dispatch(app, "replay-deal", "1")
    assert app.ui.dialog == ""
    dispatch(app, "open-records")
    assert "replay-deal" not in view["dialog"] and "download-match" in view["dialog"]
    assert "Nothing to download yet" in view["dialog"]


def test_a_record_downloaded_mid_deal_holds_only_the_finished_deals() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    browser = FakeBrowser("copied")
    app.viewer.browser = browser
    dispatch(app, "download-match")  # nothing finished: nothing leaves
    assert browser.files == []
    play_deals(app, clock, 1)
    app.next_deal()
    clock.run(until=waiting_for_input(app))
    assert app.match.current is not None and len(app.match.deals) == 2
    dispatch(app, "open-records")
    assert "the deal in play goes in once it ends" in view["dialog"]
    dispatch(app, "download-match")
    record = loads(browser.files[0][1])
    assert len(record.deals) == 1  # the deal in play, with its hidden hands, stays out
    assert record.deals[0].result() == app.match.deals[0].result()


def test_steps_go_call_by_call_and_card_by_card() -> None:
    match = random_match(5001, 5, max_deals=30)
    deal = next(d for d in match.deals if any(isinstance(a, Declare) for a in d.actions))
    replay = Replay.of_match(match, "record", finished_only=False,
                             index=match.deals.index(deal))
    calls = len(deal.auction.calls)
    assert replay.last_step == calls + 32
    replay.go(calls)
    assert replay.deal.contract is not None and not replay.deal.trick
    for step in range(calls + 1, calls + 33):
        replay.move("next")
        assert replay.step == step and sum(len(t.cards) for t in replay.deal.tricks) + len(
            replay.deal.trick) == step - calls
    while replay.step:
        replay.move("back")
        said = caption(replay)
        assert "You plays" not in said and "You wins" not in said and "You announces" not in said
    assert replay.deal.actions == []
    assert caption(replay).startswith("Dealer: ")


def test_a_record_opens_in_the_viewer_and_a_bad_one_says_why() -> None:
    app, clock, view = make_app(seed=4)
    clock.run(until=waiting_for_input(app))
    before = dumps(app.match)
    record = export_match(random_match(1000, 9, max_deals=3, rules=BELOTE))
    assert app.viewer.open_record(json.dumps(record), "friend.json")
    assert 'data-replay-source="record"' in view["dialog"]
    assert 'data-replay-rules="belote"' in view["dialog"]
    dispatch(app, "close-dialog")
    bad = json.loads(json.dumps(record))
    bad["deals"][1]["cards"][3] = bad["deals"][1]["cards"][2]
    dispatch(app, "open-records")
    assert not app.viewer.open_record(json.dumps(bad), "bad.json")
    with pytest.raises(RecordError) as e:
        loads(json.dumps(bad))
    notice = view["notices"]
    assert "bad.json" in notice and "deal 2, card 4" in notice
    assert str(e.value).split(": ", 1)[1] in notice.replace("&#x27;", "'")
    assert app.ui.dialog == "" and dumps(app.match) == before
    assert not app.viewer.open_record("{nope", "x.json")
    assert "not valid JSON" in view["notices"]


def test_a_refusal_in_french_and_greek_keeps_the_echo() -> None:
    record = export_match(random_match(301, 2, max_deals=2))
    record["deals"][0]["calls"][0] = "hello\x1b"
    with pytest.raises(RecordError) as e:
        loads(json.dumps(record))
    try:
        i18n.set_language("fr")
        fr = record_error_words(e.value)
        i18n.set_language("el")
        el = record_error_words(e.value)
    finally:
        i18n.set_language("en")
    assert fr.startswith("donne 1, annonce 1 (hello\\x1b, ") and "pas une annonce" in fr
    assert el.startswith("μοιρασιά 1, δήλωση 1 (hello\\x1b, ")
    assert record_error_words(e.value).startswith("deal 1, call 1 (hello\\x1b, You)")


def test_the_page_says_the_command_lines_refusals_in_its_language() -> None:
    with pytest.raises(RecordError) as e:
        loads("{nope")
    with pytest.raises(ShareError) as link:
        read_fragment("#deal=abc")
    assert str(e.value).startswith("record: not valid JSON (")
    try:
        # the notice names the file: a refusal of the whole record is just why
        assert record_error_words(e.value).startswith("not valid JSON (")
        i18n.set_language("fr")
        assert record_error_words(e.value).startswith("ce n'est pas du JSON valide (")
        assert link_error_words(link.value) == "le lien est coupé"
        i18n.set_language("el")
        assert link_error_words(link.value) == "ο σύνδεσμος είναι κομμένος"
    finally:
        i18n.set_language("en")
    assert link_error_words(link.value) == str(link.value) == "the link is cut short"


@pytest.mark.parametrize("rules", ["pilotta", "belote", "coinche"])
def test_the_download_passes_the_command_lines_replay(rules: str, tmp_path: Path) -> None:
    app, clock, _ = make_app(seed=6, speed="instant", rules=rules,
                             target={"belote": 1000, "coinche": 2000}.get(rules, 301))
    play_deals(app, clock, 2)
    app.next_deal()
    clock.run(until=waiting_for_input(app))
    human_default(app)  # the last deal under way: the record holds the finished ones
    text = record_text(app.match)
    assert record_name(2026, 11, 3) == "pilotta-2026-11-03.json"
    whole = json.loads(dumps(app.match))
    assert json.loads(text) == {**whole, "deals": whole["deals"][:2]}
    path = tmp_path / "match.json"
    path.write_text(text)
    done = subprocess.run([sys.executable, "-m", "pilotta", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out == replay_summary(loads(text))
    assert out["totals"] == list(app.match.totals) and len(out["deals"]) == 2


def test_a_link_opens_the_deal_and_its_cards_can_be_played() -> None:
    source = random_match(1000, 12, max_deals=2, rules=BELOTE).deals[0]
    app, clock, view = make_app(seed=8)
    clock.run(until=waiting_for_input(app))
    link = link_to("https://example.org/pilotta/?seed=1#old", source)
    assert link.startswith("https://example.org/pilotta/#deal=")
    assert app.viewer.open_link(link.split("#", 1)[1])
    html = view["dialog"]
    assert 'data-replay-source="link"' in html and 'data-action="play-shared"' in html
    dispatch(app, "replay-move", "last")
    assert app.viewer.open is not None
    assert app.viewer.open.deal.result() == source.result()
    human_default(app)  # the match is under way now (the viewer stays open)
    assert app.match.deals[-1].actions and app.ui.dialog == "replay"
    dispatch(app, "play-shared")  # it asks first
    assert 'data-value="yes"' in view["dialog"] and app.match.deals[-1].actions
    dispatch(app, "play-shared", "yes")
    assert app.ui.dialog == "" and app.settings.rules == "belote"
    assert app.match.target == 1000
    first = app.match.deals[0]
    assert first.dealer == source.dealer and first.dealt.deck == source.dealt.deck
    assert first.dealt.turned == source.dealt.turned


def test_a_damaged_link_gives_a_notice_and_the_page_plays_on() -> None:
    app, clock, view = make_app(seed=8)
    clock.run(until=waiting_for_input(app))
    code = deal_code(random_match(301, 3, max_deals=1).deals[0])
    assert not app.viewer.open_link("#deal=" + code[:-4])
    assert "cannot be shown" in view["notices"]
    assert not app.viewer.open_link("#section-2")
    assert "does not hold a shared deal" in view["notices"]
    assert app.ui.dialog == "" and app.waiting == "human"
    assert fragment(random_match(301, 3, max_deals=1).deals[0]).startswith("deal=")


@pytest.mark.parametrize(("address", "page"), [
    ("https://example.org/pilotta/?lang=el&seed=1#deal=old", "https://example.org/pilotta/?lang=el"),
    ("https://example.org/?seed=1&target=151&rules=belote&level=hard", "https://example.org/"),
    ("https://example.org/?lang=fr&lang=el&speed=fast", "https://example.org/?lang=fr"),
    ("https://example.org/index.html", "https://example.org/index.html"),
])
def test_a_link_carries_the_deal_and_at_most_the_language(address: str, page: str) -> None:
    m = Match(seed=5)
    deal = m.new_deal()
    link = link_to(address, deal)
    assert link.split("#", 1)[0] == page
    assert link.split("#", 1)[1] == fragment(deal)


def test_a_coinche_record_and_link_open_in_the_viewer_and_a_link_can_be_played() -> None:
    """Coinche records and links open as the others do: the deal steps to its end, whose
    summary is Coinche's (its bid, what the takers needed), and a shared deal is played."""
    from pilotta.rulesets import rules_named

    coinche = random_match(2000, seed=5, max_deals=3, rules=rules_named("coinche"))
    app, _clock, view = make_app(seed=2)
    before = dumps(app.match)
    assert app.viewer.open_record(dumps(coinche), "c.json")
    assert 'data-replay-rules="coinche"' in view["dialog"]
    dispatch(app, "replay-move", "last")
    replay = app.viewer.open
    assert replay is not None and replay.deal.result() == coinche.deals[0].result()
    html = view["dialog"]
    assert 'data-replay-summary="1"' in html and "Coinche" in html
    assert re.search(r"bid (\d+|Capot) ", html) or "Thrown in" in html, html
    assert dumps(app.match) == before
    dispatch(app, "close-dialog")
    played = next(d for d in coinche.deals if d.contract is not None)
    assert app.viewer.open_link(fragment(played))
    dispatch(app, "play-shared")
    dispatch(app, "play-shared", "yes")
    assert app.settings.rules == "coinche" and app.match.target == 2000
    assert app.match.deals[0].dealt.deck == played.dealt.deck

