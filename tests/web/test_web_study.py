"""The deal's analysis in the replay viewer, under CPython with a fake clock: it starts from
the viewer's button, runs in slices (the page's clock moves between them), shows the
engine's analysis (``pilotta.bots.analysis``) as a chart, a verdict and the cards that cost
points, each a button to that card, and stops when the player moves to another deal."""

from __future__ import annotations

import re

from test_web_replay import click, make_app, play_deals

from pilotta.actions import Play
from pilotta.bots.analysis import analyse_deal
from pilotta.cards import card_name
from web.table.dispatch import dispatch


def open_first_deal(seed: int, rules: str = "pilotta"):  # type: ignore[no-untyped-def]
    app, clock, view = make_app(seed=seed, speed="instant", rules=rules)
    play_deals(app, clock, 1)
    dispatch(app, "replay-deal", "1")
    assert app.ui.dialog == "replay"
    return app, clock, view


def test_the_analysis_runs_in_slices_and_shows_the_engines_figures() -> None:
    app, clock, view = open_first_deal(seed=3)
    html = view["dialog"]
    assert 'data-replay-study="idle"' in html
    before = clock.now_ms()
    click(app, html, "replay-analyse")
    assert 'data-replay-study="running"' in view["dialog"]  # nothing solved yet: the
    # first slice is a task of its own
    clock.run(until=lambda: 'data-replay-study="done"' in view["dialog"])
    assert clock.now_ms() > before  # it went through the page's clock, slice by slice
    replay = app.viewer.open
    assert replay is not None
    expected = analyse_deal(app.match.deals[0])
    study = replay.studies[0]
    assert study.result == expected  # the engine's analysis, nothing re-derived
    html = view["dialog"]
    # the chart: a point per card, each going to its step
    assert 'data-study-chart="32"' in html
    points = re.findall(r'data-value="(\d+)" data-study-point="(\d+)"', html)
    assert len(points) == 32
    cards = [a for a in replay.tape.actions if isinstance(a, Play)]
    step, index = map(int, points[5])
    dispatch(app, "replay-go", str(step))
    assert replay.action() == cards[index]
    # the card on show is judged as the engine judged it
    loss = expected.cards[index].loss
    assert f'data-study-card="{card_name(cards[index].card)}" data-study-loss="{loss}"' in \
        view["dialog"]
    made = "1" if expected.made_with_best_play else "0"
    assert f'data-study-made="{made}"' in view["dialog"]


def test_the_costly_cards_are_yours_then_every_seats_and_each_goes_to_its_card() -> None:
    app, clock, view = open_first_deal(seed=5)
    dispatch(app, "replay-analyse")
    clock.run(until=lambda: 'data-replay-study="done"' in view["dialog"])
    replay = app.viewer.open
    assert replay is not None and replay.studies[0].result is not None
    result = replay.studies[0].result
    mine = [c for c in result.cards if c.loss > 0 and c.seat == 0]
    everyone = [c for c in result.cards if c.loss > 0]
    assert f'data-study-costly="{len(mine)}"' in view["dialog"]
    dispatch(app, "replay-seats", "all")
    assert f'data-study-costly="{len(everyone)}"' in view["dialog"]
    assert everyone, "seed 5's first deal has costly cards"
    first = everyone[0]
    go = re.search(r'data-action="replay-go" data-value="(\d+)" data-key="study-go-\d+" '
                   r'data-study-go="([0-9TJQKA][SHDC])"', view["dialog"])
    assert go is not None and go.group(2) == card_name(first.card)
    dispatch(app, "replay-go", go.group(1))  # the list's first button
    assert replay.action() == Play(first.card)
    dispatch(app, "replay-seats", "you")
    assert f'data-study-costly="{len(mine)}"' in view["dialog"]


def test_moving_to_another_deal_stops_the_analysis_and_asking_again_restarts_it() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    play_deals(app, clock, 2)
    dispatch(app, "replay-deal", "1")
    dispatch(app, "replay-analyse")
    clock.step(3)  # a slice or two, not the whole deal
    replay = app.viewer.open
    assert replay is not None and replay.studies[0].running
    dispatch(app, "replay-move", "next-deal")
    assert replay.studies == {} and 'data-replay-study="idle"' in view["dialog"]
    clock.run()  # the dropped search does nothing more
    assert replay.studies == {}
    dispatch(app, "replay-move", "prev-deal")
    dispatch(app, "replay-analyse")
    clock.run(until=lambda: 'data-replay-study="done"' in view["dialog"])
    dispatch(app, "close-dialog")
    assert app.viewer.open is None


def test_a_thrown_in_deal_offers_no_analysis() -> None:
    """Four passes: no contract, no card to judge; the viewer shows no analysis part."""
    from pilotta.actions import PASS_CALL
    from pilotta.game import Deal
    from pilotta.rng import Rng
    from web.replay.model import Replay, Tape
    from web.replay.study import analysable
    from web.replay.study_view import study_section

    deal = Deal.from_rng(Rng(7), 3)
    for _ in range(4):
        deal.push(PASS_CALL)
    assert deal.result() is not None and deal.contract is None
    tape = Tape.of(deal, 1)
    assert not analysable(tape)
    replay = Replay([tape], "match", target=301, totals=[(0, 0)])
    assert study_section(replay) == ""


def test_the_deal_summary_analyses_its_deal_in_the_viewer() -> None:
    app, clock, view = make_app(seed=3, speed="instant")
    play_deals(app, clock, 1)
    assert app.waiting == "summary" and app.match.deals[0].contract is not None
    summary = view["overlay"]
    assert 'data-action="analyse-deal" data-value="1"' in summary
    click(app, summary, "analyse-deal")
    assert app.ui.dialog == "replay" and 'data-replay-study="running"' in view["dialog"]
    clock.run(until=lambda: 'data-replay-study="done"' in view["dialog"])
    assert 'data-study-chart="32"' in view["dialog"]


def test_a_coinche_deal_is_analysed_in_sans_atout_too() -> None:
    """The solver plays Coinche's contracts: a deal the player bid 130 sans-atout is
    analysed from its summary, card by card, with its contract's line."""
    app, clock, view = make_app(seed=3, speed="instant", rules="coinche", target=2000)
    clock.run(until=lambda: app.waiting == "human")
    for _ in range(5):
        dispatch(app, "bid-step", "10")
    dispatch(app, "bid", "4")
    play_deals(app, clock, 1)
    c = app.match.deals[0].contract
    assert app.waiting == "summary" and c is not None and (c.value, c.trump) == (130, 4)
    click(app, view["overlay"], "analyse-deal")
    clock.run(until=lambda: 'data-replay-study="done"' in view["dialog"])
    html = view["dialog"]
    assert 'data-study-chart="32"' in html and "130" in html
    assert re.search(r"With best play from the first card, the contract (fails|is made)", html)
