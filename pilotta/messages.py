"""Message catalogs: an ``Illegal`` code and its parameters, in a player's words.

Parameters that hold cards or suits are ints in the engine; they are rendered here.
Only English exists today; another language is one more dict with the same keys.
"""

from __future__ import annotations

from typing import Any

from .cards import SUIT_NAMES, card_pretty
from .reasons import Illegal

EN: dict[str, str] = {
    "game_over": "the deal is over",
    "not_your_turn": "it is not your turn: seat {to_act} is to play",
    "auction_over": "the auction is over",
    "auction_not_over": "the auction is not over yet",
    "bad_call": "{text!s} is not a call (pass, a bid such as 80H, close or close-back)",
    "bid_value": "a bid is 80 to 820 in steps of ten, not {value}",
    "bid_too_low": "a bid must be higher than {highest}",
    "bid_after_close": "after a close no one may bid any more",
    "close_without_bid": "there is no bid to close",
    "close_own_team": "only an opponent of the bidder may close",
    "already_closed": "the game is already closed",
    "close_back_without_close": "close-back answers a close, and nothing is closed",
    "close_back_by_defence": "only the bidding team may close back",
    "already_closed_back": "the game is already closed back",
    "declare_first": "announce or decline your declarations before your first card",
    "nothing_to_declare": "you have no declaration to announce",
    "already_declared": "you have already announced or declined",
    "declare_late": "declarations are made in the first trick, before your first card",
    "card_not_held": "you do not hold the {card}",
    "must_follow": "you hold a {suit} and must follow suit",
    "must_rise": "trumps were led: you must beat the {over} with your {options}",
    "must_trump": "you have no {led} and must trump with a {trump}",
    "must_overtrump": "you must overtrump the {over} with your {options}",
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN}


def _render(name: str, value: Any) -> Any:
    if name in ("card", "over"):
        return card_pretty(value)
    if name == "options":
        return " or ".join(card_pretty(c) for c in value)
    if name in ("suit", "trump"):
        return SUIT_NAMES[value]
    if name == "led":
        return SUIT_NAMES[value] + "s"
    return value


def describe(illegal: Illegal, lang: str = "en") -> str:
    catalog = CATALOGS.get(lang, EN)
    template = catalog.get(illegal.code) or EN.get(illegal.code)
    if template is None:
        return illegal.code.replace("_", " ")
    params = {k: _render(k, v) for k, v in illegal.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return illegal.code.replace("_", " ")
