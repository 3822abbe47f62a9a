"""The bots of seats 1 to 3 taking their turns: each thinks in slices of time over its own
seat's ``Observation`` only, and its action is played like any other. A bot that raises,
chooses an illegal action or thinks past the deadline has the easy bot play that move for
it, and the error is reported (the game goes on)."""

from __future__ import annotations

from collections.abc import Callable

from pilotta.actions import Action, Call, Declare, Play
from pilotta.agent import Agent, think
from pilotta.match import Match
from pilotta.rng import derive_seed
from web.core.slicing import think_in_slices
from web.core.tasks import PlayOnError, Tasks
from web.i18n.translate import action_words, seat_name
from web.table import seat_bots as bots
from web.table.state import HUMAN

BotMaker = Callable[[str, int], Agent]  # (level, seed) -> bot
BOT_SEATS = (1, 2, 3)


class BotError(PlayOnError):
    """A bot failed (raised, chose an illegal action, thought too long): the easy bot
    played its move."""


class BotDriver:
    def __init__(self, tasks: Tasks, maker: BotMaker, match: Match, level: str,
                 may_think: Callable[[], bool], play: Callable[[Action], None]) -> None:
        self.tasks = tasks
        self.maker = maker
        self.may_think = may_think  # False: not a bot's turn now (a held trick, a dialog)
        self.play = play  # applies the action of the seat to act
        # the turn being waited for or thought about, as (deal number, move number): a turn
        # starts once however often the page asks, and a dropped one never blocks the next
        self.turn: tuple[int, int] | None = None
        self.serial = 0  # bumped by ``cancel``: a timer or a search of an older turn stops
        self.bots: dict[int, Agent] = {}  # made by ``new_match``
        self.match = match
        self.level = level

    def new_match(self, match: Match, level: str) -> None:
        self.match = match
        self.cancel()
        self.set_level(level)

    def cancel(self) -> None:
        """Drop the turn being waited for or thought about (an undo, another tab took
        over): its search stops at its next slice and never plays."""
        self.serial += 1
        self.turn = None

    def set_level(self, level: str) -> None:
        """New bots (each seeded from the match seed and its seat)."""
        self.level = level
        self.bots = {s: self.maker(level, derive_seed(self.match.seed, 1000 + s))
                     for s in BOT_SEATS}

    def start(self, delay_ms: int) -> None:
        """The bot to act starts thinking in ``delay_ms`` (its pause at the chosen speed)."""
        turn = (len(self.match.deals), len(self.match.deals[-1].actions))
        if turn != self.turn:
            self.turn = turn
            serial = self.serial
            self.tasks.later(delay_ms, lambda: self._turn(serial))

    def _turn(self, serial: int) -> None:
        deal = self.match.current
        if serial != self.serial:
            return
        if deal is None or deal.to_act in (None, HUMAN) or not self.may_think():
            self.turn = None  # asked again when the page goes on (a dialog closes)
            return
        seat = deal.to_act
        obs = self.match.observation(seat)
        thinking = think(self.bots[seat], obs)
        think_in_slices(self.tasks, thinking,
                        done=lambda action: self._done(seat, action),
                        failed=lambda exc: self._failed(seat, exc),
                        alive=lambda: (serial == self.serial and self.match.current is deal
                                       and deal.to_act == seat),
                        deadline_ms=bots.deadline_ms(self.level))

    def _done(self, seat: int, action: object) -> None:
        if not isinstance(action, (Call, Declare, Play)) or (
                self.match.deals[-1].verify(action) is not None):
            self._failed(seat, ValueError(f"it chose {action!r}, which is not legal"))
            return
        self.play(action)

    def _failed(self, seat: int, exc: Exception) -> None:
        """The easy bot (or, if even that fails, the first legal action) plays this move;
        the seat keeps its bot for the next one."""
        match = self.match
        deal = match.deals[-1]
        seed = derive_seed(match.seed, 2000 + seat, len(match.deals), len(deal.actions))
        action, second = bots.fallback_action(match.observation(seat), seed)
        player = "the easy bot" if second is None else "the first legal action"
        also = "" if second is None else f" (the easy bot failed too: {second!r})"
        error = BotError(
            f"the bot of {seat_name(seat)} ({type(self.bots.get(seat)).__name__}, level "
            f"{self.level}) failed: {type(exc).__name__}: {exc}; {player} played "
            f"{action_words(action)} instead{also}")
        error.__cause__ = exc
        self.play(action)
        self.tasks.report(error)
