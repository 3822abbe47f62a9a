"""The auction: bids 80..820, close (x2), close-back (x4), and when it ends.

Calls go round in play order from the dealer's right. Passes are not final; the auction
ends when the three players after the last non-pass call have passed, or is thrown in
after four opening passes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar, Self

from .actions import (
    BID,
    BID_STEP,
    CLOSE,
    CLOSE_BACK,
    CLOSE_BACK_CALL,
    CLOSE_CALL,
    MAX_BID,
    MIN_BID,
    PASS,
    PASS_CALL,
    Call,
)
from .cards import TRUMP_LETTERS
from .reasons import Illegal


def lowest_bid(high_value: int | None, multiplier: int) -> int | None:
    """The lowest value the next bid may have, given the highest bid so far (None: no
    bid yet) and the multiplier; None when no bid is possible (closed, or 820 reached)."""
    if multiplier > 1:
        return None
    lo = MIN_BID if high_value is None else high_value + BID_STEP
    return lo if lo <= MAX_BID else None


@dataclass(frozen=True, slots=True)
class Contract:
    seat: int
    value: int  # the bid (Coinche's capot: 250); 0 in Belote, whose contract is a suit only
    trump: int  # a suit 0..3; Coinche adds 4 sans-atout and 5 tout-atout
    multiplier: int = 1

    @property
    def team(self) -> int:
        return self.seat & 1

    def to_json(self) -> dict[str, int | str]:
        return {"seat": self.seat, "value": self.value, "trump": TRUMP_LETTERS[self.trump],
                "multiplier": self.multiplier}

    def __str__(self) -> str:
        x = {1: "", 2: " x2", 4: " x4"}[self.multiplier]
        value = str(self.value) if self.value else ""  # a Belote contract has no value
        return f"{value}{TRUMP_LETTERS[self.trump]}{x} by seat {self.seat}"


class Auction:
    """The calls of one deal so far, with what they imply."""

    __slots__ = ("dealer", "calls", "high", "high_seat", "multiplier", "_trailing_passes")

    # the calls that double and redouble (Coinche names them coinche and surcoinche)
    MULTIPLIERS: ClassVar[dict[str, int]] = {CLOSE: 2, CLOSE_BACK: 4}
    TRUMPS: ClassVar[int] = 4  # a bid names one of the four suits (Coinche: six trumps)

    def __init__(self, dealer: int) -> None:
        self.dealer = dealer
        self.calls: list[Call] = []
        self.high: Call | None = None
        self.high_seat = -1
        self.multiplier = 1
        self._trailing_passes = 0

    def copy(self) -> Self:
        other = type(self).__new__(type(self))
        other.dealer = self.dealer
        other.calls = list(self.calls)
        other.high = self.high
        other.high_seat = self.high_seat
        other.multiplier = self.multiplier
        other._trailing_passes = self._trailing_passes
        return other

    def __repr__(self) -> str:
        calls = " ".join(str(c) for c in self.calls) or "-"
        return f"<{type(self).__name__} dealer={self.dealer} calls={calls}>"

    @property
    def to_act(self) -> int:
        return (self.dealer + 1 + len(self.calls)) & 3

    @property
    def done(self) -> bool:
        if self.high is None:
            return self._trailing_passes >= 4
        return self._trailing_passes >= 3

    @property
    def thrown_in(self) -> bool:
        return self.high is None and self._trailing_passes >= 4

    def contract(self) -> Contract | None:
        return self.high_bid()

    def high_bid(self) -> Contract | None:
        """The highest bid so far, its seat and multiplier (Pilotta's contract at any time;
        Coinche's becomes the contract only when its auction is over)."""
        if self.high is None:
            return None
        return Contract(self.high_seat, self.high.value, self.high.bid_suit, self.multiplier)

    def seat_of(self, index: int) -> int:
        """The seat that made call number ``index``."""
        return (self.dealer + 1 + index) & 3

    def verify(self, call: Call) -> Illegal | None:
        """None when ``call`` is legal for the seat to act, else why not."""
        if self.done:
            return Illegal("auction_over")
        seat = self.to_act
        kind = call.kind
        if kind == PASS:
            return None
        if kind == BID:
            v = call.value
            if (v < MIN_BID or v > MAX_BID or v % BID_STEP or call.suit is None
                    or not 0 <= call.suit < 4):
                return Illegal("bid_value", {"value": v})
            if self.multiplier > 1:
                return Illegal("bid_after_close")
            if self.high is not None and v <= self.high.value:
                return Illegal("bid_too_low", {"value": v, "highest": self.high.value})
            return None
        if kind == CLOSE:
            if self.high is None:
                return Illegal("close_without_bid")
            if self.multiplier > 1:
                return Illegal("already_closed")
            if (seat ^ self.high_seat) & 1 == 0:
                return Illegal("close_own_team")
            return None
        if kind != CLOSE_BACK:  # Belote's take or suit, Coinche's calls: not Pilotta's
            return Illegal("bad_call", {"text": str(call)})
        # a close-back
        if self.multiplier == 1:
            return Illegal("close_back_without_close")
        if self.multiplier == 4:
            return Illegal("already_closed_back")
        if (seat ^ self.high_seat) & 1:
            return Illegal("close_back_by_defence")
        return None

    def push(self, call: Call) -> None:
        """Apply a call already verified."""
        seat = self.to_act
        self.calls.append(call)
        if call.kind == PASS:
            self._trailing_passes += 1
            return
        self._trailing_passes = 0
        multiplier = self.MULTIPLIERS.get(call.kind)
        if multiplier is not None:
            self.multiplier = multiplier
        elif call.is_bid:
            self.high = call
            self.high_seat = seat

    def pop(self) -> Call:
        """Take back the last call: the state is found again from the calls before it (a few
        dozen at most), so that a push, which every simulated deal makes, keeps no undo."""
        kept, last = self.calls[:-1], self.calls[-1]
        self.calls = []
        self.high, self.high_seat, self.multiplier, self._trailing_passes = None, -1, 1, 0
        for call in kept:
            self.push(call)
        return last

    def legal_calls(self) -> Iterator[Call]:
        """Pass first, then close or close-back when allowed, then bids lowest first."""
        if self.done:
            return
        yield PASS_CALL
        seat = self.to_act
        if self.high is not None:
            mine = (seat ^ self.high_seat) & 1 == 0
            if self.multiplier == 1 and not mine:
                yield CLOSE_CALL
            if self.multiplier == 2 and mine:
                yield CLOSE_BACK_CALL
        lo = self.min_bid()
        if lo is not None:
            for v in range(lo, MAX_BID + 1, BID_STEP):
                for s in range(4):
                    yield Call(BID, v, s)

    def min_bid(self) -> int | None:
        """The lowest value a bid may have now, or None when no bid is possible."""
        if self.done:
            return None
        return lowest_bid(None if self.high is None else self.high.value, self.multiplier)

    def bid_values(self) -> tuple[int, ...]:
        """Every value a bid may have now, lowest first (none: no bid is possible)."""
        lo = self.min_bid()
        return () if lo is None else tuple(range(lo, MAX_BID + 1, BID_STEP))

    def bid_call(self, value: int, trump: int) -> Call:
        """The bid of ``value`` in ``trump`` (not verified)."""
        return Call(BID, value, trump)
