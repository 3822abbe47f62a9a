"""The page's catalogs, .po to .mo (buildsite/msgfmt.py): what the standard library's gettext
reads back is what the .po says (plain, in a context, plural forms by the header's rule,
strings run over several lines, escapes); a fuzzy entry is left out; a bad file stops the
build with one line naming the file and the line."""

from __future__ import annotations

import gettext
import io
import zipfile
from pathlib import Path

import pytest

from buildsite.msgfmt import DOMAIN, LOCALE, compile_catalogs, mo_bytes, read_po

PO = r'''# A comment
msgid ""
msgstr ""
"Language: fr\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"
"Content-Type: text/plain; charset=UTF-8\n"

#. the deal's number
msgid "deal_n"
msgstr "Donne {n}"

msgctxt "accusative"
msgid "seat3"
msgstr "Ouest"

msgid "tricks"
msgid_plural "tricks"
msgstr[0] "{n} pli"
msgstr[1] "{n} plis"

msgid "long"
msgstr ""
"une ligne, "
"puis « l'autre »\n"
"et \"des\" guillemets\t!"

#, fuzzy
msgid "guess"
msgstr "une devinette"

msgid "untranslated"
msgstr ""
'''


def catalog(text: str = PO) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(read_po(text))))


def test_gettext_reads_back_what_the_po_says() -> None:
    fr = catalog()
    assert fr.gettext("deal_n") == "Donne {n}"
    assert fr.pgettext("accusative", "seat3") == "Ouest"
    assert fr.gettext("seat3") == "seat3"  # only in its context
    assert [fr.ngettext("tricks", "tricks", n) for n in (0, 1, 2, 5)] == [
        "{n} pli", "{n} pli", "{n} plis", "{n} plis"]  # French: n > 1
    assert fr.gettext("long") == "une ligne, puis « l'autre »\net \"des\" guillemets\t!"
    assert fr.info()["language"] == "fr"


def test_a_fuzzy_or_untranslated_entry_is_left_out() -> None:
    fr = catalog()
    assert fr.gettext("guess") == "guess" and fr.gettext("untranslated") == "untranslated"
    assert "guess" not in {e.msgid for e in read_po(PO)}


def test_the_same_entries_give_the_same_bytes() -> None:
    assert mo_bytes(read_po(PO)) == mo_bytes(list(reversed(read_po(PO))))


@pytest.mark.parametrize(("text", "says"), [
    ('msgid "a"\nmsgstr "b\n', "x.po:2: expected a quoted string"),
    ('msgid "a"\nmsgtxt "b"\n', "x.po:2: unknown keyword 'msgtxt'"),
    ('msgid "a"\nmsgid_plural "a"\nmsgstr[1] "b"\n', "x.po:3: msgstr[1] out of order"),
    ('msgid "a"\nmsgid_plural "a"\nmsgstr[x] "b"\n', "x.po:3: msgstr[x] out of order"),
])
def test_a_bad_file_is_one_line_naming_where(tmp_path: Path, text: str, says: str) -> None:
    po = tmp_path / LOCALE / "xx" / "LC_MESSAGES" / "x.po"
    po.parent.mkdir(parents=True)
    po.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        compile_catalogs(tmp_path)
    message = str(exc.value)
    assert message.startswith("catalog: ") and says in message and "\n" not in message


def test_the_pages_catalogs_are_compiled_into_the_game_zip() -> None:
    """The build's game.zip carries a .mo per language where translate.py looks for it."""
    root = Path(__file__).resolve().parents[2]
    names = [name for name, _ in compile_catalogs(root)]
    assert names == [f"web/i18n/locale/{lang}/LC_MESSAGES/{DOMAIN}.mo"
                     for lang in ("el", "en", "fr")]
    game_zip = root / "dist" / "packages" / "game.zip"
    if game_zip.is_file():  # built: the archive holds them
        assert set(names) <= set(zipfile.ZipFile(game_zip).namelist())
