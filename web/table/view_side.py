"""The panel beside the table: contract, trick points, auction history, declarations, the
last trick and the score sheet; and the scoreboard in the header."""

from __future__ import annotations

from pilotta.cards import TRUMP_LETTERS, card_list
from web.core.card_faces import POSITION, mini_card
from web.core.html import esc, rich
from web.i18n.translate import (
    call_words,
    contract_words,
    game_name,
    number,
    seat_name,
    suit_word,
    t,
    team_name,
    tn,
    trump_mark,
)
from web.table.state import W_HOLD, Scene
from web.table.view_belote import contract_lines, is_belote
from web.table.view_table import highest_bid_text, in_auction

PLAY_ORDER = (0, 1, 2, 3)


def box(title: str, body: str, name: str) -> str:
    return (f'<section class="box box-{name}" aria-label="{esc(title)}">'
            f'<h2 class="box-title">{esc(title)}</h2>{body}</section>')


def contract_box(scene: Scene) -> str:
    obs = scene.obs
    c = obs.contract
    if c is not None and is_belote(obs):
        body = contract_lines(obs) + f'<p class="muted">{trump_legend()}</p>'
    elif c is not None:
        by = t("bid_by", seat=seat_name(c.seat), team=team_name(c.team))
        mark = trump_mark(c.trump)
        named = suit_word(c.trump) if c.trump >= 4 else f"{mark} {suit_word(c.trump)}"
        trump = t("trump_is", suit=named)
        body = (f'<p class="contract-big" data-contract="{c.value}{TRUMP_LETTERS[c.trump]}'
                f'x{c.multiplier}">'
                f'{rich(contract_words(c))}</p>'
                f'<p class="muted">{esc(by)} · {rich(trump)} · {trump_legend()}</p>')
    elif obs.phase == "thrown-in":
        body = f'<p class="muted">{esc(t("status_thrown_in"))}</p>'
    elif is_belote(obs):
        body = f'<p class="contract-big muted">{esc(t("choose_trump"))}</p>'
    else:
        body = (f'<p class="contract-big muted">{esc(t("no_contract_yet"))}</p>'
                f'<p class="muted">{rich(highest_bid_text(obs))}</p>')
    return box(t("contract"), body, "contract")


def trump_legend() -> str:
    """What the gold tab on a card means ("▬ = trump"), beside the trump it marks."""
    return (f'<span class="trump-legend" data-trump-legend="1" title="{esc(t("trump_tab"))}">'
            f'<span class="trump-key" aria-hidden="true"></span>'
            f'<span aria-hidden="true">{esc(t("trump_tab_short"))}</span>'
            f'<span class="sr-only">{esc(t("trump_tab"))}</span></span>')


def points_box(scene: Scene) -> str:
    obs = scene.obs
    if obs.contract is None:
        return ""
    rows = []
    for team in (0, 1):
        n = obs.tricks_won[team]
        tricks = tn("tricks", n)
        rows.append(f'<div class="pts-row team-{team}">'
                    f'<span class="team-name">{esc(team_name(team))}</span>'
                    f'<span class="pts" data-trick-points-team="{team}">'
                    f'{obs.trick_points[team]}</span>'
                    f'<span class="muted">{esc(tricks)}</span></div>')
    return box(t("trick_points"), "".join(rows) + last_trick(scene), "points")


def seat_head(seat: int) -> str:
    """A seat's name as the auction table's column head: a quarter of the panel holds no
    "Συμπαίκτης", so a shorter form where the language has one, the whole name its title."""
    name, short = t(f"seat{seat}"), t(f"seat_short{seat}")
    if short == name:
        return esc(name)
    return f'<abbr title="{esc(name)}">{esc(short)}</abbr>'


def auction_box(scene: Scene) -> str:
    obs = scene.obs
    if not obs.calls and not in_auction(obs):
        return ""
    head = "".join(f'<th scope="col">{seat_head(s)}</th>' for s in PLAY_ORDER)
    cells: list[str] = []
    first = (obs.dealer + 1) & 3
    cells.extend("<td></td>" for _ in range(first))
    for call in obs.calls:
        cls = "bid" if call.is_bid else call.kind
        cells.append(f'<td class="call-{cls}" data-auction-call="{esc(str(call))}">'
                     f'{rich(call_words(call))}</td>')
    if in_auction(obs) and obs.to_act is not None and scene.waiting != W_HOLD:
        cells.append('<td class="pending">…</td>')
    rows = []
    for i in range(0, len(cells), 4):
        row = cells[i:i + 4]
        row += ["<td></td>"] * (4 - len(row))
        rows.append("<tr>" + "".join(row) + "</tr>")
    body = (f'<table class="auction-table"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')
    return box(t("auction"), body, "auction")


def declarations_box(scene: Scene) -> str:
    obs = scene.obs
    if obs.contract is None:
        return ""
    lines = []
    for seat in PLAY_ORDER:
        if obs.shown[seat]:
            for d in obs.shown[seat]:
                cards = "".join(mini_card(c) for c in card_list(d.cards))
                label = t(f"announced_{d.kind}", value=d.value)
                lines.append(f'<li><b>{esc(seat_name(seat))}</b> {esc(label)} {cards}</li>')
        elif obs.announced[seat]:
            what = ", ".join(t(f"announced_{a.kind}", value=a.value) for a in obs.announced[seat])
            lines.append(f'<li><b>{esc(seat_name(seat))}</b> {esc(what)}</li>')
    if not lines and not obs.tricks:
        return ""
    foot = ""
    if obs.tricks:
        if obs.counting_team is not None:
            total = sum(d.value for s in range(4) for d in obs.shown[s])
            foot = t(f"counting{obs.counting_team}", value=total)
        elif any(obs.announced):
            foot = t("none_counting_tie")
        else:
            foot = t("none_declared")
    if obs.pilotta is not None:
        chip = t("belote_chip") if is_belote(obs) else t("pilotta_chip")
        lines.append(f'<li><b>{esc(seat_name(obs.pilotta))}</b> {esc(chip)}</li>')
    body = f'<ul class="decl-lines">{"".join(lines)}</ul>'
    if foot:
        counting = "" if obs.counting_team is None else obs.counting_team
        body += f'<p class="muted" data-counting="{counting}">{esc(foot)}</p>'
    return box(t("declarations"), body, "declarations")



def last_trick(scene: Scene) -> str:
    """The "last trick" button and, when open, the trick in a small cross."""
    obs = scene.obs
    # while a finished trick is still on the table, "last" means the one before it
    held = scene.waiting == W_HOLD
    done = obs.tricks[:-1] if held else obs.tricks
    label = t("hide_last_trick") if scene.ui.show_last else t("show_last_trick")
    button = (f'<button type="button" class="small-btn" data-action="last-trick" '
              f'data-key="last-trick" aria-keyshortcuts="L" '
              f'aria-expanded="{"true" if scene.ui.show_last else "false"}"'
              f'{" disabled" if not done else ""}>{esc(label)}</button>')
    body = f'<div class="last-row">{button}</div>'
    if scene.ui.show_last:
        if not done:
            body += f'<p class="muted">{esc(t("no_trick_yet"))}</p>'
        else:
            last = done[-1]
            slots = "".join(
                f'<div class="lt-slot lt-{POSITION[last.seat_of(i)]}'
                f'{" lt-win" if last.seat_of(i) == last.winner else ""}">{mini_card(c)}</div>'
                for i, c in enumerate(last.cards)
            )
            body += (f'<div class="last-trick" data-last-trick="{len(done)}">{slots}</div>'
                     f'<p class="muted">'
                     f'{esc(t("won_by", seat=seat_name(last.winner), points=last.points))}</p>')
    return f'<div class="last-box">{body}</div>'


def sheet_table(scene: Scene, compact: bool = False, replay: bool = False) -> str:
    """The score sheet; ``replay``: each finished deal with its "Replay deal N" button."""
    match = scene.match
    results = match.results
    if not results:
        return f'<p class="muted">{esc(t("sheet_empty"))}</p>'
    head = (f'<tr><th scope="col">{esc(t("sheet_deal"))}</th>'
            f'<th scope="col">{esc(t("sheet_contract"))}</th>'
            f'<th scope="col" class="num">{esc(team_name(0))}</th>'
            f'<th scope="col" class="num">{esc(team_name(1))}</th></tr>')
    rows = []
    run = [0, 0]
    for i, r in enumerate(results, 1):
        run[0] += r.sheet[0]
        run[1] += r.sheet[1]
        c = r.contract
        if c is None:
            what = f'<span class="muted">{esc(t("sheet_thrown_in"))}</span>'
        else:
            mark, cls, key = ("✓", "ok", "sheet_made") if r.made else ("✗", "ko", "sheet_failed")
            what = (f'{rich(contract_words(c))} '
                    f'<span class="muted">{esc(seat_name(c.seat))}</span> '
                    f'<span class="{cls}" aria-label="{esc(t(key))}">{mark}</span>')
        cells = "".join(
            f'<td class="num"><b>{number(run[k])}</b> <small>+{number(r.sheet[k])}</small></td>'
            for k in (0, 1)
        )
        button = "" if not replay else (
            f' <button type="button" class="replay-btn" data-action="replay-deal" '
            f'data-value="{i}" aria-label="{esc(t("rp_deal_button", n=i))}" '
            f'title="{esc(t("rp_deal_button", n=i))}">▶</button>')
        rows.append(f'<tr data-deal-row="{i}" data-sheet="{r.sheet[0]},{r.sheet[1]}" '
                    f'data-raw="{r.raw[0]},{r.raw[1]}"><td>{i}{button}</td><td>{what}</td>'
                    f'{cells}</tr>')
    if compact and len(rows) > 6:
        rows = rows[-6:]
    totals = match.totals
    foot = (f'<tr data-totals="{totals[0]},{totals[1]}">'
            f'<th scope="row" colspan="2">{esc(t("sheet_total"))}'
            f' <span class="muted">({esc(t("to_target", target=match.target))})</span></th>'
            f'<td class="num"><b>{number(totals[0])}</b></td>'
            f'<td class="num"><b>{number(totals[1])}</b></td></tr>')
    return (f'<table class="sheet"><thead>{head}</thead><tbody>{"".join(rows)}</tbody>'
            f'<tfoot>{foot}</tfoot></table>')


def sheet_box(scene: Scene) -> str:
    table = sheet_table(scene, compact=True)
    if not scene.match.results:
        return box(t("sheet_title"), table, "sheet")
    # the whole sheet in a dialog (key S): its button by the title, high in the panel
    title = t("sheet_title")
    return (f'<section class="box box-sheet" aria-label="{esc(title)}">'
            f'<div class="box-head"><h2 class="box-title">{esc(title)}</h2>'
            f'<button type="button" class="small-btn" data-action="open-sheet" '
            f'data-key="open-sheet" aria-keyshortcuts="S">{esc(t("sheet_full"))}</button>'
            f'</div>{table}</section>')


def side_region(scene: Scene) -> str:
    return "".join((contract_box(scene), points_box(scene), declarations_box(scene),
                    auction_box(scene), sheet_box(scene)))


def scoreboard_region(scene: Scene) -> str:
    match = scene.match
    totals = match.totals
    n = len(match.deals)
    game = ""
    if match.rules.name != "pilotta":  # the page's title names Pilotta: say which game
        game = (f'<span class="game-name" data-game="{match.rules.name}">'
                f'{esc(game_name(match.rules.name))}</span>')
    return (
        f'{game}<span class="deal-no" data-deal-number="{n}">{esc(t("deal_n", n=n))}</span>'
        f'<span class="target" data-target="{match.target}">'
        f'{esc(t("to_target", target=match.target))}</span>'
        f'<span class="score team-0"><span class="team-name">{esc(team_name(0))}</span> '
        f'<b data-total-team="0">{number(totals[0])}</b></span>'
        f'<span class="score team-1"><span class="team-name">{esc(team_name(1))}</span> '
        f'<b data-total-team="1">{number(totals[1])}</b></span>'
    )
