"""Exact (double-dummy) card play: every hand known, best play by all four seats.

The value of a position is the points one team takes from the cards still to be played
(the trick on the table included, the last trick's 10 included). The search is what
bridge's double-dummy solvers do, on points instead of tricks:

- zero-window tests "does the team take at least g?", each a fail-soft alpha-beta whose
  bounds the next test reuses: the first aims at the points of a heuristic playout (or a
  neighbouring card's value), then steps that double away from it, then halving;
- from 7 cards in the mover's hand (``ROOT_CARDS``), the root's cards one by one
  (PVS-like): each card's guess from a playout after it, best guess first; the first card
  solved by such tests, each other one tested once against the best value so far and
  solved only when it beats it, so that the tests far from the value touch one card's
  subtree, not every card's;
- a transposition table at trick starts storing (lower, upper) bounds, by the cards out
  and the leader (within one deal each card has one owner, so the cards out tell the
  hands: a small key, cheap to build), and one after each lead (the card led added);
- a second one by shape (partition search on points): which hand holds the weakest card
  still out of each suit, the next, and so on. The rules read only suits and rank order,
  so two positions of one shape are the same game with the cards renamed, and their
  values differ by at most the renamed cards' point differences: the bounds found for the
  cards out then bound those out now, shifted by those differences (``shape_delta``);
- bounds from points that are sure: a trump above every trump the other side holds ends in
  its own side's trick (a lower bound for that side, an upper bound for the other), and a
  team never takes more than the points still out; in sans-atout and tout-atout (no suit
  can ruff) the leader's masters are sure tricks, each with a card of every other hand;
- equivalent cards: two cards of one hand and suit with nothing of another player (or on
  the table) between them take the same tricks in every line, only their points move, so
  their values differ by at most the difference of their points; the second is skipped when
  the first failed by more than that (zero-point cards: the same value, tried once);
- move ordering: the table's best lead first, then the leads that settled most tests,
  masters, the weakest cards; following, cheap winners over an opponent, points fed to a
  winning partner (sort keys from a table per led suit and winning card);
- two-trick endings solved whole, once: their exact value serves every later test, and is
  what a test decided at a two-trick start returns (a tighter bound than 0 or all the rest);
- the trick's winner and points carried from card to card, not re-read from the trick;
- slices: ``value_in_slices`` stops after a budget of nodes and goes on when asked.

Every rule comes from the engine: legal cards from ``tricks.legal_mask`` (the partner
exemption included), the trick's winner from the ``cards.STRENGTH`` table ``winner_index``
reads, card points from ``cards.POINTS`` and the last trick's ``LAST_TRICK_BONUS``, trump
order from ``cards``. No clock: ``nodes`` counts the positions searched.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence
from functools import cache
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..cards import (
    HIGHER,
    HIGHER_TRUMPS,
    LAST_TRICK_BONUS,
    ORDER,
    POINTS,
    RUFF_MASK,
    STRENGTH,
    SUIT_MASK,
    TRUMP_MASK,
    card_list,
    card_name,
    cards_in,
)
from ..tricks import (
    close_trick,
    legal_mask,
    legal_on,
    trick_points,
    winner_index,
)

if TYPE_CHECKING:
    from ..position import Position

BIG = 1 << 20
BIT = tuple(1 << c for c in range(32))  # (made once: ``1 << c`` is a new int each time)
_SECOND = itemgetter(1)
NO_LIMIT = 1 << 62
# the root's cards searched one by one (``value_in_slices``) from this many cards in the
# mover's hand (with fewer, a playout after each card costs more than it saves: measured)
ROOT_CARDS = 7


class _OutOfWork(Exception):
    """A slice's budget of nodes is spent (``Solver.value_in_slices``)."""


def _top(trump: int, m: int) -> int:
    """The strongest card of a set ``m`` of trumps (an 8-bit set of ranks), or -1."""
    ranks = [r for r in range(8) if m >> r & 1]
    return trump * 8 + max(ranks, key=lambda r: ORDER[trump][trump * 8 + r]) if ranks else -1


# TOP[trump][m]: the strongest of a set of trumps (no trump suit in Coinche's 4 and 5: the
# solver's sure-trump bounds find no trumps there and never read these rows)
TOP = tuple(tuple(_top(t, m) for m in range(256)) for t in range(4)) + ((-1,) * 256,) * 2

# TRUMP_POINTS_OF[trump][m]: the points of a set ``m`` of trumps (an 8-bit set of ranks)
TRUMP_POINTS_OF = tuple(
    tuple(sum(POINTS[t][t * 8 + r] for r in range(8) if m >> r & 1) for m in range(256))
    for t in range(4)
) + ((0,) * 256,) * 2


# PLAYS[hand << 32 | legal], for a hand of two cards and its legal ones: (the card played,
# the card left) for each legal card, lowest first (a two-trick ending's first trick)
PLAYS = {(1 << x | 1 << y) << 32 | legal: tuple((c, x + y - c) for c in cards_in(legal))
         for x in range(32) for y in range(x + 1, 32)
         for legal in (1 << x, 1 << y, 1 << x | 1 << y)}


class _TwoPlays(dict[int, tuple[tuple[int, int], ...]]):
    """A two-trick ending's legal plays of each hand of two cards, for one trump and one
    index ``i`` = the led suit << 7 | (the trump winning the trick + 1, or 0) << 1 | the
    exemption's freedom: (card, card left) pairs from the engine's ``legal_mask``, filled
    as met (at most the 496 hands of two cards: bounded)."""

    __slots__ = ("trump", "i")

    def __init__(self, trump: int, i: int) -> None:
        super().__init__()
        self.trump = trump
        self.i = i

    def __missing__(self, hand: int) -> tuple[tuple[int, int], ...]:
        i = self.i
        legal = legal_mask(hand, i >> 7, (i >> 1 & 63) - 1, self.trump, bool(i & 1))
        v = self[hand] = PLAYS[hand << 32 | legal]
        return v


@cache
def two_plays(trump: int) -> list[_TwoPlays]:
    """``_TwoPlays`` of a trump by index, made at its first two-trick ending (not at
    import: the page starts without them)."""
    return [_TwoPlays(trump, i) for i in range(512)]


def shape_row(trump: int, suit: int, r: int) -> tuple[int, ...]:
    """For the cards of ``suit`` still out (``r``, 8 bits of ranks), each set of them (8
    bits) packed to the bits of their places among ``r`` in strength order, weakest at bit
    0: the shape key's row (who holds the weakest, the next, ... of the suit)."""
    order = ORDER[trump]
    place = [0] * 8
    for i, x in enumerate(sorted((x for x in range(8) if r >> x & 1),
                                 key=lambda x: order[suit * 8 + x])):
        place[x] = 1 << i
    row = [0] * 256
    for b in range(1, 256):
        low = b & -b
        row[b] = row[b ^ low] | (place[low.bit_length() - 1] if r & low else 0)
    return tuple(row)


def suit_delta(trump: int, suit: int, a: int, b: int) -> tuple[int, int]:
    """Two sets of as many cards of ``suit`` (8 bits of ranks each), paired by place in
    strength order: (the sum of the point differences, b's card minus a's, that are
    negative; the sum of those that are positive)."""
    order = ORDER[trump]
    pts = POINTS[trump]
    base = suit * 8
    x = sorted((base + r for r in range(8) if a >> r & 1), key=order.__getitem__)
    y = sorted((base + r for r in range(8) if b >> r & 1), key=order.__getitem__)
    d = [pts[v] - pts[u] for u, v in zip(x, y, strict=True)]
    return sum(e for e in d if e < 0), sum(e for e in d if e > 0)


# the shape key's rows and the suits' point differences, by trump and suit, filled as met
# (shared by every solver and by the suits of one rank order, or of one rank order and
# points: they depend on the rules' tables only)
_ROW_LISTS: dict[tuple[int, ...], list[tuple[int, ...] | None]] = {}
_ROWS = tuple(tuple(_ROW_LISTS.setdefault(ORDER[t][s * 8:s * 8 + 8], [None] * 256)
                    for s in range(4)) for t in range(6))
_DELTA_DICTS: dict[tuple[tuple[int, ...], tuple[int, ...]], dict[int, tuple[int, int]]] = {}
_SUIT_DELTAS = tuple(tuple(_DELTA_DICTS.setdefault((ORDER[t][s * 8:s * 8 + 8],
                                                    POINTS[t][s * 8:s * 8 + 8]), {})
                           for s in range(4)) for t in range(6))

# SUIT_POINTS[trump][s][b]: the points of the cards of suit s whose ranks are the bits of b
# (one table per distinct row of points: a trump suit's, a side suit's)
_POINT_ROWS: dict[tuple[int, ...], tuple[int, ...]] = {}
SUIT_POINTS = tuple(tuple(
    _POINT_ROWS.setdefault(row, tuple(sum(row[r] for r in range(8) if b >> r & 1)
                                      for b in range(256)))
    for row in (POINTS[t][s * 8:s * 8 + 8] for s in range(4))) for t in range(6))


def _between(trump: int, a: int, b: int) -> int:
    """The cards of a's suit strictly between a and b in strength (0 for two suits)."""
    if a >> 3 != b >> 3:
        return 0
    order = ORDER[trump]
    lo, hi = sorted((order[a], order[b]))
    return sum(1 << c for c in range(a & ~7, (a & ~7) + 8) if lo < order[c] < hi)


# BETWEEN[trump][a][b]: what must be gone (or be one's own) for a and b to be equivalent;
# every card for two suits (never equivalent: the cards it is held against are never none)
BETWEEN = tuple(tuple(tuple(_between(t, a, b) if a >> 3 == b >> 3 else (1 << 32) - 1
                            for b in range(32)) for a in range(32))
                for t in range(6))
# APART[trump][a][b]: how many points a and b differ by
APART = tuple(tuple(tuple(abs(POINTS[t][a] - POINTS[t][b]) for b in range(32)) for a in range(32))
              for t in range(6))


@cache
def follow_keys(trump: int) -> tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...]:
    """[led][winning card][an opponent winning?][card]: the follow order's sort keys. An
    opponent winning: the cheapest winner, then the cheapest loser; partner winning: feed
    points, winners last."""
    pts = POINTS[trump]
    out = []
    for led in range(4):
        strength = STRENGTH[trump][led]
        rows = []
        for w in range(32):
            ws = strength[w]
            rows.append((tuple(-pts[c] + (50 if strength[c] > ws else 0) for c in range(32)),
                         tuple(strength[c] - 100 if strength[c] > ws else pts[c]
                               for c in range(32))))
        out.append(tuple(rows))
    return tuple(out)


class Solver:
    """One solver per (trump, team, exemption): values are ``team``'s points; the table is
    kept across calls on the same deal. ``exemption``: the rule set's ``partner_exemption``."""

    __slots__ = ("trump", "team", "exemption", "tt", "exact", "best", "_limit", "hist", "nodes",
                 "_pts", "_strength", "_follow", "_order", "_tm", "_tshift", "_top", "_tpts",
                 "_between", "_apart", "_higher", "_moves", "_masters", "_cheap", "stt",
                 "_deltas", "_rows", "_shapes", "_suit_points", "ptt", "_sure", "_lead_keys",
                 "root_cards", "_own")

    def __init__(self, trump: int, team: int, exemption: bool = False) -> None:
        self.trump = trump
        self.team = team
        self.exemption = exemption
        self.tt: dict[int, tuple[int, int, int]] = {}
        # after a lead, by the hands, the leader and the card led: (lower, upper) bounds
        # (a position met again in a later test is settled without its trick's plies)
        self.ptt: dict[int, tuple[int, int]] = {}  # (lower, upper, the shape key)
        # by shape (``_shape``): the cards out and the bounds last found for them
        self.stt: dict[int, tuple[int, int, int]] = {}
        self._deltas: dict[int, tuple[int, int]] = {}  # ``shape_delta`` by the pair
        self._rows = _ROWS[trump]
        # The tables are keyed by the cards still out and the leader, not by the four hands:
        # within one deal each card has one owner (``_own``), so the cards out tell the
        # hands (small keys, cheap to build). A call with a card in another seat's hand
        # (another deal) empties what depends on the owners (``_owners``).
        self._own = [0, 0, 0, 0]
        # by suit and its cards out (8 bits of ranks): that suit's part of the shape key,
        # in place (``_shape``), filled as met
        self._shapes: list[list[int | None]] = [[None] * 256 for _ in range(4)]
        self._suit_points = SUIT_POINTS[trump]
        self.exact: dict[int, int] = {}  # two-trick endings' values, by cards out and leader
        # the follows' legal cards in order, by the hand, the winning card and who wins
        # (by the led suit, the winning card and who wins it: ``led << 6 | wc << 1 | par``,
        # a small int, then by the hand)
        self._moves: list[dict[int, tuple[int, ...]] | None] = [None] * 256
        self._masters: tuple[dict[int, tuple[int, int]], ...] = ({}, {}, {}, {})
        self._cheap: dict[int, tuple[int, ...]] = {}
        self.best: dict[int, int] = {}  # the lead that refuted or proved a test last time
        self.hist = [0] * 32  # by card: how often it was the lead that settled a test
        self.nodes = 0
        self.root_cards = ROOT_CARDS  # (the tests set it lower, to check that driver)
        self._limit = NO_LIMIT  # nodes at which a slice stops (``value_in_slices``)
        self._pts = POINTS[trump]
        self._strength = STRENGTH[trump]
        self._follow = follow_keys(trump)
        self._order = ORDER[trump]
        self._tm = RUFF_MASK[trump]  # none in sans-atout and tout-atout
        self._tshift = 8 * trump  # the trump suit's byte of a set of cards (a trump suit)
        self._top = TOP[trump]
        self._tpts = TRUMP_POINTS_OF[trump]
        self._between = BETWEEN[trump]
        self._apart = APART[trump]
        self._higher = HIGHER[trump]  # the cards of the same suit that beat each card
        # ``_sure_points`` by the trumps out (8 bits of ranks), filled as met
        self._sure: list[tuple[int, int] | None] = [None] * 256
        # the leads' order before the history: masters (nothing higher of their suit out),
        # strongest first, trumps ahead; then the weakest cards
        self._lead_keys = (tuple(ORDER[trump][c] * 4 + POINTS[trump][c] for c in range(32)),
                           tuple(-100 - ORDER[trump][c] - (16 if RUFF_MASK[trump] >> c & 1 else 0)
                                 for c in range(32)))

    # --- the public entries ---------------------------------------------------------
    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int],
              alpha: int = -1, beta: int = 1000, guess: int | None = None) -> int:
        """The team's points from the remaining cards (the trick on the table included)
        under best play by all: exact (so also right for any ``alpha``/``beta`` window)."""
        run = self.value_in_slices(hands, leader, trick, None, guess)
        while True:
            try:
                next(run)
            except StopIteration as done:
                return int(done.value)

    def value_in_slices(self, hands: Sequence[int], leader: int, trick: Sequence[int],
                        budget: int | None, guess: int | None = None
                        ) -> Generator[int, None, int]:
        """``value`` in slices of about ``budget`` nodes (None: one slice): yields the nodes
        searched so far after each slice, returns the value. A slice that runs out stops
        the test it was in; the next slice starts that test again, its finished subtrees
        read from the table (a budget of thousands of nodes moves on at once; a test
        restarted over and over gets a slice one budget larger every 4 times, so it ends).
        Deterministic: the same budget, the same slices."""
        h = list(hands)
        t = list(trick)
        self._owners(h, leader, t)
        out = self._out(h, t)
        start = self.nodes  # where this slice began

        def run(gamma: int) -> Generator[int, None, int]:
            """One test, in slices: a test that runs out starts again in the next slice."""
            nonlocal start
            again = 0  # a test restarted again and again gets a larger slice: it ends
            while True:
                self._limit = (NO_LIMIT if budget is None
                               else start + budget * (1 + again // 4))
                try:
                    return self._test(list(h), leader, list(t), out, gamma)
                except _OutOfWork:  # the hands and trick are copies: drop them, go on later
                    self._limit = NO_LIMIT
                    again += 1
                    yield self.nodes
                    start = self.nodes

        def mtd(gamma: int, stop: int, maximize: bool, target: int, step: int = 1
                ) -> Generator[int, None, int]:
            """Tests of the position ``h``, ``t`` from ``gamma`` (then steps that double
            from ``step`` away from it, then halving) until its value is known, or known not
            to beat ``stop`` for the side that maximizes (``maximize``) or minimizes at the
            root: the value, or a bound that does not beat ``stop``. ``target``: where the
            second test aims after a first that succeeds (-1: none)."""
            lo, hi = 0, out
            gamma = min(max(gamma, 1), out)
            while lo < hi:
                if hi <= stop if maximize else lo >= stop:
                    return hi if maximize else lo
                g = yield from run(gamma)
                if g >= gamma:
                    lo = g
                    gamma = lo + step
                else:
                    hi = g
                    gamma = hi - step + 1
                step *= 2
                if lo < target <= hi:  # a card that beat the best so far: toward its guess
                    gamma, step = target, 1
                target = -1
                if not lo < gamma <= hi:
                    gamma = (lo + hi + 1) // 2
            return lo

        seat = (leader + len(t)) & 3
        if len(t) == 4 or h[seat].bit_count() < self.root_cards:
            # the tests from the root (a smaller position: the playouts after each card
            # below cost more than they save)
            v = yield from mtd(self._guess(h, leader, t) if guess is None else guess, -1,
                               True, -1)
            self._limit = NO_LIMIT
            return v
        # the root's cards one by one (PVS-like): each card's guess from a heuristic
        # playout after it, the cards searched best guess first; the first card solved from
        # its guess (or the caller's), each other one tested against the best so far (one
        # zero-window test when it does not beat it) and solved only when it does, from its
        # own guess. The tests far from the value thus touch one card's subtree, not all.
        maximize = seat & 1 == self.team
        hand = h[seat]
        guesses = {}
        for c in self._root_cards(h, leader, t):  # ties: the search's own order
            h[seat] = hand ^ 1 << c
            guesses[c] = self._guess(h, leader, [*t, c])
        h[seat] = hand
        kids = sorted(guesses, key=guesses.__getitem__, reverse=maximize)
        best = -1 if maximize else BIG
        for i, c in enumerate(kids):
            h[seat] = hand ^ 1 << c
            t.append(c)
            if i == 0:  # (a first step of 2: fewer nodes than 1 or 3 here, measured)
                v = yield from mtd(guesses[c] if guess is None else guess, best, maximize,
                                   -1, 2)
            else:
                v = yield from mtd(best + 1 if maximize else best, best, maximize,
                                   guesses[c])
            t.pop()
            if v > best if maximize else v < best:
                best = v
        h[seat] = hand
        self._limit = NO_LIMIT
        return best

    def _root_cards(self, h: list[int], leader: int, t: list[int]) -> list[int]:
        """The root's legal cards in the order they are searched: leading, as ``_trick``
        orders its leads (the table's best lead first); following, as ``_ply``."""
        seat = (leader + len(t)) & 3
        hand = h[seat]
        if t:
            wi = winner_index(t, self.trump)
            return list(self._follows(hand, t[0] >> 3, t[wi], (len(t) - wi) & 1))
        return self._leads(hand, (h[0] | h[1] | h[2] | h[3]) & ~hand,
                           h[0] | h[1] | h[2] | h[3] | leader << 32)

    def _leads(self, hand: int, others: int, key: int) -> list[int]:
        """The leads of ``hand`` in the order they are tried (``others``: the other hands'
        cards, ``key``: the position's table key): the table's best lead first; then the
        leads that refuted or proved most (weighted 8 to 1 to each earlier trick); then
        masters (nothing higher of their suit out), strongest first, trumps ahead; then the
        weakest cards."""
        higher = self._higher
        hist = self.hist
        plain, master = self._lead_keys
        keyed = [((plain if higher[c] & others else master)[c] - hist[c] * 1000, c)
                 for c in card_list(hand)]
        keyed.sort()
        cards = list(map(_SECOND, keyed))
        first = self.best.get(key, -1)
        if first >= 0 and 1 << first & hand:
            cards.remove(first)
            cards.insert(0, first)
        return cards

    def _guess(self, h: list[int], leader: int, trick: list[int]) -> int:
        """Where the first test aims: the team's points when every seat plays the bots'
        heuristic card (a guess only: it moves no value, it saves tests near the value)."""
        from .playout import rollout  # here: the policy is not needed by the search itself

        tp = [0, 0]
        if len(trick) == 4:  # a complete trick on the table: take it in first
            winner, p = close_trick(trick, leader, self.trump, not h[0])
            tp[winner & 1] += p
            leader, trick = winner, []
        rollout(list(h), self.trump, leader, list(trick), self.team, tp, [0, 0],
                self.exemption)
        return tp[self.team]

    def reaches(self, hands: Sequence[int], leader: int, trick: Sequence[int], gamma: int
                ) -> bool:
        """Whether the team takes at least ``gamma`` of the remaining points (the trick on
        the table included) under best play: one zero-window test, cheaper than a value
        when only a known value is to be confirmed (``endgame.line_tricks``)."""
        h = list(hands)
        t = list(trick)
        self._owners(h, leader, t)
        self._limit = NO_LIMIT
        return self._test(h, leader, t, self._out(h, t), gamma) >= gamma

    def move_values(self, hands: list[int], leader: int, trick: list[int]) -> dict[int, int]:
        """For each legal card of the player to move, the team's points after it."""
        return dict(self.each_move_value(hands, leader, trick))

    def each_move_value(self, hands: Sequence[int], leader: int, trick: Sequence[int]
                        ) -> Iterator[tuple[int, int]]:
        """(card, the team's points after it) for each legal card, lowest card first, one
        solve at a time, so that a caller thinking in slices can pause between them."""
        seat = (leader + len(trick)) & 3
        guess: int | None = None
        for c in cards_in(self._legal(hands[seat], list(trick))):
            h = list(hands)
            h[seat] ^= 1 << c
            v = self.value(h, leader, [*trick, c], guess=guess)
            guess = v
            yield c, v

    def _legal(self, hand: int, trick: list[int]) -> int:
        """The engine's legal cards for ``hand`` on ``trick`` under this rule set."""
        return legal_on(hand, trick, self.trump, self.exemption)

    # --- the search -----------------------------------------------------------------
    def _owners(self, h: list[int], leader: int, trick: list[int]) -> None:
        """Note who holds (or played) each card; a card seen in another seat before means
        another deal: empty the tables keyed by the cards out (``__init__``)."""
        own = self._own
        mine = list(h)
        for i, c in enumerate(trick):
            mine[(leader + i) & 3] |= 1 << c
        seen = own[0] | own[1] | own[2] | own[3]
        if any(m & seen & ~o for m, o in zip(mine, own, strict=True)):
            own[:] = [0, 0, 0, 0]
            self.tt.clear()
            self.ptt.clear()
            self.exact.clear()
            self.best.clear()
            self._shapes = [[None] * 256 for _ in range(4)]
            self._sure = [None] * 256
        for s in range(4):
            own[s] |= mine[s]

    def _out(self, h: list[int], trick: list[int]) -> int:
        """The points still to be taken: cards in hand and on the table, and the last 10."""
        rest = list(trick)
        for x in h:
            rest.extend(cards_in(x))
        return trick_points(rest, self.trump, last=True) if rest else 0

    def _test(self, h: list[int], leader: int, trick: list[int], out: int, gamma: int) -> int:
        """Fail-soft test of "the team takes at least gamma" from any position."""
        if not trick:
            return self._trick(h, leader, out, gamma)
        if len(trick) == 4:  # a complete trick on the table: take it in
            winner, p = close_trick(trick, leader, self.trump, not h[0])
            if winner & 1 == self.team:
                return p + self._trick(h, winner, out - p, gamma - p)
            return self._trick(h, winner, out - p, gamma)
        rest = h[0] | h[1] | h[2] | h[3]
        for c in trick:
            rest |= 1 << c
        return self._ply(h, leader, list(trick), winner_index(trick, self.trump),
                         trick_points(trick, self.trump), out, gamma, rest)

    def _trick(self, h: list[int], leader: int, out: int, gamma: int) -> int:
        """Fail-soft test at a trick's start; ``out``: the points still to be taken."""
        if gamma <= 0 or gamma > out:  # decided; a two-trick ending's exact value (cached)
            # is a tighter bound than 0 or all the rest: the tables above keep tighter bounds
            if h[0].bit_count() == 2:
                return self._two(h, leader)
            return 0 if gamma <= 0 else out
        self.nodes += 1
        if self.nodes > self._limit:
            raise _OutOfWork
        h0, h1, h2, h3 = h
        team = self.team
        if h0.bit_count() < 3:
            if h0 & (h0 - 1):  # two tricks left: solved whole once, for every gamma
                return self._two(h, leader)
            # one card each: the last trick plays itself
            cards = [h[(leader + i) & 3].bit_length() - 1 for i in range(4)]
            winner, p = close_trick(cards, leader, self.trump, True)
            return p if winner & 1 == team else 0
        # sure points: trumps above every trump of the other side
        tm = self._tm
        rest = h0 | h1 | h2 | h3
        if tm:
            tr = rest >> self._tshift & 255
            sure = self._sure[tr]
            if sure is None:
                sure = self._sure_of(tr)
            lo = sure[0]
            if lo >= gamma:
                return lo
            hi = out - sure[1]
            if hi < gamma:
                return hi
        else:
            lo, hi = 0, out
        key = rest | leader << 32
        e = self.tt.get(key)
        if e is not None:
            elo, ehi, skey = e
            if elo >= gamma:
                return elo
            if ehi < gamma:
                return ehi
            if elo > lo:
                lo = elo
            if ehi < hi:
                hi = ehi
        else:
            skey = self._shape_key(rest, leader)
        # a position of the same shape (who holds each place in each suit's strength order)
        # with other cards out: the same game, only the cards' points differ
        se = self.stt.get(skey)
        if se is not None and se[0] != rest:
            r0, slo, shi = se
            pair = r0 << 32 | rest
            d = self._deltas.get(pair)
            if d is None:
                d = self._deltas[pair] = self._delta(r0, rest)
            slo += d[0]
            shi += d[1]
            if slo >= gamma:
                return slo
            if shi < gamma:
                return shi
            if slo > lo:
                lo = slo
            if shi < hi:
                hi = shi
        # quick tricks: the leader cashing his masters, where no suit can ruff
        if not tm and h0.bit_count() >= 3:
            q = self._quick(h, leader)
            if leader & 1 == team:
                if q > lo:
                    if q >= gamma:
                        return q
                    lo = q
            elif out - q < hi:
                if out - q < gamma:
                    return out - q
                hi = out - q
        # the lead
        hand = h[leader]
        maximize = leader & 1 == team
        others = rest & ~hand
        pts = self._pts
        hist = self.hist
        cards = self._leads(hand, others, key)
        best = -1 if maximize else BIG
        best_card = -1
        done: list[tuple[int, int]] = []
        trick = [0]
        for c in cards:
            if done:
                b = self._kin(c, done, others, maximize)
                if b is not None and (b < gamma if maximize else b >= gamma):
                    # an equivalent card already failed by more than their points differ
                    if b > best if maximize else b < best:
                        best = b
                    continue
            h[leader] = hand ^ BIT[c]
            trick[0] = c
            v = self._ply(h, leader, trick, 0, pts[c], out, gamma, rest)
            done.append((c, v))
            if maximize:
                if v > best:
                    best, best_card = v, c
                    if v >= gamma:
                        hist[c] += 1 << (3 * hand.bit_count())
                        break
            elif v < best:
                best, best_card = v, c
                if v < gamma:
                    hist[c] += 1 << (3 * hand.bit_count())
                    break
        h[leader] = hand
        if maximize == (best >= gamma):
            self.best[key] = best_card
        if best >= gamma:
            lo = best
        else:
            hi = best
        self.tt[key] = (lo, hi, skey)
        self.stt[skey] = (rest, lo, hi)
        return best

    def _delta(self, r0: int, r1: int) -> tuple[int, int]:
        """Two sets of cards out of one shape, paired by place in each suit's strength
        order: (the sum of the negative point differences, r1's card minus r0's, the sum of
        the positive ones): r1's value is within those of r0's."""
        lo = hi = 0
        deltas = _SUIT_DELTAS[self.trump]
        x = r0 ^ r1
        while x:  # the suits whose cards out differ, lowest first
            sh = (x & -x).bit_length() - 1 & ~7
            k = (r0 >> sh & 255) << 8 | r1 >> sh & 255
            d = deltas[sh >> 3].get(k)
            if d is None:
                d = deltas[sh >> 3][k] = suit_delta(self.trump, sh >> 3, k >> 8, k & 255)
            lo += d[0]
            hi += d[1]
            x &= ~(255 << sh)
        return lo, hi

    def _shape(self, h: list[int], leader: int) -> int:
        """The shape key: for each suit, which hand holds the weakest card still out, the
        next, and so on (``shape_row``), and the leader. Two positions of one shape are the
        same game with the cards renamed in rank order (the rules read only suits and rank
        order); their values differ by at most the renamed cards' point differences.
        (The search builds it from the cards out: ``_shape_key``.)"""
        self._owners(h, leader, [])
        return self._shape_key(h[0] | h[1] | h[2] | h[3], leader)

    def _shape_key(self, rest: int, leader: int) -> int:
        """``_shape`` from the cards out ``rest`` (their owners noted), a suit at a time."""
        s0, s1, s2, s3 = self._shapes
        b = rest & 255
        v = s0[b]
        skey = leader << 128 | (self._suit_shape(0, b) if v is None else v)
        b = rest >> 8 & 255
        v = s1[b]
        skey |= self._suit_shape(1, b) if v is None else v
        b = rest >> 16 & 255
        v = s2[b]
        skey |= self._suit_shape(2, b) if v is None else v
        b = rest >> 24
        v = s3[b]
        return skey | (self._suit_shape(3, b) if v is None else v)

    def _suit_shape(self, s: int, b: int) -> int:
        """Suit ``s``'s part of the shape key, in place (bits 32s to 32s + 31), its cards
        out being the ranks ``b``: each hand's byte of places (``shape_row``)."""
        rows = self._rows[s]
        row = rows[b]
        if row is None:
            row = rows[b] = shape_row(self.trump, s, b)
        a0, a1, a2, a3 = (o >> 8 * s & b for o in self._own)
        v = self._shapes[s][b] = (row[a0] | row[a1] << 8 | row[a2] << 16 | row[a3] << 24) << 32 * s
        return v

    def _sure_of(self, tr: int) -> tuple[int, int]:
        """``_sure_points`` of the trumps out ``tr`` (8 bits of ranks), by their owners."""
        own = self._own
        team = self.team
        ours = (own[team] | own[team + 2]) >> self._tshift & tr
        v = self._sure[tr] = self._sure_points(ours, tr & ~ours)
        return v

    def _sure_points(self, ours: int, theirs: int) -> tuple[int, int]:
        """The points of each side's sure trumps (above every trump of the other side), the
        two sides' trumps given as 8-bit sets of ranks: (ours, theirs)."""
        shift = self.trump * 8
        ours <<= shift
        theirs <<= shift
        sure_ours = ours & HIGHER_TRUMPS[self._top[theirs >> shift]] if theirs else ours
        sure_theirs = theirs & HIGHER_TRUMPS[self._top[ours >> shift]] if ours else theirs
        return self._tpts[sure_ours >> shift], self._tpts[sure_theirs >> shift]

    def _quick(self, h: list[int], leader: int) -> int:
        """A lower bound on the points of the leader's side when no suit can ruff
        (sans-atout, tout-atout): the leader cashes his masters (nothing higher of their
        suit in another hand), each of which wins its trick: their points, each other
        hand's cheapest cards given to those tricks, and the last 10 if they are all his
        cards. (With a trump suit the ruffs make it rarely reach gamma: measured slower.)"""
        hand = h[leader]
        others = h[(leader + 1) & 3] | h[(leader + 2) & 3] | h[(leader + 3) & 3]
        masters = self._masters
        k = 0
        got = 0
        for s in range(4):
            sh = 8 * s
            m = hand >> sh & 255
            if not m:
                continue
            mo = m << 8 | others >> sh & 255
            e = masters[s].get(mo)
            if e is None:
                e = masters[s][mo] = self._cash(s, m, others >> sh & 255)
            k += e[0]
            got += e[1]
        if not k:
            return 0
        cheap = self._cheap
        for i in (1, 2, 3):  # each other hand gives k cards to those tricks
            x = h[(leader + i) & 3]
            sums = cheap.get(x)
            if sums is None:
                sums = cheap[x] = self._cheapest(x)
            got += sums[k]
        if k == hand.bit_count():
            got += LAST_TRICK_BONUS
        return got

    def _cheapest(self, x: int) -> tuple[int, ...]:
        """The sums of the j cheapest cards' points of the hand ``x``, j = 0 to its size."""
        out = [0]
        for p in sorted(self._pts[c] for c in cards_in(x)):
            out.append(out[-1] + p)
        return tuple(out)

    def _cash(self, s: int, m: int, o: int) -> tuple[int, int]:
        """The masters of the ranks ``m`` of suit ``s`` over the ranks ``o`` of the other
        hands: (how many, their points)."""
        pts = self._pts
        ms = []
        for c in sorted(range(s * 8, s * 8 + 8), key=lambda c: -self._order[c]):
            if o >> (c & 7) & 1:
                break
            if m >> (c & 7) & 1:
                ms.append(pts[c])
        return len(ms), sum(ms)

    def _two(self, h: list[int], leader: int) -> int:
        """The exact value of a two-trick ending (at most 16 ways to play its first trick,
        then the last plays itself, alpha-beta cutting at each parent's best): cheaper than
        the zero-window tests that would meet it again and again, and good for all of them.
        Worked for the leader's side (which takes the first trick's points when its cards
        win it, the rest of the points out when they win the last), then turned into the
        team's."""
        h0, h1, h2, h3 = h
        key = h0 | h1 | h2 | h3 | leader << 32
        v = self.exact.get(key)
        if v is not None:
            return v
        self.nodes += 1
        trump = self.trump
        ex = self.exemption
        pts = self._pts
        strengths = self._strength
        a, b, c, d = h[leader], h[(leader + 1) & 3], h[(leader + 2) & 3], h[(leader + 3) & 3]
        plays = two_plays(trump)
        r = h0 | h1 | h2 | h3
        q0, q1, q2, q3 = self._suit_points
        total = (LAST_TRICK_BONUS + q0[r & 255] + q1[r >> 8 & 255] + q2[r >> 16 & 255]
                 + q3[r >> 24])
        tmask = TRUMP_MASK[trump]  # a trump winning is the one to beat (tout-atout: any card)
        best0 = -1  # the leader's side maximises at the first and third cards
        # (w: who wins the first trick so far, wc: with what card, rw: the card he keeps,
        # which leads the last trick)
        for c0, r0 in PLAYS[a << 32 | a]:
            led = c0 >> 3
            st = strengths[led]
            suit = SUIT_MASK[led]
            p0 = pts[c0]
            best1 = BIG
            for c1, r1 in plays[led << 7 | (c0 + 1 if tmask >> c0 & 1 else 0) << 1][b]:
                w1, wc1, rw1 = (1, c1, r1) if st[c1] > st[c0] else (0, c0, r0)
                p1 = p0 + pts[c1]
                best2 = -1
                for c2, r2 in plays[led << 7 | (wc1 + 1 if tmask >> wc1 & 1 else 0) << 1
                                    | (ex and w1 == 0 and not c & suit)][c]:
                    w2, wc2, rw2 = (2, c2, r2) if st[c2] > st[wc1] else (w1, wc1, rw1)
                    p2 = p1 + pts[c2]
                    best3 = BIG
                    for c3, r3 in plays[led << 7 | (wc2 + 1 if tmask >> wc2 & 1 else 0) << 1
                                        | (ex and w2 == 1 and not d & suit)][d]:
                        first = p2 + pts[c3]
                        if st[c3] > st[wc2]:  # the fourth hand wins the first trick
                            lst = strengths[r3 >> 3]
                            v = 0
                        else:
                            lst = strengths[rw2 >> 3]
                            v = 0 if w2 & 1 else first
                        # the last trick: one card each, led by the first trick's winner;
                        # the led suit's cards are the only ones of strength >= 0 but trumps
                        s0, s1, s2, s3 = lst[r0], lst[r1], lst[r2], lst[r3]
                        if (s0 if s0 > s2 else s2) > (s1 if s1 > s3 else s3):
                            v += total - first
                        if v < best3:
                            best3 = v
                            if v <= best2:  # (each cut spares what the parent would not take)
                                break
                    if best3 > best2:
                        best2 = best3
                        if best3 >= best1:
                            break
                if best2 < best1:
                    best1 = best2
                    if best2 <= best0:
                        break
            if best1 > best0:
                best0 = best1
        if leader & 1 != self.team:
            best0 = total - best0
        self.exact[key] = best0
        return best0

    def _kin(self, c: int, done: list[tuple[int, int]], blockers: int, maximize: bool
             ) -> int | None:
        """A bound on the value of ``c`` from the cards already tried: a card of the same
        suit with no card of ``blockers`` (the other hands, the table: never none) between
        them takes the same tricks in every line, only their points move, so the values
        differ by at most the difference of their points. None when no such card was
        tried."""
        between = self._between[c]
        apart = self._apart[c]
        bound = None
        if maximize:
            for p, v in done:
                if not between[p] & blockers:
                    v += apart[p]
                    if bound is None or v < bound:
                        bound = v
        else:
            for p, v in done:
                if not between[p] & blockers:
                    v -= apart[p]
                    if bound is None or v > bound:
                        bound = v
        return bound

    def _follows(self, hand: int, led: int, wc: int, par: int) -> tuple[int, ...]:
        """The legal cards of ``hand`` on a trick led in ``led`` and won so far by ``wc``
        (by an opponent when ``par``, else by the partner), in the order they are tried:
        the engine's ``legal_mask`` (the highest trump on the trick is the winning card
        when a trump is winning; the exemption frees a player void in the led suit when
        his partner is winning, ``tricks.partner_winning``), sorted by ``follow_keys``."""
        free = self.exemption and not par and not hand & SUIT_MASK[led]
        legal = legal_mask(hand, led, wc if TRUMP_MASK[self.trump] >> wc & 1 else -1,
                           self.trump, free)
        return tuple(sorted(card_list(legal), key=self._follow[led][wc][par].__getitem__))

    def _ply(self, h: list[int], leader: int, trick: list[int], wi: int, tp: int, out: int,
             gamma: int, rest: int) -> int:
        """Fail-soft test with 1 to 3 cards on the table: ``wi`` the index of the card
        winning it so far, ``tp`` their points (the trick's state carried, not re-read),
        ``rest`` the cards out at the trick's start (in the hands or on the table)."""
        self.nodes += 1
        n = len(trick)
        seat = (leader + n) & 3
        hand = h[seat]
        led = trick[0] >> 3
        wc = trick[wi]
        par = (n - wi) & 1  # 1: an opponent is winning the trick, 0: the partner
        moves = self._moves[led << 6 | wc << 1 | par]
        if moves is None:
            moves = self._moves[led << 6 | wc << 1 | par] = {}
        cards = moves.get(hand)
        if cards is None:
            cards = moves[hand] = self._follows(hand, led, wc, par)
        team = self.team
        strength = self._strength[led]
        ws = strength[wc]
        pts = self._pts
        if len(cards) == 1:  # one card: no choice to order or compare
            c = cards[0]
            h[seat] = hand ^ BIT[c]
            if n == 3:
                p = tp + pts[c]
                if not h[seat]:
                    p += LAST_TRICK_BONUS
                winner = (leader + (3 if strength[c] > ws else wi)) & 3
                if winner & 1 == team:
                    v = p + self._trick(h, winner, out - p, gamma - p)
                else:
                    v = self._trick(h, winner, out - p, gamma)
            else:
                trick.append(c)
                v = self._ply(h, leader, trick, n if strength[c] > ws else wi, tp + pts[c],
                              out, gamma, rest)
                trick.pop()
            h[seat] = hand
            return v
        maximize = seat & 1 == team
        if n == 1:
            pkey = rest | leader << 32 | trick[0] << 34
            e = self.ptt.get(pkey)
            if e is not None:
                if e[0] >= gamma:
                    return e[0]
                if e[1] < gamma:
                    return e[1]
        blockers = rest & ~hand  # the cards of the other hands and the table
        best = -1 if maximize else BIG
        done: list[tuple[int, int]] = []
        last = hand.bit_count() == 1 and n == 3
        for c in cards:
            if done:
                b = self._kin(c, done, blockers, maximize)
                if b is not None and (b < gamma if maximize else b >= gamma):
                    if b > best if maximize else b < best:
                        best = b
                    continue
            h[seat] = hand ^ BIT[c]
            if n == 3:
                p = tp + pts[c]
                if last:
                    p += LAST_TRICK_BONUS
                winner = (leader + (3 if strength[c] > ws else wi)) & 3
                rest = out - p
                if winner & 1 == team:  # the trick's points reach gamma, or fall short of it
                    # with all the rest: decided here (``_trick``'s first tests)
                    v = (p if p >= gamma else out if gamma - p > rest
                         else p + self._trick(h, winner, rest, gamma - p))
                else:
                    v = rest if gamma > rest else self._trick(h, winner, rest, gamma)
            else:
                trick.append(c)
                v = self._ply(h, leader, trick, n if strength[c] > ws else wi, tp + pts[c],
                              out, gamma, rest)
                trick.pop()
            done.append((c, v))
            if maximize:
                if v > best:
                    best = v
                    if v >= gamma:
                        break
            elif v < best:
                best = v
                if v < gamma:
                    break
        h[seat] = hand
        if n == 1:
            if e is None:
                e = (0, BIG)
            self.ptt[pkey] = (best, e[1]) if best >= gamma else (e[0], best)
        return best


def solve_position(position: Position) -> dict[str, Any]:
    """What ``python -m pilotta solve`` prints: the seat to move, its side's points from
    here under best play, the same after each of its legal cards, and the nodes searched."""
    seat = position.to_move
    solver = Solver(position.trump, seat & 1, position.rules.partner_exemption)
    cards = solver.move_values(list(position.hands), position.leader, list(position.trick))
    return {"to_move": seat, "value": max(cards.values()),
            "cards": {card_name(c): v for c, v in cards.items()}, "nodes": solver.nodes}
