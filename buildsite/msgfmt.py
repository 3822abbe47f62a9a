"""The page's message catalogs, ``.po`` to ``.mo``: the one home of both formats in the
project (the build puts the ``.mo`` files in ``game.zip``; the tests' conftest writes them
beside their ``.po`` for CPython; the tests read the ``.po`` files through ``read_po``).

Standard library only: the build runs with the system python3, without Babel. A ``.po`` file
is a list of entries (``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` / ``msgstr[i]``, each
a run of quoted C strings); an entry marked ``#, fuzzy`` is a guess and is left out, as GNU
msgfmt does. A ``.mo`` file is the GNU format that ``gettext.GNUTranslations`` reads: a header,
two tables of (length, offset) for the sorted originals and their translations, then the
strings; a context is ``ctxt\\x04msgid``, a plural's forms are joined by ``\\x00``.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path

DOMAIN = "pilotta_web"  # web/i18n/translate.py reads locale/<lang>/LC_MESSAGES/<DOMAIN>.mo
LOCALE = Path("web") / "i18n" / "locale"  # relative to the repository (and to game.zip's root)
MAGIC = 0x950412DE


@dataclass
class Entry:
    """One message: its context (``None``: none), id, plural id, and translations (one, or
    one per plural form)."""

    msgid: str
    context: str | None = None
    plural: str | None = None
    strings: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)


class PoError(ValueError):
    """A ``.po`` file that cannot be read: the message names the file and the line."""


def _string(text: str, where: str) -> str:
    """A quoted C string of a ``.po`` file (``"a\\"b\\n"``) as text."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"{where}: expected a quoted string, got {text[:40]!r}")
    try:
        value = ast.literal_eval(text)  # the escapes of a .po string are Python's
    except (SyntaxError, ValueError) as exc:
        raise PoError(f"{where}: bad string {text[:40]!r}") from exc
    if not isinstance(value, str):
        raise PoError(f"{where}: bad string {text[:40]!r}")
    return value


def read_po(text: str, name: str = "<po>") -> list[Entry]:
    """The entries of a ``.po`` file, the header (``msgid ""``) first, fuzzy ones left out."""
    entries: list[Entry] = []
    entry: Entry | None = None
    flags: set[str] = set()
    part = ""  # the keyword whose string the next quoted lines continue

    def finish() -> None:
        nonlocal entry
        if entry is not None and "fuzzy" not in entry.flags:
            entries.append(entry)
        entry = None

    for number, raw in enumerate(text.splitlines(), 1):
        line, where = raw.strip(), f"{name}:{number}"
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,"):
                if entry is not None and entry.strings:
                    finish()
                flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            continue
        continued = line.startswith('"')  # a string continuing the keyword before
        keyword, _, rest = (part, "", line) if continued else line.partition(" ")
        if entry is None or (keyword in ("msgctxt", "msgid") and not continued
                             and entry.strings):
            finish()
            entry, flags = Entry(msgid="", flags=flags), set()
        value = _string(rest.strip(), where)
        if keyword == "msgctxt":
            entry.context = (entry.context or "") + value if continued else value
        elif keyword == "msgid":
            entry.msgid = entry.msgid + value if continued else value
        elif keyword == "msgid_plural":
            entry.plural = (entry.plural or "") + value if continued else value
        elif keyword == "msgstr" or keyword.startswith("msgstr["):
            if continued:
                entry.strings[-1] += value
            else:
                index = keyword[7:-1] if keyword != "msgstr" else "0"
                if index != str(len(entry.strings)):
                    raise PoError(f"{where}: {keyword} out of order")
                entry.strings.append(value)
        else:
            raise PoError(f"{where}: unknown keyword {keyword!r}")
        part = keyword
    finish()
    return entries


def mo_bytes(entries: list[Entry]) -> bytes:
    """The GNU ``.mo`` file of ``entries`` (untranslated ones, all strings empty, left out:
    gettext then falls back, as for a message it does not know)."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        if not any(e.strings):
            continue
        key = e.msgid if e.plural is None else f"{e.msgid}\0{e.plural}"
        if e.context is not None:
            key = f"{e.context}\x04{key}"
        pairs[key.encode()] = "\0".join(e.strings).encode()
    keys = sorted(pairs)
    originals_at = 7 * 4
    translations_at = originals_at + 8 * len(keys)
    data_at = translations_at + 8 * len(keys)
    tables, blob = [b"", b""], b""
    for column, strings in enumerate((keys, [pairs[k] for k in keys])):
        for s in strings:
            tables[column] += struct.pack("<2I", len(s), data_at + len(blob))
            blob += s + b"\0"
    header = struct.pack("<7I", MAGIC, 0, len(keys), originals_at, translations_at, 0, data_at)
    return header + tables[0] + tables[1] + blob


def compile_catalogs(root: Path) -> list[tuple[str, bytes]]:
    """Every ``<lang>/LC_MESSAGES/*.po`` under ``root / LOCALE`` compiled: (path of its
    ``.mo`` relative to ``root``, its bytes), sorted. A bad file stops with a one-line error."""
    out = []
    for po in sorted((root / LOCALE).glob("*/LC_MESSAGES/*.po")):
        try:
            entries = read_po(po.read_text(encoding="utf-8"), po.relative_to(root).as_posix())
        except PoError as exc:
            raise SystemExit(f"catalog: {exc}") from None
        out.append((po.with_suffix(".mo").relative_to(root).as_posix(), mo_bytes(entries)))
    return out


def write_catalogs(root: Path) -> None:
    """Write each ``.mo`` beside its ``.po`` (for CPython: tests, tools), only when changed."""
    for name, data in compile_catalogs(root):
        path = root / name
        if not path.is_file() or path.read_bytes() != data:
            tmp = path.with_suffix(".mo.tmp")
            tmp.write_bytes(data)
            tmp.replace(path)
