"""What one seat may know: its own hand and everything public, nothing else.

Bots and the page's bot seats see only an ``Observation``; two deals that differ only in
cards hidden from a seat give that seat equal observations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action, Call
from .auction import Contract
from .cards import card_name, cards_in
from .declarations import Declaration


class Trick(NamedTuple):  # a NamedTuple: built eight times a deal, cheaply
    leader: int
    cards: tuple[int, ...]  # in play order from the leader
    winner: int
    points: int  # last trick's 10 included

    def seat_of(self, index: int) -> int:
        return (self.leader + index) & 3


@dataclass(frozen=True, slots=True)
class Announcement:
    """What the table hears when a seat announces: kind and value, not the cards."""

    kind: str
    value: int


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    dealer: int
    phase: str
    to_act: int | None
    hand: int
    calls: tuple[Call, ...]  # call i was made by seat (dealer + 1 + i) % 4
    contract: Contract | None
    leader: int  # of the trick in progress
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    played: int  # every card played so far, current trick included
    trick_points: tuple[int, int]
    tricks_won: tuple[int, int]
    my_declarations: tuple[Declaration, ...]  # the best set of my own hand, once trump is known
    # per seat: True once announced; my own seat also False once I declined. Another
    # seat's decline is silent (None), as at a real table.
    decisions: tuple[bool | None, ...]
    announced: tuple[tuple[Announcement, ...], ...]  # per seat
    shown: tuple[tuple[Declaration, ...], ...]  # per seat: revealed after the first trick
    counting_team: int | None  # whose declarations count, after the first trick
    pilotta: int | None  # seat that has called the pilotta
    legal: tuple[Action, ...]  # my legal actions when I am to act
    target: int = 301
    totals: tuple[int, int] = (0, 0)
    deal_number: int = 1
    rules: str = "pilotta"
    turned: int | None = None  # Belote: the turned card (the taker picks it up)

    @property
    def trump(self) -> int:
        return self.contract.trump if self.contract else -1

    def caller(self, index: int) -> int:
        return (self.dealer + 1 + index) & 3

    def declaring_over(self, seat: int) -> bool:
        """``seat`` has played its first card, so it will announce nothing more."""
        if self.tricks:
            return True
        return self.contract is not None and (seat - self.leader) & 3 < len(self.trick)

    def __repr__(self) -> str:
        hand = " ".join(card_name(c) for c in cards_in(self.hand))
        parts = [f"seat={self.seat}", f"phase={self.phase}", f"hand={hand or '-'}"]
        if self.contract is not None:
            parts.append(f"contract={self.contract}")
        else:
            parts.append("calls=" + (" ".join(str(c) for c in self.calls) or "-"))
        if self.trick:
            parts.append("trick=" + " ".join(card_name(c) for c in self.trick))
        parts.append(f"tricks={len(self.tricks)}")
        if self.to_act is not None:
            parts.append(f"to_act={self.to_act}")
        return f"<Observation {' '.join(parts)}>"
