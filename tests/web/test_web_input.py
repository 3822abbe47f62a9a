"""Bad input at the page's edges: the address's parameters (checked one by one, echoed cut
and escaped, never a traceback), the notices they give (few at once; info leaves by itself,
errors stay), and sentences whose verb agrees with "You"."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from web.core.notices import INFO_MS, KEPT, SHOWN, shown
from web.core.params import parse_params
from web.core.settings import MAX_SEED, Settings, SettingsForm, parse_target, settings_from
from web.i18n.translate import YOU_KEYS, said_of
from web.table.ctrl import App


def test_good_parameters_are_used() -> None:
    p, problems = parse_params("?seed=42&target=151&speed=instant&level=hard")
    assert (p.seed, p.target, p.speed, p.level) == (42, 151, "instant", "hard")
    assert problems == []
    assert parse_params(f"seed={MAX_SEED}")[0].seed == MAX_SEED


@pytest.mark.parametrize("query", [
    "seed=" + "9" * 5000, "target=" + "9" * 5000, "target=-" + "1" * 5000,
    "seed=" + str(MAX_SEED + 1), "seed=-1", "seed=1.5", "seed=", "seed=٤٢", "target=50",
    "target=5002", "target=1e3", "speed=warp", "level=godlike", "seed=%00%1b%0a",
])
def test_a_bad_parameter_is_ignored_with_one_short_line(query: str) -> None:
    p, problems = parse_params(query)
    assert (p.seed, p.target, p.speed, p.level) == (None, None, None, None)
    assert len(problems) == 1
    line = problems[0]
    assert len(line) < 200 and "\n" not in line and "\x1b" not in line and "\x00" not in line
    assert line.startswith("Ignored “" + query.split("=")[0] + "=")


def test_the_game_is_a_parameter_as_in_the_embed() -> None:
    p, problems = parse_params("?rules=belote&target=1500")
    assert (p.rules, p.target, problems) == ("belote", 1500, [])
    assert settings_from(p).rules == "belote" and settings_from(p).target == 1500
    assert settings_from(parse_params("rules=belote")[0]).target == 1000  # its own default
    saved = Settings(rules="pilotta", target=151)
    assert settings_from(p, saved, new_match=False) == replace(saved, target=1500)
    (line,) = parse_params("rules=belotte")[1]  # the wrong value, named with its check
    assert line == "Ignored “rules=belotte” in the address: the game is pilotta or belote."
    p, (line,) = parse_params("rules=belote&target=60")  # a Pilotta target, not Belote's
    assert (p.rules, p.target) == ("belote", None)
    assert line == ("Ignored “target=60” in the address: a French Belote target is a whole "
                    "number from 101 to 5001.")


def test_the_echo_is_cut_and_escaped() -> None:
    (line,) = parse_params("seed=ab%1bcd" + "x" * 100)[1]
    assert "ab\\x1bcd" in line and "..." in line and "x" * 40 not in line


def test_unknown_and_repeated_names_share_one_notice() -> None:
    junk = "&".join(f"junk{i}=1" for i in range(2000))
    p, problems = parse_params(f"?seed=7&{junk}&seed=8&speed=warp")
    assert p.seed == 7  # the first one counts
    assert len(problems) == 2
    assert "speed=warp" in problems[0]
    assert "'junk0', 'junk1', 'junk2' and 1,998 more" in problems[1]  # seed: repeated
    (line,) = parse_params("%1b[31m" + "n" * 300 + "=1")[1]
    assert "\x1b" not in line and len(line) <= 200


def test_the_dialog_refuses_a_huge_target_in_words() -> None:
    value, message = parse_target("9" * 5000)
    assert value is None and message and len(message) < 200 and "5001" in message


def make_app(notices: list[str] | None = None) -> tuple[App, FakeClock, RecordingView]:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant"), seed=1, notices=notices)
    app.start()
    return app, clock, view


def test_only_a_few_notices_show_and_errors_stay() -> None:
    app, clock, view = make_app([f"problem {i}" for i in range(2000)])
    assert len(app.ui.notices) == KEPT
    assert view["notices"].count('class="notice"') == SHOWN
    clock.now += 10 * INFO_MS
    clock.run(until=waiting_for_input(app))
    assert len(app.ui.notices) == KEPT  # errors wait for the player
    first = shown(app.ui.notices)[0]
    app.dialogs.dismiss_notice(first.serial)
    assert first not in app.ui.notices and "problem 0" not in view["notices"]
    assert "problem 3" in view["notices"]  # the next one moves up
    app.dialogs.dismiss_notice(first.serial)  # twice: nothing
    assert len(app.ui.notices) == KEPT - 1


def test_an_info_notice_replaces_the_last_and_leaves_by_itself() -> None:
    app, clock, view = make_app(["bad seed"])
    clock.run(until=waiting_for_input(app))
    app.prefs.apply_settings(SettingsForm("151", "", "instant", "normal"))
    app.prefs.apply_settings(SettingsForm("251", "", "instant", "normal"))
    texts = [n.text for n in shown(app.ui.notices)]
    assert texts == ["Target set to 251.", "bad seed"]  # the newest info first
    assert 'data-kind="info"' in view["notices"]
    start = clock.now
    clock.run(until=lambda: len(app.ui.notices) == 1)
    assert clock.now - start >= INFO_MS - 10
    assert "Target set" not in view["notices"] and "bad seed" in view["notices"]


def test_a_new_match_drops_the_info_whose_timer_it_cancelled() -> None:
    app, _, _ = make_app()
    app.prefs.apply_settings(SettingsForm("151", "", "instant", "normal"))
    app.request_new_match()  # the dialog offers both games
    app.confirm_new_match()
    assert app.ui.notices == []


# "You plays", "You announces" (the verbs that end in s anyway, "You pass", are right)
THIRD_PERSON = r"\b[Yy]ou (?!pass\b)\w+s\b"


@pytest.mark.parametrize("key", sorted(YOU_KEYS))
def test_you_takes_the_verb_without_s(key: str) -> None:
    text = said_of(key, 0, n=1, what="Run 20", cards="K♥ Q♥")
    assert re.search(r"\b[Yy]ou \w+", text), text
    assert not re.search(THIRD_PERSON, text), text
    assert said_of(key, 1, n=1, what="Run 20", cards="K♥ Q♥") != text


def test_no_sentence_of_a_match_says_you_with_a_verb_in_s() -> None:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant", target=151), seed=1)
    said: list[str] = []
    say = app.narrator.say

    def listen(text: str) -> None:
        said.append(text)
        say(text)

    app.narrator.say = listen  # type: ignore[method-assign]
    app.start()
    for _ in range(3000):
        clock.run(until=waiting_for_input(app))
        if app.waiting == "match-over":
            break
        if app.waiting == "summary":
            app.next_deal()
        else:
            human_default(app)
    assert any(s.startswith("You announce ") for s in said)  # seed 1 has one
    assert any(s.endswith(": you deal") for s in said)
    bad = [s for s in said if re.search(THIRD_PERSON, s)]
    assert not bad, bad[:5]
