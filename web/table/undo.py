"""Take-back: the player's last call, declaration or card goes, and the bots' actions after
it. Each step is the engine's O(1) ``Deal.pop``, so the match (and its save) keeps only the
line actually played. It stays inside the deal in play: a finished deal is on the score
sheet (and counted in the statistics) and stays there. Allowed at Easy and Normal; at Hard
and Expert only with the setting "Allow undo at Hard and Expert".
"""

from __future__ import annotations

from pilotta.actions import Action
from pilotta.game import Deal
from pilotta.match import Match
from web.core.html import attrs, esc
from web.core.settings import Settings
from web.i18n.translate import t
from web.table.state import HUMAN, W_BOT, W_HOLD, W_HUMAN, Scene

STRONG = ("hard", "expert")  # the levels where a take-back is a setting of its own


def allowed(settings: Settings) -> bool:
    return settings.level not in STRONG or settings.undo_hard


def can_take_back(deal: Deal) -> bool:
    """Has the player acted in this deal, which is still in play? (On a copy: the
    engine alone knows who made each action.)"""
    if deal.is_over or not deal.actions:
        return False
    probe = deal.copy()
    while probe.actions:
        probe.pop()
        if probe.to_act == HUMAN:
            return True
    return False


def take_back(deal: Deal) -> list[Action]:
    """Pop actions until the player's last one is gone; the player is then to act, as
    before it. Returns what was taken back, latest first."""
    taken: list[Action] = []
    while deal.actions:
        taken.append(deal.pop())
        if deal.to_act == HUMAN:
            return taken
    raise AssertionError("take_back without an action of the player")  # see can_take_back


def available(match: Match, settings: Settings, waiting: str, dialog: str) -> bool:
    deal = match.current
    return (deal is not None and not dialog and waiting in (W_HUMAN, W_BOT, W_HOLD)
            and allowed(settings) and can_take_back(deal))


def undo_button(scene: Scene) -> str:
    """The "Undo" button beside the status line: shown while there is something to take
    back; at Hard without the setting, shown disabled with the reason."""
    deal = scene.match.current
    if deal is None or not can_take_back(deal):
        return ""
    off = not allowed(scene.settings)
    values = {
        "type": "button",
        "class": "undo-btn",
        "data-action": "undo",
        "data-key": "undo",
        "title": t("undo_off_hard") if off else t("undo_title"),
        "disabled": off or bool(scene.ui.dialog),
    }
    return f'<button{attrs(values)}><span class="btn-label">{esc(t("undo"))}</span></button>'
