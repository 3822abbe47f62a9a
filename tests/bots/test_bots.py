"""Bots: legal actions only, deterministic from a seed, blind to hidden cards, and the
right card in textbook positions.

Pure Python (pytest + hypothesis): runs in CPython and inside Pyodide. The hard bot runs
with the "tiny" budget here (a few sampled worlds) to keep the module fast.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pilotta.actions import ANNOUNCE, Action, Play, parse_action
from pilotta.agent import Agent, RandomAgent, finish, think
from pilotta.bots import LEVELS, make_bot
from pilotta.bots.arena import run_arena
from pilotta.bots.hard import PRESETS, HardBot
from pilotta.bots.hints import EN as HINTS_EN
from pilotta.bots.hints import describe, hint
from pilotta.cards import ALL_CARDS, POINTS, parse_card
from pilotta.deal import deal_hands
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.tricks import legal_mask, trick_state, winner_index

POINTS_H = POINTS[1]  # card points with hearts trump
FAST = settings(max_examples=12, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def bot(level: str, seed: int = 0) -> Agent:
    if level == "hard":
        return make_bot("hard", seed, budget="tiny")
    return make_bot(level, seed)


def assert_whole_deal(deal: Deal) -> None:
    """The deal ended as the rules end one: thrown in after four passes with no card
    played, or 32 cards in 8 tricks worth 162 between the teams, and a score."""
    result = deal.result()
    assert result is not None
    if deal.auction.thrown_in:
        assert result.contract is None and not deal.tricks and result.raw == (0, 0)
        return
    assert result.contract is not None and result.made is not None
    assert len(deal.tricks) == 8 and deal.played == ALL_CARDS
    assert all(h == 0 for h in deal.hands)
    assert sum(t.points for t in deal.tricks) == 162 == sum(result.trick_points)
    assert sum(result.tricks_won) == 8


def play_deal(levels: list[str], seed: int, dealer: int | None = None) -> Deal:
    """A whole deal; ``Deal.push`` raises on any illegal action."""
    d = seed & 3 if dealer is None else dealer
    deal = Deal(d, deal_hands(derive_seed(seed, 99), d))
    agents = [bot(levels[s], derive_seed(seed, s)) for s in range(4)]
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        obs = deal.observation(seat)
        action = agents[seat].act(obs)
        assert action in obs.legal
        deal.push(action)
    return deal


# --- the interface ---------------------------------------------------------------------
def test_factory_levels() -> None:
    assert LEVELS == ("random", "easy", "normal", "hard", "expert")
    for level in LEVELS:
        agent = make_bot(level, 1)
        assert isinstance(agent, Agent)
        assert agent.name == level
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


@FAST
@given(st.integers(0, 2**32), st.sampled_from(["easy", "normal"]))
def test_rule_bots_play_legal_whole_deals(seed: int, level: str) -> None:
    levels = [level, "random", level, "easy" if level == "normal" else "normal"]
    assert_whole_deal(play_deal(levels, seed))  # play_deal checks each action is legal


@settings(max_examples=4, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_hard_bot_plays_legal_whole_deals(seed: int) -> None:
    assert_whole_deal(play_deal(["hard", "normal", "hard", "easy"], seed))


def test_expert_is_the_hard_search_with_more_work() -> None:
    expert, hard = make_bot("expert", 7), make_bot("hard", 7)
    assert isinstance(expert, HardBot) and isinstance(hard, HardBot)
    assert expert.budget == PRESETS["expert"] and hard.budget == PRESETS["arena"]
    for name in ("worlds", "candidates", "dds_worlds", "bid_worlds", "bid_candidates",
                 "take_worlds", "take_candidates"):
        assert getattr(expert.budget, name) > getattr(hard.budget, name), name
    assert expert.budget.dds_cards >= hard.budget.dds_cards
    # a field given overrides the preset, which stays expert's otherwise, in Belote's card
    # play too
    given = make_bot("expert", 7, worlds=5)
    assert isinstance(given, HardBot)
    preset = PRESETS["expert"]
    assert preset.belote_cards is not None
    assert given.budget == replace(preset, worlds=5,
                                   belote_cards=replace(preset.belote_cards, worlds=5))
    # in Belote both levels score their leads with a greedy playout beside the heuristic's
    # (the opponents' leads in it guessed), play the best mean card (no bar) and draw their
    # worlds uniformly, and solve their leads exactly from four cards (their follows from
    # five), with fewer worlds than in the other games; the rest of each budget is the
    # level's own. Elsewhere both draw uniformly and guess the opponents' leads too.
    style = ("greedy_playouts", "greedy_leads", "dds_switch", "switch_sigma", "switch_margin",
             "uniform_worlds", "guess_leads", "dds_lead_cards")
    for bot in (expert, hard):
        assert bot.budget.uniform_worlds and bot.budget.guess_leads
        belote = bot.budget.belote_cards
        assert belote is not None
        assert [getattr(belote, f) for f in style] == [1, True, False, 0.0, 0.0, True, True, 4]
        assert belote.worlds < bot.budget.worlds and belote.candidates < bot.budget.candidates
        assert belote == replace(bot.budget, belote_cards=None, worlds=belote.worlds,
                                 candidates=belote.candidates,
                                 **{f: getattr(belote, f) for f in style})
    expert_belote, hard_belote = expert.budget.belote_cards, hard.budget.belote_cards
    assert expert_belote is not None and hard_belote is not None
    assert expert_belote.worlds > hard_belote.worlds
    # the same observation and seed: the same decision as a hard bot given expert's budget
    deal = Deal(3, deal_hands(derive_seed(5, 1), 3))
    obs = deal.observation(0)
    assert expert.act(obs) == HardBot(7, PRESETS["expert"]).act(obs)


def test_bots_are_deterministic_from_a_seed() -> None:
    for level in ("easy", "normal", "hard"):
        a = play_deal([level] * 4, 1234)
        b = play_deal([level] * 4, 1234)
        assert a.actions == b.actions


def _first_card_observation() -> Observation:
    deal = Deal(0, deal_hands(7, 0))
    for word in ["80H", "pass", "pass", "pass"]:
        deal.push(parse_action(word))
    seat = deal.to_act
    assert seat is not None
    if deal.must_declare(seat):
        deal.push(ANNOUNCE)
    return deal.observation(deal.to_act or 0)


def test_hard_thinks_in_small_steps_and_pausing_changes_nothing() -> None:
    """The search yields after every sampled world (the page decides, by its clock, when
    to give the browser back); however it is paused, the decision is the same."""
    obs = _first_card_observation()
    agent = HardBot(3, "arena")
    steps = 0
    thinking = think(agent, obs)
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            action: Action = stop.value
            break
        steps += 1
    assert action in obs.legal
    assert steps > agent.budget.candidates  # a step per world drawn, then per world played
    assert finish(think(HardBot(3, "arena"), obs)) == action


# --- no peeking ------------------------------------------------------------------------
def _replay(dealer: int, hands: list[int], actions: list[Action]) -> Deal | None:
    deal = Deal(dealer, hands)
    try:
        for a in actions:
            deal.push(a)
    except ValueError:
        return None
    return deal


@settings(max_examples=16, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.integers(0, 36), st.sampled_from(["easy", "normal", "hard"]))
def test_bots_cannot_see_hidden_cards(seed: int, steps: int, level: str) -> None:
    """Deals that differ only in cards hidden from the seat to act (two of the others'
    cards swapped, the same calls and cards played, the same declarations announced) give
    it the same observation; the bot's action, chosen from that observation alone, is legal
    in every one of them."""
    dealer = seed & 3
    deal = Deal(dealer, deal_hands(seed, dealer))
    agents = [bot("normal", s) for s in range(4)]
    for _ in range(steps):
        if deal.is_over:
            break
        seat = deal.to_act
        assert seat is not None
        deal.push(agents[seat].act(deal.observation(seat)))
    while deal.is_over:  # step back to the last decision
        deal.pop()
    seat = deal.to_act
    assert seat is not None
    obs = deal.observation(seat)
    others = [s for s in range(4) if s != seat]
    rng = Rng(seed)
    worlds = []
    for _ in range(60):
        a, b = rng.choice(others), rng.choice(others)
        if a == b or not deal.hands[a] or not deal.hands[b]:
            continue
        ca = rng.choice([c for c in range(32) if deal.hands[a] >> c & 1])
        cb = rng.choice([c for c in range(32) if deal.hands[b] >> c & 1])
        hands = list(deal.initial_hands)
        hands[a] ^= (1 << ca) | (1 << cb)
        hands[b] ^= (1 << ca) | (1 << cb)
        other = _replay(dealer, hands, list(deal.actions))
        if other is None:
            continue
        assert other.hands[seat] == deal.hands[seat]
        assert other.hands != deal.hands
        if any(other.possible[s] != deal.possible[s] for s in range(4) if deal.decisions[s]):
            continue  # the swap changed a declaration announced at the table: public
        assert other.observation(seat) == obs  # nothing hidden shows
        worlds.append(other)
    assume(worlds)  # no hidden swap keeps the history legal here (rare)
    action = bot(level, 5).act(obs)
    assert action in obs.legal
    assert all(w.verify(action) is None for w in worlds)


def test_observation_hides_other_hands() -> None:
    deal = Deal(0, deal_hands(3, 0))
    obs = deal.observation(1)
    assert obs.hand == deal.hands[1]
    fields = {name: getattr(obs, name) for name in obs.__dataclass_fields__}
    for s in (0, 2, 3):
        assert deal.hands[s] not in [v for k, v in fields.items() if k != "played"]


# --- textbook positions ----------------------------------------------------------------
def mask(text: str) -> int:
    m = 0
    for w in text.split():
        m |= 1 << parse_card(w)
    return m


def position(rows: list[str], dealer: int, history: str) -> Observation:
    """Hands (a ``*`` row gets the rest), a dealer and the record of actions so far;
    announcements are made as they fall due. The observation of the seat to act."""
    hands = [0 if r == "*" else mask(r) for r in rows]
    rest = ALL_CARDS
    for h in hands:
        rest &= ~h
    hands = [rest if r == "*" else h for r, h in zip(rows, hands)]
    deal = Deal(dealer, hands)
    for word in history.split():
        seat = deal.to_act
        if seat is not None and deal.contract is not None and deal.must_declare(seat):
            deal.push(ANNOUNCE)
        deal.push(parse_action(word))
    seat = deal.to_act
    assert seat is not None
    if deal.must_declare(seat):
        deal.push(ANNOUNCE)
    return deal.observation(deal.to_act or 0)


# Seat 0 to play fourth in the first trick (dealer 0: seat 1 speaks and leads first).
# Trump hearts; the contract is seat 1's 80H unless said otherwise.
POSITIONS = [
    # partner (seat 2) has ruffed with his only trump, the Jack: feed the Ten (the Ace is
    # still out, it would catch it later), not the 7
    ("feed the Ten to partner's master trump",
     ["TS 7S AD KD 9C 8C QH 8H", "8S KS QS 9H AH TH KH 7H", "JH QD JD 7C 7D 8D TC AC", "*"],
     "80H pass pass pass 8S JH 9S", "TS"),
    # partner's Ace wins and I must trump: trump with the 7, keep the Jack
    ("trump low over partner's Ace",
     ["JH 7H AD KD 9C 8C QD 8D", "7S KS QS 8H 7D AC KC 7C", "AS 9H AH TH KH TD JD QC", "*"],
     "80H pass pass pass 7S AS 8S", "7H"),
    # opponent's King leads the trick, I am last: take it with the Ace
    ("take the trick with the master when last",
     ["AD 8D 7S 8S 9C 8C QH 8H", "KD TS QS 9D AC KC 7H 9H", "7D JS AS AH TH KH TC QC", "*"],
     "80H pass pass pass KD 7D QD", "AD"),
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("name,rows,history,want", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_textbook_positions(level: str, name: str, rows: list[str], history: str,
                            want: str) -> None:
    obs = position(rows, 0, history)
    assert obs.seat == 0
    agent = make_bot(level, 1, budget="arena") if level == "hard" else make_bot(level, 1)
    action = agent.act(obs)
    assert action == Play(parse_card(want)), f"{name}: {level} played {action}"


# Trick 7 of recorded deals: the right card whatever the hidden cards are, as the check
# proves by trying every deal consistent with what the seat to act has seen.
ENDGAMES = [
    ("lead the Ten, master of its suit",
     ["TS QS 8H 9D QD AD 9C AC", "7S JS KS 9H JH QH JD TC",
      "8S 9S AH 8D TD KD JC QC", "AS 7H TH KH 7D 7C 8C KC"], 3,
     "80D pass 90C pass pass pass AD JD 8D 7D 9D TC KD KC 7S 8S AS QS "
     "7H 8H 9H AH JC 7C 9C JS QC 8C AC JH", "TS"),
    ("discard the 7 not the Ten",
     ["8H 9H KH JD AD 7C 8C KC", "7S 9S QS JH QH AH TD 9C",
      "8S TS 7H TH 7D 8D 9D QC", "JS KS AS QD KD TC JC AC"], 2,
     "80C pass 90H pass 100C pass pass pass JC 7C 9C QC AC 8C TD 7D TC KC QS 8D AS 8H "
     "7S 8S JS 9H 9S TS 9D QD AD JH JD QH", "7H"),
]


def _best_points(hands: list[int], leader: int, trick: list[int], trump: int, team: int
                 ) -> int:
    """Plain minimax (no pruning): the team's points from here."""
    seat = (leader + len(trick)) & 3
    if not hands[seat]:
        return 0
    led, best = trick_state(trick, trump)
    values = []
    for c in range(32):
        if not legal_mask(hands[seat], led, best, trump) >> c & 1:
            continue
        h = list(hands)
        h[seat] ^= 1 << c
        t = trick + [c]
        if len(t) == 4:
            w = (leader + winner_index(t, trump)) & 3
            p = sum(POINTS[trump][x] for x in t) + (10 if not h[w] else 0)
            v = (p if w & 1 == team else 0) + _best_points(h, w, [], trump, team)
        else:
            v = _best_points(h, leader, t, trump, team)
        values.append(v)
    return max(values) if seat & 1 == team else min(values)


@pytest.mark.parametrize("name,rows,dealer,record,want", ENDGAMES, ids=[e[0] for e in ENDGAMES])
def test_endgame_card_is_right_in_every_consistent_deal(
    name: str, rows: list[str], dealer: int, record: str, want: str
) -> None:
    from itertools import combinations

    hands = [mask(r) for r in rows]
    obs = position(rows, dealer, record)
    seat = obs.seat
    deal = _replay(dealer, hands, [])
    assert deal is not None
    for word in record.split():
        if deal.contract is not None and deal.must_declare(deal.to_act or 0):
            deal.push(ANNOUNCE)
        deal.push(parse_action(word))
    if deal.must_declare(seat):
        deal.push(ANNOUNCE)
    assert deal.observation(seat) == obs and obs.hand.bit_count() == 2
    choices = [a.card for a in obs.legal if isinstance(a, Play)]
    assert parse_card(want) in choices and len(choices) > 1
    # every hidden distribution that replays the same history and observation
    others = [s for s in range(4) if s != seat]
    unknown = [c for c in range(32) if any(deal.hands[s] >> c & 1 for s in others)]
    counts = [deal.hands[s].bit_count() for s in others]
    played_by = [hands[s] & ~deal.hands[s] for s in range(4)]
    margins: dict[int, list[int]] = {c: [] for c in choices if c != parse_card(want)}
    for a in combinations(unknown, counts[0]):
        rest = [c for c in unknown if c not in a]
        for b in combinations(rest, counts[1]):
            now = list(deal.hands)
            now[others[0]] = mask_of(a)
            now[others[1]] = mask_of(b)
            now[others[2]] = mask_of([c for c in rest if c not in b])
            initial = [now[s] | played_by[s] for s in range(4)]
            other = _replay(dealer, initial, list(deal.actions))
            if other is None or other.observation(seat) != obs:
                continue
            values = {}
            for card in choices:
                h = list(now)
                h[seat] ^= 1 << card
                t = list(obs.trick) + [card]
                if len(t) == 4:
                    w = (obs.leader + winner_index(t, deal.trump)) & 3
                    p = sum(POINTS[deal.trump][x] for x in t)
                    values[card] = (p if w & 1 == seat & 1 else 0) + _best_points(
                        h, w, [], deal.trump, seat & 1)
                else:
                    values[card] = _best_points(h, obs.leader, t, deal.trump, seat & 1)
            for c in margins:
                margins[c].append(values[parse_card(want)] - values[c])
    for c, m in margins.items():
        assert m and min(m) >= 0 and max(m) > 0, (name, c, m)
    for level in ("normal", "hard"):
        agent = make_bot(level, 1, budget="arena") if level == "hard" else make_bot(level, 1)
        assert agent.act(obs) == Play(parse_card(want)), (name, level)


def mask_of(cards: tuple[int, ...] | list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def test_first_trick_discard_keeps_the_points() -> None:
    """Opponent's Ace wins, no spade, no trump: nothing worth points goes (normal: the 7;
    hard may keep the 7 to lead later, but never throws a Ten or an Ace)."""
    rows = ["AD TD KD 7D AC TC KC QC", "AS KS 8H 7H 9D 8D 9C 8C", "7S QS JH 9H AH TH KH QD",
            "*"]
    obs = position(rows, 0, "80H pass pass pass AS 7S 8S")
    assert make_bot("normal", 1).act(obs) == Play(parse_card("7D"))
    card = make_bot("hard", 1, budget="arena").act(obs)
    assert isinstance(card, Play) and POINTS_H[card.card] < 10


def test_normal_passes_a_weak_hand_and_bids_a_strong_one() -> None:
    weak = position(["7S 8S 9D 8D 7C 8C 9C QH", "*", "AS AH TH KH AC TC JD JC",
                     "JS 9S TS KS QS 7H 8H 9H"], 0, "pass pass pass")
    assert str(make_bot("normal", 1).act(weak)) == "pass"
    strong = position(["JH 9H AH TH 8H AS AC AD", "*", "7S 8S 9S 7D 8D 9D 7C 8C",
                       "JS TS KS QS 9C TC JC QC"], 0, "pass pass pass")
    call = make_bot("normal", 1).act(strong)
    assert str(call).endswith("H") and str(call) != "pass"


# --- hints and the arena ---------------------------------------------------------------
def test_hint_gives_a_legal_action_and_words() -> None:
    obs = position(POSITIONS[0][1], 0, POSITIONS[0][2])
    h = hint(obs, budget="tiny", seed=2)
    assert h.action in obs.legal
    assert h.code in HINTS_EN
    text = describe(h)
    assert text and "{" not in text
    auction = position(["JH 9H AH TH 8H AS AC AD", "*", "7S 8S 9S 7D 8D 9D 7C 8C",
                        "JS TS KS QS 9C TC JC QC"], 0, "pass pass pass")
    h2 = hint(auction, budget="tiny", seed=2)
    assert h2.action in auction.legal and h2.code in HINTS_EN
    assert "{" not in describe(h2)


def test_arena_duplicate_smoke() -> None:
    r = run_arena("easy", "random", deals=4, seed=3, chunk=2)
    assert len(r.pairs) == 4
    assert r.a.contracts + r.b.contracts + 2 * r.thrown_in == 8
    lines = r.lines()
    assert any("A - B" in line for line in lines)
    assert set(r.timing) == {"easy", "random"}


def test_random_agent_still_legal() -> None:
    """Every action is one of the observation's legal ones, the deal ends whole, and the
    actions are a function of the seeds (the same again, others with other seeds)."""
    def play(base: int) -> list[Action]:
        deal = Deal(1, deal_hands(11, 1))
        agents = [RandomAgent(base + s) for s in range(4)]
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            obs = deal.observation(seat)
            action = agents[seat].act(obs)
            assert action in obs.legal
            deal.push(action)
        assert_whole_deal(deal)
        return list(deal.actions)

    assert play(0) == play(0)
    assert play(0) != play(10)


def test_arena_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from pilotta.cli import main

    assert main(["arena", "--a", "normal", "--b", "easy", "--deals", "2", "--seed", "4",
                 "--chunk", "1"]) == 0
    out = capsys.readouterr().out
    assert "A=normal vs B=easy" in out and "95% CI" in out and "decision time normal" in out
    with pytest.raises(SystemExit) as stop:  # the parser refuses it, with usage text
        main(["arena", "--a", "wizard", "--b", "easy", "--deals", "1"])
    assert stop.value.code == 2
