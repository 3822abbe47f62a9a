"""The bots in the three other seats: a thin factory over the engine's bots
(``pilotta.bots.make_bot``), and the fallback the page uses when a bot fails.

Bots see nothing but their seat's ``Observation``. The hard bot (and the hint) get the
engine's "browser" budget: work counted for the page, thought in slices of time by
``slicing``.
"""

from __future__ import annotations

from typing import Final

from pilotta import bots as engine_bots
from pilotta.actions import Action
from pilotta.agent import Agent
from pilotta.observation import Observation

FALLBACK_LEVEL: Final = "easy"  # plays a move for a bot that failed
BUDGET: Final = "browser"  # the hard bot's and the hint's budget preset


def make_bot(level: str, seed: int) -> Agent:
    """The engine's bot of ``level`` ("easy", "normal" or "hard"), deterministic from
    ``seed``; an unknown level is an error (``ValueError``)."""
    if level == "hard":
        return engine_bots.make_bot(level, seed, budget=BUDGET)
    return engine_bots.make_bot(level, seed)


def fallback_action(obs: Observation, seed: int) -> tuple[Action, BaseException | None]:
    """A legal action for a seat whose bot failed: the easy bot's, or (if even that fails)
    the first legal action. Returns the action and the easy bot's error, if any."""
    try:
        action = make_bot(FALLBACK_LEVEL, seed).act(obs)
        if action in obs.legal:
            return action, None
        error: BaseException = ValueError(f"the {FALLBACK_LEVEL} bot chose {action}, not legal")
    except Exception as exc:  # noqa: BLE001 - reported by the caller
        error = exc
    return obs.legal[0], error
