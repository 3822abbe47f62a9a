"""What one seat may know: its own hand and everything public, nothing else.

Bots and the page's bot seats see only an ``Observation``; two deals that differ only in
cards hidden from a seat give that seat equal observations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action, Call
from .auction import Contract
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
    decisions: tuple[bool | None, ...]  # per seat: announced, declined, or not yet/nothing
    announced: tuple[tuple[Announcement, ...], ...]  # per seat
    shown: tuple[tuple[Declaration, ...], ...]  # per seat: revealed after the first trick
    counting_team: int | None  # whose declarations count, after the first trick
    pilotta: int | None  # seat that has called the pilotta
    legal: tuple[Action, ...]  # my legal actions when I am to act
    target: int = 301
    totals: tuple[int, int] = (0, 0)
    deal_number: int = 1

    @property
    def trump(self) -> int:
        return self.contract.trump if self.contract else -1

    def caller(self, index: int) -> int:
        return (self.dealer + 1 + index) & 3
