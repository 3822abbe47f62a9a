"""Information-set Monte Carlo tree search for a card decision (issue #22's "beyond PIMC").

PIMC values each card in each sampled world as if every later decision could be made
knowing that world's hands ("strategy fusion"). Single-observer ISMCTS (Cowling, Powley and
Whitehouse 2012) grows one tree keyed by the cards played from here, shared by all the
worlds: each iteration takes one world, walks down the tree choosing among the cards legal
in that world by UCB (counting a child's chances by how often it was legal, not by its
parent's visits), adds one node, finishes the deal by a playout and scores it. A decision
in the tree, mine later in the deal or another seat's, is then one choice for every world
in which it is legal, as at a real table, where no seat reads the hidden hands.

The hard bot uses it with ``Budget.ismcts`` (off: at Belote's leads it scored as the
default's PIMC, ``benchmarks/BELOTE_ARENA.md`` "Information-set MCTS"). The engine's rules
only: ``tricks.legal_on``, ``tricks.close_trick``; the leaf's score is
the caller's (``outcome`` of the rule set). Deterministic: the worlds are visited in an
order drawn from ``rng``, the expansions draw from it (the playouts from the caller's),
nothing reads a clock. UCB's logarithm is ``ln`` below, not ``math.log``: the C library's
may round differently by an ulp in Pyodide than here, and a UCB tie broken by that ulp
would make the two decide differently.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from math import frexp, sqrt

from ..cards import card_list
from ..rng import Rng
from ..tricks import close_trick, legal_on

# (world index, hands, leader, trick, trick points, tricks won): finish the deal in place
# and score it for the root's team
Leaf = Callable[[int, list[int], int, list[int], list[int], list[int]], float]


_LN2 = 0.6931471805599453
_SQRT_HALF = 0.7071067811865476


def ln(x: float) -> float:
    """The natural logarithm of ``x`` > 0 by IEEE arithmetic alone (``frexp`` is exact,
    then a fixed series in atanh form): the same bits on every platform, within an ulp or
    two of ``math.log``."""
    m, e = frexp(x)  # x = m * 2 ** e, 0.5 <= m < 1
    if m < _SQRT_HALF:
        m *= 2.0
        e -= 1
    z = (m - 1.0) / (m + 1.0)  # |z| < 0.172: ten terms reach the last bit
    z2 = z * z
    s = 0.0
    for k in (21.0, 19.0, 17.0, 15.0, 13.0, 11.0, 9.0, 7.0, 5.0, 3.0):
        s = (s + 1.0 / k) * z2
    return e * _LN2 + 2.0 * z * (1.0 + s)


# ln(n) by n, grown as searches need (a node's legal count is at most the iterations)
_LN_OF: list[float] = [0.0]


def _ln_table(n: int) -> list[float]:
    """``_LN_OF`` holding ln(1) to ln(n) at least."""
    for i in range(len(_LN_OF), n + 1):
        _LN_OF.append(ln(i))
    return _LN_OF


class _Node:
    """Visits, total score for the root's team, times the card into it was legal,
    children by card."""

    __slots__ = ("n", "w", "legal", "kids")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.legal = 0
        self.kids: dict[int, _Node] = {}


def search(
    worlds: Sequence[tuple[list[int], int]],
    seat: int,
    leader: int,
    trick: Sequence[int],
    tp: Sequence[int],
    tw: Sequence[int],
    trump: int,
    exemption: bool,
    iterations: int,
    explore: float,
    rng: Rng,
    leaf: Leaf,
    pause: int = 16,
) -> Generator[None, None, dict[int, tuple[int, float]]]:
    """Each legal card of ``seat`` (to move, the trick ``trick`` led by ``leader`` on the
    table) with its visits and mean score after ``iterations`` iterations over ``worlds``
    (hands, multiplicity). ``leaf(world index, hands, leader, trick, tp, tw)`` finishes a deal
    and scores it for ``seat``'s team; ``explore`` is UCB's constant in the leaf's units.
    Yields after every ``pause`` iterations."""
    team = seat & 1
    order = [i for i, (_, m) in enumerate(worlds) for _ in range(m)]
    rng.shuffle(order)
    root = _Node()
    below = rng.below
    lnt = _ln_table(iterations)
    for it in range(iterations):
        wi = order[it % len(order)]
        hands = list(worlds[wi][0])
        tr = list(trick)
        lead = leader
        pts = [tp[0], tp[1]]
        won = [tw[0], tw[1]]
        node = root
        path = [root]
        expanded = False
        while not expanded:
            n = len(tr)
            mover = (lead + n) & 3
            h = hands[mover]
            if not h:  # the deal is over
                break
            legal = legal_on(h, tr, trump, exemption) if n else h
            kids = node.kids
            cards = card_list(legal)
            untried = [c for c in cards if c not in kids]
            if untried:
                card = untried[below(len(untried))]
                child = kids[card] = _Node()
                for c in cards:
                    if c in kids:
                        kids[c].legal += 1
                expanded = True
            else:
                sign = 1.0 if mover & 1 == team else -1.0
                best = -1e300
                card = -1
                for c in cards:
                    ch = kids[c]
                    ch.legal += 1
                    u = sign * ch.w / ch.n + explore * sqrt(lnt[ch.legal] / ch.n)
                    if u > best:
                        best, card = u, c
                child = kids[card]
            hands[mover] = h & ~(1 << card)
            tr.append(card)
            if n == 3:
                winner, p = close_trick(tr, lead, trump, not hands[mover])
                pts[winner & 1] += p
                won[winner & 1] += 1
                tr.clear()
                lead = winner
            node = child
            path.append(node)
        value = leaf(wi, hands, lead, tr, pts, won)
        for nd in path:
            nd.n += 1
            nd.w += value
        if it % pause == pause - 1:
            yield None
    out: dict[int, tuple[int, float]] = {}
    for c, ch in root.kids.items():
        out[c] = (ch.n, ch.w / max(1, ch.n))
    return out


def pick(stats: dict[int, tuple[int, float]]) -> int:
    """The most visited card (ties: the better mean, then the lowest card)."""
    return min(stats, key=lambda c: (-stats[c][0], -stats[c][1], c))
