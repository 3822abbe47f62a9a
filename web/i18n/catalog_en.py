"""The English catalog: every word the page shows, by key (``web/i18n/translate.py`` looks them up).

``catalog_el.py`` and ``catalog_fr.py`` hold the same keys with the same placeholders
(tests/web/test_catalogs.py). A key ending ``_one`` / ``_other`` is a count's plural form
(``i18n.tn``).
"""

from __future__ import annotations

EN: dict[str, str] = {
    # page frame
    "title": "Cypriot Pilotta",
    "settings": "Settings",
    "new_match": "New match",
    "next_deal": "Next deal",
    "close": "Close",
    "cancel": "Cancel",
    "apply": "Apply",
    "dismiss": "Dismiss",
    "deal_n": "Deal {n}",
    "to_target": "to {target}",
    "target_label": "Target",
    # seats and teams (seat 0 is the human, at the bottom)
    # A seat's name (its plate) and its forms in sentences: a template picks one with a
    # format spec, {seat:acc} (i18n.Word); "Nom" capitalises. {seat:?a|b} agrees with it:
    # a for You, b for the others.
    "seat0": "You", "seat0_nom": "you", "seat0_acc": "you", "seat0_gen": "your",
    "seat1": "Right", "seat1_nom": "Right", "seat1_acc": "Right", "seat1_gen": "Right's",
    "seat2": "Partner", "seat2_nom": "Partner", "seat2_acc": "Partner", "seat2_gen": "Partner's",
    "seat3": "Left", "seat3_nom": "Left", "seat3_acc": "Left", "seat3_gen": "Left's",
    "team0": "Us",
    "team1": "Them",
    "dealer": "Dealer",
    "dealer_short": "Dealer",
    "hand_of_one": "{seat:gen} hand: {n} card",
    "hand_of_other": "{seat:gen} hand: {n} cards",
    "your_hand": "Your hand",
    # cards
    "rank7": "7", "rank8": "8", "rank9": "9", "rankT": "10",
    "rankJ": "Jack", "rankQ": "Queen", "rankK": "King", "rankA": "Ace",
    # ... and in the plural, as a four of a kind names them ({rank:pl})
    "rank7_pl": "7s", "rank8_pl": "8s", "rank9_pl": "9s", "rankT_pl": "10s",
    "rankJ_pl": "Jacks", "rankQ_pl": "Queens", "rankK_pl": "Kings", "rankA_pl": "Aces",
    # ... and as the object of a verb (Greek and French add their article: τον βαλέ, l'as)
    "rank7_acc": "7", "rank8_acc": "8", "rank9_acc": "9", "rankT_acc": "10",
    "rankJ_acc": "Jack", "rankQ_acc": "Queen", "rankK_acc": "King", "rankA_acc": "Ace",
    "suitS": "spades", "suitH": "hearts", "suitD": "diamonds", "suitC": "clubs",
    "card_name": "{rank} of {suit}",
    # calls
    "pass": "Pass",
    "close_x2": "Close ×2",
    "close_back_x4": "Close back ×4",
    "bid_aria": "Bid {value} {suit}",
    "bid_less": "Lower bid value",
    "bid_more": "Higher bid value",
    "bid_value": "Bid value",
    "your_call": "Your call",
    "no_more_bids": "No more bids after a close.",
    # auction / contract
    "auction": "Auction",
    "contract": "Contract",
    "no_contract_yet": "Auction in progress",
    "highest_bid": "Highest: {call} by {seat}",
    "no_bid_yet": "No bid yet",
    "contract_by": "{call} by {seat} ({team})",
    "bid_by": "by {seat} ({team})",
    "trump_is": "Trump: {suit}",
    # declarations
    "declarations": "Declarations",
    "you_hold_decl": "You hold declarations",
    "announce": "Announce",
    "decline": "Decline",
    "announce_or_decline": "Announce them or decline before your first card.",
    "decl_run": "Run of {n}",
    "decl_four": "Four {rank:pl}",
    "decl_value": "{name}: {value}",
    "announced_run": "Run {value}",
    "announced_four": "Four of a kind {value}",
    "counting0": "Our declarations count: {value}",
    "counting1": "Their declarations count: {value}",
    "none_counting_tie": "Equal best declarations: neither team counts them",
    "none_declared": "No declarations announced",
    "pilotta": "Pilotta",
    "pilotta_called": "{seat} calls the pilotta: {cards} (20)!",
    "pilotta_called_you": "You call the pilotta: {cards} (20)!",
    "pilotta_chip": "Pilotta 20",
    # play
    "trick_points": "Trick points",
    "tricks_one": "{n} trick",
    "tricks_other": "{n} tricks",
    "show_last_trick": "Show last trick",
    "hide_last_trick": "Hide last trick",
    "no_trick_yet": "No trick played yet",
    "won_by": "won by {seat} (+{points})",
    "table_center": "Cards on the table",
    # status line
    "status_your_call": "Your call: bid or pass",
    "status_your_call_close": "Your call: bid, close or pass",
    "status_your_call_back": "Your call: close back or pass",
    "status_your_call_pass": "Your call: pass (no more bids after a close)",
    "status_your_declare": "You hold declarations: announce or decline",
    "status_your_lead": "Your lead: play any card",
    "status_your_play": "Your turn: play a highlighted card",
    "status_thinking": "{seat} is thinking…",
    "status_wins_trick": "{seat} wins the trick (+{points})",
    "status_you_win_trick": "You win the trick (+{points})",
    "status_deal_over": "The deal is over",
    "status_thrown_in": "Everyone passed: the deal is thrown in",
    "status_match_over": "The match is over",
    # the hint (the reason comes from the engine's catalog of hint codes, pilotta.bots.hints)
    "hint": "Hint",
    "hint_title": "What would the Hard bot play now, and why?",
    "hint_thinking": "Thinking…",
    "hint_label": "Hint:",
    "hint_sentence": "Hint: {text}",
    "hint_suggested": "suggested",
    # announcements (live region)
    "an_call": "{seat}: {call}",
    "an_plays": "{seat} plays {card}",
    "an_you_play": "You play {card}",
    "an_declares": "{seat} announces {what}",
    "an_declares_you": "You announce {what}",
    "an_you_decline": "You decline to announce your declarations",
    "an_contract": "Contract: {contract}",
    "an_new_deal": "Deal {n}: {seat} deals",
    "an_new_deal_you": "Deal {n}: you deal",
    "an_illegal": "You cannot play {card}: {reason}",
    "an_wait": "Wait: {seat} is to play",
    # deal summary
    "summary_title": "Deal {n}",
    "thrown_in": "Thrown in: all four players passed. Nobody scores; the next dealer deals.",
    "made": "Contract made",
    "failed": "Contract failed",
    "summary_contract": "Contract {call} by {seat} ({team}){mult}.",
    "summary_mult2": ", closed ×2",
    "summary_mult4": ", closed back ×4",
    "row_trick_points": "Trick points (last trick +10 included)",
    "row_tricks": "Tricks",
    "row_declarations": "Declarations counted",
    "row_pilotta": "Pilotta",
    "row_raw": "Raw points",
    # the gold tab on a trump card: said with the card, explained beside the trump
    "card_is_trump": "trump",
    "trump_tab": "A gold tab at the top of a card marks a trump",
    "trump_tab_short": "= trump",
    # the chip beside the seat that holds the contract (Belote: the taker)
    "chip_contract": "Contract {contract}",
    "chip_taker": "Taker, trump {suit}",
    "row_scored": "Trick points scored",
    "row_bid": "Bid",
    "row_bid_mult": "Bid × {mult}",
    "row_raw_total": "Raw points (the sum)",
    "row_sheet": "On the sheet",
    "last_trick_to": "The last trick (+10) went to {team}.",
    "subj0": "We", "subj1": "They", "subj0_mid": "we", "subj1_mid": "they",
    "obj0": "us", "obj1": "them",
    "capot_by": "Capot! {team} won all eight tricks: trick points count as {points}.",
    "decl_counted0": "We held the highest declaration, so all our declarations count: {items}.",
    "decl_counted1": "They held the highest declaration, so all their declarations count: {items}.",
    "decl_lost0": "Our declarations do not count, theirs being higher: {items}.",
    "decl_lost1": "Their declarations do not count, ours being higher: {items}.",
    "decl_tie": "The best declarations of the two teams are equal: neither team counts them.",
    "decl_none": "No declarations were announced.",
    "seat_items": "{seat}: {items}",
    "pilotta_counted": "Pilotta: {team} (+20, {seat} held {cards}).",
    "pilotta_void": "Pilotta of {team} does not count: the bidders won no trick.",
    "made_check": "{team} needed {bid}: {terms} ≥ {bid}, so the contract is made.",
    "failed_check": "{team} needed {bid}: {terms} < {bid}, so the contract fails.",
    "failed_capot": "The defence took every trick: the contract fails.",
    "term_trick_points": "{n} trick points",
    "term_declarations": "{n} declarations",
    "term_pilotta": "{n} pilotta",
    "raw_made": "{bidders} score the bid {bid} + {terms} = {total}; {defence} score {dpart}.",
    "raw_failed": "{bidders} score 0; {defence} score {pot} + the bid {bid}{extras} = {total}.",
    "raw_failed_capot": (
        "{bidders} score 0; {defence} score {pot} (capot) + the bid {bid}{extras} = {total}."
    ),
    "raw_capot_made": (
        "{bidders} score the bid {bid} + {capot} (capot){extras} = {total}; {defence} score "
        "{dtotal}: after a capot the defence keeps only its own counted declarations and pilotta."
    ),
    "raw_closed": (
        "{mult_word}: {winner} win the deal and score {pot} + {mult} × {bid}{extras} = {total}; "
        "{loser} score 0."
    ),
    "mult_word2": "Closed (×2)",
    "mult_word4": "Closed back (×4)",
    "extras_all": " + all declarations and pilotta {n}",
    "round_down": "{raw} → {sheet} (ends in {digit}: down)",
    "round_up": "{raw} → {sheet} (ends in {digit}: up)",
    "round_exact": "{raw} → {sheet}",
    "rounding": (
        "Sheet points are raw points divided by 10: a last digit 1 to 5 rounds down, 6 to 9 rounds "
        "up. {team0}: {a}; {team1}: {b}."
    ),
    "rule_of_six": (
        "Rule of 6: both scores end in 6, so the bidders round up and the defence rounds down. "
        "{team0}: {a}; {team1}: {b}."
    ),
    "sheet_title": "Score sheet",
    "sheet_deal": "Deal",
    "sheet_contract": "Contract",
    "sheet_total": "Total",
    "sheet_empty": "No deal finished yet",
    "sheet_thrown_in": "thrown in",
    "sheet_made": "made",
    "sheet_failed": "failed",
    "match_won_us": "We win the match, {a} to {b}!",
    "match_won_them": "They win the match, {b} to {a}.",
    "match_tie_continue": "Both teams reached {target} with equal totals: one more deal.",
    # settings
    "settings_title": "Settings",
    "target_custom": "Custom",
    "target_custom_aria": "Custom target, {low} to {high}",
    "target_applies_now": "Target set to {target}.",
    "target_applies_next": "The new target {target} applies from the next match.",
    "speed": "Bot speed",
    "speed_slow": "Slow",
    "speed_normal": "Normal",
    "speed_fast": "Fast",
    "speed_instant": "Instant",
    "level": "Bot level",
    "level_easy": "Easy",
    "level_normal": "Normal",
    "level_hard": "Hard",
    "bad_target_number": (
        "The target must be a whole number from {low} to {high} (you entered “{text}”). "
        "Nothing was changed."
    ),
    "bad_target_range": (
        "The target must be between {low} and {high} (you entered {value}). Nothing was changed."
    ),
    "confirm_new_match": "Start a new match? The current match will be abandoned.",
    "start_new_match": "Start a new match",
    # address parameters
    "bad_param": "Ignored “{name}={value}” in the address: {why}.",
    "why_seed": "a seed is a whole number from 0 to 9223372036854775807",
    "why_target": "the target is a whole number from 51 to 5001",
    "why_speed": "the speed is slow, normal, fast or instant",
    "why_level": "the level is easy, normal or hard",
    # the game (rule set) and French Belote's table
    "game": "Game",
    "game_pilotta": "Cypriot Pilotta",
    "game_belote": "French Belote",
    "belote_scores": "Belote scores",
    "rounding_exact": "Exact points",
    "rounding_tens": "Rounded to tens",
    "game_applies_now": "New match: {game} to {target}.",
    "game_applies_next": "{game} applies from the next match.",
    "target_short_game": "{target} (short game)",
    "start_game": "Start {game}",
    "suit_symbol_word": "{symbol} {suit}",
    "choose_game": "Which game?",
    "take": "Take",
    "take_aria": "Take: {suit} are trump",
    "name_suit_aria": "Name {suit} as trump",
    "trump_call": "{suit}",
    "turned_card": "Turned card",
    "turned_card_aria": "The turned card: {card}",
    "choose_trump": "Choosing trump",
    "belote_round1": "Round 1: take the turned card's suit, or pass",
    "belote_round2": "Round 2: name another suit, or pass",
    "status_your_take": "Your call: take {suit} as trump, or pass",
    "status_your_name": "Your call: name a suit other than {suit}, or pass",
    "taker_is": "Taker: {seat} ({team})",
    "picked_up": "{seat} picked up the turned card {card}",
    "you_picked_up": "You picked up the turned card {card}",
    "an_picked_up": "{seat} picks up the turned card, {card}",
    "an_you_picked_up": "You pick up the turned card, {card}",
    "belote_called": "{seat}: belote and rebelote! {cards} (20)",
    "belote_called_you": "You say belote and rebelote! {cards} (20)",
    "belote_chip": "Belote 20",
    "row_belote": "Belote",
    "row_total": "Total",
    "belote_took": "{seat} ({team}) took the turned card {card}: {suit} are trump.",
    "belote_named": "{seat} ({team}) named {suit} as trump in the second round.",
    "belote_kept": "Belote and rebelote: {seat} held {cards}: 20 to {team}, kept whatever "
                   "the result.",
    "belote_made": (
        "The takers' total {terms} is more than the defenders' {defence}: "
        "the contract is made."
    ),
    "belote_failed": (
        "The takers' total {terms} is not more than the defenders' {defence}: "
        "dedans, the contract fails."
    ),
    "belote_raw_made": "Each team scores its own total: {team0} {a}, {team1} {b}.",
    "belote_raw_failed": "Dedans: the defenders score {terms}; the takers score {kept}.",
    "term_pot": "{n} (all the deal)",
    "term_all_declarations": "{n} declarations of both teams",
    "term_belote": "{n} belote",
    "belote_thrown_in": (
        "Thrown in: nobody took the turned card or named a suit in two rounds. Nobody scores; "
        "the next player deals."
    ),
    "belote_kept_only": "only their belote, {n}",
    "belote_nothing": "nothing",
    "belote_exact": "Scores are kept exact.",
    "belote_tens": (
        "Scores are rounded to the nearest ten (a 5 rounds up). {team0}: {a}; {team1}: {b}."
    ),
    "ignored_params": "Ignored unknown or repeated parameters in the address: {names}.",
    "and_more": "{names} and {n} more",
    # errors
    "error_body": "An error stopped the game: {error}",
    "error_play_on": "Something went wrong, the game goes on: {error}",
    # the language, and the page's frame (index.html's data-i18n elements)
    "language": "Language",
    "lang_el": "Ελληνικά",
    "lang_en": "English",
    "lang_fr": "Français",
    "why_lang": "the language is el, en or fr",
    "why_rules": "the game is pilotta or belote",
    "why_target_game": "a {game} target is a whole number from {low} to {high}",
    # the address asks for another match than the one in progress (web/table/dom.py)
    "asked_match": "This address asks for a new match ({what}): your match in progress goes "
                   "on unless you start the new one.",
    "asked_start": "Start the new match",
    "asked_seed": "seed {seed}",
    "table_label": "Card table",
    "side_label": "Game information",
    "nav_label": "Game",
    "error_details": "Details",
    "reload_page": "Reload the page",
}
