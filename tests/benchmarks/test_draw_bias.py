"""``benchmarks/draw_bias.py``: the quick draw against the uniform one, position by
position."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from draw_bias import main, measure


def test_gaps_are_shares_and_cover_the_deal() -> None:
    """One Belote deal: a row per hand size met at a decision with a choice, each gap a
    difference of two shares (0 to 1)."""
    gaps = measure("belote", 1, 50, 3)
    assert gaps and set(gaps) <= set(range(1, 9))
    assert all(0.0 <= g <= 1.0 for row in gaps.values() for pair in row for g in pair)


def test_prints_a_line_per_hand_size(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--deals", "1", "--draws", "20", "--seed", "3"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("belote, 1 deals, seed 3, 20 draws each way")
    assert all(line.startswith("  ") and "cards in hand" in line for line in out[1:])
