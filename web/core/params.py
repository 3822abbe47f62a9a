"""The address's parameters (``?seed=N&target=N&speed=S&level=L&lang=el&rules=belote``):
each one is checked before use. A bad value is ignored with one short notice that echoes it
cut and escaped (the record reader's ``show``); unknown or repeated names share one notice,
so no address can flood the page or stop it loading."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar
from urllib.parse import parse_qsl

from pilotta.record import one_line, show
from pilotta.rulesets import rules_named
from web.core.settings import GAMES, LEVELS, MAX_SEED, SPEEDS, Params, parse_target
from web.i18n.translate import LANGUAGES, game_name, t

NAMES_SHOWN = 3  # unknown names echoed in their notice; the rest are counted

# A parameter's check: (the value to use, None) or (None, why it is refused).
Check = Callable[[str], "tuple[object, str | None]"]


def seed_of(text: str) -> int | None:
    """A seed from the address, or None: a whole number from 0 to MAX_SEED."""
    v = text.strip()
    # The length test comes first: int() of thousands of digits raises, and is slow.
    if v.isascii() and v.isdigit() and len(v) <= len(str(MAX_SEED)) and int(v) <= MAX_SEED:
        return int(v)
    return None


def check_seed(text: str) -> tuple[object, str | None]:
    seed = seed_of(text)
    return (seed, None) if seed is not None else (None, t("why_seed"))


def check_target(text: str) -> tuple[object, str | None]:
    target, _ = parse_target(text)  # the engine's check_target, behind a length guard
    return (target, None) if target is not None else (None, t("why_target"))


def check_choice(choices: tuple[str, ...], why: str) -> Check:
    def check(text: str) -> tuple[object, str | None]:
        return (text, None) if text in choices else (None, t(why))
    return check


CHECKS: dict[str, Check] = {
    "seed": check_seed,
    "target": check_target,
    "speed": check_choice(SPEEDS, "why_speed"),
    "level": check_choice(LEVELS, "why_level"),
    "lang": check_choice(LANGUAGES, "why_lang"),
    "rules": check_choice(GAMES, "why_rules"),
}


def query_language(query: str) -> str | None:
    """The first ``lang`` of the address if it is one the game speaks: read before the
    other parameters, so that their notices are in that language."""
    for name, value in parse_qsl(query.lstrip("?"), keep_blank_values=True):
        if name == "lang":
            return value if value in LANGUAGES else None
    return None


def parse_params(query: str) -> tuple[Params, list[str]]:
    """The parameters that passed their check, and the notices for the others: at most
    one per known name, and one for all the names ignored (unknown or repeated)."""
    params, bad, ignored = read_query(query, CHECKS, Params())
    if params.rules is not None and params.target is not None:
        game = rules_named(params.rules)  # Belote's targets start higher than Pilotta's
        if game.check_target(params.target) is not None:
            bad.append(("target", str(params.target),
                        t("why_target_game", game=game_name(params.rules),
                          low=game.min_target, high=game.max_target)))
            params = replace(params, target=None)
    problems = [t("bad_param", name=name, value=show(value), why=why)
                for name, value, why in bad]
    if ignored:
        problems.append(ignored_notice(ignored))
    return params, problems


P = TypeVar("P")


def read_query(query: str, checks: dict[str, Check], params: P
               ) -> tuple[P, list[tuple[str, str, str]], list[str]]:
    """``params`` with every value that passed its check; the refused ones as (name, value,
    why); the names ignored (unknown or repeated). The table's and the embed's parameters
    are both read here; each words its own notices."""
    bad: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    ignored: list[str] = []
    for name, value in parse_qsl(query.lstrip("?"), keep_blank_values=True):
        check = checks.get(name)
        if check is None or name in seen:
            ignored.append(name)
            continue
        seen.add(name)
        good, why = check(value)
        if why is None:
            used: dict[str, Any] = {name: good}  # the check gave the field's type
            params = replace(params, **used)  # type: ignore[type-var]
        else:
            bad.append((name, value, why))
    return params, bad, ignored


def shown_names(names: list[str]) -> tuple[str, int]:
    """The first distinct ignored names, quoted, and how many more there are."""
    distinct = list(dict.fromkeys(names))
    shown = ", ".join(show(n, quote=True) for n in distinct[:NAMES_SHOWN])
    return shown, len(distinct) - NAMES_SHOWN


def ignored_notice(names: list[str]) -> str:
    shown, more = shown_names(names)
    if more > 0:
        shown = t("and_more", names=shown, n=f"{more:,}")
    return one_line(t("ignored_params", names=shown))
