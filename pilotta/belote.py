"""French Belote ("retourne"): every way it differs from Pilotta, in one module.

- The deal: 3 then 2 cards to each player from the dealer's right; the 21st card is turned
  face up (the retourne), the 11 others wait in the talon.
- The contract: round 1, each player takes the turned card's suit or passes; round 2, each
  names another suit or passes; eight passes throw the deal in. The taker picks up the
  turned card, then the deal is completed: 3 more cards each, 2 for the taker.
- Trick play: void in the led suit while your partner is winning, you may play anything.
- Declarations: any four of a kind beats any run; equal fours A > T > K > Q; an exact tie
  goes to the takers. Belote-rebelote (K+Q of trump in one hand, 20) is always kept.
- Scoring: made when the takers' total is strictly greater than the defenders'; a capot is
  252; exact scores or rounded to tens. The match: 1000, and when both teams pass the target
  in one deal, that deal's winner wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import ClassVar, TypeVar

from .actions import PASS, PASS_CALL, TAKE, TAKE_CALL, TRUMP, Call, name_trump
from .auction import Contract
from .cards import TRICK_POINTS_TOTAL
from .declarations import PILOTTA_POINTS, Declaration, belote_key, counting_team
from .reasons import Illegal
from .rng import Rng
from .rules import Bidding, Dealt, Rules
from .scoring import DealScore, ScoreCase, capot_team

CAPOT_POINTS = 252  # 152 card points + 10 for the last trick + 90
ROUNDINGS = ("exact", "tens")


def _packets(dealer: int) -> tuple[tuple[int, ...], ...]:
    """For each seat, the places in the deck of its first five cards (3 then 2)."""
    places: list[list[int]] = [[], [], [], []]
    pos = 0
    for size in (3, 2):
        for i in range(1, 5):
            places[(dealer + i) & 3].extend(range(pos, pos + size))
            pos += size
    return tuple(tuple(p) for p in places)


FIRST_FIVE = tuple(_packets(d) for d in range(4))
TURNED_AT = 20


def deal_deck(deck: Sequence[int], dealer: int) -> Dealt:
    """The first five cards of each hand, the turned card and the talon, from a deck in
    dealing order (the record's ``deck``)."""
    hands = tuple(sum(1 << deck[p] for p in places) for places in FIRST_FIVE[dealer])
    return Dealt((hands[0], hands[1], hands[2], hands[3]), deck[TURNED_AT],
                 tuple(deck[TURNED_AT + 1:]), tuple(deck))


def complete_hands(dealt: Dealt, dealer: int, taker: int) -> tuple[int, ...]:
    """The taker picks up the turned card; then from the dealer's right 3 cards each from
    the talon, 2 for the taker."""
    assert dealt.turned is not None
    hands = list(dealt.hands)
    hands[taker] |= 1 << dealt.turned
    talon = iter(dealt.talon)
    for i in range(1, 5):
        seat = (dealer + i) & 3
        for _ in range(2 if seat == taker else 3):
            hands[seat] |= 1 << next(talon)
    return tuple(hands)


def choice_round(calls: int) -> int:
    """The round of the trump choice after ``calls`` calls: 1 while the turned card's suit
    is offered, 2 once the four players passed it."""
    return 1 if calls < 4 else 2


def open_calls(turned: int, calls: int) -> Iterator[Call]:
    """The calls beside pass after ``calls`` calls: take in round 1, else each suit but the
    turned card's."""
    if choice_round(calls) == 1:
        yield TAKE_CALL
    else:
        for s in range(4):
            if s != turned >> 3:
                yield name_trump(s)


class TrumpChoice:
    """Belote's two rounds: take the turned card or pass; then name another suit or pass."""

    __slots__ = ("calls", "dealer", "turned")

    def __init__(self, dealer: int, turned: int) -> None:
        self.dealer = dealer
        self.turned = turned
        self.calls: list[Call] = []

    def copy(self) -> TrumpChoice:
        other = TrumpChoice(self.dealer, self.turned)
        other.calls = list(self.calls)
        return other

    def __repr__(self) -> str:
        calls = " ".join(str(c) for c in self.calls) or "-"
        return f"<TrumpChoice dealer={self.dealer} turned={self.turned} calls={calls}>"

    @property
    def to_act(self) -> int:
        return (self.dealer + 1 + len(self.calls)) & 3

    @property
    def round(self) -> int:
        return choice_round(len(self.calls))

    @property
    def done(self) -> bool:
        return (bool(self.calls) and self.calls[-1].kind != PASS) or len(self.calls) >= 8

    @property
    def thrown_in(self) -> bool:
        return len(self.calls) >= 8 and self.calls[-1].kind == PASS

    def contract(self) -> Contract | None:
        if not self.calls or self.calls[-1].kind == PASS:
            return None
        last = self.calls[-1]
        seat = (self.dealer + len(self.calls)) & 3
        trump = self.turned >> 3 if last.kind == TAKE else last.bid_suit
        return Contract(seat, 0, trump)

    def seat_of(self, index: int) -> int:
        return (self.dealer + 1 + index) & 3

    def verify(self, call: Call) -> Illegal | None:
        if self.done:
            return Illegal("auction_over")
        if call.kind == PASS:
            return None
        if call.kind == TAKE:
            return None if self.round == 1 else Illegal("take_in_round_two")
        if call.kind == TRUMP:
            if self.round == 1:
                return Illegal("name_in_round_one", {"turned": self.turned})
            if call.bid_suit == self.turned >> 3:
                return Illegal("name_turned_suit", {"suit": call.bid_suit})
            return None
        return Illegal("belote_call", {"text": str(call)})

    def push(self, call: Call) -> None:
        self.calls.append(call)

    def pop(self) -> Call:
        return self.calls.pop()

    def legal_calls(self) -> Iterator[Call]:
        """Pass first, then take (round 1) or the three suits that may be named."""
        if self.done:
            return
        yield PASS_CALL
        yield from open_calls(self.turned, len(self.calls))

    def min_bid(self) -> int | None:
        return None  # Belote has no bids

    TRUMPS: ClassVar[int] = 4  # the suits a call may name

    def bid_values(self) -> tuple[int, ...]:
        return ()

    def bid_call(self, value: int, trump: int) -> Call:
        raise ValueError("Belote has no bids: take, or name a suit")


N = TypeVar("N", int, float)  # points: exact in a deal, expected values in a bot's estimate


def totals(takers: int, points: Sequence[N], declarations: Sequence[N], kq: Sequence[N]
           ) -> tuple[N, N]:
    """Each team's total, (takers, defenders): points as scored (trick points, or 252 and
    0 after a capot), counted declarations and belote. Made when the takers' is greater."""
    defence = 1 - takers
    return (points[takers] + declarations[takers] + kq[takers],
            points[defence] + declarations[defence] + kq[defence])


def raw_scores(takers: int, points: Sequence[N], declarations: Sequence[N], kq: Sequence[N],
               pot: int) -> tuple[bool, N, N]:
    """(made, takers' raw score, defenders'): made, each team scores its total; dedans, the
    defenders take ``pot`` (162, or 252 when they made the capot) and every declaration,
    and the takers keep only their belote."""
    mine, theirs = totals(takers, points, declarations, kq)
    if mine > theirs:
        return True, mine, theirs
    return False, kq[takers], pot + declarations[0] + declarations[1] + kq[1 - takers]


def belote_points(kq_team: int | None) -> tuple[int, int]:
    """Belote-rebelote always scores for its holder's team (Belote and Coinche alike)."""
    if kq_team is None:
        return (0, 0)
    return (PILOTTA_POINTS, 0) if kq_team == 0 else (0, PILOTTA_POINTS)


def round_tens(points: int) -> int:
    """To the nearest ten, a 5 rounding up: 85 -> 90, 84 -> 80."""
    return (points + 5) // 10 * 10


class BeloteRules(Rules):
    """French Belote (``docs/RULES.md``, Belote section); ``rounding``: "exact" or "tens"."""

    name = "belote"
    default_target = 1000
    min_target = 101
    max_target = 5001
    target_choices = (501, 1000)
    partner_exemption = True
    record_cards = "deck"  # the hands depend on who takes

    def __init__(self, rounding: str = "exact") -> None:
        if rounding not in ROUNDINGS:
            raise ValueError(f"rounding is exact or tens, not {rounding!r}")
        self.rounding = rounding

    def __repr__(self) -> str:
        return f"BeloteRules(rounding={self.rounding!r})"

    declaration_key = staticmethod(belote_key)

    def from_deck(self, deck: Sequence[int], dealer: int) -> Dealt:
        return deal_deck(deck, dealer)

    def deal(self, rng: Rng, dealer: int) -> Dealt:
        deck = list(range(32))
        rng.shuffle(deck)
        return deal_deck(deck, dealer)

    def new_bidding(self, dealer: int, turned: int | None) -> Bidding:
        assert turned is not None
        return TrumpChoice(dealer, turned)

    def complete(self, dealt: Dealt, dealer: int, taker: int) -> tuple[int, ...]:
        return complete_hands(dealt, dealer, taker)

    def counting_team(self, announced: Iterable[tuple[int, Iterable[Declaration]]],
                      trump: int, takers: int) -> int | None:
        return counting_team(announced, trump, belote_key, tie=takers)

    def kq_points(self, kq_team: int | None, takers: int, tricks_won: Sequence[int]
                  ) -> tuple[int, int]:
        return belote_points(kq_team)

    def score(self, contract: Contract, trick_points: Sequence[int],
              tricks_won: Sequence[int], declarations: Sequence[int],
              kq: Sequence[int]) -> DealScore:
        takers = contract.team
        defence = 1 - takers
        capot = capot_team(tricks_won)
        tp = (trick_points[0], trick_points[1])
        if capot is not None:
            tp = (CAPOT_POINTS, 0) if capot == 0 else (0, CAPOT_POINTS)
        pot = CAPOT_POINTS if capot == defence else TRICK_POINTS_TOTAL
        made, mine, theirs = raw_scores(takers, tp, declarations, kq, pot)
        raw = (mine, theirs) if takers == 0 else (theirs, mine)
        if made:
            pot = 0
            case = ScoreCase.MADE_CAPOT if capot == takers else ScoreCase.MADE
        else:  # dedans: the defenders take the whole deal; the takers keep their belote
            case = ScoreCase.FAILED_CAPOT if capot == defence else ScoreCase.FAILED
        takers_total = mine if made else totals(takers, tp, declarations, kq)[0]
        sheet = raw if self.rounding == "exact" else (round_tens(raw[0]), round_tens(raw[1]))
        return DealScore(made, raw, sheet, capot, takers_total, case, tp, pot,
                         declarations[0] + declarations[1] + kq[0] + kq[1], False)

    def match_winner(self, totals: Sequence[int], target: int,
                     last_winner: int | None) -> int | None:
        """Both over the target after one deal: that deal's winner wins."""
        a, b = totals[0] >= target, totals[1] >= target
        if a and b:
            return last_winner
        return 0 if a else 1 if b else None


BELOTE = BeloteRules()
