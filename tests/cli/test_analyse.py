"""``python -m pilotta analyse FILE|-``: one JSON line per deal of a record (each card's
loss and why, the declarers' series, made with best play); ``--deal N`` picks one. Bad
input gets one clean line on stderr and status 2, never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from pilotta.cli import main
from pilotta.record import export_match
from pilotta.rulesets import rules_named
from pilotta.simulate import random_match

ROOT = Path(__file__).resolve().parents[2]


@cache
def record(name: str) -> str:
    """Two random deals whose analysis is quick: Pilotta's second is thrown in; Belote's
    second is the one ``--deal 2`` picks."""
    if name == "belote":
        match = random_match(5000, 1, max_deals=2, rules=rules_named("belote"))
    else:
        match = random_match(1000, 4, max_deals=2)
    return json.dumps(export_match(match))


def analyse(text: str, *flags: str) -> tuple[int, str, str]:
    """``analyse - FLAGS`` in this process with ``text`` on stdin."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["analyse", *flags, "-"])
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def lines(out: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in out.splitlines()]


def test_every_deal_one_line() -> None:
    code, out, err = analyse(record("pilotta"))
    assert code == 0, err
    first, second = lines(out)
    assert second == {"deal": 2, "skipped": "thrown_in"}
    assert first["deal"] == 1 and first["rules"] == "pilotta"
    assert first["declarers"] == first["contract"]["seat"] & 1
    assert len(first["series"]) == 33 and len(first["cards"]) == 32
    replay = json.loads(subprocess.run(
        [sys.executable, "-m", "pilotta", "replay", "-"], cwd=ROOT, input=record("pilotta"),
        capture_output=True, text=True, timeout=60).stdout)["deals"][0]
    assert first["made"] == replay["made"]
    assert first["series"][-1] == replay["trick_points"][first["declarers"]]
    for i, c in enumerate(first["cards"]):
        assert c["card"] in c["values"] and c["best"] in c["values"]
        assert c["loss"] >= 0 and (c["why"] is None) == (c["loss"] == 0)
        if c["why"] is not None:
            assert c["why"]["params"] == {"card": c["best"], "points": c["loss"]}
            assert c["why"]["text"].startswith(("the ", "this "))
        assert first["series"][i + 1] == c["taken"] + c["values"][c["card"]]
    assert isinstance(first["made_with_best_play"], bool)


def test_one_deal_in_greek_from_a_file(tmp_path: Path) -> None:
    f = tmp_path / "belote.json"
    f.write_text(record("belote"), encoding="utf-8")
    p = subprocess.run([sys.executable, "-m", "pilotta", "analyse", str(f), "--deal", "2",
                        "--lang", "el"], cwd=ROOT, capture_output=True, timeout=120)
    assert p.returncode == 0, p.stderr
    (only,) = lines(p.stdout.decode("utf-8"))
    assert only["deal"] == 2 and only["rules"] == "belote"
    assert only["contract"].keys() == {"seat", "trump"}
    texts = [c["why"]["text"] for c in only["cards"] if c["why"]]
    assert texts and all("σου" in t or "σε" in t or "τους" in t for t in texts), texts


@pytest.mark.parametrize(("text", "flags", "says"), [
    ("{", (), "record: not valid JSON"),
    ('{"format": "pilotta-record/1", "deals": [{"seed": 1, "calls": ["80H", "pass", '
     '"pass", "pass"], "cards": ["XX"]}]}', (), "deal 1, card 1 (XX"),
    (None, ("--deal", "3"), "deal 3: the record has 2 deals"),
    (None, ("--deal", "2"), "deal 2: thrown in, nothing to analyse"),
    ('{"format": "pilotta-record/1", "deals": [{"seed": 1, "calls": ["80H", "pass"]}]}',
     ("--deal", "1"), "deal 1: unfinished, nothing to analyse"),
])
def test_bad_input_is_one_line(text: str | None, flags: tuple[str, ...], says: str) -> None:
    code, out, err = analyse(record("pilotta") if text is None else text, *flags)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(says), err


def test_an_unfinished_deal_is_skipped() -> None:
    code, out, _ = analyse('{"format": "pilotta-record/1", "deals": [{"seed": 1, '
                           '"calls": ["80H", "pass"]}]}')
    assert code == 0 and lines(out) == [{"deal": 1, "skipped": "unfinished"}]


@pytest.mark.parametrize("args", [["analyse", "/no/such/file.json"],
                                  ["analyse", "-", "--deal", "0"],
                                  ["analyse", "-", "--lang", "de"]])
def test_bad_arguments_exit_2_without_a_traceback(args: list[str]) -> None:
    p = subprocess.run([sys.executable, "-m", "pilotta", *args], cwd=ROOT, input=b"",
                       capture_output=True, timeout=60)
    assert p.returncode == 2 and p.stdout == b""
    assert b"Traceback" not in p.stderr and p.stderr.strip()
