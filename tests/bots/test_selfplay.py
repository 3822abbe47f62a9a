"""The self-play report (benchmarks/selfplay.py): counts that add up, the same for any
number of workers."""

from __future__ import annotations

import sys

import pytest

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


KEYS = ("deals", "thrown_in", "contracts", "made", "failed", "closed", "closed_back",
        "capots_bidders", "capots_defence", "bid_total")


def test_selfplay_is_deterministic_by_seed() -> None:
    a = run_selfplay("normal", deals=4, seed=5, chunk=2)
    b = run_selfplay("normal", deals=4, seed=5, chunk=2)
    assert [getattr(a, k) for k in KEYS] == [getattr(b, k) for k in KEYS]


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide has no processes")
def test_selfplay_counts_are_the_same_for_one_and_two_workers() -> None:
    """Chunks of 2 deals over a pool of two processes add up to the counts of one process;
    the seed changes them (so the comparison is not of two empty reports)."""
    one = run_selfplay("easy", deals=6, seed=7, chunk=2, workers=1)
    two = run_selfplay("easy", deals=6, seed=7, chunk=2, workers=2)
    assert [getattr(two, k) for k in KEYS] == [getattr(one, k) for k in KEYS]
    assert one.contracts > 0
    other = run_selfplay("easy", deals=6, seed=8, chunk=2, workers=1)
    assert [getattr(other, k) for k in KEYS] != [getattr(one, k) for k in KEYS]
