"""Card graphics: SVG suit symbols (one sprite, referenced by ``<use>``) and CSS-drawn card
faces and backs. Same-origin, no fonts or images: every glyph of a suit is a path here."""

from __future__ import annotations

from pilotta.cards import RANKS, SUITS, card_pretty
from web.core.html import attrs, esc
from web.i18n.translate import card_words, t

# Suit shapes in a 100 x 100 box.
SUIT_SHAPES: dict[str, str] = {
    "S": '<path d="M50 5 C56 15 92 37 92 60 C92 74 82 82 71 82 C63 82 56 78 53 72 '
         'C54 82 58 89 66 95 L34 95 C42 89 46 82 47 72 C44 78 37 82 29 82 '
         'C18 82 8 74 8 60 C8 37 44 15 50 5 Z"/>',
    "H": '<path d="M50 90 C46 85 7 60 7 33 C7 18 18 8 31 8 C40 8 47 13 50 22 '
         'C53 13 60 8 69 8 C82 8 93 18 93 33 C93 60 54 85 50 90 Z"/>',
    "D": '<path d="M50 4 C61 22 74 37 89 50 C74 63 61 78 50 96 C39 78 26 63 11 50 '
         'C26 37 39 22 50 4 Z"/>',
    "C": '<circle cx="50" cy="28" r="19"/><circle cx="27" cy="58" r="19"/>'
         '<circle cx="73" cy="58" r="19"/><circle cx="50" cy="52" r="11"/>'
         '<path d="M46 55 C46 76 42 86 32 95 L68 95 C58 86 54 76 54 55 Z"/>',
}

# Each seat's place around the table, the human's (0) at the bottom: the table and the
# replay viewer draw the same four places.
POSITION = {0: "bottom", 1: "right", 2: "top", 3: "left"}

RED_SUITS = frozenset({1, 2})
FACE_RANKS = frozenset({4, 5, 6})  # J Q K


def sprite() -> str:
    """The ``<svg>`` holding one ``<symbol>`` per suit; put once in the page."""
    symbols = "".join(
        f'<symbol id="suit-{s}" viewBox="0 0 100 100">{shape}</symbol>'
        for s, shape in SUIT_SHAPES.items()
    )
    return (
        '<svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">'
        f"<defs>{symbols}</defs></svg>"
    )


def suit_icon(suit: int, cls: str = "") -> str:
    return (
        f'<svg class="suit-icon {cls}" viewBox="0 0 100 100" aria-hidden="true" '
        f'focusable="false"><use href="#suit-{SUITS[suit]}"/></svg>'
    )


def rank_text(card: int) -> str:
    r = RANKS[card & 7]
    return "10" if r == "T" else r


def colour(card: int) -> str:
    return "red" if card >> 3 in RED_SUITS else "black"


def face(card: int) -> str:
    """The inside of a card face: two corners and a centre."""
    suit = card >> 3
    rank = rank_text(card)
    # The rank is text once (the top corner): the other two are drawn by CSS from
    # data-rank, so the card's visible text is its rank alone, which its name begins with.
    corner = f'<span class="rank">{rank}</span>{suit_icon(suit)}'
    drawn = f'<span class="rank" data-rank="{rank}"></span>{suit_icon(suit)}'
    if card & 7 in FACE_RANKS:
        middle = (f'<span class="court"><span class="court-rank" data-rank="{rank}"></span>'
                  f"{suit_icon(suit, 'court-suit')}</span>")
    else:
        ace = " pip-ace" if card & 7 == 7 else ""
        middle = f'<span class="pip{ace}">{suit_icon(suit)}</span>'
    return (
        f'<span class="corner tl" aria-hidden="true">{corner}</span>'
        f'<span class="middle" aria-hidden="true">{middle}</span>'
        f'<span class="corner br" aria-hidden="true">{drawn}</span>'
    )


def card_classes(card: int, extra: str = "") -> str:
    return f"card face {colour(card)} {extra}".strip()


def card_label(card: int) -> str:
    """A card button's name: what it shows, then its name in words (``J♥, Jack of
    hearts``), so the visible text is part of the name (WCAG 2.5.3, label in name)."""
    return f"{card_pretty(card)}, {card_words(card)}"


def trump_words(extra: str) -> str:
    """", trump" for a card drawn with the gold trump tab (the class ``trump``): what the
    tab shows, said."""
    return ", " + t("card_is_trump") if "trump" in extra.split() else ""


def card_button(card: int, *, legal: bool, active: bool, extra: str = "",
                label_suffix: str = "", hint_tag: str = "") -> str:
    """A card of the player's hand: a real button. ``active`` when it is the player's turn
    to play (then illegal cards are dimmed but stay clickable, to say why not). ``hint_tag``:
    the hint suggests the card (the word is shown over it)."""
    name = card_label(card)
    classes = card_classes(card, extra)
    if active:
        classes += " legal" if legal else " illegal"
    values = {
        "type": "button",
        "class": classes,
        "data-action": "play",
        "data-card": f"{RANKS[card & 7]}{SUITS[card >> 3]}",
        "data-legal": "true" if legal else "false",
        "data-key": f"card-{card}",
        "data-hinted": "true" if hint_tag else None,  # the hint suggests this card
        "data-hint-tag": hint_tag or None,  # ... the word shown on it (CSS)
        "aria-label": name + trump_words(extra) + label_suffix,
        "aria-disabled": None if (legal and active) else "true",
    }
    return f"<button{attrs(values)}>{face(card)}</button>"


def card_static(card: int, extra: str = "") -> str:
    """A card shown on the table (not clickable)."""
    name = f"{RANKS[card & 7]}{SUITS[card >> 3]}"
    label = card_words(card) + trump_words(extra)
    return (f'<div class="{esc(card_classes(card, extra))}" role="img" '
            f'aria-label="{esc(label)}" data-card="{name}">{face(card)}</div>')


def card_back(extra: str = "") -> str:
    return f'<div class="card back {extra}" aria-hidden="true"></div>'


def mini_card(card: int) -> str:
    """A small inline card (rank + suit) for lists and the last-trick box."""
    return (f'<span class="mini {colour(card)}" role="img" aria-label="{esc(card_words(card))}">'
            f'<span class="rank">{rank_text(card)}</span>{suit_icon(card >> 3)}</span>')
