"""Hints: what the hard bot would play now, and why, as a message code with parameters.

``hint(obs)`` runs the hard bot on the seat's observation (the same information the
player has, nothing hidden) and returns a ``Hint``: the action, a ``code`` and ``params``
(cards and suits as ints, like ``Illegal``). ``think_hint(obs)`` is the incremental form
for the page's main thread. ``describe(hint, lang)`` renders it from a catalog; the page may
use its own translations of the same codes. Belote adds its trump choice (``take``,
``name_trump``, ``pass_take``) and the discard only the partner exemption allows
(``partner_wins_free``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from ..actions import BID, CLOSE, CLOSE_BACK, PASS, TAKE, Action, Call, Declare, Play
from ..cards import POINTS, SUIT_MASK, SUIT_NAMES, card_pretty
from ..observation import Observation
from ..rulesets import rules_named
from ..tricks import partner_winning
from .belote_calls import is_trump_choice
from .hard import Budget, HardBot
from .knowledge import read_auction

EN: dict[str, str] = {
    # cards
    "only_card": "the {card} is your only legal card",
    "feed_partner": "partner wins this trick: play your {card} for {points} points",
    "partner_wins_low": "partner wins this trick: the {card} will do, keep your better cards",
    "win_trick": "take the trick with the {card}",
    "overtake_partner": "partner may lose this trick: overtake with the {card}",
    "play_low": "you cannot win this trick: play the {card} and keep your points",
    "discard_low": "discard the {card}: it gives away least and you keep your guards",
    "partner_wins_free": "partner wins this trick, so you need not trump: play the {card}",
    "draw_trumps": "draw the opponents' trumps with the {card}",
    "lead_trump": "lead a trump: the {card}",
    "cash_master": "the {card} is master: cash it before it can be trumped",
    "give_ruff": "partner has no {suit}s: lead the {card} for him to trump",
    "lead_partner_suit": "lead your partner's suit: the {card}",
    "lead_low": "lead the {card}: it risks the least",
    "search": "the {card} scores best over {worlds} deals that fit what you have seen",
    "last_tricks": "with the cards left, the {card} wins the most points",
    # auction
    "bid": "bid {value} in {suit}s: you should make it about {chance}% of the time",
    "raise_partner": "support your partner: bid {value} in {suit}s "
                     "(about {chance}% to make it)",
    "overcall": "outbid them with {value} in {suit}s: about {chance}% to make it",
    "pass_weak": "pass: no contract is likely enough to be made",
    "pass_partner": "pass: your partner's contract is your team's best",
    "pass_defend": "pass: defend against their contract",
    "close": "close: their contract fails in about {chance}% of the deals that fit",
    "close_back": "close back: you make your contract about {chance}% of the time",
    # Belote's trump choice
    "take": "take the {card}: with {suit}s as trump you should win the deal about "
            "{chance}% of the time",
    "name_trump": "name {suit}s as trump: you should win the deal about {chance}% of the time",
    "pass_take": "pass: no trump is likely enough to win the deal",
    # declarations
    "announce": "announce your declarations",
    "decline": "decline: the opponents announced more, announcing would only show your hand",
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN}


@dataclass(frozen=True)
class Hint:
    action: Action
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str = "en") -> str:
        return describe(self, lang)

    def to_json(self) -> dict[str, object]:
        return {"action": str(self.action), "code": self.code, "params": dict(self.params)}


def _render(name: str, value: Any) -> Any:
    if name == "card":
        return card_pretty(value)
    if name == "suit":
        return SUIT_NAMES[value]
    return value


def describe(h: Hint, lang: str = "en") -> str:
    catalog = CATALOGS.get(lang, EN)
    template = catalog.get(h.code) or EN.get(h.code)
    if template is None:
        return h.code.replace("_", " ")
    try:
        return template.format(**{k: _render(k, v) for k, v in h.params.items()})
    except (KeyError, IndexError, ValueError):
        return h.code.replace("_", " ")


def think_hint(obs: Observation, budget: Budget | str = "browser", seed: int = 0
               ) -> Generator[None, None, Hint]:
    """The hint, computed incrementally (yields between slices like ``think``)."""
    bot = HardBot(seed, budget)
    action: Action = yield from bot.think(obs)
    return explain(obs, action, bot)


def hint(obs: Observation, budget: Budget | str = "browser", seed: int = 0) -> Hint:
    g = think_hint(obs, budget, seed)
    while True:
        try:
            next(g)
        except StopIteration as stop:
            result: Hint = stop.value
            return result


def explain(obs: Observation, action: Action, bot: HardBot) -> Hint:
    a = bot.last
    if isinstance(action, Play):
        c = action.card
        params: dict[str, Any] = {"card": c}
        reason = a.reason or "search"
        if reason == "search":
            if obs.hand.bit_count() <= bot.budget.dds_cards:
                return Hint(action, "last_tricks", params)
            return Hint(action, "search", {"card": c, "worlds": a.worlds})
        if reason == "feed_partner":
            params["points"] = POINTS[obs.trump][c]
            if params["points"] < 10:
                reason = "partner_wins_low"
                del params["points"]
        if reason == "give_ruff":
            params["suit"] = c >> 3
        if _free_discard(obs, c) and "points" not in params:
            return Hint(action, "partner_wins_free", {"card": c})
        if reason not in EN:
            reason = "search"
            params["worlds"] = a.worlds
        return Hint(action, reason, params)
    if isinstance(action, Declare):
        return Hint(action, "announce" if action.announce else "decline")
    assert isinstance(action, Call)
    chance = min(99, max(1, round(100 * (a.make_chance or 0.0))))
    if is_trump_choice(obs):
        assert obs.turned is not None
        if action.kind == PASS:
            return Hint(action, "pass_take")
        if action.kind == TAKE:
            return Hint(action, "take", {"card": obs.turned, "suit": obs.turned >> 3,
                                         "chance": chance})
        return Hint(action, "name_trump", {"suit": action.bid_suit, "chance": chance})
    info = read_auction(obs)
    if action.kind == BID:
        params = {"value": action.value, "suit": action.bid_suit, "chance": chance}
        if info.high_seat >= 0 and (info.high_seat ^ obs.seat) & 1 == 0:
            return Hint(action, "raise_partner", params)
        if info.high_seat >= 0:
            return Hint(action, "overcall", params)
        return Hint(action, "bid", params)
    values = a.values or {}
    if action.kind == CLOSE:
        fail = values.get("close_fail", 0.0)
        return Hint(action, "close", {"chance": min(99, round(100 * fail))})
    if action.kind == CLOSE_BACK:
        make = values.get("close_back_make", 0.0)
        return Hint(action, "close_back", {"chance": min(99, round(100 * make))})
    if info.high_seat < 0:
        return Hint(action, "pass_weak")
    if (info.high_seat ^ obs.seat) & 1 == 0:
        return Hint(action, "pass_partner")
    return Hint(action, "pass_defend")


def _free_discard(obs: Observation, card: int) -> bool:
    """A card other than a trump from a hand that holds trumps but not the led suit, while
    partner wins the trick: legal only by the partner exemption (Belote)."""
    trump = obs.trump
    if not obs.trick or not rules_named(obs.rules).partner_exemption or card >> 3 == trump:
        return False
    led = obs.trick[0] >> 3
    return (not obs.hand & SUIT_MASK[led] and bool(obs.hand & SUIT_MASK[trump])
            and partner_winning(obs.trick, trump))
