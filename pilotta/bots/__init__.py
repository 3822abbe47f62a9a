"""Bots for Cypriot Pilotta and French Belote: random, easy, normal and hard, behind one
factory.

Every bot is an ``Agent``: it receives one seat's ``Observation`` (never the deal) and
returns one legal action; the rule set is the observation's (``Observation.rules``).
``make_bot(level, seed)`` builds one; ``LEVELS`` lists the levels from weakest to strongest.
The hard bot also thinks incrementally (``think``) and explains its choice (``hints.hint``).
"""

from __future__ import annotations

from typing import Any, Final

from ..agent import Agent, RandomAgent
from .heuristic import HeuristicBot

LEVELS: Final = ("random", "easy", "normal", "hard")


def make_bot(level: str, seed: int = 0, **options: Any) -> Agent:
    """A bot of ``level`` ("random", "easy", "normal" or "hard"), deterministic from
    ``seed``. Options (hard only): ``budget`` (a ``Budget`` or a preset name: "browser",
    "arena", "tiny"), or any ``Budget`` field such as ``worlds``: every budget counts work."""
    if level == "random":
        return RandomAgent(seed)
    if level in ("easy", "normal"):
        return HeuristicBot(level, seed)
    if level == "hard":
        from .hard import HardBot

        return HardBot(seed, **options)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "make_bot", "HeuristicBot"]
