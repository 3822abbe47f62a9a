"""The demo's address: ``embed.html?rules=belote&seed=7&lang=el&speed=fast&autoplay=0`` and
an optional shared deal, ``#deal=...``.

Each parameter is checked as ``web/core/params.py`` checks the table's: a bad value is ignored
with one short notice that echoes it cut and escaped, unknown or repeated names share one
notice, and the defaults play. Notices are worded once the language is known (the language
is itself a parameter), so parsing returns keys, not sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from pilotta.record import one_line, show
from pilotta.rulesets import NAMES
from web.core.params import read_query, seed_of, shown_names
from web.core.settings import SPEEDS
from web.i18n.translate import t

LANGS: Final = ("en", "el", "fr")
# The deal played without ?seed=: one that shows many rules (for Pilotta: trumping,
# overtrumping, a trump lead beaten, the pilotta, the Rule of 6; for Belote: the partner
# exemption too; for Coinche: a coinche and the belote). A search over seeds with the
# normal bots picked them.
DEFAULT_SEEDS: Final = {"pilotta": 174, "belote": 170, "coinche": 208}
AUTOPLAY: Final = {"1": True, "true": True, "yes": True, "0": False, "false": False, "no": False}
# Milliseconds between two steps at each speed: long enough to read a caption.
STEP_MS: Final = {"slow": 3200, "normal": 2000, "fast": 800, "instant": 0}


@dataclass(frozen=True)
class EmbedParams:
    rules: str = "pilotta"
    seed: int | None = None  # None: the rule set's default deal
    lang: str = "en"
    speed: str = "normal"
    autoplay: bool = True

    @property
    def deal_seed(self) -> int:
        return DEFAULT_SEEDS[self.rules] if self.seed is None else self.seed

    @property
    def step_ms(self) -> int:
        return STEP_MS[self.speed]


@dataclass(frozen=True)
class Problem:
    """A notice to word later: ``key`` with its parameters (``why`` is a key too)."""

    key: str
    params: dict[str, str]

    def words(self) -> str:
        params = dict(self.params)
        if "why" in params:
            params["why"] = t(params["why"])
        return one_line(t(self.key, **params))


Check = Callable[[str], "tuple[object, str | None]"]


def _seed(text: str) -> tuple[object, str | None]:
    seed = seed_of(text)  # the table's reading of a seed
    return (seed, None) if seed is not None else (None, "em_why_seed")


def _choice(choices: tuple[str, ...], why: str) -> Check:
    return lambda text: (text, None) if text in choices else (None, why)


def _autoplay(text: str) -> tuple[object, str | None]:
    value = AUTOPLAY.get(text.strip().lower())
    return (value, None) if value is not None else (None, "em_why_autoplay")


CHECKS: dict[str, Check] = {
    "rules": _choice(NAMES, "em_why_rules"),
    "seed": _seed,
    "lang": _choice(LANGS, "em_why_lang"),
    "speed": _choice(SPEEDS, "em_why_speed"),
    "autoplay": _autoplay,
}


def parse_embed_params(query: str) -> tuple[EmbedParams, list[Problem]]:
    """The parameters that passed their check, and one problem per bad known name plus
    one for all the names ignored (unknown or repeated)."""
    params, bad, ignored = read_query(query, CHECKS, EmbedParams())
    problems = [Problem("em_bad_param", {"name": name, "value": show(value), "why": why})
                for name, value, why in bad]
    if ignored:
        shown, more = shown_names(ignored)
        if more > 0:
            shown += f" (+{more:,})"
        problems.append(Problem("em_ignored", {"names": shown}))
    return params, problems


SHARE_PREFIX: Final = "deal="
MAX_FRAGMENT: Final = 4096  # a shared deal is far shorter; a longer fragment is not read


def shared_deal_text(fragment: str) -> str | None:
    """The text of a ``#deal=...`` fragment, or None when the address has none."""
    body = fragment.lstrip("#")
    if not body.startswith(SHARE_PREFIX):
        return None
    return body[len(SHARE_PREFIX):MAX_FRAGMENT]
