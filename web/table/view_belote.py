"""French Belote's own parts of the table: the turned card in the middle while trump is
chosen, the Take / Pass and suit buttons, and who picked the turned card up.

The buttons are the engine's legal calls (``obs.legal``), so the page never offers a call
the engine would refuse; a forged click still goes through the controller's ``attempt``."""

from __future__ import annotations

from pilotta.actions import PASS, TAKE, TRUMP, Call
from pilotta.belote import choice_round as belote_round
from pilotta.cards import SUIT_SYMBOLS, SUITS, card_name, card_pretty
from pilotta.observation import Observation
from web.core.card_faces import card_static, mini_card, suit_icon
from web.core.html import attrs, esc, rich
from web.i18n.translate import call_words, seat_name, suit_word, t, team_name
from web.table.state import HUMAN, W_HUMAN, Scene


def is_belote(obs: Observation) -> bool:
    return obs.rules == "belote"


def choice_round(obs: Observation) -> int:
    """1 while the turned card's suit is offered, 2 once four players passed it."""
    return belote_round(len(obs.calls))


def turned_block(obs: Observation) -> str:
    """The turned card, face up in the middle, with its caption."""
    if obs.turned is None:
        return ""
    card = card_static(obs.turned, "turned-card")
    return (f'<figure class="turned" data-turned="{card_name(obs.turned)}" '
            f'aria-label="{esc(t("turned_card_aria", card=card_pretty(obs.turned)))}">'
            f'{card}<figcaption>{esc(t("turned_card"))}</figcaption></figure>')


def _call_button(scene: Scene, call: Call, hinted: bool) -> str:
    """A Belote call: ``data-action="call"`` with ``data-value`` take, pass or a suit
    letter (the record's notation, as ``data-call``)."""
    value = str(call)
    cls = f"call {call.kind}"
    label: str | None = None
    body = esc(call_words(call))
    turned = scene.obs.turned
    if call.kind == TAKE and turned is not None:
        cls += " primary"
        label = t("take_aria", suit=suit_word(turned >> 3))
        body = f'{esc(t("take"))} {suit_icon(turned >> 3)}'
    elif call.kind == TRUMP:
        suit = call.bid_suit
        cls = "bid-suit name-suit " + ("red" if suit in (1, 2) else "black")
        label = t("name_suit_aria", suit=suit_word(suit))
        body = suit_icon(suit)
    if hinted:
        cls += " hinted"
    values = {
        "type": "button", "class": cls, "data-action": "call", "data-value": value,
        "data-call": value, "data-key": f"call-{value}", "data-stop": call.kind == PASS,
        "aria-label": label,
        "data-hinted": "true" if hinted else None,
        "data-hint-tag": t("hint") if hinted else None,
        "aria-description": t("hint_suggested") if hinted else None,
    }
    return f"<button{attrs(values)}>{body}</button>"


def _round_line(obs: Observation) -> str:
    key = "belote_round1" if choice_round(obs) == 1 else "belote_round2"
    return f'<p class="hint" data-round="{choice_round(obs)}">{esc(t(key))}</p>'


def calls_panel(scene: Scene) -> str:
    """The human's turn to choose: the turned card, then Take and Pass (round 1) or the
    three other suits and Pass (round 2)."""
    obs = scene.obs
    hint = scene.ui.hint if scene.waiting == W_HUMAN else None
    legal = [a for a in obs.legal if isinstance(a, Call)]
    suits = [c for c in legal if c.kind == TRUMP]
    others = [c for c in legal if c.kind == TAKE] + [c for c in legal if c.kind == PASS]
    rows = [f'<div class="panel-title">{esc(t("your_call"))}</div>',
            f'<div class="belote-choice">{turned_block(obs)}<div class="belote-calls">',
            _round_line(obs)]
    if suits:
        buttons = "".join(_call_button(scene, c, hint is not None and hint.action == c)
                          for c in suits)
        rows.append(f'<div class="suit-buttons">{buttons}</div>')
    buttons = "".join(_call_button(scene, c, hint is not None and hint.action == c)
                      for c in others)
    rows.append(f'<div class="call-row">{buttons}</div></div></div>')
    return (f'<div class="panel auction-panel belote" role="group" '
            f'aria-label="{esc(t("your_call"))}" data-panel="auction" data-roving="all" '
            f'data-round="{choice_round(obs)}">{"".join(rows)}</div>')


def choice_info(scene: Scene) -> str:
    """Another seat is choosing: the turned card and the round."""
    obs = scene.obs
    return (f'<div class="panel auction-info belote" data-panel="auction-info" '
            f'data-round="{choice_round(obs)}">'
            f'<div class="panel-title">{esc(t("choose_trump"))}</div>'
            f'<div class="belote-choice">{turned_block(obs)}'
            f'<div class="belote-calls">{_round_line(obs)}</div></div></div>')


def picked_up_text(obs: Observation) -> str:
    """Who holds the turned card since the contract ("" before it)."""
    c = obs.contract
    if c is None or obs.turned is None:
        return ""
    card = card_pretty(obs.turned)
    if c.seat == HUMAN:
        return t("you_picked_up", card=card)
    return t("picked_up", seat=seat_name(c.seat), card=card)


def picked_up_chip(obs: Observation, seat: int) -> str:
    """On the taker's plate: the turned card it picked up, until the last trick."""
    c = obs.contract
    if c is None or c.seat != seat or obs.turned is None:
        return ""
    return (f'<span class="chip picked" data-picked-up="{card_name(obs.turned)}" role="img" '
            f'title="{esc(picked_up_text(obs))}" aria-label="{esc(picked_up_text(obs))}">'
            f'{mini_card(obs.turned)}</span>')


def contract_lines(obs: Observation) -> str:
    """The contract box in Belote: the taker and trump (no bid value), and the turned
    card picked up."""
    c = obs.contract
    assert c is not None
    suit = SUITS[c.trump]
    trump = t("trump_is", suit=t("suit_symbol_word", symbol=SUIT_SYMBOLS[c.trump],
                                        suit=suit_word(c.trump)))
    return (f'<p class="contract-big" data-contract="{c.value}{suit}x{c.multiplier}" '
            f'data-trump-suit="{suit}">{rich(trump)}'
            f'</p><p class="muted" data-taker="{c.seat}">'
            f'{esc(t("taker_is", seat=seat_name(c.seat), team=team_name(c.team)))}</p>'
            f'<p class="muted">{rich(picked_up_text(obs))}</p>')

