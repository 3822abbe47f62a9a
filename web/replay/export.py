"""Records to and from the page: "Download the match" saves the engine's own
``pilotta-record/1`` text (``pilotta.record.dumps``, what ``python -m pilotta replay``
reads), and "Open a record" reads one with ``pilotta.record.loads``. A refusal is said in
the player's language from its code and parameters (the record's echoes kept as they are),
never as a traceback. Pure Python: the browser's side is ``web/replay/dom.py``."""

from __future__ import annotations

import json

from pilotta.match import Match
from pilotta.record import RecordError, export_match, loads, show
from web.i18n.translate import language, seat_name, t

MAX_RECORD_MB = 5  # a record of the longest match is far smaller


def record_name(year: int, month: int, day: int) -> str:
    """The downloaded file's name, from the player's date: ``pilotta-2026-11-30.json``."""
    return f"pilotta-{year:04d}-{month:02d}-{day:02d}.json"


def record_text(match: Match) -> str:
    """The match's finished deals (a deal in play would show every hidden hand: it goes in
    once it ends)."""
    data = export_match(match)
    data["deals"] = data["deals"][:finished_deals(match)]
    return json.dumps(data, indent=1) + "\n"


def finished_deals(match: Match) -> int:
    """How many of the match's deals are over (all but a deal in play)."""
    deals = match.deals
    return len(deals) - (1 if deals and not deals[-1].is_over else 0)


def read_record(text: str) -> Match:
    """The match a record holds, replayed by the engine; ``RecordError`` if refused."""
    return loads(text)


def record_error_words(error: RecordError) -> str:
    """Where and why, in the page's language, on one clean line: the engine's own sentences
    (``pilotta.record_messages``, the command line's), a seat by its name at the table; a
    refusal of the whole record is just why (the notice names the file)."""
    return error.words(language(), seat_name, whole=False)


def refused_notice(name: str, error: RecordError) -> str:
    return t("record_refused", name=show(name, quote=True), why=record_error_words(error))
