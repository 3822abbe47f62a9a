"""Game records (``pilotta-record/1``): export a match, import it back, check and score it.

A record holds every deal's dealer, the hands as dealt (Belote: the deck in dealing
order) or a seed, the calls, the seats that announced declarations and the cards played.
Importing replays each action through the engine, so a record that imports is legal to the
last card; a bad one raises ``RecordError``: a code with parameters saying where and why,
worded in ``record_messages`` (English on the command line, the page's language there).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from .actions import (
    ANNOUNCE,
    CAPOT,
    CAPOT_VALUE,
    COINCHE,
    DECLINE,
    PLAYS,
    SURCOINCHE,
    Call,
    Declare,
    Play,
    parse_call,
)
from .auction import Contract
from .belote import ROUNDINGS, BeloteRules
from .cards import SUITS, TRUMP_LETTERS, card_list, card_name, parse_card
from .coinche import CoincheRules
from .deal import check_hands
from .game import Deal
from .match import Match
from .reasons import Illegal, IllegalAction
from .record_messages import SeatWords, record_refusal, where_words
from .rng import Rng
from .rules import Rules
from .rulesets import ALL_NAMES, rules_named

FORMAT = "pilotta-record/1"
RULES = "pilotta"


@dataclass(frozen=True)
class Where:
    """Where in a record a problem is: the record itself (``deal`` 0), a deal, or one of its
    calls or cards, with the record's own echo of it (``text``, already ``show``n)."""

    deal: int = 0  # 1-based; 0: the record as a whole
    kind: str = ""  # "call" or "card"; "": the deal itself
    index: int = 0  # 1-based, among the deal's calls or cards
    text: str = ""
    seat: int | None = None  # the seat to act there, if any

    def __str__(self) -> str:
        return where_words(self)


class RecordError(ValueError):
    """A record that is malformed or breaks a rule: ``where``, ``code`` and ``params`` say
    where and why (``params`` holds the record's echoes as ``show`` cut them; ``illegal`` is
    the rules' refusal behind the code "illegal"), worded by ``record_messages``; the
    message is the English, one clean line."""

    def __init__(self, where: Where, code: str, params: dict[str, Any] | None = None,
                 illegal: Illegal | None = None) -> None:
        self.where = where
        self.code = code
        self.params = params or {}
        self.illegal = illegal
        super().__init__(self.words())

    def words(self, lang: str = "en", seat: SeatWords | None = None,
              whole: bool = True) -> str:
        """Where and why in ``lang``, on one clean line (``record_messages.record_refusal``
        says what ``seat`` and ``whole`` change)."""
        return one_line(record_refusal(self.where, self.code, self.params, self.illegal,
                                       lang, seat, whole))


def export_deal(deal: Deal, seed: int | None = None) -> dict[str, Any]:
    calls = [str(a) for a in deal.actions if isinstance(a, Call)]
    cards = [card_name(a.card) for a in deal.actions if isinstance(a, Play)]
    out: dict[str, Any] = {"dealer": deal.dealer}
    if deal.dealt.deck is not None:  # Belote: the hands depend on who takes
        out["deck"] = [card_name(c) for c in deal.dealt.deck]
    else:
        out["hands"] = [[card_name(c) for c in card_list(h)] for h in deal.initial_hands]
    if seed is not None:
        out["seed"] = seed
    out["calls"] = calls
    out["declare"] = [s for s in range(4) if deal.decisions[s]]
    out["cards"] = cards
    if decided(deal):
        out["decided"] = True
    return out


def export_match(match: Match) -> dict[str, Any]:
    out: dict[str, Any] = {"format": FORMAT, "rules": match.rules.name, "target": match.target}
    if isinstance(match.rules, (BeloteRules, CoincheRules)):
        out["rounding"] = match.rules.rounding
    out["deals"] = [export_deal(d, s) for d, s in zip(match.deals, match.deal_seeds)]
    return out


def decided(deal: Deal) -> bool:
    """A seat has announced or declined and its first card is still to come (a record's
    ``"decided": true``, a share code's bit)."""
    return bool(deal.actions) and isinstance(deal.actions[-1], Declare)


def contract_json(rules: Rules, contract: Contract | None) -> dict[str, Any] | None:
    """A contract as ``replay`` prints it (Belote's has a seat and a trump, no value)."""
    if contract is None:
        return None
    if isinstance(rules, BeloteRules):
        return {"seat": contract.seat, "trump": SUITS[contract.trump]}
    if isinstance(rules, CoincheRules):  # capot by name; N and A beside the suits
        value = "capot" if contract.value == CAPOT_VALUE else contract.value
        return {"seat": contract.seat, "value": value, "trump": TRUMP_LETTERS[contract.trump],
                "multiplier": contract.multiplier}
    return dict(contract.to_json())


def dumps(match: Match) -> str:
    return json.dumps(export_match(match), indent=1)


# An echoed value is cut to this length: a 50 MB card must not give a 50 MB error line.
SHOW_LIMIT = 40
# The longest error line; the echoes keep real lines well inside it.
LINE_LIMIT = 200
# Python's own limit on int-string conversion (and it keeps int() fast): more digits than
# this are refused rather than raising a ValueError deep inside the JSON reader.
MAX_DIGITS = 4300
# Unicode categories that must not reach a terminal raw: controls (\r, ESC, U+0085), format
# characters (bidi overrides), surrogates, private and unassigned code points, and the line
# and paragraph separators U+2028/2029 that some terminals and editors break lines at.
_UNSAFE = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def clean(text: str) -> str:
    """``text`` with every unsafe character written as an escape such as ``\\x1b``."""
    if text.isprintable():  # the common case, fast; printable excludes all of _UNSAFE
        return text
    return "".join(
        c.encode("unicode_escape").decode("ascii")
        if unicodedata.category(c) in _UNSAFE else c
        for c in text
    )


def one_line(text: str) -> str:
    """An error message fit for one line of stderr: clean, at most LINE_LIMIT characters."""
    return _cut(clean(text[:LINE_LIMIT + 1]), LINE_LIMIT)


def show(value: object, quote: bool = False) -> str:
    """A value of the record as a short, clean echo: strings as written (in quotes if
    ``quote``), numbers, true, false and null as JSON, lists and objects by their brackets
    (never walked: they may be nested thousands deep)."""
    if isinstance(value, str):
        text = _cut(clean(value[:SHOW_LIMIT + 1]), SHOW_LIMIT)
        return f"'{text}'" if quote else text
    if isinstance(value, list):
        return "[...]" if value else "[]"
    if isinstance(value, dict):
        return "{...}" if value else "{}"
    return _cut(json.dumps(value), SHOW_LIMIT)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _fail(where: Where, code: str, illegal: Illegal | None = None,
          **params: Any) -> RecordError:
    return RecordError(where, code, params, illegal)


RECORD = Where()


def _list(value: Any, where: Where, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(where, "list", name=name)
    return value


def _is_seat(value: object) -> bool:
    """A seat number exactly: not 1.0, not true (JSON compares both equal to 1)."""
    return type(value) is int and 0 <= value <= 3


def import_match(data: Any) -> Match:
    """Build a match from a parsed record, replaying and checking every action."""
    if not isinstance(data, dict):
        raise _fail(RECORD, "not_object")
    if data.get("format") != FORMAT:
        raise _fail(RECORD, "format", format=FORMAT)
    rules = _read_rules(data)
    target = data.get("target", rules.default_target)
    _check_target(rules, target)
    deals = _list(data.get("deals", []), RECORD, "deals")
    first = deals[0].get("dealer", 3) if deals and isinstance(deals[0], dict) else 3
    if not _is_seat(first):
        raise _fail(Where(1), "first_dealer", value=show(first, quote=True))
    match = Match(target, first_dealer=first, rules=rules)
    for i, d in enumerate(deals, 1):
        _import_deal(match, d, Where(i))
    return match


def _read_rules(data: dict[str, Any]) -> Rules:
    name = data.get("rules", RULES)
    if name not in ALL_NAMES:
        known = " or ".join(f'"{n}"' for n in ALL_NAMES)
        raise _fail(RECORD, "rules", name=show(name, quote=True), known=known)
    rounding = data.get("rounding", "exact")
    if "rounding" in data and name not in ("belote", "coinche"):
        raise _fail(RECORD, "rounding_belote_only")
    if rounding not in ROUNDINGS:
        raise _fail(RECORD, "rounding", value=show(rounding, quote=True))
    return rules_named(name, rounding)


def _check_target(rules: Rules, target: object) -> None:
    if rules.check_target(target) is None:
        return
    if type(target) is int:
        raise _fail(RECORD, "target_range", low=rules.min_target, high=rules.max_target,
                    value=show(target))
    raise _fail(RECORD, "target_number", value=show(target, quote=True))


def _import_deal(match: Match, d: Any, where: Where) -> None:
    if not isinstance(d, dict):
        raise _fail(where, "not_object")
    if match.winner is not None:
        raise _fail(where, "match_won")
    if match.current is not None:
        raise _fail(where, "deal_unfinished")
    dealer = match.next_dealer
    if "dealer" in d and not (_is_seat(d["dealer"]) and d["dealer"] == dealer):
        raise _fail(where, "dealer", dealer=dealer, value=show(d["dealer"], quote=True))
    seed = d.get("seed")
    if "seed" in d and (type(seed) is not int or seed < 0):
        raise _fail(where, "seed", value=show(seed, quote=True))
    given = match.rules.record_cards
    other = "hands" if given == "deck" else "deck"
    if other in d:
        raise _fail(where, "cards_given_as", rules=match.rules.name, given=given, other=other)
    seeded = None if seed is None else match.rules.deal(Rng(seed), dealer)
    if given == "deck" and "deck" in d:
        dealt = match.rules.from_deck(_read_deck(d["deck"], where), dealer)
        if seeded is not None and seeded.deck != dealt.deck:
            raise _fail(where, "deck_not_seed")
        deal = match.new_deal(dealt=dealt, seed=seed)
    elif given == "hands" and "hands" in d:
        hands = _read_hands(d["hands"], where)
        if seeded is not None and seeded.hands != tuple(hands):
            raise _fail(where, "hands_not_seed")
        deal = match.new_deal(hands=hands, seed=seed)
    elif seed is not None:
        deal = match.new_deal(seed=seed)
    else:
        raise _fail(where, "no_cards", given=given)
    declare = _read_declare(d.get("declare", []), where)
    _replay_calls(deal, _list(d.get("calls", []), where, "calls"), where)
    _replay_cards(deal, _list(d.get("cards", []), where, "cards"), declare, where)
    _replay_decided(deal, d.get("decided", False), declare, where)


def _read_hands(value: Any, where: Where) -> list[int]:
    hands = [0, 0, 0, 0]
    rows = _list(value, where, "hands")
    if len(rows) != 4:
        raise _fail(where, "hand_count", n=len(rows))
    for owner, row in enumerate(rows):
        for c in _list(row, where, "hands"):
            card = _card(c)
            if card is None:
                raise _fail(where, "hand_card", value=show(c, quote=True), seat=owner)
            hands[owner] |= 1 << card
        if len(row) != 8:
            raise _fail(where, "hand_size", seat=owner, n=len(row))
    problem = check_hands(hands)
    if problem:
        raise _fail(where, "not_a_deal", problem=problem)
    return hands


def _read_deck(value: Any, where: Where) -> list[int]:
    deck = []
    for c in _list(value, where, "deck"):
        card = _card(c)
        if card is None:
            raise _fail(where, "deck_card", value=show(c, quote=True))
        deck.append(card)
    if len(deck) != 32 or len(set(deck)) != 32:
        raise _fail(where, "deck_size", n=len(deck), distinct=len(set(deck)))
    return deck


def _read_declare(value: Any, where: Where) -> set[int]:
    declare = set()
    for s in _list(value, where, "declare"):
        if not _is_seat(s):
            raise _fail(where, "declare_seat", value=show(s, quote=True))
        declare.add(s)
    return declare


def _card(value: object) -> int | None:
    """The card a record names, or None: only a string in the exact notation is one."""
    if not isinstance(value, str):
        return None
    try:
        return parse_card(value)
    except ValueError:
        return None


def _replay_calls(deal: Deal, calls: list[Any], where: Where) -> None:
    for j, text in enumerate(calls, 1):
        seat = deal.to_act
        if seat is None:
            raise _fail(Where(where.deal, "call", j, show(text)), "auction_over")
        at = Where(where.deal, "call", j, show(text), seat)
        try:
            if not isinstance(text, str):
                raise ValueError
            call = parse_call(text)
            if not _speaks(deal, call):
                raise ValueError
        except ValueError:
            belote = isinstance(deal.rules, BeloteRules)
            coinche = isinstance(deal.rules, CoincheRules)
            raise _fail(at, "not_call_belote" if belote else
                        "not_call_coinche" if coinche else "not_call") from None
        try:
            deal.push(call)
        except IllegalAction as e:
            raise _fail(at, "illegal", e.illegal, reason=str(e)) from None


def _speaks(deal: Deal, call: Call) -> bool:
    """Coinche's words (coinche, surcoinche, capot, N and A) are calls only in Coinche."""
    if isinstance(deal.rules, CoincheRules):
        return True
    foreign = call.kind in (COINCHE, SURCOINCHE, CAPOT)
    return not foreign and (call.suit is None or call.suit < 4)


def _replay_cards(deal: Deal, cards: list[Any], declare: set[int], where: Where) -> None:
    if cards and deal.contract is None:
        raise _fail(where, "cards_thrown_in" if deal.auction.thrown_in
                    else "cards_before_contract")
    for k, text in enumerate(cards, 1):
        seat = deal.to_act
        if seat is None:
            raise _fail(Where(where.deal, "card", k, show(text)), "all_played")
        at = Where(where.deal, "card", k, show(text), seat)
        card = _card(text)
        if card is None:
            raise _fail(at, "not_card")
        if deal.must_declare(seat):
            deal.push(ANNOUNCE if seat in declare else DECLINE)
        try:
            deal.push(PLAYS[card])
        except IllegalAction as e:
            raise _fail(at, "illegal", e.illegal, reason=str(e)) from None


def _replay_decided(deal: Deal, decided: object, declare: set[int], where: Where) -> None:
    """``"decided": true``: the seat to act has already announced (listed in ``declare``)
    or declined, and its first card is still to come."""
    if type(decided) is not bool:
        raise _fail(where, "decided_type", value=show(decided, quote=True))
    if not decided:
        return
    seat = deal.to_act
    if seat is None or not deal.must_declare(seat):
        raise _fail(where, "decided_nobody")
    deal.push(ANNOUNCE if seat in declare else DECLINE)


class _Refused(Exception):
    """Raised from inside the JSON reader for what it would accept but a record may not."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused("digits", n=MAX_DIGITS)
    return int(text)


def _parse_constant(name: str) -> float:
    raise _Refused("constant", name=name)


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; a key given twice is refused (JSON readers differ on which one wins).
    Keys a record does not use are kept and ignored: the format welcomes more fields."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused("duplicate", name=show(key, quote=True))
        out[key] = value
    return out


# A record nests four deep (record, deals, a deal, hands); anything far deeper is refused
# before the JSON reader recurses into it, which inside Pyodide can exhaust the browser's
# own stack before Python's recursion limit is reached.
MAX_DEPTH = 64
_NESTING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _too_deep(text: str) -> bool:
    depth = 0
    for m in _NESTING.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif token in "]}":
            depth -= 1
    return False


def loads(text: str) -> Match:
    """Read a record (a UTF-8 byte order mark before it is allowed) and replay it."""
    if _too_deep(text):
        raise _fail(RECORD, "nested")
    try:
        data = json.loads(text.removeprefix("\ufeff"), parse_int=_parse_int,
                          parse_constant=_parse_constant, object_pairs_hook=_object)
    except json.JSONDecodeError as e:
        raise _fail(RECORD, "json", msg=e.msg, line=e.lineno, column=e.colno) from None
    except _Refused as e:
        raise _fail(RECORD, e.code, **e.params) from None
    except RecursionError:
        raise _fail(RECORD, "nested") from None
    return import_match(data)


def replay_summary(match: Match) -> dict[str, Any]:
    """The ``replay`` output: one entry per deal, the sheet totals and the winner."""
    deals: list[dict[str, Any]] = []
    for deal in match.deals:
        result = deal.result()
        if result is None:
            deals.append({
                "contract": contract_json(match.rules, deal.contract),
                "made": None, "raw": [0, 0], "sheet": [0, 0], "complete": False,
            })
        else:
            out = {**result.to_json(), "contract": contract_json(match.rules, result.contract)}
            if isinstance(match.rules, (BeloteRules, CoincheRules)):
                out["belote"] = out.pop("pilotta")
            if isinstance(match.rules, CoincheRules) and result.score is not None:
                out["card_points"] = list(result.score.effective)  # 250 and 0 after a capot
            deals.append({**out, "complete": True})
    return {"deals": deals, "totals": list(match.totals), "winner": match.winner}
