"""Reading records exactly: the notation, the types, and error lines fit for a terminal."""

import json

import pytest

from pilotta.deal import deal_hands
from pilotta.record import RecordError, export_match, loads, one_line, show
from pilotta.simulate import random_match


def error(data: object) -> str:
    with pytest.raises(RecordError) as e:
        loads(data if isinstance(data, str) else json.dumps(data))
    return str(e.value)


def record() -> dict:  # type: ignore[type-arg]
    return export_match(random_match(151, seed=4))


def test_show_is_short_clean_and_never_walks_a_value() -> None:
    assert show("KS") == "KS" and show("KS", quote=True) == "'KS'"
    assert show("\x1b[1mK\r\u2028\u0085") == "\\x1b[1mK\\r\\u2028\\x85"
    assert show("y" * 10**6) == "y" * 37 + "..."
    assert show(False) == "false" and show(None) == "null" and show(1.0) == "1.0"
    assert show(10**4000) == "1" + "0" * 36 + "..."
    deep: list[object] = []
    for _ in range(5_000):  # past Python's recursion limit: walking it would raise
        deep = [deep]
    assert show(deep) == "[...]" and show([]) == "[]" and show({"a": 1}) == "{...}"


def test_one_line_is_at_most_200_clean_characters() -> None:
    line = one_line("deal 1: " + "\n" * 500)
    assert len(line) == 200 and line.endswith("...") and "\n" not in line


def test_deal_refuses_a_dealer_that_is_not_a_seat() -> None:
    for dealer in (-1, 4, 1.0, True):
        with pytest.raises(ValueError):
            deal_hands(1, dealer)  # type: ignore[arg-type]


def test_a_byte_order_mark_is_accepted() -> None:
    text = json.dumps(record())
    assert loads("\ufeff" + text).totals == loads(text).totals
    assert error("\ufeff\ufeff" + text).startswith("record: not valid JSON")


@pytest.mark.parametrize("field,value,expected", [
    ("dealer", 1.0, "deal 1: dealer must be a seat 0..3, not 1.0"),
    ("dealer", None, "deal 1: dealer must be a seat 0..3, not null"),
    ("seed", None, "deal 1: 'seed' must be a whole number >= 0, not null"),
    ("seed", 5.0, "deal 1: 'seed' must be a whole number >= 0, not 5.0"),
    ("seed", True, "deal 1: 'seed' must be a whole number >= 0, not true"),
    ("seed", "5", "deal 1: 'seed' must be a whole number >= 0, not '5'"),
])
def test_exact_types_in_a_deal(field: str, value: object, expected: str) -> None:
    data = record()
    data["deals"][0][field] = value
    assert error(data) == expected


@pytest.mark.parametrize("target,expected", [
    (10**100, "record: the target must be between 51 and 5001, not 1" + "0" * 36 + "..."),
    (301.0, "record: the target must be a whole number, not 301.0"),
    ("301", "record: the target must be a whole number, not '301'"),
])
def test_the_target_is_echoed_short(target: object, expected: str) -> None:
    data = record()
    data["target"] = target
    assert error(data) == expected


def test_json_that_python_reads_but_a_record_may_not_hold() -> None:
    assert error('{"target": NaN}') == "record: NaN is not JSON"
    assert error('{"target": -Infinity}') == "record: -Infinity is not JSON"
    assert error('{"target": ' + "1" * 4301 + "}") == "record: a number has more than 4300 digits"
    assert error("[" * 5000 + "]" * 5000) == "record: lists or objects are nested too deeply"


def test_a_key_given_twice_is_refused_and_an_unknown_one_ignored() -> None:
    text = json.dumps(record())
    twice = text.replace('{"format"', '{"target": 301, "format"', 1)  # and its own target
    assert '"target": 301' in twice and twice.count('"target"') == 2
    assert error(twice) == "record: the key 'target' is given twice in one object"
    deal_twice = text.replace('"dealer": ', '"cards": [], "dealer": ', 1)
    assert error(deal_twice) == "record: the key 'cards' is given twice in one object"
    extra = record()
    extra["comment"] = "played at the club"
    extra["deals"][0]["tricks"] = [["7S", "8S", "9S", "TS"]]
    assert loads(json.dumps(extra)).deals[0].actions == loads(text).deals[0].actions
