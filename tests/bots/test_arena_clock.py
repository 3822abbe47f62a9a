"""The arena reads the clock only to report how long decisions took: its scores, matches and
contracts are the same whatever the clock says (a busy machine, a slow one)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from pilotta.bots import arena
from pilotta.rulesets import rules_named


def wild_clock() -> Iterator[float]:
    """A clock that jumps by minutes and stalls at random-looking steps."""
    t = 0.0
    for i in itertools.count():
        t += (i * 7919 % 613) * 0.37
        yield t


def outcome(result: arena.ArenaResult) -> tuple[object, ...]:
    return (result.pairs, result.a, result.b, result.thrown_in)


@pytest.mark.parametrize("rules", ["pilotta", "belote"])
def test_the_arena_scores_the_same_whatever_the_clock_says(
        monkeypatch: pytest.MonkeyPatch, rules: str) -> None:
    def run() -> arena.ArenaResult:
        return arena.run_arena("normal", "easy", deals=4, seed=5, chunk=2,
                               rules=rules_named(rules))

    quiet = run()
    ticks = wild_clock()
    monkeypatch.setattr(arena.time, "perf_counter", lambda: next(ticks))
    busy = run()
    assert outcome(busy) == outcome(quiet)
    assert busy.seconds != quiet.seconds  # the clock was in use: only the report differs
