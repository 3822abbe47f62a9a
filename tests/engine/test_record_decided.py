"""A record saved between a seat's declaration and its first card (``"decided": true``):
the page autosaves after every action, and a reload must find the same state."""

import json

import pytest

from pilotta.actions import ANNOUNCE, DECLINE, PASS_CALL, Declare
from pilotta.belote import BELOTE
from pilotta.match import Match
from pilotta.record import FORMAT, RecordError, export_match, import_match, replay_summary
from pilotta.rules import PILOTTA, Rules


def match_at_declaration(rules: Rules) -> Match:
    """A match whose current deal has a seat to announce or decline (first legal moves)."""
    for seed in range(200):
        m = Match(seed=seed, rules=rules)
        deal = m.new_deal()
        while deal.to_act is not None:
            if deal.must_declare(deal.to_act):
                return m
            legal = list(deal.legal_actions())
            if not deal.actions:  # the first seat bids (or takes), the others pass
                deal.push(next(a for a in legal if a != PASS_CALL))
            elif deal.contract is None:
                deal.push(PASS_CALL)
            else:
                deal.push(legal[0])
    raise AssertionError("no declaration in 200 deals")


def round_trip(m: Match) -> Match:
    return import_match(json.loads(json.dumps(export_match(m))))


@pytest.mark.parametrize("rules", [PILOTTA, BELOTE], ids=["pilotta", "belote"])
@pytest.mark.parametrize("decision", [ANNOUNCE, DECLINE], ids=["announce", "decline"])
def test_a_decision_before_the_first_card_round_trips(rules: Rules, decision: Declare) -> None:
    m = match_at_declaration(rules)
    seat = m.deals[-1].to_act
    assert seat is not None
    before = export_match(m)
    assert "decided" not in before["deals"][-1]
    assert round_trip(m).deals[-1].must_declare(seat)  # the prompt comes back
    m.push(decision)
    data = export_match(m)
    assert data["deals"][-1]["decided"] is True
    again = round_trip(m)
    deal = again.deals[-1]
    assert deal.actions[-1] == decision and not deal.must_declare(seat)
    assert deal.to_act == seat and deal.decisions == m.deals[-1].decisions
    assert export_match(again) == data
    assert replay_summary(again) == replay_summary(m)
    # the card played after it ends the "decided" state: the decision is in the cards
    m.push(next(iter(m.deals[-1].legal_actions())))
    assert "decided" not in export_match(m)["deals"][-1]
    assert export_match(round_trip(m)) == export_match(m)


@pytest.mark.parametrize("value, expected", [
    (None, "deal 1: 'decided' must be true or false, not null"),
    (1, "deal 1: 'decided' must be true or false, not 1"),
    ("yes", "deal 1: 'decided' must be true or false, not 'yes'"),
])
def test_decided_is_a_boolean(value: object, expected: str) -> None:
    data = export_match(match_at_declaration(PILOTTA))
    data["deals"][-1]["decided"] = value
    with pytest.raises(RecordError) as e:
        import_match(data)
    assert str(e.value) == expected


def test_decided_needs_a_seat_owing_a_decision() -> None:
    m = match_at_declaration(PILOTTA)
    data = export_match(m)
    data["deals"][-1]["decided"] = False  # allowed, and means nothing
    assert export_match(import_match(data)) == export_match(m)
    m.push(ANNOUNCE)
    m.push(next(iter(m.deals[-1].legal_actions())))
    data = export_match(m)
    data["deals"][-1]["decided"] = True
    with pytest.raises(RecordError) as e:
        import_match(data)
    assert str(e.value) == ("deal 1: 'decided' is true but no seat is to announce or decline "
                            "now")
    auction = {"format": FORMAT, "deals": [{"seed": 3, "calls": ["pass"], "decided": True}]}
    with pytest.raises(RecordError):
        import_match(auction)
