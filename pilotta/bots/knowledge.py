"""What a seat can infer from its observation: card counting and the trick rules.

Everything here reads an ``Observation`` only (never a ``Deal``), so a bot built on it
cannot see a hidden card.

- A player who does not follow the led suit is void in it; one who discards (neither
  follows nor trumps) is also void in trumps.
- A player who plays a trump that does not beat the trump already on the trick holds no
  trump higher than that one (he would have had to overtrump or rise).
- Under the partner exemption (Belote) a void player whose partner was winning the trick
  was free: his discard or low trump says nothing about his trumps.
- Belote: the taker picked up the turned card, so he holds it until it is played.
- Cards of the counting team's declarations are shown after the first trick; four Jacks
  (200) and four Nines (150) announced tell where those cards are.
- A card that only one seat can hold is that seat's; a seat whose possible cards are
  exactly as many as the cards it holds holds them all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..actions import CLOSE, CLOSE_BACK, COINCHE, SURCOINCHE
from ..auction import Auction
from ..cards import ALL_CARDS, SUIT_MASK
from ..declarations import FOUR, four_rank
from ..observation import Observation
from ..rulesets import rules_named
from ..tricks import card_shows, partner_winning, trick_state

_RANK_ACROSS = tuple(sum(1 << (s * 8 + r) for s in range(4)) for r in range(8))


@dataclass(slots=True)
class AuctionInfo:
    """The auction read from one seat: who bid what, the contract if any."""

    # per seat: suits bid (4-bit mask) and the highest value bid (0 if none)
    suits: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    best_value: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    # per seat and trump: highest value bid in it (0 if none); Coinche adds N and A
    by_suit: list[list[int]] = field(default_factory=lambda: [[0] * 6 for _ in range(4)])
    passed_first: list[bool] = field(default_factory=lambda: [False] * 4)
    closed_by: int = -1
    closed_back_by: int = -1
    high_value: int = 0
    high_suit: int = -1
    high_seat: int = -1
    multiplier: int = 1


def read_auction(obs: Observation) -> AuctionInfo:
    """Who bid what, from the calls; the highest bid so far and the multiplier are the
    engine's (the rule set's bidding, replayed)."""
    info = AuctionInfo()
    bidding = rules_named(obs.rules).new_bidding(obs.dealer, obs.turned)
    spoke = 0
    for i, call in enumerate(obs.calls):
        bidding.push(call)
        s = obs.caller(i)
        if call.is_bid:  # suits: N and A are bits 4 and 5, no suit of a hand
            info.suits[s] |= 1 << call.bid_suit
            info.best_value[s] = max(info.best_value[s], call.value)
            if call.value > info.by_suit[s][call.bid_suit]:
                info.by_suit[s][call.bid_suit] = call.value
        elif call.kind in (CLOSE, COINCHE):
            info.closed_by = s
        elif call.kind in (CLOSE_BACK, SURCOINCHE):
            info.closed_back_by = s
        elif not spoke >> s & 1:
            info.passed_first[s] = True
        spoke |= 1 << s
    # the highest bid so far (Coinche's auction names its contract only at its end)
    high = bidding.high_bid() if isinstance(bidding, Auction) else bidding.contract()
    if high is not None and high.value:  # a bid (a Belote contract has no value)
        info.high_value, info.high_suit, info.high_seat = high.value, high.trump, high.seat
        info.multiplier = high.multiplier
    return info


@dataclass(slots=True)
class Knowledge:
    seat: int
    trump: int
    hand: int
    unknown: int  # cards in the other three hands
    may: list[int]  # per seat: cards it may hold (mine: my hand)
    known: list[int]  # per seat: cards it surely holds
    count: list[int]  # per seat: cards held now
    void: list[int]  # per seat: 4-bit set of suits it is known to be void in
    played_by: list[int]  # per seat: cards it has played
    bidders: int  # bidding team, -1 during the auction
    declarer: int
    auction: AuctionInfo
    memory: bool

    @property
    def partner(self) -> int:
        return self.seat ^ 2


def infer(obs: Observation, memory: bool = True) -> Knowledge:
    """Card knowledge of ``obs.seat``. ``memory=False`` (the easy bot) forgets the past
    tricks: it sees its hand and the trick on the table only."""
    seat = obs.seat
    trump = obs.trump
    hand = obs.hand
    played_by = [0, 0, 0, 0]
    void = [0, 0, 0, 0]
    excluded = [0, 0, 0, 0]
    tricks: list[tuple[int, tuple[int, ...]]] = [(t.leader, t.cards) for t in obs.tricks]
    if obs.trick:
        tricks.append((obs.leader, obs.trick))
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            played_by[(leader + i) & 3] |= 1 << c
    if not memory:
        tricks = tricks[-1:] if obs.trick else []
    exemption = rules_named(obs.rules).partner_exemption
    if trump >= 0:
        for leader, cards in tricks:
            for i in range(1, len(cards)):
                before = cards[:i]
                led, best_trump = trick_state(before, trump)
                free = exemption and partner_winning(before, trump)
                shown_void, cannot = card_shows(led, best_trump, trump, cards[i], free)
                s = (leader + i) & 3
                void[s] |= shown_void
                excluded[s] |= cannot
    count = [8 - played_by[s].bit_count() for s in range(4)]
    if memory:
        unknown = ALL_CARDS & ~hand & ~obs.played
    else:
        on_table = 0
        for c in obs.trick:
            on_table |= 1 << c
        unknown = ALL_CARDS & ~hand & ~on_table
    known = [0, 0, 0, 0]
    known[seat] = hand
    contract = obs.contract
    if obs.turned is not None and contract is not None and contract.seat != seat:
        known[contract.seat] |= (1 << obs.turned) & unknown & ~obs.played
    if memory:
        for s in range(4):
            for d in obs.shown[s]:
                known[s] |= d.cards & unknown
            if trump >= 0:
                for a in obs.announced[s]:
                    rank = four_rank(a.value) if a.kind == FOUR else None
                    if rank is not None:  # only Jacks (200) and Nines (150) name their rank
                        known[s] |= _RANK_ACROSS[rank] & unknown
    may = [0, 0, 0, 0]
    for s in range(4):
        if s == seat:
            may[s] = hand
            continue
        m = unknown & ~excluded[s]
        for suit in range(4):
            if void[s] >> suit & 1:
                m &= ~SUIT_MASK[suit]
        for o in range(4):
            if o != s and o != seat:
                m &= ~known[o]
        may[s] = m | known[s]
    if memory:
        _propagate(may, known, count, seat)
    info = read_auction(obs)
    return Knowledge(
        seat=seat, trump=trump, hand=hand, unknown=unknown, may=may, known=known,
        count=count, void=void, played_by=played_by,
        bidders=contract.team if contract else -1,
        declarer=contract.seat if contract else -1,
        auction=info, memory=memory,
    )


def _propagate(may: list[int], known: list[int], count: list[int], me: int) -> None:
    others = [s for s in range(4) if s != me]
    for _ in range(4):
        changed = False
        for s in others:
            if may[s].bit_count() == count[s] and known[s] != may[s]:
                known[s] = may[s]
                changed = True
        # a card only one seat may hold
        a, b, c = (may[s] for s in others)
        only = [a & ~b & ~c, b & ~a & ~c, c & ~a & ~b]
        for i, s in enumerate(others):
            if only[i] & ~known[s]:
                known[s] |= only[i]
                changed = True
        for s in others:
            for o in others:
                if o != s and may[o] & known[s]:
                    may[o] &= ~known[s]
                    changed = True
        if not changed:
            return
