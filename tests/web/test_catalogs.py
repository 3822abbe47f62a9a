"""The catalogs: Greek, English and French gettext catalogs hold every message of the
template (extracted by Babel from web/) with English's placeholders, and each file's plural
rule; the engine's reasons, refusals and hints speak the three languages; the grammar helpers
(seat cases and agreement, plural, numbers, the choice of language) by worked examples; and a
whole match in Greek and in French says nothing in English."""

from __future__ import annotations

import re
from pathlib import Path
from string import Formatter

import pytest
from lang_words import foreign_words, said
from webtest_util import FakeClock, RecordingView, human_default, waiting_for_input

from buildsite.msgfmt import DOMAIN, LOCALE, Entry, read_po
from pilotta import messages, record_messages
from pilotta.bots import hints
from web.core.settings import Settings
from web.i18n import translate as i18n
from web.i18n.translate import (
    LANGUAGES,
    YOU_KEYS,
    card_words,
    choose_language,
    number,
    plural,
    said_of,
    seat_name,
    set_language,
    t,
    tn,
    tp,
)
from web.table.ctrl import App

ROOT = Path(__file__).resolve().parents[2]
Message = tuple[str | None, str, str | None]  # (context, msgid, msgid_plural)


def fields(template: str) -> set[str]:
    """A template's placeholders by name (``{seat:acc}`` is ``seat``)."""
    return {name for _, name, _, _ in Formatter().parse(template) if name is not None}


def po_entries(name: str) -> dict[Message, Entry]:
    """A ``.po`` (``el``, ``en``, ``fr``) or the ``.pot`` (``""``) by message, none twice."""
    path = ROOT / LOCALE / (f"{name}/LC_MESSAGES/{DOMAIN}.po" if name else f"{DOMAIN}.pot")
    entries = read_po(path.read_text(encoding="utf-8"), path.name)
    found = {(e.context, e.msgid, e.plural): e for e in entries if e.msgid}
    assert len(found) == len(entries) - 1, f"{name}: a message twice"  # the header aside
    return found


def plural_forms(name: str) -> str:
    header = read_po((ROOT / LOCALE / name / "LC_MESSAGES" / f"{DOMAIN}.po").read_text("utf-8"))[0]
    return next(line.split(":", 1)[1].strip() for line in header.strings[0].splitlines()
                if line.startswith("Plural-Forms:"))


def test_every_language_has_every_message_of_the_template_with_the_same_placeholders() -> None:
    template = po_entries("")
    english = po_entries("en")
    assert len(template) > 500
    for lang in LANGUAGES:
        catalog = po_entries(lang)
        assert set(catalog) == set(template), (lang, set(catalog) ^ set(template))
        for message, entry in catalog.items():
            forms = 2 if message[2] is not None else 1
            assert len(entry.strings) == forms, (lang, message)
            for text in entry.strings:
                assert text.strip(), (lang, message)  # untranslated: gettext would show English
                assert fields(text) == fields(english[message].strings[0]), (lang, message)


def test_a_missing_or_changed_message_fails_the_check(tmp_path: Path) -> None:
    """The check above reads the files: a message left out, or a placeholder renamed, is
    seen (the page itself would show English)."""
    text = (ROOT / LOCALE / "fr" / "LC_MESSAGES" / f"{DOMAIN}.po").read_text("utf-8")
    gone = text.replace('msgid "new_match"\nmsgstr "Nouvelle partie"\n', "")
    assert len(read_po(gone)) == len(read_po(text)) - 1
    renamed = text.replace("Donne {n}", "Donne {m}")
    changed = {e.msgid: e.strings for e in read_po(renamed)}
    assert fields(changed["deal_n"][0]) == {"m"}


@pytest.mark.parametrize(("lang", "rule"), [("el", "nplurals=2; plural=(n != 1);"),
                                            ("en", "nplurals=2; plural=(n != 1);"),
                                            ("fr", "nplurals=2; plural=(n > 1);")])
def test_each_catalog_says_its_plural_rule(lang: str, rule: str) -> None:
    assert plural_forms(lang) == rule


def test_the_compiled_catalogs_are_what_the_po_files_say() -> None:
    """What gettext reads (the .mo the conftest compiled, as the build does) is the .po."""
    for lang in LANGUAGES:
        compiled = i18n.messages(lang)
        for (context, msgid, plural_id), entry in po_entries(lang).items():
            name = f"{context}|{msgid}" if context else msgid
            if plural_id is None:
                assert compiled[name] == entry.strings[0], (lang, name)
            else:
                assert [compiled[f"{name}[{i}]"] for i in range(2)] == entry.strings
    assert {msgid for context, msgid, _ in po_entries("en") if context == "you"} == YOU_KEYS


def test_the_template_is_what_babel_extracts_from_the_page() -> None:
    """``locale/pilotta_web.pot`` is current: Babel finds every message the code names (its
    literal calls and ``web/i18n/markers.py``) and no other (``python -m buildsite.extract``
    rewrites it)."""
    pytest.importorskip("babel", reason="Babel is in requirements-test.txt")
    from buildsite.extract import extract, template_text
    from buildsite.extract import messages as extracted

    catalog = extract(ROOT)
    assert extracted(catalog) == set(po_entries(""))
    assert template_text(catalog) == (ROOT / LOCALE / f"{DOMAIN}.pot").read_text("utf-8")


def test_the_engines_reasons_and_hints_speak_the_three_languages() -> None:
    for what, catalogs in (("pilotta.messages", messages.CATALOGS),
                           ("pilotta.record_messages", record_messages.CATALOGS),
                           ("pilotta.bots.hints", hints.CATALOGS)):
        english = catalogs["en"]
        for lang, catalog in catalogs.items():
            assert set(catalog) == set(english), (what, lang, set(catalog) ^ set(english))
            for key, template in catalog.items():
                assert fields(template) == fields(english[key]), (what, lang, key)
                assert template.strip(), (what, lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_renders_with_its_placeholders_filled(lang: str) -> None:
    set_language(lang)
    i18n.problems.clear()
    try:
        for (context, key, plural_id), entry in po_entries(lang).items():
            params: dict[str, object] = {name: f"<{name}>" for name in fields(entry.strings[0])}
            if "seat" in params:
                params["seat"] = seat_name(3)
            if plural_id is not None:
                params.pop("n", None)
                texts = [tn(key, n, **params) for n in (0, 1, 2, 5)]
            elif context is not None:
                texts = [tp(context, key, **params)]
            else:
                texts = [t(key, **params)]
            for text in texts:
                assert "{" not in text and "}" not in text, (lang, key, text)
        assert not i18n.problems
    finally:
        set_language("en")


def test_a_message_a_language_lacks_is_shown_in_english_and_noted() -> None:
    set_language("fr")
    i18n.problems.clear()
    try:
        french = i18n.CATALOGS["fr"]
        assert isinstance(french, i18n.Catalog)
        kept = french.messages()
        catalog: dict[object, str] = vars(french)["_catalog"]
        del catalog["new_match"]
        assert t("new_match") == "New match"  # English, not a crash
        assert i18n.problems == {"no fr text for 'new_match'"}
    finally:
        catalog["new_match"] = kept["new_match"]
        i18n.problems.clear()
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


# Greek speaks to the player as "εσύ" everywhere: a formal "σας"/"εσείς", a formal
# imperative or plural ("Πάρτε", "παίζετε") or the English "bots" would stand out.
FORMAL_GREEK = re.compile(r"\b(σας|εσείς|bots?)\b|\b\w+(ήστε|ίστε|άστε|έστε|ψτε|ξτε|ετε|άτε)\b",
                          re.IGNORECASE)


def test_greek_is_informal_everywhere() -> None:
    formal = {key: m.group(0) for key, text in i18n.messages("el").items()
              for m in FORMAL_GREEK.finditer(text)}
    assert not formal, formal
    assert "ρομπότ" in i18n.messages("el")["undo_title"]
