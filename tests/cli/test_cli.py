"""``python -m pilotta``: replay, simulate, bench (subprocesses: CPython only)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pilotta.record import export_match
from pilotta.simulate import random_match

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pilotta", *args], cwd=ROOT, input=stdin,
        capture_output=True, text=True, timeout=120,
    )


def test_replay_prints_scores(tmp_path: Path) -> None:
    m = random_match(151, seed=8)
    f = tmp_path / "match.json"
    f.write_text(json.dumps(export_match(m)))
    p = run("replay", str(f))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["totals"] == list(m.totals) and out["winner"] == m.winner
    first = out["deals"][0]
    assert set(first) >= {"contract", "made", "raw", "sheet"}


def test_replay_rules_md_shape_from_stdin() -> None:
    record = {
        "format": "pilotta-record/1", "rules": "pilotta", "target": 301,
        "deals": [{"dealer": 3, "seed": 12, "calls": ["pass"] * 4}],
    }
    p = run("replay", "-", stdin=json.dumps(record))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out == {"deals": [{**out["deals"][0], "contract": None, "made": None,
                              "raw": [0, 0], "sheet": [0, 0]}],
                   "totals": [0, 0], "winner": None}


def test_replay_illegal_record_exit_2_one_line(tmp_path: Path) -> None:
    data = export_match(random_match(151, seed=8))
    deal = next(d for d in data["deals"] if d["cards"])
    deal["cards"][1], deal["cards"][2] = deal["cards"][2], deal["cards"][1]
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(data))
    p = run("replay", str(f))
    assert p.returncode == 2 and p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("deal ") and "card " in lines[0]


def test_replay_malformed_and_missing(tmp_path: Path) -> None:
    f = tmp_path / "bad.json"
    f.write_text("{oops")
    p = run("replay", str(f))
    assert p.returncode == 2 and p.stdout == "" and "not valid JSON" in p.stderr
    p = run("replay", str(tmp_path / "missing.json"))
    assert p.returncode == 2 and p.stdout == "" and len(p.stderr.strip().splitlines()) == 1


def test_simulate_and_bench() -> None:
    p = run("simulate", "--deals", "200", "--seed", "3")
    assert p.returncode == 0 and "deals: 200" in p.stdout and "deals/s" in p.stdout
    assert run("simulate", "--deals", "200", "--seed", "3").stdout.splitlines()[:3] == \
        p.stdout.splitlines()[:3]
    p = run("bench", "--deals", "300", "--repeat", "1")
    assert p.returncode == 0 and "deals/s" in p.stdout
