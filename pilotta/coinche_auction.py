"""Coinche's auction: bids 80..160 in tens and capot, in a suit, sans-atout (N) or tout-atout
(A); coinche (x2) by an opponent of the last bidder, surcoinche (x4) by the bidders.

Calls go round from the dealer's right for any number of rounds. After a coinche no one may
bid again (default): the others pass, or a bidder surcoinches. The auction ends after a bid
or a coinche followed by three passes, at once after a surcoinche; four passes with no bid
throw the deal in.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from .actions import (
    BID_STEP,
    CAPOT,
    CAPOT_VALUE,
    COINCHE,
    COINCHE_CALL,
    PASS,
    PASS_CALL,
    SURCOINCHE,
    SURCOINCHE_CALL,
    Call,
    bid,
    capot,
)
from .auction import Auction, Contract
from .reasons import Illegal

MIN_VALUE = 80
MAX_VALUE = 160  # then only capot (default: no 170/180, no générale)
TRUMPS = 6  # S H D C, then N (sans-atout) and A (tout-atout)


def next_value(high: int | None) -> int | None:
    """The lowest value the next bid may have after the highest so far (None: no bid yet):
    80, ten more, capot after 160; None once capot is bid."""
    if high is None:
        return MIN_VALUE
    if high >= CAPOT_VALUE:
        return None
    return high + BID_STEP if high < MAX_VALUE else CAPOT_VALUE


def valid_value(call: Call) -> bool:
    """A Coinche bid: 80..160 in tens (a BID) or capot, in one of the six trumps."""
    if call.suit is None or not 0 <= call.suit < TRUMPS:
        return False
    if call.kind == CAPOT:
        return call.value == CAPOT_VALUE
    v = call.value
    return MIN_VALUE <= v <= MAX_VALUE and v % BID_STEP == 0


class CoincheAuction(Auction):
    """The calls of one Coinche deal so far, with what they imply: the state and its undo
    are Pilotta's (``Auction``); what may be called, and what a call does, differ."""

    __slots__ = ()

    MULTIPLIERS: ClassVar[dict[str, int]] = {COINCHE: 2, SURCOINCHE: 4}
    TRUMPS: ClassVar[int] = TRUMPS

    @property
    def done(self) -> bool:
        if self.multiplier == 4:
            return True
        if self.high is None:
            return self._trailing_passes >= 4
        return self._trailing_passes >= 3

    def contract(self) -> Contract | None:
        return self.high_bid() if self.done else None

    def verify(self, call: Call) -> Illegal | None:
        """None when ``call`` is legal for the seat to act, else why not."""
        if self.done:
            return Illegal("auction_over")
        kind = call.kind
        if kind == PASS:
            return None
        mine = self.high is not None and (self.to_act ^ self.high_seat) & 1 == 0
        if call.is_bid:
            if not valid_value(call):
                return Illegal("coinche_bid_value", {"value": call.value})
            if self.multiplier > 1:
                return Illegal("bid_after_coinche")
            if self.high is not None and call.value <= self.high.value:
                return Illegal("coinche_bid_too_low", {"highest": str(self.high)})
            return None
        if kind == COINCHE:
            if self.high is None:
                return Illegal("coinche_without_bid")
            if self.multiplier > 1:
                return Illegal("already_coinched")
            if mine:
                return Illegal("coinche_own_team")
            return None
        if kind == SURCOINCHE:
            if self.multiplier == 1:
                return Illegal("surcoinche_without_coinche")
            if not mine:
                return Illegal("surcoinche_by_defence")
            return None  # after a surcoinche the auction is over: no second one
        return Illegal("coinche_call", {"text": str(call)})

    def legal_calls(self) -> Iterator[Call]:
        """Pass first, then coinche or surcoinche when allowed, then bids lowest first."""
        if self.done:
            return
        yield PASS_CALL
        if self.high is not None:
            mine = (self.to_act ^ self.high_seat) & 1 == 0
            if self.multiplier == 1 and not mine:
                yield COINCHE_CALL
            if self.multiplier == 2 and mine:
                yield SURCOINCHE_CALL
        lo = self.min_bid()
        if lo is None:
            return
        for v in range(lo, MAX_VALUE + 1, BID_STEP):
            for s in range(TRUMPS):
                yield bid(v, s)
        for s in range(TRUMPS):
            yield capot(s)

    def min_bid(self) -> int | None:
        """The lowest value a bid may have now (250: capot), or None when none is possible."""
        if self.done or self.multiplier > 1:
            return None
        return next_value(None if self.high is None else self.high.value)

    def bid_values(self) -> tuple[int, ...]:
        """Every value a bid may have now, lowest first: tens up to 160, then capot (250)."""
        lo = self.min_bid()
        if lo is None:
            return ()
        return (*range(lo, MAX_VALUE + 1, BID_STEP), CAPOT_VALUE)

    def bid_call(self, value: int, trump: int) -> Call:
        """The bid of ``value`` (250: capot) in ``trump`` (not verified)."""
        return capot(trump) if value == CAPOT_VALUE else bid(value, trump)
