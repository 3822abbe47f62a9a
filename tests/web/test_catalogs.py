"""The catalogs: Greek, English and French hold the same keys with the same placeholders
(the core catalogs, every feature's words, the engine's reasons, refusals and hints); the grammar
helpers (seat forms and agreement, plural, numbers, the choice of language) by worked
examples; and a whole match in Greek and in French says nothing in English."""

from __future__ import annotations

import re
from string import Formatter

import pytest
from lang_words import foreign_words, said
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from pilotta import messages, record_messages
from pilotta.bots import hints
from web.core.settings import Settings
from web.i18n import translate as i18n
from web.i18n.translate import (
    CATALOGS,
    FEATURE_WORDS,
    LANGUAGES,
    card_words,
    choose_language,
    number,
    plural,
    said_of,
    seat_name,
    set_language,
    t,
    tn,
)
from web.table.ctrl import App


def fields(template: str) -> set[str]:
    """A template's placeholders by name (``{seat:acc}`` is ``seat``)."""
    return {name for _, name, _, _ in Formatter().parse(template) if name is not None}


def same_keys_and_placeholders(catalogs: dict[str, dict[str, str]], what: str) -> None:
    english = catalogs["en"]
    for lang, catalog in catalogs.items():
        assert set(catalog) == set(english), (what, lang, set(catalog) ^ set(english))
        for key, template in catalog.items():
            assert fields(template) == fields(english[key]), (what, lang, key)
            assert template.strip(), (what, lang, key)


def test_every_language_has_every_key_with_the_same_placeholders() -> None:
    assert set(CATALOGS) == set(LANGUAGES) == {"el", "en", "fr"}
    same_keys_and_placeholders(CATALOGS, "page")


@pytest.mark.parametrize("index", range(len(FEATURE_WORDS)))
def test_every_feature_module_speaks_the_three_languages(index: int) -> None:
    words = FEATURE_WORDS[index]
    assert set(words) == set(LANGUAGES)
    same_keys_and_placeholders(words, f"FEATURE_WORDS[{index}]")


def test_the_engines_reasons_and_hints_speak_the_three_languages() -> None:
    same_keys_and_placeholders(messages.CATALOGS, "pilotta.messages")
    same_keys_and_placeholders(record_messages.CATALOGS, "pilotta.record_messages")
    same_keys_and_placeholders(hints.CATALOGS, "pilotta.bots.hints")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_renders_with_its_placeholders_filled(lang: str) -> None:
    set_language(lang)
    i18n.problems.clear()
    try:
        for key, template in CATALOGS[lang].items():
            params: dict[str, object] = {name: f"<{name}>" for name in fields(template)}
            if "seat" in params:
                params["seat"] = seat_name(3)
            text = t(key, **params)
            assert "{" not in text and "}" not in text, (lang, key, text)
        assert not i18n.problems
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Partner announces Run 20", "You announce Run 20",
            "Highest: 90♦ by Left", "Left's hand: 1 card", "Left's hand: 0 cards"]),
    ("el", ["Ο συμπαίκτης σου δηλώνει Σειρά 20", "Δηλώνεις Σειρά 20",
            "Ψηλότερη: 90♦ από τον Αριστερό", "Χέρι του Αριστερού: 1 φύλλο",
            "Χέρι του Αριστερού: 0 φύλλα"]),
    ("fr", ["Nord annonce Suite 20", "Vous annoncez Suite 20",
            "La plus haute\u202f: 90♦ par Ouest", "Main d'Ouest\u202f: 1 carte",
            "Main d'Ouest\u202f: 0 carte"]),
])
def test_seats_take_their_article_case_and_verb(lang: str, expected: list[str]) -> None:
    set_language(lang)
    try:
        what = t("announced_run", value=20)
        got = [said_of("an_declares", 2, what=what), said_of("an_declares", 0, what=what),
               t("highest_bid", call="90♦", seat=seat_name(3)),
               tn("hand_of", 1, seat=seat_name(3)), tn("hand_of", 0, seat=seat_name(3))]
        assert got == expected
    finally:
        set_language("en")


def test_a_verb_agrees_with_you_or_another_seat() -> None:
    set_language("el")
    try:
        took = {seat: t("belote_took", seat=seat_name(seat), team="", card="7♥", suit="κούπα")
                for seat in (0, 1)}
        assert took[0].startswith("Εσύ () πήρες") and took[1].startswith("Ο Δεξιός () πήρε ")
        set_language("fr")
        took = {seat: t("belote_took", seat=seat_name(seat), team="", card="7♥", suit="cœur")
                for seat in (0, 1)}
        assert took[0].startswith("Vous () avez pris") and took[1].startswith("Est () a pris")
    finally:
        set_language("en")


def test_plural_categories_of_each_language() -> None:
    # English and Greek: only 1 is singular; French: 0 and 1 are ("0 pli", "1 pli")
    assert [plural(n, "en") for n in (0, 1, 2, 8)] == ["other", "one", "other", "other"]
    assert [plural(n, "el") for n in (0, 1, 2, 8)] == ["other", "one", "other", "other"]
    assert [plural(n, "fr") for n in (0, 1, 2, 8)] == ["one", "one", "other", "other"]
    worked = {"en": ["0 tricks", "1 trick", "2 tricks"],
              "el": ["0 χαρτωσιές", "1 χαρτωσιά", "2 χαρτωσιές"],
              "fr": ["0 pli", "1 pli", "2 plis"]}
    for lang, texts in worked.items():
        set_language(lang)
        assert [tn("tricks", n) for n in (0, 1, 2)] == texts, lang
    set_language("en")


def test_numbers_are_written_the_languages_way() -> None:
    assert [number(1000, lang=x) for x in ("en", "el", "fr")] == ["1000", "1.000", "1\u202f000"]
    assert number(12345, lang="en") == "12,345"
    assert [number(2.5, 1, lang=x) for x in ("en", "el", "fr")] == ["2.5", "2,5", "2,5"]
    assert number(-1234.25, 2, lang="fr") == "-1\u202f234,25"
    set_language("fr")
    assert t("to_target", target=1000) == "en 1\u202f000"
    set_language("en")
    assert t("to_target", target=1000) == "to 1000"


def test_cards_are_named_in_each_language() -> None:
    from pilotta.cards import parse_card

    names = {}
    for lang in LANGUAGES:
        set_language(lang)
        names[lang] = [card_words(parse_card(c)) for c in ("JH", "TS", "AC", "QD")]
    set_language("en")
    assert names["el"] == ["Βαλές κούπα", "Δέκα μπαστούνι", "Άσσος σπαθί", "Ντάμα καρό"]
    assert names["fr"] == ["Valet de cœur", "Dix de pique", "As de trèfle", "Dame de carreau"]
    assert names["en"] == ["Jack of hearts", "10 of spades", "Ace of clubs", "Queen of diamonds"]


@pytest.mark.parametrize(("param", "saved", "browser", "expected"), [
    ("fr", "el", ["en-GB"], "fr"),  # the address first
    (None, "el", ["fr-FR", "en"], "el"),  # then the saved choice
    ("de", "xx", ["de-DE", "el-CY", "fr"], "el"),  # then the first browser language we speak
    (None, None, ["FR_ca"], "fr"),
    (None, "", ["de", "it"], "en"),  # else English
    (None, None, [], "en"),
])
def test_the_language_is_chosen_in_order(param: str | None, saved: str | None,
                                         browser: list[str], expected: str) -> None:
    assert choose_language(param, saved, browser) == expected


@pytest.mark.parametrize(("lang", "rules"), [("el", "pilotta"), ("fr", "pilotta"),
                                             ("el", "belote"), ("fr", "belote")])
def test_a_whole_match_says_nothing_in_english(lang: str, rules: str) -> None:
    """Every region rendered during a short match, and every sentence spoken, in Greek or
    French: no word of the English catalog that the language does not share."""
    i18n.problems.clear()
    view, clock = RecordingView(), FakeClock()
    target = 101 if rules == "belote" else 51
    app = App(view, clock, Settings(speed="instant", target=target, lang=lang, rules=rules),
              seed=3)
    seen: list[str] = []
    app.start()
    try:
        for _ in range(3000):
            clock.run(until=waiting_for_input(app))
            seen.extend(view.html.values())
            seen.append(app.ui.live)
            if app.waiting == "match-over":
                break
            if app.waiting == "summary":
                app.next_deal()
            else:
                if len(seen) % 7 == 0:
                    app.request_hint()
                    clock.run(until=lambda: not app.ui.hinting)
                    seen.extend(view.html.values())
                human_default(app)
        assert app.waiting == "match-over"
        app.prefs.open_settings()
        seen.extend(view.html.values())
        app.dialogs.open_rules()
        seen.extend(view.html.values())
        text = "\n".join(said(html) for html in seen)
        assert not foreign_words(text, lang), foreign_words(text, lang)
        assert not i18n.problems
    finally:
        set_language("en")


def test_the_language_switch_keeps_the_match() -> None:
    view, clock = RecordingView(), FakeClock()
    app = App(view, clock, Settings(speed="instant", target=151), seed=4)
    app.start()
    for _ in range(6):
        clock.run(until=waiting_for_input(app))
        human_default(app)
    clock.run(until=waiting_for_input(app))
    moves = list(app.deal.actions)
    match = app.match
    app.prefs.open_settings()
    app.prefs.set_language("el")
    assert app.match is match and list(app.deal.actions) == moves
    assert app.settings.lang == "el" and i18n.language() == "el"
    assert "Ρυθμίσεις" in view["dialog"] and 'data-lang="el" checked' not in view["dialog"]
    assert 'value="el" checked' in view["dialog"]
    app.dialogs.close_dialog()
    assert "Εσύ" in view["seat-0"]
    app.prefs.set_language("xx")  # not a language of the game: nothing changes
    assert i18n.language() == "el"
    set_language("en")


def test_a_played_card_is_named_with_its_article() -> None:
    from pilotta.cards import parse_card

    spoken = {}
    for lang in LANGUAGES:
        set_language(lang)
        spoken[lang] = [t("an_plays", seat=seat_name(1), card=card_words(parse_card(c)))
                        for c in ("JH", "QS", "AD")]
    set_language("en")
    assert spoken["el"] == ["Ο Δεξιός παίζει τον βαλέ κούπα", "Ο Δεξιός παίζει τη ντάμα μπαστούνι",
                            "Ο Δεξιός παίζει τον άσσο καρό"]
    assert spoken["fr"] == ["Est joue le valet de cœur", "Est joue la dame de pique",
                            "Est joue l'as de carreau"]
    assert spoken["en"][0] == "Right plays Jack of hearts"


def test_no_feature_word_hides_another_key() -> None:
    """A feature's key is its own: not a core key, not another feature's (one would
    silently replace the other)."""
    from web.i18n.catalog_en import EN as CORE

    seen = set(CORE)
    for index, words in enumerate(FEATURE_WORDS):
        keys = set(words["en"])
        assert not keys & seen, (index, sorted(keys & seen))
        seen |= keys


# Greek speaks to the player as "εσύ" everywhere: a formal "σας"/"εσείς", a formal
# imperative or plural ("Πάρτε", "παίζετε") or the English "bots" would stand out.
FORMAL_GREEK = re.compile(r"\b(σας|εσείς|bots?)\b|\b\w+(ήστε|ίστε|άστε|έστε|ψτε|ξτε|ετε|άτε)\b",
                          re.IGNORECASE)


def test_greek_is_informal_everywhere() -> None:
    formal = {key: m.group(0) for key, text in i18n.CATALOGS["el"].items()
              for m in FORMAL_GREEK.finditer(text)}
    assert not formal, formal
    assert "ρομπότ" in i18n.CATALOGS["el"]["undo_title"]
