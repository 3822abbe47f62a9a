"""Bots in French Belote: legal whole deals at every level, take or pass from the hand and the
turned card, the partner exemption in play, search and inference, Belote scoring in the
search, hints, determinism and the arena.

The hard bot runs with the "tiny" budget except in the textbook positions.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pilotta.actions import ANNOUNCE, PASS_CALL, TAKE_CALL, Call, Play, parse_action
from pilotta.agent import Agent, finish, think
from pilotta.belote import BELOTE
from pilotta.bots import LEVELS, make_bot
from pilotta.bots import sampler as sampler_module
from pilotta.bots.arena import run_arena
from pilotta.bots.belote_calls import choose_take, is_trump_choice
from pilotta.bots.belote_search import _standard_error
from pilotta.bots.dds import Solver
from pilotta.bots.hard import HardBot
from pilotta.bots.hints import EN as HINTS_EN
from pilotta.bots.hints import describe, hint
from pilotta.bots.knowledge import infer
from pilotta.bots.playout import outcome, world_extras
from pilotta.bots.sampler import Sampler
from pilotta.cards import ALL_CARDS, SUIT_MASK, card_name, parse_card
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rules import Dealt

from bots_util import early_card_choices

FAST = settings(max_examples=10, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def bot(level: str, seed: int = 0) -> Agent:
    if level == "hard":
        return make_bot("hard", seed, budget="tiny")
    return make_bot(level, seed)


def play_deal(levels: list[str], seed: int) -> Deal:
    """A whole Belote deal; ``Deal.push`` raises on any illegal action."""
    dealer = seed & 3
    deal = Deal.from_rng(Rng(derive_seed(seed, 99)), dealer, BELOTE)
    agents = [bot(levels[s], derive_seed(seed, s)) for s in range(4)]
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        obs = deal.observation(seat)
        assert obs.rules == "belote" and obs.turned == deal.turned
        action = agents[seat].act(obs)
        assert action in obs.legal
        deal.push(action)
    return deal


def mask(text: str) -> int:
    m = 0
    for w in text.split():
        m |= 1 << parse_card(w)
    return m


def in_play(rows: list[str], turned: str, dealer: int, calls: str, history: str = ""
            ) -> Deal:
    """A Belote deal whose hands once trump is chosen are ``rows`` (``turned`` in the
    taker's row), after ``calls`` and the cards of ``history`` (announcing as due)."""
    t = parse_card(turned)
    first = [0, 0, 0, 0]
    parts: dict[int, list[int]] = {}
    for seat in range(4):
        own = [parse_card(w) for w in rows[seat].split() if parse_card(w) != t]
        first[seat] = sum(1 << c for c in own[:5])
        parts[seat] = own[5:]
    talon: list[int] = []
    for i in range(1, 5):
        talon += parts[(dealer + i) & 3]
    deal = Deal(dealer, first, rules=BELOTE, check=False,
                dealt=Dealt((first[0], first[1], first[2], first[3]), t, tuple(talon)))
    for word in (calls + " " + history).split():
        to_act = deal.to_act
        if to_act is not None and deal.contract is not None and deal.must_declare(to_act):
            deal.push(ANNOUNCE)
        deal.push(parse_action(word))
    assert [mask(r) for r in rows] == list(deal.play_hands)
    to_act = deal.to_act
    if to_act is not None and deal.must_declare(to_act):
        deal.push(ANNOUNCE)
    return deal


def choice(five: str, turned: str, dealer: int = 3, calls: str = "") -> Observation:
    """The observation of the seat to call, holding ``five``, with ``turned`` turned."""
    hand = mask(five)
    t = parse_card(turned)
    rest = [c for c in range(32) if not (hand | 1 << t) >> c & 1]
    seat = (dealer + 1 + len(calls.split())) & 3
    first = [0, 0, 0, 0]
    first[seat] = hand
    others = [s for s in range(4) if s != seat]
    for i, s in enumerate(others):
        first[s] = sum(1 << c for c in rest[5 * i:5 * i + 5])
    deal = Deal(dealer, first, rules=BELOTE, check=False,
                dealt=Dealt((first[0], first[1], first[2], first[3]), t, tuple(rest[15:])))
    for word in calls.split():
        deal.push(parse_action(word))
    assert deal.to_act == seat
    return deal.observation(seat)


# --- legal whole deals -----------------------------------------------------------------
@FAST
@given(st.integers(0, 2**32), st.sampled_from(["random", "easy", "normal"]))
def test_rule_bots_play_legal_belote_deals(seed: int, level: str) -> None:
    levels = [level, "random", level, "easy" if level == "normal" else "normal"]
    assert play_deal(levels, seed).is_over


@settings(max_examples=4, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_hard_bot_plays_legal_belote_deals(seed: int) -> None:
    assert play_deal(["hard", "normal", "hard", "easy"], seed).is_over


def test_every_level_plays_a_whole_belote_deal() -> None:
    for level in LEVELS:
        for seed in (1, 2):
            assert play_deal([level] * 4, seed).is_over


def test_bots_are_deterministic_from_a_seed() -> None:
    for level in ("random", "easy", "normal", "hard"):
        a = play_deal([level] * 4, 4321)
        b = play_deal([level] * 4, 4321)
        assert a.actions == b.actions


@FAST
@given(st.integers(0, 2**32), st.integers(0, 7), st.sampled_from(["easy", "normal", "hard"]))
def test_the_choice_cannot_see_hidden_cards(seed: int, passes: int, level: str) -> None:
    """Other hands and the talon dealt anew around the same five cards and turned card:
    the same observation, and the same call."""
    dealer = seed & 3
    a = Deal.from_rng(Rng(seed), dealer, BELOTE)
    seat = (dealer + 1 + passes) & 3
    turned = a.turned
    assert turned is not None
    rest = [c for c in range(32) if not (a.hands[seat] | 1 << turned) >> c & 1]
    Rng(seed + 1).shuffle(rest)
    first = [0, 0, 0, 0]
    others = iter(rest)
    for s in range(4):
        first[s] = a.hands[s] if s == seat else sum(1 << next(others) for _ in range(5))
    b = Deal(dealer, first, rules=BELOTE, check=False,
             dealt=Dealt((first[0], first[1], first[2], first[3]), turned, tuple(others)))
    for deal in (a, b):
        for _ in range(passes):
            deal.push(PASS_CALL)
    obs = a.observation(seat)
    assert b.observation(seat) == obs
    assert bot(level, 5).act(obs) == bot(level, 5).act(b.observation(seat))


# --- take or pass ----------------------------------------------------------------------
STRONG = ("JH 9H AS 7D 8C", "7H")  # Jack and Nine of the turned suit and an Ace
JUNK = ("7S 8S 9D TD 8C", "7H")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_strong_hand_takes_and_junk_passes(level: str) -> None:
    agent = make_bot(level, 1, budget="arena") if level == "hard" else make_bot(level, 1)
    strong = choice(*STRONG)
    assert is_trump_choice(strong) and strong.legal == (PASS_CALL, TAKE_CALL)
    assert agent.act(strong) == TAKE_CALL
    assert agent.act(choice(*JUNK)) == PASS_CALL


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_round_two_names_the_strong_suit(level: str) -> None:
    """All passed on the 7H: with the Jack, Nine and Ace of spades, name spades."""
    obs = choice("JS 9S AS 7D 8C", "7H", calls="pass pass pass pass")
    agent = make_bot(level, 1, budget="arena") if level == "hard" else make_bot(level, 1)
    action = agent.act(obs)
    assert isinstance(action, Call) and str(action) == "S"


def test_a_take_must_clear_a_bar_that_grows_with_the_noise() -> None:
    """``take_sigma``: a clear take clears one standard error; no take clears a
    million, so the bot passes even the Jack and Nine of the turned suit."""
    strong = choice(*STRONG)
    assert HardBot(1, "arena", take_switch=0, take_sigma=1.0).act(strong) == TAKE_CALL
    assert HardBot(1, "arena", take_switch=0, take_sigma=1e6).act(strong) == PASS_CALL


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.integers(0, 7))
def test_a_switch_bar_out_of_reach_keeps_the_normal_rule_s_call(seed: int, passes: int
                                                                 ) -> None:
    """``take_switch``: the normal rule's call stands unless the playouts beat it by that
    many standard errors; a million is never reached, so hard calls as normal does."""
    deal = Deal.from_rng(Rng(seed), seed & 3, BELOTE)
    for _ in range(passes):
        deal.push(PASS_CALL)
    obs = deal.observation((deal.dealer + 1 + passes) & 3)
    assert HardBot(seed, "tiny", take_switch=1e6).act(obs) == choose_take(obs)


def test_the_playouts_overrule_the_rule_on_a_hand_it_misjudges() -> None:
    """Round 2, first to speak, with the Jack, 8 and 7 of spades (the KC turned): the rule
    passes; the playouts see spades beat passing by more than a standard error (for each
    seed tried). A strong take stays the rule's take."""
    spades = choice("7S 8S JS 9H 9C", "KC", dealer=0, calls=" ".join(["pass"] * 4))
    assert choose_take(spades) == PASS_CALL
    for seed in (1, 2, 3):
        action = HardBot(seed, "arena").act(spades)
        assert isinstance(action, Call) and str(action) == "S"
    strong = choice("JH 9H AH AS AC", "7H")
    assert HardBot(1, "arena").act(strong) == TAKE_CALL == choose_take(strong)


def test_the_standard_error_of_weighted_samples() -> None:
    """10, 20 and 30 twice: mean 22.5, variance 275 / 3, standard error of the mean
    sqrt(275 / 12)."""
    assert _standard_error([(10, 1), (20, 1), (30, 2)], 4) == pytest.approx((275 / 12) ** 0.5)


def test_the_take_search_thinks_in_small_steps() -> None:
    """A step per world drawn and per world played out; pausing changes nothing."""
    obs = choice(*STRONG)
    agent = HardBot(3, "arena")
    thinking = think(agent, obs)
    steps = 0
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            action = stop.value
            break
        steps += 1
    assert steps > agent.budget.take_candidates and action in obs.legal
    assert finish(think(HardBot(3, "arena"), obs)) == action
    assert agent.last.values is not None and set(agent.last.values) == {"pass", "take"}


def test_the_turned_card_counts_for_the_taker() -> None:
    """The Jack turned: the Nine and two more trumps make a take; without the Jack (an 8
    turned) the same hand passes."""
    assert choose_take(choice("9H AH 8H 7D 8C", "JH")) == TAKE_CALL
    assert choose_take(choice("9H AH 7H 7D 8C", "8S")) == PASS_CALL


# --- the partner exemption in play -----------------------------------------------------
# Hearts trump, seat 1 took the KH; seat 0 leads the 7S, partner (seat 1) wins with the
# Ace, seat 2 follows; seat 3, void in spades and holding trumps, may discard.
ROWS = ["7S 9S QS 8H 9D JD 9C JC", "AS TS TH KH TD QD TC QC",
        "8S JS KS QH AH KD AD AC", "JH 9H 7H 7D 8D KC 8C 7C"]


def free_position() -> Deal:
    return in_play(ROWS, "KH", 3, "pass take", "7S AS 8S")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_partner_winning_and_void_the_bot_discards_instead_of_trumping(level: str) -> None:
    deal = free_position()
    obs = deal.observation(3)
    assert obs.seat == 3 and len(obs.legal) == 8  # the exemption: any card
    agent = make_bot(level, 1, budget="arena") if level == "hard" else make_bot(level, 1)
    action = agent.act(obs)
    assert isinstance(action, Play)
    assert action.card >> 3 != obs.trump, card_name(action.card)


def test_the_hint_says_no_trump_is_needed() -> None:
    obs = free_position().observation(3)
    h = hint(obs, budget="tiny", seed=1)
    assert h.action in obs.legal and h.code in HINTS_EN
    assert h.code in ("partner_wins_free", "feed_partner"), h.code
    assert "{" not in describe(h)


def test_take_and_pass_hints() -> None:
    for five, turned in (STRONG, JUNK):
        obs = choice(five, turned)
        h = hint(obs, budget="tiny", seed=3)
        assert h.action in obs.legal and h.code in ("take", "pass_take")
        assert "{" not in describe(h) and h.code in HINTS_EN
    named = hint(choice("JS 9S AS 7D 8C", "7H", calls="pass pass pass pass"), seed=1)
    assert named.code in ("name_trump", "pass_take") and "{" not in describe(named)


def test_inference_keeps_the_trumps_of_a_free_discarder() -> None:
    """Seat 3 discarded the 7D on partner's winning Ace: in Belote he may still hold trumps
    (in Pilotta he could not)."""
    deal = free_position()
    deal.push(Play(parse_card("7D")))
    obs = deal.observation(0)
    k = infer(obs)
    assert k.void[3] >> 0 & 1  # void in spades
    assert k.may[3] & SUIT_MASK[obs.trump]  # trumps still possible
    pilotta_obs = Observation(**{**{f: getattr(obs, f) for f in obs.__dataclass_fields__},
                                 "rules": "pilotta", "turned": None})
    assert not infer(pilotta_obs).may[3] & SUIT_MASK[obs.trump]


def test_the_taker_holds_the_turned_card_in_every_sampled_world() -> None:
    deal = in_play(ROWS, "KH", 3, "pass take")
    obs = deal.observation(0)
    k = infer(obs)
    assert k.known[1] >> parse_card("KH") & 1
    sampler = Sampler(obs, k, Rng(5))
    for _ in range(20):
        hands = sampler.world()
        assert hands[1] >> parse_card("KH") & 1
        assert sum(hands) == ALL_CARDS and all(h.bit_count() == 8 for h in hands)


# --- the search under Belote's rules ---------------------------------------------------
@FAST
@given(st.integers(0, 2**32))
def test_solver_legal_cards_are_the_engines(seed: int) -> None:
    """Through a random Belote deal, the solver's legal cards are the engine's."""
    rng = Rng(seed)
    deal = Deal.from_rng(Rng(seed), seed & 3, BELOTE)
    while deal.contract is None and not deal.is_over:
        deal.push(TAKE_CALL if rng.random() < 0.5 and len(deal.auction.calls) < 4
                  else PASS_CALL)
    if deal.contract is None:
        return
    solver = Solver(deal.trump, 0, BELOTE.partner_exemption)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        if deal.must_declare(seat):
            deal.push(ANNOUNCE)
            continue
        assert solver._legal(deal.hands[seat], list(deal.trick)) == deal.legal_card_mask()
        deal.play_random(rng)


@FAST
@given(st.integers(0, 2**32))
def test_search_scores_a_deal_as_the_engine(seed: int) -> None:
    """``outcome`` with Belote's rules: the raw difference the engine scores (every seat
    announces)."""
    deal = Deal.from_rng(Rng(seed), seed & 3, BELOTE)
    deal.push(TAKE_CALL)
    rng = Rng(seed + 1)
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        if deal.must_declare(seat):
            deal.push(ANNOUNCE)
        else:
            deal.play_random(rng)
    result = deal.result()
    assert result is not None and result.contract is not None
    takers = result.contract.team
    extras = world_extras(deal.play_hands, deal.trump, rules=BELOTE, takers=takers)
    assert outcome(takers, 0, 1, deal.trick_points, deal.tricks_won, extras, 0, BELOTE) == \
        result.raw[0] - result.raw[1]


# --- the arena -------------------------------------------------------------------------
def test_belote_arena_smoke() -> None:
    r = run_arena("easy", "random", deals=4, seed=3, chunk=2, rules=BELOTE)
    assert len(r.pairs) == 4 and r.target == 1000
    lines = r.lines()
    assert any("matches to 1000 won" in line for line in lines)
    assert any("belote" in line for line in lines)


def test_arena_command_line_takes_rules(capsys: pytest.CaptureFixture[str]) -> None:
    from pilotta.cli import main

    assert main(["arena", "--rules", "belote", "--a", "normal", "--b", "easy", "--deals", "2",
                 "--chunk", "1"]) == 0
    out = capsys.readouterr().out
    assert "A=normal vs B=easy, belote" in out and "matches to 1000 won" in out
    assert main(["arena", "--rules", "belote", "--a", "easy", "--b", "random", "--deals", "1",
                 "--target", "501"]) == 0
    assert "matches to 501 won" in capsys.readouterr().out


def test_card_worlds_may_leave_the_trump_choice_unread(monkeypatch: pytest.MonkeyPatch) -> None:
    """``card_auction=False``: a Belote card decision's worlds are not weighted by the trump
    choice (``belote_calls.choice_weight`` is never asked), as the PIMC reference draws
    them; by default they are."""
    def refuse(obs: Observation, hands: object) -> float:
        raise AssertionError("the trump choice was read")

    obs = next(iter(early_card_choices()))
    monkeypatch.setattr(sampler_module, "choice_weight", refuse)
    flat = HardBot(9, budget="tiny", dds_cards=0, card_auction=False)
    assert flat.act(obs) in obs.legal
    with pytest.raises(AssertionError, match="trump choice was read"):
        HardBot(9, budget="tiny", dds_cards=0).act(obs)
