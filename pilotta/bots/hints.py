"""Hints: what the hard bot would play now, and why, as a message code with parameters.

``hint(obs)`` runs the hard bot on the seat's observation (the same information the
player has, nothing hidden) and returns a ``Hint``: the action, a ``code`` and ``params``
(cards and suits as ints, like ``Illegal``). ``think_hint(obs)`` is the incremental form
for the page's main thread. ``describe(hint, lang)`` renders it from a catalog; the page may
use its own translations of the same codes. Belote adds its trump choice (``take``,
``name_trump``, ``pass_take``) and the discard only the partner exemption allows
(``partner_wins_free``). Coinche's auction has its own codes (``coinche_bid``,
``coinche_raise``, ``coinche_overcall``, ``coinche_capot``, ``coinche``, ``surcoinche`` and
the ``coinche_pass_*``), whose ``trump`` (0-3 a suit, 4 sans-atout, 5 tout-atout) is
rendered as a phrase (``messages.TRUMP_WORDS``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from ..actions import (
    BID,
    CAPOT,
    CLOSE,
    CLOSE_BACK,
    COINCHE,
    PASS,
    SURCOINCHE,
    TAKE,
    Action,
    Call,
    Declare,
    Play,
)
from ..cards import POINTS, RUFF_MASK, SUIT_MASK, card_pretty
from ..messages import SUIT_WORDS, TRUMP_WORDS
from ..observation import Observation
from ..rulesets import rules_named
from ..tricks import partner_winning
from .belote_calls import is_trump_choice
from .hard import Budget, HardBot
from .knowledge import read_auction

EN: dict[str, str] = {
    # cards
    "only_card": "the {card} is your only legal card",
    "feed_partner": "partner wins this trick: play your {card} for {points} points",
    "partner_wins_low": "partner wins this trick: the {card} will do, keep your better cards",
    "win_trick": "take the trick with the {card}",
    "overtake_partner": "partner may lose this trick: overtake with the {card}",
    "play_low": "you cannot win this trick: play the {card} and keep your points",
    "discard_low": "discard the {card}: it gives away least and you keep your guards",
    "partner_wins_free": "partner wins this trick, so you need not trump: play the {card}",
    "draw_trumps": "draw the opponents' trumps with the {card}",
    "lead_trump": "lead a trump: the {card}",
    "cash_master": "the {card} is master: cash it before it can be trumped",
    "cash_master_safe": "the {card} is master and nothing can trump it: cash it",
    "give_ruff": "partner has no {suit}s: lead the {card} for him to trump",
    "lead_partner_suit": "lead your partner's suit: the {card}",
    "lead_low": "lead the {card}: it risks the least",
    "search": "the {card} scores best over {worlds} deals that fit what you have seen",
    "last_tricks": "with the cards left, the {card} wins the most points",
    # auction
    "bid": "bid {value} in {suit}s: you should make it about {chance}% of the time",
    "raise_partner": "support your partner: bid {value} in {suit}s "
                     "(about {chance}% to make it)",
    "overcall": "outbid them with {value} in {suit}s: about {chance}% to make it",
    "pass_weak": "pass: no contract is likely enough to be made",
    "pass_partner": "pass: your partner's contract is your team's best",
    "pass_defend": "pass: defend against their contract",
    "close": "close: their contract fails in about {chance}% of the deals that fit",
    "close_back": "close back: you make your contract about {chance}% of the time",
    # Belote's trump choice
    "take": "take the {card}: with {suit}s as trump you should win the deal about "
            "{chance}% of the time",
    "name_trump": "name {suit}s as trump: you should win the deal about {chance}% of the time",
    "pass_take": "pass: no trump is likely enough to win the deal",
    # Coinche's auction ({trump}: a suit, sans-atout or tout-atout, with its preposition)
    "coinche_bid": "bid {value} {trump}: your team should make it about {chance}% of the time",
    "coinche_raise": "support your partner: bid {value} {trump} (about {chance}% to make it)",
    "coinche_overcall": "outbid them with {value} {trump}: about {chance}% to make it",
    "coinche_capot": "bid capot {trump}: your team should win all eight tricks about "
                     "{chance}% of the time",
    "coinche": "coinche: their contract fails in about {chance}% of the deals that fit",
    "surcoinche": "surcoinche: your contract is made in about {chance}% of the deals that fit",
    "coinche_pass_weak": "pass: no contract is made often enough to be worth bidding",
    "coinche_pass_partner": "pass: your partner's contract is your team's best",
    "coinche_pass_defend": "pass: defend against their contract, it is not weak enough to "
                           "coinche",
    "coinche_pass_coinched": "pass: your contract is not safe enough to surcoinche",
    "coinche_pass_only": "pass: after a coinche only the takers may still speak",
    # declarations
    "announce": "announce your declarations",
    "decline": "decline: the opponents announced more, announcing would only show your hand",
}

FR: dict[str, str] = {
    # cards
    "only_card": "le {card} est votre seule carte jouable",
    "feed_partner": "votre partenaire tient le pli : jouez votre {card} pour {points} points",
    "partner_wins_low": "votre partenaire tient le pli : le {card} suffit, gardez vos "
                        "meilleures cartes",
    "win_trick": "remportez le pli avec le {card}",
    "overtake_partner": "votre partenaire peut perdre ce pli : passez-lui dessus avec le {card}",
    "play_low": "vous ne pouvez pas remporter ce pli : jouez le {card} et gardez vos points",
    "discard_low": "défaussez le {card} : c'est ce qui donne le moins, et vous gardez vos "
                   "gardes",
    "partner_wins_free": "votre partenaire tient le pli, vous n'êtes pas obligé de couper : "
                         "jouez le {card}",
    "draw_trumps": "faites tomber les atouts adverses avec le {card}",
    "lead_trump": "entamez atout : le {card}",
    "cash_master": "le {card} est maître : encaissez-le avant qu'il ne soit coupé",
    "cash_master_safe": "le {card} est maître et rien ne peut le couper : encaissez-le",
    "give_ruff": "votre partenaire n'a plus de {suit} : entamez le {card} pour qu'il coupe",
    "lead_partner_suit": "entamez la couleur de votre partenaire : le {card}",
    "lead_low": "entamez le {card} : c'est le moins risqué",
    "search": "le {card} rapporte le plus sur {worlds} donnes compatibles avec ce que vous "
              "avez vu",
    "last_tricks": "avec les cartes qui restent, le {card} rapporte le plus de points",
    # auction
    "bid": "enchérissez {value} à {suit} : vous devriez le faire environ {chance} % du temps",
    "raise_partner": "soutenez votre partenaire : enchérissez {value} à {suit} "
                     "(environ {chance} % de réussite)",
    "overcall": "surenchérissez à {value} à {suit} : environ {chance} % de réussite",
    "pass_weak": "passez : aucun contrat n'a assez de chances d'être réussi",
    "pass_partner": "passez : le contrat de votre partenaire est le meilleur de l'équipe",
    "pass_defend": "passez : défendez contre leur contrat",
    "close": "fermez le jeu : leur contrat chute dans environ {chance} % des donnes possibles",
    "close_back": "rouvrez le jeu : vous réussissez votre contrat environ {chance} % du temps",
    # Belote's trump choice
    "take": "prenez le {card} : avec atout {suit}, vous devriez gagner la donne environ "
            "{chance} % du temps",
    "name_trump": "nommez atout {suit} : vous devriez gagner la donne environ {chance} % du "
                  "temps",
    "pass_take": "passez : aucun atout n'a assez de chances de gagner la donne",
    # Coinche's auction
    "coinche_bid": "annoncez {value} {trump} : votre équipe devrait le faire environ "
                   "{chance} % du temps",
    "coinche_raise": "soutenez votre partenaire : annoncez {value} {trump} (environ "
                     "{chance} % de réussite)",
    "coinche_overcall": "surenchérissez avec {value} {trump} : environ {chance} % de "
                        "réussite",
    "coinche_capot": "annoncez capot {trump} : votre équipe devrait faire tous les plis "
                     "environ {chance} % du temps",
    "coinche": "coinchez : leur contrat chute dans environ {chance} % des donnes possibles",
    "surcoinche": "surcoinchez : votre contrat passe dans environ {chance} % des donnes "
                  "possibles",
    "coinche_pass_weak": "passez : aucun contrat ne passe assez souvent pour être annoncé",
    "coinche_pass_partner": "passez : le contrat de votre partenaire est le meilleur de "
                            "l'équipe",
    "coinche_pass_defend": "passez : défendez contre leur contrat ; il n'est pas assez "
                           "faible pour le coincher",
    "coinche_pass_coinched": "passez : votre contrat n'est pas assez sûr pour surcoincher",
    "coinche_pass_only": "passez : après une coinche, seuls les preneurs peuvent encore "
                         "parler",
    # declarations
    "announce": "annoncez vos annonces",
    "decline": "renoncez : les adversaires ont annoncé plus, annoncer ne ferait que montrer "
               "votre jeu",
}

EL: dict[str, str] = {
    # cards
    "only_card": "το {card} είναι το μόνο φύλλο που μπορείς να παίξεις",
    "feed_partner": "ο συμπαίκτης σου παίρνει τη χαρτωσιά: ρίξε το {card} για {points} "
                    "πόντους",
    "partner_wins_low": "ο συμπαίκτης σου παίρνει τη χαρτωσιά: αρκεί το {card}, κράτα τα "
                        "καλά σου φύλλα",
    "win_trick": "πάρε τη χαρτωσιά με το {card}",
    "overtake_partner": "ο συμπαίκτης σου μπορεί να τη χάσει: πέρνα τον με το {card}",
    "play_low": "δεν παίρνεις αυτή τη χαρτωσιά: παίξε το {card} και κράτα τους πόντους σου",
    "discard_low": "πέτα το {card}: δίνει τα λιγότερα και κρατάς τα φυλαγμένα σου",
    "partner_wins_free": "ο συμπαίκτης σου παίρνει τη χαρτωσιά, δεν χρειάζεται να κόψεις: "
                         "παίξε το {card}",
    "draw_trumps": "τράβα τα ατού των αντιπάλων με το {card}",
    "lead_trump": "άνοιξε ατού: το {card}",
    "cash_master": "το {card} είναι το ψηλότερο: πάρ' το πριν το κόψουν",
    "cash_master_safe": "το {card} είναι το ψηλότερο και δεν κόβεται: παίξ' το να πάρεις "
                        "τη χαρτωσιά",
    "give_ruff": "ο συμπαίκτης σου δεν έχει {suit}: άνοιξε το {card} να κόψει",
    "lead_partner_suit": "άνοιξε το χρώμα του συμπαίκτη σου: το {card}",
    "lead_low": "άνοιξε με το {card}: ρισκάρεις τα λιγότερα",
    "search": "το {card} φέρνει τα περισσότερα σε {worlds} μοιρασιές που ταιριάζουν με όσα "
              "είδες",
    "last_tricks": "με τα φύλλα που μένουν, το {card} φέρνει τους περισσότερους πόντους",
    # auction
    "bid": "αγόρασε {value} {suit}: πρέπει να βγει περίπου στο {chance}% των φορών",
    "raise_partner": "στήριξε τον συμπαίκτη σου: αγόρασε {value} {suit} "
                     "(περίπου {chance}% να βγει)",
    "overcall": "ανέβα πάνω τους με {value} {suit}: περίπου {chance}% να βγει",
    "pass_weak": "πάσο: κανένα συμβόλαιο δεν έχει αρκετές πιθανότητες να βγει",
    "pass_partner": "πάσο: το συμβόλαιο του συμπαίκτη σου είναι το καλύτερο της ομάδας",
    "pass_defend": "πάσο: αμύνσου στο συμβόλαιό τους",
    "close": "κλειστό: το συμβόλαιό τους μπαίνει μέσα στο {chance}% περίπου των μοιρασιών "
             "που ταιριάζουν",
    "close_back": "ξανακλειστό: το συμβόλαιό σου βγαίνει περίπου στο {chance}% των φορών",
    # Belote's trump choice
    "take": "πάρε το {card}: με ατού {suit} πρέπει να κερδίσεις τη μοιρασιά περίπου στο "
            "{chance}% των φορών",
    "name_trump": "πες ατού {suit}: πρέπει να κερδίσεις τη μοιρασιά περίπου στο {chance}% "
                  "των φορών",
    "pass_take": "πάσο: κανένα ατού δεν έχει αρκετές πιθανότητες να κερδίσει τη μοιρασιά",
    # Coinche's auction
    "coinche_bid": "αγόρασε {value} {trump}: η ομάδα σου πρέπει να το βγάλει περίπου στο "
                   "{chance}% των φορών",
    "coinche_raise": "στήριξε τον συμπαίκτη σου: αγόρασε {value} {trump} (περίπου {chance}% "
                     "να βγει)",
    "coinche_overcall": "ανέβα πάνω τους με {value} {trump}: περίπου {chance}% να βγει",
    "coinche_capot": "αγόρασε καπό {trump}: η ομάδα σου πρέπει να πάρει και τις οκτώ "
                     "χαρτωσιές περίπου στο {chance}% των φορών",
    "coinche": "κοντρ (coinche): το συμβόλαιό τους μπαίνει μέσα στο {chance}% περίπου των "
               "μοιρασιών που ταιριάζουν",
    "surcoinche": "ρεκόντρ (surcoinche): το συμβόλαιό σου βγαίνει στο {chance}% περίπου των "
                  "μοιρασιών που ταιριάζουν",
    "coinche_pass_weak": "πάσο: κανένα συμβόλαιο δεν βγαίνει αρκετά συχνά για να το αγοράσεις",
    "coinche_pass_partner": "πάσο: το συμβόλαιο του συμπαίκτη σου είναι το καλύτερο της "
                            "ομάδας",
    "coinche_pass_defend": "πάσο: αμύνσου στο συμβόλαιό τους, δεν είναι αρκετά αδύναμο για "
                           "κοντρ",
    "coinche_pass_coinched": "πάσο: το συμβόλαιό σου δεν είναι αρκετά σίγουρο για ρεκόντρ",
    "coinche_pass_only": "πάσο: μετά το κοντρ (coinche) μιλά μόνο η ομάδα που αγόρασε",
    # declarations
    "announce": "δήλωσε τις δηλώσεις σου",
    "decline": "μη δηλώσεις: οι αντίπαλοι δήλωσαν περισσότερα, θα έδειχνες μόνο το χέρι σου",
}

# French typography: a narrow no-break space before :, ; and % (written plainly above).
FR.update({k: v.replace(" :", "\u202f:").replace(" ;", "\u202f;").replace(" %", "\u202f%")
           for k, v in FR.items()})

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "fr": FR, "el": EL}


@dataclass(frozen=True)
class Hint:
    action: Action
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str = "en") -> str:
        return describe(self, lang)

    def to_json(self) -> dict[str, object]:
        return {"action": str(self.action), "code": self.code, "params": dict(self.params)}


def _render(name: str, value: Any, lang: str) -> Any:
    if name == "card":
        return card_pretty(value)
    if name == "suit":  # the singular: English templates add their plural "s"
        return SUIT_WORDS.get(lang, SUIT_WORDS["en"])[value][0]
    if name == "trump":  # Coinche: a suit, sans-atout or tout-atout, as a phrase
        return TRUMP_WORDS.get(lang, TRUMP_WORDS["en"])[value]
    return value


def describe(h: Hint, lang: str = "en") -> str:
    catalog = CATALOGS.get(lang, EN)
    template = catalog.get(h.code) or EN.get(h.code)
    if template is None:
        return h.code.replace("_", " ")
    try:
        return template.format(**{k: _render(k, v, lang) for k, v in h.params.items()})
    except (KeyError, IndexError, ValueError):
        return h.code.replace("_", " ")


def think_hint(obs: Observation, budget: Budget | str = "browser", seed: int = 0
               ) -> Generator[None, None, Hint]:
    """The hint, computed incrementally (yields between slices like ``think``)."""
    bot = HardBot(seed, budget)
    action: Action = yield from bot.think(obs)
    return explain(obs, action, bot)


def hint(obs: Observation, budget: Budget | str = "browser", seed: int = 0) -> Hint:
    g = think_hint(obs, budget, seed)
    while True:
        try:
            next(g)
        except StopIteration as stop:
            result: Hint = stop.value
            return result


def explain(obs: Observation, action: Action, bot: HardBot) -> Hint:
    a = bot.last
    if isinstance(action, Play):
        c = action.card
        params: dict[str, Any] = {"card": c}
        reason = a.reason or "search"
        if reason == "search":
            if bot.solves_exactly(obs):
                return Hint(action, "last_tricks", params)
            return Hint(action, "search", {"card": c, "worlds": a.worlds})
        if reason == "feed_partner":
            params["points"] = POINTS[obs.trump][c]
            if params["points"] < 10:
                reason = "partner_wins_low"
                del params["points"]
        if reason == "give_ruff":
            params["suit"] = c >> 3
        if reason == "cash_master" and not RUFF_MASK[obs.trump]:
            reason = "cash_master_safe"  # sans-atout, tout-atout: no card is ever trumped
        if _free_discard(obs, c) and "points" not in params:
            return Hint(action, "partner_wins_free", {"card": c})
        if reason not in EN:
            reason = "search"
            params["worlds"] = a.worlds
        return Hint(action, reason, params)
    if isinstance(action, Declare):
        return Hint(action, "announce" if action.announce else "decline")
    assert isinstance(action, Call)
    chance = min(99, max(1, round(100 * (a.make_chance or 0.0))))
    if obs.rules == "coinche":
        return _coinche_call(obs, action, chance)
    if is_trump_choice(obs):
        assert obs.turned is not None
        if action.kind == PASS:
            return Hint(action, "pass_take")
        if action.kind == TAKE:
            return Hint(action, "take", {"card": obs.turned, "suit": obs.turned >> 3,
                                         "chance": chance})
        return Hint(action, "name_trump", {"suit": action.bid_suit, "chance": chance})
    info = read_auction(obs)
    if action.kind == BID:
        params = {"value": action.value, "suit": action.bid_suit, "chance": chance}
        if info.high_seat >= 0 and (info.high_seat ^ obs.seat) & 1 == 0:
            return Hint(action, "raise_partner", params)
        if info.high_seat >= 0:
            return Hint(action, "overcall", params)
        return Hint(action, "bid", params)
    values = a.values or {}
    if action.kind == CLOSE:
        fail = values.get("close_fail", 0.0)
        return Hint(action, "close", {"chance": min(99, round(100 * fail))})
    if action.kind == CLOSE_BACK:
        make = values.get("close_back_make", 0.0)
        return Hint(action, "close_back", {"chance": min(99, round(100 * make))})
    if info.high_seat < 0:
        return Hint(action, "pass_weak")
    if (info.high_seat ^ obs.seat) & 1 == 0:
        return Hint(action, "pass_partner")
    return Hint(action, "pass_defend")


def _coinche_call(obs: Observation, action: Call, chance: int) -> Hint:
    """A Coinche call's hint: ``chance`` is the search's share of worlds in which the bid
    (or the surcoinched contract) is made, or the coinched one fails."""
    if action.kind == COINCHE:
        return Hint(action, "coinche", {"chance": chance})
    if action.kind == SURCOINCHE:
        return Hint(action, "surcoinche", {"chance": chance})
    if action.kind == CAPOT:
        return Hint(action, "coinche_capot", {"trump": action.bid_suit, "chance": chance})
    info = read_auction(obs)
    ours = info.high_seat >= 0 and (info.high_seat ^ obs.seat) & 1 == 0
    if action.kind == BID:  # a raise: partner's trump, higher; another trump is a bid
        code = "coinche_overcall" if info.high_seat >= 0 and not ours else \
            "coinche_raise" if ours and action.bid_suit == info.high_suit else "coinche_bid"
        return Hint(action, code, {"value": action.value, "trump": action.bid_suit,
                                   "chance": chance})
    if info.high_seat < 0:
        return Hint(action, "coinche_pass_weak")
    if info.multiplier > 1:
        return Hint(action, "coinche_pass_coinched" if ours else "coinche_pass_only")
    return Hint(action, "coinche_pass_partner" if ours else "coinche_pass_defend")


def _free_discard(obs: Observation, card: int) -> bool:
    """A card other than a trump from a hand that holds trumps but not the led suit, while
    partner wins the trick: legal only by the partner exemption (Belote)."""
    trump = obs.trump
    if not obs.trick or not rules_named(obs.rules).partner_exemption or card >> 3 == trump:
        return False
    led = obs.trick[0] >> 3
    # RUFF_MASK: no trumps to keep in Coinche's sans-atout and tout-atout
    return (not obs.hand & SUIT_MASK[led] and bool(obs.hand & RUFF_MASK[trump])
            and partner_winning(obs.trick, trump))
