"""The bots in the three other seats: a thin factory over the engine's bots
(``pilotta.bots.make_bot``), and the fallback the page uses when a bot fails.

Bots see nothing but their seat's ``Observation``. The hard bot (and the hint) get the
engine's "browser" budget: work counted for the page, thought in slices of time by
``slicing``; Expert is the hard bot with the engine's "expert" budget, and at that level
the hint thinks as Expert does.
"""

from __future__ import annotations

from typing import Final

from pilotta import bots as engine_bots
from pilotta.actions import Action
from pilotta.agent import Agent
from pilotta.observation import Observation
from web.core import slicing

FALLBACK_LEVEL: Final = "easy"  # plays a move for a bot that failed
BUDGET: Final = "browser"  # the hard bot's and the hint's budget preset
# how long a decision may think before the easy bot plays for it: a safety net far above
# what each level's budget needs (Expert about 3 s in Pyodide at most), not a budget
DEADLINES_MS: Final = {"expert": 60_000.0}


def deadline_ms(level: str) -> float:
    return DEADLINES_MS.get(level, slicing.DEADLINE_MS)


def hint_budget(level: str) -> str:
    """The hint's budget preset: Expert's at Expert, else the hard bot's."""
    return "expert" if level == "expert" else BUDGET


def make_bot(level: str, seed: int) -> Agent:
    """The engine's bot of ``level`` ("easy", "normal", "hard" or "expert"), deterministic
    from ``seed``; an unknown level is an error (``ValueError``)."""
    if level == "hard":
        return engine_bots.make_bot(level, seed, budget=BUDGET)
    return engine_bots.make_bot(level, seed)  # expert: the engine's "expert" preset


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
