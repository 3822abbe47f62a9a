"""The page's message template, ``web/i18n/locale/pilotta_web.pot``, extracted by Babel from
the calls of ``web/`` (``t``, ``tn``, ``tp``, ``said_of`` and the markers of
``web/i18n/markers.py``).

Babel is a test tool (requirements-test.txt), not a build one: the build only compiles the
``.po`` files (``buildsite/msgfmt.py``). After changing the page's words, run
``.venv/bin/python -m buildsite.extract`` to rewrite the template, then
``.venv/bin/pybabel update -D pilotta_web -i web/i18n/locale/pilotta_web.pot
-d web/i18n/locale -w 96 -N`` (or a translator's tool) to merge it into each language (it
keeps each file's Plural-Forms; the .po files are in the template's sorted order, so it moves
nothing); tests/web/test_catalogs.py fails while the template or a language is behind.
"""

from __future__ import annotations

import importlib
import io
from pathlib import Path
from typing import Any

from .msgfmt import DOMAIN, LOCALE
from .paths import ROOT, WEB

TEMPLATE = LOCALE / f"{DOMAIN}.pot"
# Babel's keyword specs: which arguments are the msgid, the plural, the context ("c").
KEYWORDS: dict[str, Any] = {
    "t": (1,),
    "tn": (1, 1),  # a symbolic msgid is its own plural id: msgid "tricks", msgid_plural "tricks"
    "tp": ((1, "c"), 2),
    "said_of": (1,),
    "N_": (1,),
    "nN_": (1, 1),
    "pN_": ((1, "c"), 2),
}
Message = tuple[str | None, str, str | None]  # (context, msgid, msgid_plural)


def extract(root: Path = ROOT) -> Any:
    """The messages of ``root/web`` as a Babel ``Catalog`` (sorted, without locations)."""
    extract_mod = importlib.import_module("babel.messages.extract")
    catalog_mod = importlib.import_module("babel.messages.catalog")
    catalog = catalog_mod.Catalog(domain=DOMAIN, project="Cypriot Pilotta (the page)",
                                  fuzzy=False, header_comment="# The page's words: the template.")
    found = extract_mod.extract_from_dir(
        str(root / WEB), method_map=[("**.py", "python")], keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for _path, _line, message, comments, context in found:
        catalog.add(message, None, auto_comments=comments, context=context)
    return catalog


def messages(catalog: Any) -> set[Message]:
    """A Babel catalog's messages as (context, msgid, msgid_plural)."""
    out: set[Message] = set()
    for m in catalog:
        if not m.id:
            continue
        msgid, plural = (m.id[0], m.id[1]) if isinstance(m.id, tuple) else (m.id, None)
        out.add((m.context, msgid, plural))
    return out


def template_text(catalog: Any) -> str:
    pofile = importlib.import_module("babel.messages.pofile")
    out = io.BytesIO()
    pofile.write_po(out, catalog, no_location=True, omit_header=False, sort_output=True,
                    width=96)
    # The dates and Babel's placeholders would change the file at every run.
    lines = [line for line in out.getvalue().decode().splitlines(keepends=True)
             if not line.startswith(('"POT-Creation-Date', '"PO-Revision-Date', '"Report-Msgid',
                                     '"Last-Translator', '"Language-Team'))]
    return "".join(lines).replace(" VERSION\\n", "\\n")


def main() -> None:
    path = ROOT / TEMPLATE
    path.write_text(template_text(extract()), encoding="utf-8")
    print(f"{TEMPLATE}: {len(messages(extract()))} messages")


if __name__ == "__main__":
    main()
