"""A shared deal in the demo's address (``embed.html#deal=...``): the deal to play instead
of the seed's.

The code and its reader are the engine's (``pilotta/share.py``: ``share.decode(text)``,
whose ``match()`` replays it through the record code and raises ``ShareError``, a
``ValueError``, with why), the same as the table's links. ``decode`` below is the one place
that reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pilotta import share
from pilotta.actions import Action
from pilotta.rules import Dealt
from web.core.deal_link import link_error_words
from web.embed.address import Problem


@dataclass(frozen=True)
class SharedDeal:
    rules: str  # "pilotta" or "belote"
    dealer: int
    dealt: Dealt
    actions: tuple[Action, ...] = ()  # played as recorded; the bots play the rest
    rounding: str = "exact"  # Belote's scores: "exact" or "tens"


def decode(text: str) -> SharedDeal:
    """The deal a ``#deal=`` fragment carries, checked by replaying it with the record
    code; ``ValueError`` (with why) if it cannot be read or breaks a rule."""
    code = share.decode(text)
    match = code.match()  # the record code replays every call and card
    return SharedDeal(code.rules, code.dealer, code.dealt(), tuple(match.deals[0].actions),
                      code.rounding)


def load_shared(text: str | None) -> tuple[SharedDeal | None, Problem | None]:
    """The shared deal of the address, if any, or the notice that says why it is not
    played (the seed's deal plays instead)."""
    if text is None:
        return None, None
    try:
        return decode(text), None
    except share.ShareError as exc:  # why, in the demo's language (the engine's words)
        return None, Problem("em_share_bad", {"detail": link_error_words(exc)[:120]})
    except ValueError as exc:
        return None, Problem("em_share_bad", {"detail": str(exc)[:120]})
