"""A deal's analysis in the replay viewer, as HTML: the button that starts it, its progress,
and once done a chart of the declarers' points with best play card by card (an SVG drawn
from the analysis' ``series``; a click on a point goes to that card), whether the contract
could be made, what the card on show was worth, and the cards that cost points, each a
button that goes to it (the keyboard's way to them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pilotta.cards import card_name, card_pretty
from web.core.html import attrs, esc
from web.i18n.translate import seat_name, t, tn
from web.replay.model import Replay
from web.replay.study import Study, analysable, card_steps, costly, current_card

if TYPE_CHECKING:
    from pilotta.bots.analysis import Analysis, CardAnalysis

WIDTH, HEIGHT, PAD = 330, 110, 6  # the chart's box


def _why(card: CardAnalysis) -> str:
    """The engine's reason (``analysis.Why``: a code and the better card) in the page's
    words, said of any seat (the command line's words speak to "you")."""
    why = card.why
    if why is None:
        return ""
    better = card_pretty(why.params.get("card", card.best))
    if why.code == "would_win_trick":
        return t("st_why_trick", card=better)
    if why.code == "lost_contract":
        return t("st_why_lost", card=better)
    if why.code == "gave_contract":
        return t("st_why_gave", card=better)
    return t("st_why_points", card=better)


def _chart(result: Analysis, steps: list[int], on_show: int | None, marked: set[int]) -> str:
    series = result.series
    top = max([*series, result.need or 0, 1])
    n = len(series) - 1

    def x(i: int) -> float:
        return PAD + i * (WIDTH - 2 * PAD) / max(n, 1)

    def y(v: int) -> float:
        return HEIGHT - PAD - v * (HEIGHT - 2 * PAD) / top

    line = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(series))
    parts = [f'<polyline class="st-line" points="{line}"/>']
    if result.need is not None:
        parts.append(f'<line class="st-need" x1="{PAD}" x2="{WIDTH - PAD}" '
                     f'y1="{y(result.need):.1f}" y2="{y(result.need):.1f}"/>')
    if on_show is not None:
        parts.append(f'<line class="st-now" x1="{x(on_show + 1):.1f}" x2="{x(on_show + 1):.1f}"'
                     f' y1="{PAD}" y2="{HEIGHT - PAD}"/>')
    for i, step in enumerate(steps):  # point i + 1: after card i
        cls = "st-dot st-cost" if i in marked else "st-dot"
        parts.append(f'<circle class="{cls}" cx="{x(i + 1):.1f}" cy="{y(series[i + 1]):.1f}" '
                     f'r="{4 if i in marked else 2.5}" data-action="replay-go" '
                     f'data-value="{step}" data-study-point="{i}"/>')
    label = t("st_chart", need=result.need if result.need is not None else "-")
    legend = t("st_legend", need=result.need) if result.need is not None else ""
    return (f'<svg class="st-chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
            f'aria-label="{esc(label)}" data-study-chart="{len(steps)}">{"".join(parts)}</svg>'
            + (f'<p class="muted st-legend">{esc(legend)}</p>' if legend else ""))


def _verdict(result: Analysis) -> str:
    best = result.made_with_best_play
    played = result.made
    if best is None:
        return ""
    text = t("st_best_made") if best else t("st_best_failed")
    if played is not None:
        text += " " + (t("st_played_made") if played else t("st_played_failed"))
    return f'<p class="st-verdict" data-study-made="{int(best)}">{esc(text)}</p>'


def _on_show(result: Analysis, index: int | None) -> str:
    if index is None or index >= len(result.cards):
        return ""
    card = result.cards[index]
    if card.loss <= 0:
        text = t("st_card_best", card=card_pretty(card.card))
    else:
        text = t("st_card_cost", card=card_pretty(card.card), why=_why(card),
                 points=tn("points", card.loss))
    return (f'<p class="st-now-card" data-study-card="{card_name(card.card)}" '
            f'data-study-loss="{card.loss}">{esc(text)}</p>')


def _costly_list(replay: Replay, result: Analysis, steps: list[int]) -> str:
    found = costly(result, replay.all_seats)
    if not found:
        none = t("st_none_all") if replay.all_seats else t("st_none_you")
        return f'<p class="muted" data-study-costly="0">{esc(none)}</p>'
    items = []
    for i, card in found:
        label = t("st_costly_item", trick=i // 4 + 1, seat=seat_name(card.seat),
                  card=card_pretty(card.card), points=tn("points", card.loss))
        why = _why(card)
        items.append(f'<li><button type="button" class="st-go" data-action="replay-go" '
                     f'data-value="{steps[i]}" data-key="study-go-{i}" '
                     f'data-study-go="{card_name(card.card)}">{esc(label)}</button>'
                     f'<span class="muted"> {esc(why)}</span></li>')
    title = t("st_costly_title")
    return (f'<ol class="st-costly" data-study-costly="{len(found)}" '
            f'aria-label="{esc(title)}">{"".join(items)}</ol>')


def _seats_toggle(replay: Replay) -> str:
    which = "you" if replay.all_seats else "all"
    values = {"type": "button", "class": "small-btn", "data-action": "replay-seats",
              "data-value": which, "data-key": "replay-seats",
              "aria-pressed": "true" if replay.all_seats else "false"}
    label = t("st_all_seats")
    return f'<button{attrs(values)}>{esc(label)}</button>'


def study_section(replay: Replay) -> str:
    """The analysis' part of the viewer (nothing for a deal that cannot be analysed)."""
    tape = replay.tape
    if not analysable(tape):
        return ""
    study: Study | None = replay.studies.get(replay.index)
    title = t("st_title")
    head = f'<h3 class="st-title">{esc(title)}</h3>'
    if study is None:
        offer, button = t("st_offer"), t("st_analyse")
        body = (f'<p class="muted">{esc(offer)}</p>'
                f'<button type="button" class="secondary" data-action="replay-analyse" '
                f'data-key="replay-analyse">{esc(button)}</button>')
        state = "idle"
    elif study.failed:
        failed = t("st_failed")
        body, state = f'<p class="muted">{esc(failed)}</p>', "failed"
    elif study.result is None:
        running = t("st_running", done=study.cards_done, cards=study.cards)
        body = (f'<p class="st-progress" role="status">{esc(running)}</p>'
                f'<progress max="{study.cards}" value="{study.cards_done}" '
                f'aria-label="{esc(title)}"></progress>')
        state = "running"
    else:
        result = study.result
        steps = card_steps(tape)
        on_show = current_card(replay)
        marked = {i for i, _ in costly(result, replay.all_seats)}
        costly_title = t("st_costly_title")
        body = (_verdict(result) + _chart(result, steps, on_show, marked)
                + _on_show(result, on_show)
                + f'<div class="st-list-head"><h4>{esc(costly_title)}</h4>'
                + _seats_toggle(replay) + "</div>" + _costly_list(replay, result, steps))
        state = "done"
    return f'<section class="rp-study" data-replay-study="{state}">{head}{body}</section>'
