"""A lean, full-information playout state for the hard bot's search.

No ``Deal``, no ``Observation``: four hand bitmasks, the trick on the table, points and
tricks per team. ``rollout`` finishes a deal with the heuristic policy playing every seat
with the exact hands of the sampled world; ``outcome`` scores it with the real rules of the
rule set (``Rules``: Pilotta's by default, Belote's scoring, declaration order and partner
exemption when asked).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..auction import Contract
from ..cards import card_list, cards_in
from ..declarations import best_declarations, pilotta_seat
from ..observation import Observation
from ..rng import Rng
from ..rules import PILOTTA, Rules
from ..scoring import DealScore
from ..tricks import close_trick, legal_on
from .policy import choose_card


@dataclass(frozen=True, slots=True)
class WorldExtras:
    """What a sampled world adds to the score besides tricks: the counted declarations
    per team and the pilotta (holder's team, or -1)."""

    decl: tuple[int, int]
    pilotta_team: int


def announcing(obs: Observation) -> list[bool | None]:
    """Per seat, during the first trick: True once announced, False once it has played
    (or, for my seat, declined) without announcing, None while it may still announce."""
    return [
        True if obs.decisions[s]
        else False if obs.decisions[s] is False or obs.declaring_over(s)
        else None
        for s in range(4)
    ]


def world_extras(
    original: Sequence[int],
    trump: int,
    announced: Sequence[bool | None] | None = None,
    counting: int | None = -2,
    declared: tuple[int, int] | None = None,
    rules: Rules = PILOTTA,
    takers: int = 0,
) -> WorldExtras:
    """Declarations and pilotta (or belote) of a world. ``original``: the four hands as
    dealt. When the first trick is over, pass ``counting`` (the counting team or None) and
    ``declared`` (its points, public); before that, pass ``announced`` (``announcing``):
    seats that passed their turn silently do not count, the others are assumed to
    announce what the world gives them. ``rules`` orders the declarations (Belote breaks
    an exact tie for the ``takers``)."""
    if not rules.declarations:  # Coinche: none announced
        decl = (0, 0)
    elif counting != -2:
        decl = declared if declared is not None else (0, 0)
    else:
        key = rules.declaration_key
        possible = [best_declarations(h, trump, key) for h in original]
        announcing = [
            s for s in range(4)
            if possible[s] and (announced is None or announced[s] is not False)
        ]
        team = rules.counting_team(((s, possible[s]) for s in announcing), trump, takers)
        d = [0, 0]
        if team is not None:
            for s in announcing:
                if s & 1 == team:
                    d[team] += sum(x.value for x in possible[s])
        decl = (d[0], d[1])
    holder = pilotta_seat(original, trump) if trump < 4 else None  # K+Q: a suit contract's
    return WorldExtras(decl, -1 if holder is None else holder & 1)


def card_play_extras(obs: Observation, rules: Rules) -> Callable[[Sequence[int]], WorldExtras]:
    """The extras of a world (its four hands as dealt) for a card decision seen from
    ``obs``: once the first trick is over, the counted declarations are public (the counting
    team and what it showed); before, each seat counts what the world deals it unless it
    passed its turn to announce (``announcing``)."""
    trump = obs.trump
    if obs.tricks:
        declared = [0, 0]
        for s in range(4):
            for d in obs.shown[s]:
                declared[s & 1] += d.value
        counting, decl = obs.counting_team, (declared[0], declared[1])
        return lambda original: world_extras(original, trump, counting=counting,
                                             declared=decl, rules=rules)
    announced = announcing(obs)
    takers = obs.contract.team if obs.contract is not None else 0
    return lambda original: world_extras(original, trump, announced, rules=rules,
                                         takers=takers)


def score_world(
    bidders: int, value: int, multiplier: int, tp: Sequence[int], tw: Sequence[int],
    extras: WorldExtras, rules: Rules = PILOTTA,
) -> DealScore:
    """The deal's score under ``rules`` (the contract's seat stands for its team)."""
    holder = extras.pilotta_team if extras.pilotta_team >= 0 else None
    kq = rules.kq_points(holder, bidders, tw)
    return rules.score(Contract(bidders, value, 0, multiplier), tp, tw, extras.decl, kq)


def outcome(
    bidders: int, value: int, multiplier: int, tp: Sequence[int], tw: Sequence[int],
    extras: WorldExtras, team: int, rules: Rules = PILOTTA,
) -> int:
    """Raw score difference for ``team`` at the end of a deal."""
    s = score_world(bidders, value, multiplier, tp, tw, extras, rules)
    return s.raw[team] - s.raw[1 - team]


def rollout(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    bidders: int,
    tp: list[int],
    tw: list[int],
    exemption: bool = False,
) -> None:
    """Finish the deal in place (``hands``, ``trick``, ``tp``, ``tw`` are modified) with the
    heuristic policy at every seat, knowing every hand. ``exemption``: the rule set's
    partner exemption (``Rules.partner_exemption``)."""

    def heuristic(seat: int, legal: int) -> int:
        return choose_card(seat, legal, trump, trick, hands, bidders, True)

    play_out(hands, trump, leader, trick, tp, tw, exemption, heuristic)


def guessing_rollout(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    bidders: int,
    tp: list[int],
    tw: list[int],
    exemption: bool,
    team: int,
    rng: Rng,
    blind: bool = False,
    partner: int = -1,
    own_blind: bool = False,
    follow_eps: float = 0.0,
) -> None:
    """``rollout``, except that the other side (not ``team``) leads a random legal card
    drawn from ``rng``: a playout in which the opponents do not read every hand when they
    lead, as no real opponent does. Belote's hard bot values its leads by it
    (``Budget.guess_leads``: +0.76 over the heuristic's playout on 1,800 fresh deals, in
    0.85 times the time; ``benchmarks/BELOTE_ARENA.md``, "The opponents' leads guessed").
    ``blind``: they lead the heuristic's card for their own hand with every other card
    unseen, instead of a random one (``Budget.guess_blind``: worse than random guesses in
    Belote's arena, off). ``partner``: that seat's leads are guessed too (my partner does
    not read every hand either; ``Budget.guess_partner``: within the noise, off).
    ``own_blind``: my side's other leads (``team``'s, not guessed) are the heuristic's for
    the leader's own hand with every other card unseen, as ``blind``'s
    (``Budget.guess_own_blind``: worse in Belote's arena, off). ``follow_eps``: each follow
    of the other side is a random legal card with this chance (``Budget.guess_follow_eps``:
    within the noise at 0.3, off)."""
    below = rng.below
    rand = rng.random

    def unseeing(seat: int, legal: int) -> int:
        """The heuristic's lead for ``seat``'s own hand, every other card unseen."""
        unseen = (hands[0] | hands[1] | hands[2] | hands[3]) & ~legal
        may = [unseen, unseen, unseen, unseen]
        may[seat] = legal
        return choose_card(seat, legal, trump, trick, may, bidders, False)

    def play(seat: int, legal: int) -> int:
        if not trick:
            if seat & 1 != team or seat == partner:
                if blind:
                    return unseeing(seat, legal)
                cards = card_list(legal)
                return cards[below(len(cards))]
            if own_blind:
                return unseeing(seat, legal)
        elif follow_eps and seat & 1 != team and rand() < follow_eps:
            cards = card_list(legal)
            return cards[below(len(cards))]
        return choose_card(seat, legal, trump, trick, hands, bidders, True)

    play_out(hands, trump, leader, trick, tp, tw, exemption, play)


def lead_search_rollout(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    bidders: int,
    tp: list[int],
    tw: list[int],
    exemption: bool = False,
) -> None:
    """``rollout``, except the next lead: the trick on the table is finished by the
    heuristic, then the seat that leads next tries each of its cards, each followed by a
    heuristic playout to the end, and the line best for its side's trick points is the
    playout's (ties: the lowest card). The heuristic's leads are where its playouts lose
    most against exact play, and what I lead is valued by how the next lead answers it: in
    the true deal, the card this playout scores best at a lead with six to eight cards
    loses about half the points against the exact solver's best that a plain playout's
    does, yet the hard bot valuing its leads by it lost about two points a deal in Belote's
    arena: the next leader reads every hand, as no real opponent does
    (``benchmarks/BELOTE_ARENA.md``, "A searched next lead"; ``Budget.lead_search``, off).
    Costs four to six plain playouts. ``tp`` and ``tw`` end as the chosen line's;
    ``hands`` and ``trick`` are left after the trick on the table."""
    n = len(trick)
    if n:  # the trick on the table, by the heuristic
        seat = leader
        while n < 4:
            seat = (leader + n) & 3
            h = hands[seat]
            legal = legal_on(h, trick, trump, exemption)
            card = choose_card(seat, legal, trump, trick, hands, bidders, True) \
                if legal & (legal - 1) else legal.bit_length() - 1
            hands[seat] = h & ~(1 << card)
            trick.append(card)
            n += 1
        leader, p = close_trick(trick, leader, trump, not hands[seat])
        tp[leader & 1] += p
        tw[leader & 1] += 1
        trick.clear()
    hand = hands[leader]
    if not hand & (hand - 1):  # one card or none: nothing to choose
        rollout(hands, trump, leader, trick, bidders, tp, tw, exemption)
        return
    side = leader & 1
    best_tp, best_tw = [-1, -1], tw
    for c in cards_in(hand):
        after = list(hands)
        after[leader] = hand & ~(1 << c)
        tp2, tw2 = list(tp), list(tw)
        rollout(after, trump, leader, [c], bidders, tp2, tw2, exemption)
        if tp2[side] > best_tp[side]:
            best_tp, best_tw = tp2, tw2
    tp[:] = best_tp
    tw[:] = best_tw


def play_out(
    hands: list[int],
    trump: int,
    leader: int,
    trick: list[int],
    tp: list[int],
    tw: list[int],
    exemption: bool,
    choose: Callable[[int, int], int],
) -> None:
    """Finish the deal in place, ``choose(seat, legal cards)`` picking each card that is
    not forced (it may read ``hands`` and ``trick``, which stay the same list objects)."""
    while True:
        n = len(trick)
        seat = (leader + n) & 3
        h = hands[seat]
        if not h:
            return
        legal = legal_on(h, trick, trump, exemption) if n else h
        if legal & (legal - 1):
            card = choose(seat, legal)
        else:
            card = legal.bit_length() - 1
        hands[seat] = h & ~(1 << card)
        trick.append(card)
        if n == 3:
            winner, p = close_trick(trick, leader, trump, not hands[seat])
            tp[winner & 1] += p
            tw[winner & 1] += 1
            trick.clear()
            leader = winner


Run = tuple[list[int], list[int], WorldExtras, int]  # trick points, tricks, extras, weight


def contract_value(runs: Sequence[Run], bidders: int, value: int, multiplier: int, team: int,
                   rules: Rules = PILOTTA) -> tuple[float, float]:
    """Over the playouts ``runs`` of one trump: the mean raw score difference for ``team``
    of the contract (``value``, ``multiplier``, by ``bidders``) scored by ``rules``, and the
    share of worlds in which it is made."""
    total = made = n = 0.0
    for tp, tw, extras, mult in runs:
        s = score_world(bidders, value, multiplier, tp, tw, extras, rules)
        total += mult * (s.raw[team] - s.raw[1 - team])
        made += mult * s.made
        n += mult
    return total / n, made / n
