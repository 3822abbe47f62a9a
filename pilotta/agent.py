"""The agent interface: a bot sees one seat's ``Observation`` and returns a legal action.

Bots never receive a ``Deal``: only what their seat may know. ``think`` is the incremental
form the page uses on its single thread: a generator that yields ``None`` between slices of
work (so the page can redraw and take input) and returns the action. A bot that thinks
quickly just implements ``act``.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Protocol, runtime_checkable

from .actions import Action
from .observation import Observation
from .rng import Rng

Thinking = Generator[None, None, Action]


@runtime_checkable
class Agent(Protocol):
    name: str

    def act(self, obs: Observation) -> Action:
        """The action to take; ``obs.legal`` lists the legal ones."""
        ...


def think(agent: Agent, obs: Observation) -> Thinking:
    """The agent's incremental search if it has one, else ``act`` in one slice."""
    stepper = getattr(agent, "think", None)
    if stepper is not None:
        result: Action = yield from stepper(obs)
        return result
    return agent.act(obs)


def finish(thinking: Thinking) -> Action:
    """Run a ``Thinking`` to the end."""
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            action: Action = stop.value
            return action


class RandomAgent:
    """Uniformly random legal actions (in the auction: passes with ``pass_bias``)."""

    name = "random"

    def __init__(self, seed: int = 0, pass_bias: float = 0.75) -> None:
        self.rng = Rng(seed)
        self.pass_bias = pass_bias

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if obs.contract is None and self.rng.random() < self.pass_bias:
            return legal[0]  # pass is always listed first
        return legal[self.rng.below(len(legal))]
