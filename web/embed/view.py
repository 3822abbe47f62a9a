"""The demo's HTML: the four hands as a bridge-style diagram (one line per suit, all open:
it is a demonstration), the trick (or the auction's last calls) in the middle, a line with
the contract, the trick and the points, and the step's captions. Each region is one
string; the DOM layer swaps it in only when it changed. No style attributes (the page's
Content-Security-Policy allows none but a few hashed ones): classes only."""

from __future__ import annotations

from pilotta.actions import Call
from pilotta.cards import RANKS, SUIT_SYMBOLS, card_name, cards_in, sort_key
from web.core.html import attrs, esc, rich, suit_span
from web.embed.captions import contract_text, seat_word
from web.embed.ctrl import ENDED, PLAYING, EmbedScene
from web.i18n.translate import bid_text, t

POSITIONS = {0: "s", 1: "e", 2: "n", 3: "w"}  # seat -> compass point on the diagram
REGIONS = ("em-info", "em-table", "em-captions", "em-notices")


def rank_text(card: int) -> str:
    rank = RANKS[card & 7]
    return "10" if rank == "T" else rank


def hand_html(hand: int, trump: int) -> str:
    lines = []
    for suit in range(4):
        cards = sorted((c for c in cards_in(hand) if c >> 3 == suit),
                       key=lambda c: sort_key(c, trump if trump >= 0 else None))
        ranks = " ".join(rank_text(c) for c in cards) or "—"
        cls = "em-suit em-trump" if suit == trump else "em-suit"
        lines.append(f'<li class="{cls}">{suit_span(suit)} {esc(ranks)}</li>')
    return f'<ul class="em-hand">{"".join(lines)}</ul>'


def seat_html(scene: EmbedScene, seat: int) -> str:
    deal = scene.deal
    tags = []
    if seat == deal.dealer:
        tags.append(f'<span class="em-tag">{esc(t("em_dealer"))}</span>')
    if deal.contract is not None and deal.contract.seat == seat:
        tags.append(f'<span class="em-tag em-taker">{rich(contract_text(deal))}</span>')
    cls = "em-seat em-" + POSITIONS[seat]
    if deal.to_act == seat and scene.state != ENDED:
        cls += " em-to-act"
    return (f'<div{attrs({"class": cls, "data-seat": seat})}>'
            f'<div class="em-name">{esc(seat_word(seat))} {"".join(tags)}</div>'
            f"{hand_html(deal.hands[seat], deal.trump)}</div>")


def centre_html(scene: EmbedScene) -> str:
    deal = scene.deal
    spots: list[str] = []
    if deal.contract is None:  # the auction: each seat's last call
        said: dict[int, Call] = {}
        for i, call in enumerate(deal.auction.calls):
            said[deal.auction.seat_of(i)] = call
        for seat, call in said.items():
            spots.append(f'<span class="em-call em-at-{POSITIONS[seat]}">'
                         f"{rich(call_text(call))}</span>")
        if deal.turned is not None:
            spots.append(f'<span class="em-card em-turned" data-card="{card_name(deal.turned)}">'
                         f"{card_face(deal.turned)}</span>")
    else:
        cards, leader, winner = list(deal.trick), deal.leader, -1
        if not cards and deal.tricks:  # a finished trick stays until the next lead
            last = deal.tricks[-1]
            cards, leader, winner = list(last.cards), last.leader, last.winner
        for i, card in enumerate(cards):
            seat = (leader + i) & 3
            cls = f"em-card em-at-{POSITIONS[seat]}"
            if card == scene.fresh:
                cls += " em-fresh"
            if seat == winner:
                cls += " em-win"
            spots.append(f'<span class="{cls}" data-card="{card_name(card)}">'
                         f"{card_face(card)}</span>")
    return f'<div class="em-centre">{"".join(spots)}</div>'


def card_face(card: int) -> str:
    return f"{esc(rank_text(card))}{suit_span(card >> 3)}"


def call_text(call: Call) -> str:
    text = str(call)
    if call.kind in ("bid", "capot"):
        return bid_text(call.value, call.bid_suit)
    if call.kind == "trump":
        return SUIT_SYMBOLS[call.bid_suit]
    return {"pass": "—", "close": "×2", "close-back": "×4", "take": "✓", "coinche": "×2",
            "surcoinche": "×4"}.get(text, text)


def info_html(scene: EmbedScene) -> str:
    """The contract, the trick (not on narrow frames: ``em-wide``) and the trick points."""
    deal = scene.deal
    c = deal.contract
    parts: list[tuple[str, str]] = []
    if c is None:
        parts.append((esc(t("em_no_contract")), ""))
    else:
        parts.append((rich(t("em_contract", contract=contract_text(deal),
                               seat=seat_word(c.seat))), ""))
        n = min(len(deal.tricks) + (1 if deal.trick else 0), 8)
        if n:
            parts.append((esc(t("em_trick_n", n=n)), " em-wide"))
        a, b = deal.trick_points
        parts.append((esc(t("em_points", team0=t("em_team_short0"), team1=t("em_team_short1"),
                             a=a, b=b)), ""))
    return "".join(f'<span class="em-info-part{cls}">{html}</span>' for html, cls in parts)


def captions_html(scene: EmbedScene) -> str:
    items = "".join(f'<li data-rule="{esc(c.code)}">{rich(c.text)}</li>'
                    for c in scene.captions)
    return f'<ol class="em-caption-list">{items}</ol>'


def notices_html(scene: EmbedScene) -> str:
    """The address's notices, with one button that dismisses them all."""
    if not scene.notices:
        return ""
    items = "".join(f'<p class="em-notice">{esc(n)}</p>' for n in scene.notices)
    label = esc(t("em_dismiss_aria"))
    return (f'<div class="em-notice-panel"><div class="em-notice-list" role="alert">{items}</div>'
            f'<button type="button" class="em-dismiss" data-embed="dismiss" '
            f'aria-label="{label}" title="{label}">✕</button></div>')


def regions(scene: EmbedScene) -> dict[str, str]:
    table = "".join(seat_html(scene, s) for s in (2, 3, 1, 0)) + centre_html(scene)
    return {
        "em-info": info_html(scene),
        "em-table": table,
        "em-captions": captions_html(scene),
        "em-notices": notices_html(scene),
    }


def body_data(scene: EmbedScene) -> dict[str, str]:
    """``body[data-*]``: the hooks tests and host pages read."""
    return {
        "state": scene.state,
        "step": str(scene.step),
        "phase": str(scene.deal.phase),
        "rules": scene.title,
        "busy": "true" if scene.busy else "false",
    }


def controls(scene: EmbedScene) -> dict[str, tuple[str, str]]:
    """Each control's (visible text, accessible name) for this scene."""
    playing = scene.state == PLAYING
    return {
        "play": ((t("em_pause"), t("em_pause_aria")) if playing
                 else (t("em_play"), t("em_play_aria"))),
        "step": (t("em_step"), t("em_step_aria")),
        "restart": (t("em_restart"), t("em_restart_aria")),
    }
