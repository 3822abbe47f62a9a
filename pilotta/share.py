"""One deal in a short text for a link (the page puts it in the address's fragment,
``#deal=...``, which the browser never sends to a server).

The text is URL-safe base64 (no padding) of a bit string, most significant bit first:

====================  ===========================================================
bits                  what
====================  ===========================================================
8                     the code's version (2; version 1 is still read)
2                     the rules: 0 Pilotta, 1 Belote, 2 Coinche
1                     Belote's or Coinche's scores rounded to tens
2                     the dealer
64 (Pilotta)          the seat holding each card 0..31, 2 bits a card
160 (Belote, Coinche) the deck in dealing order, 5 bits a card
8                     the number of calls, then each call: ``0`` for pass, else
                      ``1`` and 9 bits (``CALL_CODES``)
4                     the seats that announce their declarations (bit = seat)
6                     the number of cards played, then 5 bits each
1                     (version 2) the seat to act has announced or declined and has not
                      played its first card yet (a record's ``"decided": true``)
0..7                  zeros to the byte
16                    the low 16 bits of the CRC-32 of the bytes before
====================  ===========================================================

Only the record's own facts are stored (cards and calls by what they are, not by their
place in a list of legal moves), so a link stays readable whatever the engine's move order.
Decoding checks the structure; the deal itself is replayed by the record code
(``pilotta.record``), one implementation of the rules for records, links and the page. A
played deal of either game is 48 to 66 characters (2,000 random deals); the longest auction
``tests/engine/test_share.py`` builds gives 200.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .actions import (
    BID_STEP,
    CLOSE_BACK_CALL,
    CLOSE_CALL,
    COINCHE_CALL,
    MAX_BID,
    MIN_BID,
    PASS,
    PASS_CALL,
    SURCOINCHE_CALL,
    TAKE_CALL,
    Call,
    Play,
    bid,
    capot,
    name_trump,
)
from .belote import BeloteRules
from .cards import ALL_TRUMP, NO_TRUMP, card_name
from .coinche import CoincheRules
from .coinche_auction import MAX_VALUE
from .game import Deal
from .match import Match
from .record import FORMAT, RecordError, decided, import_match, one_line
from .record_messages import SeatWords, link_why
from .rules import Dealt, Rules
from .rulesets import ALL_NAMES, rules_named

VERSION = 2
READS = (1, 2)  # version 1 had no "decided" bit: a deal cut right after a declaration lost it
FRAGMENT = "deal="  # the fragment's name: ``#deal=<code>``
MAX_CODE = 1000  # characters; longer is refused before any decoding (a real one is < 600)
MAX_CALLS = 255

# A call's 9-bit code: the four words, Belote's four suits, the bids 80..820 by suit; then
# Coinche's (after the others, so that every older code keeps its meaning): coinche,
# surcoinche, the bids 80..160 in sans-atout and tout-atout, capot in each of the six.
_WORDS: tuple[Call, ...] = (PASS_CALL, CLOSE_CALL, CLOSE_BACK_CALL, TAKE_CALL)
_SUITS: tuple[Call, ...] = tuple(name_trump(s) for s in range(4))
_COINCHE: tuple[Call, ...] = (COINCHE_CALL, SURCOINCHE_CALL) + tuple(
    bid(v, t) for v in range(MIN_BID, MAX_VALUE + 1, BID_STEP) for t in (NO_TRUMP, ALL_TRUMP)
) + tuple(capot(t) for t in range(6))
CALL_CODES: tuple[Call, ...] = _WORDS + _SUITS + tuple(
    bid(v, s) for v in range(MIN_BID, MAX_BID + 1, BID_STEP) for s in range(4)) + _COINCHE
_CODE_OF: dict[Call, int] = {c: i for i, c in enumerate(CALL_CODES)}

class ShareError(ValueError):
    """A code that is not a shared deal: ``code`` and ``params`` say why, worded by
    ``record_messages`` (``record`` is the record code's refusal when the deal breaks a rule,
    code "replay"); the message is the English."""

    def __init__(self, code: str, record: RecordError | None = None, **params: Any) -> None:
        self.code = code
        self.params = params
        self.record = record
        super().__init__(self.words())

    def words(self, lang: str = "en", seat: SeatWords | None = None) -> str:
        """Why, in ``lang``: the record's refusal (where and why) if the rules refused it."""
        if self.record is not None:
            return self.record.words(lang, seat)
        return one_line(link_why(self.code, self.params, lang))


@dataclass(frozen=True)
class SharedDeal:
    """A deal as a link holds it: the rules, the dealer, the cards as dealt (Pilotta's
    hands, Belote's deck), the calls, the seats that announce, the cards played."""

    rules: str  # "pilotta", "belote" or "coinche"
    rounding: str  # Belote's and Coinche's scores: "exact" or "tens" (Pilotta: "exact")
    dealer: int
    hands: tuple[int, ...]  # Pilotta: four card sets; () for Belote and Coinche
    deck: tuple[int, ...]  # Belote, Coinche: the 32 cards in dealing order; () for Pilotta
    calls: tuple[Call, ...]
    declare: frozenset[int]
    cards: tuple[int, ...]
    decided: bool = False  # the seat to act has announced or declined, its card is to come

    @property
    def rule_set(self) -> Rules:
        return rules_named(self.rules, self.rounding)

    def dealt(self) -> Dealt:
        """The cards of the deal as the engine deals them (for a new match with them)."""
        if self.deck:
            return self.rule_set.from_deck(self.deck, self.dealer)
        return Dealt((self.hands[0], self.hands[1], self.hands[2], self.hands[3]))

    def record(self) -> dict[str, Any]:
        """A ``pilotta-record/1`` holding this one deal."""
        deal: dict[str, Any] = {"dealer": self.dealer}
        if self.deck:
            deal["deck"] = [card_name(c) for c in self.deck]
        else:
            deal["hands"] = [[card_name(c) for c in range(32) if h >> c & 1]
                             for h in self.hands]
        deal["calls"] = [str(c) for c in self.calls]
        deal["declare"] = sorted(self.declare)
        deal["cards"] = [card_name(c) for c in self.cards]
        if self.decided:
            deal["decided"] = True
        out: dict[str, Any] = {"format": FORMAT, "rules": self.rules}
        if self.rules in ("belote", "coinche"):
            out["rounding"] = self.rounding
        out["deals"] = [deal]
        return out

    def match(self) -> Match:
        """The deal replayed by the record code, as a match of one deal; a deal the rules
        refuse raises ``ShareError`` (code "replay") with the record's reason."""
        try:
            return import_match(self.record())
        except RecordError as e:
            raise ShareError("replay", e, reason=str(e)) from None


def shared(deal: Deal) -> SharedDeal:
    """What a link holds of ``deal`` (finished or not)."""
    deck = deal.dealt.deck
    rules = deal.rules
    return SharedDeal(
        rules=rules.name,
        rounding=rules.rounding if isinstance(rules, (BeloteRules, CoincheRules)) else "exact",
        dealer=deal.dealer,
        hands=() if deck is not None else tuple(deal.initial_hands),
        deck=tuple(deck) if deck is not None else (),
        calls=tuple(a for a in deal.actions if isinstance(a, Call)),
        declare=frozenset(s for s in range(4) if deal.decisions[s]),
        cards=tuple(a.card for a in deal.actions if isinstance(a, Play)),
        decided=decided(deal),
    )


# --- encoding ----------------------------------------------------------------------------
class _Bits:
    def __init__(self) -> None:
        self.value = 0
        self.size = 0

    def put(self, value: int, width: int) -> None:
        if not 0 <= value < 1 << width:
            raise ValueError(f"{value} does not fit in {width} bits")
        self.value = self.value << width | value
        self.size += width

    def to_bytes(self) -> bytes:
        pad = -self.size % 8
        return (self.value << pad).to_bytes((self.size + pad) // 8, "big")


def encode(deal: SharedDeal) -> str:
    """The code of a deal: URL-safe base64, no padding."""
    bits = _Bits()
    bits.put(VERSION, 8)
    bits.put(ALL_NAMES.index(deal.rules), 2)
    bits.put(int(deal.rounding == "tens"), 1)
    bits.put(deal.dealer, 2)
    if deal.deck:
        for card in deal.deck:
            bits.put(card, 5)
    else:
        for card in range(32):
            bits.put(next(s for s in range(4) if deal.hands[s] >> card & 1), 2)
    if len(deal.calls) > MAX_CALLS:
        raise ValueError(f"more than {MAX_CALLS} calls")
    bits.put(len(deal.calls), 8)
    for call in deal.calls:
        if call.kind == PASS:
            bits.put(0, 1)
        else:
            bits.put(1, 1)
            bits.put(_CODE_OF[call], 9)
    bits.put(sum(1 << s for s in deal.declare), 4)
    bits.put(len(deal.cards), 6)
    for card in deal.cards:
        bits.put(card, 5)
    bits.put(int(deal.decided), 1)
    body = bits.to_bytes()
    check = (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big")
    return base64.urlsafe_b64encode(body + check).decode("ascii").rstrip("=")


def deal_code(deal: Deal) -> str:
    return encode(shared(deal))


def fragment(deal: Deal) -> str:
    """``deal=<code>``: what follows the ``#`` of a link to ``deal``."""
    return FRAGMENT + deal_code(deal)


# --- decoding ----------------------------------------------------------------------------
_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "big")
        self.left = len(data) * 8

    def take(self, width: int) -> int:
        if width > self.left:
            raise ShareError("short")
        self.left -= width
        return self.value >> self.left & ((1 << width) - 1)


def _bytes(text: str) -> bytes:
    if not text:
        raise ShareError("empty")
    if len(text) > MAX_CODE:
        raise ShareError("too_long", n=len(text), limit=MAX_CODE)
    bad = next((c for c in text if c not in _ALPHABET), None)
    if bad is not None:
        shown = bad if bad.isprintable() and not bad.isspace() else f"U+{ord(bad):04X}"
        raise ShareError("alphabet", char=shown)
    if len(text) % 4 == 1:  # no whole byte ends there: the code was cut
        raise ShareError("short")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise ShareError("short") from None
    if len(data) < 3:
        raise ShareError("short")
    body, check = data[:-2], data[-2:]
    if (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big") != check:
        raise ShareError("check")
    return body


def decode(text: str) -> SharedDeal:
    """Read a deal's code; raise ``ShareError`` saying why it is not one. The calls and
    cards are not checked against the rules here: ``SharedDeal.match`` replays them."""
    body = _bytes(text)
    r = _Reader(body)
    version = r.take(8)
    if version not in READS:
        raise ShareError("version", version=version)
    index = r.take(2)
    if index >= len(ALL_NAMES):
        raise ShareError("rules")
    tens = r.take(1)
    name = ALL_NAMES[index]
    if tens and name == "pilotta":
        raise ShareError("rules")
    rounding = "tens" if tens else "exact"
    dealer = r.take(2)
    hands: tuple[int, ...] = ()
    deck: tuple[int, ...] = ()
    if name == "pilotta":
        owners = [0, 0, 0, 0]
        for card in range(32):
            owners[r.take(2)] |= 1 << card
        if any(h.bit_count() != 8 for h in owners):
            raise ShareError("hands")
        hands = tuple(owners)
    else:
        deck = tuple(r.take(5) for _ in range(32))
        if len(set(deck)) != 32:
            raise ShareError("deck")
    calls = tuple(_calls(r, r.take(8)))
    mask = r.take(4)
    count = r.take(6)
    if count > 32:
        raise ShareError("cards")
    cards = tuple(r.take(5) for _ in range(count))
    decided = version >= 2 and r.take(1) == 1
    if r.left >= 8 or r.take(r.left) != 0:
        raise ShareError("padding")
    declare = frozenset(s for s in range(4) if mask >> s & 1)
    return SharedDeal(name, rounding, dealer, hands, deck, calls, declare, cards, decided)


def _calls(r: _Reader, count: int) -> Iterable[Call]:
    for index in range(1, count + 1):
        if not r.take(1):
            yield PASS_CALL
            continue
        code = r.take(9)
        if code >= len(CALL_CODES) or CALL_CODES[code].kind == PASS:
            raise ShareError("call", index=index, value=code)
        yield CALL_CODES[code]


def read_fragment(text: str) -> tuple[SharedDeal, Match]:
    """The deal of an address's fragment (``#deal=<code>``, the ``#`` optional), and that
    deal replayed; ``ShareError`` for anything else."""
    text = text.removeprefix("#")
    if not text.startswith(FRAGMENT):
        raise ShareError("foreign")
    deal = decode(text[len(FRAGMENT):])
    return deal, deal.match()


__all__ = ["CALL_CODES", "FRAGMENT", "VERSION", "ShareError", "SharedDeal",
           "deal_code", "decode", "encode", "fragment", "read_fragment", "shared"]
