"""The replay viewer as HTML: the four hands face up around the trick, what the step did,
the controls (first, back, slider, next, last; the deals of the record), the contract and
the auction beside, and at the end of a deal its summary with the explanation
(``web/summary/deal_lines.py``, ``web/summary/belote_lines.py``). Pure Python over
``web/replay/model.py``'s ``Replay``."""

from __future__ import annotations

from pilotta.actions import Call, Play
from pilotta.cards import card_name, card_pretty
from pilotta.game import Deal
from pilotta.match import Match
from pilotta.observation import Trick
from web.core.card_faces import POSITION, card_static
from web.core.hand_order import sorted_hand
from web.core.html import attrs, esc, rich
from web.i18n.translate import (
    call_words,
    contract_words,
    game_name,
    said_of,
    seat_name,
    suit_word,
    t,
    team_name,
)
from web.replay.export import finished_deals
from web.replay.model import LINK, RECORD, Replay
from web.replay.study_view import study_section
from web.summary.by_game import summarize_deal
from web.summary.deal_lines import declaration_name
from web.summary.view import summary_table

SEAT_ORDER = (2, 3, 1, 0)  # top, left, right, bottom: the order of the grid's cells


def _last_calls(deal: Deal) -> dict[int, Call]:
    calls = deal.auction.calls
    return {deal.auction.seat_of(i): c for i, c in enumerate(calls)}


def shown_trick(deal: Deal) -> tuple[list[int], int, int]:
    """The cards on the table (a finished trick stays until the next card), their leader,
    and the trick's winner (-1 while it is being played)."""
    if deal.trick or not deal.tricks or not deal.actions:
        return list(deal.trick), deal.leader, -1
    if not isinstance(deal.actions[-1], Play):
        return [], deal.leader, -1
    last: Trick = deal.tricks[-1]
    return list(last.cards), last.leader, last.winner


def caption(replay: Replay) -> str:
    """What the current step did, in words."""
    deal = replay.deal
    action = replay.action()
    if action is None:
        first = seat_name((deal.dealer + 1) & 3)
        dealer = seat_name(deal.dealer)
        if deal.turned is not None:
            return t("rp_start_turned", seat=dealer, first=first, card=card_pretty(deal.turned))
        return t("rp_start", seat=dealer, first=first)
    if isinstance(action, Call):
        n = len(deal.auction.calls)
        text = t("rp_call", n=n, seat=seat_name(deal.auction.seat_of(n - 1)),
                 call=call_words(action))
    else:
        assert isinstance(action, Play)
        cards, leader, winner = shown_trick(deal)
        trick = len(deal.tricks) + (1 if deal.trick else 0)
        seat = (leader + len(cards) - 1) & 3
        text = said_of("rp_card", seat, trick=trick, n=len(cards), card=card_pretty(action.card))
        declared = replay.declared_with()
        if declared is not None and declared.announce:
            what = ", ".join(declaration_name(d) for d in deal.possible[seat])
            text += " " + said_of("rp_announces", seat, what=what)
        if winner >= 0:
            text += " " + said_of("rp_trick_won", winner, points=deal.tricks[-1].points)
    if replay.at_end:
        text += " " + (t("rp_over") if deal.is_over else t("rp_unfinished"))
    return text


def _seat(replay: Replay, seat: int) -> str:
    deal = replay.deal
    chips = []
    if deal.dealer == seat:
        chips.append(f'<span class="chip dealer">{esc(t("dealer_short"))}</span>')
    c = deal.contract
    if c is not None and c.seat == seat:
        chips.append(f'<span class="chip contract">{rich(contract_words(c))}</span>')
    if deal.contract is None:
        call = _last_calls(deal).get(seat)
        if call is not None:
            kind = "bid" if call.is_bid else call.kind
            chips.append(f'<span class="rp-call call-{kind}" data-replay-call="{esc(str(call))}">'
                         f'{rich(call_words(call))}</span>')
    trump = deal.trump
    hand = deal.hands[seat]
    cards = "".join(card_static(c, "trump" if trump >= 0 and c >> 3 == trump else "")
                    for c in sorted_hand(hand, trump))
    names = " ".join(card_name(c) for c in sorted_hand(hand, trump))
    label = t("rp_hand", seat=seat_name(seat))
    return (f'<div class="rp-seat rp-{POSITION[seat]} team-{seat & 1}" data-replay-seat="{seat}">'
            f'<div class="rp-plate"><span class="name">{esc(seat_name(seat))}</span>'
            f'{"".join(chips)}</div>'
            f'<div class="rp-hand" role="group" aria-label="{esc(label)}" '
            f'data-replay-hand="{names}">{cards}</div></div>')


def _centre(replay: Replay) -> str:
    deal = replay.deal
    if deal.contract is None and deal.turned is not None:
        face = card_static(deal.turned, "turned-card")
        return (f'<div class="rp-centre"><figure class="turned" '
                f'data-turned="{card_name(deal.turned)}">{face}'
                f'<figcaption>{esc(t("turned_card"))}</figcaption></figure></div>')
    cards, leader, winner = shown_trick(deal)
    slots = []
    for i, card in enumerate(cards):
        seat = (leader + i) & 3
        cls = f"slot slot-{POSITION[seat]}" + (" winner" if seat == winner else "")
        slots.append(card_static(card, cls))
    return (f'<div class="rp-centre"><div class="trick" data-replay-trick="{len(cards)}">'
            f'{"".join(slots)}</div></div>')


def _info(replay: Replay) -> str:
    deal = replay.deal
    c = deal.contract
    rows = []
    if c is None:
        rows.append(f'<p class="muted">{esc(t("rp_no_contract"))}</p>')
    else:
        if c.value:
            what = t("contract_by", call=contract_words(c), seat=seat_name(c.seat),
                     team=team_name(c.team))
        else:
            what = t("taker_is", seat=seat_name(c.seat), team=team_name(c.team)) + " · " + \
                t("trump_is", suit=suit_word(c.trump))
        rows.append(f'<p class="rp-contract" data-replay-contract="{esc(str(c))}">{rich(what)}</p>')
        tw, tp = deal.tricks_won, deal.trick_points
        rows.append(f'<p class="muted">{esc(t("rp_tricks", a=tw[0], b=tw[1]))} · '
                    f'{esc(t("rp_points", a=tp[0], b=tp[1]))}</p>')
    calls = deal.auction.calls
    if calls:
        head = "".join(f"<th>{esc(seat_name(s))}</th>" for s in range(4))
        cells = ["<td></td>"] * ((deal.dealer + 1) & 3)
        cells += [f"<td>{rich(call_words(call))}</td>" for call in calls]
        cells += ["<td></td>"] * (-len(cells) % 4)
        body = "".join("<tr>" + "".join(cells[i:i + 4]) + "</tr>"
                       for i in range(0, len(cells), 4))
        rows.append(f'<table class="auction-table rp-auction"><thead><tr>{head}</tr></thead>'
                    f'<tbody>{body}</tbody></table>')
    return f'<div class="rp-info">{"".join(rows)}</div>'


def _summary(replay: Replay) -> str:
    deal = replay.deal
    result = deal.result()
    if not replay.at_end or result is None:
        return ""
    tape = replay.tape
    s = summarize_deal(deal, result, tape.number)
    badge = ""
    if s.made is not None:
        badge = f' <span class="badge {"ok" if s.made else "ko"}">{esc(s.headline)}</span>'
    parts = [f'<h3 class="rp-summary-title">{esc(t("summary_title", n=tape.number))}{badge}</h3>']
    parts.append(summary_table(s))
    parts.append('<ul class="summary-lines">'
                 + "".join(f"<li>{rich(line)}</li>" for line in s.lines) + "</ul>")
    a, b = replay.totals[replay.index]
    totals = t("rp_totals", team0=team_name(0), a=a, team1=team_name(1), b=b,
               target=replay.target)
    parts.append(f'<p class="muted" data-replay-totals="{a},{b}">{esc(totals)}</p>')
    return (f'<section class="rp-summary" data-replay-summary="{tape.number}" '
            f'data-raw="{s.raw[0]},{s.raw[1]}" data-sheet="{s.sheet[0]},{s.sheet[1]}">'
            f'{"".join(parts)}</section>')


# The controls' icons (paths in a 20 x 20 box): no font has to hold them.
FIRST = "M4 4h2.5v12H4zM16 4v12L7 10z"
BACK = "M15 4v12L5 10z"
NEXT = "M5 4v12l10-6z"
LAST = "M13.5 4H16v12h-2.5zM4 4v12l9-6z"


def _icon(path: str) -> str:
    return (f'<svg class="rp-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
            f'<path d="{path}"/></svg>')


def _button(action: str, value: str, label: str, glyph: str, disabled: bool,
            cls: str = "") -> str:
    values = {"type": "button", "class": ("rp-btn " + cls).strip(), "data-action": action,
              "data-value": value, "data-key": f"{action}-{value}", "aria-label": label,
              "title": label, "disabled": disabled}
    return f"<button{attrs(values)}>{glyph}</button>"


def _controls(replay: Replay) -> str:
    step, last = replay.step, replay.last_step
    slider = {"type": "range", "min": 0, "max": last, "value": step, "step": 1,
              "class": "rp-slider", "data-replay-slider": "1", "data-key": "replay-slider",
              "aria-label": t("rp_slider"),
              "aria-valuetext": t("rp_step", k=step, n=last)}
    return (
        f'<div class="rp-controls" role="group" aria-label="{esc(t("rp_slider"))}">'
        + _button("replay-move", "first", t("rp_first"), _icon(FIRST), step == 0)
        + _button("replay-move", "back", t("rp_back"), _icon(BACK), step == 0)
        + f"<input{attrs(slider)}>"
        + _button("replay-move", "next", t("rp_next"), _icon(NEXT), step == last, "primary")
        + _button("replay-move", "last", t("rp_last"), _icon(LAST), step == last)
        + f'<span class="rp-count" data-replay-count="{step}/{last}">{step} / {last}</span>'
        + "</div>"
    )


def _deal_nav(replay: Replay) -> str:
    if len(replay.tapes) < 2:
        return ""
    i, n = replay.index, len(replay.tapes)
    return ('<div class="rp-deals">'
            + _button("replay-move", "prev-deal", t("rp_prev_deal"), "‹ " + esc(
                t("rp_prev_deal")), i == 0, "small-btn")
            + _button("replay-move", "next-deal", t("rp_next_deal"), esc(
                t("rp_next_deal")) + " ›", i == n - 1, "small-btn")
            + "</div>")


def _actions(replay: Replay) -> str:
    parts = [f'<button type="button" data-action="share-deal" data-value="replay" '
             f'data-key="share-deal" data-share="replay" title="{esc(t("rp_share_title"))}">'
             f'{esc(t("rp_share"))}</button>']
    if replay.shared is not None and replay.source == LINK:
        if replay.confirming:
            parts.append(f'<span class="rp-confirm" role="alert">{esc(t("rp_play_confirm"))}'
                         f'</span><button type="button" class="primary" data-action="play-shared"'
                         f' data-value="yes" data-key="play-shared-yes">{esc(t("rp_play_yes"))}'
                         f'</button><button type="button" data-action="play-shared-cancel">'
                         f'{esc(t("cancel"))}</button>')
        else:
            parts.append(f'<button type="button" class="secondary" data-action="play-shared" '
                         f'data-key="play-shared">{esc(t("rp_play"))}</button>')
    parts.append(f'<button type="button" data-action="close-dialog" data-key="replay-close">'
                 f'{esc(t("close"))}</button>')
    link = ""
    if replay.link:
        link = (f'<label class="rp-link">{esc(t("rp_link_label"))} '
                f'<input type="text" readonly value="{esc(replay.link)}" '
                f'data-share-link="1" data-key="share-link"></label>')
    return f'<div class="panel-actions rp-actions">{"".join(parts)}</div>{link}'


def records_dialog(sheet: str, match: Match) -> str:
    """The header's "Records": the score sheet with a "Replay" button per deal, the match
    to download (its finished deals: the dialog says the deal in play waits until it
    ends), a record to open (or drop on the page)."""
    finished = finished_deals(match)
    download = {"type": "button", "data-action": "download-match", "data-key": "download-match",
                "disabled": not finished}
    in_play = ""
    if finished < len(match.deals):
        key = "records_in_play" if finished else "records_none_yet"
        in_play = f'<p class="muted" data-records-in-play="1">{esc(t(key))}</p>'
    return (
        f'<div class="dialog records" role="dialog" aria-modal="true" '
        f'aria-labelledby="records-title" data-dialog="records">'
        f'<h2 id="records-title">{esc(t("records_title"))}</h2>'
        f'<h3 class="sheet-title">{esc(t("sheet_title"))}</h3>{sheet}'
        f'<div class="record-row">'
        f'<button{attrs(download)}>{esc(t("download_match"))}</button>'
        f'<button type="button" data-action="open-record" data-key="open-record">'
        f'{esc(t("open_record"))}</button></div>{in_play}'
        f'<p class="muted">{esc(t("records_note"))}</p>'
        f'<div class="panel-actions"><button type="button" class="primary" '
        f'data-action="close-dialog" data-key="records-close">{esc(t("close"))}</button></div>'
        f'</div>'
    )


def replay_dialog(replay: Replay) -> str:
    tape = replay.tape
    if replay.source == RECORD:
        source = t("rp_source_record", name=replay.name)
    elif replay.source == LINK:
        source = t("rp_source_link")
    else:
        source = t("rp_source_match")
    game = game_name(tape.rules.name)
    # at the end of a deal every hand is empty: its summary takes the table's place
    main = _summary(replay)
    if not main:
        cells = "".join(_seat(replay, s) for s in SEAT_ORDER)
        main = f'<div class="rp-table">{cells}{_centre(replay)}</div>'
    values = {
        "class": "dialog replay", "role": "dialog", "aria-modal": "true",
        "aria-labelledby": "replay-title", "data-dialog": "replay",
        "data-replay-source": replay.source, "data-replay-deal": tape.number,
        "data-replay-index": replay.index, "data-replay-deals": len(replay.tapes),
        "data-replay-step": replay.step, "data-replay-steps": replay.last_step,
        "data-replay-rules": tape.rules.name,
        "data-replay-phase": replay.deal.phase,
    }
    return (
        f"<div{attrs(values)}>"
        f'<div class="rp-head"><h2 id="replay-title">{esc(t("rp_title", n=tape.number))}</h2>'
        f'<span class="muted">{esc(source)} · {esc(game)} · '
        f'{esc(t("rp_of", n=replay.index + 1, count=len(replay.tapes)))}</span>'
        f'{_deal_nav(replay)}</div>'
        f'<div class="rp-body">{main}<div class="rp-side">{_info(replay)}'
        f'{study_section(replay)}</div></div>'
        f'<p class="rp-caption" role="status" data-replay-caption="1">'
        f'{rich(caption(replay))}</p>'
        f'{_controls(replay)}<p class="rp-keys muted">{esc(t("rp_keys"))}</p>'
        f'{_actions(replay)}</div>'
    )

