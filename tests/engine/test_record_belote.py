"""Belote records: the deck (or a seed) instead of the hands, take and suit calls, the
rounding setting, and the same one-line refusals as Pilotta's."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.belote import BELOTE, BeloteRules
from pilotta.record import RecordError, export_match, import_match, loads, replay_summary
from pilotta.simulate import random_match


def belote_record(seed: int = 7, target: int = 101) -> dict[str, Any]:
    return export_match(random_match(target, seed, max_deals=6, rules=BELOTE))


@settings(max_examples=20)
@given(st.integers(0, 2**32), st.sampled_from([101, 501, 1000]))
def test_belote_round_trip_and_replay(seed: int, target: int) -> None:
    match = random_match(target, seed, max_deals=6, rules=BELOTE)
    data = export_match(match)
    assert data["rules"] == "belote" and data["rounding"] == "exact"
    assert all("deck" in d and "hands" not in d for d in data["deals"])
    again = import_match(json.loads(json.dumps(data)))
    assert export_match(again) == data
    summary = replay_summary(loads(json.dumps(data)))
    assert summary["totals"] == list(match.totals) and summary["winner"] == match.winner
    for entry, result in zip(summary["deals"], match.results):
        assert entry["raw"] == list(result.raw)
        if result.contract is not None:
            assert set(entry["contract"]) == {"seat", "trump"} and "belote" in entry


def test_a_seed_stands_for_the_deck() -> None:
    data = belote_record()
    deal = data["deals"][0]
    seeded = dict(deal)
    del seeded["deck"]
    assert "seed" in seeded
    data["deals"][0] = seeded
    assert export_match(import_match(data))["deals"][0]["deck"] == deal["deck"]


def test_rounding_to_tens() -> None:
    data = belote_record()
    data["rounding"] = "tens"
    match = import_match(data)
    assert isinstance(match.rules, BeloteRules) and match.rules.rounding == "tens"
    for r in match.results:
        assert all(s % 10 == 0 for s in r.sheet)


def _refused(data: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as e:
        import_match(data)
    message = str(e.value)
    assert "\n" not in message and len(message) <= 200
    return message


def test_bad_belote_records_say_where_and_why() -> None:
    data = belote_record()
    data["deals"][0]["hands"] = [["7S"]]
    assert "gives its cards as 'deck', not 'hands'" in _refused(data)
    data = belote_record()
    data["deals"][0]["deck"] = data["deals"][0]["deck"][:31]
    assert "32 cards once each" in _refused(data)
    data = belote_record()
    data["deals"][0]["calls"] = ["80H"]
    assert "call 1 (80H" in _refused(data)
    data = belote_record()
    data["deals"][0]["calls"] = ["pass"] * 4 + ["take"]
    assert "name another suit or pass" in _refused(data)
    data = belote_record()
    data["rounding"] = "thirds"
    assert "'rounding' is" in _refused(data)
    data = belote_record()
    data["target"] = 100
    assert "between 101 and 5001" in _refused(data)
    pilotta = export_match(random_match(51, 3, max_deals=2))
    pilotta["rounding"] = "tens"
    assert "Belote setting" in _refused(pilotta)
    pilotta["rules"] = "klaverjas"  # coinche is a rule set now (issue #24)
    del pilotta["rounding"]
    assert "unknown rules 'klaverjas'" in _refused(pilotta)
