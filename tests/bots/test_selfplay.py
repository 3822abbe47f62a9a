"""The self-play report (benchmarks/selfplay.py): counts that add up, the same for any
number of workers."""

from __future__ import annotations

from pilotta.bots.arena import run_selfplay, selfplay_lines


def test_selfplay_counts_add_up() -> None:
    s = run_selfplay("easy", deals=6, seed=3, chunk=3)
    assert s.deals == 6
    assert s.thrown_in + s.contracts == 6
    assert s.made + s.failed == s.contracts
    assert s.closed_back <= s.closed <= s.contracts
    assert s.capots_bidders + s.capots_defence <= s.contracts
    lines = selfplay_lines("easy", 3, s)
    assert lines[0] == "self-play: 4 x easy, 6 deals, seed 3"
    assert any(line.startswith("thrown in: ") for line in lines)


def test_selfplay_is_deterministic_by_seed() -> None:
    a = run_selfplay("normal", deals=4, seed=5, chunk=2)
    b = run_selfplay("normal", deals=4, seed=5, chunk=2)
    keys = ("thrown_in", "contracts", "made", "failed", "closed", "closed_back",
            "capots_bidders", "capots_defence", "bid_total")
    assert [getattr(a, k) for k in keys] == [getattr(b, k) for k in keys]
