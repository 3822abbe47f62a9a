"""Motion that helps the eye: a played card travels from its seat to the trick, a finished
trick slides to its winner. Pure Python: how long each move lasts, from the bot-speed
setting (``web/table/motion_dom.py`` measures the page and starts the CSS animations).

Motion is only a picture of what already happened: the game state is updated before a card
moves, the bots never wait for it, and clicks pass through moving cards (CSS
``pointer-events: none``). At Instant speed, or under ``prefers-reduced-motion: reduce``,
nothing moves.
"""

from __future__ import annotations

from typing import Final

from web.core.settings import COLLECT_MS

# A card's travel to the trick, per bot speed: shorter than the bots' pause (THINK_MS), so a
# card has landed before the next one leaves.
TRAVEL_MS: Final = {"slow": 380, "normal": 280, "fast": 170, "instant": 0}
BOT_CARD_SCALE: Final = 0.5  # a bot's card leaves its face-down hand small


def travel_ms(speed: str) -> int:
    return TRAVEL_MS.get(speed, 0)


def collect_ms(speed: str) -> int:
    return COLLECT_MS.get(speed, 0)


def css_durations(speed: str) -> dict[str, str]:
    """The CSS variables the animations read their durations from."""
    return {"--travel": f"{travel_ms(speed)}ms", "--collect": f"{collect_ms(speed)}ms"}


def offset(origin: tuple[float, float], target: tuple[float, float]) -> dict[str, str]:
    """The CSS variables that move an element centred at ``target`` to ``origin``."""
    return {"x": f"{origin[0] - target[0]:.1f}px", "y": f"{origin[1] - target[1]:.1f}px"}
