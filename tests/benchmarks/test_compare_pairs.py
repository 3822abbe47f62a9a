"""``benchmarks/compare_pairs.py``: two card-play runs compared deal by deal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from compare_pairs import main


def _pairs(path: Path, *values: int) -> str:
    path.write_text("".join(f"{i} {v} 0\n" for i, v in enumerate(values)))
    return str(path)


def test_runs_of_two_seeds_pool_file_by_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two seeds, deals 0 and 1 each: the variant's pairs 10, 20 and -6, 2 against the
    base's 4, 8 and 0, -2 differ by 6, 12, -6, 4: mean 4 a pair, 2 a deal; the pairs'
    variance 56, so the 95% half-width 1.96 * sqrt(56 / 4) / 2 = 3.67."""
    variant = [_pairs(tmp_path / "v1.txt", 10, 20), _pairs(tmp_path / "v2.txt", -6, 2)]
    base = [_pairs(tmp_path / "b1.txt", 4, 8), _pairs(tmp_path / "b2.txt", 0, -2)]
    main([*variant, "--base", *base, "--in-order"])
    out = capsys.readouterr().out
    assert out.startswith("4 deals in common: variant +3.25")
    assert "variant - base +2.00 (95% CI -1.67 .. +5.67)" in out
    # without --in-order the two seeds' deals 0 and 1 are taken for one deal each
    with pytest.raises(SystemExit, match="fewer than 3 deals in common"):
        main([*variant, "--base", *base])
    with pytest.raises(SystemExit, match="as many base files"):
        main([*variant, "--base", base[0], "--in-order"])
