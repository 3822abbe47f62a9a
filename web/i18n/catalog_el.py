"""Ο ελληνικός κατάλογος: the Greek catalog, with the words Cypriot players use at the table
(πιλόττα, κλειστό, ξανακλειστό, το πίσω, ατού, κούπα, καρό, μπαστούνι, σπαθί). The player is
addressed as "εσύ". Same keys and placeholders as ``catalog_en.py``.
"""

from __future__ import annotations

EL: dict[str, str] = {
    # page frame
    "title": "Κυπριακή Πιλόττα",
    "settings": "Ρυθμίσεις",
    "new_match": "Νέα παρτίδα",
    "next_deal": "Επόμενη μοιρασιά",
    "close": "Κλείσιμο",
    "cancel": "Άκυρο",
    "apply": "Εφαρμογή",
    "dismiss": "Κλείσε",
    "deal_n": "Μοιρασιά {n}",
    "to_target": "ως τους {target}",
    "target_label": "Στόχος",
    # seats: the plate's name, then the forms (ονομαστική, αιτιατική, γενική) with the article
    "seat0": "Εσύ", "seat0_nom": "εσύ", "seat0_acc": "εσένα", "seat0_gen": "δικό σου",
    "seat1": "Δεξιός", "seat1_nom": "ο Δεξιός", "seat1_acc": "τον Δεξιό",
    "seat1_gen": "του Δεξιού",
    "seat2": "Συμπαίκτης", "seat2_nom": "ο συμπαίκτης σου", "seat2_acc": "τον συμπαίκτη σου",
    "seat2_gen": "του συμπαίκτη σου",
    "seat3": "Αριστερός", "seat3_nom": "ο Αριστερός", "seat3_acc": "τον Αριστερό",
    "seat3_gen": "του Αριστερού",
    "team0": "Εμείς",
    "team1": "Αυτοί",
    "dealer": "Μοιράζει",
    "dealer_short": "Μοιράζει",
    "hand_of_one": "Χέρι {seat:gen}: {n} φύλλο",
    "hand_of_other": "Χέρι {seat:gen}: {n} φύλλα",
    "your_hand": "Το χέρι σου",
    # cards: "Βαλές κούπα", "Δέκα καρό"
    "rank7": "Εφτά", "rank8": "Οχτώ", "rank9": "Εννιά", "rankT": "Δέκα",
    "rankJ": "Βαλές", "rankQ": "Ντάμα", "rankK": "Ρήγας", "rankA": "Άσσος",
    "rank7_pl": "εφτάρια", "rank8_pl": "οχτάρια", "rank9_pl": "εννιάρια", "rankT_pl": "δεκάρια",
    "rankJ_pl": "βαλέδες", "rankQ_pl": "ντάμες", "rankK_pl": "ρηγάδες", "rankA_pl": "άσσοι",
    "rank7_acc": "το εφτά", "rank8_acc": "το οχτώ", "rank9_acc": "το εννιά",
    "rankT_acc": "το δέκα", "rankJ_acc": "τον βαλέ", "rankQ_acc": "τη ντάμα",
    "rankK_acc": "τον ρήγα", "rankA_acc": "τον άσσο",
    "suitS": "μπαστούνι", "suitH": "κούπα", "suitD": "καρό", "suitC": "σπαθί",
    "card_name": "{rank} {suit}",
    # calls
    "pass": "Πάσο",
    "close_x2": "Κλειστό ×2",
    "close_back_x4": "Ξανακλειστό ×4",
    "bid_aria": "Αγορά {value} {suit}",
    "bid_less": "Χαμηλότερη αγορά",
    "bid_more": "Ψηλότερη αγορά",
    "bid_value": "Τιμή αγοράς",
    "your_call": "Σειρά σου να μιλήσεις",
    "no_more_bids": "Μετά το κλειστό δεν ανεβαίνει άλλος.",
    # auction / contract
    "auction": "Αγορές",
    "contract": "Συμβόλαιο",
    "no_contract_yet": "Οι αγορές συνεχίζονται",
    "highest_bid": "Ψηλότερη: {call} από {seat:acc}",
    "no_bid_yet": "Καμία αγορά ακόμη",
    "contract_by": "{call} από {seat:acc} ({team})",
    "bid_by": "από {seat:acc} ({team})",
    "trump_is": "Ατού: {suit}",
    # declarations
    "declarations": "Δηλώσεις",
    "you_hold_decl": "Έχεις δηλώσεις",
    "announce": "Δηλώνω",
    "decline": "Δεν δηλώνω",
    "announce_or_decline": "Δήλωσέ τες ή πες όχι πριν από το πρώτο σου φύλλο.",
    "decl_run": "Σειρά {n} φύλλων",
    "decl_four": "Καρέ {rank:pl}",
    "decl_value": "{name}: {value}",
    "announced_run": "Σειρά {value}",
    "announced_four": "Καρέ {value}",
    "counting0": "Μετρούν οι δηλώσεις μας: {value}",
    "counting1": "Μετρούν οι δηλώσεις τους: {value}",
    "none_counting_tie": "Ίσες οι καλύτερες δηλώσεις: δεν μετρά καμία ομάδα",
    "none_declared": "Καμία δήλωση",
    "pilotta": "Πιλόττα",
    "pilotta_called": "{seat:Nom} λέει πιλόττα: {cards} (20)!",
    "pilotta_called_you": "Λες πιλόττα: {cards} (20)!",
    "pilotta_chip": "Πιλόττα 20",
    # play
    "trick_points": "Πόντοι χαρτωσιών",
    "tricks_one": "{n} χαρτωσιά",
    "tricks_other": "{n} χαρτωσιές",
    "show_last_trick": "Δείξε το πίσω",
    "hide_last_trick": "Κρύψε το πίσω",
    "no_trick_yet": "Δεν παίχτηκε ακόμη χαρτωσιά",
    "won_by": "την πήρε: {seat} (+{points})",
    "table_center": "Τα φύλλα στο τραπέζι",
    # status line
    "status_your_call": "Σειρά σου: αγόρασε ή πες πάσο",
    "status_your_call_close": "Σειρά σου: αγόρασε, κλείσε ή πες πάσο",
    "status_your_call_back": "Σειρά σου: ξανακλείσε ή πες πάσο",
    "status_your_call_pass": "Σειρά σου: πάσο (μετά το κλειστό δεν ανεβαίνει άλλος)",
    "status_your_declare": "Έχεις δηλώσεις: δήλωσέ τες ή πες όχι",
    "status_your_lead": "Ανοίγεις εσύ: παίξε όποιο φύλλο θέλεις",
    "status_your_play": "Σειρά σου: παίξε ένα από τα φωτισμένα φύλλα",
    "status_thinking": "{seat:Nom} σκέφτεται…",
    "status_wins_trick": "{seat:Nom} παίρνει τη χαρτωσιά (+{points})",
    "status_you_win_trick": "Παίρνεις τη χαρτωσιά (+{points})",
    "status_deal_over": "Η μοιρασιά τελείωσε",
    "status_thrown_in": "Όλοι είπαν πάσο: η μοιρασιά ακυρώνεται",
    "status_match_over": "Η παρτίδα τελείωσε",
    # the hint
    "hint": "Συμβουλή",
    "hint_title": "Τι θα έπαιζε τώρα το Δύσκολο μποτ, και γιατί;",
    "hint_thinking": "Σκέφτομαι…",
    "hint_label": "Συμβουλή:",
    "hint_sentence": "Συμβουλή: {text}",
    "hint_suggested": "προτείνεται",
    # announcements (live region)
    "an_call": "{seat}: {call}",
    "an_plays": "{seat:Nom} παίζει {card:acc}",
    "an_you_play": "Παίζεις {card:acc}",
    "an_declares": "{seat:Nom} δηλώνει {what}",
    "an_declares_you": "Δηλώνεις {what}",
    "an_you_decline": "Κρατάς κρυφές τις δηλώσεις σου",
    "an_contract": "Συμβόλαιο: {contract}",
    "an_new_deal": "Μοιρασιά {n}: μοιράζει {seat:nom}",
    "an_new_deal_you": "Μοιρασιά {n}: μοιράζεις εσύ",
    "an_illegal": "Δεν μπορείς να παίξεις το {card}: {reason}",
    "an_wait": "Περίμενε: παίζει {seat:nom}",
    # deal summary
    "summary_title": "Μοιρασιά {n}",
    "thrown_in": "Ακυρώθηκε: και οι τέσσερις είπαν πάσο. Κανείς δεν γράφει· μοιράζει ο επόμενος.",
    "made": "Βγήκε",
    "failed": "Μπήκε μέσα",
    "summary_contract": "Συμβόλαιο {call} από {seat:acc} ({team}){mult}.",
    "summary_mult2": ", κλειστό ×2",
    "summary_mult4": ", ξανακλειστό ×4",
    "row_trick_points": "Πόντοι χαρτωσιών (μαζί με το πίσω, +10)",
    "row_tricks": "Χαρτωσιές",
    "row_declarations": "Δηλώσεις που μετρούν",
    "row_pilotta": "Πιλόττα",
    "row_raw": "Πόντοι",
    "card_is_trump": "ατού",
    "trump_tab": "Η χρυσή γλωττίδα στην κορυφή ενός φύλλου δείχνει ατού",
    "trump_tab_short": "= ατού",
    "chip_contract": "Συμβόλαιο {contract}",
    "chip_taker": "Πήρε, ατού {suit}",
    "row_scored": "Πόντοι χαρτωσιών που γράφονται",
    "row_bid": "Αγορά",
    "row_bid_mult": "Αγορά × {mult}",
    "row_raw_total": "Πόντοι (το άθροισμα)",
    "row_sheet": "Στο χαρτί",
    "last_trick_to": "Το πίσω (+10) πήγε {team}.",
    # a team as a subject (the verb in the third person singular agrees with both)
    "subj0": "Η ομάδα μας", "subj1": "Η αντίπαλη ομάδα",
    "subj0_mid": "η ομάδα μας", "subj1_mid": "η αντίπαλη ομάδα",
    "obj0": "σε εμάς", "obj1": "στους αντιπάλους",
    "capot_by": "Καπό! {team} πήρε και τις οκτώ χαρτωσιές: οι πόντοι της μετρούν {points}.",
    "decl_counted0": "Είχαμε την ψηλότερη δήλωση, άρα μετρούν όλες οι δηλώσεις μας: {items}.",
    "decl_counted1": (
        "Είχαν την ψηλότερη δήλωση, άρα μετρούν όλες οι δηλώσεις τους: {items}."
    ),
    "decl_lost0": "Οι δηλώσεις μας δεν μετρούν, γιατί οι δικές τους ήταν ψηλότερες: {items}.",
    "decl_lost1": "Οι δηλώσεις τους δεν μετρούν, γιατί οι δικές μας ήταν ψηλότερες: {items}.",
    "decl_tie": "Οι καλύτερες δηλώσεις των δύο ομάδων είναι ίσες: δεν μετρά καμία.",
    "decl_none": "Δεν δηλώθηκε τίποτα.",
    "seat_items": "{seat}: {items}",
    "pilotta_counted": "Πιλόττα: {team} (+20, {seat:nom} {seat:?είχες|είχε} {cards}).",
    "pilotta_void": "Η πιλόττα ({team}) δεν μετρά: η ομάδα της αγοράς δεν πήρε χαρτωσιά.",
    "made_check": "{team} χρειαζόταν {bid}: {terms} ≥ {bid}, άρα το συμβόλαιο βγήκε.",
    "failed_check": "{team} χρειαζόταν {bid}: {terms} < {bid}, άρα το συμβόλαιο μπήκε μέσα.",
    "failed_capot": "Η άμυνα πήρε όλες τις χαρτωσιές: το συμβόλαιο μπήκε μέσα.",
    "term_trick_points": "{n} πόντοι χαρτωσιών",
    "term_declarations": "{n} δηλώσεις",
    "term_pilotta": "{n} πιλόττα",
    "raw_made": (
        "{bidders} γράφει την αγορά {bid} + {terms} = {total}· {defence} γράφει {dpart}."
    ),
    "raw_failed": (
        "{bidders} γράφει 0· {defence} γράφει {pot} + την αγορά {bid}{extras} = {total}."
    ),
    "raw_failed_capot": (
        "{bidders} γράφει 0· {defence} γράφει {pot} (καπό) + την αγορά {bid}{extras} = {total}."
    ),
    "raw_capot_made": (
        "{bidders} γράφει την αγορά {bid} + {capot} (καπό){extras} = {total}· {defence} γράφει "
        "{dtotal}: μετά από καπό η άμυνα κρατά μόνο τις δικές της δηλώσεις και πιλόττα."
    ),
    "raw_closed": (
        "{mult_word}: κερδίζει {winner} και γράφει {pot} + {mult} × {bid}{extras} = {total}· "
        "{loser} γράφει 0."
    ),
    "mult_word2": "Κλειστό (×2)",
    "mult_word4": "Ξανακλειστό (×4)",
    "extras_all": " + όλες οι δηλώσεις και η πιλόττα {n}",
    "round_down": "{raw} → {sheet} (λήγει σε {digit}: προς τα κάτω)",
    "round_up": "{raw} → {sheet} (λήγει σε {digit}: προς τα πάνω)",
    "round_exact": "{raw} → {sheet}",
    "rounding": (
        "Στο χαρτί γράφονται οι πόντοι διά 10: τελευταίο ψηφίο 1 ως 5 προς τα κάτω, 6 ως 9 "
        "προς τα πάνω. {team0}: {a}· {team1}: {b}."
    ),
    "rule_of_six": (
        "Κανόνας του 6: και τα δύο σκορ λήγουν σε 6, άρα η ομάδα της αγοράς στρογγυλεύει προς "
        "τα πάνω και η άμυνα προς τα κάτω. {team0}: {a}· {team1}: {b}."
    ),
    "sheet_title": "Χαρτί",
    "sheet_deal": "Μοιρασιά",
    "sheet_contract": "Συμβόλαιο",
    "sheet_total": "Σύνολο",
    "sheet_empty": "Δεν τελείωσε ακόμη καμία μοιρασιά",
    "sheet_thrown_in": "ακυρώθηκε",
    "sheet_made": "βγήκε",
    "sheet_failed": "μέσα",
    "match_won_us": "Κερδίσαμε την παρτίδα, {a} με {b}!",
    "match_won_them": "Κέρδισαν την παρτίδα, {b} με {a}.",
    "match_tie_continue": (
        "Και οι δύο ομάδες έφτασαν τους {target} με ίσο σύνολο: άλλη μία μοιρασιά."
    ),
    # settings
    "settings_title": "Ρυθμίσεις",
    "target_custom": "Άλλος",
    "target_custom_aria": "Άλλος στόχος, από {low} ως {high}",
    "target_applies_now": "Ο στόχος είναι τώρα {target}.",
    "target_applies_next": "Ο νέος στόχος {target} ισχύει από την επόμενη παρτίδα.",
    "speed": "Ταχύτητα μποτ",
    "speed_slow": "Αργά",
    "speed_normal": "Κανονικά",
    "speed_fast": "Γρήγορα",
    "speed_instant": "Αμέσως",
    "level": "Επίπεδο μποτ",
    "level_easy": "Εύκολο",
    "level_normal": "Κανονικό",
    "level_hard": "Δύσκολο",
    "bad_target_number": (
        "Ο στόχος πρέπει να είναι ακέραιος από {low} ως {high} (έγραψες «{text}»). "
        "Δεν άλλαξε τίποτα."
    ),
    "bad_target_range": (
        "Ο στόχος πρέπει να είναι από {low} ως {high} (έγραψες {value}). Δεν άλλαξε τίποτα."
    ),
    "confirm_new_match": "Νέα παρτίδα; Η τωρινή παρτίδα θα εγκαταλειφθεί.",
    "start_new_match": "Ξεκίνα νέα παρτίδα",
    # address parameters
    "bad_param": "Αγνοήθηκε το «{name}={value}» της διεύθυνσης: {why}.",
    "why_seed": "ο σπόρος είναι ακέραιος από 0 ως 9223372036854775807",
    "why_target": "ο στόχος είναι ακέραιος από 51 ως 5001",
    "why_speed": "η ταχύτητα είναι slow, normal, fast ή instant",
    "why_level": "το επίπεδο είναι easy, normal ή hard",
    # the game (rule set) and French Belote's table
    "game": "Παιχνίδι",
    "game_pilotta": "Κυπριακή Πιλόττα",
    "game_belote": "Γαλλική Μπελότα",
    "belote_scores": "Σκορ μπελότας",
    "rounding_exact": "Ακριβείς πόντοι",
    "rounding_tens": "Στρογγυλεμένοι στη δεκάδα",
    "game_applies_now": "Νέα παρτίδα: {game} ως τους {target}.",
    "game_applies_next": "{game}: από την επόμενη παρτίδα.",
    "target_short_game": "{target} (σύντομη παρτίδα)",
    "start_game": "Ξεκίνα {game}",
    "suit_symbol_word": "{symbol} {suit}",
    "choose_game": "Ποιο παιχνίδι;",
    "take": "Παίρνω",
    "take_aria": "Παίρνω: ατού {suit}",
    "name_suit_aria": "Ατού {suit}",
    "trump_call": "{suit}",
    "turned_card": "Γυρισμένο φύλλο",
    "turned_card_aria": "Το γυρισμένο φύλλο: {card}",
    "choose_trump": "Διαλέγουμε ατού",
    "belote_round1": "Γύρος 1: πάρε το χρώμα του γυρισμένου φύλλου ή πες πάσο",
    "belote_round2": "Γύρος 2: πες άλλο χρώμα ή πάσο",
    "status_your_take": "Σειρά σου: πάρε ατού {suit} ή πες πάσο",
    "status_your_name": "Σειρά σου: πες χρώμα εκτός από {suit} ή πάσο",
    "taker_is": "Πήρε: {seat} ({team})",
    "picked_up": "{seat:Nom} σήκωσε το γυρισμένο φύλλο {card}",
    "you_picked_up": "Σήκωσες το γυρισμένο φύλλο {card}",
    "an_picked_up": "{seat:Nom} σηκώνει το γυρισμένο φύλλο, {card}",
    "an_you_picked_up": "Σηκώνεις το γυρισμένο φύλλο, {card}",
    "belote_called": "{seat}: μπελότα και ρεμπελότα! {cards} (20)",
    "belote_called_you": "Λες μπελότα και ρεμπελότα! {cards} (20)",
    "belote_chip": "Μπελότα 20",
    "row_belote": "Μπελότα",
    "row_total": "Σύνολο",
    "belote_took": (
        "{seat:Nom} ({team}) {seat:?πήρες|πήρε} το γυρισμένο φύλλο {card}: ατού {suit}."
    ),
    "belote_named": "{seat:Nom} ({team}) {seat:?είπες|είπε} ατού {suit} στον δεύτερο γύρο.",
    "belote_kept": (
        "Μπελότα και ρεμπελότα: {seat:nom} {seat:?είχες|είχε} {cards}· 20 πόντοι ({team}), "
        "ό,τι κι αν γίνει."
    ),
    "belote_made": (
        "Το σύνολο αυτών που πήραν, {terms}, ξεπερνά της άμυνας, {defence}: "
        "το συμβόλαιο βγήκε."
    ),
    "belote_failed": (
        "Το σύνολο αυτών που πήραν, {terms}, δεν ξεπερνά της άμυνας, {defence}: "
        "μέσα, το συμβόλαιο χάθηκε."
    ),
    "belote_raw_made": "Κάθε ομάδα γράφει το σύνολό της: {team0} {a}, {team1} {b}.",
    "belote_raw_failed": "Μέσα: η άμυνα γράφει {terms}· όσοι πήραν γράφουν {kept}.",
    "term_pot": "{n} (όλη η μοιρασιά)",
    "term_all_declarations": "{n} δηλώσεις και των δύο ομάδων",
    "term_belote": "{n} μπελότα",
    "belote_thrown_in": (
        "Ακυρώθηκε: κανείς δεν πήρε το γυρισμένο φύλλο ούτε είπε χρώμα σε δύο γύρους. Κανείς "
        "δεν γράφει· μοιράζει ο επόμενος."
    ),
    "belote_kept_only": "μόνο τη μπελότα τους, {n}",
    "belote_nothing": "μηδέν",
    "belote_exact": "Τα σκορ γράφονται ακριβώς.",
    "belote_tens": (
        "Τα σκορ στρογγυλεύουν στην πλησιέστερη δεκάδα (το 5 προς τα πάνω). {team0}: {a}· "
        "{team1}: {b}."
    ),
    "ignored_params": "Αγνοήθηκαν άγνωστες ή διπλές παράμετροι της διεύθυνσης: {names}.",
    "and_more": "{names} και {n} ακόμη",
    # errors
    "error_body": "Ένα σφάλμα σταμάτησε το παιχνίδι: {error}",
    "error_play_on": "Κάτι πήγε στραβά, το παιχνίδι συνεχίζεται: {error}",
    # the language, and the page's frame
    "language": "Γλώσσα",
    "lang_el": "Ελληνικά",
    "lang_en": "English",
    "lang_fr": "Français",
    "why_lang": "η γλώσσα είναι el, en ή fr",
    "why_rules": "το παιχνίδι είναι pilotta ή belote",
    "why_target_game": "ο στόχος στην {game} είναι ακέραιος από {low} ως {high}",
    "asked_match": "Αυτή η διεύθυνση ζητά νέα παρτίδα ({what}): η παρτίδα σου συνεχίζεται, "
                   "εκτός αν ξεκινήσεις τη νέα.",
    "asked_start": "Ξεκίνα τη νέα παρτίδα",
    "asked_seed": "σπόρος {seed}",
    "table_label": "Τραπέζι",
    "side_label": "Πληροφορίες παιχνιδιού",
    "nav_label": "Παιχνίδι",
    "error_details": "Λεπτομέρειες",
    "reload_page": "Φόρτωσε ξανά τη σελίδα",
}
