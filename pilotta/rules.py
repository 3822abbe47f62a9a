"""Rule sets: Cypriot Pilotta and French Belote behind one interface.

Cards, card points, trick winners, the declarations found in a hand and records are shared
code; what differs between the two games is decided here, each difference in one place:

- the deal: Pilotta 3-2-3 from a shuffled deck; Belote 3-2 and a turned card, completed
  once trump is chosen;
- the contract: Pilotta's auction of bids 80..820, close and close-back; Belote's take the
  turned card or name a suit;
- void in the led suit while partner is winning: Pilotta must still trump; Belote may play
  anything (``partner_exemption``);
- declarations: Pilotta compares values first and an exact tie counts for nobody; in Belote
  any four beats any run and a tie goes to the takers;
- K+Q of trump: the pilotta is lost by bidders who win no trick; the belote always counts;
- scoring: Pilotta's ``scoring.score_deal`` and its sheet in tens with the Rule of 6;
  Belote's takers need strictly more, scores exact or in tens;
- the match: 301 (51..5001), both over the target: the higher total; Belote 1000
  (101..5001), both over: the deal's winner.

Belote's choices are in ``pilotta.belote``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar, NamedTuple, Protocol

from .actions import Call
from .auction import Auction, Contract
from .deal import deal_from
from .declarations import Declaration, counting_team, pilotta_key
from .reasons import Illegal
from .rng import Rng
from .scoring import DealScore, pilotta_points, score_deal


class Bidding(Protocol):
    """How a deal's contract is chosen: Pilotta's ``Auction`` or Belote's ``TrumpChoice``."""

    dealer: int
    calls: list[Call]
    TRUMPS: ClassVar[int]  # the trumps a bid may name: the four suits (Coinche: six)

    @property
    def to_act(self) -> int: ...
    @property
    def done(self) -> bool: ...
    @property
    def thrown_in(self) -> bool: ...
    def contract(self) -> Contract | None: ...
    def seat_of(self, index: int) -> int: ...
    def verify(self, call: Call) -> Illegal | None: ...
    def push(self, call: Call) -> None: ...
    def pop(self) -> Call: ...
    def legal_calls(self) -> Iterable[Call]: ...
    def min_bid(self) -> int | None: ...
    def bid_values(self) -> tuple[int, ...]: ...
    def bid_call(self, value: int, trump: int) -> Call: ...
    def copy(self) -> Bidding: ...


class Dealt(NamedTuple):
    """The cards of a new deal: each seat's hand before the contract, and for Belote the
    turned card and the talon still to be dealt. (A named tuple: one is built for every
    deal, and a frozen dataclass is several times slower to build.)"""

    hands: tuple[int, int, int, int]
    turned: int | None = None
    talon: tuple[int, ...] = ()
    deck: tuple[int, ...] | None = None  # the deck in dealing order, when it is the record


class Rules:
    """What a rule set decides (Pilotta's choices here; Belote overrides in ``belote``)."""

    name = "pilotta"
    default_target = 301
    min_target = 51
    max_target = 5001
    target_choices: tuple[int, ...] = (151, 251, 301)
    partner_exemption = False  # void in the led suit while partner wins: any card?
    declarations = True  # runs and fours are announced (Coinche: none)
    record_cards = "hands"  # a record gives the cards as "hands" or, dealing order, "deck"
    rounding = "exact"  # Belote and Coinche may round deal scores to "tens"

    # the order of declarations (a plain function: the deal passes it on to every sort)
    declaration_key = staticmethod(pilotta_key)

    def deal(self, rng: Rng, dealer: int) -> Dealt:
        return Dealt(deal_from(rng, dealer))

    def from_deck(self, deck: Sequence[int], dealer: int) -> Dealt:
        """The deal of a record's ``deck`` (rule sets whose ``record_cards`` is "deck")."""
        raise ValueError(f"a {self.name} record gives hands, not a deck")

    def new_bidding(self, dealer: int, turned: int | None) -> Bidding:
        return Auction(dealer)

    def complete(self, dealt: Dealt, dealer: int, taker: int) -> tuple[int, ...]:
        """The hands once the contract is known (Pilotta deals every card before)."""
        return dealt.hands

    def counting_team(self, announced: Iterable[tuple[int, Iterable[Declaration]]],
                      trump: int, takers: int) -> int | None:
        return counting_team(announced, trump, pilotta_key, None)

    # K+Q of trump, (team holding them or None, takers, tricks won) -> points per team: the
    # pilotta, lost by bidders who win no trick (a plain function: called once a deal)
    kq_points = staticmethod(pilotta_points)

    def score(self, contract: Contract, trick_points: Sequence[int],
              tricks_won: Sequence[int], declarations: Sequence[int],
              kq: Sequence[int]) -> DealScore:
        return score_deal(contract.team, contract.value, contract.multiplier, trick_points,
                          tricks_won, declarations, kq)

    def check_target(self, target: object) -> str | None:
        """None when ``target`` is a valid match target, else what is wrong with it."""
        if isinstance(target, bool) or not isinstance(target, int):
            return f"the target must be a whole number, not {target!r}"
        if not self.min_target <= target <= self.max_target:
            return (f"the target must be between {self.min_target} and {self.max_target}, "
                    f"not {target}")
        return None

    def match_winner(self, totals: Sequence[int], target: int,
                     last_winner: int | None) -> int | None:
        """Both over the target: the higher total; an exact tie plays on."""
        a, b = totals[0] >= target, totals[1] >= target
        if a and b:
            return None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        return 0 if a else 1 if b else None


PILOTTA = Rules()
