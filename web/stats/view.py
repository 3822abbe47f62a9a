"""The Statistics dialog (``stats``) and its reset confirmation, as HTML text. Test hooks:
``data-stat="game:name"`` on each number, ``data-stat-level`` on each level's row."""

from __future__ import annotations

from typing import Any

from web.core.html import esc
from web.core.settings import GAMES, LEVELS
from web.i18n.translate import game_name, t, team_name


def _row(label: str, value: str, hook: str, sub: bool = False) -> str:
    cls = ' class="sub"' if sub else ""
    return (f'<tr{cls}><th scope="row">{esc(label)}</th>'
            f'<td class="num" data-stat="{hook}">{esc(value)}</td></tr>')


def average(total: int, deals: int) -> str:
    return f"{total / deals:.1f}" if deals else "–"


def game_section(name: str, g: dict[str, Any]) -> str:
    levels = [lv for lv in LEVELS if lv in g["levels"]] + sorted(
        lv for lv in g["levels"] if lv not in LEVELS)
    matches = ""
    if levels:
        rows = "".join(
            f'<tr data-stat-level="{name}:{esc(lv)}"><th scope="row">'
            f'{esc(t(f"level_{lv}") if lv in LEVELS else lv)}</th>'
            f'<td class="num" data-stat="{name}:played:{esc(lv)}">{g["levels"][lv]["played"]}</td>'
            f'<td class="num" data-stat="{name}:won:{esc(lv)}">{g["levels"][lv]["won"]}</td></tr>'
            for lv in levels)
        matches = (f'<table class="stats-table"><caption>{esc(t("stats_matches"))}</caption>'
                   f'<thead><tr><th scope="col">{esc(t("stats_level"))}</th>'
                   f'<th scope="col" class="num">{esc(t("stats_played"))}</th>'
                   f'<th scope="col" class="num">{esc(t("stats_won"))}</th></tr></thead>'
                   f'<tbody>{rows}</tbody></table>')
    n = g["deals"]
    deals = "".join((
        _row(t("stats_deals"), str(n), f"{name}:deals"),
        _row(t("stats_thrown_in"), str(g["thrown_in"]), f"{name}:thrown_in", sub=True),
        _row(t("stats_contracts"), "", f"{name}:contracts"),
        _row(t("stats_bid"), str(g["bid"]), f"{name}:bid", sub=True),
        _row(t("stats_made"), str(g["made"]), f"{name}:made", sub=True),
        _row(t("stats_failed"), str(g["failed"]), f"{name}:failed", sub=True),
    ))
    if name != "belote":  # Belote has no close (Coinche's is its coinche and surcoinche)
        coinche = name == "coinche"
        label = t("stats_coinched") if coinche else t("stats_closed")
        deals += _row(label, str(g["closed"]), f"{name}:closed")
        deals += _row(t("stats_closed_won"), str(g["closed_won"]), f"{name}:closed_won",
                      sub=True)
    deals += "".join((
        _row(t("stats_capots"), "", f"{name}:capots"),
        _row(t("stats_capots_us"), str(g["capots_us"]), f"{name}:capots_us", sub=True),
        _row(t("stats_capots_them"), str(g["capots_them"]), f"{name}:capots_them", sub=True),
        _row(t("stats_average"), "", f"{name}:average"),
        _row(team_name(0), average(g["sheet_us"], n), f"{name}:average_us", sub=True),
        _row(team_name(1), average(g["sheet_them"], n), f"{name}:average_them", sub=True),
    ))
    return (f'<section class="stats-game" data-stats-game="{name}">'
            f'<h3>{esc(game_name(name))}</h3>{matches}'
            f'<table class="stats-table">{deals}</table></section>')


def stats_dialog(data: dict[str, Any] | None) -> str:
    games = (data or {}).get("games", {})
    shown = [g for g in GAMES if g in games] + sorted(g for g in games if g not in GAMES)
    body = "".join(game_section(g, games[g]) for g in shown if games[g]["deals"]) or (
        f'<p class="muted" data-stats-empty="1">{esc(t("stats_empty"))}</p>')
    return (
        f'<div class="dialog stats-dialog" role="dialog" aria-modal="true" '
        f'aria-labelledby="stats-title" data-dialog="stats">'
        f'<h2 id="stats-title">{esc(t("stats_title"))}</h2>'
        f'<div class="stats-games">{body}</div>'
        f'<div class="panel-actions">'
        f'<button type="button" data-action="reset-stats" data-key="reset-stats">'
        f'{esc(t("stats_reset"))}</button>'
        f'<button type="button" class="primary" data-action="close-dialog" data-key="close-stats">'
        f'{esc(t("close"))}</button></div></div>'
    )


def reset_dialog() -> str:
    return (
        f'<div class="dialog" role="alertdialog" aria-modal="true" '
        f'aria-labelledby="stats-reset-title" data-dialog="stats-reset">'
        f'<h2 id="stats-reset-title">{esc(t("stats_reset"))}</h2>'
        f'<p>{esc(t("stats_reset_confirm"))}</p>'
        f'<div class="panel-actions">'
        f'<button type="button" class="danger" data-action="confirm-reset-stats" '
        f'data-key="confirm-reset-stats">{esc(t("stats_reset_yes"))}</button>'
        f'<button type="button" class="primary" data-action="open-stats" data-key="cancel-reset">'
        f'{esc(t("cancel"))}</button></div></div>'
    )
