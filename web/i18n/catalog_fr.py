"""Le catalogue français: the French catalog, in the words of French players (fermer et
rouvrir le jeu, pli, atout, annonces, dix de der, capot, dedans, belote et rebelote). The
bots sit at the compass points, as at a club table: you are South, your partner North. The
player is addressed as "vous". Same keys and placeholders as ``catalog_en.py``.
"""

from __future__ import annotations

NB = "\u202f"  # the narrow no-break space French typography puts before : ; ! ?

FR: dict[str, str] = {
    # page frame
    "title": "Pilotta chypriote",
    "settings": "Réglages",
    "new_match": "Nouvelle partie",
    "next_deal": "Donne suivante",
    "close": "Fermer",
    "cancel": "Annuler",
    "apply": "Appliquer",
    "dismiss": "Masquer",
    "deal_n": "Donne {n}",
    "to_target": "en {target}",
    "target_label": "Objectif",
    # seats: the plate's name, then its forms (sujet, complément, « de » élidé)
    "seat0": "Vous", "seat0_nom": "vous", "seat0_acc": "vous", "seat0_gen": "de vous",
    "seat1": "Est", "seat1_nom": "Est", "seat1_acc": "Est", "seat1_gen": "d'Est",
    "seat2": "Nord", "seat2_nom": "Nord", "seat2_acc": "Nord", "seat2_gen": "de Nord",
    "seat3": "Ouest", "seat3_nom": "Ouest", "seat3_acc": "Ouest", "seat3_gen": "d'Ouest",
    "team0": "Nous",
    "team1": "Eux",
    "dealer": "Donneur",
    "dealer_short": "Donneur",
    "hand_of_one": "Main {seat:gen}{nb}: {n} carte",
    "hand_of_other": "Main {seat:gen}{nb}: {n} cartes",
    "your_hand": "Votre main",
    # cards: « Valet de cœur », « Dix de pique »
    "rank7": "Sept", "rank8": "Huit", "rank9": "Neuf", "rankT": "Dix",
    "rankJ": "Valet", "rankQ": "Dame", "rankK": "Roi", "rankA": "As",
    "rank7_pl": "de sept", "rank8_pl": "de huit", "rank9_pl": "de neuf", "rankT_pl": "de dix",
    "rankJ_pl": "de valets", "rankQ_pl": "de dames", "rankK_pl": "de rois", "rankA_pl": "d'as",
    "rank7_acc": "le sept", "rank8_acc": "le huit", "rank9_acc": "le neuf", "rankT_acc": "le dix",
    "rankJ_acc": "le valet", "rankQ_acc": "la dame", "rankK_acc": "le roi", "rankA_acc": "l'as",
    "suitS": "pique", "suitH": "cœur", "suitD": "carreau", "suitC": "trèfle",
    "card_name": "{rank} de {suit}",
    # calls
    "pass": "Passe",
    "close_x2": "Fermer ×2",
    "close_back_x4": "Rouvrir ×4",
    "bid_aria": "Enchérir {value} à {suit}",
    "bid_less": "Enchère plus basse",
    "bid_more": "Enchère plus haute",
    "bid_value": "Valeur de l'enchère",
    "your_call": "À vous de parler",
    "no_more_bids": "Plus d'enchère une fois le jeu fermé.",
    # auction / contract
    "auction": "Enchères",
    "contract": "Contrat",
    "no_contract_yet": "Enchères en cours",
    "highest_bid": "La plus haute{nb}: {call} par {seat:acc}",
    "no_bid_yet": "Pas encore d'enchère",
    "contract_by": "{call} par {seat:acc} ({team})",
    "bid_by": "par {seat:acc} ({team})",
    "trump_is": "Atout{nb}: {suit}",
    # declarations
    "declarations": "Annonces",
    "you_hold_decl": "Vous avez des annonces",
    "announce": "Annoncer",
    "decline": "Ne pas annoncer",
    "announce_or_decline": "Annoncez-les ou renoncez-y avant votre première carte.",
    "decl_run": "Suite de {n}",
    "decl_four": "Carré {rank:pl}",
    "decl_value": "{name}{nb}: {value}",
    "announced_run": "Suite {value}",
    "announced_four": "Carré {value}",
    "counting0": "Nos annonces comptent{nb}: {value}",
    "counting1": "Leurs annonces comptent{nb}: {value}",
    "none_counting_tie": "Meilleures annonces égales{nb}: aucune équipe ne les compte",
    "none_declared": "Aucune annonce",
    "pilotta": "Pilotta",
    "pilotta_called": "{seat:Nom} annonce la pilotta{nb}: {cards} (20){nb}!",
    "pilotta_called_you": "Vous annoncez la pilotta{nb}: {cards} (20){nb}!",
    "pilotta_chip": "Pilotta 20",
    # play
    "trick_points": "Points des plis",
    "tricks_one": "{n} pli",
    "tricks_other": "{n} plis",
    "show_last_trick": "Voir le dernier pli",
    "hide_last_trick": "Cacher le dernier pli",
    "no_trick_yet": "Aucun pli joué",
    "won_by": "remporté par {seat:acc} (+{points})",
    "table_center": "Cartes sur la table",
    # status line
    "status_your_call": "À vous{nb}: enchérissez ou passez",
    "status_your_call_close": "À vous{nb}: enchérissez, fermez le jeu ou passez",
    "status_your_call_back": "À vous{nb}: rouvrez le jeu ou passez",
    "status_your_call_pass": "À vous{nb}: passez (plus d'enchère, le jeu est fermé)",
    "status_your_declare": "Vous avez des annonces{nb}: annoncez ou renoncez",
    "status_your_lead": "À vous d'entamer{nb}: jouez la carte de votre choix",
    "status_your_play": "À vous{nb}: jouez une carte en surbrillance",
    "status_thinking": "{seat:Nom} réfléchit…",
    "status_wins_trick": "{seat:Nom} remporte le pli (+{points})",
    "status_you_win_trick": "Vous remportez le pli (+{points})",
    "status_deal_over": "La donne est finie",
    "status_thrown_in": "Tout le monde a passé{nb}: la donne est annulée",
    "status_match_over": "La partie est finie",
    # the hint
    "hint": "Conseil",
    "hint_title": "Que jouerait le robot Difficile maintenant, et pourquoi{nb}?",
    "hint_thinking": "Réflexion…",
    "hint_label": "Conseil{nb}:",
    "hint_sentence": "Conseil{nb}: {text}",
    "hint_suggested": "conseillé",
    # announcements (live region)
    "an_call": "{seat}{nb}: {call}",
    "an_plays": "{seat:Nom} joue {card:acc}",
    "an_you_play": "Vous jouez {card:acc}",
    "an_declares": "{seat:Nom} annonce {what}",
    "an_declares_you": "Vous annoncez {what}",
    "an_you_decline": "Vous renoncez à vos annonces",
    "an_contract": "Contrat{nb}: {contract}",
    "an_new_deal": "Donne {n}{nb}: {seat:nom} donne",
    "an_new_deal_you": "Donne {n}{nb}: vous donnez",
    "an_illegal": "Vous ne pouvez pas jouer {card}{nb}: {reason}",
    "an_wait": "Attendez{nb}: c'est à {seat:acc} de jouer",
    # deal summary
    "summary_title": "Donne {n}",
    "thrown_in": (
        "Donne annulée{nb}: les quatre joueurs ont passé. Personne ne marque{nb}; "
        "le donneur suivant redistribue."
    ),
    "made": "Contrat réussi",
    "failed": "Contrat chuté",
    "summary_contract": "Contrat {call} par {seat:acc} ({team}){mult}.",
    "summary_mult2": ", jeu fermé ×2",
    "summary_mult4": ", jeu rouvert ×4",
    "row_trick_points": "Points des plis (dix de der compris)",
    "row_tricks": "Plis",
    "row_declarations": "Annonces comptées",
    "row_pilotta": "Pilotta",
    "row_raw": "Points",
    "card_is_trump": "atout",
    "trump_tab": "Un onglet doré en haut d'une carte marque un atout",
    "trump_tab_short": "= atout",
    "chip_contract": "Contrat {contract}",
    "chip_taker": "Preneur, atout {suit}",
    "row_scored": "Points de plis marqués",
    "row_bid": "Contrat",
    "row_bid_mult": "Contrat × {mult}",
    "row_raw_total": "Points (la somme)",
    "row_sheet": "Sur la feuille",
    "last_trick_to": "Le dernier pli (dix de der, +10) est allé {team}.",
    # a team as a subject (the verb in the third person singular agrees with both)
    "subj0": "Notre équipe", "subj1": "L'équipe adverse",
    "subj0_mid": "notre équipe", "subj1_mid": "l'équipe adverse",
    "obj0": "à notre équipe", "obj1": "à l'équipe adverse",
    "capot_by": (
        "Capot{nb}! {team} a remporté les huit plis{nb}: ses points de plis "
        "comptent pour {points}."
    ),
    "decl_counted0": (
        "Nous avions la plus haute annonce, donc toutes nos annonces comptent{nb}: "
        "{items}."
    ),
    "decl_counted1": (
        "Ils avaient la plus haute annonce, donc toutes leurs annonces comptent{nb}: "
        "{items}."
    ),
    "decl_lost0": "Nos annonces ne comptent pas, les leurs étant plus hautes{nb}: {items}.",
    "decl_lost1": "Leurs annonces ne comptent pas, les nôtres étant plus hautes{nb}: {items}.",
    "decl_tie": (
        "Les meilleures annonces des deux équipes sont égales{nb}: aucune ne compte."
    ),
    "decl_none": "Aucune annonce.",
    "seat_items": "{seat}{nb}: {items}",
    "pilotta_counted": "Pilotta{nb}: {team} (+20, {seat:nom} {seat:?aviez|avait} {cards}).",
    "pilotta_void": (
        "La pilotta ({team}) ne compte pas{nb}: l'équipe du contrat n'a fait aucun pli."
    ),
    "made_check": (
        "{team} devait faire {bid}{nb}: {terms} ≥ {bid}, donc le contrat est réussi."
    ),
    "failed_check": (
        "{team} devait faire {bid}{nb}: {terms} < {bid}, donc le contrat chute."
    ),
    "failed_capot": "La défense a fait tous les plis{nb}: le contrat chute.",
    "term_trick_points": "{n} de plis",
    "term_declarations": "{n} d'annonces",
    "term_pilotta": "{n} de pilotta",
    "raw_made": (
        "{bidders} marque le contrat {bid} + {terms} = {total}{nb}; {defence} marque "
        "{dpart}."
    ),
    "raw_failed": (
        "{bidders} marque 0{nb}; {defence} marque {pot} + le contrat {bid}{extras} = "
        "{total}."
    ),
    "raw_failed_capot": (
        "{bidders} marque 0{nb}; {defence} marque {pot} (capot) + le contrat "
        "{bid}{extras} = {total}."
    ),
    "raw_capot_made": (
        "{bidders} marque le contrat {bid} + {capot} (capot){extras} = {total}{nb}; "
        "{defence} marque {dtotal}{nb}: après un capot, la défense ne garde que ses "
        "propres annonces comptées et sa pilotta."
    ),
    "raw_closed": (
        "{mult_word}{nb}: {winner} gagne la donne et marque {pot} + {mult} × "
        "{bid}{extras} = {total}{nb}; {loser} marque 0."
    ),
    "mult_word2": "Jeu fermé (×2)",
    "mult_word4": "Jeu rouvert (×4)",
    "extras_all": " + toutes les annonces et la pilotta {n}",
    "round_down": "{raw} → {sheet} (finit par {digit}{nb}: vers le bas)",
    "round_up": "{raw} → {sheet} (finit par {digit}{nb}: vers le haut)",
    "round_exact": "{raw} → {sheet}",
    "rounding": (
        "Sur la feuille, les points sont divisés par 10{nb}: un dernier chiffre de 1 à 5 "
        "arrondit vers le bas, de 6 à 9 vers le haut. {team0}{nb}: {a}{nb}; "
        "{team1}{nb}: {b}."
    ),
    "rule_of_six": (
        "Règle du 6{nb}: les deux scores finissent par 6, donc l'équipe du contrat "
        "arrondit vers le haut et la défense vers le bas. {team0}{nb}: {a}{nb}; "
        "{team1}{nb}: {b}."
    ),
    "sheet_title": "Feuille de marque",
    "sheet_deal": "Donne",
    "sheet_contract": "Contrat",
    "sheet_total": "Total",
    "sheet_empty": "Aucune donne terminée",
    "sheet_thrown_in": "annulée",
    "sheet_made": "réussi",
    "sheet_failed": "chuté",
    "match_won_us": "Nous gagnons la partie, {a} à {b}{nb}!",
    "match_won_them": "Ils gagnent la partie, {b} à {a}.",
    "match_tie_continue": (
        "Les deux équipes ont atteint {target} à égalité{nb}: on joue une donne de plus."
    ),
    # settings
    "settings_title": "Réglages",
    "target_custom": "Autre",
    "target_custom_aria": "Autre objectif, de {low} à {high}",
    "target_applies_now": "Objectif fixé à {target}.",
    "target_applies_next": "Le nouvel objectif {target} s'applique dès la prochaine partie.",
    "speed": "Vitesse des robots",
    "speed_slow": "Lente",
    "speed_normal": "Normale",
    "speed_fast": "Rapide",
    "speed_instant": "Immédiate",
    "level": "Niveau des robots",
    "level_easy": "Facile",
    "level_normal": "Moyen",
    "level_hard": "Difficile",
    "bad_target_number": (
        "L'objectif doit être un nombre entier de {low} à {high} (vous avez saisi "
        "«{nb}{text}{nb}»). Rien n'a changé."
    ),
    "bad_target_range": (
        "L'objectif doit être compris entre {low} et {high} (vous avez saisi {value}). "
        "Rien n'a changé."
    ),
    "confirm_new_match": "Commencer une nouvelle partie{nb}? La partie en cours sera "
                         "abandonnée.",
    "start_new_match": "Commencer une nouvelle partie",
    # address parameters
    "bad_param": "«{nb}{name}={value}{nb}» ignoré dans l'adresse{nb}: {why}.",
    "why_seed": "la graine est un nombre entier de 0 à 9223372036854775807",
    "why_target": "l'objectif est un nombre entier de 51 à 5001",
    "why_speed": "la vitesse est slow, normal, fast ou instant",
    "why_level": "le niveau est easy, normal ou hard",
    # the game (rule set) and French Belote's table
    "game": "Jeu",
    "game_pilotta": "Pilotta chypriote",
    "game_belote": "Belote française",
    "belote_scores": "Scores de la belote",
    "rounding_exact": "Points exacts",
    "rounding_tens": "Arrondis à la dizaine",
    "game_applies_now": "Nouvelle partie{nb}: {game} en {target}.",
    "game_applies_next": "{game}{nb}: dès la prochaine partie.",
    "target_short_game": "{target} (partie courte)",
    "start_game": "Jouer à la {game}",
    "suit_symbol_word": "{symbol} {suit}",
    "choose_game": "Quel jeu{nb}?",
    "take": "Je prends",
    "take_aria": "Je prends{nb}: atout {suit}",
    "name_suit_aria": "Atout {suit}",
    "trump_call": "{suit}",
    "turned_card": "Retourne",
    "turned_card_aria": "La retourne{nb}: {card}",
    "choose_trump": "Choix de l'atout",
    "belote_round1": "Premier tour{nb}: prenez la couleur de la retourne, ou passez",
    "belote_round2": "Second tour{nb}: nommez une autre couleur, ou passez",
    "status_your_take": "À vous{nb}: prenez atout {suit}, ou passez",
    "status_your_name": "À vous{nb}: nommez une couleur autre que {suit}, ou passez",
    "taker_is": "Preneur{nb}: {seat} ({team})",
    "picked_up": "{seat:Nom} a ramassé la retourne {card}",
    "you_picked_up": "Vous avez ramassé la retourne {card}",
    "an_picked_up": "{seat:Nom} ramasse la retourne, {card}",
    "an_you_picked_up": "Vous ramassez la retourne, {card}",
    "belote_called": "{seat}{nb}: belote et rebelote{nb}! {cards} (20)",
    "belote_called_you": "Vous dites belote et rebelote{nb}! {cards} (20)",
    "belote_chip": "Belote 20",
    "row_belote": "Belote",
    "row_total": "Total",
    "belote_took": (
        "{seat:Nom} ({team}) {seat:?avez|a} pris la retourne {card}{nb}: atout {suit}."
    ),
    "belote_named": "{seat:Nom} ({team}) {seat:?avez|a} nommé atout {suit} au second tour.",
    "belote_kept": (
        "Belote et rebelote{nb}: {seat:nom} {seat:?aviez|avait} {cards}{nb}: 20 "
        "pour {team}, acquis quel que soit le résultat."
    ),
    "belote_made": (
        "Le total des preneurs, {terms}, dépasse celui des défenseurs, {defence}{nb}: "
        "le contrat est réussi."
    ),
    "belote_failed": (
        "Le total des preneurs, {terms}, ne dépasse pas celui des défenseurs, "
        "{defence}{nb}: dedans, le contrat chute."
    ),
    "belote_raw_made": (
        "Chaque équipe marque son total{nb}: {team0} {a}, {team1} {b}."
    ),
    "belote_raw_failed": (
        "Dedans{nb}: les défenseurs marquent {terms}{nb}; les preneurs marquent "
        "{kept}."
    ),
    "term_pot": "{n} (toute la donne)",
    "term_all_declarations": "{n} d'annonces des deux équipes",
    "term_belote": "{n} de belote",
    "belote_thrown_in": (
        "Donne annulée{nb}: personne n'a pris la retourne ni nommé de couleur en deux "
        "tours. Personne ne marque{nb}; le joueur suivant donne."
    ),
    "belote_kept_only": "seulement leur belote, {n}",
    "belote_nothing": "zéro",
    "belote_exact": "Les scores sont comptés exactement.",
    "belote_tens": (
        "Les scores sont arrondis à la dizaine la plus proche (un 5 arrondit vers le haut). "
        "{team0}{nb}: {a}{nb}; {team1}{nb}: {b}."
    ),
    "ignored_params": (
        "Paramètres inconnus ou répétés ignorés dans l'adresse{nb}: {names}."
    ),
    "and_more": "{names} et {n} de plus",
    # errors
    "error_body": "Une erreur a arrêté le jeu{nb}: {error}",
    "error_play_on": "Un problème est survenu, le jeu continue{nb}: {error}",
    # the language, and the page's frame
    "language": "Langue",
    "lang_el": "Ελληνικά",
    "lang_en": "English",
    "lang_fr": "Français",
    "why_lang": "la langue est el, en ou fr",
    "why_rules": "le jeu est pilotta ou belote",
    "why_target_game": "l'objectif de la {game} est un nombre entier de {low} à {high}",
    "asked_match": "Cette adresse demande une nouvelle partie ({what}){nb}: votre partie en "
                   "cours continue, sauf si vous lancez la nouvelle.",
    "asked_start": "Lancer la nouvelle partie",
    "asked_seed": "graine {seed}",
    "table_label": "Table de jeu",
    "side_label": "Informations sur la partie",
    "nav_label": "Jeu",
    "error_details": "Détails",
    "reload_page": "Recharger la page",
}

# The narrow no-break space, written {nb} above for legibility, put in place.
FR.update({key: text.replace("{nb}", NB) for key, text in FR.items()})
