"""Inference from the last cards (``late_model``): a sampled world is weighted down for each
card another seat played late in the deal that falls short of best play in that world."""

from __future__ import annotations

import pytest

from pilotta.bots.dds import Solver
from pilotta.bots.hard import HardBot, line_value
from pilotta.bots.knowledge import infer
from pilotta.bots.late_model import LateModel
from pilotta.bots.playout import WorldExtras, card_play_extras
from pilotta.bots.policy import choose_card
from pilotta.bots.sampler import Sampler
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rules import PILOTTA
from pilotta.tricks import legal_on

from bots_util import play_until


def _exact_until(deviate: int | None, tricks: int = 5, seed: int = 6
                 ) -> tuple[Deal, Observation]:
    """A deal whose auction is the normal bots' and whose cards are the policy's with the
    true hands, then, from five cards in hand, each seat's best card under exact play
    (the lowest of equal ones), except seat ``deviate``'s first late card with a card that
    loses points (its lowest such); stopped at seat 0's first turn after ``tricks``
    tricks."""
    deal = Deal.from_rng(Rng(derive_seed(7, seed)), 0, PILOTTA)
    deviated = False

    def card_of(s: int, obs: Observation) -> int:
        nonlocal deviated
        assert obs.contract is not None
        legal = legal_on(obs.hand, obs.trick, obs.trump)
        if obs.hand.bit_count() > 5:
            return choose_card(s, legal, obs.trump, obs.trick, deal.hands, obs.contract.team,
                               True)
        values = Solver(obs.trump, s & 1).move_values(list(deal.hands), obs.leader,
                                                      list(obs.trick))
        best = max(values.values())
        worse = [c for c, v in values.items() if v < best]
        if s == deviate and worse and not deviated:
            deviated = True
            return min(worse)
        return min(c for c, v in values.items() if v == best)

    return deal, play_until(deal, card_of, lambda s, obs: s == 0 and len(obs.tricks) >= tricks)


def _model(obs: Observation, cards_from: int = 5, gap: float = 0.0) -> LateModel:
    return LateModel(obs, PILOTTA, cards_from, 0.5, gap, line_value)


def _extras(obs: Observation, hands: list[int]) -> WorldExtras:
    """The world's declarations, from each seat's cards now and played."""
    k = infer(obs, memory=True)
    return card_play_extras(obs, PILOTTA)([hands[s] | k.played_by[s] for s in range(4)])


def test_the_true_world_of_exact_late_play_weighs_one() -> None:
    deal, obs = _exact_until(None)
    assert _model(obs).steps  # late cards of other seats were read
    hands = list(deal.hands)
    assert _model(obs).weight(hands, _extras(obs, hands), Solver(obs.trump, 0)) == 1.0


def test_a_late_card_short_of_best_play_costs_the_miss_factor() -> None:
    deal, obs = _exact_until(3)
    hands = list(deal.hands)
    extras = _extras(obs, hands)
    solver = Solver(obs.trump, 0)
    assert _model(obs).weight(hands, extras, solver) == 0.5
    # a gap as large as the deal's score forgives it; cards from six in hand are not read
    assert _model(obs, gap=1000).weight(hands, extras, solver) == 1.0
    assert _model(obs, 4).steps != _model(obs).steps
    assert _model(obs, 2).steps == []


def test_sampled_worlds_are_told_apart_and_the_solver_stays_exact() -> None:
    """Over sampled worlds the weights are powers of the miss factor, not all equal; a
    solver that weighed a world then solves it as a fresh one does."""
    _, obs = _exact_until(None)
    k = infer(obs, memory=True)
    sampler = Sampler(obs, k, Rng(11), use_auction=False)
    model = _model(obs)
    weights = set()
    for _ in range(30):
        hands = sampler.world()
        solver = Solver(obs.trump, 0)
        w = model.weight(hands, _extras(obs, hands), solver)
        assert w in {0.5 ** n for n in range(len(model.steps) + 1)}
        weights.add(w)
        assert solver.move_values(list(hands), obs.leader, list(obs.trick)) == \
            Solver(obs.trump, 0).move_values(list(hands), obs.leader, list(obs.trick))
    assert len(weights) > 1


def test_the_hard_bot_weighs_late_worlds_only_when_asked() -> None:
    """Off, the decision is the default's; on, the bot still plays a legal card, and
    where no other seat has played a late card the weights change nothing."""
    _, obs = _exact_until(None)
    plain = HardBot(3, "tiny", dds_cards=5, dds_worlds=6)
    late = HardBot(3, "tiny", dds_cards=5, dds_worlds=6, late_miss=0.5, late_gap=0.0)
    assert late.act(obs) in obs.legal
    assert plain.act(obs) in obs.legal
    _, early = _exact_until(None, tricks=3)  # seat 0 leads the fourth trick: five cards
    assert not early.trick and not _model(early).steps
    assert late.act(early) == plain.act(early)
    assert late.last.values == plain.last.values
    assert late.last.values is not None and len(late.last.values) == 5


def test_equal_late_weights_leave_the_means_as_they_were(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The weights are relative: the same weight for every world changes no mean."""
    _, obs = _exact_until(None)
    plain = HardBot(3, "tiny", dds_cards=5, dds_worlds=6)
    plain.act(obs)
    monkeypatch.setattr(LateModel, "weight", lambda *_: 0.25)
    late = HardBot(3, "tiny", dds_cards=5, dds_worlds=6, late_miss=0.5)
    late.act(obs)
    assert late.last.values == pytest.approx(plain.last.values)
    assert late.last.worlds == plain.last.worlds
