"""Where the keyboard focus belongs, the pure part: after each render, the place of the
player's next action.

- The player's call: the bid box. The player's declarations: the prompt (Announce first).
  The player's card: the hand (a card that may be played). A deal's summary: its button
  ("Next deal", or "New match" once the match is won).
- Bots playing, a trick held on the table: the hand, a stable place; the focus only goes
  there if it was lost (the control the player used went away).

A "strong" goal is taken once per turn (its ``token`` names the turn): the focus moves there
from wherever it is on the table, or from nowhere; never out of the header, the side panel
or a dialog, where the player went on purpose. The DOM side (``keyboard_dom``) does it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pilotta.actions import Declare
from web.table.state import W_HUMAN, W_MATCH_OVER, W_SUMMARY, Scene

HAND = "#hand .hand-cards"
BID_BOX = '#center [data-panel="auction"]'
DECLARE = '#center [data-panel="declare"]'
NEXT_DEAL = '#overlay [data-key="next-deal"]'
NEW_MATCH = '#overlay [data-key="new-match-end"]'
TABLE = "#table"  # the last resort: the table itself takes the focus (tabindex="-1")


@dataclass(frozen=True)
class Goal:
    selector: str  # a control, or a group (its tab stop takes the focus)
    token: str = ""  # names the turn: a strong goal is taken once per token
    strong: bool = False


def focus_goal(scene: Scene) -> Goal | None:
    """Where the focus belongs now (None: a dialog is open and keeps it)."""
    if scene.ui.dialog:
        return None
    deal = len(scene.match.deals)
    w = scene.waiting
    if w == W_SUMMARY:
        return Goal(NEXT_DEAL, f"summary:{deal}", True)
    if w == W_MATCH_OVER:
        return Goal(NEW_MATCH, f"over:{deal}", True)
    obs = scene.obs
    if w == W_HUMAN:
        token = f"turn:{scene.seed}:{deal}:{len(scene.match.deals[-1].actions)}"
        if obs.contract is None:
            return Goal(BID_BOX, token, True)
        if obs.legal and isinstance(obs.legal[0], Declare):
            return Goal(DECLARE, token, True)
        return Goal(HAND, token, True)
    return Goal(HAND)
