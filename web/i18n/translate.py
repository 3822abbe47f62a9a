"""UI message catalogs: every word the page shows comes from here (the engine's own
catalogs, ``pilotta.messages`` and ``pilotta.bots.hints``, word why an action is illegal and
what a hint suggests).

Greek, English and French (``catalog_el.py``, ``catalog_en.py``, ``catalog_fr.py``, the same
keys and placeholders in each), plus the words of each feature (``FEATURE_WORDS``). A key
missing from a language falls back to English, then to the key itself, so the page never
fails for a word. Grammar lives in the templates: a seat is a ``Word`` that knows its forms
(``{seat:acc}``, ``{seat:Nom}``) and makes a verb agree (``{seat:?παίζεις|παίζει}``); a count
picks its plural form (``tn``); numbers are written the language's way (``number``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pilotta.actions import BID, CLOSE, CLOSE_BACK, PASS, TAKE, TRUMP, Action, Call, Play
from pilotta.auction import Contract
from pilotta.cards import RANKS, SUIT_SYMBOLS, card_list, card_pretty
from pilotta.declarations import pilotta_cards
from pilotta.reasons import Illegal
from web.i18n import (
    catalog_el,
    catalog_en,
    catalog_fr,
    words_access,
    words_embed,
    words_header,
    words_replay,
    words_rules,
    words_save,
)

LANGUAGES = ("el", "en", "fr")  # Greek first: the game's home
DEFAULT_LANGUAGE = "en"

# The core catalogs, copied: every feature's words are added to these (the modules keep
# their own, so a test can tell a feature's key from a core one).
EN: dict[str, str] = dict(catalog_en.EN)
CATALOGS: dict[str, dict[str, str]] = {
    "en": EN, "el": dict(catalog_el.EL), "fr": dict(catalog_fr.FR),
}

# Each feature keeps its words beside it, in every language, in a module ``web/words_*.py``
# holding ``WORDS = {"en": {...}, "el": {...}, "fr": {...}}``; list it here once.
FEATURE_WORDS: tuple[dict[str, dict[str, str]], ...] = (
    words_rules.WORDS,
    words_access.WORDS,
    words_embed.WORDS,
    words_save.WORDS,
    words_replay.WORDS,
    words_header.WORDS,
)


def _add_feature_words() -> None:
    for words in FEATURE_WORDS:
        for lang, catalog in words.items():
            CATALOGS.setdefault(lang, {}).update(catalog)


_add_feature_words()

_lang = DEFAULT_LANGUAGE


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in CATALOGS else DEFAULT_LANGUAGE


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
    """A count's plural category (CLDR): ``one`` or ``other``. English and Greek: 1 is
    singular; French: 0 and 1 are ("0 pli", "1 pli", "2 plis")."""
    if (lang or _lang) == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if abs(n) == 1 else "other"


def _param(value: Any) -> Any:
    """Strings become ``Word`` (so a form asked of a plain one is harmless), whole numbers
    ``Num``."""
    if isinstance(value, str) and not isinstance(value, Word):
        return Word(value)
    if isinstance(value, int) and not isinstance(value, (bool, Num)):
        return Num(value)
    return value


# What ``t`` could not do: keys missing from the catalog, templates short of a parameter.
# The page still shows something (the key, the bare template); the tests assert it is empty.
problems: set[str] = set()


def t(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, with ``params`` filled in."""
    template = CATALOGS[_lang].get(key) or EN.get(key)
    if template is None:
        problems.add(f"no text for {key!r}")
        return key
    try:
        return template.format(**{k: _param(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError) as exc:
        problems.add(f"{key!r} needs {exc}")
        return template


def tn(key: str, n: int, **params: Any) -> str:
    """``key`` for the count ``n``: the text of ``key_one`` or ``key_other`` as the
    language's plural rule says."""
    return t(f"{key}_{plural(n)}", n=n, **params)


# --- words built from game values --------------------------------------------------------
def seat_name(seat: int) -> Word:
    """The seat's name (``Left``, ``Αριστερός``, ``Ouest``), with its forms in sentences
    (``nom``, ``acc``, ``gen``) and whether it is the player (for agreement)."""
    key = f"seat{seat}"
    return Word(t(key), {form: t(f"{key}_{form}") for form in SEAT_FORMS}, you=seat == 0)


SEAT_FORMS = ("nom", "acc", "gen")


def said_of(key: str, seat: int, **params: Any) -> str:
    """A sentence whose subject is ``seat``: the player's own seat has its own text
    (``key_you``), so the verb agrees with "You" ("You announce", not "You announces")."""
    if seat == 0 and key + "_you" in EN:
        return t(key + "_you", **params)
    return t(key, seat=seat_name(seat), **params)


def team_name(team: int) -> str:
    return t(f"team{team}")


def rank_word(rank: int) -> Word:
    """A rank's name, with its plural (``{rank:pl}``: Jacks, βαλέδες, de valets) and as an
    object with its article (``acc``: τον βαλέ, le valet)."""
    key = "rank" + RANKS[rank]
    return Word(t(key), {"pl": t(key + "_pl"), "acc": t(key + "_acc")})


def suit_word(suit: int) -> str:
    return t("suit" + "SHDC"[suit])


def card_words(card: int) -> Word:
    """Screen-reader name of a card, e.g. ``Jack of hearts``, ``Βαλές κούπα``; as an
    object (``{card:acc}``) with its article: ``τον βαλέ κούπα``, ``le valet de cœur``."""
    rank, suit = rank_word(card & 7), suit_word(card >> 3)
    acc = t("card_name", rank=rank.forms["acc"], suit=suit)
    return Word(t("card_name", rank=rank, suit=suit), {"acc": acc})


def bid_text(value: int, suit: int) -> str:
    """A bid as the table shows it, e.g. ``90♦``."""
    return f"{value}{SUIT_SYMBOLS[suit]}"


CALL_KEYS = {PASS: "pass", CLOSE: "close_x2", CLOSE_BACK: "close_back_x4", TAKE: "take"}
MULTIPLIER_MARKS = {1: "", 2: " ×2", 4: " ×4"}


def call_words(call: Call) -> str:
    """A call as the table shows it: ``90♦``, ``Pass``, ``Close ×2``, ``Close back ×4``."""
    if call.kind == BID:
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
    return t("announce" if action.announce else "decline")


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
    return t("game_" + rules)


def illegal_reason(illegal: Illegal) -> str:
    """Why the engine refuses an action, in the current language (engine catalog)."""
    return illegal.message(_lang)
