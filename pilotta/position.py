"""A card-play position written as JSON, for ``python -m pilotta solve``.

``{"rules": "pilotta"|"belote"|"coinche", "trump": "S"|"H"|"D"|"C" (Coinche also "N"
sans-atout, "A" tout-atout), "leader": 0-3,
"hands": [[card names] x 4 seats], "trick": [card names on the table, from the leader]}``

``read_position`` checks everything a solver relies on and refuses anything else with a
``PositionError`` whose message is one line: no card twice, every seat holding the same
number of cards once the trick on the table is accounted for, and each card of the trick
legal for its player (his hand then: what he holds now and that card).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .cards import SUITS, TRUMP_LETTERS, card_name, parse_card
from .record import show
from .rules import Rules
from .rulesets import NAMES, rules_named
from .tricks import explain, legal_on, partner_winning, trick_state

SOLVED = NAMES  # the rule sets a position may name
KEYS = ("rules", "trump", "leader", "hands", "trick")


class PositionError(ValueError):
    """A position that cannot be solved; the message says why in one line."""


@dataclass(frozen=True, slots=True)
class Position:
    rules: Rules
    trump: int
    leader: int
    hands: tuple[int, int, int, int]  # card sets: what each seat still holds
    trick: tuple[int, ...]  # the cards on the table, from the leader

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) & 3

    def legal(self) -> int:
        """The cards the seat to move may play."""
        return legal_on(self.hands[self.to_move], self.trick, self.trump,
                        self.rules.partner_exemption)


def read_position(text: str) -> Position:
    """The position ``text`` writes (a UTF-8 byte order mark before it is allowed)."""
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except (ValueError, RecursionError) as e:
        raise PositionError(f"not JSON: {e}") from None
    if not isinstance(data, dict):
        raise PositionError(f"a position is a JSON object, not {show(data)}")
    unknown = [k for k in data if k not in KEYS]
    if unknown:
        raise PositionError(f"unknown key {show(unknown[0], quote=True)} "
                            f"(the keys are {', '.join(KEYS)})")
    for k in KEYS:
        if k not in data:
            raise PositionError(f"missing key {k!r}")
    name = data["rules"]
    if not isinstance(name, str) or name not in SOLVED:
        raise PositionError(f"rules: {' or '.join(SOLVED)}, not {show(name, quote=True)}")
    rules = rules_named(name)
    trump = _trump(data["trump"], TRUMP_LETTERS if name == "coinche" else SUITS)
    leader = data["leader"]
    if type(leader) is not int or not 0 <= leader <= 3:
        raise PositionError(f"leader: a seat 0 to 3, not {show(leader)}")
    raw_hands = data["hands"]
    if not isinstance(raw_hands, list) or len(raw_hands) != 4:
        raise PositionError(f"hands: a list of 4 lists of cards, not {show(raw_hands)}")
    seen: set[int] = set()
    hands = [_cards(h, f"hands[{s}]", seen) for s, h in enumerate(raw_hands)]
    trick = _cards(data["trick"], "trick", seen)
    if len(trick) > 3:
        raise PositionError(f"trick: at most 3 cards are on the table, not {len(trick)}")
    # the cards each seat held when the trick began
    held = [len(h) for h in hands]
    for i in range(len(trick)):
        held[(leader + i) & 3] += 1
    if len(set(held)) != 1:
        raise PositionError(
            "every seat must hold the same number of cards once the trick is accounted "
            f"for: seats 0-3 hold {', '.join(map(str, held))} (trick cards counted)")
    if not 1 <= held[0] <= 8:
        raise PositionError(f"each seat holds 1 to 8 cards, not {held[0]}")
    masks = [sum(1 << c for c in h) for h in hands]
    for i, c in enumerate(trick):
        seat = (leader + i) & 3
        hand = masks[seat] | 1 << c
        before = trick[:i]
        led, best = trick_state(before, trump)
        if before and not legal_on(hand, before, trump, rules.partner_exemption) >> c & 1:
            free = rules.partner_exemption and partner_winning(before, trump)
            why = explain(hand, led, best, trump, c, free)
            reason = why.message() if why is not None else "not legal"
            raise PositionError(f"trick card {i + 1}, {card_name(c)} by seat {seat}, is not "
                                f"legal: {reason}")
    return Position(rules, trump, leader, (masks[0], masks[1], masks[2], masks[3]),
                    tuple(trick))


def _trump(value: Any, letters: str) -> int:
    """A trump letter: a suit's, or (Coinche) N sans-atout and A tout-atout."""
    if isinstance(value, str) and len(value) == 1 and value in letters:
        return letters.index(value)
    raise PositionError(f"trump: one of {', '.join(letters)}, not {show(value, quote=True)}")


def _cards(value: Any, where: str, seen: set[int]) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(f"{where}: a list of card names, not {show(value)}")
    out = []
    for x in value:
        if not isinstance(x, str):
            raise PositionError(f"{where}: a card is a name such as 7D or JS, not {show(x)}")
        try:
            c = parse_card(x)
        except ValueError as e:
            raise PositionError(f"{where}: {e}") from None
        if c in seen:
            raise PositionError(f"{where}: {x} appears twice in the position")
        seen.add(c)
        out.append(c)
    return out
