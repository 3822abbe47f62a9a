"""The rules page's words (``web/rulebook/view.py``), in the game's three languages: the
game's own text, written from docs/RULES.md (Pilotta, then Belote). The examples' cards are
drawn by the page; the words here are their captions."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "rules_link": "Rules",
        "rules_title": "How to play",
        "rules_aria": "The rules of the game",
        "rules_close": "Back to the table",
        "rules_example": "Example",
        # Pilotta
        "r_pilotta": "Cypriot Pilotta",
        "r_table_h": "The table",
        "r_table": (
            "Four players in two teams, partners facing each other, with 32 cards: 7 to Ace "
            "in each suit. Everything goes round to the right: the deal (3, 2, then 3 cards "
            "each), the calls and the play. The player on the dealer's right speaks first "
            "and leads the first trick; whoever wins a trick leads the next."
        ),
        "r_order_h": "Card order and points",
        "r_order_trump": "In trumps the Jack is the highest card and the 9 comes next:",
        "r_order_trump_cap": "Trump: 20, 14, 11, 10, 4, 3, 0 and 0 points",
        "r_order_side": "In the other suits the Ace leads and the Jack is worth little:",
        "r_order_side_cap": "Other suits: 11, 10, 4, 3, 2, 0, 0 and 0 points",
        "r_order_total": (
            "The cards hold 152 points and the last trick adds 10: every deal is played "
            "for 162."
        ),
        "r_auction_h": "The auction",
        "r_auction": (
            "A bid is a number from 80 to 820, in tens, and a suit, and it must top the "
            "bid before it. Passing is not final: you may bid again later. If all four "
            "pass at the start, the deal is thrown in. The auction ends when the three "
            "players after the last bid pass; its suit is trump."
        ),
        "r_close": (
            "An opponent of the highest bidder may close (×2): nobody bids after that. The "
            "bidding team may answer with close back (×4)."
        ),
        "r_play_h": "Playing a trick",
        "r_play": (
            "Follow the suit led. When trumps are led, play a higher trump if you can. If "
            "you have none of the suit led you must trump, even when your partner is "
            "winning the trick, and beat a trump already played if you can; if you cannot, "
            "you still play a smaller trump. Only with no trump at all may you throw any "
            "card. The highest trump takes the trick, otherwise the highest card of the "
            "suit led."
        ),
        "r_play_ex": (
            "Hearts are trump. Spades are led with the A♠ and the next player trumps with "
            "the 9♥. You have no spade and hold the 8♥ and J♥: you must play the J♥."
        ),
        "r_decl_h": "Declarations",
        "r_decl": (
            "In the first trick, before your first card, you announce what you hold: runs "
            "in one suit (in the order 7, 8, 9, 10, Jack, Queen, King, Ace) and fours of a "
            "kind. Only the team with the single highest declaration scores, and then all of "
            "its declarations."
        ),
        "r_decl_run3": "Run of 3: 20",
        "r_decl_run4": "Run of 4: 50",
        "r_decl_run5": "Run of 5 or more: 100",
        "r_decl_four": (
            "Four Jacks: 200. Four 9s: 150. Four Aces, 10s, Kings or Queens: 100."
        ),
        "r_pilotta_kq": (
            "The pilotta is the King and Queen of trump in one hand: 20 points, called when "
            "the second of them is played. It always counts, except that the bidding team "
            "loses its pilotta if it takes no trick."
        ),
        "r_pilotta_cap": "Pilotta with hearts as trump: 20",
        "r_score_h": "Scoring a deal",
        "r_score": (
            "The bidders add their trick points, their counted declarations and their "
            "pilotta: if that reaches the bid, the contract is made and they score the bid "
            "plus all of it, while the defenders score their own points. If not, the "
            "bidders score nothing and the defenders score 162, the bid and every "
            "declaration."
        ),
        "r_capot": (
            "Capot: a team that takes all eight tricks counts 250 instead of its "
            "trick points."
        ),
        "r_closed": (
            "A closed deal is won by the bidders if they make the contract, else by the "
            "defenders: the winners score 162, plus the bid two times (four if closed back), "
            "plus every declaration; the losers score nothing."
        ),
        "r_sheet": (
            "The score sheet shows points divided by 10: a last digit from 1 to 5 rounds "
            "down, from 6 to 9 up. The Rule of 6: when both scores end in 6, the bidders "
            "round up and the defenders down, so 126 to 36 is written 13 to 3."
        ),
        "r_match": (
            "The first team to reach the target (301, or the one you choose) wins. If both "
            "reach it in the same deal the higher total wins, and an exact tie plays one "
            "more deal."
        ),
        # Belote
        "r_belote": "French Belote",
        "r_belote_deal": (
            "The same cards, order and points. Each player receives five cards and the next "
            "card is turned face up. In a first round each player may take its suit as "
            "trump or pass; if all pass, in a second round each may name another suit or "
            "pass. The taker picks up the turned card and the deal is completed to eight "
            "cards each. If nobody takes in two rounds, the deal is thrown in."
        ),
        "r_belote_play": (
            "Play as in Pilotta, with one freedom: when your partner is winning the trick "
            "you need not trump."
        ),
        "r_belote_kq": (
            "Belote and rebelote: the King and Queen of trump in one hand are worth 20, "
            "said as they are played, and always kept by their team. A four of a kind beats "
            "any run."
        ),
        "r_belote_kq_cap": "Belote (King), then rebelote (Queen): 20",
        "r_belote_score": (
            "The takers must finish with strictly more than the defenders, counting trick "
            "points, declarations and belote. If they do, each team scores its own total; "
            "if not, they are dedans: the defenders score 162 and every declaration. A capot "
            "is worth 252. The match is played to 1000 (501 for a short game)."
        ),
    },
    "el": {
        "rules_link": "Κανόνες",
        "rules_title": "Πώς παίζεται",
        "rules_aria": "Οι κανόνες του παιχνιδιού",
        "rules_close": "Πίσω στο τραπέζι",
        "rules_example": "Παράδειγμα",
        # Pilotta
        "r_pilotta": "Κυπριακή Πιλόττα",
        "r_table_h": "Το τραπέζι",
        "r_table": (
            "Τέσσερις παίκτες σε δύο ομάδες, οι συμπαίκτες αντικριστά, με 32 φύλλα: από το "
            "εφτά ως τον άσσο σε κάθε χρώμα. Όλα πάνε δεξιά: το μοίρασμα (3, 2 και 3 φύλλα "
            "στον καθένα), οι αγορές και το παιχνίδι. Ο παίκτης δεξιά από αυτόν που μοιράζει "
            "μιλά πρώτος και ανοίγει την πρώτη χαρτωσιά· όποιος παίρνει μια χαρτωσιά ανοίγει "
            "την επόμενη."
        ),
        "r_order_h": "Η σειρά και οι πόντοι των φύλλων",
        "r_order_trump": "Στο ατού ψηλότερος είναι ο βαλές και μετά το εννιά:",
        "r_order_trump_cap": "Ατού: 20, 14, 11, 10, 4, 3, 0 και 0 πόντοι",
        "r_order_side": "Στα άλλα χρώματα μπροστά είναι ο άσσος και ο βαλές αξίζει λίγο:",
        "r_order_side_cap": "Άλλα χρώματα: 11, 10, 4, 3, 2, 0, 0 και 0 πόντοι",
        "r_order_total": (
            "Τα φύλλα έχουν 152 πόντους και το πίσω δίνει άλλους 10: κάθε μοιρασιά παίζεται "
            "για 162."
        ),
        "r_auction_h": "Οι αγορές",
        "r_auction": (
            "Μια αγορά είναι ένας αριθμός από 80 ως 820, ανά δέκα, και ένα χρώμα, και πρέπει "
            "να ξεπερνά την προηγούμενη. Το πάσο δεν είναι οριστικό: μπορείς να αγοράσεις "
            "αργότερα. Αν στην αρχή πουν και οι τέσσερις πάσο, η μοιρασιά ακυρώνεται. Οι "
            "αγορές τελειώνουν όταν πουν πάσο οι τρεις μετά την τελευταία αγορά· το χρώμα "
            "της είναι το ατού."
        ),
        "r_close": (
            "Αντίπαλος αυτού που αγόρασε ψηλότερα μπορεί να πει κλειστό (×2): μετά δεν "
            "ανεβαίνει κανείς. Η ομάδα της αγοράς μπορεί να απαντήσει ξανακλειστό (×4)."
        ),
        "r_play_h": "Πώς παίζεται μια χαρτωσιά",
        "r_play": (
            "Ακολουθείς το χρώμα που άνοιξε. Όταν ανοίγει ατού, βάζεις ψηλότερο ατού αν "
            "έχεις. Αν δεν έχεις το χρώμα, πρέπει να κόψεις, ακόμη κι όταν την παίρνει ο "
            "συμπαίκτης σου, και να ανεβείς πάνω από ατού που έπεσε ήδη αν μπορείς· αν δεν "
            "μπορείς, ρίχνεις πάλι ένα μικρότερο ατού. Μόνο χωρίς κανένα ατού πετάς ό,τι "
            "θέλεις. Τη χαρτωσιά την παίρνει το ψηλότερο ατού, αλλιώς το ψηλότερο φύλλο του "
            "χρώματος που άνοιξε."
        ),
        "r_play_ex": (
            "Ατού κούπα. Ανοίγει ο άσσος μπαστούνι και ο επόμενος κόβει με το εννιά κούπα. "
            "Δεν έχεις μπαστούνι και κρατάς οχτώ και βαλέ κούπα: πρέπει να παίξεις τον βαλέ."
        ),
        "r_decl_h": "Οι δηλώσεις",
        "r_decl": (
            "Στην πρώτη χαρτωσιά, πριν από το πρώτο σου φύλλο, δηλώνεις ό,τι έχεις: σειρές "
            "στο ίδιο χρώμα (με τη σειρά 7, 8, 9, 10, βαλές, ντάμα, ρήγας, άσσος) και καρέ. "
            "Γράφει μόνο η ομάδα με τη μία ψηλότερη δήλωση, και τότε όλες τις δηλώσεις της."
        ),
        "r_decl_run3": "Τρία στη σειρά: 20",
        "r_decl_run4": "Τέσσερα στη σειρά: 50",
        "r_decl_run5": "Πέντε ή περισσότερα στη σειρά: 100",
        "r_decl_four": (
            "Καρέ βαλέδες: 200. Καρέ εννιάρια: 150. Καρέ άσσοι, δεκάρια, ρηγάδες ή ντάμες: 100."
        ),
        "r_pilotta_kq": (
            "Πιλόττα είναι ο ρήγας και η ντάμα του ατού στο ίδιο χέρι: 20 πόντοι, λέγεται "
            "όταν πέφτει το δεύτερο από τα δύο φύλλα. Μετρά πάντα, εκτός αν η ομάδα της "
            "αγοράς δεν πάρει καμία χαρτωσιά: τότε χάνει την πιλόττα της."
        ),
        "r_pilotta_cap": "Πιλόττα με ατού κούπα: 20",
        "r_score_h": "Το μέτρημα της μοιρασιάς",
        "r_score": (
            "Η ομάδα της αγοράς προσθέτει τους πόντους των χαρτωσιών της, τις δηλώσεις που "
            "μετρούν και την πιλόττα της: αν φτάνουν την αγορά, το συμβόλαιο βγήκε και "
            "γράφει την αγορά και όλα αυτά, ενώ η άμυνα γράφει τα δικά της. Αλλιώς μπαίνει "
            "μέσα: δεν γράφει τίποτα και η άμυνα γράφει 162, την αγορά και όλες τις δηλώσεις."
        ),
        "r_capot": (
            "Καπό: η ομάδα που παίρνει και τις οκτώ χαρτωσιές μετρά 250 αντί για "
            "τους πόντους τους."
        ),
        "r_closed": (
            "Στο κλειστό κερδίζει η ομάδα της αγοράς αν βγάλει το συμβόλαιο, αλλιώς η άμυνα: "
            "οι νικητές γράφουν 162, συν δύο φορές την αγορά (τέσσερις στο ξανακλειστό), "
            "συν όλες τις δηλώσεις· οι άλλοι δεν γράφουν τίποτα."
        ),
        "r_sheet": (
            "Στο χαρτί γράφονται οι πόντοι διά 10: τελευταίο ψηφίο από 1 ως 5 πάει κάτω, από "
            "6 ως 9 πάνω. Ο κανόνας του 6: όταν και τα δύο σκορ λήγουν σε 6, η ομάδα της "
            "αγοράς στρογγυλεύει πάνω και η άμυνα κάτω, έτσι το 126 με 36 γράφεται 13 με 3."
        ),
        "r_match": (
            "Κερδίζει η ομάδα που φτάνει πρώτη τον στόχο (301, ή όποιον διαλέξεις). Αν τον "
            "φτάσουν και οι δύο στην ίδια μοιρασιά κερδίζει το μεγαλύτερο σύνολο, και σε "
            "απόλυτη ισοπαλία παίζεται άλλη μία μοιρασιά."
        ),
        # Belote
        "r_belote": "Γαλλική Μπελότα",
        "r_belote_deal": (
            "Τα ίδια φύλλα, η ίδια σειρά και οι ίδιοι πόντοι. Ο καθένας παίρνει πέντε φύλλα "
            "και το επόμενο γυρίζει ανοιχτό. Στον πρώτο γύρο ο καθένας μπορεί να πάρει το "
            "χρώμα του για ατού ή να πει πάσο· αν πουν όλοι πάσο, στον δεύτερο γύρο ο καθένας "
            "μπορεί να πει άλλο χρώμα ή πάσο. Όποιος πάρει σηκώνει το γυρισμένο φύλλο και το "
            "μοίρασμα συμπληρώνεται ως τα οκτώ φύλλα. Αν δεν πάρει κανείς σε δύο γύρους, η "
            "μοιρασιά ακυρώνεται."
        ),
        "r_belote_play": (
            "Παίζεται όπως η πιλόττα, με μία ελευθερία: όταν την παίρνει ο συμπαίκτης σου, "
            "δεν είσαι υποχρεωμένος να κόψεις."
        ),
        "r_belote_kq": (
            "Μπελότα και ρεμπελότα: ο ρήγας και η ντάμα του ατού στο ίδιο χέρι αξίζουν 20, "
            "λέγονται καθώς πέφτουν και τα κρατά πάντα η ομάδα τους. Το καρέ κερδίζει κάθε "
            "σειρά."
        ),
        "r_belote_kq_cap": "Μπελότα (ρήγας), μετά ρεμπελότα (ντάμα): 20",
        "r_belote_score": (
            "Όσοι πήραν πρέπει να τελειώσουν με περισσότερα από την άμυνα, μετρώντας πόντους "
            "χαρτωσιών, δηλώσεις και μπελότα. Αν τα καταφέρουν, κάθε ομάδα γράφει το σύνολό "
            "της· αλλιώς μπαίνουν μέσα και η άμυνα γράφει 162 και όλες τις δηλώσεις. Το καπό "
            "αξίζει 252. Η παρτίδα παίζεται ως τους 1000 (501 η σύντομη)."
        ),
    },
    "fr": {
        "rules_link": "Règles",
        "rules_title": "Comment jouer",
        "rules_aria": "Les règles du jeu",
        "rules_close": "Retour à la table",
        "rules_example": "Exemple",
        # Pilotta
        "r_pilotta": "Pilotta chypriote",
        "r_table_h": "La table",
        "r_table": (
            "Quatre joueurs en deux équipes, les partenaires face à face, avec 32 cartes : "
            "du 7 à l'as dans chaque couleur. Tout tourne vers la droite : la donne (3, 2 "
            "puis 3 cartes chacun), les enchères et le jeu. Le joueur à droite du donneur "
            "parle le premier et entame le premier pli ; qui remporte un pli entame le "
            "suivant."
        ),
        "r_order_h": "Ordre et valeur des cartes",
        "r_order_trump": "À l'atout, le valet est la plus forte carte, suivi du 9 :",
        "r_order_trump_cap": "Atout : 20, 14, 11, 10, 4, 3, 0 et 0 points",
        "r_order_side": "Dans les autres couleurs, l'as mène et le valet vaut peu :",
        "r_order_side_cap": "Autres couleurs : 11, 10, 4, 3, 2, 0, 0 et 0 points",
        "r_order_total": (
            "Les cartes valent 152 points et le dernier pli en ajoute 10 (dix de der) : "
            "chaque donne se joue pour 162."
        ),
        "r_auction_h": "Les enchères",
        "r_auction": (
            "Une enchère est un nombre de 80 à 820, de dix en dix, avec une couleur, et elle "
            "doit dépasser la précédente. Passer n'est pas définitif : on peut enchérir plus "
            "tard. Si les quatre joueurs passent d'entrée, la donne est annulée. Les "
            "enchères s'arrêtent quand les trois joueurs après la dernière enchère passent ; "
            "sa couleur devient l'atout."
        ),
        "r_close": (
            "Un adversaire du plus haut enchérisseur peut fermer le jeu (×2) : plus personne "
            "n'enchérit ensuite. L'équipe du contrat peut répondre en rouvrant le jeu (×4)."
        ),
        "r_play_h": "Jouer un pli",
        "r_play": (
            "Fournissez la couleur demandée. À l'atout, montez si vous le pouvez. Sans la "
            "couleur demandée, vous devez couper, même si votre partenaire tient le pli, et "
            "surcouper un atout déjà posé si vous le pouvez ; sinon, vous jouez quand même un "
            "atout plus petit. Ce n'est que sans aucun atout que vous défaussez librement. "
            "L'atout le plus fort remporte le pli, sinon la plus forte carte de la couleur "
            "demandée."
        ),
        "r_play_ex": (
            "Atout cœur. L'as de pique est entamé et le joueur suivant coupe du 9 de cœur. "
            "Vous n'avez pas de pique et tenez le 8 et le valet de cœur : vous devez jouer le "
            "valet."
        ),
        "r_decl_h": "Les annonces",
        "r_decl": (
            "Au premier pli, avant votre première carte, vous annoncez ce que vous avez : "
            "des suites dans une couleur (dans l'ordre 7, 8, 9, 10, valet, dame, roi, as) et "
            "des carrés. Seule l'équipe qui détient la plus haute annonce marque, et alors "
            "toutes ses annonces."
        ),
        "r_decl_run3": "Tierce : 20",
        "r_decl_run4": "Quarte : 50",
        "r_decl_run5": "Quinte ou plus : 100",
        "r_decl_four": (
            "Carré de valets : 200. Carré de neuf : 150. Carré d'as, de dix, de rois ou de "
            "dames : 100."
        ),
        "r_pilotta_kq": (
            "La pilotta, c'est le roi et la dame d'atout dans la même main : 20 points, "
            "annoncés quand la seconde des deux cartes est jouée. Elle compte toujours, sauf "
            "que l'équipe du contrat perd la sienne si elle ne fait aucun pli."
        ),
        "r_pilotta_cap": "Pilotta à cœur : 20",
        "r_score_h": "Le décompte d'une donne",
        "r_score": (
            "L'équipe du contrat additionne ses points de plis, ses annonces comptées et sa "
            "pilotta : si elle atteint son enchère, le contrat est réussi et elle marque "
            "l'enchère plus tout cela, tandis que la défense marque ses propres points. "
            "Sinon, le contrat chute : elle ne marque rien et la défense marque 162, "
            "l'enchère et toutes les annonces."
        ),
        "r_capot": (
            "Capot : l'équipe qui fait les huit plis compte 250 au lieu de ses "
            "points de plis."
        ),
        "r_closed": (
            "Un jeu fermé revient à l'équipe du contrat si elle le réussit, sinon à la "
            "défense : les gagnants marquent 162, plus deux fois l'enchère (quatre fois si "
            "le jeu est rouvert), plus toutes les annonces ; les perdants ne marquent rien."
        ),
        "r_sheet": (
            "La feuille de marque divise les points par 10 : un dernier chiffre de 1 à 5 "
            "arrondit vers le bas, de 6 à 9 vers le haut. La règle du 6 : quand les deux "
            "scores finissent par 6, l'équipe du contrat arrondit vers le haut et la défense "
            "vers le bas, et 126 à 36 s'écrit 13 à 3."
        ),
        "r_match": (
            "La première équipe à atteindre l'objectif (301, ou celui que vous choisissez) "
            "gagne. Si les deux l'atteignent dans la même donne, le plus haut total "
            "l'emporte ; à égalité parfaite, on joue une donne de plus."
        ),
        # Belote
        "r_belote": "Belote française",
        "r_belote_deal": (
            "Mêmes cartes, même ordre, mêmes points. Chacun reçoit cinq cartes et la "
            "suivante est retournée. Au premier tour, chacun peut prendre sa couleur comme "
            "atout ou passer ; si tous passent, au second tour chacun peut nommer une autre "
            "couleur ou passer. Le preneur ramasse la retourne et la donne est complétée à "
            "huit cartes chacun. Si personne ne prend en deux tours, la donne est annulée."
        ),
        "r_belote_play": (
            "On joue comme à la pilotta, avec une liberté : quand votre partenaire est "
            "maître du pli, vous n'êtes pas obligé de couper."
        ),
        "r_belote_kq": (
            "Belote et rebelote : le roi et la dame d'atout dans la même main valent 20, "
            "annoncés en les jouant, et restent toujours acquis à leur équipe. Un carré bat "
            "toute suite."
        ),
        "r_belote_kq_cap": "Belote (le roi), puis rebelote (la dame) : 20",
        "r_belote_score": (
            "Les preneurs doivent finir strictement au-dessus de la défense, en comptant "
            "points de plis, annonces et belote. S'ils y parviennent, chaque équipe marque "
            "son total ; sinon ils sont dedans : la défense marque 162 et toutes les "
            "annonces. Un capot vaut 252. La partie se joue en 1000 (501 en partie courte)."
        ),
    },
}

# French typography: a narrow no-break space before : ; ! ? (written plainly above).
WORDS["fr"] = {key: text.replace(" :", "\u202f:").replace(" ;", "\u202f;")
               for key, text in WORDS["fr"].items()}
