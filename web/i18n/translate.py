"""UI message catalogs: every word the page shows comes from here (the engine's own
catalogs, ``pilotta.messages`` and ``pilotta.bots.hints``, word why an action is illegal and
what a hint suggests).

The words are gettext catalogs, one ``.po`` file per language in one domain,
``locale/<lang>/LC_MESSAGES/pilotta_web.po`` (Greek, English, French), read by the standard
library's ``gettext`` from the ``.mo`` files that the build compiles (``buildsite/msgfmt.py``;
the tests' conftest writes them beside the ``.po`` for CPython). ``locale/pilotta_web.pot`` is
the template, extracted by Babel from the calls below (``python -m buildsite.extract``; a test
checks it is current). Translators edit the ``.po`` files (Poedit, Weblate, ``pybabel update``).

The msgids are symbolic keys (``new_match``, ``an_declares``), English being ``en.po``'s
translation: the code reads as it did, a key stays put when its English wording is improved,
and Greek and French sentences, whose order and grammar differ, are never keyed by English's.
Grammar lives in the templates, placeholders by name in Python's brace format (``{seat}``,
``{n}``):

* a count's forms are a plural entry (``tn``), picked by each file's ``Plural-Forms`` header
  (English and Greek ``n != 1``, French ``n > 1``: "0 pli");
* a seat is a ``Word`` that knows its cases, each the seat's msgid in a context
  (``pgettext("accusative", "seat3")``: ``τον Αριστερό``); a template asks for one with a format
  spec (``{seat:acc}``, capitalised ``{seat:Nom}``) and makes a verb agree
  (``{seat:?παίζεις|παίζει}``); a rank's plural and accusative are contexts too;
* a sentence whose subject is the player has its own text in the context ``you``
  (``said_of``: "You announce", not "You announces");
* numbers are written the language's way (``number``).

Keys the code builds from values (``seat{n}``, ``save_why_...``) are listed in ``markers.py``,
so Babel sees them. A message missing from a language shows the English one and one missing
from English shows its key, so the page never fails for a word; ``problems`` records both and
the tests assert it stays empty (and that every ``.po`` holds every message of the template
with English's placeholders).
"""

from __future__ import annotations

import gettext
import io
import pkgutil
from collections.abc import Callable, Iterable
from typing import Any

from pilotta.actions import (
    CAPOT_VALUE,
    CLOSE,
    CLOSE_BACK,
    COINCHE,
    PASS,
    SURCOINCHE,
    TAKE,
    TRUMP,
    Action,
    Call,
    Play,
)
from pilotta.auction import Contract
from pilotta.cards import RANKS, SUIT_SYMBOLS, card_list, card_pretty
from pilotta.declarations import pilotta_cards
from pilotta.reasons import Illegal

LANGUAGES = ("el", "en", "fr")  # Greek first: the game's home
DEFAULT_LANGUAGE = "en"
DOMAIN = "pilotta_web"

# What ``t`` could not do: messages missing from a catalog, templates short of a parameter.
# The page still shows something (English, the key, the bare template); tests assert it is empty.
problems: set[str] = set()


class Catalog(gettext.GNUTranslations):
    """A language's messages as ``gettext`` reads them from its ``.mo`` file."""

    plural: Callable[[int], int]  # set by gettext from the file's Plural-Forms header

    def messages(self) -> dict[str | tuple[str, int], str]:
        """Every message by gettext's key: ``msgid``, ``context\\x04msgid``, or
        ``(msgid, plural form)`` (for tests, and the contexts ``said_of`` looks for)."""
        catalog: dict[str | tuple[str, int], str] = vars(self)["_catalog"]
        return {k: v for k, v in catalog.items() if k != ""}


class _Missing(gettext.NullTranslations):
    """The end of a language's chain of fallbacks: notes what was asked and not found, then
    answers as gettext would (English for a language's gap, the key for English's)."""

    def __init__(self, lang: str, english: gettext.NullTranslations | None = None) -> None:
        super().__init__()
        self.lang = lang
        if english is not None:
            self.add_fallback(english)

    def _note(self, what: str) -> None:
        problems.add(f"no {self.lang} text for {what!r}")

    def gettext(self, message: str) -> str:
        self._note(message)
        return super().gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self._note(msgid1)
        return super().ngettext(msgid1, msgid2, n)

    def pgettext(self, context: str, message: str) -> str:
        self._note(f"{context}|{message}")
        return super().pgettext(context, message)


def _load(lang: str) -> Catalog | None:
    # through the package's loader: in the page the package is imported from game.zip
    # (zipimport), where there is no file to open
    try:
        data = pkgutil.get_data(__package__ or "web.i18n",
                                f"locale/{lang}/LC_MESSAGES/{DOMAIN}.mo")
    except OSError:  # not built (CPython: the tests' conftest writes them)
        data = None
    if data is None:
        problems.add(f"no catalog for {lang!r}")
        return None
    return Catalog(io.BytesIO(data))


def _chains() -> dict[str, gettext.NullTranslations]:
    english: gettext.NullTranslations = _load(DEFAULT_LANGUAGE) or gettext.NullTranslations()
    english.add_fallback(_Missing(DEFAULT_LANGUAGE))
    chains: dict[str, gettext.NullTranslations] = {DEFAULT_LANGUAGE: english}
    for lang in LANGUAGES:
        if lang != DEFAULT_LANGUAGE:
            chains[lang] = _load(lang) or gettext.NullTranslations()
            chains[lang].add_fallback(_Missing(lang, english))
    return chains


CATALOGS = _chains()  # by language: its catalog, then English, then the key
_english = CATALOGS[DEFAULT_LANGUAGE]
# The messages that have the player's own text (the context "you", ``said_of``).
YOU_KEYS = frozenset(
    key.partition("\x04")[2]
    for key in (_english.messages() if isinstance(_english, Catalog) else {})
    if isinstance(key, str) and key.startswith("you\x04"))

_lang = DEFAULT_LANGUAGE
_words = CATALOGS[_lang]


def messages(lang: str) -> dict[str, str]:
    """Every message of ``lang``'s catalog by a flat name, for tests and tools: ``key``,
    ``context|key``, ``key[form]`` (a plural's forms)."""
    chain = CATALOGS.get(lang)
    found = chain.messages() if isinstance(chain, Catalog) else {}
    return {(f"{k[0]}[{k[1]}]" if isinstance(k, tuple) else k.replace("\x04", "|")): v
            for k, v in found.items()}


def set_language(lang: str) -> None:
    global _lang, _words
    _lang = lang if lang in CATALOGS else DEFAULT_LANGUAGE
    _words = CATALOGS[_lang]


def language() -> str:
    return _lang


def choose_language(param: str | None, saved: str | None, preferred: Iterable[str]) -> str:
    """The page's language: the address's ``?lang=``, else the player's saved choice, else
    the first of the browser's languages (``navigator.languages``, e.g. ``el-CY``) that the
    game speaks, else English."""
    for lang in (param, saved):
        if lang in LANGUAGES:
            return lang
    for tag in preferred:
        base = str(tag).strip().lower().replace("_", "-").split("-")[0]
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


# --- grammar -------------------------------------------------------------------------------
class Word(str):
    """A word that knows its grammatical forms. In a template, ``{seat}`` is the word
    itself, ``{seat:acc}`` a form (``τον Αριστερό``), a capital ``{seat:Nom}`` that form
    capitalised at a sentence's start, and ``{seat:?a|b}`` agreement: ``a`` when the word
    is the player ("you": Εσύ δηλώνεις), else ``b`` (Ο Αριστερός δηλώνει). An unknown form
    is the word itself, so a template can never fail on one."""

    forms: dict[str, str]
    you: bool

    def __new__(cls, text: str, forms: dict[str, str] | None = None, you: bool = False) -> Word:
        word = super().__new__(cls, text)
        word.forms = forms or {}
        word.you = you
        return word

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if spec.startswith("?"):
            mine, _, other = spec[1:].partition("|")
            return mine if self.you else other
        form = self.forms.get(spec.lower(), str(self))
        return form[:1].upper() + form[1:] if spec[:1].isupper() else form


class Num(int):
    """A number in a template: ``{n}`` writes it the language's way (``number``)."""

    def __format__(self, spec: str) -> str:
        return number(int(self)) if not spec else format(int(self), spec)


# Thousands separator, decimal mark, and the smallest number grouped: 12,345.5 / 1.234,5 /
# 1 234,5 (a narrow no-break space, as French typography and Intl.NumberFormat write it).
# English leaves four digits whole (a target of 1000, as players write it on the sheet).
NUMBER_MARKS = {"en": (",", ".", 10_000), "el": (".", ",", 1000), "fr": ("\u202f", ",", 1000)}


def number(value: float, decimals: int = 0, lang: str | None = None) -> str:
    """``value`` written in the language: ``number(1000)`` is 1000 / 1.000 / 1 000, and
    ``number(2.5, 1)`` 2.5 / 2,5 / 2,5."""
    group, point, grouped = NUMBER_MARKS.get(lang or _lang, NUMBER_MARKS["en"])
    text = f"{value:{',' if abs(value) >= grouped else ''}.{decimals}f}"
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def plural(n: int, lang: str | None = None) -> str:
    """A count's plural category, ``one`` or ``other``, as the language's ``Plural-Forms``
    header says: English and Greek: 1 is singular; French: 0 and 1 are ("0 pli", "1 pli")."""
    chain = CATALOGS.get(lang or _lang, _english)
    index = chain.plural(abs(n)) if isinstance(chain, Catalog) else int(abs(n) != 1)
    return "one" if index == 0 else "other"


def _param(value: Any) -> Any:
    """Strings become ``Word`` (so a form asked of a plain one is harmless), whole numbers
    ``Num``."""
    if isinstance(value, str) and not isinstance(value, Word):
        return Word(value)
    if isinstance(value, int) and not isinstance(value, (bool, Num)):
        return Num(value)
    return value



def _fill(key: str, template: str, params: dict[str, Any]) -> str:
    try:
        return template.format(**{k: _param(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError) as exc:
        problems.add(f"{key!r} needs {exc}")
        return template


def t(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, with ``params`` filled in."""
    return _fill(key, _words.gettext(key), params)


def tn(key: str, n: int, **params: Any) -> str:
    """``key`` for the count ``n``: the plural form the language's rule picks."""
    return _fill(key, _words.ngettext(key, key, n), {"n": n, **params})


def tp(context: str, key: str, **params: Any) -> str:
    """``key`` in ``context`` (a seat's case, the player's own sentence)."""
    return _fill(key, _words.pgettext(context, key), params)


# --- words built from game values --------------------------------------------------------
def seat_name(seat: int) -> Word:
    """The seat's name (``Left``, ``Αριστερός``, ``Ouest``), with its forms in sentences
    (``nom``, ``acc``, ``gen``) and whether it is the player (for agreement)."""
    key = f"seat{seat}"
    return Word(t(key), {form: tp(case, key) for form, case in SEAT_CASES.items()},
                you=seat == 0)


# A seat's forms in a template's spec, and the contexts that hold them.
SEAT_CASES = {"nom": "nominative", "acc": "accusative", "gen": "genitive"}


def said_of(key: str, seat: int, **params: Any) -> str:
    """A sentence whose subject is ``seat``: the player's own seat has its own text
    (the context ``you``), so the verb agrees with "You" ("You announce", not "You announces")."""
    if seat == 0 and key in YOU_KEYS:
        return tp("you", key, **params)
    return t(key, seat=seat_name(seat), **params)


def team_name(team: int) -> str:
    return t(f"team{team}")


def rank_word(rank: int) -> Word:
    """A rank's name, with its plural (``{rank:pl}``: Jacks, βαλέδες, de valets) and as an
    object with its article (``acc``: τον βαλέ, le valet)."""
    key = "rank" + RANKS[rank]
    return Word(t(key), {"pl": tp("plural", key), "acc": tp("accusative", key)})


def suit_word(suit: int) -> str:
    """A suit's name, or a Coinche contract's other trumps (4 sans-atout, 5 tout-atout)."""
    return t(f"suit{'SHDCNA'[suit]}")


def trump_mark(trump: int) -> str:
    """A trump as the table writes it after a value: a suit's symbol, or Coinche's ``SA`` and
    ``TA`` (in English ``NT`` and ``AT``)."""
    return SUIT_SYMBOLS[trump] if trump < 4 else t(f"trump_mark_{'NA'[trump - 4]}")


def bid_value_text(value: int) -> str:
    """A bid's value: a number, or Coinche's capot (250)."""
    return t("capot") if value == CAPOT_VALUE else str(value)


def card_words(card: int) -> Word:
    """Screen-reader name of a card, e.g. ``Jack of hearts``, ``Βαλές κούπα``; as an
    object (``{card:acc}``) with its article: ``τον βαλέ κούπα``, ``le valet de cœur``."""
    rank, suit = rank_word(card & 7), suit_word(card >> 3)
    acc = t("card_name", rank=rank.forms["acc"], suit=suit)
    return Word(t("card_name", rank=rank, suit=suit), {"acc": acc})


def bid_text(value: int, suit: int) -> str:
    """A bid as the table shows it, e.g. ``90♦``, ``120 SA``, ``Capot ♠``."""
    if value == CAPOT_VALUE or suit >= 4:
        return f"{bid_value_text(value)} {trump_mark(suit)}"
    return f"{value}{SUIT_SYMBOLS[suit]}"


CALL_KEYS = {PASS: "pass", CLOSE: "close_x2", CLOSE_BACK: "close_back_x4", TAKE: "take",
             COINCHE: "coinche_x2", SURCOINCHE: "surcoinche_x4"}
MULTIPLIER_MARKS = {1: "", 2: " ×2", 4: " ×4"}


def call_words(call: Call) -> str:
    """A call as the table shows it: ``90♦``, ``Pass``, ``Close ×2``, ``Close back ×4``;
    Coinche's ``Capot ♥``, ``Coinche ×2``."""
    if call.is_bid:
        return bid_text(call.value, call.bid_suit)
    if call.kind == TRUMP:  # Belote's second round: the suit named
        return t("trump_call", suit=SUIT_SYMBOLS[call.bid_suit])
    return t(CALL_KEYS[call.kind])


def action_words(action: Action) -> str:
    """Any action as the table shows it: ``J♥``, ``90♦``, ``Pass``, ``Announce``."""
    if isinstance(action, Play):
        return card_pretty(action.card)
    if isinstance(action, Call):
        return call_words(action)
    return t("announce") if action.announce else t("decline")


def contract_words(contract: Contract) -> str:
    """The contract with its multiplier, e.g. ``90♦ ×2``; a Belote contract has no value
    (0) and is just its trump, ``♦``."""
    if contract.value == 0:
        return SUIT_SYMBOLS[contract.trump]
    return bid_text(contract.value, contract.trump) + MULTIPLIER_MARKS[contract.multiplier]


def pilotta_words(trump: int) -> str:
    """The pilotta's cards (the engine's ``pilotta_cards``), king first: ``K♥ Q♥``."""
    return " ".join(card_pretty(c) for c in reversed(card_list(pilotta_cards(trump))))


def game_name(rules: str) -> str:
    """``Cypriot Pilotta`` or ``French Belote``."""
    return t(f"game_{rules}")


def illegal_reason(illegal: Illegal) -> str:
    """Why the engine refuses an action, in the current language (engine catalog)."""
    return illegal.message(_lang)
