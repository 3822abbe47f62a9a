#!/usr/bin/env python3
"""What a *sound* relevant-ranks table keeps of the room ``loose_shape.py`` measured.

``loose_shape.py`` loosened the shape table's key for the weakest places of every suit
without checking that those cards took no part, so its savings are an upper bound. This
prototype checks. Every search returns, beside its value, the cards whose rank decided
something (``rel``, a set of cards; a card in it makes every stronger card of its suit
count too, so per suit only the weakest such card matters):

- the stronger of each two cards of one suit met in a trick (who wins it);
- the winning trump, when the player to move holds trumps and must overtrump it if able
  (void in the led suit, or trumps led);
- the weaker of two equivalent cards when one's value bounds the other (``_kin``): the
  cards between them must be gone or one's own;
- the weaker of the two sides' best trumps, when the sure-trump bounds say anything;
- every card out where the quick tricks of sans-atout and tout-atout are counted;
- a two-trick ending's every line, by the same rules (its value is kept whole);
- what a table entry's own search found, when the entry decides or narrows a test
  (entries keep theirs; a shape entry's is kept as places and read back as cards).

A trick start whose search left the ``--weak`` weakest places of every suit below its
weakest relevant card is stored in a fourth table keyed by the shape with those places'
owners forgotten (each hand's count of them kept). A later position of that key is then
the same game for every line the search looked at: the stronger places have the same
owners, the weak cards of a hand map to that hand's weak cards of the suit, and no trick
or legal card depended on their ranks. Its bounds hold, shifted by the points the renamed
cards could move (each hand's weak cards paired by points, the other places by place).

    python benchmarks/relevant_ranks.py --weak 3 --deals 20 [--check]

Prints the nodes against the plain solver's (the root values must be equal: a cut that
changed one is a fault), and with ``--check`` solves every position the table cut and
counts the bounds that were wrong (must be 0). A prototype for a measure (slow: it counts
nodes, not time); not used by the game.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from loose_shape import bound_is_right, loose_key, renamed_shift

from pilotta.benchmark import solver_positions
from pilotta.bots.dds import BIG, BIT, Solver, _OutOfWork
from pilotta.cards import LAST_TRICK_BONUS, SUIT_MASK, TRUMP_MASK, cards_in
from pilotta.rulesets import rules_named
from pilotta.tricks import close_trick, legal_on


class RelSolver(Solver):
    """``Solver`` that carries the relevant cards of every search and keeps a loose table
    of the trick starts that did not read their weakest places (see the module)."""

    __slots__ = ("weak", "rel", "trel", "prel", "two_rel", "ltt", "hits", "checked",
                 "wrong", "check", "stored", "scan", "buckets", "scan_entries", "scan_cards")

    def __init__(self, trump: int, team: int, exemption: bool, weak: int, check: bool,
                 scan: bool = False, scan_entries: int = 1000, scan_cards: int = 3) -> None:
        super().__init__(trump, team, exemption)
        self.weak = weak
        # scan: entries by each hand's length in each suit and the leader, each matched on
        # the owners of the places above its own weakest relevant card per suit
        self.scan = scan
        self.scan_entries = scan_entries  # the newest entries of a bucket looked at
        self.scan_cards = scan_cards  # at trick starts with this many cards in hand or more
        self.buckets: dict[int, list[tuple[int, int, int, int, int, tuple[int, ...]]]] = {}
        self.check = check
        self.rel = 0  # the relevant cards of the search in progress
        self.trel: dict[int, int] = {}  # by the exact table's key
        self.prel: dict[int, int] = {}  # by the table after a lead's key
        self.two_rel: dict[int, int] = {}  # two-trick endings', by their key
        self.ltt: dict[int, tuple[int, int, int]] = {}
        self.hits = self.checked = self.wrong = self.stored = 0

    # --- places and relevance --------------------------------------------------------
    def _suit_cards(self, rest: int, s: int) -> list[int]:
        """The cards of suit s out, weakest first."""
        return sorted((c for c in range(8 * s, 8 * s + 8) if rest >> c & 1),
                      key=self._order.__getitem__)

    def _free(self, rel: int, rest: int) -> tuple[int, int, int, int]:
        """Per suit: how many of its weakest cards out lie below its weakest relevant one."""
        out = []
        for s in range(4):
            cs = self._suit_cards(rest, s)
            k = len(cs)
            for i, c in enumerate(cs):
                if rel >> c & 1:
                    k = i
                    break
            out.append(k)
        return out[0], out[1], out[2], out[3]

    def _above(self, rest: int, free: tuple[int, ...]) -> int:
        """The cards out above each suit's ``free`` weakest: the relevant ones."""
        m = 0
        for s in range(4):
            for c in self._suit_cards(rest, s)[free[s]:]:
                m |= 1 << c
        return m

    def _loose(self, skey: int) -> int:
        return loose_key(skey, self.weak)

    def _lengths(self, skey: int) -> int:
        """The leader and each hand's count of cards in each suit, from a shape key."""
        k = skey >> 128
        for i in range(16):
            k = k << 4 | (skey >> 8 * i & 255).bit_count()
        return k

    @staticmethod
    def _mask(free: tuple[int, ...]) -> int:
        """The shape key's bits of the places above each suit's ``free`` weakest."""
        m = 0
        for s in range(4):
            b = 255 & ~((1 << free[s]) - 1)
            for j in range(4):
                m |= b << (32 * s + 8 * j)
        return m

    def _shift(self, r0: int, r1: int, free: tuple[int, ...] | None = None) -> tuple[int, int]:
        """``loose_shape.renamed_shift`` above ``free`` places per suit (None: ``weak``)."""
        return renamed_shift(self, r0, r1, (self.weak,) * 4 if free is None else free)

    def _weaker(self, a: int, b: int) -> int:
        return b if self._order[a] > self._order[b] else a

    def _trick_marks(self, trick: list[int]) -> int:
        """A complete trick: its winning card, when it beat a card of its own suit (then
        its rank decided who takes the trick)."""
        st = self._strength[trick[0] >> 3]
        w = trick[0]
        for c in trick[1:]:
            if st[c] > st[w]:
                w = c
        return self._won_by_rank(trick, w)

    def _won_by_rank(self, trick: list[int], w: int) -> int:
        """``w`` as a set when another card of its suit is on ``trick``, else nothing."""
        for c in trick:
            if c != w and c >> 3 == w >> 3:
                return 1 << w
        return 0

    def _reads(self, hand: int, trick: list[int], wc: int) -> int:
        """The winning card, where the legal cards of ``hand`` read it: a winning trump
        that a hand with trumps must overtrump if able (void in the led suit, or trumps
        led), or, with the partner exemption and a hand void in the led suit, who is
        winning (read from ranks when the card beat one of its suit)."""
        led = trick[0] >> 3
        tm = TRUMP_MASK[self.trump]
        void = not hand & SUIT_MASK[led]
        if tm >> wc & 1 and hand & tm and (led == wc >> 3 or void):
            return 1 << wc
        if self.exemption and void:
            return self._won_by_rank(trick, wc)
        return 0

    # --- two-trick endings: their value kept whole, their relevance by every line -----
    def _two(self, h: list[int], leader: int) -> int:
        key = h[0] | h[1] | h[2] | h[3] | leader << 32
        r = self.two_rel.get(key)
        if r is None:
            r = self.two_rel[key] = self._lines_rel(list(h), leader, [])
        self.rel |= r
        return super()._two(h, leader)

    def _lines_rel(self, h: list[int], leader: int, trick: list[int]) -> int:
        """The relevant cards of every line from here to the end (no pruning)."""
        if len(trick) == 4:
            m = self._trick_marks(trick)
            winner, _ = close_trick(trick, leader, self.trump, not h[0])
            if not h[0]:
                return m
            return m | self._lines_rel(h, winner, [])
        seat = (leader + len(trick)) & 3
        hand = h[seat]
        m = 0
        if trick:
            st = self._strength[trick[0] >> 3]
            w = trick[0]
            for c in trick[1:]:
                if st[c] > st[w]:
                    w = c
            m |= self._reads(hand, trick, w)
        for c in cards_in(legal_on(hand, trick, self.trump, self.exemption)):
            h[seat] = hand ^ 1 << c
            m |= self._lines_rel(h, leader, [*trick, c])
        h[seat] = hand
        return m

    # --- the search, as ``Solver``'s with the relevant cards carried -------------------
    def _trick(self, h: list[int], leader: int, out: int, gamma: int) -> int:
        saved = self.rel
        self.rel = 0
        try:
            return self._trick_rel(h, leader, out, gamma)
        finally:
            self.rel |= saved

    def _trick_rel(self, h: list[int], leader: int, out: int, gamma: int) -> int:
        if gamma <= 0 or gamma > out:
            if h[0].bit_count() == 2:
                return self._two(h, leader)
            return 0 if gamma <= 0 else out
        self.nodes += 1
        if self.nodes > self._limit:
            raise _OutOfWork
        h0, h1, h2, h3 = h
        team = self.team
        if h0.bit_count() < 3:
            if h0 & (h0 - 1):
                return self._two(h, leader)
            cards = [h[(leader + i) & 3].bit_length() - 1 for i in range(4)]
            self.rel |= self._trick_marks(cards)
            winner, p = close_trick(cards, leader, self.trump, True)
            return p if winner & 1 == team else 0
        tm = self._tm
        rest = h0 | h1 | h2 | h3
        if tm:
            tr = rest >> self._tshift & 255
            sure = self._sure[tr]
            if sure is None:
                sure = self._sure_of(tr)
            if sure[0] or sure[1]:
                own = self._own
                ours = (own[team] | own[team + 2]) >> self._tshift & tr
                theirs = tr & ~ours
                if ours and theirs:
                    self.rel |= 1 << self._weaker(self._top[ours], self._top[theirs])
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
            self.rel |= self.trel.get(key, 0)
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
        se: tuple[int, int, int, tuple[int, ...]] | None = self.stt.get(skey)  # type: ignore[assignment]
        if se is not None and se[0] != rest:
            r0, slo, shi, sfree = se
            pair = r0 << 32 | rest
            d = self._deltas.get(pair)
            if d is None:
                d = self._deltas[pair] = self._delta(r0, rest)
            self.rel |= self._above(rest, sfree)
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
        if self.weak and tm and h0.bit_count() >= 3:  # the loose table (no trump: not kept)
            lk = self._loose(skey)
            le = self.ltt.get(lk)
            if le is not None and le[0] != rest:
                r0, llo, lhi = le
                d = self._shift(r0, rest)
                llo += d[0]
                lhi += d[1]
                if llo >= gamma or lhi < gamma:
                    return self._cut(h, leader, rest, llo, lhi, gamma, tuple(
                        min(self.weak, len(self._suit_cards(rest, s))) for s in range(4)))
        if self.scan and tm and h0.bit_count() >= self.scan_cards:
            bucket = self.buckets.get(self._lengths(skey), [])
            for m, mk, r0, elo, ehi, efree in bucket[:self.scan_entries]:
                if skey & m != mk or r0 == rest:
                    continue
                d = self._shift(r0, rest, efree)
                llo, lhi = elo + d[0], ehi + d[1]
                if llo >= gamma or lhi < gamma:
                    return self._cut(h, leader, rest, llo, lhi, gamma, efree)
        if not tm and h0.bit_count() >= 3:
            self.rel |= rest
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
        hand = h[leader]
        maximize = leader & 1 == team
        others = rest & ~hand
        pts = self._pts
        hist = self.hist
        cards = self._leads(hand, others, key)
        best = -1 if maximize else BIG
        best_card = -1
        done: list[tuple[int, int]] = []
        rels: list[int] = []
        trick = [0]
        for c in cards:
            if done:
                b = self._kin_rel(c, done, rels, others, maximize)
                if b is not None and (b < gamma if maximize else b >= gamma):
                    if b > best if maximize else b < best:
                        best = b
                    continue
            h[leader] = hand ^ BIT[c]
            trick[0] = c
            saved = self.rel
            self.rel = 0
            v = self._ply(h, leader, trick, 0, pts[c], out, gamma, rest)
            done.append((c, v))
            rels.append(self.rel)
            self.rel |= saved
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
        rel = self.trel[key] = self.trel.get(key, 0) | self.rel
        free = self._free(rel, rest)
        self.stt[skey] = (rest, lo, hi, free)  # type: ignore[assignment]
        if self.scan and tm and h0.bit_count() >= self.scan_cards and any(free):
            m = self._mask(free)
            self.buckets.setdefault(self._lengths(skey), []).insert(
                0, (m, skey & m, rest, lo, hi, free))
            self.stored += 1
        if self.weak and tm and h0.bit_count() >= 3 and all(
                f >= min(self.weak, len(self._suit_cards(rest, s))) for s, f in enumerate(free)):
            self.ltt[self._loose(skey)] = (rest, lo, hi)
            self.stored += 1
        return best

    def _cut(self, h: list[int], leader: int, rest: int, lo: int, hi: int, gamma: int,
             free: tuple[int, ...]) -> int:
        """A test decided by a loose entry's bounds (``lo`` >= gamma or ``hi`` < gamma):
        the cards above each suit's ``free`` weakest are relevant; with ``check``, the
        bound checked against an exact solve."""
        self.hits += 1
        self.rel |= self._above(rest, free)
        if self.check:
            self.checked += 1
            self.wrong += not bound_is_right(self, h, leader, lo, hi, gamma)
        return lo if lo >= gamma else hi

    def _kin_rel(self, c: int, done: list[tuple[int, int]], rels: list[int], blockers: int,
                 maximize: bool) -> int | None:
        """``_kin`` with the relevant cards: a card p tried before bounds c when nothing of
        another hand lies between them (the weaker of the two is marked), or when both are
        weaker than every relevant card of their suit in p's search (the line after c is
        the line after p with the two swapped in one hand: nothing read their ranks)."""
        between = self._between[c]
        apart = self._apart[c]
        order = self._order
        oc = order[c]
        bound = None
        for (p, v), r in zip(done, rels, strict=True):
            if p >> 3 != c >> 3:
                continue
            low = r >> (c & ~7) & 255
            floor = min((order[(c & ~7) + x] for x in range(8) if low >> x & 1), default=99)
            if oc < floor and order[p] < floor:
                mark = 0
            elif not between[p] & blockers:
                mark = 1 << self._weaker(c, p)
            else:
                continue
            self.rel |= mark
            v = v + apart[p] if maximize else v - apart[p]
            if bound is None or (v < bound if maximize else v > bound):
                bound = v
        return bound

    def _ply(self, h: list[int], leader: int, trick: list[int], wi: int, tp: int, out: int,
             gamma: int, rest: int) -> int:
        n = len(trick)
        if n == 1:
            saved = self.rel
            self.rel = 0
            try:
                return self._ply_rel(h, leader, trick, wi, tp, out, gamma, rest)
            finally:
                self.rel |= saved
        return self._ply_rel(h, leader, trick, wi, tp, out, gamma, rest)

    def _ply_rel(self, h: list[int], leader: int, trick: list[int], wi: int, tp: int,
                 out: int, gamma: int, rest: int) -> int:
        self.nodes += 1
        n = len(trick)
        seat = (leader + n) & 3
        hand = h[seat]
        led = trick[0] >> 3
        wc = trick[wi]
        par = (n - wi) & 1
        moves = self._moves[led << 6 | wc << 1 | par]
        if moves is None:
            moves = self._moves[led << 6 | wc << 1 | par] = {}
        cards = moves.get(hand)
        if cards is None:
            cards = moves[hand] = self._follows(hand, led, wc, par)
        self.rel |= self._reads(hand, trick, wc)
        team = self.team
        strength = self._strength[led]
        ws = strength[wc]
        pts = self._pts
        if len(cards) == 1:
            c = cards[0]
            h[seat] = hand ^ BIT[c]
            if n == 3:
                p = tp + pts[c]
                if not h[seat]:
                    p += LAST_TRICK_BONUS
                winner = (leader + (3 if strength[c] > ws else wi)) & 3
                trick.append(c)
                self.rel |= self._won_by_rank(trick, c if strength[c] > ws else wc)
                trick.pop()
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
                self.rel |= self.prel.get(pkey, 0)
                if e[0] >= gamma:
                    return e[0]
                if e[1] < gamma:
                    return e[1]
        blockers = rest & ~hand
        best = -1 if maximize else BIG
        done: list[tuple[int, int]] = []
        rels: list[int] = []
        last = hand.bit_count() == 1 and n == 3
        for c in cards:
            if done:
                b = self._kin_rel(c, done, rels, blockers, maximize)
                if b is not None and (b < gamma if maximize else b >= gamma):
                    if b > best if maximize else b < best:
                        best = b
                    continue
            saved = self.rel
            self.rel = 0
            h[seat] = hand ^ BIT[c]
            if n == 3:
                p = tp + pts[c]
                if last:
                    p += LAST_TRICK_BONUS
                winner = (leader + (3 if strength[c] > ws else wi)) & 3
                trick.append(c)
                self.rel |= self._won_by_rank(trick, c if strength[c] > ws else wc)
                trick.pop()
                left = out - p
                if winner & 1 == team:
                    v = (p if p >= gamma else out if gamma - p > left
                         else p + self._trick(h, winner, left, gamma - p))
                else:
                    v = left if gamma > left else self._trick(h, winner, left, gamma)
            else:
                trick.append(c)
                v = self._ply(h, leader, trick, n if strength[c] > ws else wi, tp + pts[c],
                              out, gamma, rest)
                trick.pop()
            done.append((c, v))
            rels.append(self.rel)
            self.rel |= saved
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
            self.prel[pkey] = self.prel.get(pkey, 0) | self.rel
        return best


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--weak", type=int, default=3, help="weakest places loosened per suit")
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--check", action="store_true", help="solve each cut position exactly")
    p.add_argument("--scan", action="store_true",
                   help="entries matched on their own relevant places (--weak 0 with it)")
    p.add_argument("--scan-entries", type=int, default=1000, help="newest entries looked at")
    p.add_argument("--scan-cards", type=int, default=3, help="cards in hand to use the table")
    args = p.parse_args()
    positions = solver_positions(args.first + args.deals)[args.first:]
    for name in ("pilotta", "belote"):
        exemption = rules_named(name).partner_exemption
        base = rel = differ = hits = checked = wrong = stored = 0
        ratios = []
        for hands, trump, leader in positions:
            a = Solver(trump, leader & 1, exemption)
            va = a.value(list(hands), leader, [])
            b = RelSolver(trump, leader & 1, exemption, args.weak, args.check, args.scan,
                          args.scan_entries, args.scan_cards)
            vb = b.value(list(hands), leader, [])
            base += a.nodes
            rel += b.nodes
            ratios.append(b.nodes / a.nodes)
            differ += va != vb
            hits, checked, wrong = hits + b.hits, checked + b.checked, wrong + b.wrong
            stored += b.stored
        ratios.sort()
        line = (f"{name}, {args.weak} weakest places, deals {args.first} .. "
                f"{args.first + args.deals - 1}: nodes {base:,} -> {rel:,} (x{rel / base:.3f}, "
                f"median deal x{ratios[len(ratios) // 2]:.3f}); {stored:,} entries stored, "
                f"{hits:,} cuts; root values that differ: {differ}")
        if args.check:
            line += f"; cuts checked {checked:,}, wrong bounds {wrong:,}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
