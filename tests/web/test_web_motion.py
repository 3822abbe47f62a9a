"""Motion's durations (web/table/motion.py): from the bot speed, none at Instant, and never
longer than the bots' pause, so a card has landed before the next one leaves."""

from __future__ import annotations

from web.core.settings import COLLECT_MS, SPEEDS, THINK_MS
from web.table.motion import css_durations, offset, travel_ms


def test_durations_follow_the_bot_speed_and_instant_has_none() -> None:
    assert travel_ms("instant") == 0
    assert css_durations("instant") == {"--travel": "0ms", "--collect": "0ms"}
    assert travel_ms("slow") > travel_ms("normal") > travel_ms("fast") > 0
    for speed in SPEEDS:
        assert travel_ms(speed) <= THINK_MS[speed]
        assert css_durations(speed)["--collect"] == f"{COLLECT_MS[speed]}ms"
    assert travel_ms("no such speed") == 0


def test_a_move_is_the_way_back_to_where_the_card_came_from() -> None:
    assert offset((10.0, 300.0), (110.0, 100.0)) == {"x": "-100.0px", "y": "200.0px"}
