"""Observations: a seat sees its hand and everything public, and nothing hidden."""

from pilotta.actions import ANNOUNCE, PASS_CALL
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.rng import Rng
from pilotta.simulate import random_action

from engine_util import hands, push_all


def swap_hidden(h: list[int], a: int, b: int, card_a: int, card_b: int) -> list[int]:
    out = list(h)
    out[a] ^= (1 << card_a) | (1 << card_b)
    out[b] ^= (1 << card_a) | (1 << card_b)
    return out


def test_hidden_cards_do_not_change_an_observation() -> None:
    # Seats 1 and 3 exchange two cards that neither plays before the end of trick 2;
    # seat 0's observation is the same at every step.
    base = deal_hands(42, 3)
    rng = Rng(1)
    ref = Deal(3, base)
    push_all(ref, "90S pass pass pass")
    while len(ref.tricks) < 2:
        ref.push(ANNOUNCE if ref.must_declare(ref.to_act or 0) else random_action(ref, rng))
    played = ref.played
    c1 = next(c for c in range(32) if base[1] >> c & 1 and not played >> c & 1)
    c3 = next(c for c in range(32) if base[3] >> c & 1 and not played >> c & 1
              and c >> 3 == c1 >> 3)
    other = Deal(3, swap_hidden(base, 1, 3, c1, c3))
    for action in ref.actions:
        other.push(action)
    replay = Deal(3, base)
    for action in ref.actions:
        replay.push(action)
        assert replay.observation(0).hand == replay.hands[0]
    assert ref.observation(0) == other.observation(0)
    assert ref.observation(2) == other.observation(2)
    assert ref.observation(1) != other.observation(1)


def test_observation_shows_public_facts() -> None:
    h = hands(
        "7S 8S 9S TS JS QS KS AS",
        "7D 8D 9D TD JD QD KD AD",
        "7H 8H 9H TH JH QH KH AH",
        "7C 8C 9C TC JC QC KC AC",
    )
    deal = Deal(3, h)
    push_all(deal, "80S pass pass pass")
    obs = deal.observation(0)
    assert obs.to_act == 0 and obs.contract is not None and obs.trump == 0
    assert [str(a) for a in obs.legal] == ["announce", "decline"]
    assert deal.observation(1).legal == ()
    push_all(deal, "announce 7S announce 7D decline 7H announce 7C")
    obs = deal.observation(1)
    assert obs.decisions == (True, True, None, True)  # a decline is silent
    assert [a.value for a in obs.announced[0]] == [100]
    assert obs.announced[2] == ()
    assert obs.counting_team == 0  # run of eight in trump beats the others
    assert len(obs.shown[0]) == 1 and obs.shown[1] == ()
    assert obs.tricks[0].winner == 0 and obs.played.bit_count() == 4
    assert obs.pilotta is None
    push_all(deal, "QS 8D 8H 8C KS")
    assert deal.observation(2).pilotta == 0


def test_thrown_in_deal_has_no_actor() -> None:
    deal = Deal(0, deal_hands(1, 0))
    for _ in range(4):
        deal.push(PASS_CALL)
    assert deal.phase == "thrown-in" and deal.to_act is None
    assert deal.observation(0).legal == ()
    r = deal.result()
    assert r is not None and r.contract is None and r.sheet == (0, 0)


def test_a_decline_is_silent() -> None:
    """At a table a decline says nothing: seat 2 holding Q-K-A of diamonds and declining
    looks, to every other seat, exactly like seat 2 holding nothing to declare (the two
    deals swap the Q of diamonds with seat 0's 10 of spades)."""
    rows = ["TS QS KS 8H JH QH JD AC", "AS 9H KH AH 8D 9D 9C TC",
            "9S 7D TD QD KD AD 8C JC", "7S 8S JS 7H TH 7C QC KC"]
    declining = Deal(3, hands(*rows))
    rows[0], rows[2] = rows[0].replace("TS", "QD"), rows[2].replace("QD", "TS")
    nothing = Deal(3, hands(*rows))
    push_all(declining, "80S pass pass pass AC 9C decline 8C")
    push_all(nothing, "80S pass pass pass AC 9C 8C")
    for seat in (1, 3):
        assert declining.observation(seat) == nothing.observation(seat)
    a, b = declining.observation(0), nothing.observation(0)
    assert a.decisions == b.decisions == (None, None, None, None)
    assert (a.announced, a.shown, a.trick) == (b.announced, b.shown, b.trick)
    assert declining.observation(2).decisions[2] is False  # my own decline, I know
    push_all(declining, "7C")
    push_all(nothing, "7C")
    for seat in (1, 3):
        assert declining.observation(seat) == nothing.observation(seat)
