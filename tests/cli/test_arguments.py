"""Every argument is checked by the parser: out of range means usage text and status 2."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest

from pilotta.cli import build_parser, cores, main

ROOT = Path(__file__).resolve().parents[2]


def refused(*argv: str) -> str:
    """Run ``main(argv)`` in this process; it must stop in the parser. Its stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
            pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2 and out.getvalue() == ""
    return err.getvalue()


@pytest.mark.parametrize("argv", [
    "bench --repeat 0", "bench --repeat -1", "bench --deals -5", "bench --deals 0",
    "bench --positions 0", "bench --seed -1", "simulate --deals 0", "simulate --deals -5",
    "simulate --deals 1.5", "simulate --deals ٥", "simulate --seed x",
    "arena --chunk 0", "arena --deals 0", "arena --hard-budget bogus",
    "arena --hard-bid-worlds -3", "arena --hard-bid-worlds 0", "arena --hard-worlds 0",
    "arena --hard-bidding x", "arena --a nope", "arena --b HARD", "arena --target 0",
    "arena --target 50", "arena --target 5002", "arena --workers 0", "arena --workers 100000",
    "arena --target 100 --rules belote", "arena --rules whist",
])
def test_out_of_range_gets_usage_and_status_2(argv: str) -> None:
    err = refused(*argv.split())
    option = next(w for w in argv.split() if w.startswith("--"))
    assert err.startswith("usage: python -m pilotta ") and f"argument {option}:" in err


def test_messages_say_what_is_wanted() -> None:
    assert "--repeat: must be a whole number >= 1, not '0'" in refused("bench", "--repeat", "0")
    assert f"from 1 to {cores()} (the cores here), not '100000'" in \
        refused("arena", "--workers", "100000")
    assert "choose one of arena, browser, expert, tiny, not 'bogus'" in \
        refused("arena", "--hard-budget", "bogus")
    assert "in belote, the target must be between 101 and 5001, not 100" in \
        refused("arena", "--rules", "belote", "--target", "100")
    assert "from 51 to 5001, not '0'" in refused("arena", "--target", "0")
    long = refused("simulate", "--seed", "1" * 5000)
    assert len(long.splitlines()[-1]) < 200


def test_in_range_values_and_defaults() -> None:
    p = build_parser()
    a = p.parse_args(["arena", "--workers", str(cores()), "--target", "51", "--chunk", "1",
                      "--hard-budget", "tiny", "--hard-bid-worlds", "3", "--a", "easy"])
    assert (a.workers, a.target, a.chunk, a.hard_budget, a.hard_bid_worlds) == \
        (cores(), 51, 1, "tiny", 3)
    d = p.parse_args(["arena"])
    assert (d.a, d.b, d.rules, d.target, d.hard_budget, d.hard_worlds, d.hard_bidding) == \
        ("hard", "normal", "pilotta", None, "arena", None, None)  # None: the rule set's target
    assert p.parse_args(["bench", "--repeat", "1", "--seed", "0"]).repeat == 1


def test_simulate_into_a_closed_pipe_ends_quietly() -> None:
    """``simulate | head -1`` once the reader has gone: status 1, nothing on stderr."""
    with subprocess.Popen([sys.executable, "-m", "pilotta", "simulate", "--deals", "20"],
                          cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as p:
        assert p.stdout and p.stderr
        p.stdout.close()
        err = p.stderr.read()
    assert p.returncode == 1 and err == b""
