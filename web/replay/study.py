"""A deal's analysis in the replay viewer, the pure part: where it stands (running, done,
failed), which seats' costly cards are shown, and how a card of the analysis maps to a step
of the viewer. The analysis itself is the engine's (``pilotta.bots.analysis``: every card
against the best one, hands open); ``web/replay/ctrl.py`` runs it in slices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pilotta.actions import Play
from web.replay.model import Replay, Tape

if TYPE_CHECKING:  # imported with the first analysis, not at the page's start
    from pilotta.bots.analysis import Analysis, CardAnalysis

HUMAN = 0  # the seat whose cards are shown by default


@dataclass
class Study:
    cards_done: int = 0
    cards: int = 32
    result: Analysis | None = None
    failed: bool = False

    @property
    def running(self) -> bool:
        return self.result is None and not self.failed


def analysable(tape: Tape) -> bool:
    """A deal played to its end with a contract (a thrown-in deal has no card to judge)."""
    deal = tape.played()
    return deal.contract is not None and deal.result() is not None


def card_steps(tape: Tape) -> list[int]:
    """The viewer's step at which each card of the deal (in order) has just been played."""
    stops = tape.stops()
    plays = [i for i, a in enumerate(tape.actions) if isinstance(a, Play)]
    return [stops.index(i + 1) for i in plays]


def current_card(replay: Replay) -> int | None:
    """The index of the card the current step played, if it played one."""
    if not isinstance(replay.action(), Play):
        return None
    steps = card_steps(replay.tape)
    return steps.index(replay.step) if replay.step in steps else None


def costly(result: Analysis, all_seats: bool) -> list[tuple[int, CardAnalysis]]:
    """The cards that cost points (index, analysis), the human's only unless ``all_seats``."""
    return [(i, c) for i, c in enumerate(result.cards)
            if c.loss > 0 and (all_seats or c.seat == HUMAN)]
