"""Game records: export, import, and the errors a bad record gets."""

import json

import pytest

from pilotta.record import FORMAT, RecordError, export_match, import_match, loads, replay_summary
from pilotta.simulate import random_match


def record() -> dict:  # type: ignore[type-arg]
    return export_match(random_match(151, seed=4))


def error(data: object) -> str:
    with pytest.raises(RecordError) as e:
        import_match(data)
    return str(e.value)


def test_round_trip_is_identical() -> None:
    data = record()
    assert data["format"] == FORMAT and data["target"] == 151
    again = export_match(import_match(json.loads(json.dumps(data))))
    assert again == data


def test_replay_summary_matches_the_match() -> None:
    m = random_match(151, seed=4)
    out = replay_summary(loads(json.dumps(export_match(m))))
    assert out["totals"] == list(m.totals) and out["winner"] == m.winner
    assert [d["sheet"] for d in out["deals"]] == [list(r.sheet) for r in m.results]


def test_seed_instead_of_hands() -> None:
    data = record()
    first = data["deals"][0]
    seed = first["seed"]
    del first["hands"]
    m = import_match(data)
    assert export_match(m)["deals"][0]["seed"] == seed
    data["deals"][0]["hands"] = export_match(random_match(151, seed=5))["deals"][0]["hands"]
    assert "not those dealt by its seed" in error(data)


def test_unfinished_match_round_trips() -> None:
    data = record()
    n = next(i for i, d in enumerate(data["deals"]) if i > 0 and d["cards"])
    data["deals"] = data["deals"][:n + 1]
    data["deals"][n]["cards"] = data["deals"][n]["cards"][:13]
    m = import_match(data)
    assert m.current is not None and export_match(m) == data
    out = replay_summary(m)
    assert out["deals"][n]["complete"] is False and out["deals"][n]["contract"] is not None


def test_illegal_card_says_where_and_why() -> None:
    data = {"format": FORMAT, "target": 301, "deals": [{
        "dealer": 3,
        "hands": [["AS", "7S", "8S", "9S", "TS", "JS", "QS", "KS"],
                  ["9H", "7D", "8D", "9D", "TD", "JD", "QD", "KD"],
                  ["JH", "7H", "AD", "7C", "8C", "9C", "TC", "JC"],
                  ["8H", "TH", "QH", "KH", "AH", "QC", "KC", "AC"]],
        "calls": ["80H", "pass", "pass", "pass"],
        "declare": [],
        "cards": ["AS", "9H", "7H"],
    }]}
    assert error(data) == "deal 1, card 3 (7H, seat 2): you must overtrump the 9♥ with your J♥"


def test_must_follow_message_matches_record_md() -> None:
    data = {"format": FORMAT, "deals": [{
        "dealer": 3,
        "hands": [["7S", "8S", "9S", "TH", "JD", "QC", "KS", "AH"],
                  ["7D", "8D", "9D", "TD", "JS", "QD", "KD", "AD"],
                  ["7H", "8H", "9H", "TS", "JH", "QH", "KH", "AS"],
                  ["7C", "8C", "9C", "TC", "JC", "QS", "KC", "AC"]],
        "calls": ["80C", "pass", "pass", "pass"],
        "declare": [0, 1, 2, 3],
        "cards": ["7S", "7D"],
    }]}
    assert error(data) == "deal 1, card 2 (7D, seat 1): you hold a spade and must follow suit"


def test_illegal_call() -> None:
    data = record()
    data["deals"][0]["calls"] = ["80H", "pass", "close"]
    assert error(data) == "deal 1, call 3 (close, seat 2): only an opponent of the bidder may close"


@pytest.mark.parametrize("mutate,expected", [
    (lambda d: d.update(format="other"), "record: 'format' must be"),
    (lambda d: d.update(target=7), "record: the target must be between 51 and 5001"),
    (lambda d: d["deals"][0]["hands"][0].__setitem__(0, d["deals"][0]["hands"][1][0]),
     "deal 1: the hands are not a deal of the 32 cards"),
    (lambda d: d["deals"][0]["hands"][0].__setitem__(0, "ZZ"),
     "deal 1: 'ZZ' in the hand of seat 0"),
    (lambda d: d["deals"][1].update(dealer=d["deals"][0]["dealer"]),
     "deal 2: the dealer must be"),
    (lambda d: d["deals"][0]["cards"].append("7S"), "deal 1, card 33 (7S)"),
    (lambda d: d["deals"][0].update(calls=["pass"] * 4),
     "deal 1: cards are played in a thrown-in deal"),
    (lambda d: d["deals"].append(dict(d["deals"][-1])), "the match was already won"),
    (lambda d: d["deals"][0].pop("hands") and d["deals"][0].pop("seed"),
     "a deal needs 'hands' or 'seed'"),
    (lambda d: d["deals"][0].update(declare=[7]), "'declare' holds seats 0..3"),
])
def test_malformed_records(mutate, expected: str) -> None:  # type: ignore[no-untyped-def]
    data = record()
    mutate(data)
    assert expected in error(data)


def test_not_json() -> None:
    with pytest.raises(RecordError) as e:
        loads("{not json")
    assert str(e.value).startswith("record: not valid JSON")
    with pytest.raises(RecordError):
        loads("[1, 2]")
