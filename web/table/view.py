"""A whole render: the HTML text of every region of the page and the ``<body>`` data
attributes (test hooks and CSS state), from one ``Scene``. Pure Python."""

from __future__ import annotations

from pilotta.cards import TRUMP_LETTERS
from web.table.state import W_HUMAN, Scene
from web.table.view_panels import dialog_region, notices_region, overlay_region
from web.table.view_side import scoreboard_region, side_region
from web.table.view_table import (
    center_region,
    hand_region,
    seat_region,
    status_region,
    toast_region,
)

# element id -> region
REGION_IDS = (
    "scoreboard", "notices", "seat-0", "seat-1", "seat-2", "seat-3", "center", "status",
    "toast", "hand", "side", "overlay", "dialog",
)


def regions(scene: Scene) -> dict[str, str]:
    return {
        "scoreboard": scoreboard_region(scene),
        "notices": notices_region(scene),
        "seat-0": seat_region(scene, 0),
        "seat-1": seat_region(scene, 1),
        "seat-2": seat_region(scene, 2),
        "seat-3": seat_region(scene, 3),
        "center": center_region(scene),
        "status": status_region(scene),
        "toast": toast_region(scene),
        "hand": hand_region(scene),
        "side": side_region(scene),
        "overlay": overlay_region(scene),
        "dialog": dialog_region(scene),
    }


def body_data(scene: Scene) -> dict[str, str | None]:
    """``<body data-*>`` values; None removes the attribute."""
    obs = scene.obs
    return {
        "phase": obs.phase,
        "rules": obs.rules,  # the game: pilotta or belote
        "waiting": scene.waiting,
        "to-act": "" if obs.to_act is None else str(obs.to_act),
        "human-turn": "true" if scene.waiting == W_HUMAN else "false",
        "deal": str(len(scene.match.deals)),
        "moves": f"{len(scene.match.deals)}:{len(scene.match.deals[-1].actions)}",
        "target": str(scene.match.target),
        "seed": str(scene.seed),
        "speed": scene.settings.speed,
        "level": scene.settings.level,
        "bots": scene.bots,
        "slowest-ms": str(round(scene.slowest_ms)),
        "dialog": scene.ui.dialog,
        "trump": "" if obs.contract is None else TRUMP_LETTERS[obs.contract.trump],
        "hinting": "1" if scene.ui.hinting else None,  # a hint is being computed
    }
