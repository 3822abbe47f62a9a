"""A hard bot's decision is a pure function of (observation, seed, work budget): the same on a
quiet machine, on a machine whose cores are all busy, and in CPython as in Pyodide.

``GOLDEN`` is the calls and cards of two deals played by four hard bots at the page's and
the arena's budget, ``COINCHE_GOLDEN`` of one Coinche deal. When a change to the bots is
meant to change their play, print the new values with
``PYTHONPATH=. python3 tests/bots/test_determinism.py`` and paste them here.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pilotta.bots import make_bot
from pilotta.coinche import COINCHE
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.rng import Rng, derive_seed

GOLDEN = (
    "80D 90S pass pass pass AH 7H JH 8H AD KS 8D 7D AC 8C KC QC JS QS TS 7S QH 9H 7C TH TC 8S"
    " JC 9C KH 9S JD TD QD KD 9D AS\n"
    "80H pass pass pass 7C JC 8C KC 7D AD JD KD 9C 9H QC AC QH 8H JH 7H 9D QD TD 8D 7S AS JS 8S"
    " TC KH TH 9S AH QS KS TS"
)


COINCHE_GOLDEN = (
    "pass 80A 90H pass pass 100N pass pass pass QC KC 9C 7C 8D 7S TD 7D 8S 9S AS KS AC JC 8C TC"
    " AD 8H QD 9D JS JH TS 9H QS QH KH TH 7H KD JD AH"
)


def hard_deals(seeds: tuple[int, ...] = (11, 12), coinche: bool = False) -> str:
    """The actions of whole deals played by four hard bots, one deal a line."""
    lines = []
    for seed in seeds:
        dealer = seed & 3
        if coinche:
            deal = Deal.from_rng(Rng(derive_seed(seed, 1)), dealer, COINCHE)
        else:
            deal = Deal(dealer, deal_hands(derive_seed(seed, 1), dealer))
        bots = [make_bot("hard", derive_seed(seed, 2, s), budget="browser") for s in range(4)]
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            deal.push(bots[seat].act(deal.observation(seat)))
        lines.append(" ".join(str(a) for a in deal.actions))
    return "\n".join(lines)


def test_hard_decisions_match_the_golden_run() -> None:
    """Same decisions as the reference run (CPython and Pyodide both run this)."""
    assert hard_deals() == GOLDEN


def test_hard_coinche_decisions_match_the_golden_run() -> None:
    assert hard_deals((13,), coinche=True) == COINCHE_GOLDEN


@pytest.mark.skipif(sys.platform == "emscripten" or os.environ.get("PILOTTA_IN_PYODIDE") == "1",
                    reason="no processes inside Pyodide")
def test_busy_cores_change_no_decision() -> None:
    """Every core kept busy by other processes: not one decision changes."""
    quiet = hard_deals()
    burners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 2)
    ]
    try:
        busy = hard_deals()
    finally:
        for p in burners:
            p.kill()
            p.wait()
    assert busy == quiet


if __name__ == "__main__":
    print(repr(hard_deals()))
    print(repr(hard_deals((13,), coinche=True)))
