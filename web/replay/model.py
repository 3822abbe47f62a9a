"""The replay viewer's model: it steps through the deals of a match, call by call and card
by card, and never changes that match.

Each deal is kept as a tape (its dealer, its dealt cards and a copy of its actions) and
replayed by the engine on a fresh ``Deal`` of its own: a step forward pushes the next
action, a step back pops one. An announcement of declarations is not a step of its own: it
goes with the card that follows it. Pure Python, no DOM.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pilotta.actions import Action, Declare
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.rules import Dealt, Rules
from pilotta.share import SharedDeal

if TYPE_CHECKING:
    from web.replay.study import Study

MATCH = "match"  # a finished deal of the match being played
RECORD = "record"  # a record the player opened
LINK = "link"  # a deal shared by a link


@dataclass(frozen=True)
class Tape:
    """One deal, as the viewer replays it."""

    number: int  # the deal's number in its match, from 1
    dealer: int
    rules: Rules
    dealt: Dealt
    actions: tuple[Action, ...]

    @staticmethod
    def of(deal: Deal, number: int) -> Tape:
        return Tape(number, deal.dealer, deal.rules, deal.dealt, tuple(deal.actions))

    def fresh(self) -> Deal:
        return Deal(self.dealer, self.dealt.hands, rules=self.rules, dealt=self.dealt,
                    check=False)

    def played(self) -> Deal:
        """The whole deal, every action replayed (what "Share" sends, wherever the viewer
        stands)."""
        deal = self.fresh()
        for action in self.actions:
            deal.push(action)
        return deal

    def stops(self) -> list[int]:
        """How many actions are applied at each step: none, then one more call or card
        each time (a card brings the announcement before it)."""
        out = [0]
        out.extend(i + 1 for i, a in enumerate(self.actions) if not isinstance(a, Declare))
        if out[-1] != len(self.actions):
            out.append(len(self.actions))
        return out


class Replay:
    """The viewer's state: which deal, which step, and the deal replayed up to it."""

    def __init__(self, tapes: list[Tape], source: str, *, target: int,
                 totals: list[tuple[int, int]], shared: SharedDeal | None = None,
                 name: str = "", index: int = 0) -> None:
        if not tapes:
            raise ValueError("no deal to replay")
        self.tapes = tapes
        self.source = source
        self.target = target
        self.totals = totals  # the sheet totals after each tape's deal
        self.shared = shared  # the link's deal ("Play these cards yourself")
        self.name = name  # the record's file name
        self.link = ""  # the last link made by "Share" (shown to copy by hand)
        self.confirming = False  # "Play these cards yourself" asks first
        self.studies: dict[int, Study] = {}  # each deal's analysis, by index (study.py)
        self.all_seats = False  # the analysis shows every seat's costly cards, not yours only
        self.index = 0
        self.deal = tapes[0].fresh()
        self._stops = [0]
        self.step = 0
        self.open(index)

    @staticmethod
    def of_match(match: Match, source: str, *, finished_only: bool, index: int = 0,
                 shared: SharedDeal | None = None, name: str = "") -> Replay:
        """The deals of ``match`` (only its finished ones if ``finished_only``: a deal
        still being played keeps its hidden hands hidden)."""
        deals = match.deals
        if finished_only:
            deals = [d for d in deals if d.is_over]
        tapes = [Tape.of(d, i) for i, d in enumerate(deals, 1)]
        totals = [match.totals_before(i) for i in range(1, len(tapes) + 1)]
        return Replay(tapes, source, target=match.target, totals=totals, shared=shared,
                      name=name, index=index)

    # --- where we are --------------------------------------------------------------------
    @property
    def tape(self) -> Tape:
        return self.tapes[self.index]

    @property
    def last_step(self) -> int:
        return len(self._stops) - 1

    @property
    def at_end(self) -> bool:
        return self.step == self.last_step

    def action(self) -> Action | None:
        """The call or card of the current step (None at the start)."""
        if self.step == 0:
            return None
        return self.tape.actions[self._stops[self.step] - 1]

    def declared_with(self) -> Declare | None:
        """The announcement made just before the current step's card, if any."""
        at = self._stops[self.step] - 2
        if self.step == 0 or at < self._stops[self.step - 1]:
            return None
        before = self.tape.actions[at]
        return before if isinstance(before, Declare) else None

    # --- moving ----------------------------------------------------------------------------
    def open(self, index: int) -> None:
        """Show deal ``index`` (0-based) from its start."""
        self.index = max(0, min(index, len(self.tapes) - 1))
        self.deal = self.tape.fresh()
        self._stops = self.tape.stops()
        self.step = 0
        self.link = ""
        self.confirming = False

    def go(self, step: int) -> None:
        """Replay up to ``step`` (clamped): push forward, pop back."""
        step = max(0, min(step, self.last_step))
        want = self._stops[step]
        actions = self.tape.actions
        while len(self.deal.actions) < want:
            self.deal.push(actions[len(self.deal.actions)])
        while len(self.deal.actions) > want:
            self.deal.pop()
        self.step = step

    def move(self, command: str) -> None:
        """``first``, ``back``, ``next``, ``last``; ``prev-deal``, ``next-deal``."""
        if command == "first":
            self.go(0)
        elif command == "back":
            self.go(self.step - 1)
        elif command == "next":
            self.go(self.step + 1)
        elif command == "last":
            self.go(self.last_step)
        elif command == "prev-deal" and self.index > 0:
            self.open(self.index - 1)
        elif command == "next-deal" and self.index < len(self.tapes) - 1:
            self.open(self.index + 1)
