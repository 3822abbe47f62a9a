"""Deals consistent with what one seat has seen, weighted by how well they explain the
auction.

A sampled world gives every other seat a hand of the right size drawn from the cards it
may hold (``knowledge``: voids, trump limits, shown declarations, counting). Then:

- hard constraints checked on the hand as dealt (current hand + cards played): the
  announced declarations must be the hand's best set (kind and value), a seat that
  declined must hold a declaration, a seat that has played without announcing or
  declining must hold none;
- a weight: the likelihood of each other seat's calls given its hand, with the evaluation
  the rule-based bidders use (a bid of v in a suit is likely when the hand is worth about
  v with partner's promised support, a pass when no suit is worth the next bid). Belote's
  takes and passes have their own light weight (``belote_calls.choice_weight``).

Declarations are compared, and the turned card placed, by the observation's rule set.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..actions import BID, CLOSE, PASS
from ..auction import lowest_bid
from ..cards import SUIT_MASK, cards_in
from ..declarations import KeyFunction, best_declarations, has_declaration
from ..observation import Observation
from ..rng import Rng
from ..rulesets import rules_named
from .belote_calls import choice_weight
from .coinche_calls import bid_weight
from .evaluate import declaration_value, team_points
from .exact_draw import ExactDraw
from .knowledge import Knowledge
from .world_moves import swap_moves

AVERAGE = 81.0
PROMISE = 12.0
TAU = 9.0  # softness of the auction model (points)


@dataclass(frozen=True, slots=True)
class DeclConstraint:
    kind: str  # "exact": the announced list; "none": nothing to declare
    announced: tuple[tuple[str, int], ...] = ()


def decl_constraints(obs: Observation) -> list[DeclConstraint | None]:
    """Per seat, what its declaration decision tells (None: nothing yet)."""
    out: list[DeclConstraint | None] = [None, None, None, None]
    if obs.contract is None:
        return out
    for s in range(4):
        if s == obs.seat:
            continue
        if obs.decisions[s]:
            out[s] = DeclConstraint("exact", tuple((a.kind, a.value) for a in obs.announced[s]))
        elif obs.declaring_over(s) and not _may_have_declined(obs, s):
            out[s] = DeclConstraint("none")
    return out


def _may_have_declined(obs: Observation, seat: int) -> bool:
    """A silent seat most likely had nothing, unless an opponent had announced before its
    first card: then keeping quiet may be a decline (which the table cannot tell)."""
    if not obs.tricks and not obs.trick:
        return False
    first = obs.tricks[0] if obs.tricks else None
    leader = first.leader if first is not None else obs.leader
    order = (seat - leader) & 3
    return any(obs.announced[o] and (o - leader) & 3 < order for o in (seat ^ 1, seat ^ 3))


def _decl_ok(hand: int, trump: int, c: DeclConstraint, key: KeyFunction) -> bool:
    if c.kind == "none" or not c.announced:
        return not has_declaration(hand)
    if not has_declaration(hand):  # (by bit tests: most draws that fail, fail here)
        return False
    decls = best_declarations(hand, trump, key)
    return tuple((d.kind, d.value) for d in decls) == c.announced


@dataclass(frozen=True, slots=True)
class _Plan:
    cards: tuple[int, ...]  # the pool, lowest card first
    seats_of: tuple[tuple[int, ...], ...]  # per card: the seats that may take it
    n_of: tuple[int, ...]  # per card: how many seats may take it (the draw's sort key)
    left: tuple[int, ...]  # per seat: how many pool cards it may take
    hands: tuple[int, ...]  # what each hand holds before the draw


class Sampler:
    """Draws worlds for one decision. Deterministic given the ``Rng``."""

    def __init__(self, obs: Observation, k: Knowledge, rng: Rng, use_auction: bool = True,
                 trump: int | None = None, uniform: bool = False, tau: float = TAU) -> None:
        self.obs = obs
        self.tau = tau  # the auction model's softness (``TAU``)
        self.k = k
        self.rng = rng
        self.me = obs.seat
        self.others = [s for s in range(4) if s != obs.seat]
        self.trump = obs.trump if trump is None else trump
        self.rules = rules_named(obs.rules)
        # Coinche announces nothing: a silent seat may hold a run or a four
        self.decl = decl_constraints(obs) if self.rules.declarations else [None] * 4
        self.use_auction = use_auction
        known_all = 0
        for s in self.others:
            known_all |= k.known[s]
        self.pool = k.unknown & ~known_all
        self.need = [k.count[s] - k.known[s].bit_count() if s != obs.seat else 0
                     for s in range(4)]
        self.relax = 0  # 0: all constraints, 1: no trump limits, 2: counts only
        self._plans: dict[int, _Plan] = {}
        # uniform draws among the deals that fit (``exact_draw``), not the quick draw
        self.uniform = uniform
        self._exact: dict[int, ExactDraw] = {}

    def _allowed(self, s: int) -> int:
        if self.relax >= 2:
            return self.pool
        return self.k.may[s] & self.pool

    def _plan(self) -> _Plan:
        """What every draw at this relax level shares: the pool's cards in order, the seats
        that may take each card, and each seat's count of cards it may take."""
        plan = self._plans.get(self.relax)
        if plan is None:
            allowed = [self._allowed(s) if s != self.me else 0 for s in range(4)]
            cards = tuple(cards_in(self.pool))
            seats_of: list[tuple[int, ...]] = [()] * 32
            for c in cards:
                seats_of[c] = tuple(s for s in self.others if allowed[s] >> c & 1)
            hands = [0, 0, 0, 0]
            hands[self.me] = self.k.hand
            for s in self.others:
                hands[s] = self.k.known[s]
            plan = _Plan(cards, tuple(seats_of), tuple(len(t) for t in seats_of),
                         tuple(a.bit_count() for a in allowed), tuple(hands))
            self._plans[self.relax] = plan
        return plan

    def draw_hands(self) -> list[int] | None:
        """One assignment of the unknown cards, or None if the greedy draw got stuck (or,
        drawing uniformly, no deal fits)."""
        plan = self._plan()
        if self.uniform:
            exact = self._exact.get(self.relax)
            if exact is None:
                exact = ExactDraw(self.others, plan.cards, plan.seats_of, self.need)
                self._exact[self.relax] = exact
            if not exact.total:
                return None
            drawn = list(plan.hands)
            exact.draw(drawn, self.rng)
            return drawn
        rand = self.rng.random
        cards = list(plan.cards)
        self.rng.shuffle(cards)
        # most constrained cards first (a stable sort: the shuffle breaks the ties)
        cards.sort(key=plan.n_of.__getitem__)
        seats_of = plan.seats_of
        hands = list(plan.hands)
        need = self.need[:]
        left = list(plan.left)
        opts: list[int] = []
        for c in cards:
            seats = seats_of[c]
            if len(seats) == 1:  # one seat may take it (a void or a limit elsewhere): the
                # general loop's outcome, the generator moved on the same one step
                s = seats[0]
                n = need[s]
                if n <= 0:
                    return None
                rand()
                hands[s] |= 1 << c
                need[s] = n - 1
                left[s] -= 1
                continue
            total = 0
            forced = False
            opts.clear()
            for s in seats:
                n = need[s]
                if n > 0:
                    # a seat with as many possible cards left as it needs must take them
                    if left[s] <= n:
                        opts.clear()
                        opts.append(s)
                        forced = True
                        break
                    opts.append(s)
                    total += n
            if not opts:
                return None
            if forced:
                rand()  # the draw is forced; the generator still moves on one step
                chosen = opts[0]
            else:
                x = rand() * total
                chosen = opts[-1]
                for s in opts:
                    x -= need[s]
                    if x < 0:
                        chosen = s
                        break
            hands[chosen] |= 1 << c
            need[chosen] -= 1
            for s in seats:
                left[s] -= 1
        for s in self.others:
            if need[s]:
                return None
        return hands

    def world(self, tries: int = 40) -> list[int]:
        """A world satisfying the constraints (relaxing them if none is found)."""
        decl_tries = 0
        last: list[int] | None = None
        while True:
            for _ in range(tries):
                hands = self.draw_hands()
                if hands is None:
                    continue
                last = hands
                if self.trump < 0 or not self.rules.declarations or self._decl_check(hands):
                    return hands
                decl_tries += 1
                if decl_tries > 3 * tries:
                    return hands
            if last is not None:
                return last
            self.relax += 1
            if self.relax > 2:
                raise RuntimeError("no deal fits the observation")

    def moved(self, hands: Sequence[int], weight: float, steps: int,
              weigh: Callable[[list[int]], float]) -> list[int]:
        """A world after ``steps`` card swaps toward the weights ``weigh`` (``weight``:
        its own), within what the draws allow at this relax level (``world_moves``)."""
        plan = self._plan()
        check = self.trump >= 0 and self.rules.declarations
        return swap_moves(hands, weight, steps, self.others, self.pool, plan.seats_of,
                          self.rng, weigh, self._decl_check if check else _fits_all)

    def _decl_check(self, hands: Sequence[int]) -> bool:
        for s in self.others:
            c = self.decl[s]
            if c is not None and not _decl_ok(hands[s] | self.k.played_by[s], self.trump, c,
                                              self.rules.declaration_key):
                return False
        return True

    def model_value(self, hands: Sequence[int], seat: int, trump: int) -> float:
        """What the rule evaluation says ``seat``'s dealt hand is worth with ``trump``."""
        dealer_next = (self.obs.dealer + 1) & 3
        leads = seat == dealer_next or seat ^ 2 == dealer_next
        orig = hands[seat] | self.k.played_by[seat]
        return team_points(orig, trump, leads) + declaration_value(orig, trump)

    def weight(self, hands: Sequence[int]) -> float:
        """Likelihood of the auction (other seats' calls) given the world."""
        if not self.use_auction:
            return 1.0
        obs = self.obs
        orig = [hands[s] | self.k.played_by[s] for s in range(4)]
        if self.rules.name == "coinche":
            return bid_weight(obs, orig)
        if obs.turned is not None:
            return choice_weight(obs, orig)
        dealer_next = (obs.dealer + 1) & 3
        tau = self.tau
        cache: dict[tuple[int, int], float] = {}

        def value(s: int, t: int) -> float:
            key = (s, t)
            v = cache.get(key)
            if v is None:
                leads = s == dealer_next or s ^ 2 == dealer_next
                v = team_points(orig[s], t, leads) + declaration_value(orig[s], t)
                cache[key] = v
            return v

        logw = 0.0
        high = 0
        partner_bid: list[list[int]] = [[0] * 4 for _ in range(4)]
        high_seat = -1
        for i, call in enumerate(obs.calls):
            s = obs.caller(i)
            if s == self.me:
                if call.kind == BID:
                    high = call.value
                    high_seat = s
                    partner_bid[s][call.bid_suit] = call.value
                continue
            p = partner_bid[s ^ 2]
            if call.kind == BID:
                t = call.bid_suit
                support = max(0.0, p[t] + PROMISE - AVERAGE) * 0.75 if p[t] else 0.0
                est = value(s, t) + support
                # bid v: the hand (with support) is worth at least about v
                logw += _log_phi((est - call.value - 6.0) / tau)
                high = call.value
                high_seat = s
                partner_bid[s][t] = call.value
            elif call.kind == PASS:
                lo = lowest_bid(high if high else None, 1)
                if lo is None:
                    continue  # nothing left to bid: a pass tells nothing
                if high_seat >= 0 and (high_seat ^ s) & 1 == 0:
                    continue  # passing partner's contract tells little
                best = 0.0
                for t in range(4):
                    support = max(0.0, p[t] + PROMISE - AVERAGE) * 0.75 if p[t] else 0.0
                    best = max(best, value(s, t) + support)
                # pass: no suit worth the next bid
                logw += _log_phi((lo + 11.0 - best) / tau)
            elif call.kind == CLOSE and high_seat >= 0:
                # a close: the closer's hand is strong in the bidders' trump suit
                t = obs.calls[_last_bid_index(obs)].bid_suit
                trumps = (orig[s] & SUIT_MASK[t]).bit_count()
                logw += _log_phi((team_points(orig[s], t) - 95.0) / 10.0)
                logw += _log_phi((trumps - 2.0) / 1.0)
        return math.exp(max(-50.0, logw))


def _fits_all(hands: Sequence[int]) -> bool:
    return True


def _last_bid_index(obs: Observation) -> int:
    for i in range(len(obs.calls) - 1, -1, -1):
        if obs.calls[i].kind == BID:
            return i
    return 0


def _log_phi(x: float) -> float:
    p = 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))
    return math.log(max(p, 1e-12))


def resample(weights: Sequence[float], k: int, rng: Rng) -> list[int]:
    """Systematic resampling: ``k`` indices drawn in proportion to ``weights``."""
    total = math.fsum(weights)  # the same in every Python (sum() of floats is not)
    if total <= 0:
        return list(range(min(k, len(weights))))
    step = total / k
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for j in range(k):
        target = u + j * step
        while acc + weights[i] < target and i < len(weights) - 1:
            acc += weights[i]
            i += 1
        out.append(i)
    return out
