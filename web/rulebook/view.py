"""The rules page: a dialog over the table (so it works offline and never loses the match;
the bots wait while it is open), in the page's language, with its examples drawn as cards.
The game being played comes first. Its words are the keys ``r_*`` of ``web/i18n/locale/``."""

from __future__ import annotations

from pilotta.cards import parse_card
from web.core.card_faces import mini_card
from web.core.html import esc
from web.i18n.translate import t

# A section: its heading key, then its parts: ("p", key) a paragraph, ("cards", cards, key)
# an example drawn as cards with its caption, ("ex", key) an example in words.
Part = tuple[str, ...]
PILOTTA: tuple[tuple[str, tuple[Part, ...]], ...] = (
    ("r_table_h", (("p", "r_table"),)),
    ("r_order_h", (
        ("p", "r_order_trump"), ("cards", "JH 9H AH TH KH QH 8H 7H", "r_order_trump_cap"),
        ("p", "r_order_side"), ("cards", "AS TS KS QS JS 9S 8S 7S", "r_order_side_cap"),
        ("p", "r_order_total"),
    )),
    ("r_auction_h", (("p", "r_auction"), ("p", "r_close"))),
    ("r_play_h", (("p", "r_play"), ("cards", "AS 9H | 8H JH", "r_play_ex"))),
    ("r_decl_h", (
        ("p", "r_decl"),
        ("cards", "7D 8D 9D", "r_decl_run3"),
        ("cards", "TC JC QC KC", "r_decl_run4"),
        ("cards", "9S TS JS QS KS", "r_decl_run5"),
        ("cards", "JS JH JD JC", "r_decl_four"),
        ("p", "r_pilotta_kq"), ("cards", "KH QH", "r_pilotta_cap"),
    )),
    ("r_score_h", (("p", "r_score"), ("p", "r_capot"), ("p", "r_closed"), ("p", "r_sheet"),
                   ("p", "r_match"))),
)
BELOTE: tuple[tuple[str, tuple[Part, ...]], ...] = (
    ("", (("p", "r_belote_deal"), ("p", "r_belote_play"), ("p", "r_belote_kq"),
          ("cards", "KD QD", "r_belote_kq_cap"), ("p", "r_belote_score"))),
)
COINCHE: tuple[tuple[str, tuple[Part, ...]], ...] = (
    ("", (("p", "r_coinche_deal"), ("p", "r_coinche_auction"), ("ex", "r_coinche_auction_ex"),
          ("p", "r_coinche_double"),
          ("p", "r_coinche_no_trump"),
          ("cards", "AS TS KS QS JS 9S 8S 7S", "r_coinche_no_trump_cap"),
          ("p", "r_coinche_all_trump"),
          ("cards", "JS 9S AS TS KS QS 8S 7S", "r_coinche_all_trump_cap"),
          ("p", "r_coinche_kq"), ("p", "r_coinche_score"), ("p", "r_coinche_coinched"),
          ("p", "r_coinche_match"))),
)
GAMES = {"pilotta": ("r_pilotta", PILOTTA), "belote": ("r_belote", BELOTE),
         "coinche": ("r_coinche", COINCHE)}


def cards_example(cards: str, caption: str) -> str:
    """Small card pictures (a ``|`` starts a second group: the hand after the trick) and
    their caption; the pictures carry their names for screen readers."""
    groups = []
    for group in cards.split("|"):
        minis = "".join(mini_card(parse_card(c)) for c in group.split())
        groups.append(f'<span class="rules-cards">{minis}</span>')
    return (f'<figure class="rules-example" data-rules-example="{esc(cards)}">'
            f'{"<span class=rules-then aria-hidden=true>→</span>".join(groups)}'
            f'<figcaption>{esc(t(caption))}</figcaption></figure>')


def game_section(game: str) -> str:
    title, sections = GAMES[game]
    parts = [f'<h3 class="rules-game">{esc(t(title))}</h3>']
    for heading, items in sections:
        if heading:
            parts.append(f'<h4>{esc(t(heading))}</h4>')
        for item in items:
            if item[0] == "cards":
                parts.append(cards_example(item[1], item[2]))
            elif item[0] == "ex":
                label = t("rules_ex_label")
                parts.append(f'<p class="rules-ex"><b>{esc(label)}</b> {esc(t(item[1]))}</p>')
            else:
                parts.append(f'<p>{esc(t(item[1]))}</p>')
    return f'<section class="rules-section" data-rules-game="{game}">{"".join(parts)}</section>'


def rules_dialog(rules: str, before: str = "") -> str:
    """The dialog, the game being played (``rules``) first; ``before``: HTML above the
    rules (the table's invitation to a guided deal)."""
    current = rules if rules in GAMES else "pilotta"
    games = [current] + [g for g in GAMES if g != current]
    body = before + "".join(game_section(g) for g in games)
    close = (f'<button type="button" class="primary" data-action="close-dialog" '
             f'data-key="rules-close">{esc(t("rules_close"))}</button>')
    return (
        f'<div class="dialog rules-dialog" role="dialog" aria-modal="true" '
        f'aria-labelledby="rules-title" data-dialog="rules">'
        f'<h2 id="rules-title">{esc(t("rules_title"))}</h2>'
        f'<div class="rules-body" role="document" aria-label="{esc(t("rules_aria"))}">{body}</div>'
        f'<div class="panel-actions">{close}</div></div>'
    )
