"""Bots for Cypriot Pilotta, French Belote and Coinche: random, easy, normal, hard and
expert, behind one factory.

Every bot is an ``Agent``: it receives one seat's ``Observation`` (never the deal) and
returns one legal action; the rule set is the observation's (``Observation.rules``).
``make_bot(level, seed)`` builds one; ``LEVELS`` lists the levels from weakest to strongest.
The hard bot also thinks incrementally (``think``) and explains its choice (``hints.hint``);
expert is the hard bot with a larger work budget (the "expert" preset).
"""

from __future__ import annotations

from typing import Any, Final

from ..agent import Agent, RandomAgent
from .heuristic import HeuristicBot

LEVELS: Final = ("random", "easy", "normal", "hard", "expert")


def make_bot(level: str, seed: int = 0, **options: Any) -> Agent:
    """A bot of ``level`` ("random", "easy", "normal", "hard" or "expert"), deterministic
    from ``seed``. Options (hard and expert): any ``Budget`` field such as ``worlds``, and for
    hard ``budget`` (a ``Budget`` or a preset name: "browser", "arena", "tiny"); expert's
    budget is always the "expert" preset (with the fields given). Every budget counts work."""
    if level == "random":
        return RandomAgent(seed)
    if level in ("easy", "normal"):
        return HeuristicBot(level, seed)
    if level == "hard":
        from .hard import HardBot

        return HardBot(seed, **options)
    if level == "expert":
        from .hard import HardBot

        bot = HardBot(seed, **{**options, "budget": "expert"})
        bot.name = "expert"
        return bot
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "make_bot", "HeuristicBot"]
