"""The analysis' reasons (``analysis.Why``) in a player's words: English, French, Greek.

The codes and parameters are the analysis'; cards are ints, rendered here. The page may
word the same codes in its own catalogs; this one serves the command line.
"""

from __future__ import annotations

from typing import Any

from ..cards import card_pretty
from .analysis import Why

EN: dict[str, str] = {
    "would_win_trick": "the {card} would have won this trick: this cost you {points}",
    "gave_contract": "this let them make their contract: with the {card} they would have "
                     "failed; it cost you {points}",
    "lost_contract": "this lost you the contract: with the {card} it would have been made; "
                     "it cost you {points}",
    "cost_points": "this cost you {points}: the {card} was better",
}

FR: dict[str, str] = {
    "would_win_trick": "le {card} aurait remporté ce pli : cela vous a coûté {points}",
    "gave_contract": "cela leur a permis de réussir leur contrat : avec le {card}, ils "
                     "chutaient ; cela vous a coûté {points}",
    "lost_contract": "cela vous a fait chuter : avec le {card}, le contrat était réussi ; "
                     "cela vous a coûté {points}",
    "cost_points": "cela vous a coûté {points} : le {card} était meilleur",
}

EL: dict[str, str] = {
    "would_win_trick": "το {card} θα έπαιρνε αυτή τη χαρτωσιά: αυτό σου κόστισε {points}",
    "gave_contract": "έτσι τους άφησες να βγάλουν το συμβόλαιο: με το {card} θα έμπαιναν "
                     "μέσα· σου κόστισε {points}",
    "lost_contract": "έτσι μπήκατε μέσα: με το {card} το συμβόλαιο θα έβγαινε· σου κόστισε "
                     "{points}",
    "cost_points": "αυτό σου κόστισε {points}: το {card} ήταν καλύτερο",
}

# French typography: a narrow no-break space before : and ; (written plainly above).
FR.update({k: v.replace(" :", "\u202f:").replace(" ;", "\u202f;") for k, v in FR.items()})

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "fr": FR, "el": EL}

# "N points" as the sentences use it (Greek: the object of "κόστισε", accusative)
POINTS: dict[str, tuple[str, str]] = {
    "en": ("{n} point", "{n} points"),
    "fr": ("{n} point", "{n} points"),
    "el": ("{n} πόντο", "{n} πόντους"),
}


def _render(name: str, value: Any, lang: str) -> Any:
    if name == "card":
        return card_pretty(value)
    if name == "points":
        one, many = POINTS.get(lang, POINTS["en"])
        return (one if value == 1 else many).format(n=value)
    return value


def describe(why: Why, lang: str = "en") -> str:
    """The reason in ``lang`` (English for a language without a catalog)."""
    template = CATALOGS.get(lang, EN).get(why.code) or EN.get(why.code)
    if template is None:
        return why.code.replace("_", " ")
    params = {k: _render(k, v, lang) for k, v in why.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return why.code.replace("_", " ")
