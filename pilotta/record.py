"""Game records (``pilotta-record/1``): export a match, import it back, check and score it.

A record holds every deal's dealer, the hands as dealt (or a seed), the calls, the seats
that announced declarations and the cards played. Importing replays each action through
the engine, so a record that imports is legal to the last card; a bad one raises
``RecordError`` with one line saying where and why.
"""

from __future__ import annotations

import json
from typing import Any

from .actions import ANNOUNCE, DECLINE, Call, Play, parse_call
from .cards import card_list, card_name, parse_card
from .deal import check_hands, deal_hands
from .game import Deal
from .match import DEFAULT_TARGET, Match, check_target
from .reasons import IllegalAction

FORMAT = "pilotta-record/1"
RULES = "pilotta"


class RecordError(ValueError):
    """A record that is malformed or breaks a rule; the message says where and why."""


def export_deal(deal: Deal, seed: int | None = None) -> dict[str, Any]:
    calls = [str(a) for a in deal.actions if isinstance(a, Call)]
    cards = [card_name(a.card) for a in deal.actions if isinstance(a, Play)]
    out: dict[str, Any] = {
        "dealer": deal.dealer,
        "hands": [[card_name(c) for c in card_list(h)] for h in deal.initial_hands],
    }
    if seed is not None:
        out["seed"] = seed
    out["calls"] = calls
    out["declare"] = [s for s in range(4) if deal.decisions[s]]
    out["cards"] = cards
    return out


def export_match(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "rules": RULES,
        "target": match.target,
        "deals": [export_deal(d, s) for d, s in zip(match.deals, match.deal_seeds)],
    }


def dumps(match: Match) -> str:
    return json.dumps(export_match(match), indent=1)


def _fail(where: str, why: str) -> RecordError:
    return RecordError(f"{where}: {why}")


def _list(value: Any, where: str, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(where, f"'{name}' must be a list")
    return value


def import_match(data: Any) -> Match:
    """Build a match from a parsed record, replaying and checking every action."""
    if not isinstance(data, dict):
        raise _fail("record", "not a JSON object")
    if data.get("format") != FORMAT:
        raise _fail("record", f"'format' must be \"{FORMAT}\"")
    if data.get("rules", RULES) != RULES:
        raise _fail("record", f"unknown rules {data.get('rules')!r}: only \"{RULES}\" is known")
    target = data.get("target", DEFAULT_TARGET)
    problem = check_target(target)
    if problem:
        raise _fail("record", problem)
    deals = _list(data.get("deals", []), "record", "deals")
    first = deals[0].get("dealer", 3) if deals and isinstance(deals[0], dict) else 3
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first <= 3:
        raise _fail("deal 1", f"dealer must be a seat 0..3, not {first!r}")
    match = Match(target, first_dealer=first)
    for i, d in enumerate(deals, 1):
        _import_deal(match, d, f"deal {i}")
    return match


def _import_deal(match: Match, d: Any, where: str) -> None:
    if not isinstance(d, dict):
        raise _fail(where, "not a JSON object")
    if match.winner is not None:
        raise _fail(where, "the match was already won")
    if match.current is not None:
        raise _fail(where, "the deal before it is not finished")
    dealer = d.get("dealer", match.next_dealer)
    if dealer != match.next_dealer:
        raise _fail(where, f"the dealer must be seat {match.next_dealer}, not {dealer!r}")
    seed = d.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise _fail(where, f"'seed' must be a whole number >= 0, not {seed!r}")
    if "hands" in d:
        hands = [0, 0, 0, 0]
        rows = _list(d["hands"], where, "hands")
        if len(rows) != 4:
            raise _fail(where, f"there must be 4 hands, not {len(rows)}")
        for owner, row in enumerate(rows):
            for c in _list(row, where, "hands"):
                try:
                    hands[owner] |= 1 << parse_card(str(c))
                except ValueError:
                    raise _fail(where, f"{c!r} in the hand of seat {owner} is not a card") from None
            if len(row) != 8:
                raise _fail(where, f"seat {owner} holds {len(row)} cards, not 8")
        problem = check_hands(hands)
        if problem:
            raise _fail(where, f"the hands are not a deal of the 32 cards: {problem}")
        if seed is not None and tuple(hands) != deal_hands(seed, dealer):
            raise _fail(where, "the hands are not those dealt by its seed")
        deal = match.new_deal(hands=hands, seed=seed)
    elif seed is not None:
        deal = match.new_deal(seed=seed)
    else:
        raise _fail(where, "a deal needs 'hands' or 'seed'")

    declare = set()
    for s in _list(d.get("declare", []), where, "declare"):
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s <= 3:
            raise _fail(where, f"'declare' holds seats 0..3, not {s!r}")
        declare.add(s)

    for j, text in enumerate(_list(d.get("calls", []), where, "calls"), 1):
        seat = deal.to_act
        at = f"{where}, call {j} ({text}, seat {seat})"
        if seat is None:
            raise _fail(f"{where}, call {j} ({text})", "the auction is over")
        try:
            call = parse_call(str(text))
        except ValueError:
            raise _fail(at, "not a call (pass, a bid such as 80H, close or close-back)") from None
        try:
            deal.push(call)
        except IllegalAction as e:
            raise _fail(at, str(e)) from None
    cards = _list(d.get("cards", []), where, "cards")
    if cards and deal.contract is None:
        raise _fail(where, "cards are played but the auction is not over"
                    if not deal.auction.thrown_in else "cards are played in a thrown-in deal")
    for k, text in enumerate(cards, 1):
        seat = deal.to_act
        if seat is None:
            raise _fail(f"{where}, card {k} ({text})", "all 32 cards are already played")
        at = f"{where}, card {k} ({text}, seat {seat})"
        try:
            card = parse_card(str(text))
        except ValueError:
            raise _fail(at, "not a card") from None
        if deal.must_declare(seat):
            deal.push(ANNOUNCE if seat in declare else DECLINE)
        try:
            deal.push(Play(card))
        except IllegalAction as e:
            raise _fail(at, str(e)) from None


def loads(text: str) -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        where = f"at line {e.lineno}, column {e.colno}"
        raise _fail("record", f"not valid JSON ({e.msg} {where})") from None
    return import_match(data)


def replay_summary(match: Match) -> dict[str, Any]:
    """The ``replay`` output: one entry per deal, the sheet totals and the winner."""
    deals: list[dict[str, Any]] = []
    for deal in match.deals:
        result = deal.result()
        if result is None:
            c = deal.contract
            deals.append({
                "contract": None if c is None else c.to_json(),
                "made": None, "raw": [0, 0], "sheet": [0, 0], "complete": False,
            })
        else:
            deals.append({**result.to_json(), "complete": True})
    return {"deals": deals, "totals": list(match.totals), "winner": match.winner}
