"""A deal's link: this page's address with the deal in its fragment (``#deal=<code>``,
``pilotta.share``); the fragment never leaves the browser. Pure Python: the browser's side
(the Web Share API, the clipboard, reading the address) is ``web/replay_dom.py``."""

from __future__ import annotations

from pilotta.game import Deal
from pilotta.share import ShareError, fragment

from .export import record_error_words
from .i18n import t


def link_to(address: str, deal: Deal) -> str:
    """``address`` (the page's, any fragment dropped) with ``deal`` in the fragment."""
    return address.split("#", 1)[0] + "#" + fragment(deal)


def link_error_words(error: ShareError) -> str:
    if error.record is not None:
        return record_error_words(error.record)
    return t("lnk_" + error.code, **error.params)
