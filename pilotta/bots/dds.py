"""Double-dummy solver for the end of a deal: every hand known, best play on both sides.

Alpha-beta over the remaining cards on bitmasks, maximising one team's trick points (the
last trick's 10 included), with a transposition table at trick starts (the four hands
and the leader determine the rest) storing bounds, move ordering (cards that take the
trick first, cheap cards first otherwise), and cards that are equivalent (same points,
nothing another player holds between them) tried once.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..cards import ORDER, POINTS, STRENGTH, SUIT_MASK
from ..tricks import close_trick, legal_mask, trick_state, winner_index

# BETWEEN[trump][a][b]: cards of the suit of a and b strictly between them in strength
_BETWEEN: list[list[list[int]]] = []
for _t in range(4):
    _o = ORDER[_t]
    rows = []
    for _a in range(32):
        row = []
        for _b in range(32):
            m = 0
            if _a >> 3 == _b >> 3:
                lo, hi = sorted((_o[_a], _o[_b]))
                base = _a & ~7
                for _r in range(8):
                    if lo < _o[base | _r] < hi:
                        m |= 1 << (base | _r)
            row.append(m)
        rows.append(row)
    _BETWEEN.append(rows)
BETWEEN = _BETWEEN


class Solver:
    """One solver per (trump, team); the table is kept across calls on the same deal."""

    __slots__ = ("trump", "team", "tt", "nodes", "_pts", "_strength", "_order", "_between",
                 "_tm")

    def __init__(self, trump: int, team: int) -> None:
        self.trump = trump
        self.team = team
        self.tt: dict[int, tuple[int, int]] = {}
        self.nodes = 0
        self._pts = POINTS[trump]
        self._strength = STRENGTH[trump]
        self._order = ORDER[trump]
        self._between = BETWEEN[trump]
        self._tm = SUIT_MASK[trump]

    def value(self, hands: list[int], leader: int, trick: list[int],
              alpha: int = -1, beta: int = 1000) -> int:
        """The team's points from the remaining cards (the trick on the table included)
        under best play by all."""
        if not trick:
            return self._start(hands, leader, alpha, beta)
        return self._move(hands, leader, trick, alpha, beta)

    def move_values(self, hands: list[int], leader: int, trick: list[int]) -> dict[int, int]:
        """For each legal card of the player to move, the team's points after it."""
        return dict(self.each_move_value(hands, leader, trick))

    def each_move_value(self, hands: list[int], leader: int, trick: list[int]
                        ) -> Iterator[tuple[int, int]]:
        """(card, the team's points after it) for each legal card, one solve at a time, so
        that a caller thinking in slices can pause between them."""
        seat = (leader + len(trick)) & 3
        legal = self._legal(hands[seat], trick)
        m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            hands[seat] ^= low
            trick.append(c)
            if len(trick) == 4:
                v = self._finish_trick(hands, leader, trick, -1, 1000)
            else:
                v = self._move(hands, leader, trick, -1, 1000)
            trick.pop()
            hands[seat] ^= low
            yield c, v

    def _legal(self, hand: int, trick: list[int]) -> int:
        """The trick rules of ``pilotta.tricks``, from the trick's cards."""
        if not trick:
            return hand
        led, best = trick_state(trick, self.trump)
        return legal_mask(hand, led, best, self.trump)

    def _start(self, hands: list[int], leader: int, alpha: int, beta: int) -> int:
        h0, h1, h2, h3 = hands
        if not (h0 | h1 | h2 | h3):
            return 0
        key = h0 | h1 << 32 | h2 << 64 | h3 << 96 | leader << 128
        e = self.tt.get(key)
        if e is not None:
            lo, hi = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, 1000
        v = self._move(hands, leader, [], alpha, beta)
        if v <= alpha:
            hi = v
        elif v >= beta:
            lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _finish_trick(self, hands: list[int], leader: int, trick: list[int],
                      alpha: int, beta: int) -> int:
        winner, p = close_trick(trick, leader, self.trump, not hands[leader])
        saved = trick[:]
        trick.clear()
        if winner & 1 == self.team:
            v = p + self._start(hands, winner, alpha - p, beta - p)
        else:
            v = self._start(hands, winner, alpha, beta)
        trick.extend(saved)
        return v

    def _move(self, hands: list[int], leader: int, trick: list[int], alpha: int,
              beta: int) -> int:
        """Entry with a trick in progress: rebuild its state, then search."""
        if not trick:
            return self._search(hands, leader, trick, -1, -1, -1, 0, alpha, beta)
        led, bt = trick_state(trick, self.trump)
        wi = winner_index(trick, self.trump)
        ws = self._strength[led][trick[wi]]
        return self._search(hands, leader, trick, led, bt, ws, (leader + wi) & 3, alpha, beta)

    def _search(self, hands: list[int], leader: int, trick: list[int], led: int, bt: int,
                ws: int, wseat: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        n = len(trick)
        seat = (leader + n) & 3
        hand = hands[seat]
        legal = legal_mask(hand, led if n else -1, bt, self.trump)
        maximize = seat & 1 == self.team
        pts = self._pts
        cards = []  # inlined card_list: this is the solver's inner loop
        m = legal
        while m:
            low = m & -m
            cards.append(low.bit_length() - 1)
            m ^= low
        nc = len(cards)
        if nc > 1:
            if n:
                strength = self._strength[led]
                if (wseat ^ seat) & 1:
                    # opponent winning: cheapest winner first, then cheapest loser
                    cards.sort(key=lambda c: strength[c] - 100 if strength[c] > ws
                               else pts[c])
                else:
                    # partner winning: feed points first
                    cards.sort(key=lambda c: -pts[c] + (50 if strength[c] > ws else 0))
            else:
                order = self._order
                cards.sort(key=lambda c: -order[c] - (16 if 1 << c & self._tm else 0))
            blockers = 0
            for s in range(4):
                if s != seat:
                    blockers |= hands[s]
            for t in trick:
                blockers |= 1 << t
            between = self._between
        best = -1 if maximize else 1000
        tried: list[int] = []
        trump = self.trump
        for c in cards:
            if tried:
                skip = False
                pc = pts[c]
                row = between[c] if nc > 1 else None
                for p in tried:
                    if p >> 3 == c >> 3 and pts[p] == pc and row is not None \
                            and not row[p] & blockers:
                        skip = True
                        break
                if skip:
                    continue
            tried.append(c)
            hands[seat] = hand ^ (1 << c)
            trick.append(c)
            if n == 3:
                v = self._finish_trick(hands, leader, trick, alpha, beta)
            elif n == 0:
                st = self._strength[c >> 3]
                v = self._search(hands, leader, trick, c >> 3, c if c >> 3 == trump else -1,
                                 st[c], seat, alpha, beta)
            else:
                cs = self._strength[led][c]
                if cs > ws:
                    v = self._search(hands, leader, trick, led,
                                     c if c >> 3 == trump else bt, cs, seat, alpha, beta)
                else:
                    v = self._search(hands, leader, trick, led, bt, ws, wseat, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        return best
