"""Which words of one language show up in a text of another: the English catalog's words
that are not also words of the other language's catalog (Belote, Pilotta, Total, points...
are shared), found as whole words. Used by the catalog tests and the browser test of the
languages."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from string import Formatter

from web.i18n.translate import messages

WORD = re.compile(r"[^\W\d_]{3,}")  # letters only, three or more: no numbers, no symbols
# Words a page in any language may show: the languages' own names (the language switch
# names each in itself) and names of things.
SHARED = {"english", "français", "ελληνικά"}


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def catalog_words(lang: str) -> set[str]:
    """Every word of ``lang``'s catalog (its placeholders' names left out)."""
    found: set[str] = set()
    for template in messages(lang).values():
        literal = "".join(text for text, _, _, _ in Formatter().parse(template))
        found |= words(literal)
    return found


def foreign_words(text: str, lang: str, other: str = "en") -> set[str]:
    """The words of ``text`` that belong to ``other``'s catalog and not to ``lang``'s."""
    suspect = catalog_words(other) - catalog_words(lang) - SHARED
    return words(text) & suspect


class _Said(HTMLParser):
    """What a page's HTML says to a person: its text, and the attributes that are read out
    or shown (names, titles, the hint's tag); never class names or data hooks."""

    SPOKEN = ("aria-label", "title", "aria-description", "data-hint-tag", "alt", "placeholder")

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.parts.extend(v for k, v in attrs if k in self.SPOKEN and v)

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def said(html: str) -> str:
    parser = _Said()
    parser.feed(html)
    return "\n".join(parser.parts)
