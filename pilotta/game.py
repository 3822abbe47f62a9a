"""One deal of Cypriot Pilotta as a state you push actions onto (the "board").

``Deal`` holds the full state: the four hands, the auction, the first-trick declarations
and the tricks. ``legal_actions()`` lists what the seat to act may do, ``verify(action)``
says why an action is refused, ``push`` applies it, ``pop`` takes the last one back, and
``observation(seat)`` is what one seat may see. Rules live in ``auction``, ``tricks``,
``declarations`` and ``scoring``; this module only sequences them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import ANNOUNCE, DECLINE, PLAYS, Action, Call, Declare, Play
from .auction import Contract
from .cards import ALL_TRUMP, STRENGTH, card_name, cards_in
from .deal import check_hands
from .declarations import (
    Declaration,
    best_declarations,
    pilotta_cards,
    pilotta_seat,
)
from .observation import Announcement, Observation, Trick
from .reasons import Illegal, IllegalAction
from .rng import Rng
from .rules import PILOTTA, Bidding, Dealt, Rules
from .scoring import DealScore
from .tricks import explain, legal_mask, trick_points, trick_state, winner_index


class Phase(StrEnum):
    AUCTION = "auction"
    PLAY = "play"
    DONE = "done"
    THROWN_IN = "thrown-in"


AUCTION = Phase.AUCTION
PLAY = Phase.PLAY
DONE = Phase.DONE
THROWN_IN = Phase.THROWN_IN


@dataclass(frozen=True, slots=True)
class DealResult:
    """The outcome of a finished deal (a thrown-in deal has no contract and scores 0-0)."""

    contract: Contract | None
    made: bool | None
    raw: tuple[int, int]
    sheet: tuple[int, int]
    trick_points: tuple[int, int] = (0, 0)
    tricks_won: tuple[int, int] = (0, 0)
    declarations: tuple[int, int] = (0, 0)  # counted, per team
    pilotta: tuple[int, int] = (0, 0)  # counted, per team
    capot: int | None = None
    score: DealScore | None = None  # how the raw points were found (None: thrown in)

    def to_json(self) -> dict[str, Any]:
        return {
            "contract": None if self.contract is None else self.contract.to_json(),
            "made": self.made,
            "raw": list(self.raw),
            "sheet": list(self.sheet),
            "trick_points": list(self.trick_points),
            "tricks": list(self.tricks_won),
            "declarations": list(self.declarations),
            "pilotta": list(self.pilotta),
            "capot": self.capot,
        }


THROWN_IN_RESULT = DealResult(None, None, (0, 0), (0, 0))


class Deal:
    """The full state of one deal. Seats act in turn; ``to_act`` says who."""

    # slots: every card played reads a dozen of these (the inner loop of every simulation)
    __slots__ = (
        "dealer", "rules", "_exempt", "_dealt", "initial_hands", "hands", "play_hands",
        "auction", "actions", "contract", "trump", "played", "leader", "trick", "tricks",
        "_led", "_led_strength", "_best_trump", "_win_pos", "_win_strength", "trick_points",
        "tricks_won", "possible", "decisions", "_undecided", "counting_team", "pilotta_holder",
        "pilotta_called", "score", "_declared", "_pilotta",
    )

    def __init__(self, dealer: int, hands: Sequence[int], *, check: bool = True,
                 rules: Rules = PILOTTA, dealt: Dealt | None = None) -> None:
        """A Pilotta deal from its four hands; another rule set passes ``dealt`` (what its
        deal gives out before the contract: Belote's five cards each and the turned card)."""
        if not 0 <= dealer <= 3:
            raise ValueError(f"dealer must be a seat 0..3, not {dealer}")
        if check and dealt is None:
            problem = check_hands(hands)
            if problem:
                raise ValueError(problem)
        self.dealer = dealer
        self.rules = rules
        self._exempt = rules.partner_exemption  # read on every card: kept at hand
        # None: every card is dealt before the contract (Pilotta); ``dealt`` builds it on
        # demand, since most deals (every simulated one) never ask
        self._dealt = dealt
        self.initial_hands: tuple[int, ...] = (
            (hands[0], hands[1], hands[2], hands[3]) if dealt is None else dealt.hands)
        self._reset()

    @classmethod
    def from_rng(cls, rng: Rng, dealer: int, rules: Rules = PILOTTA) -> Deal:
        """A new deal dealt by ``rules`` from a shuffle by ``rng``."""
        dealt = rules.deal(rng, dealer)
        return cls(dealer, dealt.hands, rules=rules, dealt=dealt, check=False)

    @property
    def turned(self) -> int | None:
        """Belote's turned card (None in Pilotta)."""
        return None if self._dealt is None else self._dealt.turned

    @property
    def dealt(self) -> Dealt:
        """What the deal gave out before the contract (``Rules.deal``)."""
        if self._dealt is None:
            self._dealt = Dealt((self.initial_hands[0], self.initial_hands[1],
                                 self.initial_hands[2], self.initial_hands[3]))
        return self._dealt

    def _reset(self) -> None:
        self.hands: list[int] = list(self.initial_hands)
        self.play_hands: tuple[int, ...] = self.initial_hands  # 8 cards each, once in play
        dealt = self._dealt
        self.auction: Bidding = self.rules.new_bidding(
            self.dealer, None if dealt is None else dealt.turned)
        self.actions: list[Action] = []
        self.contract: Contract | None = None
        self.trump = -1
        self.played = 0
        self.leader = (self.dealer + 1) & 3
        self.trick: list[int] = []
        self.tricks: list[Trick] = []
        self._led = -1
        self._led_strength: tuple[int, ...] = ()  # STRENGTH[trump][led] of the trick on the table
        self._best_trump = -1
        self._win_pos = 0
        self._win_strength = -1
        self.trick_points = [0, 0]
        self.tricks_won = [0, 0]
        self.possible: list[tuple[Declaration, ...]] = [(), (), (), ()]
        self.decisions: list[bool | None] = [None, None, None, None]
        self._undecided = 0  # bitmask of seats that still must announce or decline
        self.counting_team: int | None = None
        self.pilotta_holder: int | None = None
        self.pilotta_called = False
        self.score: DealScore | None = None
        self._declared = (0, 0)
        self._pilotta = (0, 0)

    def copy(self) -> Deal:
        """An independent copy of the full state (its undo history included)."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.auction = self.auction.copy()
        other.actions = list(self.actions)
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.trick_points = list(self.trick_points)
        other.tricks_won = list(self.tricks_won)
        other.possible = list(self.possible)
        other.decisions = list(self.decisions)
        return other

    def __repr__(self) -> str:
        parts = [f"dealer={self.dealer}", f"phase={self.phase}"]
        if self.contract is not None:
            parts.append(f"contract={self.contract}")
        if self.tricks:
            parts.append(f"tricks={len(self.tricks)}")
        if self.trick:
            parts.append("trick=" + " ".join(card_name(c) for c in self.trick))
        if self.to_act is not None:
            parts.append(f"to_act={self.to_act}")
        if self.score is not None:
            parts.append(f"raw={self.score.raw[0]}-{self.score.raw[1]}")
        return f"<Deal {' '.join(parts)}>"

    # --- where we are ----------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        if self.contract is None:
            return THROWN_IN if self.auction.thrown_in else AUCTION
        return PLAY if self.score is None else DONE

    @property
    def is_over(self) -> bool:
        return self.score is not None or self.auction.thrown_in

    @property
    def to_act(self) -> int | None:
        if self.contract is None:
            return None if self.auction.done else self.auction.to_act
        if self.score is not None:
            return None
        return (self.leader + len(self.trick)) & 3

    def must_declare(self, seat: int) -> bool:
        """True when ``seat`` is to announce or decline before its first card."""
        return bool(self._undecided >> seat & 1)

    def _free(self) -> bool:
        """The partner exemption applies now: the rules have it and partner is winning."""
        return self._exempt and self._win_pos == len(self.trick) - 2

    def legal_card_mask(self) -> int:
        n = len(self.trick)
        return legal_mask(self.hands[(self.leader + n) & 3], self._led, self._best_trump,
                          self.trump, self._exempt and self._win_pos == n - 2)

    def legal_actions(self) -> Iterator[Action]:
        if self.contract is None:
            yield from self.auction.legal_calls()
            return
        if self.score is not None:
            return
        seat = (self.leader + len(self.trick)) & 3
        if self._undecided >> seat & 1:
            yield ANNOUNCE
            yield DECLINE
            return
        for c in cards_in(self.legal_card_mask()):
            yield PLAYS[c]

    def verify(self, action: Action, seat: int | None = None) -> Illegal | None:
        """None when ``action`` is legal for the seat to act (or for ``seat``), else why."""
        to_act = self.to_act
        if to_act is None:
            return Illegal("auction_over" if isinstance(action, Call) and self.contract is None
                           else "game_over")
        if seat is not None and seat != to_act:
            return Illegal("not_your_turn", {"seat": seat, "to_act": to_act})
        if isinstance(action, Call):
            if self.contract is not None:
                return Illegal("auction_over")
            return self.auction.verify(action)
        if self.contract is None:
            return Illegal("auction_not_over")
        if isinstance(action, Declare):
            if self._undecided >> to_act & 1:
                return None
            if self.decisions[to_act] is not None:
                return Illegal("already_declared")
            if not self.tricks and not self.possible[to_act]:
                return Illegal("nothing_to_declare")
            return Illegal("declare_late")
        if self._undecided >> to_act & 1:
            return Illegal("declare_first")
        return explain(self.hands[to_act], self._led, self._best_trump, self.trump, action.card,
                       self._free())

    def can(self, action: Action, seat: int | None = None) -> bool:
        return self.verify(action, seat) is None

    # --- changing the state ----------------------------------------------------------
    def push(self, action: Action) -> None:
        """Apply ``action`` for the seat to act; raise ``IllegalAction`` (with why) if the
        rules refuse it. Nothing changes on a refusal."""
        if type(action) is Play and self.contract is not None and self.score is None:
            self.play(action.card)
            return
        why = self.verify(action)
        if why is not None:
            raise IllegalAction(why)
        self._apply(action)

    def play(self, card: int) -> None:
        """``push(Play(card))`` without the dispatch: the hot path of every simulation."""
        seat = (self.leader + len(self.trick)) & 3
        if (
            self.contract is None or self.score is not None or self._undecided >> seat & 1
            or not self.legal_card_mask() >> card & 1
        ):
            raise IllegalAction(self.verify(PLAYS[card]) or Illegal("game_over"))
        self._place(seat, card)

    def play_random(self, rng: Rng) -> int:
        """Play a uniformly random legal card (one draw, none when the card is forced) and
        return it. For rollouts and simulations; the deal must be in play, with no
        declaration decision pending."""
        n = len(self.trick)
        seat = (self.leader + n) & 3
        # legal_card_mask, inlined: this is the inner loop of every simulation (and a lead,
        # a quarter of the cards, is legal_mask's first rule: any card of the hand)
        mask = self.hands[seat]
        if n:
            mask = legal_mask(mask, self._led, self._best_trump, self.trump,
                              self._exempt and self._win_pos == n - 2)
        if mask & (mask - 1):
            k = rng.below(mask.bit_count())
            while k:
                mask &= mask - 1
                k -= 1
        card = (mask & -mask).bit_length() - 1
        self._place(seat, card)
        return card

    def _place(self, seat: int, card: int) -> None:
        """Put a legal card on the trick and update who is winning it."""
        self.actions.append(PLAYS[card])
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        trick.append(card)
        n = len(trick)
        trump = self.trump
        if n == 1:
            self._led = led = card >> 3
            self._led_strength = strength = STRENGTH[trump][led]
            self._win_pos = 0
            self._win_strength = strength[card]
            # the card to beat: a trump's; in tout-atout the led suit's best (every suit is
            # trump there); never in sans-atout
            self._best_trump = card if led == trump or trump == ALL_TRUMP else -1
        else:
            st = self._led_strength[card]
            if st > self._win_strength:
                self._win_strength = st
                self._win_pos = n - 1
                if card >> 3 == trump or trump == ALL_TRUMP:
                    self._best_trump = card
        if seat == self.pilotta_holder:
            kq = pilotta_cards(trump)
            if bit & kq and self.played & kq == kq:
                self.pilotta_called = True
        if n == 4:
            self._end_trick()

    def pop(self) -> Action:
        """Take back the last action: every change of a push is undone from what the state
        still holds (the trick record; the auction finds its state again from its calls)."""
        if not self.actions:
            raise IndexError("no action to take back")
        last = self.actions.pop()
        if isinstance(last, Call):
            if self.contract is not None:
                self._undo_start_play()
            self.auction.pop()
        elif isinstance(last, Declare):
            seat = (self.leader + len(self.trick)) & 3
            self.decisions[seat] = None
            self._undecided |= 1 << seat
        else:
            self._unplace(last.card)
        return last

    def _unplace(self, card: int) -> None:
        if not self.trick:  # the card closed a trick: reopen it
            self._undo_end_trick()
        self.trick.pop()
        seat = (self.leader + len(self.trick)) & 3
        bit = 1 << card
        self.hands[seat] |= bit
        self.played &= ~bit
        if self.pilotta_called and bit & pilotta_cards(self.trump):
            self.pilotta_called = False  # the later of K and Q made the call
        self._trick_rescan()

    def _trick_rescan(self) -> None:
        """Who is winning the trick on the table, from its cards."""
        trick, trump = self.trick, self.trump
        if not trick:
            self._led = self._best_trump = -1
            self._win_pos, self._win_strength = 0, -1
            return
        self._led, self._best_trump = trick_state(trick, trump)
        self._led_strength = STRENGTH[trump][self._led]
        self._win_pos = winner_index(trick, trump)
        self._win_strength = self._led_strength[trick[self._win_pos]]

    def _undo_end_trick(self) -> None:
        if self.score is not None:
            self.score = None
            self._declared = self._pilotta = (0, 0)
        last = self.tricks.pop()
        self.trick_points[last.winner & 1] -= last.points
        self.tricks_won[last.winner & 1] -= 1
        self.leader = last.leader
        self.trick = list(last.cards)
        if not self.tricks:
            self.counting_team = None

    def _undo_start_play(self) -> None:
        self.contract = None
        self.hands = list(self.initial_hands)
        self.play_hands = self.initial_hands
        self.trump = -1
        self.possible = [(), (), (), ()]
        self._undecided = 0
        self.pilotta_holder = None

    def _apply(self, action: Action) -> None:
        if isinstance(action, Play):
            self.play(action.card)
            return
        self.actions.append(action)
        if isinstance(action, Call):
            self.auction.push(action)
            if self.auction.done and not self.auction.thrown_in:
                self._start_play()
        else:
            seat = (self.leader + len(self.trick)) & 3
            self.decisions[seat] = action.announce
            self._undecided &= ~(1 << seat)

    def _start_play(self) -> None:
        contract = self.auction.contract()
        assert contract is not None
        self.contract = contract
        self.trump = contract.trump
        trump = contract.trump
        if self._dealt is not None:  # else every card was dealt before the auction
            self.play_hands = self.rules.complete(self._dealt, self.dealer, contract.seat)
            self.hands = list(self.play_hands)
        hands = self.play_hands
        key = self.rules.declaration_key
        possible = self.possible
        if self.rules.declarations:  # Coinche announces none
            for seat in range(4):
                found = possible[seat] = best_declarations(hands[seat], trump, key)
                if found:
                    self._undecided |= 1 << seat
        # K+Q of trump: only a suit contract has it
        self.pilotta_holder = pilotta_seat(hands, trump) if trump < 4 else None

    def _end_trick(self) -> None:
        # the winner is known already: _place keeps it as the cards fall
        winner = (self.leader + self._win_pos) & 3
        tricks = self.tricks
        done = len(tricks) + 1  # tricks finished, this one included
        trick = self.trick
        points = trick_points(trick, self.trump, done == 8)
        tricks.append(Trick(self.leader, tuple(trick), winner, points))
        self.trick_points[winner & 1] += points
        self.tricks_won[winner & 1] += 1
        self.trick = []
        self._led = self._best_trump = -1
        self._win_strength = -1
        self.leader = winner
        if done == 1:
            self._undecided = 0
            assert self.contract is not None
            self.counting_team = self.rules.counting_team(
                ((s, self.possible[s]) for s in range(4) if self.decisions[s]), self.trump,
                self.contract.team,
            )
        elif done == 8:
            self._finish()

    def _finish(self) -> None:
        contract = self.contract
        assert contract is not None
        bidders = contract.team
        decl = [0, 0]
        if self.counting_team is not None:
            t = self.counting_team
            decl[t] = sum(
                d.value for s in (t, t + 2) if self.decisions[s] for d in self.possible[s]
            )
        holder = self.pilotta_holder
        pil = self.rules.kq_points(None if holder is None else holder & 1, bidders,
                                   self.tricks_won)
        self.score = self.rules.score(contract, self.trick_points, self.tricks_won, decl, pil)
        self._declared = (decl[0], decl[1])
        self._pilotta = (pil[0], pil[1])

    # --- outcome and views -----------------------------------------------------------
    def result(self) -> DealResult | None:
        """The outcome once the deal is over (thrown in or 32 cards played), else None."""
        if self.auction.thrown_in:
            return THROWN_IN_RESULT
        s = self.score
        if s is None:
            return None
        return DealResult(
            self.contract, s.made, s.raw, s.sheet,
            (self.trick_points[0], self.trick_points[1]),
            (self.tricks_won[0], self.tricks_won[1]),
            self._declared, self._pilotta, s.capot, s,
        )

    def observation(self, seat: int) -> Observation:
        to_act = self.to_act
        announced = tuple(
            tuple(Announcement(d.kind, d.value) for d in self.possible[s])
            if self.decisions[s] else ()
            for s in range(4)
        )
        shown: tuple[tuple[Declaration, ...], ...] = ((), (), (), ())
        if self.counting_team is not None:
            t = self.counting_team
            shown = tuple(
                self.possible[s] if (s & 1) == t and self.decisions[s] else ()
                for s in range(4)
            )
        return Observation(
            seat=seat,
            dealer=self.dealer,
            phase=self.phase,
            to_act=to_act,
            hand=self.hands[seat],
            calls=tuple(self.auction.calls),
            contract=self.contract,
            leader=self.leader,
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            played=self.played,
            trick_points=(self.trick_points[0], self.trick_points[1]),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            my_declarations=self.possible[seat],
            # a decline is silent at the table: others see only who announced
            decisions=tuple(
                d if s == seat else (True if d else None) for s, d in enumerate(self.decisions)
            ),
            announced=announced,
            shown=shown,
            counting_team=self.counting_team,
            pilotta=self.pilotta_holder if self.pilotta_called else None,
            legal=tuple(self.legal_actions()) if to_act == seat else (),
            rules=self.rules.name,
            turned=self.turned,
        )
