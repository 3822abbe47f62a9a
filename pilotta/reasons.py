"""Why an action is illegal: a code with parameters, turned into words by ``messages``.

The engine never bakes an English sentence into a refusal, so the page can speak Greek,
English or French from the same code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, eq=True)
class Illegal:
    """A refusal: ``code`` names the rule, ``params`` carries its details (cards as ints)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str = "en") -> str:
        from .messages import describe

        return describe(self, lang)

    def __hash__(self) -> int:  # params is a dict; hash the code only
        return hash(self.code)


class IllegalAction(ValueError):
    """Raised by ``push`` for an action the rules refuse; ``.illegal`` says why."""

    def __init__(self, illegal: Illegal) -> None:
        super().__init__(illegal.message())
        self.illegal = illegal
