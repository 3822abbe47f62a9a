"""Helpers for the engine tests: write hands and tricks in record notation."""

from __future__ import annotations

from pilotta.actions import Action, parse_action
from pilotta.cards import ALL_CARDS, parse_card
from pilotta.game import Deal


def mask(text: str) -> int:
    """``"JH 9H AS"`` -> a card set."""
    m = 0
    for word in text.split():
        m |= 1 << parse_card(word)
    return m


def cards(text: str) -> list[int]:
    return [parse_card(w) for w in text.split()]


def hands(*rows: str) -> list[int]:
    """Four hands; a row of ``*`` gets the cards no other row names."""
    out = [0 if r == "*" else mask(r) for r in rows]
    rest = ALL_CARDS
    for h in out:
        rest &= ~h
    return [rest if r == "*" else h for r, h in zip(rows, out)]


def push_all(deal: Deal, text: str) -> None:
    """Push actions in record notation, e.g. ``"80H pass pass pass announce JH"``."""
    for word in text.split():
        action: Action = parse_action(word)
        deal.push(action)
