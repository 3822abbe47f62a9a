"""The bots in the three other seats: one factory, ``make_bot``.

When the engine ships real bots (``pilotta.bots.make_bot(level, seat, seed)``) they are used;
until then ``RuleBot`` plays: a small deterministic rule-of-thumb player that bids only on a
good hand, announces its declarations, wins tricks cheaply and gives points to its partner.
Bots see nothing but their seat's ``Observation``.
"""

from __future__ import annotations

from collections.abc import Callable

from pilotta.actions import (
    ANNOUNCE,
    BID,
    CLOSE,
    CLOSE_BACK,
    PASS_CALL,
    Action,
    Call,
    Declare,
    Play,
    bid,
)
from pilotta.agent import Agent
from pilotta.cards import POINTS, RA, RJ, RK, RQ, RT, R9, STRENGTH, SUIT_MASK, cards_in
from pilotta.declarations import best_declarations
from pilotta.observation import Observation

EngineFactory = Callable[..., Agent]


def _engine_factory() -> EngineFactory | None:
    try:
        from pilotta import bots as engine_bots
    except Exception:  # noqa: BLE001 - not there yet, or broken: the page still plays
        return None
    factory = getattr(engine_bots, "make_bot", None)
    return factory if callable(factory) else None


def make_bot(level: str, seat: int, seed: int) -> Agent:
    """The bot for ``seat`` at ``level`` ("easy", "normal", "hard"): the engine's bots
    (``pilotta.bots.make_bot(level, seed, ...)``) when they load, else ``RuleBot``. The hard
    bot gets the "browser" budget: it thinks in slices the page spreads over time."""
    factory = _engine_factory()
    if factory is not None:
        try:
            if level == "hard":
                return factory(level, seed=seed, budget="browser")
            return factory(level, seed=seed)
        except Exception:  # noqa: BLE001 - an unknown level or a bot still in the works
            pass
    return RuleBot(seat)


def engine_bots_available() -> bool:
    return _engine_factory() is not None


def _bit(card: int) -> int:
    return 1 << card


class RuleBot:
    """Deterministic rules of thumb (no search, no randomness)."""

    name = "rules"

    def __init__(self, seat: int = 0) -> None:
        self.seat = seat

    # --- the auction ---------------------------------------------------------------
    @staticmethod
    def estimate(hand: int, trump: int) -> int:
        """A rough value of the hand with ``trump``: what it may bring towards a bid."""
        trumps = hand & SUIT_MASK[trump]
        n = trumps.bit_count()
        if n < 3:
            return 0
        value = sum(POINTS[trump][c] for c in cards_in(trumps)) + 12 * n
        if trumps >> (trump * 8 + RJ) & 1:
            value += 15
        kq = _bit(trump * 8 + RK) | _bit(trump * 8 + RQ)
        if trumps & kq == kq:
            value += 20
        for s in range(4):
            if s == trump:
                continue
            side = hand & SUIT_MASK[s]
            if side >> (s * 8 + RA) & 1:
                value += 14
                if side >> (s * 8 + RT) & 1:
                    value += 8
            elif not side:
                value += 6 if n >= 4 else 0
        decls = best_declarations(hand, trump)
        value += sum(d.value for d in decls) * 3 // 4
        return value

    def _call(self, obs: Observation) -> Call:
        legal = obs.legal
        kinds = {a.kind for a in legal if isinstance(a, Call)}
        high_value, high_seat, high_suit = 0, -1, -1
        closed = False
        for i, call in enumerate(obs.calls):
            if call.kind == BID:
                high_value, high_seat, high_suit = call.value, obs.caller(i), call.suit
            elif call.kind == CLOSE:
                closed = True
        partner_high = high_seat >= 0 and (high_seat ^ self.seat) & 1 == 0
        hand = obs.hand
        if CLOSE_BACK in kinds:
            est = self.estimate(hand, high_suit)
            return Call(CLOSE_BACK) if est >= high_value + 40 else PASS_CALL
        if CLOSE in kinds and high_suit >= 0:
            trumps = hand & SUIT_MASK[high_suit]
            strong = trumps >> (high_suit * 8 + RJ) & 1 and trumps >> (high_suit * 8 + R9) & 1
            if strong and trumps.bit_count() >= 3 and high_value >= 100:
                return Call(CLOSE)
        if closed or BID not in kinds:
            return PASS_CALL
        best_suit, best = max(((s, self.estimate(hand, s)) for s in range(4)),
                              key=lambda p: (p[1], -p[0]))
        # what the hand can promise: the estimate, partner's support assumed modest
        promise = (best * 4 // 5 + 10) // 10 * 10
        if partner_high:
            if best_suit == high_suit or promise < high_value + 30:
                return PASS_CALL
        want = 80 if high_value == 0 else high_value + 10
        if promise >= want and want <= 160:
            return bid(want, best_suit)
        return PASS_CALL

    # --- the play --------------------------------------------------------------------
    def _play(self, obs: Observation) -> int:
        cards = [a.card for a in obs.legal if isinstance(a, Play)]
        if len(cards) == 1:
            return cards[0]
        trump = obs.trump
        pts = POINTS[trump]
        contract = obs.contract
        assert contract is not None
        if not obs.trick:
            return self._lead(obs, cards)
        led = obs.trick[0] >> 3
        strength = STRENGTH[trump][led]
        win_i = max(range(len(obs.trick)), key=lambda i: strength[obs.trick[i]])
        win_card = obs.trick[win_i]
        win_seat = (obs.leader + win_i) & 3
        partner_wins = (win_seat ^ self.seat) & 1 == 0
        last = len(obs.trick) == 3
        beating = [c for c in cards if strength[c] > strength[win_card]]
        if partner_wins and (last or self._is_master(obs, win_card)):
            # give points, but keep trumps and aces when possible
            return max(cards, key=lambda c: (c >> 3 != trump, pts[c] if (c & 7) != RA else 0,
                                             -strength[c]))
        if beating:
            return min(beating, key=lambda c: (strength[c], pts[c]))
        return min(cards, key=lambda c: (pts[c], c >> 3 == trump, strength[c]))

    def _is_master(self, obs: Observation, card: int) -> bool:
        """No unseen card of its suit (or trump) can beat it (a rough test)."""
        trump = obs.trump
        suit = card >> 3
        unseen = ~(obs.played | obs.hand) & SUIT_MASK[suit]
        strength = STRENGTH[trump][suit]
        if any(strength[c] > strength[card] for c in cards_in(unseen)):
            return False
        if suit != trump:
            return not (~(obs.played | obs.hand) & SUIT_MASK[trump])
        return True

    def _lead(self, obs: Observation, cards: list[int]) -> int:
        trump = obs.trump
        assert obs.contract is not None
        bidders = (obs.contract.seat ^ self.seat) & 1 == 0
        strength = STRENGTH[trump]
        my_trumps = [c for c in cards if c >> 3 == trump]
        unseen_trumps = ~(obs.played | obs.hand) & SUIT_MASK[trump]
        if bidders and my_trumps and unseen_trumps:
            top = max(my_trumps, key=lambda c: strength[trump][c])
            if self._is_master(obs, top):
                return top
        masters = [c for c in cards if c >> 3 != trump and self._is_master(obs, c)]
        if masters:
            return max(masters, key=lambda c: POINTS[trump][c])
        sides = [c for c in cards if c >> 3 != trump] or cards
        return min(sides, key=lambda c: (POINTS[trump][c], strength[c >> 3][c]))

    def act(self, obs: Observation) -> Action:
        legal = obs.legal
        first = legal[0]
        if isinstance(first, Call):
            return self._call(obs)
        if isinstance(first, Declare):
            return ANNOUNCE
        return Play(self._play(obs))
