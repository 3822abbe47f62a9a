"""``python -m pilotta solve FILE|-``: a position as JSON, its exact value and each card's;
bad input gets one line on stderr and status 2. ``bench --solver`` (subprocesses)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The Belote ending of tests/bots/test_solver.py: seat 2 may discard K♦ on his partner's ace
BELOTE_ENDING: dict[str, Any] = {
    "rules": "belote", "trump": "H", "leader": 0,
    "hands": [["8C"], ["9C"], ["7H", "KD"], ["8S", "TD"]], "trick": ["AS", "7S"],
}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pilotta", *args], cwd=ROOT, input=stdin,
        capture_output=True, text=True, timeout=120,
    )


def solve(position: object) -> subprocess.CompletedProcess[str]:
    return run("solve", "-", stdin=json.dumps(position))


def test_belote_ending_from_stdin() -> None:
    p = solve(BELOTE_ENDING)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["to_move"] == 2 and out["value"] == 35
    assert out["cards"] == {"7H": 11, "KD": 35}
    assert isinstance(out["nodes"], int) and out["nodes"] > 0


def test_pilotta_has_no_exemption_from_a_file(tmp_path: Path) -> None:
    f = tmp_path / "ending.json"
    f.write_text(json.dumps({**BELOTE_ENDING, "rules": "pilotta"}))
    p = run("solve", str(f))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["to_move"] == 2 and out["value"] == 11 and out["cards"] == {"7H": 11}


@pytest.mark.parametrize(("trump", "value", "cards"), [
    # sans-atout: A♠ 19 + K♦ 4 now; then 9♣ wins the last trick with 10♦ (10) and the 10
    ("N", 23, {"7H": 19, "KD": 23}),
    # tout-atout: A♠ 6 + K♦ 3 now; the last trick is 10♦ (5) + 10 to the other side
    ("A", 9, {"7H": 6, "KD": 9}),
])
def test_coinches_sans_atout_and_tout_atout(trump: str, value: int, cards: dict[str, int]
                                            ) -> None:
    p = solve({**BELOTE_ENDING, "rules": "coinche", "trump": trump})
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert (out["to_move"], out["value"], out["cards"]) == (2, value, cards)


def test_value_is_for_the_side_to_move() -> None:
    """Hearts trump, seat 1 to move after Q♠ 7♠: A♠ takes 24 for seats 1 and 3 (worked in
    tests/bots/test_solver.py), 8♠ nothing."""
    p = solve({"rules": "pilotta", "trump": "H", "leader": 3,
               "hands": [["JH"], ["AS", "8S"], ["TS", "9H"], ["KS"]], "trick": ["QS", "7S"]})
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) | {"nodes": 0} == \
        {"to_move": 1, "value": 24, "cards": {"8S": 0, "AS": 24}, "nodes": 0}


def test_a_full_deal() -> None:
    hands = [["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
             ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
             ["7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
             ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"]]
    p = solve({"rules": "pilotta", "trump": "S", "leader": 0, "hands": hands, "trick": []})
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    # seat 0 holds every trump: each trick is his, all 162 points
    assert out["value"] == 162 and len(out["cards"]) == 8


BAD = [
    ("{", "not JSON"),
    ("[1, 2]", "a position is a JSON object"),
    (json.dumps({**BELOTE_ENDING, "rules": "whist"}), "rules: pilotta or belote or coinche"),
    (json.dumps({**BELOTE_ENDING, "trump": "N"}), "trump: one of S, H, D, C, not 'N'"),
    (json.dumps({**BELOTE_ENDING, "trump": "X"}), "trump: one of S, H, D, C"),
    (json.dumps({**BELOTE_ENDING, "trump": 1}), "trump: one of S, H, D, C"),
    (json.dumps({**BELOTE_ENDING, "leader": 4}), "leader: a seat 0 to 3"),
    (json.dumps({**BELOTE_ENDING, "leader": True}), "leader: a seat 0 to 3"),
    (json.dumps({**BELOTE_ENDING, "hands": [["8C"], ["9C"], ["7H", "KD"]]}), "hands: a list of 4"),
    (json.dumps({**BELOTE_ENDING, "hands": [["8C"], ["9C"], ["7H", "KD"], ["8S", "8C"]]}),
     "8C appears twice"),
    (json.dumps({**BELOTE_ENDING, "trick": ["AS", "8C"]}), "appears twice"),
    (json.dumps({**BELOTE_ENDING, "hands": [["8C"], ["9C"], ["7H", "KD"], ["8S"]]}),
     "the same number of cards"),
    (json.dumps({**BELOTE_ENDING, "hands": [["8C"], ["9C"], ["7H", "KD"], ["8S", "10D"]]}),
     "not a card"),
    (json.dumps({**BELOTE_ENDING, "hands": [["8C"], ["9C"], ["7H", "KD"], ["8S", 7]]}),
     "a card is a name"),
    (json.dumps({k: v for k, v in BELOTE_ENDING.items() if k != "trick"}), "missing key 'trick'"),
    (json.dumps({**BELOTE_ENDING, "dealer": 0}), "unknown key 'dealer'"),
    (json.dumps({**BELOTE_ENDING, "hands": [[], [], [], []], "trick": []}), "1 to 8 cards"),
    (json.dumps({**BELOTE_ENDING, "hands": [[], ["9C"], ["7H"], ["8S"]],
                 "trick": ["AS", "7S", "KD", "TD"]}), "at most 3 cards"),
    # seat 1 holds a spade (8S) but played the 9C on the led ace
    (json.dumps({"rules": "pilotta", "trump": "H", "leader": 0,
                 "hands": [["8C"], ["8S"], ["7H", "KD"], ["7S", "TD"]], "trick": ["AS", "9C"]}),
     "trick card 2, 9C by seat 1, is not legal: you hold a spade and must follow suit"),
    ("[" * 100000, "not JSON"),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_bad_input_one_line_status_2(text: str, message: str) -> None:
    p = run("solve", "-", stdin=text)
    assert p.returncode == 2 and p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in p.stderr
    assert lines[0].startswith("standard input: ") and message in lines[0], lines[0]


def test_byte_order_mark_and_huge_numbers(tmp_path: Path) -> None:
    f = tmp_path / "bom.json"
    f.write_bytes(b"\xef\xbb\xbf" + json.dumps(BELOTE_ENDING).encode())
    p = run("solve", str(f))
    assert p.returncode == 0 and json.loads(p.stdout)["value"] == 35, p.stderr
    p = run("solve", "-", stdin=json.dumps(BELOTE_ENDING).replace('"leader": 0',
                                                                     '"leader": ' + "9" * 5000))
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1
    assert "Traceback" not in p.stderr


def test_missing_and_non_utf8_files(tmp_path: Path) -> None:
    p = run("solve", str(tmp_path / "nowhere.json"))
    assert p.returncode == 2 and p.stdout == "" and len(p.stderr.strip().splitlines()) == 1
    f = tmp_path / "latin1.json"
    f.write_bytes(b"\xff\xfe{}")
    p = run("solve", str(f))
    assert p.returncode == 2 and "not UTF-8" in p.stderr and "Traceback" not in p.stderr


def test_bench_solver_is_short_and_states_ratios() -> None:
    p = run("bench", "--solver", "--deals", "1")
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    assert len(lines) == 4 and lines[0].startswith("exact solve of 1 random full deals")
    assert lines[1].startswith("pilotta: median ") and lines[2].startswith("belote: median ")
    assert lines[3].startswith("coinche: median ")
    assert " ms)" in lines[1] and "nodes median" in lines[2]
