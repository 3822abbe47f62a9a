"""Message catalogs: an ``Illegal`` code and its parameters, in a player's words.

Parameters that hold cards or suits are ints in the engine; they are rendered here.
English, French and Greek; another language is one more dict with the same keys (and its
suit words).
"""

from __future__ import annotations

from typing import Any

from .cards import card_pretty
from .reasons import Illegal

EN: dict[str, str] = {
    "game_over": "the deal is over",
    "not_your_turn": "it is not your turn: seat {to_act} is to play",
    "auction_over": "the auction is over",
    "auction_not_over": "the auction is not over yet",
    "bad_call": "{text!s} is not a call (pass, a bid such as 80H, close or close-back)",
    "bid_value": "a bid is 80 to 820 in steps of ten, not {value}",
    "bid_too_low": "a bid must be higher than {highest}",
    "bid_after_close": "after a close no one may bid any more",
    "close_without_bid": "there is no bid to close",
    "close_own_team": "only an opponent of the bidder may close",
    "already_closed": "the game is already closed",
    "close_back_without_close": "close-back answers a close, and nothing is closed",
    "close_back_by_defence": "only the bidding team may close back",
    "already_closed_back": "the game is already closed back",
    "declare_first": "announce or decline your declarations before your first card",
    "nothing_to_declare": "you have no declaration to announce",
    "already_declared": "you have already announced or declined",
    "declare_late": "declarations are made in the first trick, before your first card",
    "card_not_held": "you do not hold the {card}",
    "must_follow": "you hold a {suit} and must follow suit",
    "must_rise": "trumps were led: you must beat the {over} with your {options}",
    "must_trump": "you have no {led} and must trump with a {trump}",
    "must_overtrump": "you must overtrump the {over} with your {options}",
    "take_in_round_two": "the turned card was refused by all: name another suit or pass",
    "name_in_round_one": "first take the {turned} or pass; suits are named in the second round",
    "name_turned_suit": "the turned card is a {suit}: name another suit or pass",
    "belote_call": "{text!s} is not a Belote call (pass, take, or a suit in the second round)",
    "coinche_call": "{text!s} is not a Coinche call (pass, a bid such as 80H, 120N or "
                    "capotA, coinche or surcoinche)",
    "coinche_bid_value": "a bid is 80 to 160 in steps of ten or capot, in S, H, D, C, N "
                         "(sans-atout) or A (tout-atout)",
    "coinche_bid_too_low": "a bid must be higher than {highest}",
    "bid_after_coinche": "after a coinche no one may bid any more",
    "coinche_without_bid": "there is no bid to coinche",
    "coinche_own_team": "only an opponent of the last bidder may coinche",
    "already_coinched": "the contract is already coinched",
    "surcoinche_without_coinche": "surcoinche answers a coinche, and nothing is coinched",
    "surcoinche_by_defence": "only the bidding team may surcoinche",
}

FR: dict[str, str] = {
    "game_over": "la donne est terminée",
    "not_your_turn": "ce n'est pas votre tour : c'est au siège {to_act} de jouer",
    "auction_over": "les enchères sont terminées",
    "auction_not_over": "les enchères ne sont pas terminées",
    "bad_call":
        "{text!s} n'est pas une enchère (passe, une enchère comme 80H, fermer ou rouvrir)",
    "bid_value": "une enchère va de 80 à 820 par dizaines, pas {value}",
    "bid_too_low": "une enchère doit dépasser {highest}",
    "bid_after_close": "le jeu est fermé : plus personne ne peut enchérir",
    "close_without_bid": "il n'y a pas d'enchère : pas de jeu à fermer",
    "close_own_team": "seul un adversaire du preneur peut fermer le jeu",
    "already_closed": "le jeu est déjà fermé",
    "close_back_without_close": "on ne rouvre qu'un jeu fermé, et le jeu n'est pas fermé",
    "close_back_by_defence": "seule l'équipe du preneur peut rouvrir le jeu",
    "already_closed_back": "le jeu est déjà rouvert",
    "declare_first": "annoncez ou refusez vos déclarations avant votre première carte",
    "nothing_to_declare": "vous n'avez aucune déclaration à annoncer",
    "already_declared": "vous avez déjà annoncé ou refusé",
    "declare_late": "les déclarations se font au premier pli, avant votre première carte",
    "card_not_held": "vous n'avez pas le {card}",
    "must_follow": "vous avez du {suit} et devez fournir",
    "must_rise": "atout demandé : vous devez monter sur le {over} avec votre {options}",
    "must_trump": "vous n'avez pas de {led} et devez couper à {trump}",
    "must_overtrump": "vous devez surcouper le {over} avec votre {options}",
    "take_in_round_two": "la retourne a été refusée : nommez une autre couleur ou passez",
    "name_in_round_one": "prenez d'abord le {turned} ou passez ; on nomme une couleur au "
                         "second tour",
    "name_turned_suit": "la retourne est à {suit} : nommez une autre couleur ou passez",
    "belote_call": "{text!s} n'est pas une annonce de belote (passe, je prends, ou une "
                   "couleur au second tour)",
    "coinche_call": "{text!s} n'est pas une annonce de coinche (passe, une enchère comme "
                    "80H, 120N ou capotA, coinche ou surcoinche)",
    "coinche_bid_value": "une enchère va de 80 à 160 par dizaines, ou capot, à S, H, D, C, "
                         "N (sans-atout) ou A (tout-atout)",
    "coinche_bid_too_low": "une enchère doit dépasser {highest}",
    "bid_after_coinche": "après une coinche plus personne ne peut enchérir",
    "coinche_without_bid": "il n'y a pas d'enchère à coincher",
    "coinche_own_team": "seul un adversaire du dernier enchérisseur peut coincher",
    "already_coinched": "le contrat est déjà coinché",
    "surcoinche_without_coinche": "on ne surcoinche qu'un contrat coinché, et il ne l'est pas",
    "surcoinche_by_defence": "seule l'équipe du preneur peut surcoincher",
}

EL: dict[str, str] = {
    "game_over": "η μοιρασιά τελείωσε",
    "not_your_turn": "δεν είναι η σειρά σου: παίζει η θέση {to_act}",
    "auction_over": "οι αγορές τελείωσαν",
    "auction_not_over": "οι αγορές δεν τελείωσαν ακόμη",
    "bad_call": "το {text!s} δεν είναι αγορά (πάσο, αγορά όπως 80H, κλειστό ή ξανακλειστό)",
    "bid_value": "η αγορά είναι από 80 ως 820 ανά δέκα, όχι {value}",
    "bid_too_low": "η αγορά πρέπει να ξεπερνά το {highest}",
    "bid_after_close": "μετά το κλειστό δεν ανεβαίνει κανείς",
    "close_without_bid": "δεν υπάρχει αγορά για να την κλείσεις",
    "close_own_team": "κλειστό λέει μόνο αντίπαλος αυτού που αγόρασε",
    "already_closed": "το παιχνίδι είναι ήδη κλειστό",
    "close_back_without_close": "το ξανακλειστό απαντά σε κλειστό, και κανείς δεν έκλεισε",
    "close_back_by_defence": "ξανακλειστό λέει μόνο η ομάδα που αγόρασε",
    "already_closed_back": "το παιχνίδι είναι ήδη ξανακλειστό",
    "declare_first": "δήλωσε ή πες όχι στις δηλώσεις σου πριν από το πρώτο σου φύλλο",
    "nothing_to_declare": "δεν έχεις δήλωση",
    "already_declared": "έχεις ήδη δηλώσει ή πει όχι",
    "declare_late": "οι δηλώσεις γίνονται στην πρώτη χαρτωσιά, πριν από το πρώτο σου φύλλο",
    "card_not_held": "δεν έχεις το {card}",
    "must_follow": "έχεις {suit} και πρέπει να ακολουθήσεις το χρώμα",
    "must_rise": "παίχτηκε ατού: πρέπει να ανεβείς πάνω από το {over} με το {options}",
    "must_trump": "δεν έχεις {led} και πρέπει να κόψεις με ατού {trump}",
    "must_overtrump": "πρέπει να κόψεις πιο πάνω από το {over} με το {options}",
    "take_in_round_two": "όλοι αρνήθηκαν το γυρισμένο φύλλο: πες άλλο χρώμα ή πάσο",
    "name_in_round_one": "πρώτα πάρε το {turned} ή πες πάσο· χρώμα λέμε στον δεύτερο γύρο",
    "name_turned_suit": "το γυρισμένο φύλλο είναι {suit}: πες άλλο χρώμα ή πάσο",
    "belote_call": "το {text!s} δεν είναι λόγος της μπελότας (πάσο, παίρνω ή χρώμα στον "
                   "δεύτερο γύρο)",
    "coinche_call": "το {text!s} δεν είναι λόγος της κουέντσης (πάσο, αγορά όπως 80H, 120N "
                    "ή capotA, coinche ή surcoinche)",
    "coinche_bid_value": "η αγορά είναι από 80 ως 160 ανά δέκα ή καπό, σε S, H, D, C, N "
                         "(χωρίς ατού) ή A (όλα ατού)",
    "coinche_bid_too_low": "η αγορά πρέπει να ξεπερνά το {highest}",
    "bid_after_coinche": "μετά το κοντρ (coinche) δεν ανεβαίνει κανείς",
    "coinche_without_bid": "δεν υπάρχει αγορά για κοντρ (coinche)",
    "coinche_own_team": "κοντρ (coinche) λέει μόνο αντίπαλος αυτού που αγόρασε τελευταίος",
    "already_coinched": "το συμβόλαιο έχει ήδη κοντρ (coinche)",
    "surcoinche_without_coinche": "το ρεκόντρ (surcoinche) απαντά σε κοντρ, και κανείς δεν "
                                  "είπε κοντρ",
    "surcoinche_by_defence": "ρεκόντρ (surcoinche) λέει μόνο η ομάδα που αγόρασε",
}

# French typography: a narrow no-break space before : and ; (written plainly above).
FR.update({k: v.replace(" :", "\u202f:").replace(" ;", "\u202f;") for k, v in FR.items()})

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "fr": FR, "el": EL}

# Suit words per language: (singular with article as used in "you hold a ...", plural).
SUIT_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("spade", "spades"), ("heart", "hearts"), ("diamond", "diamonds"), ("club", "clubs")),
    "fr": (("pique", "pique"), ("cœur", "cœur"), ("carreau", "carreau"), ("trèfle", "trèfle")),
    "el": (("μπαστούνι", "μπαστούνι"), ("κούπα", "κούπα"), ("καρό", "καρό"),
           ("σπαθί", "σπαθί")),
}

# A contract's trump as a phrase after its value ("bid 100 in spades", "100 sans-atout"),
# per language: the four suits, then Coinche's sans-atout (4) and tout-atout (5).
TRUMP_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("in spades", "in hearts", "in diamonds", "in clubs", "sans-atout (no trump)",
           "tout-atout (all trumps)"),
    "fr": ("à pique", "à cœur", "à carreau", "à trèfle", "sans-atout", "tout-atout"),
    "el": ("μπαστούνι", "κούπα", "καρό", "σπαθί", "χωρίς ατού", "όλα ατού"),
}


OR = {"en": " or ", "fr": " ou ", "el": " ή "}


def _render(name: str, value: Any, lang: str) -> Any:
    if name in ("card", "over", "turned"):
        return card_pretty(value)
    if name == "options":
        return OR.get(lang, " or ").join(card_pretty(c) for c in value)
    words = SUIT_WORDS.get(lang, SUIT_WORDS["en"])
    if name in ("suit", "trump"):
        return words[value][0]
    if name == "led":
        return words[value][1]
    return value


def describe(illegal: Illegal, lang: str = "en") -> str:
    catalog = CATALOGS.get(lang, EN)
    template = catalog.get(illegal.code) or EN.get(illegal.code)
    if template is None:
        return illegal.code.replace("_", " ")
    params = {k: _render(k, v, lang) for k, v in illegal.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return illegal.code.replace("_", " ")
