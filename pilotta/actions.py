"""The actions of a deal: calls in the auction, announcing declarations, playing a card.

Actions are small immutable values; ``str()`` gives the record notation and
``parse_action`` reads it back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .cards import SUITS, TRUMP_LETTERS, card_name, parse_card


class CallKind(StrEnum):
    PASS = "pass"
    BID = "bid"  # Pilotta: a value and a suit
    CLOSE = "close"
    CLOSE_BACK = "close-back"
    TAKE = "take"  # Belote, first round: the turned card's suit is trump
    TRUMP = "trump"  # Belote, second round: name another suit (written S, H, D or C)
    COINCHE = "coinche"  # Coinche: an opponent of the last bidder doubles
    SURCOINCHE = "surcoinche"  # Coinche: the bidders redouble
    CAPOT = "capot"  # Coinche: the bid of all eight tricks, in a trump (written capotS)


PASS: Final = CallKind.PASS
BID: Final = CallKind.BID
CLOSE: Final = CallKind.CLOSE
CLOSE_BACK: Final = CallKind.CLOSE_BACK
TAKE: Final = CallKind.TAKE
TRUMP: Final = CallKind.TRUMP
COINCHE: Final = CallKind.COINCHE
SURCOINCHE: Final = CallKind.SURCOINCHE
CAPOT: Final = CallKind.CAPOT
BIDS: Final = frozenset({BID, CAPOT})  # the calls that name a value
CAPOT_VALUE: Final = 250  # a Coinche capot's value, above 160

MIN_BID: Final = 80
MAX_BID: Final = 820
BID_STEP: Final = 10


@dataclass(frozen=True, slots=True)
class Call:
    """An auction call. ``value`` and ``suit`` are set for a bid only."""

    kind: CallKind
    value: int = 0
    suit: int | None = None

    @property
    def bid_suit(self) -> int:
        """The suit of a bid (an error for any other call)."""
        if self.suit is None:
            raise ValueError(f"{self.kind} names no suit")
        return self.suit

    @property
    def is_bid(self) -> bool:
        """A bid: a value and a trump (Pilotta's and Coinche's; Coinche's capot too)."""
        return self.kind in BIDS

    def __str__(self) -> str:
        if self.suit is not None:
            if self.kind == TRUMP:
                return SUITS[self.suit]
            value = "capot" if self.kind == CAPOT else str(self.value)
            return f"{value}{TRUMP_LETTERS[self.suit]}"  # Coinche adds N and A
        return str(self.kind)

    def __repr__(self) -> str:
        return f"Call({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Declare:
    """Announce (True) or decline (False) one's declarations in the first trick."""

    announce: bool

    def __str__(self) -> str:
        return "announce" if self.announce else "decline"

    def __repr__(self) -> str:
        return f"Declare({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Play:
    card: int

    def __str__(self) -> str:
        return card_name(self.card)

    def __repr__(self) -> str:
        return f"Play({card_name(self.card)!r})"


Action = Call | Declare | Play

PASS_CALL: Final = Call(PASS)
CLOSE_CALL: Final = Call(CLOSE)
CLOSE_BACK_CALL: Final = Call(CLOSE_BACK)
TAKE_CALL: Final = Call(TAKE)
COINCHE_CALL: Final = Call(COINCHE)
SURCOINCHE_CALL: Final = Call(SURCOINCHE)
ANNOUNCE: Final = Declare(True)
DECLINE: Final = Declare(False)

PLAYS: Final = tuple(Play(c) for c in range(32))  # shared: frozen dataclasses are slow to build


def bid(value: int, suit: int) -> Call:
    return Call(BID, value, suit)


def name_trump(suit: int) -> Call:
    """Belote's second round: this suit is trump."""
    return Call(TRUMP, 0, suit)


def capot(suit: int) -> Call:
    """Coinche's capot bid in ``suit`` (0..3, or 4 sans-atout, 5 tout-atout)."""
    return Call(CAPOT, CAPOT_VALUE, suit)


# A bid as written: ASCII digits without a leading zero (or Coinche's "capot"), then a suit
# letter (Coinche adds N and A). Nine digits at most, so that the value is small; the rules
# then say whether it is one of theirs.
_BID = re.compile(r"([1-9][0-9]{0,8}|capot)([SHDCNA])")


def parse_call(text: str) -> Call:
    """Exactly ``pass``, ``close``, ``close-back``, a bid such as ``80H``; in Belote
    ``take`` or a suit letter. Raises ValueError."""
    if text == PASS:
        return PASS_CALL
    if text == CLOSE:
        return CLOSE_CALL
    if text == CLOSE_BACK:
        return CLOSE_BACK_CALL
    if text == TAKE:
        return TAKE_CALL
    if text == COINCHE:
        return COINCHE_CALL
    if text == SURCOINCHE:
        return SURCOINCHE_CALL
    if len(text) == 1 and text in SUITS:  # Belote's second round names a suit
        return name_trump(SUITS.index(text))
    m = _BID.fullmatch(text)
    if m is None:
        raise ValueError(f"not a call: {text[:40]!r}")
    suit = TRUMP_LETTERS.index(m[2])
    return capot(suit) if m[1] == "capot" else Call(BID, int(m[1]), suit)


def parse_action(text: str) -> Action:
    """The exact record notation of any action: a card, a call, ``announce``, ``decline``."""
    if text == "announce":
        return ANNOUNCE
    if text == "decline":
        return DECLINE
    try:
        return PLAYS[parse_card(text)]  # before calls: "7C" is a card, not a bid of 7
    except ValueError:
        return parse_call(text)
