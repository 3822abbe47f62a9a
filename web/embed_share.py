"""A shared deal in the demo's address (``embed.html#deal=...``): the deal to play instead
of the seed's.

HOOK(h-replay): the fragment's format and its decoder, ``pilotta/share.py``, are being
written on the branch h-replay and are not in this branch yet. Until they are merged a
``#deal=`` fragment gives one notice and the seed's deal plays. Once ``pilotta.share`` is
here, ``decode`` below is the one place to connect it: turn its result into a
``SharedDeal`` (the rule set, the dealer, the cards dealt and, if the link carries them,
the actions to replay instead of the bots' choices).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from pilotta.actions import Action
from pilotta.rules import Dealt

from .embed_params import Problem


@dataclass(frozen=True)
class SharedDeal:
    rules: str  # "pilotta" or "belote"
    dealer: int
    dealt: Dealt
    actions: tuple[Action, ...] = ()  # played as recorded; the bots play the rest


def decode(text: str, rules: str) -> SharedDeal:
    """The deal a ``#deal=`` fragment carries; ``ValueError`` (with why) if it cannot be
    read, ``ImportError`` while ``pilotta.share`` is not in this build."""
    share = importlib.import_module("pilotta.share")
    # HOOK(h-replay): adapt to pilotta.share's API once merged, e.g.
    #   shared = share.decode(text)  ->  SharedDeal(shared.rules, shared.dealer, ...)
    raise ImportError(f"pilotta.share has no decoder the demo knows ({share.__name__})")


def load_shared(text: str | None, rules: str) -> tuple[SharedDeal | None, Problem | None]:
    """The shared deal of the address, if any, or the notice that says why it is not
    played (the seed's deal plays instead)."""
    if text is None:
        return None, None
    try:
        return decode(text, rules), None
    except ImportError:
        return None, Problem("em_share_unavailable", {})
    except ValueError as exc:
        return None, Problem("em_share_bad", {"detail": str(exc)[:120]})
