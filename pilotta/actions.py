"""The actions of a deal: calls in the auction, announcing declarations, playing a card.

Actions are small immutable values; ``str()`` gives the record notation and
``parse_action`` reads it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .cards import SUITS, card_name, parse_card, parse_suit


class CallKind(StrEnum):
    PASS = "pass"
    BID = "bid"  # Pilotta: a value and a suit
    CLOSE = "close"
    CLOSE_BACK = "close-back"
    TAKE = "take"  # Belote, first round: the turned card's suit is trump
    TRUMP = "trump"  # Belote, second round: name another suit (written S, H, D or C)


PASS: Final = CallKind.PASS
BID: Final = CallKind.BID
CLOSE: Final = CallKind.CLOSE
CLOSE_BACK: Final = CallKind.CLOSE_BACK
TAKE: Final = CallKind.TAKE
TRUMP: Final = CallKind.TRUMP

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

    def __str__(self) -> str:
        if self.suit is not None:
            return SUITS[self.suit] if self.kind == TRUMP else f"{self.value}{SUITS[self.suit]}"
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
ANNOUNCE: Final = Declare(True)
DECLINE: Final = Declare(False)

PLAYS: Final = tuple(Play(c) for c in range(32))  # shared: frozen dataclasses are slow to build


def bid(value: int, suit: int) -> Call:
    return Call(BID, value, suit)


def name_trump(suit: int) -> Call:
    """Belote's second round: this suit is trump."""
    return Call(TRUMP, 0, suit)


def parse_call(text: str) -> Call:
    """``pass``, ``close``, ``close-back`` or a bid such as ``80H``. Raises ValueError."""
    t = text.strip().lower()
    if t == PASS:
        return PASS_CALL
    if t == CLOSE:
        return CLOSE_CALL
    if t in (CLOSE_BACK, "closeback", "close_back"):
        return CLOSE_BACK_CALL
    if t == TAKE:
        return TAKE_CALL
    if len(t) == 1:
        return name_trump(parse_suit(t))
    if len(t) >= 2 and t[:-1].isdigit():
        return Call(BID, int(t[:-1]), parse_suit(t[-1]))
    raise ValueError(f"not a call: {text!r}")


def parse_action(text: str) -> Action:
    t = text.strip().lower()
    if t == "announce":
        return ANNOUNCE
    if t == "decline":
        return DECLINE
    try:
        return PLAYS[parse_card(t)]  # before calls: "7C" is a card, not a bid of 7
    except ValueError:
        return parse_call(t)
