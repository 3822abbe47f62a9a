"""A plain Belote player for the page's bot seats while the engine's bots are learning
Belote: a bot that raises or chooses an illegal action in a Belote deal has this play its
move, quietly (the engine's bots come first; the day they play Belote, this never plays).

Trump choice by a count of the trump cards' points; announce any declaration; cards: the
easy bot's if legal, else the first legal card."""

from __future__ import annotations

from collections.abc import Generator

from pilotta.actions import ANNOUNCE, PASS_CALL, TAKE, TRUMP, Action, Call, Play
from pilotta.agent import Agent, think
from pilotta.cards import cards_in
from pilotta.observation import Observation

TRUMP_VALUE = {4: 20, 2: 14, 7: 11, 3: 10, 6: 4, 5: 3}  # rank index (7 8 9 T J Q K A): points
SIDE_ACE = 7
TAKE_AT = 38  # e.g. J + 9 + a side ace, or J + A + 10


def strength(cards: list[int], suit: int) -> int:
    """The hand's worth with ``suit`` as trump: its trumps' points and the side aces."""
    value = 0
    for c in cards:
        if c >> 3 == suit:
            value += TRUMP_VALUE.get(c & 7, 0)
        elif c & 7 == SIDE_ACE:
            value += 8
    return value


def choose_call(obs: Observation) -> Call:
    """Take the turned suit, name the best other suit, or pass."""
    legal = [a for a in obs.legal if isinstance(a, Call)]
    hand = list(cards_in(obs.hand))
    best: tuple[int, Call] = (TAKE_AT - 1, PASS_CALL)
    for call in legal:
        if call.kind == TAKE and obs.turned is not None:
            worth = strength(hand + [obs.turned], obs.turned >> 3)
        elif call.kind == TRUMP:
            worth = strength(hand, call.bid_suit)
        else:
            continue
        if worth > best[0]:
            best = (worth, call)
    return best[1]


def stand_in(obs: Observation, easy: Agent) -> Action:
    legal = obs.legal
    if obs.contract is None:
        return choose_call(obs)
    if ANNOUNCE in legal:
        return ANNOUNCE
    try:
        action = easy.act(obs)
    except Exception:  # noqa: BLE001 - the easy bot may not know Belote yet either
        action = legal[0]
    return action if action in legal and isinstance(action, Play) else legal[0]


def think_belote(bot: Agent, easy: Agent, obs: Observation) -> Generator[None, None, Action]:
    """The bot's own thinking; if it fails or its choice is illegal, the stand-in's move."""
    try:
        action: Action = yield from think(bot, obs)
    except Exception:  # noqa: BLE001 - the engine's bot cannot play Belote yet
        return stand_in(obs, easy)
    return action if action in obs.legal else stand_in(obs, easy)
