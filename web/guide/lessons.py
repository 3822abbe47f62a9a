"""The guided deals: for each game a seed (the deal of ``Match(seed=...)``'s first deal,
dealer Left) and every action of the deal in record notation, the player's (seat 0) and
the bots'. They were found by ``benchmarks/lesson_search.py``: the normal bots play all
four seats, and the deal is kept when seat 0 takes the contract, announces a declaration,
follows suit, trumps and overtrumps (Belote: is spared trumping by a winning partner), the
contract is made and, in Pilotta, the Rule of 6 rounds the score. A test replays each one
(``tests/web/test_web_guide.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from pilotta.actions import Action, parse_action
from pilotta.match import Match
from pilotta.rulesets import rules_named

FIRST_DEALER = 3  # Left deals: the player speaks first


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    words: str  # the deal's actions in record notation, in order

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(parse_action(w) for w in self.words.split())

    def new_match(self) -> Match:
        """The lesson's match, its first deal dealt (a match of its own: the player's is
        kept aside, untouched)."""
        rules = rules_named(self.game)
        match = Match(rules.default_target, seed=self.seed, rules=rules,
                      first_dealer=FIRST_DEALER)
        match.new_deal()
        return match


LESSONS: dict[str, Lesson] = {
    "pilotta": Lesson("pilotta", 410, (
        "80C pass pass pass announce 7C 7S JC QC AD QD JD 8D 9D KD 7D TD AH KH QH 8H "
        "TH TC 7H 9C AC 8S KC JS 9S TS QS AS JH 8C 9H KS")),
    "belote": Lesson("belote", 343, (
        "take announce JS TS QS 7S AC 7C 8C QC 7D TD 8D 9D AH 9H JH KH 8H QH 7H KD TH "
        "8S KS 9S 9C JD TC KC AD AS JC QD")),
}
GAMES = tuple(LESSONS)
