"""A deal's link: this page's address with the deal in its fragment (``#deal=<code>``,
``pilotta.share``); the fragment never leaves the browser. Of the sender's own parameters
only the language travels: a seed, a target or a game in the link would ask the receiver's
page for another match. Pure Python: the browser's side
(the Web Share API, the clipboard, reading the address) is ``web/replay/dom.py``."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode

from pilotta.game import Deal
from pilotta.share import ShareError, fragment
from web.i18n.translate import language, seat_name

KEPT_PARAMS = ("lang",)  # what a link carries of the sender's address besides the deal


def link_to(address: str, deal: Deal) -> str:
    """``address`` (the page's, its query cut down to ``KEPT_PARAMS`` and any fragment
    dropped) with ``deal`` in the fragment."""
    page, _, query = address.split("#", 1)[0].partition("?")
    kept = {}
    for name, value in parse_qsl(query, keep_blank_values=True):
        if name in KEPT_PARAMS and name not in kept:
            kept[name] = value
    return page + ("?" + urlencode(kept) if kept else "") + "#" + fragment(deal)


def link_error_words(error: ShareError) -> str:
    """Why a link's deal is refused, in the page's language (the engine's sentences)."""
    return error.words(language(), seat_name)
