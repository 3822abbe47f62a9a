"""The benchmarks' Pyodide harness, on its CPython side: the code the page runs is run here
the same way (its last line a JSON expression), and a missing site is one clear line."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import analysis_time
import pyodide_decisions
from in_pyodide import in_cpython, missing_site


def test_the_code_runs_here_as_in_the_page(tmp_path: Path) -> None:
    assert in_cpython("x = 6 * 7\nimport json\njson.dumps({'x': x})") == {"x": 42}
    assert "python3 build.py build" in missing_site(tmp_path)


def test_the_decision_timing_plays_legal_deals_and_keeps_its_moves() -> None:
    code = pyodide_decisions.timing_code("normal", 1, 3, ["belote"], {})
    out = in_cpython(code)
    assert set(out) == {"belote"} and out["belote"]["moves"]
    assert out["belote"]["times"]["cards"]
    assert in_cpython(code)["belote"]["moves"] == out["belote"]["moves"]  # no clock decides


def test_the_analysis_timing_code_is_the_scripts_own() -> None:
    code = analysis_time.BOTH.format(
        deals="from analysis_time import deals", timed="from analysis_time import timed",
        count=1)
    out = in_cpython(code)
    assert set(out) == {"pilotta", "belote", "coinche"}
    assert all(len(rows) == 1 and rows[0][1] > 0 for rows in out.values())
