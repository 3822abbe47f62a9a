"""The throw-in report: every deal is counted once, as thrown in, a lone 80 or another."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from uncontested_openings import main


def test_every_deal_is_counted_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--level", "easy", "--deals", "6", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    thrown = int(re.search(r"thrown in (\d+)", out).group(1))  # type: ignore[union-attr]
    lone = int(re.search(r"lone openings at 80: (\d+), made (\d+)", out).group(1))  # type: ignore[union-attr]
    other = int(re.search(r"other contracts: (\d+)", out).group(1))  # type: ignore[union-attr]
    assert thrown + lone + other == 6
