"""Tiny helpers to build HTML text (escaped) in pure Python: the page renders each region
as one string and the DOM layer swaps it in only when it changed."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from pilotta.cards import SUIT_SYMBOLS


def esc(text: object) -> str:
    return escape(str(text), quote=True)


def attrs(values: Mapping[str, object]) -> str:
    """`` name="value"`` pairs; True gives a bare attribute, False/None omits it."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def suit_span(suit: int) -> str:
    color = "red" if suit in (1, 2) else "black"
    return f'<span class="suit suit-{color}">{SUIT_SYMBOLS[suit]}</span>'


def rich(text: str) -> str:
    """Escape ``text`` and colour its suit symbols (red hearts and diamonds)."""
    out = []
    for ch in esc(text):
        i = SUIT_SYMBOLS.find(ch)
        out.append(suit_span(i) if i >= 0 else ch)
    return "".join(out)
