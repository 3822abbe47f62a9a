"""``python -m pilotta`` with Coinche: replay prints the result ``COINCHE.md`` gives, a bad
record gets one line and status 2, and simulate, bench and arena take ``--rules coinche``
(subprocesses: CPython only)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from pilotta.cards import card_name
from pilotta.coinche import deal_deck
from pilotta.deal import DEAL_POSITIONS
from pilotta.record import export_match
from pilotta.rulesets import rules_named
from pilotta.simulate import random_match

ROOT = Path(__file__).resolve().parents[2]

# seat 0 holds every spade, seats 1 and 2 every heart and every diamond, seat 3 the clubs
ROWS = [0xFF, 0xFF00, 0xFF0000, 0xFF000000]
# seat 0 leads its spades from the top; the others play their lowest card each time
CARDS = ["JS", "7H", "7D", "7C", "9S", "8H", "8D", "8C", "AS", "9H", "9D", "9C", "TS", "JH", "JD",
         "JC", "KS", "QH", "QD", "QC", "QS", "KH", "KD", "KC", "8S", "TH", "TD", "TC", "7S", "AH",
         "AD", "AC"]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pilotta", *args], cwd=ROOT, input=stdin,
        capture_output=True, text=True, timeout=300,
    )


def record(calls: list[str]) -> dict[str, Any]:
    deck = [0] * 32
    for seat, places in enumerate(DEAL_POSITIONS[3]):
        for place, card in zip(places, [c for c in range(32) if ROWS[seat] >> c & 1]):
            deck[place] = card
    assert deal_deck(deck, 3).hands == tuple(ROWS)
    return {"format": "pilotta-record/1", "rules": "coinche",
            "deals": [{"dealer": 3, "deck": [card_name(c) for c in deck], "calls": calls,
                       "cards": CARDS}]}


def test_replay_prints_the_contract_made_raw_sheet_card_points_and_belote() -> None:
    p = run("replay", "-", stdin=json.dumps(record(["80S", "coinche", "surcoinche"])))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    deal = out["deals"][0]
    assert deal["contract"] == {"seat": 0, "value": 80, "trump": "S", "multiplier": 4}
    # surcoinched and made: 160 + 80 x 4, and seat 0's belote
    assert deal["made"] is True and deal["raw"] == [500, 0] and deal["sheet"] == [500, 0]
    assert deal["card_points"] == [250, 0] and deal["belote"] == [20, 0]
    assert out["totals"] == [500, 0] and out["winner"] is None


def test_replay_of_a_random_coinche_match(tmp_path: Path) -> None:
    m = random_match(1000, seed=5, rules=rules_named("coinche", "tens"))
    f = tmp_path / "match.json"
    f.write_text(json.dumps(export_match(m)))
    p = run("replay", str(f))
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["totals"] == list(m.totals) and out["winner"] == m.winner


def test_a_bad_call_is_one_line_on_stderr_and_status_2() -> None:
    p = run("replay", "-", stdin=json.dumps(record(["80S", "pass", "coinche"])))
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.strip() == ("deal 1, call 3 (coinche, seat 2): only an opponent of the "
                                "last bidder may coinche")
    p = run("replay", "-", stdin=json.dumps(record(["170S"])))
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1
    assert "a bid is 80 to 160" in p.stderr


def test_simulate_bench_and_arena_take_rules_coinche() -> None:
    p = run("simulate", "--deals", "200", "--seed", "3", "--rules", "coinche")
    assert p.returncode == 0 and "deals: 200" in p.stdout, p.stderr
    p = run("bench", "--deals", "200", "--repeat", "1", "--rules", "coinche")
    assert p.returncode == 0 and "coinche" in p.stdout and "deals/s" in p.stdout, p.stderr
    p = run("arena", "--rules", "coinche", "--a", "normal", "--b", "easy", "--deals", "6")
    assert p.returncode == 0, p.stderr
    assert "coinche" in p.stdout and "matches to 2000 won" in p.stdout
