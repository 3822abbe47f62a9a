"""The table itself as HTML text: the four seats, the player's hand, the centre (trick,
auction controls, declarations prompt), the status line and the message by the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pilotta.actions import (
    ANNOUNCE,
    BID,
    CAPOT_VALUE,
    CLOSE,
    CLOSE_BACK,
    COINCHE,
    DECLINE,
    PASS,
    PASS_CALL,
    SURCOINCHE,
    Call,
    CallKind,
    Declare,
    Play,
)
from pilotta.cards import TRUMP_LETTERS, card_list, card_name
from pilotta.observation import Observation
from web.core.card_faces import POSITION, card_back, card_button, card_static, mini_card, suit_icon
from web.core.hand_order import sorted_hand
from web.core.html import attrs, esc, rich
from web.guide.view import lesson_note
from web.i18n.translate import (
    bid_value_text,
    call_words,
    contract_words,
    seat_name,
    suit_word,
    t,
    team_name,
    tn,
    trump_mark,
)
from web.summary.deal_lines import declaration_name
from web.table.hint_words import hint_text
from web.table.state import HUMAN, W_BOT, W_HOLD, W_HUMAN, W_MATCH_OVER, W_SUMMARY, Scene
from web.table.undo import undo_button
from web.table.view_belote import calls_panel, choice_info, choice_round, is_belote, picked_up_chip

if TYPE_CHECKING:
    from pilotta.bots.hints import Hint  # loaded with the first hint



def cards_held(obs: Observation, seat: int) -> int:
    # Belote deals five cards each before trump is chosen, the other three after
    full = 5 if obs.turned is not None and obs.contract is None else 8
    played = sum(1 for tr in obs.tricks for i in range(4) if tr.seat_of(i) == seat)
    played += sum(1 for i in range(len(obs.trick)) if (obs.leader + i) & 3 == seat)
    return full - played


def last_calls(obs: Observation) -> dict[int, Call]:
    out: dict[int, Call] = {}
    for i, call in enumerate(obs.calls):
        out[obs.caller(i)] = call
    return out


def in_auction(obs: Observation) -> bool:
    return obs.contract is None and obs.phase == "auction"


def must_declare(obs: Observation) -> bool:
    return bool(obs.legal) and isinstance(obs.legal[0], Declare)


def acting(scene: Scene) -> int | None:
    """The seat whose turn the table shows (none while a trick is held or a deal is over)."""
    if scene.waiting in (W_HUMAN, W_BOT):
        return scene.obs.to_act
    return None


def shown_hint(scene: Scene) -> Hint | None:
    """The hint on show (only while the human is to act)."""
    return scene.ui.hint if scene.waiting == W_HUMAN else None


def hinted(scene: Scene, action: object) -> bool:
    h = shown_hint(scene)
    return h is not None and h.action == action


def hint_attrs(scene: Scene, action: object, cls: str) -> str:
    """`` class="..."`` plus the hint's marks when ``action`` is the hinted one."""
    if hinted(scene, action):
        return (f' class="{cls} hinted" data-hinted="true" data-hint-tag="{esc(t("hint"))}" '
                f'aria-description="{esc(t("hint_suggested"))}"')
    return f' class="{cls}"'


# --- seats -----------------------------------------------------------------------------
def seat_bubble(scene: Scene, seat: int) -> str:
    obs = scene.obs
    if in_auction(obs) or obs.phase == "thrown-in":
        call = last_calls(obs).get(seat)
        if call is None:
            return ""
        kind = "bid" if call.is_bid else call.kind
        return (f'<div class="bubble call-{kind}" data-call-shown="{esc(str(call))}">'
                f'<span>{rich(call_words(call))}</span></div>')
    items = []
    if obs.shown[seat]:
        for d in obs.shown[seat]:
            wide = seat in (0, 2) and d.kind == "run"  # the side seats' columns are narrow
            cards = "".join(mini_card(c) for c in card_list(d.cards)) if wide else ""
            label = t(f"announced_{d.kind}", value=d.value)
            items.append(f'<span class="decl-shown">{esc(label)} {cards}</span>')
    elif obs.announced[seat] and (obs.counting_team is None or not obs.tricks):
        for a in obs.announced[seat]:
            label = t(f"announced_{a.kind}", value=a.value)
            items.append(f'<span class="decl-announced">{esc(label)}</span>')
    if not items:
        return ""
    return f'<div class="bubble decl" data-declared="{seat}">{"".join(items)}</div>'


def plate(scene: Scene, seat: int) -> str:
    obs = scene.obs
    turn = acting(scene) == seat
    chips = []
    if obs.dealer == seat:
        chips.append(f'<span class="chip dealer" title="{esc(t("dealer"))}" '
                     f'aria-label="{esc(t("dealer"))}">{esc(t("dealer_short"))}</span>')
    c = obs.contract
    if c is not None and c.seat == seat:  # named: a lone "♠" beside a seat says little
        label = (t("chip_taker", suit=suit_word(c.trump)) if is_belote(obs)
                 else t("chip_contract", contract=contract_words(c)))
        chips.append(f'<span class="chip contract" data-contract-chip="1" role="img" '
                     f'aria-label="{esc(label)}" title="{esc(label)}">'
                     f'{rich(contract_words(c))}</span>')
    if is_belote(obs):
        chips.append(picked_up_chip(obs, seat))
    if obs.pilotta == seat:
        chip = "pilotta_chip" if obs.rules == "pilotta" else "belote_chip"
        chips.append(f'<span class="chip pilotta">{esc(t(chip))}</span>')
    team = seat & 1
    # a bot at work: dots beside its name (the status line says it in words), so a long
    # search (Expert's take seconds in the browser) shows the table is not stuck
    thinking = turn and scene.waiting == W_BOT and seat != HUMAN
    values = {
        "class": f"plate team-{team}{' turn' if turn else ''}{' thinking' if thinking else ''}",
        "data-seat": seat,
        "data-turn": "true" if turn else "false",
        "data-thinking": "true" if thinking else None,
    }
    dots = ('<span class="thinking-dots" aria-hidden="true"><i></i><i></i><i></i></span>'
            if thinking else "")
    chip_row = f'<div class="chips">{"".join(chips)}</div>' if chips else ""
    return (f"<div{attrs(values)}><span class=\"name\">{esc(seat_name(seat))}</span>"
            f'<span class="team-tag">{esc(team_name(team))}</span>{dots}</div>{chip_row}')


def seat_region(scene: Scene, seat: int) -> str:
    obs = scene.obs
    parts = [plate(scene, seat), seat_bubble(scene, seat)]
    if seat != HUMAN:
        n = cards_held(obs, seat)
        backs = "".join(card_back("small") for _ in range(n))
        label = tn("hand_of", n, seat=seat_name(seat))
        parts.append(f'<div class="backs backs-{POSITION[seat]}" role="img" '
                     f'aria-label="{esc(label)}" data-count="{n}">{backs}</div>')
    return "".join(parts)


# --- the player's hand -----------------------------------------------------------------
def hand_region(scene: Scene) -> str:
    obs = scene.obs
    trump = obs.trump
    legal = {a.card for a in obs.legal if isinstance(a, Play)}
    active = scene.waiting in (W_HUMAN, W_HOLD) and obs.to_act == HUMAN and obs.contract is not None
    declaring = active and must_declare(obs)
    decl_cards = 0
    if declaring:
        for d in obs.my_declarations:
            decl_cards |= d.cards
    hint = shown_hint(scene)
    hint_card = hint.action.card if hint is not None and isinstance(hint.action, Play) else -1
    buttons = []
    for card in sorted_hand(obs.hand, trump):
        extra = []
        if trump >= 0 and card >> 3 == trump:
            extra.append("trump")
        if decl_cards >> card & 1:
            extra.append("decl")
        if card == obs.turned and obs.contract is not None:
            extra.append("picked")  # the turned card the human took
        mine = card == hint_card
        if mine:
            extra.append("hinted")
        buttons.append(card_button(card, legal=card in legal, active=active and not declaring,
                                   extra=" ".join(extra), hint_tag=t("hint") if mine else "",
                                   label_suffix=", " + t("hint_suggested") if mine else ""))
    n = len(buttons)
    # one tab stop; the arrows visit the cards that may be played (all when none may)
    roving = "legal" if active and not declaring and legal else "all"
    return (f'<div class="hand-cards" role="group" aria-label="{esc(t("your_hand"))}" '
            f'data-roving="{roving}" data-count="{n}" style="--n:{n}">{"".join(buttons)}</div>')


# --- the centre ------------------------------------------------------------------------
def trick_box(scene: Scene) -> str:
    obs = scene.obs
    ui = scene.ui
    cls = "trick"
    caption = ""
    if (ui.hold or ui.collecting) and obs.tricks:
        last = obs.tricks[-1]
        cards = list(last.cards)
        leader = last.leader
        winner = last.winner
        if ui.collecting:
            cls += f" collect to-{POSITION[winner]}"
        key = "status_you_win_trick" if winner == HUMAN else "status_wins_trick"
        caption = t(key, seat=seat_name(winner), points=last.points)
    else:
        cards = list(obs.trick)
        leader = obs.leader
        winner = -1
    slots = []
    for i, card in enumerate(cards):
        seat = (leader + i) & 3
        extra = [f"slot slot-{POSITION[seat]}"]
        if card == ui.fresh and not ui.collecting and i == len(cards) - 1:
            extra.append(f"fresh from-{POSITION[seat]}")
        if seat == winner:
            extra.append("winner")
        slots.append(card_static(card, " ".join(extra)))
    cap = ""
    if caption and not ui.collecting:
        cap = f'<div class="trick-caption" role="status">{esc(caption)}</div>'
    return (f'<div class="{cls}" role="group" aria-label="{esc(t("table_center"))}" '
            f'data-trick-count="{len(cards)}">{"".join(slots)}{cap}</div>')


def step_button(delta: int, label: str) -> str:
    what = t("bid_less") if delta < 0 else t("bid_more")
    return (f'<button type="button" class="step" data-action="bid-step" data-value="{delta}" '
            f'data-key="bid-step{delta:+d}" aria-label="{esc(label)}, {esc(what)}">'
            f'{label}</button>')


def trump_face(trump: int) -> str:
    """A bid button's trump: a suit's picture, or Coinche's SA / TA in letters."""
    if trump < 4:
        return suit_icon(trump)
    return f' <span class="trump-mark">{esc(trump_mark(trump))}</span>'


def bid_button(scene: Scene, call: Call) -> str:
    """A bid of the value on show in one trump (``data-value``: the trump's number)."""
    trump = call.bid_suit
    colour = "red" if trump in (1, 2) else "black" if trump < 4 else "other"
    letter = TRUMP_LETTERS[trump]
    # sans-atout and tout-atout show letters: the name says them too (axe: label in name)
    named = suit_word(trump) if trump < 4 else f"{trump_mark(trump)} ({suit_word(trump)})"
    label = t("bid_aria", value=bid_value_text(call.value), suit=named)
    # capot is written once, in the stepper: its six buttons show their trumps only
    number = "" if call.value == CAPOT_VALUE else f'<span class="bid-num">{call.value}</span>'
    return (f'<button type="button"{hint_attrs(scene, call, "bid-suit " + colour)} '
            f'data-action="bid" data-value="{trump}" data-suit="{letter}" data-bid="{call}" '
            f'data-key="bid-{letter}" aria-label="{esc(label)}">'
            f'{number}{trump_face(trump)}</button>')


def call_button(scene: Scene, call: Call) -> str:
    """Pass, close or close back (Coinche: coinche or surcoinche)."""
    kind = call.kind
    stop = " data-stop" if kind == PASS else ""  # the bid box's tab stop: the safe call
    return (f'<button type="button"{hint_attrs(scene, call, f"call {kind}")} data-action="call" '
            f'data-value="{kind}" data-call="{kind}" data-key="call-{kind}"{stop}>'
            f'{esc(call_words(call))}</button>')


DOUBLES = (CLOSE, CLOSE_BACK, COINCHE, SURCOINCHE)  # the calls that multiply, in their order


def auction_panel(scene: Scene) -> str:
    """The bid box: the value (a stepper) and a button per trump, then pass and the calls
    that double. Every button is one of the engine's legal calls (``obs.legal``)."""
    obs = scene.obs
    legal = [a for a in obs.legal if isinstance(a, Call)]
    rows = [f'<div class="panel-title">{esc(t("your_call"))}</div>']
    value = scene.bid_value
    bids = [c for c in legal if c.is_bid and c.value == value]
    if value is not None and bids:
        steps = [step_button(-10, "−10"), step_button(10, "+10")]
        if obs.rules != "coinche":  # Coinche has ten values, 80 to capot
            steps.append(step_button(50, "+50"))
        shown = esc(bid_value_text(value))
        rows.append(
            f'<div class="bid-row"><div class="stepper" role="group" '
            f'aria-label="{esc(t("bid_value"))}">{steps[0]}'
            f'<output class="bid-value" data-bid-value="{value}">{shown}</output>'
            f'{"".join(steps[1:])}</div>'
            f'<div class="suit-buttons" data-trumps="{len(bids)}">'
            f'{"".join(bid_button(scene, c) for c in bids)}</div></div>'
        )
    elif obs.contract is None and any(c.kind in DOUBLES for c in obs.calls):
        key = "no_more_bids_coinche" if obs.rules == "coinche" else "no_more_bids"
        rows.append(f'<p class="hint">{esc(t(key))}</p>')
    calls = [PASS_CALL] + [c for c in legal if c.kind in DOUBLES]
    rows.append(f'<div class="call-row">{"".join(call_button(scene, c) for c in calls)}</div>')
    return (f'<div class="panel auction-panel" role="group" aria-label="{esc(t("your_call"))}" '
            f'data-panel="auction" data-roving="all">{"".join(rows)}</div>')


def highest_bid_text(obs: Observation) -> str:
    """``Highest: 90♦ by Left`` (or that there is no bid yet)."""
    high = None
    for i, call in enumerate(obs.calls):
        if call.is_bid:
            high = (call, obs.caller(i))
    if high is None:
        return t("no_bid_yet")
    return t("highest_bid", call=call_words(high[0]), seat=seat_name(high[1]))


def auction_info(scene: Scene) -> str:
    text = highest_bid_text(scene.obs)
    return (f'<div class="panel auction-info" data-panel="auction-info">'
            f'<div class="panel-title">{esc(t("auction"))}</div>'
            f'<p class="big">{rich(text)}</p></div>')


def declare_panel(scene: Scene) -> str:
    obs = scene.obs
    items = "".join(
        f'<li>{rich(declaration_name(d))}</li>' for d in obs.my_declarations
    )
    return (
        f'<div class="panel declare-panel" role="group" aria-label="{esc(t("you_hold_decl"))}" '
        f'data-panel="declare" data-roving="all">'
        f'<div class="panel-title">{esc(t("you_hold_decl"))}</div>'
        f'<ul class="decl-list">{items}</ul>'
        f'<p class="hint">{esc(t("announce_or_decline"))}</p><div class="call-row">'
        f'<button type="button"{hint_attrs(scene, ANNOUNCE, "call primary")} data-action="declare" '
        f'data-value="true" data-announce="true" data-key="declare-true">{esc(t("announce"))}'
        f'</button>'
        f'<button type="button"{hint_attrs(scene, DECLINE, "call")} data-action="declare" '
        f'data-value="false" data-announce="false" data-key="declare-false">{esc(t("decline"))}'
        f'</button></div></div>'
    )


def center_region(scene: Scene) -> str:
    obs = scene.obs
    if in_auction(obs) and scene.waiting in (W_HUMAN, W_BOT) and is_belote(obs):
        return calls_panel(scene) if scene.waiting == W_HUMAN else choice_info(scene)
    if in_auction(obs) and scene.waiting in (W_HUMAN, W_BOT):
        if scene.waiting == W_HUMAN:
            return auction_panel(scene)
        return auction_info(scene)
    if obs.contract is None:
        return ""
    parts = [trick_box(scene)]
    if scene.waiting == W_HUMAN and must_declare(obs):
        parts.append(declare_panel(scene))
    return "".join(parts)


# --- the status line and the message ---------------------------------------------------
def status_text(scene: Scene) -> str:
    obs = scene.obs
    w = scene.waiting
    if w == W_MATCH_OVER:
        return t("status_match_over")
    if w == W_SUMMARY:
        return t("status_thrown_in") if obs.phase == "thrown-in" else t("status_deal_over")
    if w == W_HOLD and obs.tricks:
        last = obs.tricks[-1]
        key = "status_you_win_trick" if last.winner == HUMAN else "status_wins_trick"
        return t(key, seat=seat_name(last.winner), points=last.points)
    if w == W_BOT and obs.to_act is not None:
        return t("status_thinking", seat=seat_name(obs.to_act))
    if w == W_HUMAN:
        if in_auction(obs) and is_belote(obs) and obs.turned is not None:
            key = "status_your_take" if choice_round(obs) == 1 else "status_your_name"
            return t(key, suit=suit_word(obs.turned >> 3))
        if in_auction(obs):
            kinds = {a.kind for a in obs.legal if isinstance(a, Call)}
            if obs.rules == "coinche":
                return coinche_status(kinds)
            if CLOSE_BACK in kinds:
                return t("status_your_call_back")
            if BID not in kinds:
                return t("status_your_call_pass")
            return t("status_your_call_close") if CLOSE in kinds else t("status_your_call")
        if must_declare(obs):
            return t("status_your_declare")
        return t("status_your_lead") if not obs.trick else t("status_your_play")
    return ""


def coinche_status(kinds: set[CallKind]) -> str:
    """The status line at the player's Coinche call: what the engine allows now."""
    if SURCOINCHE in kinds:
        return t("status_your_surcoinche")
    if BID not in kinds:
        return t("status_your_call_pass_coinche")
    return t("status_your_call_coinche") if COINCHE in kinds else t("status_your_call")


def hint_button(scene: Scene) -> str:
    """The "Hint" button (the human's turn): asks what the hard bot would play."""
    busy = scene.ui.hinting
    values = {
        "type": "button",
        "class": "hint-btn" + (" busy" if busy else ""),
        "data-action": "hint",
        "data-key": "hint",
        "aria-keyshortcuts": "H",
        "title": t("hint_title"),
        "aria-busy": "true" if busy else None,
        "aria-disabled": "true" if busy else None,
    }
    label = t("hint_thinking") if busy else t("hint")
    return f'<button{attrs(values)}><span class="btn-label">{esc(label)}</span></button>'


def hint_note(scene: Scene) -> str:
    """The hint on show: the suggested action and why (test hooks: ``data-hint-*``)."""
    h = shown_hint(scene)
    if h is None:
        return ""
    a = h.action
    values = {
        "class": "hint-note",
        "data-hint-code": h.code,
        "data-hint-action": str(a),
        "data-hint-card": card_name(a.card) if isinstance(a, Play) else "",
        "data-hint-call": "" if isinstance(a, Play) else str(a),
    }
    return (f'<p{attrs(values)}><b class="hint-label">{esc(t("hint_label"))}</b> '
            f'<span class="hint-text">{rich(hint_text(h))}</span></p>')


def status_region(scene: Scene) -> str:
    mine = scene.waiting == W_HUMAN
    cls = "status-line" + (" mine" if mine else "")
    line = f'<p class="{cls}" data-status="{esc(scene.waiting)}">{esc(status_text(scene))}</p>'
    back = undo_button(scene)
    if scene.lesson is not None:  # the guided deal's note says the move: no hint, no undo
        return f'<div class="status-row">{line}</div>{lesson_note(scene.lesson)}'
    if not mine:
        return f'<div class="status-row">{line}{back}</div>' if back else line
    return f'<div class="status-row">{line}{hint_button(scene)}{back}</div>{hint_note(scene)}'


def toast_region(scene: Scene) -> str:
    ui = scene.ui
    if not ui.message:
        return ""
    return (f'<div class="toast-msg kind-{esc(ui.message_kind)}" '
            f'data-kind="{esc(ui.message_kind)}" data-serial="{ui.message_serial}">'
            f'{rich(ui.message)}</div>')
