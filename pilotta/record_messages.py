"""Why a record or a shared deal's code is refused: a code with parameters (``RecordError``,
``ShareError``), worded here once in English, French and Greek for the command line and the
page alike.

Keys: ``where_*`` say where in a record (``Where``), ``rec_*`` why a record is refused
(``RecordError.code``), ``lnk_*`` why a deal's code is (``ShareError.code``). The English is
what ``python -m pilotta replay`` prints. The record's own echoes (``text``, ``value``,
``name``) arrive already cut and cleaned by ``record.show``; a refusal by the rules (code
``illegal``) is worded by ``messages``, and a code that replays into a refused record (``lnk_``
``replay``) by the record's own words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .messages import describe

if TYPE_CHECKING:
    from .reasons import Illegal
    from .record import Where

EN: dict[str, str] = {
    # where in a record
    "where_record": "record",
    "where_deal": "deal {deal}",
    "where_call": "deal {deal}, call {index} ({text}, {seat})",
    "where_call_end": "deal {deal}, call {index} ({text})",
    "where_card": "deal {deal}, card {index} ({text}, {seat})",
    "where_card_end": "deal {deal}, card {index} ({text})",
    "where_seat": "seat {n}",
    "where_why": "{where}: {why}",
    # why a record is refused
    "rec_not_object": "not a JSON object",
    "rec_format": "'format' must be \"{format}\"",
    "rec_rules": "unknown rules {name}: {known}",
    "rec_rounding_belote_only": "'rounding' is a Belote setting",
    "rec_rounding": "'rounding' is \"exact\" or \"tens\", not {value}",
    "rec_target_range": "the target must be between {low} and {high}, not {value}",
    "rec_target_number": "the target must be a whole number, not {value}",
    "rec_list": "'{name}' must be a list",
    "rec_first_dealer": "dealer must be a seat 0..3, not {value}",
    "rec_match_won": "the match was already won",
    "rec_deal_unfinished": "the deal before it is not finished",
    "rec_dealer": "the dealer must be seat {dealer}, not {value}",
    "rec_seed": "'seed' must be a whole number >= 0, not {value}",
    "rec_cards_given_as": "a {rules} deal gives its cards as '{given}', not '{other}'",
    "rec_deck_not_seed": "the deck is not the one shuffled by its seed",
    "rec_hands_not_seed": "the hands are not those dealt by its seed",
    "rec_no_cards": "a deal needs '{given}' or 'seed'",
    "rec_hand_count": "there must be 4 hands, not {n}",
    "rec_hand_card": "{value} in the hand of seat {seat} is not a card",
    "rec_hand_size": "seat {seat} holds {n} cards, not 8",
    "rec_not_a_deal": "the hands are not a deal of the 32 cards: {problem}",
    "rec_deck_card": "{value} in the deck is not a card",
    "rec_deck_size": "the deck must hold the 32 cards once each, not {n} cards with "
                     "{distinct} different",
    "rec_declare_seat": "'declare' holds seats 0..3, not {value}",
    "rec_auction_over": "the auction is over",
    "rec_not_call_belote": "not a call (pass, take, or a suit letter S, H, D or C)",
    "rec_not_call_coinche": "not a call (pass, a bid such as 80H, 120N or capotA, coinche or "
                            "surcoinche)",
    "rec_not_call": "not a call (pass, a bid such as 80H, close or close-back)",
    "rec_illegal": "{reason}",  # the rules' refusal, worded by ``messages``
    "rec_cards_before_contract": "cards are played but the auction is not over",
    "rec_cards_thrown_in": "cards are played in a thrown-in deal",
    "rec_all_played": "all 32 cards are already played",
    "rec_not_card": "not a card (a rank of 789TJQKA and a suit of SHDC, such as JH)",
    "rec_nested": "lists or objects are nested too deeply",
    "rec_json": "not valid JSON ({msg} at line {line}, column {column})",
    "rec_digits": "a number has more than {n} digits",
    "rec_constant": "{name} is not JSON",
    "rec_duplicate": "the key {name} is given twice in one object",
    "rec_decided_type": "'decided' must be true or false, not {value}",
    "rec_decided_nobody": "'decided' is true but no seat is to announce or decline now",
    # why a deal's code (a link's fragment) is refused
    "lnk_foreign": "the address does not hold a shared deal",
    "lnk_empty": "the link holds no deal",
    "lnk_too_long": "the deal's code is too long ({n} characters, at most {limit})",
    "lnk_alphabet": "the deal's code has a character it cannot hold: {char}",
    "lnk_short": "the link is cut short",
    "lnk_check": "the link is damaged (its check does not match)",
    "lnk_version": "the link was made by another version of the game (code version "
                   "{version})",
    "lnk_rules": "the link names no game this page knows",
    "lnk_hands": "the hands are not a deal of the 32 cards",
    "lnk_deck": "the deck does not hold the 32 cards once each",
    "lnk_call": "call {index} has no meaning",
    "lnk_cards": "more than 32 cards are played",
    "lnk_padding": "the link has stray characters at its end",
    "lnk_replay": "{reason}",  # the record's refusal of the deal, in its own words
}

FR: dict[str, str] = {
    "where_record": "le fichier",
    "where_deal": "donne {deal}",
    "where_call": "donne {deal}, annonce {index} ({text}, {seat})",
    "where_call_end": "donne {deal}, annonce {index} ({text})",
    "where_card": "donne {deal}, carte {index} ({text}, {seat})",
    "where_card_end": "donne {deal}, carte {index} ({text})",
    "where_seat": "siège {n}",
    "where_why": "{where} : {why}",
    "rec_not_object": "ce n'est pas un objet JSON",
    "rec_format": "ce n'est pas un fichier de partie (« format » doit valoir « {format} »)",
    "rec_rules": "règles inconnues {name} : {known}",
    "rec_rounding_belote_only": "« rounding » est un réglage de la Belote",
    "rec_rounding": "« rounding » vaut « exact » ou « tens », pas {value}",
    "rec_target_range": "l'objectif doit être entre {low} et {high}, pas {value}",
    "rec_target_number": "l'objectif doit être un nombre entier, pas {value}",
    "rec_list": "« {name} » doit être une liste",
    "rec_first_dealer": "le donneur doit être un siège de 0 à 3, pas {value}",
    "rec_match_won": "la partie était déjà gagnée",
    "rec_deal_unfinished": "la donne d'avant n'est pas terminée",
    "rec_dealer": "le donneur doit être le siège {dealer}, pas {value}",
    "rec_seed": "« seed » doit être un nombre entier à partir de 0, pas {value}",
    "rec_cards_given_as": "une donne de {rules} donne ses cartes dans « {given} », "
                          "pas dans « {other} »",
    "rec_deck_not_seed": "le paquet n'est pas celui que mélange sa graine",
    "rec_hands_not_seed": "les mains ne sont pas celles que distribue sa graine",
    "rec_no_cards": "une donne a besoin de « {given} » ou de « seed »",
    "rec_hand_count": "il faut 4 mains, pas {n}",
    "rec_hand_card": "{value} dans la main du siège {seat} n'est pas une carte",
    "rec_hand_size": "le siège {seat} a {n} cartes, pas 8",
    "rec_not_a_deal": "les mains ne sont pas une donne des 32 cartes : {problem}",
    "rec_deck_card": "{value} dans le paquet n'est pas une carte",
    "rec_deck_size": "le paquet doit contenir les 32 cartes une fois chacune, pas {n} cartes "
                     "dont {distinct} différentes",
    "rec_declare_seat": "« declare » contient des sièges de 0 à 3, pas {value}",
    "rec_auction_over": "les enchères sont terminées",
    "rec_not_call_belote": "ce n'est pas une annonce (pass, take, ou une couleur S, H, D "
                           "ou C)",
    "rec_not_call_coinche": "ce n'est pas une annonce (pass, une enchère comme 80H, 120N ou "
                            "capotA, coinche ou surcoinche)",
    "rec_not_call": "ce n'est pas une annonce (pass, une enchère comme 80H, close ou "
                    "close-back)",
    "rec_illegal": "{reason}",
    "rec_cards_before_contract": "des cartes sont jouées avant la fin des enchères",
    "rec_cards_thrown_in": "des cartes sont jouées dans une donne annulée",
    "rec_all_played": "les 32 cartes sont déjà jouées",
    "rec_not_card": "ce n'est pas une carte (un rang parmi 789TJQKA et une couleur parmi "
                    "SHDC, comme JH)",
    "rec_nested": "listes ou objets imbriqués trop profondément",
    "rec_json": "ce n'est pas du JSON valide ({msg}, ligne {line}, colonne {column})",
    "rec_digits": "un nombre a plus de {n} chiffres",
    "rec_constant": "{name} n'est pas du JSON",
    "rec_duplicate": "la clé {name} figure deux fois dans le même objet",
    "rec_decided_type": "« decided » vaut true ou false, pas {value}",
    "rec_decided_nobody": "« decided » vaut true, mais personne n'a à annoncer ou à "
                          "refuser ses déclarations maintenant",
    "lnk_foreign": "l'adresse ne contient pas de donne partagée",
    "lnk_empty": "le lien ne contient aucune donne",
    "lnk_too_long": "le code de la donne est trop long ({n} caractères, au plus {limit})",
    "lnk_alphabet": "le code de la donne contient un caractère impossible : {char}",
    "lnk_short": "le lien est coupé",
    "lnk_check": "le lien est abîmé (son contrôle ne correspond pas)",
    "lnk_version": "le lien vient d'une autre version du jeu (code de version {version})",
    "lnk_rules": "le lien désigne un jeu que cette page ne connaît pas",
    "lnk_hands": "les mains ne sont pas une donne des 32 cartes",
    "lnk_deck": "le paquet ne contient pas les 32 cartes une fois chacune",
    "lnk_call": "l'annonce {index} n'a pas de sens",
    "lnk_cards": "plus de 32 cartes sont jouées",
    "lnk_padding": "le lien a des caractères en trop à la fin",
    "lnk_replay": "{reason}",
}

EL: dict[str, str] = {
    "where_record": "το αρχείο",
    "where_deal": "μοιρασιά {deal}",
    "where_call": "μοιρασιά {deal}, δήλωση {index} ({text}, {seat})",
    "where_call_end": "μοιρασιά {deal}, δήλωση {index} ({text})",
    "where_card": "μοιρασιά {deal}, φύλλο {index} ({text}, {seat})",
    "where_card_end": "μοιρασιά {deal}, φύλλο {index} ({text})",
    "where_seat": "θέση {n}",
    "where_why": "{where}: {why}",
    "rec_not_object": "δεν είναι αντικείμενο JSON",
    "rec_format": "δεν είναι αρχείο παρτίδας (το «format» πρέπει να είναι «{format}»)",
    "rec_rules": "άγνωστοι κανόνες {name}: {known}",
    "rec_rounding_belote_only": "το «rounding» είναι ρύθμιση της Μπελότ",
    "rec_rounding": "το «rounding» είναι «exact» ή «tens», όχι {value}",
    "rec_target_range": "ο στόχος πρέπει να είναι από {low} έως {high}, όχι {value}",
    "rec_target_number": "ο στόχος πρέπει να είναι ακέραιος αριθμός, όχι {value}",
    "rec_list": "το «{name}» πρέπει να είναι λίστα",
    "rec_first_dealer": "ο μοιραστής πρέπει να είναι θέση από 0 έως 3, όχι {value}",
    "rec_match_won": "η παρτίδα είχε ήδη κερδηθεί",
    "rec_deal_unfinished": "η προηγούμενη μοιρασιά δεν τελείωσε",
    "rec_dealer": "ο μοιραστής πρέπει να είναι η θέση {dealer}, όχι {value}",
    "rec_seed": "το «seed» πρέπει να είναι ακέραιος από 0 και πάνω, όχι {value}",
    "rec_cards_given_as": "μια μοιρασιά {rules} δίνει τα φύλλα της στο «{given}», "
                          "όχι στο «{other}»",
    "rec_deck_not_seed": "η τράπουλα δεν είναι αυτή που ανακατεύει ο σπόρος της",
    "rec_hands_not_seed": "τα χέρια δεν είναι αυτά που μοιράζει ο σπόρος τους",
    "rec_no_cards": "μια μοιρασιά χρειάζεται «{given}» ή «seed»",
    "rec_hand_count": "πρέπει να υπάρχουν 4 χέρια, όχι {n}",
    "rec_hand_card": "το {value} στο χέρι της θέσης {seat} δεν είναι φύλλο",
    "rec_hand_size": "η θέση {seat} έχει {n} φύλλα, όχι 8",
    "rec_not_a_deal": "τα χέρια δεν είναι μοιρασιά των 32 φύλλων: {problem}",
    "rec_deck_card": "το {value} στην τράπουλα δεν είναι φύλλο",
    "rec_deck_size": "η τράπουλα πρέπει να έχει τα 32 φύλλα από μία φορά, όχι {n} φύλλα "
                     "με {distinct} διαφορετικά",
    "rec_declare_seat": "το «declare» έχει θέσεις από 0 έως 3, όχι {value}",
    "rec_auction_over": "οι αγορές τελείωσαν",
    "rec_not_call_belote": "δεν είναι δήλωση (pass, take, ή χρώμα S, H, D ή C)",
    "rec_not_call_coinche": "δεν είναι δήλωση (pass, αγορά όπως 80H, 120N ή capotA, coinche "
                            "ή surcoinche)",
    "rec_not_call": "δεν είναι δήλωση (pass, αγορά όπως 80H, close ή close-back)",
    "rec_illegal": "{reason}",
    "rec_cards_before_contract": "παίζονται φύλλα πριν τελειώσουν οι αγορές",
    "rec_cards_thrown_in": "παίζονται φύλλα σε μοιρασιά που ακυρώθηκε",
    "rec_all_played": "έχουν ήδη παιχτεί και τα 32 φύλλα",
    "rec_not_card": "δεν είναι φύλλο (αξία από 789TJQKA και χρώμα από SHDC, όπως JH)",
    "rec_nested": "λίστες ή αντικείμενα φωλιασμένα πολύ βαθιά",
    "rec_json": "δεν είναι έγκυρο JSON ({msg}, γραμμή {line}, στήλη {column})",
    "rec_digits": "ένας αριθμός έχει περισσότερα από {n} ψηφία",
    "rec_constant": "το {name} δεν είναι JSON",
    "rec_duplicate": "το κλειδί {name} εμφανίζεται δύο φορές στο ίδιο αντικείμενο",
    "rec_decided_type": "το «decided» είναι true ή false, όχι {value}",
    "rec_decided_nobody": "το «decided» είναι true, αλλά κανείς δεν έχει τώρα να δηλώσει "
                          "ή να πει όχι",
    "lnk_foreign": "η διεύθυνση δεν έχει κοινοποιημένη μοιρασιά",
    "lnk_empty": "ο σύνδεσμος δεν έχει μοιρασιά",
    "lnk_too_long": "ο κωδικός της μοιρασιάς είναι πολύ μακρύς ({n} χαρακτήρες, "
                    "το πολύ {limit})",
    "lnk_alphabet": "ο κωδικός της μοιρασιάς έχει χαρακτήρα που δεν επιτρέπεται: {char}",
    "lnk_short": "ο σύνδεσμος είναι κομμένος",
    "lnk_check": "ο σύνδεσμος είναι χαλασμένος (ο έλεγχός του δεν ταιριάζει)",
    "lnk_version": "ο σύνδεσμος φτιάχτηκε από άλλη έκδοση του παιχνιδιού (έκδοση κωδικού "
                   "{version})",
    "lnk_rules": "ο σύνδεσμος δεν ονομάζει παιχνίδι που ξέρει αυτή η σελίδα",
    "lnk_hands": "τα χέρια δεν είναι μοιρασιά των 32 φύλλων",
    "lnk_deck": "η τράπουλα δεν έχει τα 32 φύλλα από μία φορά",
    "lnk_call": "η δήλωση {index} δεν έχει νόημα",
    "lnk_cards": "παίζονται περισσότερα από 32 φύλλα",
    "lnk_padding": "ο σύνδεσμος έχει περιττούς χαρακτήρες στο τέλος",
    "lnk_replay": "{reason}",
}

# French typography: a narrow no-break space before : (written plainly above).
FR.update({k: v.replace(" :", "\u202f:") for k, v in FR.items()})

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "fr": FR, "el": EL}

SeatWords = Callable[[int], object]


def words(key: str, lang: str = "en", **params: Any) -> str:
    """The catalog's text for ``key`` in ``lang`` (else English), its parameters filled in;
    the key itself if it has no text (never an exception: a refusal must always be said)."""
    template = CATALOGS.get(lang, EN).get(key) or EN.get(key)
    if template is None:
        return key.replace("_", " ")
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def where_words(where: Where, lang: str = "en", seat: SeatWords | None = None) -> str:
    """Where in a record, e.g. ``deal 2, card 5 (JH, seat 1)``; ``seat`` names a seat (the
    page: by its name at the table), else it is ``seat 1`` in the language."""
    if not where.deal:
        return words("where_record", lang)
    if not where.kind:
        return words("where_deal", lang, deal=where.deal)
    key = f"where_{where.kind}" + ("" if where.seat is not None else "_end")
    who: object = ""
    if where.seat is not None:
        who = seat(where.seat) if seat else words("where_seat", lang, n=where.seat)
    return words(key, lang, deal=where.deal, index=where.index, text=where.text, seat=who)


def record_why(code: str, params: dict[str, Any], illegal: Illegal | None = None,
               lang: str = "en") -> str:
    """Why a record is refused, without where (the rules' own reason for ``illegal``)."""
    if code == "illegal" and illegal is not None:
        return describe(illegal, lang)
    return words("rec_" + code, lang, **params)


def record_refusal(where: Where, code: str, params: dict[str, Any],
                   illegal: Illegal | None = None, lang: str = "en",
                   seat: SeatWords | None = None, whole: bool = True) -> str:
    """Where and why (not yet cut to one line: ``record.one_line`` does). Without
    ``whole``, a refusal of the record as a whole is just why (the page names the file)."""
    why = record_why(code, params, illegal, lang)
    if not where.deal and not whole:
        return why
    return words("where_why", lang, where=where_words(where, lang, seat), why=why)


def link_why(code: str, params: dict[str, Any], lang: str = "en") -> str:
    """Why a deal's code is refused (for ``replay``, the caller words the record's
    refusal: ``ShareError.words``)."""
    return words("lnk_" + code, lang, **params)
