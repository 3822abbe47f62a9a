"""The words of the header and the side panel's narrow places, in every language.

``seat_short<N>``: a seat's name as the auction table's column head, which is a quarter of
the side panel wide; where it is shorter than the name (Greek), the table shows it in an
``<abbr>`` whose title is the whole name."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "seat_short0": "You", "seat_short1": "Right", "seat_short2": "Partner",
        "seat_short3": "Left",
    },
    "el": {
        "seat_short0": "Εσύ", "seat_short1": "Δεξιός", "seat_short2": "Συμπ.",
        "seat_short3": "Αριστ.",
    },
    "fr": {
        "seat_short0": "Vous", "seat_short1": "Est", "seat_short2": "Nord",
        "seat_short3": "Ouest",
    },
}
