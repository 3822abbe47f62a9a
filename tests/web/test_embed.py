"""The embeddable demo (embed.html) in CPython with a fake clock: its address parameters,
its step machine (play, pause, step, restart), and its captions, whose facts must be the
engine's (``pilotta.explain``, ``DealScore``)."""

from __future__ import annotations

import gc
import re
import string
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from webtest_util import FakeClock, Handle

from pilotta import share
from pilotta.actions import Play, parse_action
from pilotta.cards import parse_card
from pilotta.explain import PlayConstraint, PlayRule, play_constraint
from pilotta.game import Deal
from pilotta.rng import Rng
from pilotta.simulate import random_action
from web.embed.address import DEFAULT_SEEDS, EmbedParams, parse_embed_params, shared_deal_text
from web.embed.captions import Before, play_caption, score_captions, step_captions
from web.embed.ctrl import ENDED, PAUSED, PLAYING, EmbedApp, EmbedScene
from web.embed.shared_deal import load_shared
from web.embed.view import body_data, controls, regions
from web.i18n import translate as i18n
from web.i18n.translate import LANGUAGES, messages

ROOT = Path(__file__).resolve().parents[2]
# the page's script: the game's archive on the path (zipimport), then the entry module
GAME_ON_PATH = ('sys.path.insert(0, os.path.abspath("game.zip"))'
                "  # the game's modules: pyscript.toml [files]")

# Every message of the page, in each language (one catalog: web/i18n/locale/).
WORDS = {lang: messages(lang) for lang in LANGUAGES}


class View:
    def __init__(self) -> None:
        self.scene: EmbedScene | None = None
        self.html: dict[str, str] = {}
        self.count = 0

    def show(self, scene: EmbedScene) -> None:
        self.scene = scene
        self.html = regions(scene)
        self.count += 1


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.problems.clear()
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    assert not i18n.problems, i18n.problems


def demo(query: str = "") -> tuple[EmbedApp, View, FakeClock]:
    params, problems = parse_embed_params(query)
    i18n.set_language(params.lang)
    view, clock = View(), FakeClock()
    app = EmbedApp(view, clock, params, [p.words() for p in problems])
    return app, view, clock


def play_to_end(query: str = "") -> EmbedApp:
    app, _, clock = demo(query)
    app.start()
    clock.run(lambda: app.state == ENDED)
    assert app.state == ENDED
    return app


# --- captions: the engine's facts -------------------------------------------------------
def test_the_default_deal_names_the_rules_as_they_apply() -> None:
    app = play_to_end()
    codes = [c.code for c in app.progress.history]
    texts = [c.text for c in app.progress.history]
    assert {"trump", "overtrump", "beat_trump_lead", "pilotta", "rule_of_six"} <= set(codes)
    assert any(re.fullmatch(r"\w+ cannot follow \w+ and must trump: .+\.", t) for t in texts)
    assert any(re.fullmatch(r"\w+ cannot follow \w+ and must overtrump .+: .+\.", t)
               for t in texts)
    assert any(t.startswith("A trump lead must be beaten:") for t in texts)
    assert "K+Q of trump: pilotta, 20" in " ".join(texts)
    assert any(t.startswith("Rule of 6:") for t in texts)
    assert app.deal.is_over and app.deal.score is not None and app.deal.score.rule_of_six


def test_every_card_caption_is_the_engines_rule_for_that_card() -> None:
    """Replay the demo's deal: before each card, the engine's play_constraint gives the
    code the demo showed for it, in order."""
    app = play_to_end()
    rule_codes = {"lead", "follow", "beat_trump_lead", "follow_trump_low", "trump",
                  "overtrump", "undertrump", "partner_free", "discard"}
    shown = [c.code for c in all_captions(app) if c.code in rule_codes]
    deal = app.deal
    replay = Deal(deal.dealer, deal.initial_hands)
    expected = []
    for action in deal.actions:
        if isinstance(action, Play):
            c = play_constraint(replay)
            assert c is not None and c.options >> action.card & 1
            expected.append(str(c.rule))
        replay.push(action)
    assert shown == expected and len(shown) == 32


def all_captions(app: EmbedApp) -> list:  # type: ignore[type-arg]
    """Every caption of a finished demo, from its start (the history keeps the latest)."""
    clock = FakeClock()
    again = EmbedApp(View(), clock, app.params)
    out = list(again.progress.captions)
    while again.state != ENDED:
        again.step()
        clock.run(lambda: not again.busy)
        out += again.progress.captions
    return out


def test_a_closed_game_and_its_score() -> None:
    # Seat 0 bids 80 spades; seat 1 closes: "spades closed, ×2"
    deal = Deal.from_rng(Rng(3), 3)
    captions = []
    for word in ["80S", "close", "pass", "pass", "pass"]:
        seat = deal.to_act
        assert seat is not None
        before = Before.of(deal, None)
        action = parse_action(word)
        deal.push(action)
        captions += step_captions(deal, seat, action, before)
    by_code = {c.code: c.text for c in captions}
    assert by_code["close"] == "East closes: spades closed, ×2."
    assert by_code["contract"] == "Contract: 80♠ ×2 by South; spades are trump."
    rng = Rng(5)
    while not deal.is_over:
        deal.push(random_action(deal, rng))
    score = score_captions(deal)
    closed = [c.text for c in score if c.code == "closed"]
    assert deal.score is not None and deal.score.case == "closed"
    winner = 0 if deal.score.made else 1
    assert closed == [f"Closed ×2: {['North–South', 'East–West'][winner]} win the deal and take "
                      f"{deal.score.raw[winner]}, the others 0."]


def test_belote_shows_the_partner_exemption() -> None:
    app = play_to_end("?rules=belote")
    texts = {c.code: c.text for c in app.progress.history}
    history = [c.code for c in all_captions(app)]
    assert "partner_free" in history
    assert app.match.rules.name == "belote" and app.params.deal_seed == DEFAULT_SEEDS["belote"]
    assert any(c in texts for c in ("made", "failed"))


def test_coinche_shows_a_coinche_and_the_belote() -> None:
    app = play_to_end("?rules=coinche")
    assert app.match.rules.name == "coinche" and app.params.deal_seed == DEFAULT_SEEDS["coinche"]
    by_code = {c.code: c.text for c in all_captions(app)}
    assert {"coinche", "pilotta", "closed", "contract", "partner_free"} <= set(by_code)
    assert by_code["coinche"].endswith("coinches: the contract counts double.")
    assert re.fullmatch(r"Contract: \d+[♠♥♦♣] ×2 by \w+; \w+ are trump\.", by_code["contract"])
    assert by_code["closed"].startswith("Coinched ×2: ")


def test_greek_and_french_captions() -> None:
    el = play_to_end("?lang=el")
    text = " ".join(c.text for c in all_captions(el))
    assert "πρέπει να κόψει" in text and "Κανόνας του 6" in text and "πιλόττα" in text
    i18n.set_language("en")
    fr = play_to_end("?lang=fr")
    text = " ".join(c.text for c in all_captions(fr))
    assert "doit couper" in text and "Règle du 6" in text


def test_the_three_catalogs_hold_the_same_keys_and_placeholders() -> None:
    def fields(s: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(s) if f}

    en = WORDS["en"]
    for lang in ("el", "fr"):
        assert set(WORDS[lang]) == set(en), lang
        for key, text in en.items():
            assert fields(WORDS[lang][key]) == fields(text), (lang, key)


# --- the step machine ---------------------------------------------------------------------
def test_autoplay_steps_on_by_itself_and_pause_stops_it() -> None:
    app, view, clock = demo("?speed=fast")
    app.start()
    assert app.state == PLAYING
    clock.run(lambda: app.progress.step >= 5)
    app.pause()
    step = app.progress.step
    clock.run()  # nothing else is due: a search in flight may still land once
    assert app.state == PAUSED and app.progress.step <= step + 1
    assert body_data(view.scene)["state"] == "paused"  # type: ignore[arg-type]


def test_no_autoplay_waits_and_step_takes_one_step() -> None:
    app, view, clock = demo("?autoplay=0")
    app.start()
    clock.run()
    assert app.state == PAUSED and app.progress.step == 1
    assert [c.code for c in app.progress.captions] == ["deal"]
    assert controls(view.scene)["play"][0] == "Play"  # type: ignore[arg-type]
    app.step()
    clock.run()
    assert app.progress.step == 2 and app.state == PAUSED
    assert app.progress.captions[0].code in ("bid", "pass")


def test_restart_plays_the_same_deal_again() -> None:
    first = [c.text for c in all_captions(play_to_end("?seed=42"))]
    app, _, clock = demo("?seed=42&speed=instant")
    app.start()
    clock.run(lambda: app.progress.step >= 10)
    app.restart()
    assert app.progress.step == 1 and len(app.deal.actions) == 0
    clock.run(lambda: app.state == ENDED)
    assert app.progress.history == [c for c in app.progress.history]
    assert [c.text for c in app.progress.history] == first[-len(app.progress.history):]


class CpuTimedClock(FakeClock):
    """Keeps the CPU time of the longest task (a machine's load does not stretch it)."""

    worst_ms = 0.0

    def later(self, ms: int, fn: Callable[[], None]) -> Handle:
        def timed() -> None:
            start = time.process_time()
            fn()
            self.worst_ms = max(self.worst_ms, (time.process_time() - start) * 1000)
        return super().later(ms, timed)


@pytest.mark.parametrize("query", ["", "?rules=belote", "?seed=5"])
def test_no_step_is_a_long_task(query: str) -> None:
    """Each step (a bot's decision with the normal bots, the captions, the render) is a
    small task: the page's budget is 200 ms of main thread, and Pyodide runs a few times
    slower than CPython, so a step must stay far below it here. Not counted, as they are not
    a step's: the first import and byte-compiling of the bots' modules on a clean checkout
    (the same deal is played once untimed first; the page loads them compiled), and a pass
    of Python's cyclic garbage collector over the whole test session's heap (off while
    timed; a full run of the suite once measured 64 ms here)."""
    params, _ = parse_embed_params(query)
    warm_up = CpuTimedClock()
    first = EmbedApp(View(), warm_up, params)
    first.start()
    warm_up.run(lambda: first.state == ENDED)
    clock = CpuTimedClock()
    app = EmbedApp(View(), clock, params)
    gc.collect()
    gc.disable()
    try:
        app.start()
        clock.run(lambda: app.state == ENDED)
    finally:
        gc.enable()
    assert app.state == ENDED and clock.worst_ms < 50, clock.worst_ms


def test_play_after_the_end_starts_again() -> None:
    app = play_to_end("?speed=instant")
    assert app.progress.captions[-1].code == "score"
    app.play()
    assert app.state == PLAYING and app.progress.step == 1


def test_the_table_shows_the_hands_and_the_trick() -> None:
    app, view, clock = demo("?autoplay=0")
    app.start()
    html = view.html["em-table"]
    assert html.count('class="em-hand"') == 4 and "South" in html and "dealer" in html
    while app.deal.contract is None or not app.deal.trick:
        app.step()
        clock.run()
    assert 'class="em-card em-at-' in view.html["em-table"]
    assert "Contract" in view.html["em-info"]
    assert 'data-rule="lead"' in view.html["em-captions"]


# --- the address ---------------------------------------------------------------------------
def test_good_parameters() -> None:
    params, problems = parse_embed_params(
        "?rules=belote&seed=12&lang=fr&speed=instant&autoplay=0")
    assert params == EmbedParams("belote", 12, "fr", "instant", False) and not problems
    assert params.step_ms == 0 and params.deal_seed == 12


def test_bad_parameters_give_one_notice_each_and_defaults() -> None:
    params, problems = parse_embed_params(
        "?rules=bridge&seed=-1&lang=de&speed=warp&autoplay=maybe&x=1&y=2&seed=3")
    assert params == EmbedParams()
    words = [p.words() for p in problems]
    assert len(words) == 6, words
    assert words[0] == "Ignored “rules=bridge”: the rules are pilotta or belote."
    assert words[-1] == "Ignored unknown or repeated parameters: 'x', 'y', 'seed'."
    app, view, _ = demo("?lang=xx&seed=" + "9" * 5000)
    app.start()
    assert len(app.notices) == 2 and all(len(n) < 200 for n in app.notices)
    assert 'class="em-notice"' in view.html["em-notices"]
    assert 'data-embed="dismiss"' in view.html["em-notices"]
    app.dismiss()
    assert view.html["em-notices"] == "" and app.state == PLAYING


def test_a_shared_deal_fragment_is_read_or_says_why_not() -> None:
    assert shared_deal_text("") is None and shared_deal_text("#other") is None
    assert shared_deal_text("#deal=abc") == "abc"
    assert load_shared(None) == (None, None)
    shared, problem = load_shared("abc")
    assert shared is None and problem is not None
    assert problem.words().startswith("The shared deal in the address could not be read")
    assert "(the link is cut short)" in problem.words()
    i18n.set_language("el")  # the demo's language is set before the fragment is read: why,
    _, problem = load_shared("abc")  # too, is said in it (the engine's words)
    assert problem is not None and "(ο σύνδεσμος είναι κομμένος)" in problem.words()


def test_a_shared_deal_plays_as_recorded_then_the_bots_go_on() -> None:
    app = play_to_end("?seed=11&speed=instant")
    finished = app.deal
    code = share.deal_code(finished)
    # the same deal, its first 12 actions recorded: the demo replays them, bots do the rest
    partial = Deal(finished.dealer, finished.initial_hands)
    for action in finished.actions[:12]:
        partial.push(action)
    shared, problem = load_shared(share.deal_code(partial))
    assert problem is None and shared is not None
    assert shared.actions == tuple(finished.actions[:12])
    params, _ = parse_embed_params("?seed=99&speed=instant")
    clock = FakeClock()
    demo_app = EmbedApp(View(), clock, params, shared=shared)
    demo_app.start()
    clock.run(lambda: demo_app.state == ENDED)
    assert demo_app.deal.actions[:12] == finished.actions[:12]
    assert demo_app.deal.initial_hands == finished.initial_hands
    whole, _ = load_shared(code)
    assert whole is not None and whole.actions == tuple(finished.actions)


# --- the page -------------------------------------------------------------------------------
def csp(page: str) -> str:
    html = (ROOT / page).read_text(encoding="utf-8")
    found = re.findall(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert len(found) == 1
    return found[0]


def test_embed_html_has_the_pages_csp_no_inline_script_and_the_hooks() -> None:
    assert csp("embed.html") == csp("index.html")
    html = (ROOT / "embed.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, re.S)
    # every JavaScript has its file; the one inline script is PyScript's (Python the browser
    # does not run), and it only puts the game's archive on the path and imports the demo
    js = [(attrs, body) for attrs, body in scripts if 'type="py"' not in attrs]
    assert js and all("src=" in attrs and not body.strip() for attrs, body in js)
    python = [body.strip().splitlines() for attrs, body in scripts if 'type="py"' in attrs]
    assert python == [["import os, sys", GAME_ON_PATH, "import web.embed.main"]]
    assert " style=" not in html and "on" + "click" not in html
    for hook in ("play", "step", "restart"):
        assert re.search(rf'<button type="button" data-embed="{hook}" [^>]*aria-label="', html)


def test_the_demo_touches_no_storage() -> None:
    sources = [ROOT / "embed.html", ROOT / "web" / "embed.js",
               *sorted((ROOT / "web").glob("embed*.py"))]
    for path in sources:
        text = path.read_text(encoding="utf-8")
        # a use, not a mention in a comment: the API followed by "." or "[" (or a cookie)
        used = re.findall(r"(?:localStorage|sessionStorage|indexedDB)\s*[.\[]|document\.cookie",
                          text)
        assert not used, (path.name, used)


def test_a_discard_on_a_trump_lead_says_no_trump_not_no_suit_and_no_trump() -> None:
    i18n.set_language("en")
    eight = parse_card("8S")
    on_trump = PlayConstraint(seat=2, rule=PlayRule.DISCARD, led=3, trump=3, over=-1,
                              options=1 << eight, partner_winning=False)
    words = play_caption(on_trump, eight).text
    assert "has no trump to follow the trump lead" in words and "clubs" not in words
    on_side = PlayConstraint(seat=2, rule=PlayRule.DISCARD, led=1, trump=3, over=-1,
                             options=1 << eight, partner_winning=False)
    assert "has no hearts and no trump" in play_caption(on_side, eight).text
