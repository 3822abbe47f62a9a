"""The refusals of records and links: one catalog (``pilotta.record_messages``) in English,
French and Greek with the same keys and placeholders, a text for every code the record and
share code raise, and the same error worded for the command line and for the page."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from string import Formatter

import pytest

from pilotta import record, record_messages, share
from pilotta.record import RecordError, Where, export_match, loads
from pilotta.share import ShareError, read_fragment
from pilotta.simulate import random_match

CATALOGS = record_messages.CATALOGS


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name is not None}


def test_every_language_has_every_key_with_the_same_placeholders() -> None:
    english = CATALOGS["en"]
    assert set(CATALOGS) == {"en", "fr", "el"}
    for lang, catalog in CATALOGS.items():
        assert set(catalog) == set(english), (lang, set(catalog) ^ set(english))
        for key, template in catalog.items():
            assert template.strip() and fields(template) == fields(english[key]), (lang, key)


def _codes(module: object, makers: dict[str, int]) -> set[str]:
    """The codes the module's source passes to its error makers (``_fail(where, "code")``,
    ``ShareError("code")``: ``makers`` gives the code's argument), ``a if x else b``
    included."""
    tree = ast.parse(Path(str(getattr(module, "__file__", ""))).read_text())
    codes: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in makers:
            codes |= {c.value for c in ast.walk(node.args[makers[node.func.id]])
                      if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return codes


def test_every_code_raised_has_its_words() -> None:
    rec = _codes(record, {"_fail": 1, "_Refused": 0})
    lnk = _codes(share, {"ShareError": 0})
    assert {"not_object", "illegal", "json", "duplicate", "cards_thrown_in",
            "not_call_belote"} <= rec
    assert {"foreign", "short", "version", "replay"} <= lnk
    assert {"rec_" + c for c in rec} | {"lnk_" + c for c in lnk} <= set(CATALOGS["en"])


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_every_text_fills_its_placeholders_on_one_line(lang: str) -> None:
    for key, template in CATALOGS[lang].items():
        text = record_messages.words(key, lang, **{n: f"<{n}>" for n in fields(template)})
        assert "{" not in text and "\n" not in text and len(text) <= 200, (lang, key)


def _refused(record_data: object) -> RecordError:
    with pytest.raises(RecordError) as e:
        loads(json.dumps(record_data))
    return e.value


def test_one_refusal_in_the_command_lines_english_and_the_pages_languages() -> None:
    data = export_match(random_match(301, 2, max_deals=2))
    data["deals"][0]["calls"][0] = "hello\x1b"
    error = _refused(data)
    assert error.code == "not_call" and error.where.kind == "call"
    # the command line: seats by number, the echo escaped
    assert str(error) == error.words("en") == (
        f"deal 1, call 1 (hello\\x1b, seat {error.where.seat}): not a call (pass, a bid such "
        "as 80H, close or close-back)")
    fr = error.words("fr")
    assert fr.startswith("donne 1, annonce 1 (hello\\x1b, siège ") and "\u202f: " in fr
    assert "ce n'est pas une annonce" in fr
    # the page names the seat its own way
    el = error.words("el", seat=lambda s: "Εσύ" if s == 0 else f"<{s}>")
    assert el.startswith("μοιρασιά 1, δήλωση 1 (hello\\x1b, ") and "δεν είναι δήλωση" in el


def test_a_refusal_of_the_whole_record_and_a_rule_refused() -> None:
    error = _refused({"format": "nope"})
    assert str(error) == "record: 'format' must be \"pilotta-record/1\""
    assert error.words("fr", whole=False) == (
        "ce n'est pas un fichier de partie (« format » doit valoir « pilotta-record/1 »)")
    data = export_match(random_match(301, 2, max_deals=1))  # a deal played out
    cards = data["deals"][0]["cards"]
    cards[1] = cards[0]  # the second card of the first trick: one its player cannot hold
    error = _refused(data)
    assert error.code == "illegal" and error.illegal is not None
    assert str(error) == f"{error.where}: {error.illegal.message('en')}"
    assert error.words("el").endswith(error.illegal.message("el"))


def test_a_link_refused_says_why_in_each_language() -> None:
    with pytest.raises(ShareError) as e:
        read_fragment("#chapter-2")
    assert str(e.value) == "the address does not hold a shared deal"
    assert e.value.words("fr") == "l'adresse ne contient pas de donne partagée"
    assert e.value.words("el") == "η διεύθυνση δεν έχει κοινοποιημένη μοιρασιά"
    with pytest.raises(ShareError) as e:
        read_fragment("#deal=" + "A" * 2000)
    assert str(e.value) == "the deal's code is too long (2000 characters, at most 1000)"
    assert e.value.words("el") == (
        "ο κωδικός της μοιρασιάς είναι πολύ μακρύς (2000 χαρακτήρες, το πολύ 1000)")


def test_a_link_whose_deal_the_rules_refuse_gives_the_records_words() -> None:
    deal = random_match(301, 8, max_deals=1).deals[0]
    code = share.shared(deal)
    bad = share.SharedDeal(code.rules, code.rounding, code.dealer, code.hands, code.deck,
                           code.calls, code.declare, (code.cards[0], code.cards[0]))
    with pytest.raises(ShareError) as e:
        bad.match()
    assert e.value.code == "replay" and e.value.record is not None
    assert str(e.value) == str(e.value.record) and str(e.value).startswith("deal 1, card 2 (")
    assert e.value.words("fr").startswith("donne 1, carte 2 (")


def test_a_where_reads_the_same_as_before() -> None:
    assert str(Where()) == "record" and str(Where(3)) == "deal 3"
    assert str(Where(2, "card", 5, "JH", 1)) == "deal 2, card 5 (JH, seat 1)"
    assert str(Where(2, "call", 9, "pass")) == "deal 2, call 9 (pass)"
