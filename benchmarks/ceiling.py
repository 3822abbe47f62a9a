"""How far can card play go against the reference? A double-dummy player in the card arena.

``dd`` reads the true deal, every hand open (it cheats), and plays the card whose exact
solve (``endgame.solved_moves``, the hard bot's own from five cards) scores best for its
team: the deal's raw score difference under the rules, trick points breaking ties, as the
hard bot values a card in a world. No honest player sees the hands, so what ``dd`` scores
against ``pimc`` is a ceiling of sorts for issue #22's "+10 against the reference": a
card player that knew everything would gain about this much, in that rule set, with the
same contracts (the calls by ``normal``, replayed in the second play as in every run of
``cardplay_arena``). Not a strict bound (exact play against hands open is not the best
reply to a player who guesses), but the scale the +10 sits on in each game.

    python benchmarks/ceiling.py --a dd --b pimc --rules belote --deals 450 --first 0 \
        --seed 3 --workers 1 --pairs FILE

``--a ddleads`` and ``--a ddfollows``: hard's card play with the double-dummy player's card
at my leads (or my follows) with six cards or more only: where the room above hard lies.
``--a psight``: hard's card play with its partner's hand shown to it (only that: its worlds
hold his true hand), at every card decision: what any reading of the partner could give;
``--a psightlate``: the same from five cards in hand only (where hard solved exactly when
this was measured; in Belote its leads from five are played out since session 56);
``--a psightleads``: at my leads with six cards or more only; ``--a psightopen``: at the
deal's opening lead only (eight cards in hand); ``--a ptrumpmid`` and ``--a pacesmid``: at my
leads with six or seven cards, only where the trumps (or the side Aces and Tens) lie.
Every option is ``cardplay_arena``'s; run with ``--workers 1`` (the patched arena must run
in this process).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardplay_arena as arena

from pilotta.actions import PLAYS, Action
from pilotta.agent import Agent
from pilotta.bots import hard as hard_module
from pilotta.bots.arena import Timing
from pilotta.bots.dds import Solver
from pilotta.bots.endgame import solved_moves
from pilotta.bots.hard import line_value
from pilotta.bots.knowledge import Knowledge, infer
from pilotta.bots.playout import card_play_extras
from pilotta.cards import ALL_CARDS, POINTS, SUIT_MASK
from pilotta.game import Deal, DealResult
from pilotta.observation import Observation
from pilotta.rulesets import rules_named

_TABLE: list[Deal] = []  # the deal being played, for the cheating player


class DoubleDummy:
    """Plays the exactly best card of the true deal (see the module's text)."""

    name = "dd"

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        deal = _TABLE[-1]
        rules = rules_named(obs.rules)
        contract = obs.contract
        assert contract is not None
        team = obs.seat & 1
        k = infer(obs, memory=True)
        hands = list(deal.hands)
        extras = card_play_extras(obs, rules)([hands[s] | k.played_by[s] for s in range(4)])
        solver = Solver(obs.trump, team, rules.partner_exemption)
        best, best_v = -1, -1e18
        for c, tp, tw in solved_moves(solver, hands, obs.leader, list(obs.trick),
                                      obs.trick_points, obs.tricks_won):
            v = line_value(contract, tp, tw, extras, team, rules)
            if v > best_v:
                best, best_v = c, v
        return PLAYS[best]


def _sighted(part: str, obs: Observation) -> bool:
    """Whether the cheat ``part`` sees at this card decision: "early" is six cards or more
    in hand, a lead is a decision with no card on the table."""
    early = obs.hand.bit_count() > 5
    lead = not obs.trick
    mid = lead and obs.hand.bit_count() in (6, 7)
    return {"ddleads": early and lead, "ddfollows": early and not lead, "psight": True,
            "psightlate": not early, "psightleads": early and lead,
            "psightopen": lead and obs.hand.bit_count() == 8,
            "ptrumpmid": mid, "pacesmid": mid}[part]


class PartSighted:
    """Hard's card play, except where ``part`` says: there the double-dummy player's card.
    ``ddleads``: my leads with six cards or more; ``ddfollows``: my follows with six or
    more. Where the room above hard lies: the gain over hard of seeing the hands at those
    decisions only."""

    name = "part"

    def __init__(self, part: str, seed: int, options: dict[str, Any]) -> None:
        self.part = part
        self.dd = DoubleDummy()
        self.hard = _plain_make("hard", seed, options)

    def act(self, obs: Observation) -> Action:
        return (self.dd if _sighted(self.part, obs) else self.hard).act(obs)


class PartnerSighted:
    """Hard's card play, its worlds holding its partner's true hand (``psight``): the
    knowledge of every card decision patched, the rest of the bot unchanged."""

    name = "psight"

    def __init__(self, seed: int, options: dict[str, Any], part: str) -> None:
        self.hard = _plain_make("hard", seed, options)
        self.part = part

    def act(self, obs: Observation) -> Action:
        if not _sighted(self.part, obs):
            return self.hard.act(obs)
        partner = obs.seat ^ 2
        trump = obs.trump
        # the cards whose place (my partner's hand or not) is shown
        told = {"ptrumpmid": SUIT_MASK[trump],
                "pacesmid": sum(1 << c for c in range(32)
                                if c >> 3 != trump and POINTS[trump][c] >= 10)
                }.get(self.part, ALL_CARDS)
        shown = _TABLE[-1].hands[partner] & told

        def sighted(o: Observation, memory: bool = True) -> Knowledge:
            k = infer(o, memory)
            for s in range(4):
                if s == partner:
                    k.may[s] = k.may[s] & ~told | shown
                    k.known[s] |= shown
                elif s != o.seat:
                    k.may[s] &= ~shown
                    k.known[s] &= ~shown
            return k

        hard_module.__dict__["infer"] = sighted
        try:
            return self.hard.act(obs)
        finally:
            hard_module.__dict__["infer"] = infer


_SIGHTS = ("psight", "psightlate", "psightleads", "psightopen", "ptrumpmid", "pacesmid")
_CHEATS = ("dd", "ddleads", "ddfollows", *_SIGHTS)


def _make_player(spec: str, seed: int, options: dict[str, Any]) -> Agent:
    if spec == "dd":
        return DoubleDummy()
    if spec in _SIGHTS:
        return PartnerSighted(seed, options, spec)
    if spec in _CHEATS:
        return PartSighted(spec, seed, options)
    return _plain_make(spec, seed, options)


def _play(deal: Deal, seats: Sequence[arena.Seat], timing: dict[str, Timing],
          replay: arena.Script | None) -> tuple[DealResult, arena.Script]:
    _TABLE.append(deal)
    try:
        return _plain_play(deal, seats, timing, replay)
    finally:
        _TABLE.pop()


_plain_make = arena.make_player
_plain_play = arena.play
_plain_parse = arena.parse_player


def _parse(spec: str) -> tuple[str, dict[str, Any]]:
    return (spec, {}) if spec in _CHEATS else _plain_parse(spec)


arena.make_player = _make_player
arena.play = _play
arena.parse_player = _parse

if __name__ == "__main__":
    if "--workers" in sys.argv and sys.argv[sys.argv.index("--workers") + 1] != "1":
        sys.exit("ceiling.py: run with --workers 1 (the patched arena runs in this process)")
    sys.exit(arena.main())
