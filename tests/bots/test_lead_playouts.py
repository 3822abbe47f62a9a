"""Two playouts the hard bot may value its leads by (``Budget.lead_search``,
``Budget.guess_leads``): the searched next lead (``playout.lead_search_rollout``: the seat
that leads next tries each of its cards by a heuristic playout and keeps the line best for
its side) and the guessing opponents (``playout.guessing_rollout``: the other side leads a
random card, or with ``blind`` the heuristic's card for its own hand; with ``partner``, my
partner's leads too); the same random numbers for every card of a world
(``Budget.shared_draws``, ``Rng.replaying``); and leads played out where follows are solved
(``Budget.dds_lead_cards``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pilotta.bots.hard import Analysis, HardBot
from pilotta.bots.hints import explain
from pilotta.bots.playout import guessing_rollout, lead_search_rollout, rollout
from pilotta.bots.policy import choose_card
from pilotta.cards import LAST_TRICK_BONUS, POINTS, cards_in, mask_of, parse_card, parse_suit
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named
from pilotta.tricks import close_trick, legal_on

from bots_util import card_choices, cut_position, early_card_choices, shuffled_deal


def _cards(text: str) -> int:
    return mask_of(parse_card(c) for c in text.split())


def test_the_next_leader_keeps_its_ace_where_the_heuristic_leads_it_into_a_ruff() -> None:
    """Belote, diamonds trump, two tricks left, seat 0 to lead (team 0 took the contract):
    seat 0 holds 7D AC, seat 1 AD KC, seat 2 9S TH, seat 3 KH 8D. The heuristic leads the
    ace of clubs (its one side suit): seat 3, void, must trump it with the 8, and seat 1's
    ace of trumps then takes the last trick over seat 0's 7: team 0 takes nothing, team 1
    all 50 (15 + 35 with the last 10). Led first, the 7 of trumps loses to seat 1's ace
    (11 points), but seat 1 must then lead the king of clubs into seat 0's ace: 4 + 10 + 4
    + 11 and the last 10, 39 to team 0."""
    hands = [_cards("7D AC"), _cards("AD KC"), _cards("9S TH"), _cards("KH 8D")]
    trump = parse_suit("D")
    tp, tw = [0, 0], [0, 0]
    rollout(list(hands), trump, 0, [], 0, tp, tw, True)
    assert (tp, tw) == ([0, 50], [0, 2])
    tp, tw = [0, 0], [0, 0]
    lead_search_rollout(list(hands), trump, 0, [], 0, tp, tw, True)
    assert (tp, tw) == ([39, 11], [1, 1])


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), played=st.integers(0, 3), size=st.integers(2, 8))
def test_it_is_the_next_leaders_best_playout_and_counts_every_point(
        seed: int, rules: str, trump: int, played: int, size: int) -> None:
    """From any position (``size`` cards a hand, ``played`` of a trick on the table): the
    trick on the table is finished as the plain playout finishes it, then the result is the
    plain playout after the next leader's card that is best for its side (the lowest card
    on a tie), so never worse for that side than the plain playout; every point and trick
    is counted."""
    exemption = rules_named(rules).partner_exemption
    hands, leader, trick = cut_position(seed, exemption, trump, played, size)
    remaining = sum(POINTS[trump][c] for h in hands for c in cards_in(h)) + \
        sum(POINTS[trump][c] for c in trick) + LAST_TRICK_BONUS

    tp, tw = [0, 0], [0, 0]
    lead_search_rollout(list(hands), trump, leader, list(trick), 1, tp, tw, exemption)
    assert sum(tp) == remaining and sum(tw) == size

    # the definition: finish the trick by the heuristic, then the best of the next leads
    h, t, first_tp, first_tw = list(hands), list(trick), [0, 0], [0, 0]
    next_leader = leader
    if t:
        _finish_trick(h, trump, leader, t, first_tp, first_tw, exemption)
        next_leader = t.pop()
    plain_tp, plain_tw = list(first_tp), list(first_tw)
    rollout(list(h), trump, next_leader, [], 1, plain_tp, plain_tw, exemption)
    side = next_leader & 1
    assert tp[side] >= plain_tp[side]
    if h[next_leader] & (h[next_leader] - 1):
        best: tuple[int, list[int], list[int]] | None = None
        for c in cards_in(h[next_leader]):
            after = list(h)
            after[next_leader] &= ~(1 << c)
            c_tp, c_tw = list(first_tp), list(first_tw)
            rollout(after, trump, next_leader, [c], 1, c_tp, c_tw, exemption)
            if best is None or c_tp[side] > best[1][side]:
                best = (c, c_tp, c_tw)
        assert best is not None and (tp, tw) == (best[1], best[2])
    else:
        assert (tp, tw) == (plain_tp, plain_tw)


def _finish_trick(hands: list[int], trump: int, leader: int, trick: list[int],
                  tp: list[int], tw: list[int], exemption: bool) -> None:
    """The trick on the table played out by the plain playout (the same cards: the
    playout's plays are a pure function of the position), its winner appended."""
    while len(trick) < 4:
        seat = (leader + len(trick)) & 3
        legal = legal_on(hands[seat], trick, trump, exemption)
        c = choose_card(seat, legal, trump, trick, hands, 1, True) \
            if legal & (legal - 1) else legal.bit_length() - 1
        hands[seat] &= ~(1 << c)
        trick.append(c)
    winner, p = close_trick(trick, leader, trump, not any(hands))
    tp[winner & 1] += p
    tw[winner & 1] += 1
    trick[:] = [winner]


def test_the_hard_bot_searches_the_next_lead_at_its_leads_only() -> None:
    """With ``lead_search`` the hard bot's leads are valued in ``lead_worlds`` worlds;
    following, its values are those of the bot without it (the same worlds, the same
    playouts); the same seed decides the same."""
    leads = follows = 0
    for obs in early_card_choices():
        plain = HardBot(9, budget="tiny", dds_cards=0)
        plain.act(obs)
        searched = [HardBot(9, budget="tiny", dds_cards=0, lead_search=True, lead_worlds=3)
                    for _ in range(2)]
        acts = [bot.act(obs) for bot in searched]
        assert acts[0] == acts[1] and searched[0].last.values == searched[1].last.values
        if obs.trick:
            follows += 1
            assert searched[0].last.values == plain.last.values
        else:
            leads += 1
            assert searched[0].last.worlds == 3 and plain.last.worlds == 2
    assert leads and follows


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), team=st.integers(0, 1))
def test_guessing_opponents_lead_at_random_and_the_rest_is_the_heuristics(
        seed: int, rules: str, trump: int, team: int) -> None:
    """A full deal: every card played, every point and trick counted, and the line is the
    one replayed card by card here: each lead of the other side its hand's card at the
    index the stream draws, every other card the heuristic's (``choose_card``); the same
    seed, the same line."""
    results = [_guessed(seed, rules, trump, team, 2) for _ in range(2)]
    assert results[0] == results[1]
    dealt, leader, exemption, line = results[0]
    assert line == _replayed(dealt, leader, trump, exemption, team,
                             _drawn(Rng(derive_seed(seed, 2))))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), me=st.integers(0, 3))
def test_my_partners_leads_are_guessed_too_when_asked(
        seed: int, rules: str, trump: int, me: int) -> None:
    """``partner``: my partner's leads are drawn from the stream as the other side's are;
    only my own leads and every follow are the heuristic's."""
    dealt, leader, exemption, line = _guessed(seed, rules, trump, me & 1, 3, partner=me ^ 2)
    assert line == _replayed(dealt, leader, trump, exemption, me & 1,
                             _drawn(Rng(derive_seed(seed, 3))), me ^ 2)


def _guessed(seed: int, rules: str, trump: int, team: int, salt: int,
             rng: Rng | None = None, **options: Any
             ) -> tuple[list[int], int, bool, tuple[list[int], list[int]]]:
    """A shuffled deal played out whole by ``guessing_rollout(..., options)`` from seat
    ``seed & 3``, its stream ``rng`` or ``derive_seed(seed, salt)``, every card played and
    every point and trick counted: (the deal, its leader, the exemption, (trick points,
    tricks))."""
    exemption = rules_named(rules).partner_exemption
    dealt = shuffled_deal(seed)
    leader = seed & 3
    hands, tp, tw = list(dealt), [0, 0], [0, 0]
    guessing_rollout(hands, trump, leader, [], 1, tp, tw, exemption, team,
                     rng or Rng(derive_seed(seed, salt)), **options)
    assert hands == [0, 0, 0, 0] and sum(tp) == 162 and sum(tw) == 8
    return dealt, leader, exemption, (tp, tw)


def _drawn(rng: Rng) -> Callable[[int, list[int]], int]:
    """A guessed lead as ``guessing_rollout`` draws it: the leader's card at the index the
    stream gives."""
    def lead(seat: int, hands: list[int]) -> int:
        options = list(cards_in(hands[seat]))
        return options[rng.below(len(options))]
    return lead


def _replayed(dealt: list[int], leader: int, trump: int, exemption: bool, team: int,
              their_lead: Callable[[int, list[int]], int], partner: int = -1,
              own_lead: Callable[[int, list[int]], int] | None = None,
              their_follow: Callable[[int, int], int] | None = None
              ) -> tuple[list[int], list[int]]:
    """A deal played card by card from ``dealt``: each lead of the other side (and of the
    seat ``partner``) with a choice ``their_lead(seat, hands)``, each other lead with a
    choice ``own_lead(seat, hands)`` if given, each follow of the other side with a choice
    ``their_follow(seat, legal)`` if given (-1: the heuristic's), every other card with a
    choice the heuristic's; the trick points and tricks of each team."""
    hands, lead, tp, tw = list(dealt), leader, [0, 0], [0, 0]
    trick: list[int] = []
    for _ in range(32):
        seat = (lead + len(trick)) & 3
        legal = legal_on(hands[seat], trick, trump, exemption) if trick else hands[seat]
        if not legal & (legal - 1):
            c = legal.bit_length() - 1
        elif not trick and (seat & 1 != team or seat == partner):
            c = their_lead(seat, hands)
        elif not trick and own_lead is not None:
            c = own_lead(seat, hands)
        else:
            c = -1
            if trick and seat & 1 != team and their_follow is not None:
                c = their_follow(seat, legal)
            if c < 0:
                c = choose_card(seat, legal, trump, trick, hands, 1, True)
        hands[seat] &= ~(1 << c)
        trick.append(c)
        if len(trick) == 4:
            lead, p = close_trick(trick, lead, trump, not hands[seat])
            tp[lead & 1] += p
            tw[lead & 1] += 1
            trick = []
    return tp, tw


class _Recording(Rng):
    """The stream, noting each draw (a guessed lead is the only use)."""

    def __init__(self, seed: int, log: list[int]) -> None:
        super().__init__(seed)
        self.log = log

    def below(self, n: int) -> int:
        v = super().below(n)
        self.log.append(v)
        return v


def test_guessing_playout_matches_the_heuristic_when_my_side_leads_every_trick() -> None:
    """Belote, hearts trump, two tricks left, seat 0 to lead with the two masters (AH JH
    over nothing else in hearts out: seat 0 wins both tricks and leads both): no lead of
    the other side, so the guessing playout is the plain one, card for card, and draws
    nothing."""
    hands = [_cards("JH AH"), _cards("7S 8S"), _cards("9D TD"), _cards("KC QC")]
    trump = parse_suit("H")
    plain_tp, plain_tw = [0, 0], [0, 0]
    rollout(list(hands), trump, 0, [], 0, plain_tp, plain_tw, True)
    log: list[int] = []
    tp, tw = [0, 0], [0, 0]
    guessing_rollout(list(hands), trump, 0, [], 0, tp, tw, True, 0, _Recording(1, log))
    assert (tp, tw) == (plain_tp, plain_tw) == ([20 + 11 + 10 + 10 + 4 + 3, 0], [2, 0])
    assert log == []


def test_the_hard_bot_guesses_the_opponents_leads_at_its_own_leads_only() -> None:
    """With ``guess_leads`` the hard bot's values when following are those of the bot
    without it; at its leads they differ somewhere in the deal; the same seed decides the
    same. With ``guess_follows`` alone, the other way round."""
    tiny: dict[str, Any] = {"budget": "tiny", "dds_cards": 0}
    _changes_leads_only(tiny, {**tiny, "guess_leads": True})
    differ_following = 0
    for obs in early_card_choices():
        plain = HardBot(9, **tiny)
        plain.act(obs)
        following = HardBot(9, guess_follows=True, **tiny)
        following.act(obs)
        if not obs.trick:
            assert following.last.values == plain.last.values
        elif following.last.values != plain.last.values:
            differ_following += 1
    assert differ_following


def _changes_leads_only(plain_options: dict[str, Any], options: dict[str, Any]) -> None:
    """Over ``early_card_choices``: the hard bot with ``options`` decides the same twice;
    following, its values are those of the bot with ``plain_options``; at its leads they
    differ somewhere in the deal."""
    follows = differ = 0
    for obs in early_card_choices():
        plain = HardBot(9, **plain_options)
        plain.act(obs)
        bots = [HardBot(9, **options) for _ in range(2)]
        acts = [bot.act(obs) for bot in bots]
        assert acts[0] == acts[1] and bots[0].last.values == bots[1].last.values
        if obs.trick:
            follows += 1
            assert bots[0].last.values == plain.last.values
        elif bots[0].last.values != plain.last.values:
            differ += 1
    assert follows and differ


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), team=st.integers(0, 1))
def test_blind_opponents_lead_the_heuristics_card_for_their_own_hand(
        seed: int, rules: str, trump: int, team: int) -> None:
    """``blind``: each lead of the other side is the heuristic's card for the leader's
    hand with every card it does not hold unseen (any other seat may hold it), every other
    card the heuristic's with the hands open; nothing is drawn from the stream."""
    log: list[int] = []
    dealt, leader, exemption, line = _guessed(seed, rules, trump, team, 0,
                                              _Recording(seed, log), blind=True)
    assert log == []
    assert line == _replayed(dealt, leader, trump, exemption, team, _blind_lead(trump))


def _blind_lead(trump: int) -> Callable[[int, list[int]], int]:
    """A lead as ``blind`` plays it: the heuristic's card for the leader's hand, every card
    it does not hold unseen."""
    def lead(seat: int, hands: list[int]) -> int:
        unseen = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
        may = [hands[seat] if s == seat else unseen for s in range(4)]
        return choose_card(seat, hands[seat], trump, [], may, 1, False)
    return lead


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), team=st.integers(0, 1))
def test_my_sides_leads_unseeing_when_asked(seed: int, rules: str, trump: int, team: int
                                            ) -> None:
    """``own_blind``: my side's leads are the heuristic's card for the leader's own hand,
    every other card unseen; the other side's still drawn from the stream; the follows
    the heuristic's with the hands open."""
    dealt, leader, exemption, line = _guessed(seed, rules, trump, team, 4, own_blind=True)
    assert line == _replayed(dealt, leader, trump, exemption, team,
                             _drawn(Rng(derive_seed(seed, 4))), own_lead=_blind_lead(trump))


def test_a_replaying_stream_gives_its_draws_then_the_other_streams() -> None:
    """``Rng.replaying``: the numbers given first, then the fallback's own, in order; two
    replays of the same numbers agree as far as the numbers go."""
    draws = [0.5, 0.25, 0.75]
    fallback, twin = Rng(7), Rng(7)
    r = Rng.replaying(draws, fallback)
    assert [r.random() for _ in range(3)] == draws
    assert [r.below(10) for _ in range(4)] == [twin.below(10) for _ in range(4)]
    assert Rng.replaying(draws, Rng(1)).below(4) == Rng.replaying(draws, Rng(2)).below(4) == 2


def test_shared_draws_change_only_the_leads_random_playouts() -> None:
    """``shared_draws`` with guessed leads and a greedy playout at the leads: following,
    where no playout draws, the values are those of the bot without it; at its leads they
    differ somewhere in the deal (the cards meet the same guesses); the same seed decides
    the same."""
    base: dict[str, Any] = {"budget": "tiny", "dds_cards": 0, "guess_leads": True,
                            "greedy_playouts": 1, "greedy_leads": True}
    _changes_leads_only(base, {**base, "shared_draws": True})


def test_guessing_my_partners_leads_changes_only_my_leads_values() -> None:
    """``guess_partner`` with guessed leads: following, the values are those of the bot
    without it; at its leads they differ somewhere in the deal; the same seed decides the
    same."""
    base: dict[str, Any] = {"budget": "tiny", "dds_cards": 0, "guess_leads": True}
    _changes_leads_only(base, {**base, "guess_partner": True})


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(["pilotta", "belote"]),
       trump=st.integers(0, 3), team=st.integers(0, 1), eps=st.sampled_from([0.3, 1.0]))
def test_the_other_sides_follows_are_random_at_the_chance_asked(
        seed: int, rules: str, trump: int, team: int, eps: float) -> None:
    """``follow_eps``: each follow of the other side with a choice draws a number and, below
    the chance, a random legal card by the next draw (else the heuristic's); its leads are
    drawn as before; my side's cards are the heuristic's."""
    dealt, leader, exemption, line = _guessed(seed, rules, trump, team, 5, follow_eps=eps)
    stream = Rng(derive_seed(seed, 5))

    def follow(seat: int, legal: int) -> int:
        if stream.random() >= eps:
            return -1
        options = list(cards_in(legal))
        return options[stream.below(len(options))]

    assert line == _replayed(dealt, leader, trump, exemption, team, _drawn(stream),
                             their_follow=follow)


def test_random_follows_of_the_other_side_change_only_my_leads_values() -> None:
    """``guess_follow_eps`` with guessed leads: following, the values are those of the bot
    without it; at its leads they differ somewhere in the deal; the same seed decides the
    same."""
    base: dict[str, Any] = {"budget": "tiny", "dds_cards": 0, "guess_leads": True}
    _changes_leads_only(base, {**base, "guess_follow_eps": 0.5})


def test_unseeing_leads_of_my_side_change_only_my_leads_values() -> None:
    """``guess_own_blind`` with guessed leads: following, the values are those of the bot
    without it; at its leads they differ somewhere in the deal; the same seed decides the
    same."""
    base: dict[str, Any] = {"budget": "tiny", "dds_cards": 0, "guess_leads": True}
    _changes_leads_only(base, {**base, "guess_own_blind": True})


def _five_card_lead_and_follow() -> tuple[Observation, Observation]:
    """A Belote lead and a follow with a choice from five cards in hand."""
    five = list(card_choices(range(5, 6)))
    return next(o for o in five if not o.trick), next(o for o in five if o.trick)


def test_exact_leads_can_start_later_than_exact_follows() -> None:
    """``dds_lead_cards=4`` with ``dds_cards=5``: a lead from five cards is valued by
    playouts in ``worlds`` worlds, a follow from five cards still by exact solves in
    ``dds_worlds`` worlds; without it both are solved."""
    lead, follow = _five_card_lead_and_follow()
    sizes = {"worlds": 2, "dds_cards": 5, "dds_worlds": 3}
    for obs, worlds in ((lead, 2), (follow, 3)):
        bot = HardBot(4, "tiny", dds_lead_cards=4, **sizes)
        assert bot.act(obs) in obs.legal
        assert bot.last.worlds == worlds
        solved = HardBot(4, "tiny", **sizes)
        solved.act(obs)
        assert solved.last.worlds == 3


def test_belote_leads_from_five_cards_are_played_out_and_the_hint_says_so() -> None:
    """Belote's card play (hard, Expert, the page's hint): a lead from five cards is played
    out, a follow from five solved; the hint names the last tricks' exact play only where
    the worlds were solved."""
    lead, follow = _five_card_lead_and_follow()
    for preset in ("browser", "expert"):
        bot = HardBot(1, preset)
        assert not bot.solves_exactly(lead) and bot.solves_exactly(follow)
    bot = HardBot(1, "browser")
    assert bot.solves_exactly(replace(lead, hand=lead.hand & (lead.hand - 1)))  # four cards
    # a card the search chose over the heuristic's: "the last tricks" only where solved
    for obs, code in ((lead, "search"), (follow, "last_tricks")):
        action = obs.legal[0]
        bot.last = Analysis(action, {}, "search", 256)
        assert explain(obs, action, bot).code == code
