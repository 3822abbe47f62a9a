"""The rule sets by name, as records and the command line name them."""

from __future__ import annotations

from .belote import BELOTE, ROUNDINGS, BeloteRules
from .rules import PILOTTA, Rules

NAMES = ("pilotta", "belote")


def rules_named(name: str, rounding: str = "exact") -> Rules:
    """``pilotta`` or ``belote`` (whose scores are ``exact`` or rounded to ``tens``)."""
    if name == "pilotta":
        return PILOTTA
    if name == "belote":
        return BELOTE if rounding == "exact" else BeloteRules(rounding)
    raise ValueError(f"unknown rules {name!r}; choose one of {', '.join(NAMES)}")


__all__ = ["BELOTE", "NAMES", "PILOTTA", "ROUNDINGS", "rules_named"]
