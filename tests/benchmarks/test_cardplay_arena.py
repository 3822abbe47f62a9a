"""The PIMC reference card player and the card-play duplicate arena (benchmarks/): legal,
blind to hidden cards, deterministic; both plays of a deal share their calls; a player
against itself scores exactly 0."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from cardplay_arena import main, parse_player, run
from pimc_reference import PimcBot, PimcBudget, WorldSampler

from pilotta.actions import Action, Play
from pilotta.bots.arena import duplicate_mean_ci
from pilotta.bots.knowledge import infer
from pilotta.cards import ALL_CARDS, SUIT_MASK
from pilotta.game import Deal
from pilotta.observation import Observation
from pilotta.rng import Rng, derive_seed
from pilotta.rulesets import rules_named

CHEAP = PimcBudget(worlds=4, playouts=1, solve_tricks=2)
OPTIONS = {"pimc": {"worlds": 4, "playouts": 1, "solve_tricks": 2}, "hard": {"budget": "tiny"}}


def _voids(obs: Observation) -> list[int]:
    """Per seat, the suits it showed it lacks: it did not follow the led suit."""
    void = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in obs.tricks] + [(obs.leader, obs.trick)]
    for leader, cards in tricks:
        for i, c in enumerate(cards[1:], 1):
            if c >> 3 != cards[0] >> 3:
                void[(leader + i) & 3] |= SUIT_MASK[cards[0] >> 3]
    return void


def _card_decisions(rules: str, deal_index: int
                    ) -> Iterator[tuple[PimcBot, Observation, Action]]:
    """Every card decision of a deal played by four PIMC bots: (bot, observation, card)."""
    d = Deal.from_rng(Rng(derive_seed(4, deal_index)), deal_index & 3, rules_named(rules))
    bots = [PimcBot(s, CHEAP) for s in range(4)]
    while not d.is_over:
        s = d.to_act
        assert s is not None
        obs = d.observation(s)
        action = bots[s].act(obs)
        assert action in obs.legal
        if isinstance(action, Play) and len(obs.legal) > 1:
            yield bots[s], obs, action
        d.push(action)


@pytest.mark.parametrize("rules", ["pilotta", "belote"])
def test_pimc_plays_legal_cards_and_its_worlds_fit_the_observation(rules: str) -> None:
    seen = 0
    for i in range(2):
        for bot, obs, _action in _card_decisions(rules, i):
            voids = _voids(obs)
            assert len(bot.last_worlds) == CHEAP.worlds
            for hands in bot.last_worlds:
                assert hands[obs.seat] == obs.hand  # my hand as it is
                union = 0
                for s in range(4):
                    assert not hands[s] & obs.played  # no played card comes back
                    assert not hands[s] & voids[s]  # a seat that showed a void stays void
                    assert union & hands[s] == 0
                    union |= hands[s]
                    for d in obs.shown[s]:  # shown declarations' cards stay with their seat
                        assert d.cards & ~obs.played & ~hands[s] == 0
                assert union == ALL_CARDS & ~obs.played
                # each seat holds as many cards as it has not played yet
                n = [8 - sum(1 for t in obs.tricks for j in range(4) if t.seat_of(j) == s)
                     - sum(1 for j in range(len(obs.trick)) if (obs.leader + j) & 3 == s)
                     for s in range(4)]
                assert [h.bit_count() for h in hands] == n
            seen += 1
    assert seen > 10


def test_pimc_is_deterministic_for_equal_observation_and_seed() -> None:
    for _bot, obs, _action in _card_decisions("pilotta", 3):
        assert PimcBot(7, CHEAP).act(obs) == PimcBot(7, CHEAP).act(obs)
        again = PimcBot(7, CHEAP)
        first = again.act(obs)
        assert again.act(obs) == first  # no state carried from one decision to the next


def test_sampler_counts_every_consistent_deal() -> None:
    """Late in a deal the count of assignments matches brute force over the unknown cards."""
    checked = 0
    for _bot, obs, _a in _card_decisions("pilotta", 5):
        k = infer(obs)
        if k.unknown.bit_count() > 9:
            continue
        sampler = WorldSampler(obs, k, rules_named("pilotta"))
        others = [s for s in range(4) if s != obs.seat]
        cards = [c for c in range(32) if k.unknown >> c & 1]
        total = 0
        for owners in itertools.product(others, repeat=len(cards)):
            hands = [0, 0, 0, 0]
            for c, s in zip(cards, owners):
                hands[s] |= 1 << c
            if all(hands[s] & ~k.may[s] == 0 and hands[s] & k.known[s] == k.known[s]
                   and hands[s].bit_count() == k.count[s] for s in others):
                total += 1
        assert sampler.consistent() == total > 0
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("rules", ["pilotta", "belote"])
def test_both_plays_of_a_deal_have_the_same_calls(rules: str) -> None:
    res = run("normal", "pimc", deals=3, seed=2, rules=rules, options=OPTIONS)
    assert len(res.records) == 3
    for r in res.records:
        first, second = r.scripts
        assert first.calls == second.calls and first.calls
        assert first.declares == second.declares


@pytest.mark.parametrize(("player", "roles"), [("pimc", "cards"), ("easy", "cards"),
                                               ("normal", "calls")])
def test_a_player_against_itself_scores_zero_on_every_deal(player: str, roles: str) -> None:
    res = run(player, player, deals=3, seed=6, roles=roles, common="easy", options=OPTIONS)
    assert [r.pair for r in res.records] == [0, 0, 0]
    for r in res.records:  # the same bots on the same seats: the very same deal twice
        assert r.raws[0] == r.raws[1]


def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "grandmaster", "--deals", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown player 'grandmaster'" in err


def test_a_player_spec_carries_its_own_options(capsys: pytest.CaptureFixture[str]) -> None:
    """``hard:field=value`` is the hard bot with that budget field over the common options:
    the same budget written twice plays as itself (0 on every deal); a field the budget
    lacks is a one-line error."""
    assert parse_player("hard:dds_cards=3,switch_margin=0.5") == (
        "hard", {"dds_cards": 3, "switch_margin": 0.5})
    res = run("hard:dds_cards=1", "hard:dds_cards=1", deals=2, seed=6, options=OPTIONS)
    assert [r.pair for r in res.records] == [0, 0]
    assert main(["--a", "hard:nonsense=1", "--deals", "1"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert main(["--a", "hard:dds_cards", "--deals", "1"]) == 2
    assert "write field=value" in capsys.readouterr().err


def test_a_run_split_by_first_and_combined_is_the_whole_run(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    whole = run("easy", "normal", deals=4, seed=8)
    pairs = tmp_path / "pairs.txt"
    for first, deals in ((2, 2), (0, 2)):
        args = ["--a", "easy", "--b", "normal", "--seed", "8", "--deals", str(deals),
                "--first", str(first), "--pairs", str(pairs)]
        assert main(args) == 0
    capsys.readouterr()
    assert main(["--combine", str(pairs)]) == 0
    m, h = duplicate_mean_ci(whole.pairs)
    out = capsys.readouterr().out
    assert "combined 4 duplicate deals (indices 0 .. 3)" in out
    assert f"A - B: {m:+.2f} (95% CI {m - h:+.2f} .. {m + h:+.2f})" in out


def test_runs_of_two_seeds_combine_as_distinct_deals(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = []
    pairs: list[int] = []
    for seed in (8, 9):
        files.append(str(tmp_path / f"seed{seed}.txt"))
        assert main(["--a", "easy", "--b", "normal", "--seed", str(seed), "--deals", "2",
                     "--pairs", files[-1]]) == 0
        pairs += run("easy", "normal", deals=2, seed=seed).pairs
    capsys.readouterr()
    assert main(["--combine", *files, "--distinct"]) == 0
    m, h = duplicate_mean_ci(pairs)
    out = capsys.readouterr().out
    assert "combined 4 duplicate deals (2 runs of other deals)" in out
    assert f"A - B: {m:+.2f} (95% CI {m - h:+.2f} .. {m + h:+.2f})" in out


def test_the_result_does_not_depend_on_the_workers() -> None:
    one = run("easy", "normal", deals=4, seed=8, workers=1, chunk=1)
    two = run("easy", "normal", deals=4, seed=8, workers=2, chunk=1)
    assert one.pairs == two.pairs
    assert [r.scripts for r in one.records] == [r.scripts for r in two.records]


def test_points_left_by_passing_compare_the_same_cards_in_the_two_plays() -> None:
    """Play 0 has A on team 0, play 1 on team 1: team 0's cards are A's in play 0 and B's in
    play 1. Worked example: in play 0 A (team 0) passes and team 1 makes 90 (raw 20-182);
    in play 1 B holds team 0's cards and makes 100 with them (raw 196-0): A left 196 - 20.
    Team 1's cards: B made 90 with them in play 0 (182), A took nothing with them in play 1
    (0): A left 182 more; B took a contract with each team's cards, so left nothing."""
    from cardplay_arena import left_by_passing

    from pilotta.auction import Contract
    from pilotta.game import DealResult

    play0 = DealResult(Contract(seat=1, value=90, trump=0), True, (20, 182), (2, 18))
    play1 = DealResult(Contract(seat=0, value=100, trump=1), True, (196, 0), (20, 0))
    assert left_by_passing([play0, play1]) == (176 + 182, 0)
    # B failed its contract with team 0's cards: A left nothing with those; and A, who
    # defended with team 1's cards, scored 262 where B's 90 made 182: nothing left either
    failed = DealResult(Contract(seat=0, value=100, trump=1), False, (0, 262), (0, 26))
    assert left_by_passing([play0, failed]) == (0, 0)
    # both took a contract with the same cards: nothing was left by passing
    assert left_by_passing([play1, play1]) == (0, 0)


def test_the_bidding_arena_reports_contracts_closes_and_points_left() -> None:
    res = run("easy", "normal", 4, seed=3, roles="calls", common="easy")
    a = sum(r.sides[0].contracts for r in res.records)
    b = sum(r.sides[1].contracts for r in res.records)
    thrown = sum(r.plays_thrown_in for r in res.records)
    assert a + b + thrown == 8  # each of the 8 plays has a contract or is thrown in
    from cardplay_arena import bidding_lines

    lines = bidding_lines(res)
    assert lines[0].startswith(f"contracts: A {a} (")
    assert f"plays thrown in: {thrown} of 8" in lines[0]
    assert lines[2].startswith("points left by passing")


def test_hard_options_are_budget_fields_of_their_type(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    from cardplay_arena import budget_fields

    assert budget_fields(["closes=false", "bid_spread=20", "open_pass=others",
                          "bid_margin=8"]) == {
        "closes": False, "bid_spread": 20, "open_pass": "others", "bid_margin": 8.0}
    for bad in ("nosuch=1", "bid_spread", "bid_spread=x", "closes=maybe"):
        with pytest.raises(ValueError, match="--hard-option"):
            budget_fields([bad])
    assert main(["--roles", "calls", "--deals", "1", "--hard-option", "bid_spread=x"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is not a int" in err


def test_decision_quality_scores_only_the_cards_two_players_choose_differently() -> None:
    """``decision_quality.py``: the same player asked about its own decisions never differs;
    against the reference each differing decision is scored, and no card beats the best."""
    from decision_quality import measure

    same = measure("normal", "normal", "belote", 0, 2, 1)
    assert sum(r[0] for r in same.values()) > 20
    assert all(r[1:] == [0, 0, 0, 0] for r in same.values())
    rows = measure("normal", "pimc:worlds=4,playouts=1,solve_tricks=2", "belote", 0, 2, 1)
    for n, differ, diff, lost_a, lost_b in rows.values():
        assert 0 <= differ <= n and lost_a >= 0 and lost_b >= 0
        assert diff == lost_b - lost_a
    assert sum(r[1] for r in rows.values()) > 0
