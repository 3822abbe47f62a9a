"""The match an address asks for (``?seed=``, ``?rules=``) against the saved one: a match in
progress is never replaced unasked (``web/table/dom.py`` resumes it and the controller offers
the asked match in a notice). Pure Python."""

from __future__ import annotations

from web.core.settings import Params
from web.save.model import Saved


def asks_another_match(params: Params, saved: Saved) -> tuple[int | None, str | None] | None:
    """The (seed, game) the address asks for where they differ from the saved match's, or
    None when it asks for nothing else."""
    seed = params.seed if params.seed not in (None, saved.base_seed) else None
    rules = params.rules if params.rules not in (None, saved.settings.rules) else None
    return None if seed is None and rules is None else (seed, rules)


def in_progress(saved: Saved) -> bool:
    """A saved match begun and not over: an address must not replace it unasked."""
    match = saved.match
    if match.winner is not None or not match.deals:
        return False
    return len(match.deals) > 1 or bool(match.deals[-1].actions)
