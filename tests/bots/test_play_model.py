"""Inference from play (``play_model``): a sampled world is weighted by how well it explains
the other seats' past follows under the playouts' policy."""

from __future__ import annotations

from pilotta.bots.knowledge import infer
from pilotta.bots.play_model import PlayModel
from pilotta.bots.policy import choose_card
from pilotta.bots.sampler import Sampler
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rules import PILOTTA
from pilotta.tricks import legal_on

from bots_util import play_until


def _play_until(deviate: int | None, tricks: int = 4) -> tuple[Deal, Observation]:
    """A deal whose auction is the normal bots' and whose cards are the policy's with the
    true hands, except seat ``deviate``'s first follow with a choice (its lowest other
    legal card); stopped at seat 0's first turn after ``tricks`` tricks."""
    deal = Deal.from_rng(Rng(derive_seed(5, 1)), 0, PILOTTA)
    deviated = False

    def card_of(s: int, obs: Observation) -> int:
        nonlocal deviated
        assert obs.contract is not None
        legal = legal_on(obs.hand, obs.trick, obs.trump)
        card = choose_card(s, legal, obs.trump, obs.trick, deal.hands, obs.contract.team, True)
        if s == deviate and obs.trick and legal & (legal - 1) and not deviated:
            card = min(c for c in range(32) if legal >> c & 1 and c != card)
            deviated = True
        return card

    return deal, play_until(deal, card_of, lambda s, obs: s == 0 and len(obs.tricks) >= tricks)


def test_the_true_world_of_a_policy_play_weighs_one() -> None:
    deal, obs = _play_until(None)
    k = infer(obs, memory=True)
    assert PlayModel(obs, k.played_by, 0.5, False).weight(deal.hands) == 1.0


def test_a_follow_the_policy_would_not_play_costs_the_miss_factor() -> None:
    deal, obs = _play_until(3)
    k = infer(obs, memory=True)
    assert PlayModel(obs, k.played_by, 0.5, False).weight(deal.hands) == 0.5
    assert PlayModel(obs, k.played_by, 1.0, False).weight(deal.hands) == 1.0


def test_sampled_worlds_are_told_apart() -> None:
    """Over sampled worlds the weights are powers of the miss factor, not all equal: the
    past play tells worlds apart."""
    _, obs = _play_until(None)
    k = infer(obs, memory=True)
    sampler = Sampler(obs, k, Rng(3))
    model = PlayModel(obs, k.played_by, 0.5, False)
    weights = {model.weight(sampler.world()) for _ in range(60)}
    assert weights <= {0.5 ** i for i in range(32)}
    assert len(weights) > 1
