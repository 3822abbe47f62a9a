"""The embeddable demo's controller: four bots play a deal, one step at a time, and each
step says which rule applied (``embed_captions``).

A step is one action (a call, an announcement, a card) or one of the demo's own moments
(the deal, the score). Bots think in slices of time on the page's only thread
(``slicing.think_in_slices``, the table's driver), so the page never blocks; they are the
engine's deterministic normal bots, seeded from the deal's seed, so a seed always plays the
same deal the same way. Play, pause, step and restart act on the step machine; nothing is
stored anywhere (no storage API at all: the demo must run in a third-party iframe).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, Protocol

from pilotta.actions import Action, Call, Declare, Play
from pilotta.agent import Agent, think
from pilotta.bots import make_bot
from pilotta.explain import play_constraint
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.rng import derive_seed
from pilotta.rulesets import rules_named
from web.core.slicing import think_in_slices
from web.core.tasks import Scheduler, Tasks
from web.embed.address import EmbedParams
from web.embed.captions import Before, Caption, score_captions, start_caption, step_captions
from web.embed.shared_deal import SharedDeal

LEVEL: Final = "normal"  # the bots' level: quick, and plays like a sensible player
MAX_DEALS: Final = 12  # thrown-in deals in a row before the demo stops trying
HISTORY: Final = 40  # captions kept for the log (the screen reader's, and a test's)

PLAYING = "playing"
PAUSED = "paused"
ENDED = "ended"


@dataclass
class EmbedScene:
    """Everything one render needs."""

    match: Match
    deal: Deal
    captions: list[Caption]  # the current step's
    state: str  # PLAYING, PAUSED or ENDED
    step: int  # steps taken since the start (body[data-step])
    fresh: int  # the card just played (-1: none)
    notices: list[str]
    title: str
    busy: bool = False  # a bot is thinking: its step is on the way


class EmbedView(Protocol):
    def show(self, scene: EmbedScene) -> None: ...


@dataclass
class Progress:
    step: int = 0
    captions: list[Caption] = field(default_factory=list)
    history: list[Caption] = field(default_factory=list)
    fresh: int = -1
    scored: bool = False  # the score step has been shown
    deals: int = 1


class EmbedApp:
    def __init__(self, view: EmbedView, scheduler: Scheduler, params: EmbedParams,
                 notices: list[str] | None = None,
                 on_error: Callable[[BaseException], None] | None = None,
                 shared: SharedDeal | None = None) -> None:
        self.view = view
        self.params = params
        self.shared = shared  # a deal from the address's #deal=, played instead of the seed's
        self.tasks = Tasks(scheduler, on_error)
        self.notices = list(notices or [])
        self.state = PAUSED
        self.busy = False  # a bot is thinking
        self.epoch = 0  # bumped by a restart: an older search is dropped
        self.match = Match(seed=params.deal_seed, rules=rules_named(params.rules))
        self.bots: dict[int, Agent] = {}
        self.progress = Progress()
        self._reset()

    # --- the step machine ----------------------------------------------------------------
    def _reset(self) -> None:
        self.tasks.cancel_all()
        self.epoch += 1
        self.busy = False
        shared = self.shared
        if shared is None:
            self.match = Match(seed=self.params.deal_seed, rules=rules_named(self.params.rules))
            deal = self.match.new_deal()
        else:
            self.match = Match(seed=self.params.deal_seed, first_dealer=shared.dealer,
                               rules=rules_named(shared.rules, shared.rounding))
            deal = self.match.new_deal(dealt=shared.dealt)
        self.bots = {s: make_bot(LEVEL, derive_seed(self.params.deal_seed, 1000 + s))
                     for s in range(4)}
        self.progress = Progress()
        self._say([start_caption(deal, first=True)])

    @property
    def deal(self) -> Deal:
        return self.match.deals[-1]

    def start(self) -> None:
        """Show the first step; play on if the address asked for autoplay."""
        self.render()
        if self.params.autoplay:
            self.play()

    def play(self) -> None:
        if self.state == ENDED:
            self.restart(playing=True)
            return
        self.state = PLAYING
        self.render()
        self._advance()

    def pause(self) -> None:
        if self.state == PLAYING:
            self.state = PAUSED
            self.render()

    def toggle(self) -> None:
        self.pause() if self.state == PLAYING else self.play()

    def step(self) -> None:
        """Pause, then take one step (the one a bot is thinking about, if any)."""
        if self.state == ENDED:
            return
        self.state = PAUSED
        self.render()
        self._advance()

    def dismiss(self) -> None:
        """The notices go (they said what the address got wrong)."""
        self.notices = []
        self.render()

    def restart(self, playing: bool | None = None) -> None:
        self._reset()
        self.state = PLAYING if (self.params.autoplay if playing is None else playing) else PAUSED
        self.render()
        if self.state == PLAYING:
            self._advance()

    def _advance(self) -> None:
        """Take the next step, unless one is under way."""
        if self.busy or self.state == ENDED:
            return
        deal = self.deal
        if deal.auction.thrown_in:
            if self.progress.deals >= MAX_DEALS:
                self._end()
                return
            self.progress.deals += 1
            self._say([start_caption(self.match.new_deal(), first=False)])
            self._after_step()
            return
        if deal.is_over:
            if not self.progress.scored:
                self.progress.scored = True
                self._say(score_captions(deal))
            self._end()
            return
        seat = deal.to_act
        assert seat is not None
        recorded = self.shared.actions if self.shared is not None else ()
        if len(self.match.deals) == 1 and len(deal.actions) < len(recorded):
            self._apply(seat, recorded[len(deal.actions)])  # the shared deal's own play
            return
        self.busy = True
        self.render()
        epoch = self.epoch
        think_in_slices(self.tasks, think(self.bots[seat], self.match.observation(seat)),
                        done=lambda action: self._apply(seat, action),
                        failed=self._failed,
                        alive=lambda: self.epoch == epoch)

    def _apply(self, seat: int, action: Action) -> None:
        self.busy = False
        deal = self.deal
        if not isinstance(action, (Call, Declare, Play)) or deal.verify(action) is not None:
            self._failed(ValueError(f"the bot of seat {seat} chose {action!r}, not legal"))
            return
        before = Before.of(deal, play_constraint(deal) if isinstance(action, Play) else None)
        self.match.push(action)
        self.progress.fresh = action.card if isinstance(action, Play) else -1
        self._say(step_captions(deal, seat, action, before))
        self._after_step()

    def _failed(self, exc: Exception) -> None:
        self.busy = False
        self.state = ENDED
        self.render()
        self.tasks.report(exc)

    def _after_step(self) -> None:
        self.render()
        if self.state == PLAYING:
            epoch = self.epoch
            self.tasks.later(self.params.step_ms, lambda: self._advance() if self.epoch == epoch
                             and self.state == PLAYING else None)

    def _end(self) -> None:
        self.state = ENDED
        self.render()

    def _say(self, captions: list[Caption]) -> None:
        p = self.progress
        p.step += 1
        p.captions = captions
        p.history = (p.history + captions)[-HISTORY:]

    # --- the view ------------------------------------------------------------------------
    def scene(self) -> EmbedScene:
        return EmbedScene(self.match, self.deal, self.progress.captions, self.state,
                          self.progress.step, self.progress.fresh, self.notices,
                          self.match.rules.name, self.busy)

    def render(self) -> None:
        self.view.show(self.scene())
