"""The rule sets by name, as records and the command line name them."""

from __future__ import annotations

from .belote import BELOTE, ROUNDINGS, BeloteRules
from .coinche import COINCHE, CoincheRules
from .rules import PILOTTA, Rules

# every rule set: the page's games, records, links, the bots and the command line
NAMES = ("pilotta", "belote", "coinche")
ALL_NAMES = NAMES


def rules_named(name: str, rounding: str = "exact") -> Rules:
    """``pilotta``, ``belote`` or ``coinche`` (the last two's scores are ``exact`` or rounded
    to ``tens``)."""
    if name == "pilotta":
        return PILOTTA
    if name == "belote":
        return BELOTE if rounding == "exact" else BeloteRules(rounding)
    if name == "coinche":
        return COINCHE if rounding == "exact" else CoincheRules(rounding)
    raise ValueError(f"unknown rules {name!r}; choose one of {', '.join(ALL_NAMES)}")


__all__ = ["ALL_NAMES", "BELOTE", "COINCHE", "NAMES", "PILOTTA", "ROUNDINGS", "rules_named"]
