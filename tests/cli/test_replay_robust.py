"""``replay`` on hostile input: whatever the bytes, either status 0 and one JSON document on
stdout, or status 2, nothing on stdout and one clean line of at most 200 characters on
stderr. Most cases run ``main`` in this process (fast); a few run the real command."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import subprocess
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pilotta.cli import main
from pilotta.record import export_match, import_match
from pilotta.simulate import random_match

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "example-record.json"
# What a terminal must never receive raw: controls, format characters, surrogates, private
# and unassigned code points, line and paragraph separators.
UNSAFE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def replay(data: bytes, *flags: str) -> tuple[int, str, str]:
    """Run ``replay - FLAGS`` in this process with ``data`` on stdin."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["replay", *flags, "-"])
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """The real command, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "pilotta", *args], cwd=ROOT, input=stdin,
                          capture_output=True, timeout=120)


def refusal_line(err: str) -> str:
    """The single clean stderr line of a refusal (asserting that it is one)."""
    assert err.endswith("\n") and err.count("\n") == 1, repr(err[:300])
    line = err[:-1]
    assert 0 < len(line) <= 200, repr(line)
    bad = [c for c in line if unicodedata.category(c) in UNSAFE]
    assert not bad, (bad, line)
    return line


def assert_contract(code: int, out: str, err: str) -> None:
    if code == 0:
        assert err == "" and out.endswith("\n")
        summary = json.loads(out, parse_constant=lambda name: pytest.fail(name))
        assert set(summary) == {"deals", "totals", "winner"}
    else:
        assert code == 2, (code, err[:300])
        assert out == ""
        refusal_line(err)


# --- legal records to mutate ------------------------------------------------------------
LEGAL = [json.loads(EXAMPLE.read_text())] + [
    export_match(random_match(target, seed, max_deals=6))
    for target, seed in ((151, 8), (301, 21), (51, 5))
]
# Values a mutation puts in place of any value of a record: near misses of every field,
# wrong types, and the pathological inputs of the issue (huge numbers, deep nesting,
# terminal control sequences, a long string). "@RAW:" values are spliced in as raw text.
NASTY: list[Any] = [
    0, 1, 3, 4, -1, 1.0, 0.0, True, False, None, 50, 5002, 301.0, 2**63, -(2**70),
    "", "KS", " KS ", "ks", "10S", "TS\n", "7C\r", "K\x0bS", "\x1b[31mKS\x1b[0m", "KS\u2028",
    "K\u0085S", "\u202eSK", "\ud800", "pass", "PASS", " pass", "close", "close-back",
    "closeback", "80H", "080H", "85H", "830H", "१००H", "８０H", "80h", "80", "H", "9" * 60 + "H",
    [], {}, ["pass"] * 5, [[]], {"a": 1}, [0, 1, 2, 3, 3], "x" * 100_000,
    "@RAW:" + "9" * 5000, "@RAW:-" + "1" * 4301, "@RAW:1e400", "@RAW:NaN", "@RAW:-Infinity",
    "@RAW:" + "[" * 1000 + "]" * 1000, "@RAW:" + "[" * 100_000 + "]" * 100_000,
    "@RAW:" + '{"a":' * 3000 + "1" + "}" * 3000,
]


def paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as a tuple of keys and indexes."""
    found = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            found += paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += paths(v, (*at, i))
    return found


def container(data: Any, at: tuple[Any, ...]) -> Any:
    for key in at[:-1]:
        data = data[key]
    return data


def mutate(data: Any, at: tuple[Any, ...], how: str, nasty: Any) -> Any:
    """``data`` with the value at ``at`` replaced, removed, doubled or swapped."""
    if not at:
        return copy.deepcopy(nasty)
    parent, key = container(data, at), at[-1]
    if how == "replace":
        parent[key] = copy.deepcopy(nasty)  # later mutations must not reach into NASTY
    elif how == "remove":
        del parent[key]
    elif how == "double" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif how == "swap" and isinstance(parent, list) and key + 1 < len(parent):
        parent[key], parent[key + 1] = parent[key + 1], parent[key]
    return data


def to_text(data: Any) -> str:
    """JSON text, with each "@RAW:..." string replaced by the raw text after the prefix."""
    raws: list[str] = []

    def mark(value: Any) -> Any:
        if isinstance(value, str) and value.startswith("@RAW:"):
            raws.append(value[5:])
            return f"@RAW{len(raws) - 1}@"
        if isinstance(value, list):
            return [mark(v) for v in value]
        if isinstance(value, dict):
            return {k: mark(v) for k, v in value.items()}
        return value

    text = json.dumps(mark(data))
    for i, raw in enumerate(raws):
        text = text.replace(f'"@RAW{i}@"', raw)
    return text


@st.composite
def mutated_records(draw: st.DrawFn) -> bytes:
    data = json.loads(json.dumps(draw(st.sampled_from(LEGAL))))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.sampled_from(paths(data)))
        how = draw(st.sampled_from(["replace", "replace", "remove", "double", "swap"]))
        data = mutate(data, at, how, draw(st.sampled_from(NASTY)))
    raw = to_text(data).encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        raw = b"\xef\xbb\xbf" + raw
    if draw(st.integers(0, 9)) == 0:  # now and then a file cut short
        raw = raw[:draw(st.integers(0, len(raw)))]
    return raw


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30,
)


FUZZ = settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow,
                                                         HealthCheck.data_too_large])


@FUZZ
@given(st.binary(max_size=300))
def test_any_bytes(data: bytes) -> None:
    assert_contract(*replay(data))


@FUZZ
@given(json_values, st.booleans())
def test_any_json(value: Any, enveloped: bool) -> None:
    if enveloped:  # inside a record's envelope, to get past 'format'
        value = {"format": "pilotta-record/1", "deals": value}
    assert_contract(*replay(json.dumps(value).encode("utf-8", "surrogatepass")))


@FUZZ
@given(mutated_records(), st.booleans())
def test_mutated_records(data: bytes, pretty: bool) -> None:
    assert_contract(*replay(data, *(["--pretty"] if pretty else [])))


@settings(max_examples=5)
@given(mutated_records())
def test_mutated_records_as_a_real_command(data: bytes) -> None:
    p = run("replay", "-", stdin=data)
    assert_contract(p.returncode, p.stdout.decode(), p.stderr.decode())


def test_the_legal_records_replay() -> None:
    for data in LEGAL:
        code, out, err = replay(json.dumps(data).encode())
        assert code == 0 and err == "", err
        assert json.loads(out)["totals"] == list(import_match(data).totals)


# --- the inputs named in the issue --------------------------------------------------------
def example(change: Callable[[dict[str, Any]], object]) -> bytes:
    data = json.loads(EXAMPLE.read_text())
    change(data)
    return to_text(data).encode("utf-8", "surrogatepass")


def card(value: Any) -> bytes:
    return example(lambda d: d["deals"][1]["cards"].__setitem__(1, value))


def call(value: Any) -> bytes:
    return example(lambda d: d["deals"][1]["calls"].__setitem__(0, value))


DEEP = "[" * 100_000 + "]" * 100_000
CASES = {
    "huge target": (example(lambda d: d.update(target="@RAW:" + "9" * 5000)),
                    "record: a number has more than 4300 digits"),
    "huge seed": (example(lambda d: d["deals"][0].update(seed="@RAW:" + "1" * 5000)),
                  "record: a number has more than 4300 digits"),
    "huge card": (card("@RAW:" + "7" * 5000), "record: a number has more than 4300 digits"),
    "[ x 100000": (b"[" * 100_000, "record: lists or objects are nested too deeply"),
    '{"a": x 100000': (b'{"a":' * 100_000, "record: lists or objects are nested too deeply"),
    "deep in cards": (card("@RAW:" + DEEP), "record: lists or objects are nested too deeply"),
    "1000 deep in calls": (call("@RAW:" + "[" * 1000 + "]" * 1000),
                           "record: lists or objects are nested too deeply"),
    "float dealer, seed": (example(lambda d: d["deals"][1].update(dealer=0.0, seed=3)),
                           "deal 2: the dealer must be seat 0, not 0.0"),
    "float dealer, hands": (example(lambda d: d["deals"][1].update(dealer=0.0)),
                            "deal 2: the dealer must be seat 0, not 0.0"),
    "dealer false": (example(lambda d: d["deals"][1].update(dealer=False)),
                     "deal 2: the dealer must be seat 0, not false"),
    "dealer true": (example(lambda d: d["deals"][0].update(dealer=True)),
                    "deal 1: dealer must be a seat 0..3, not true"),
    "carriage return": (card("\r8H"), "deal 2, card 2 (\\r8H, seat 2): not a card"),
    "vertical tab": (card("8\x0bH"), "deal 2, card 2 (8\\x0bH, seat 2): not a card"),
    "form feed": (card("8H\x0c"), "deal 2, card 2 (8H\\x0c, seat 2): not a card"),
    "colour": (card("\x1b[31m8H"), "deal 2, card 2 (\\x1b[31m8H, seat 2): not a card"),
    "U+2028": (card("8H\u2028"), "deal 2, card 2 (8H\\u2028, seat 2): not a card"),
    "U+2029": (card("8H\u2029"), "deal 2, card 2 (8H\\u2029, seat 2): not a card"),
    "U+0085": (card("8\u0085H"), "deal 2, card 2 (8\\x85H, seat 2): not a card"),
    "50 MB card": (card("8" * 50_000_000),
                   "deal 2, card 2 (" + "8" * 37 + "..., seat 2): not a card"),
    "Devanagari bid": (call("१००H"), "deal 2, call 1 (१००H, seat 1): not a call"),
    "full-width bid": (call("８０H"), "deal 2, call 1 (８０H, seat 1): not a call"),
    "leading zero": (call("080H"), "deal 2, call 1 (080H, seat 1): not a call"),
    "PASS": (call("PASS"), "deal 2, call 1 (PASS, seat 1): not a call"),
    "card in spaces": (card(" 8H "), "deal 2, card 2 ( 8H , seat 2): not a card"),
    "lower-case card": (card("8h"), "deal 2, card 2 (8h, seat 2): not a card"),
    "ten as 10": (card("10H"), "deal 2, card 2 (10H, seat 2): not a card"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_issue_inputs_are_refused_on_one_line(name: str) -> None:
    data, start = CASES[name]
    code, out, err = replay(data)
    assert code == 2 and out == ""
    assert refusal_line(err).startswith(start)


def test_a_byte_order_mark_is_accepted() -> None:
    plain = replay(EXAMPLE.read_bytes())
    assert plain[0] == 0
    assert replay(b"\xef\xbb\xbf" + EXAMPLE.read_bytes()) == plain


# --- as a user runs it ------------------------------------------------------------------
def test_real_command_bom_file_and_deep_stdin(tmp_path: Path) -> None:
    f = tmp_path / "bom.json"
    f.write_bytes(b"\xef\xbb\xbf" + EXAMPLE.read_bytes())
    p = run("replay", str(f))
    assert p.returncode == 0 and p.stderr == b""
    assert p.stdout == run("replay", str(EXAMPLE)).stdout
    p = run("replay", "-", stdin=b"[" * 100_000)
    assert (p.returncode, p.stdout) == (2, b"")
    assert p.stderr == b"record: lists or objects are nested too deeply\n"


def test_real_command_refuses_huge_and_control_input() -> None:
    p = run("replay", "-", stdin=card("\x1b]0;owned\x07" + "x" * 100))
    assert (p.returncode, p.stdout) == (2, b"")
    line = refusal_line(p.stderr.decode())
    assert line.startswith("deal 2, card 2 (\\x1b]0;owned\\x07xxx") and "\x1b" not in line


def test_a_closed_pipe_ends_quietly() -> None:
    """``replay --pretty f | head -c 10``, with the reader gone before the first byte."""
    read, write = os.pipe()
    os.close(read)
    try:
        p = subprocess.run([sys.executable, "-m", "pilotta", "replay", "--pretty", str(EXAMPLE)],
                           cwd=ROOT, stdout=write, stderr=subprocess.PIPE, timeout=120)
    finally:
        os.close(write)
    assert p.returncode == 1 and p.stderr == b""


def test_a_reader_that_leaves_early() -> None:
    """``replay --pretty f | head -c 10`` with more output than a pipe holds."""
    big = json.dumps(export_match(random_match(5001, seed=3, max_deals=600))).encode()
    with subprocess.Popen([sys.executable, "-m", "pilotta", "replay", "--pretty", "-"],
                          cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as p:
        assert p.stdin and p.stdout and p.stderr
        p.stdin.write(big)
        p.stdin.close()
        head = p.stdout.read(10)
        p.stdout.close()
        err = p.stderr.read()
    assert head == b'{\n "deals"'
    assert p.returncode in (0, 1) and err == b""  # 0 if all of it fitted in the pipe


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [["replay", str(EXAMPLE)], ["simulate", "--deals", "20"]])
def test_a_full_disk_says_so_on_one_line(args: list[str]) -> None:
    with open("/dev/full", "wb") as full:
        p = subprocess.run([sys.executable, "-m", "pilotta", *args], cwd=ROOT,
                           stdout=full, stderr=subprocess.PIPE, timeout=120)
    assert p.returncode == 1
    assert p.stderr == b"standard output: cannot write (No space left on device)\n"


def test_unreadable_input_is_one_line() -> None:
    p = run("replay", "\x1b[2J" + "x" * 200)
    assert (p.returncode, p.stdout) == (2, b"")
    line = refusal_line(p.stderr.decode())
    assert line == "\\x1b[2J" + "x" * 30 + "...: cannot read the file (No such file or directory)"
    code, out, err = replay(b"\xff\xfe{}")
    assert (code, out) == (2, "")
    assert err == "standard input: cannot read the file (not UTF-8: invalid start byte at byte 0)\n"
