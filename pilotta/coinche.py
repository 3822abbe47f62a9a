"""Belote coinchée ("Coinche"): every way it differs from French Belote, in one module.

- The deal: all 32 cards 3-2-3 from the dealer's right, no turned card; the record keeps the
  deck in dealing order.
- The contract: an auction of points targets (``coinche_auction``) in a suit, sans-atout or
  tout-atout, with coinche (x2) and surcoinche (x4).
- Trick play: a suit contract as Belote (the partner exemption included); sans-atout and
  tout-atout are the rows 4 and 5 of the card tables (``cards``), so the engine's one trick
  winner, card points and legal cards serve all three kinds.
- Declarations: none but Belote-Rebelote, and that only in a suit contract.
- Scoring (``coinche_scoring``): made when the takers' card points and belote reach the bid;
  exact scores or rounded to tens. The match: 2000; both over it, the higher total wins, an
  exact tie plays on (``Rules.match_winner``, as Pilotta).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .auction import Contract
from .belote import ROUNDINGS, belote_points
from .coinche_auction import CoincheAuction
from .coinche_scoring import score_coinche
from .deal import DEAL_POSITIONS
from .declarations import Declaration
from .rng import Rng
from .rules import Bidding, Dealt, Rules
from .scoring import DealScore


def deal_deck(deck: Sequence[int], dealer: int) -> Dealt:
    """The four hands from a deck in dealing order (3, 2, 3 to each from ``dealer+1``)."""
    hands = tuple(sum(1 << deck[p] for p in places) for places in DEAL_POSITIONS[dealer])
    return Dealt((hands[0], hands[1], hands[2], hands[3]), None, (), tuple(deck))


class CoincheRules(Rules):
    """Coinche (``COINCHE.md``); ``rounding``: "exact" or "tens"."""

    name = "coinche"
    default_target = 2000
    min_target = 101
    max_target = 5001
    target_choices = (1000, 2000)
    partner_exemption = True  # a suit contract plays as Belote
    record_cards = "deck"
    declarations = False

    def __init__(self, rounding: str = "exact") -> None:
        if rounding not in ROUNDINGS:
            raise ValueError(f"rounding is exact or tens, not {rounding!r}")
        self.rounding = rounding

    def __repr__(self) -> str:
        return f"CoincheRules(rounding={self.rounding!r})"

    def from_deck(self, deck: Sequence[int], dealer: int) -> Dealt:
        return deal_deck(deck, dealer)

    def deal(self, rng: Rng, dealer: int) -> Dealt:
        deck = list(range(32))
        rng.shuffle(deck)
        return deal_deck(deck, dealer)

    def new_bidding(self, dealer: int, turned: int | None) -> Bidding:
        return CoincheAuction(dealer)

    def counting_team(self, announced: Iterable[tuple[int, Iterable[Declaration]]],
                      trump: int, takers: int) -> int | None:
        return None  # nothing is announced

    def kq_points(self, kq_team: int | None, takers: int, tricks_won: Sequence[int]
                  ) -> tuple[int, int]:
        return belote_points(kq_team)  # the engine finds K+Q in a suit contract only

    def score(self, contract: Contract, trick_points: Sequence[int],
              tricks_won: Sequence[int], declarations: Sequence[int],
              kq: Sequence[int]) -> DealScore:
        return score_coinche(contract.team, contract.value, contract.multiplier, trick_points,
                             tricks_won, kq, self.rounding)


COINCHE = CoincheRules()
