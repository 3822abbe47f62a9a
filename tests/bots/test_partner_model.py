"""Inference from my partner's cards (``partner_model``): a world is weighted down for each
card my partner played that the heuristic would not have played with his hand there."""

from __future__ import annotations

import pytest

from pilotta.bots.hard import HardBot
from pilotta.bots.heuristic import card_choice
from pilotta.bots.knowledge import infer
from pilotta.bots.partner_model import PartnerModel
from pilotta.bots.sampler import Sampler
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rules import Rules
from pilotta.rulesets import rules_named
from pilotta.tricks import legal_on

from bots_util import play_until


def _played(rules: Rules, seed: int, tricks: int = 3, deviate: int | None = None
            ) -> tuple[Deal, Observation] | None:
    """A deal whose calls are the normal bots' and whose cards are the heuristic's for each
    seat's own hand (``card_choice``), except seat ``deviate``'s first card with a choice:
    its highest other legal card; stopped at seat 0's first turn after ``tricks`` tricks.
    None when the deal is thrown in."""
    deal = Deal.from_rng(Rng(derive_seed(5, seed)), seed & 3, rules)
    deviated = False

    def card_of(s: int, obs: Observation) -> int:
        nonlocal deviated
        card = card_choice(obs, infer(obs, memory=True), True)[0]
        legal = legal_on(obs.hand, obs.trick, obs.trump)
        if s == deviate and not deviated and legal & (legal - 1):
            deviated = True
            return (legal & ~(1 << card)).bit_length() - 1
        return card

    try:
        obs = play_until(deal, card_of, lambda s, o: s == 0 and len(o.tricks) >= tricks)
    except AssertionError:  # thrown in: the deal ends in the auction
        return None
    return deal, obs


def _deals(name: str, count: int = 6, **kw: int) -> list[tuple[Deal, Observation]]:
    rules = rules_named(name)
    out = []
    for seed in range(40):
        played = _played(rules, seed, **kw)
        if played is not None:
            out.append(played)
        if len(out) == count:
            break
    return out


def _model(obs: Observation, name: str, min_cards: int = 5) -> PartnerModel:
    return PartnerModel(obs, 0.5, min_cards, rules_named(name).partner_exemption)


@pytest.mark.parametrize("name", ["belote", "pilotta"])
def test_the_true_world_of_a_partner_who_keeps_to_the_rule_weighs_one(name: str) -> None:
    """The heuristic's card is worked out from the partner's hand and what the table had
    seen, exactly as he worked it out: in the true deal every card of his matches."""
    read = 0
    for deal, obs in _deals(name):
        model = _model(obs, name)
        read += len(model.steps)
        assert model.weight(list(deal.hands)) == 1.0
    assert read >= 6  # his cards from six or more in hand were read


@pytest.mark.parametrize("name", ["belote", "pilotta"])
def test_a_card_off_the_rule_costs_the_miss_factor_once(name: str) -> None:
    for deal, obs in _deals(name, 3, deviate=2):
        assert _model(obs, name).weight(list(deal.hands)) == 0.5
        # his cards from at most eight (every one) are not read: no step, no factor
        assert _model(obs, name, 8).steps == []
        assert _model(obs, name, 8).weight(list(deal.hands)) == 1.0
    # an opponent's card off the rule is not read
    for deal, obs in _deals(name, 3, deviate=1):
        assert _model(obs, name).weight(list(deal.hands)) == 1.0


def test_sampled_worlds_are_told_apart() -> None:
    """Over worlds drawn from seat 0's view the weights are powers of the miss factor, and
    not all equal: the partner's cards say something about his hand."""
    weights = set()
    for _, obs in _deals("belote", 3):
        model = _model(obs, "belote")
        sampler = Sampler(obs, infer(obs, memory=True), Rng(11), use_auction=False)
        for _ in range(40):
            w = model.weight(sampler.world())
            assert w in {0.5 ** n for n in range(len(model.steps) + 1)}
            weights.add(w)
    assert len(weights) > 1


def test_the_hard_bot_reads_its_partner_only_when_asked(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """Off (the default), no model is made; on, the bot plays a legal card, and a weight
    equal for every world changes no mean."""
    _, obs = _deals("belote", 1)[0]
    plain = HardBot(3, "tiny", worlds=6, candidates=9)
    plain.act(obs)

    def fail(*_: object) -> None:
        raise AssertionError("a partner model was made")

    monkeypatch.setattr(PartnerModel, "__init__", fail)
    again = HardBot(3, "tiny", worlds=6, candidates=9)
    assert again.act(obs) == plain.last.action
    monkeypatch.undo()
    read = HardBot(3, "tiny", worlds=6, candidates=9, partner_miss=0.5)
    assert read.act(obs) in obs.legal
    monkeypatch.setattr(PartnerModel, "weight", lambda *_: 0.25)
    flat = HardBot(3, "tiny", worlds=6, candidates=9, partner_miss=0.5)
    flat.act(obs)
    assert flat.last.values == pytest.approx(plain.last.values)
