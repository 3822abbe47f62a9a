"""The heuristic card player shared by every level, on bitmasks.

``choose_card`` sees one seat's hand, the trick on the table and, for each other seat, the
set of cards it *may* hold. The easy bot passes sets that forget past tricks, the normal bot
sets narrowed by card counting and inference, and the hard bot's playouts pass the exact
hands of a sampled deal (``exact=True``). The principles:

- partner wins the trick and no opponent after me can beat him: feed him points (a Ten
  that is not master), keep masters and trumps;
- else win with the cheapest card that no opponent after me can beat, if there is one;
- else play low: no points, no masters, discard from short suits, keep guards;
- leading: the bidding team draws trumps with the master trump; cash side masters when no
  opponent can ruff; give partner a ruff; lead partner's suit; else lead low from the
  suit that risks least.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import (
    HIGHER,
    HIGHER_TRUMPS,
    ORDER,
    POINTS,
    RUFF_MASK,
    STRENGTH,
    SUIT_MASK,
    card_list,
)
from ..tricks import winner_index

# reasons (for hints): what the policy meant by its card
R_ONLY = "only_card"
R_FEED = "feed_partner"
R_WIN = "win_trick"
R_OVERTAKE = "overtake_partner"
R_DUCK = "play_low"
R_DISCARD = "discard_low"
R_DRAW = "draw_trumps"
R_CASH = "cash_master"
R_RUFF_LEAD = "give_ruff"
R_PARTNER_SUIT = "lead_partner_suit"
R_LEAD_LOW = "lead_low"
R_TRUMP_OUT = "lead_trump"


_bits = card_list  # the cards of a set, lowest first


def _beats(r_may: int, x: int, led: int, trump: int, exact: bool, unknown_led: int) -> bool:
    """May a player with possible cards ``r_may`` beat ``x`` (the best card of a trick
    whose led suit is ``led``)?"""
    tm = RUFF_MASK[trump]  # Coinche's sans-atout and tout-atout: nothing ruffs
    if x >> 3 == trump:
        if led == trump:
            return bool(r_may & HIGHER_TRUMPS[x])
        if not r_may & HIGHER_TRUMPS[x]:
            return False
        follow = r_may & SUIT_MASK[led]
        return not follow or (not exact and unknown_led.bit_count() <= 1)
    if r_may & HIGHER[trump][x]:
        return True
    if not r_may & tm:
        return False
    follow = r_may & SUIT_MASK[led]
    return not follow or (not exact and unknown_led.bit_count() <= 1)


def choose_card(
    seat: int,
    legal: int,
    trump: int,
    trick: Sequence[int],
    may: Sequence[int],
    bidders: int,
    exact: bool = False,
    partner_suits: int = 0,
) -> int:
    return choose_card_why(seat, legal, trump, trick, may, bidders, exact, partner_suits)[0]


def choose_card_why(
    seat: int,
    legal: int,
    trump: int,
    trick: Sequence[int],
    may: Sequence[int],
    bidders: int,
    exact: bool = False,
    partner_suits: int = 0,
) -> tuple[int, str]:
    """The card to play and a reason code."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1, R_ONLY
    n = len(trick)
    if n == 0:
        return _lead(seat, legal, trump, may, bidders, exact, partner_suits)
    hand = may[seat]
    led = trick[0] >> 3
    strength = STRENGTH[trump][led]
    win_i = winner_index(trick, trump)
    ws = strength[trick[win_i]]
    win_card = trick[win_i]
    win_seat = (seat - n + win_i) & 3
    opp = (seat + 1) & 3 if n <= 2 else -1
    opp_may = may[(seat + 1) & 3] | may[(seat + 3) & 3]
    unknown_led = 0
    if opp >= 0:
        unknown_led = (may[opp] | may[seat ^ 2]) & SUIT_MASK[led] if not exact else 0
        opp_may_now = may[opp]
    pts = POINTS[trump]
    order = ORDER[trump]
    higher = HIGHER[trump]
    tm = RUFF_MASK[trump]

    if (win_seat ^ seat) & 1 == 0 and (
        opp < 0 or not _beats(opp_may_now, win_card, led, trump, exact, unknown_led)
    ):
        # partner wins for sure: feed points, keep masters and trumps
        best, best_v = -1, -1e9
        for c in _bits(legal):
            v = float(pts[c])
            is_trump = c >> 3 == trump
            hi = higher[c]
            if not opp_may & hi:
                v -= 25.0  # a master: it wins a trick of its own later
            if is_trump:
                v -= 8.0 + order[c]
            elif c >> 3 != led:
                v -= _guard_cost(c, hand, opp_may, trump)
            v -= order[c] * 0.05
            if v > best_v:
                best, best_v = c, v
        return best, R_FEED

    # cheapest card that wins for sure
    best, best_v = -1, 1e9
    for c in _bits(legal):
        if strength[c] <= ws:
            continue
        if opp >= 0 and _beats(opp_may_now, c, led, trump, exact, unknown_led):
            continue
        is_trump = c >> 3 == trump
        hi = higher[c]
        v = order[c] + (8.0 if is_trump else 0.0) - 0.5 * pts[c]
        if not opp_may & hi:
            v += 10.0
        if v < best_v:
            best, best_v = c, v
    if best >= 0:
        trick_pts = sum(pts[c] for c in trick)
        if (win_seat ^ seat) & 1:
            return best, R_WIN
        # partner wins but an opponent may beat him: overtake if it is worth it
        if trick_pts + pts[best] >= 10 or not tm & (1 << best):
            return best, R_OVERTAKE

    # play low
    discard = not legal & SUIT_MASK[led]
    best, best_v = -1, 1e9
    for c in _bits(legal):
        is_trump = c >> 3 == trump
        hi = higher[c]
        v = float(pts[c]) + order[c] * 0.1
        if not opp_may & hi:
            v += 15.0
        if is_trump:
            v += 8.0 + order[c]
        elif discard:
            v += _guard_cost(c, hand, opp_may, trump)
            v += 0.4 * (hand & SUIT_MASK[c >> 3]).bit_count()
        if v < best_v:
            best, best_v = c, v
    return best, (R_DISCARD if discard and not tm & (1 << best) else R_DUCK)


def _guard_cost(c: int, hand: int, opp_may: int, trump: int) -> float:
    """Cost of giving up ``c`` as the guard of a bigger card of its suit (a Ten that
    is not master, a King under the Ace and Ten)."""
    suit = hand & SUIT_MASK[c >> 3]
    if suit.bit_count() != 2:
        return 0.0
    other = suit & ~(1 << c)
    o = other.bit_length() - 1
    if POINTS[trump][o] >= 10 and opp_may & HIGHER[trump][o] and POINTS[trump][c] < 10:
        return 6.0
    return 0.0


def _lead(
    seat: int, legal: int, trump: int, may: Sequence[int], bidders: int, exact: bool,
    partner_suits: int,
) -> tuple[int, str]:
    hand = may[seat]
    o1, o2 = (seat + 1) & 3, (seat + 3) & 3
    partner = seat ^ 2
    opp_may = may[o1] | may[o2]
    tm = RUFF_MASK[trump]
    pts = POINTS[trump]
    order = ORDER[trump]
    higher = HIGHER[trump]
    my_trumps = hand & tm
    opp_trumps = opp_may & tm
    bidding = (seat & 1) == bidders

    # 1. the bidding team draws trumps with the master trump
    if my_trumps and opp_trumps:
        top = _top(my_trumps, order)
        if not opp_trumps & HIGHER_TRUMPS[top]:
            if bidding:
                return top, R_DRAW
        elif bidding and my_trumps.bit_count() >= 3:
            return _bottom(my_trumps, order), R_TRUMP_OUT
    # 2. cash side masters no opponent can ruff
    best, best_v = -1, -1.0
    for suit in range(4):
        if suit == trump:
            continue
        held = hand & SUIT_MASK[suit]
        if not held:
            continue
        top = _top(held, order)
        if opp_may & higher[top]:
            continue
        if _ruff_risk(may, (o1, o2), suit, trump):
            continue
        v = pts[top] + 1.0
        if v > best_v:
            best, best_v = top, v
    if best >= 0:
        return best, R_CASH
    # trumps only, or every side master unsafe: lead a master trump if any
    if not hand & ~tm:
        top = _top(my_trumps, order)
        if not opp_trumps & HIGHER_TRUMPS[top]:
            return top, R_DRAW
        return _bottom(my_trumps, order), R_TRUMP_OUT
    # 3. give partner a ruff: a suit he is void in while he may hold trumps
    pm = may[partner]
    if pm & tm:
        for suit in range(4):
            if suit == trump or not hand & SUIT_MASK[suit] or pm & SUIT_MASK[suit]:
                continue
            # the opponent before partner must not overruff him cheaply
            if not may[o1] & SUIT_MASK[suit] and may[o1] & tm and exact:
                continue
            return _bottom(hand & SUIT_MASK[suit], order), R_RUFF_LEAD
    # 4. partner's suit
    if partner_suits:
        for suit in range(4):
            if suit != trump and partner_suits >> suit & 1 and hand & SUIT_MASK[suit]:
                return _bottom(hand & SUIT_MASK[suit], order), R_PARTNER_SUIT
    # 5. lead low from the side suit that risks least
    best, best_v = -1, 1e9
    for suit in range(4):
        if suit == trump:
            continue
        held = hand & SUIT_MASK[suit]
        if not held:
            continue
        low = _bottom(held, order)
        v = pts[low] * 1.5
        if opp_may & higher[low] == 0:
            v -= 5.0
        # leading away from an unguarded Ten lets the Ace catch it later
        for c in _bits(held):
            if pts[c] == 10 and opp_may & higher[c] and c != low and held.bit_count() <= 2:
                v += 8.0
        if _ruff_risk(may, (o1, o2), suit, trump):
            v += 12.0
        n = held.bit_count()
        if not bidding and n == 1 and my_trumps:
            v -= 3.0  # a singleton: I may ruff it next time
        v -= 0.3 * n
        if v < best_v:
            best, best_v = low, v
    if best >= 0:
        return best, R_LEAD_LOW
    return _bottom(legal, order), R_LEAD_LOW


def _ruff_risk(may: Sequence[int], opps: tuple[int, int], suit: int, trump: int) -> bool:
    tm = RUFF_MASK[trump]
    sm = SUIT_MASK[suit]
    return any(may[r] & tm and not may[r] & sm for r in opps)


def _top(mask: int, order: Sequence[int]) -> int:
    best, bo = -1, -1
    for c in _bits(mask):
        if order[c] > bo:
            best, bo = c, order[c]
    return best


def _bottom(mask: int, order: Sequence[int]) -> int:
    best, bo = -1, 99
    for c in _bits(mask):
        if order[c] < bo:
            best, bo = c, order[c]
    return best
