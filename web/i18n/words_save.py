"""The words of autosave and resume, take-back and the statistics, in every language."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        # autosave and resume
        "save_resumed": "Match resumed: deal {n}",
        "save_corrupt": "Your saved match could not be resumed ({why}). It is kept aside; "
                        "a new match starts.",
        "save_why_unreadable": "the save is damaged",
        "save_why_version": "it was saved by another version of the game",
        "save_why_refused": "its cards or calls break the rules",
        "save_download": "Download it",
        "save_blocked": "This browser does not let the page keep anything (private browsing, "
                        "or storage turned off): the game plays on, but a reload starts over.",
        "save_full": "The browser's storage is full: your match is no longer saved.",
        "other_tab_title": "Open in another tab",
        "other_tab_text": "This game is open in another tab. This tab waits, so the two "
                          "never save over each other.",
        "other_tab_play_here": "Play here",
        "other_tab_note": "Plays the latest saved match in this tab; the other tab waits.",
        # take-back
        "undo": "Undo",
        "undo_title": "Take back your last call or card, and the bots' moves after it",
        "undo_off_hard": "Undo is off at Hard: turn on “Allow undo at Hard” in Settings",
        "undo_hard": "Allow undo at Hard",
        "undo_done": "Taken back: your turn again",
        # statistics
        "statistics": "Statistics",
        "stats_title": "Statistics",
        "stats_empty": "No deal finished yet: your statistics start with your first deal.",
        "stats_matches": "Matches",
        "stats_level": "Bots",
        "stats_played": "Played",
        "stats_won": "Won",
        "stats_deals": "Deals played",
        "stats_thrown_in": "of which thrown in",
        "stats_contracts": "Your team's contracts",
        "stats_bid": "Bid",
        "stats_made": "Made",
        "stats_failed": "Failed",
        "stats_closed": "Closed games",
        "stats_closed_won": "won by your team",
        "stats_capots": "Capots",
        "stats_capots_us": "by your team",
        "stats_capots_them": "against your team",
        "stats_average": "Average sheet points per deal",
        "stats_reset": "Reset statistics",
        "stats_reset_confirm": "Reset all statistics? This cannot be undone.",
        "stats_reset_yes": "Reset",
        "stats_reset_done": "Statistics reset.",
    },
    "el": {
        "save_resumed": "Η παρτίδα συνεχίζεται: μοιρασιά {n}",
        "save_corrupt": "Η αποθηκευμένη παρτίδα σου δεν μπόρεσε να συνεχιστεί ({why}). "
                        "Φυλάχτηκε ξεχωριστά· ξεκινά νέα παρτίδα.",
        "save_why_unreadable": "η αποθήκευση είναι χαλασμένη",
        "save_why_version": "αποθηκεύτηκε από άλλη έκδοση του παιχνιδιού",
        "save_why_refused": "τα φύλλα ή οι δηλώσεις της παραβαίνουν τους κανόνες",
        "save_download": "Κατέβασέ την",
        "save_blocked": "Αυτός ο φυλλομετρητής δεν αφήνει τη σελίδα να κρατήσει τίποτα "
                        "(ιδιωτική περιήγηση ή απενεργοποιημένος χώρος αποθήκευσης): το "
                        "παιχνίδι συνεχίζεται, αλλά μια επαναφόρτωση ξεκινά από την αρχή.",
        "save_full": "Ο χώρος αποθήκευσης του φυλλομετρητή γέμισε: η παρτίδα σου δεν "
                     "αποθηκεύεται πια.",
        "other_tab_title": "Ανοιχτό σε άλλη καρτέλα",
        "other_tab_text": "Το παιχνίδι είναι ανοιχτό σε άλλη καρτέλα. Αυτή η καρτέλα "
                          "περιμένει, ώστε οι δύο να μην αποθηκεύουν η μία πάνω στην άλλη.",
        "other_tab_play_here": "Παίξε εδώ",
        "other_tab_note": "Παίζει εδώ την πιο πρόσφατη αποθηκευμένη παρτίδα· η άλλη "
                          "καρτέλα περιμένει.",
        "undo": "Αναίρεση",
        "undo_title": "Πάρε πίσω την τελευταία σου δήλωση ή φύλλο, και τις κινήσεις των "
                      "ρομπότ μετά από αυτό",
        "undo_off_hard": "Η αναίρεση είναι κλειστή στο Δύσκολο: ενεργοποίησε "
                         "«Αναίρεση και στο Δύσκολο» στις Ρυθμίσεις",
        "undo_hard": "Αναίρεση και στο Δύσκολο",
        "undo_done": "Πάρθηκε πίσω: σειρά σου ξανά",
        "statistics": "Στατιστικά",
        "stats_title": "Στατιστικά",
        "stats_empty": "Καμία μοιρασιά δεν τελείωσε ακόμη: τα στατιστικά σου ξεκινούν με "
                       "την πρώτη σου μοιρασιά.",
        "stats_matches": "Παρτίδες",
        "stats_level": "Ρομπότ",
        "stats_played": "Παίχτηκαν",
        "stats_won": "Κερδήθηκαν",
        "stats_deals": "Μοιρασιές",
        "stats_thrown_in": "από τις οποίες ξαναμοιράστηκαν",
        "stats_contracts": "Τα συμβόλαια της ομάδας σου",
        "stats_bid": "Ανέλαβε",
        "stats_made": "Βγήκαν",
        "stats_failed": "Μπήκαν",
        "stats_closed": "Κλεισμένες μοιρασιές",
        "stats_closed_won": "κερδισμένες από την ομάδα σου",
        "stats_capots": "Καπότ",
        "stats_capots_us": "από την ομάδα σου",
        "stats_capots_them": "κατά της ομάδας σου",
        "stats_average": "Μέσοι πόντοι φύλλου ανά μοιρασιά",
        "stats_reset": "Μηδενισμός στατιστικών",
        "stats_reset_confirm": "Να μηδενιστούν όλα τα στατιστικά; Δεν αναιρείται.",
        "stats_reset_yes": "Μηδενισμός",
        "stats_reset_done": "Τα στατιστικά μηδενίστηκαν.",
    },
    "fr": {
        "save_resumed": "Partie reprise : donne {n}",
        "save_corrupt": "Votre partie enregistrée n'a pas pu être reprise ({why}). Elle est "
                        "mise de côté ; une nouvelle partie commence.",
        "save_why_unreadable": "la sauvegarde est abîmée",
        "save_why_version": "elle vient d'une autre version du jeu",
        "save_why_refused": "ses cartes ou ses annonces enfreignent les règles",
        "save_download": "La télécharger",
        "save_blocked": "Ce navigateur ne laisse la page rien garder (navigation privée ou "
                        "stockage désactivé) : le jeu continue, mais un rechargement "
                        "recommence tout.",
        "save_full": "Le stockage du navigateur est plein : votre partie n'est plus "
                     "enregistrée.",
        "other_tab_title": "Ouvert dans un autre onglet",
        "other_tab_text": "Ce jeu est ouvert dans un autre onglet. Cet onglet attend, pour "
                          "que les deux n'écrasent jamais leurs sauvegardes.",
        "other_tab_play_here": "Jouer ici",
        "other_tab_note": "Reprend ici la dernière partie enregistrée ; l'autre onglet "
                          "attend.",
        "undo": "Annuler",
        "undo_title": "Reprendre votre dernière annonce ou carte, et les coups des robots "
                      "qui ont suivi",
        "undo_off_hard": "L'annulation est désactivée en Difficile : cochez « Annuler "
                         "aussi en Difficile » dans les Réglages",
        "undo_hard": "Annuler aussi en Difficile",
        "undo_done": "Coup repris : à vous de jouer",
        "statistics": "Statistiques",
        "stats_title": "Statistiques",
        "stats_empty": "Aucune donne terminée : vos statistiques commencent avec votre "
                       "première donne.",
        "stats_matches": "Parties",
        "stats_level": "Robots",
        "stats_played": "Jouées",
        "stats_won": "Gagnées",
        "stats_deals": "Donnes jouées",
        "stats_thrown_in": "dont redistribuées",
        "stats_contracts": "Contrats de votre équipe",
        "stats_bid": "Pris",
        "stats_made": "Réussis",
        "stats_failed": "Chutés",
        "stats_closed": "Donnes contrées",
        "stats_closed_won": "gagnées par votre équipe",
        "stats_capots": "Capots",
        "stats_capots_us": "par votre équipe",
        "stats_capots_them": "contre votre équipe",
        "stats_average": "Points de feuille par donne, en moyenne",
        "stats_reset": "Remettre à zéro",
        "stats_reset_confirm": "Remettre toutes les statistiques à zéro ? C'est définitif.",
        "stats_reset_yes": "Remettre à zéro",
        "stats_reset_done": "Statistiques remises à zéro.",
    },
}
