"""Player settings (the game, target, bot speed, bot level) and the address parameters that
preset them. Pure Python: validated here, applied by the controller."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from pilotta.match import DEFAULT_TARGET
from pilotta.record import show
from pilotta.rules import PILOTTA, Rules
from pilotta.rulesets import NAMES, ROUNDINGS, rules_named
from web.i18n.translate import t

SPEEDS: Final = ("slow", "normal", "fast", "instant")
LEVELS: Final = ("easy", "normal", "hard", "expert")
GAMES: Final = NAMES  # "pilotta", "belote": the rule sets the page offers
MAX_SEED: Final = (1 << 63) - 1

# Milliseconds, per speed: a bot's pause before acting, how long a finished trick stays on
# the table, and the trick's slide to its winner.
THINK_MS: Final = {"slow": 1100, "normal": 650, "fast": 280, "instant": 0}
HOLD_MS: Final = {"slow": 1800, "normal": 1100, "fast": 600, "instant": 0}
COLLECT_MS: Final = {"slow": 450, "normal": 350, "fast": 250, "instant": 0}
MESSAGE_MS: Final = 4500


@dataclass(frozen=True)
class Settings:
    target: int = DEFAULT_TARGET
    speed: str = "normal"
    level: str = "normal"
    lang: str = ""  # "el", "en" or "fr"; "" until the page chose one (i18n.choose_language)
    rules: str = "pilotta"  # the game: "pilotta" or "belote"
    rounding: str = "exact"  # Belote's scores: "exact" or rounded to "tens"
    undo_hard: bool = False  # "Allow undo at Hard and Expert" (always allowed below Hard)

    @property
    def rule_set(self) -> Rules:
        return rules_named(self.rules, self.rounding)

    @property
    def think_ms(self) -> int:
        return THINK_MS[self.speed]

    @property
    def hold_ms(self) -> int:
        return HOLD_MS[self.speed]

    @property
    def collect_ms(self) -> int:
        return COLLECT_MS[self.speed]


@dataclass(frozen=True)
class SettingsForm:
    """What the settings dialog holds: strings as typed."""

    target_choice: str = str(DEFAULT_TARGET)  # "151", "251", "301" or "custom"
    custom: str = ""
    speed: str = "normal"
    level: str = "normal"
    rules: str = "pilotta"
    rounding: str = "exact"
    undo_hard: bool = False

    @property
    def rule_set(self) -> Rules:
        return rules_named(self.rules if self.rules in GAMES else "pilotta")

    @staticmethod
    def of(settings: Settings) -> SettingsForm:
        choices = settings.rule_set.target_choices
        choice = str(settings.target) if settings.target in choices else "custom"
        custom = "" if choice != "custom" else str(settings.target)
        return SettingsForm(choice, custom, settings.speed, settings.level, settings.rules,
                            settings.rounding, settings.undo_hard)

    def with_game(self, rules: str) -> SettingsForm:
        """The form once the player picked another game: its default target is offered
        (301 is no Belote target worth keeping, 1000 no Pilotta one)."""
        if rules == self.rules or rules not in GAMES:
            return self
        target = rules_named(rules).default_target
        return replace(self, rules=rules, target_choice=str(target), custom="")


def parse_target(text: str, rules: Rules = PILOTTA) -> tuple[int | None, str | None]:
    """(target, None) or (None, message) for a target typed by the player."""
    s = text.strip()
    body = s[1:] if s[:1] in "+-" else s
    low, high = rules.min_target, rules.max_target
    if not body.isdigit() or not body.isascii():
        return None, t("bad_target_number", text=show(s), low=low, high=high)
    # int() of thousands of digits raises (and is slow): a long number is out of range anyway
    if len(body) > len(str(high)) or rules.check_target(int(s)) is not None:
        return None, t("bad_target_range", value=show(s), low=low, high=high)
    return int(s), None


def apply_form(settings: Settings, form: SettingsForm) -> tuple[Settings | None, str | None]:
    """The settings the form asks for, or (None, message) if the form is invalid: then
    nothing changes. The target is checked against the chosen game's range."""
    rules = form.rules if form.rules in GAMES else settings.rules
    rule_set = rules_named(rules)
    text = form.custom if form.target_choice == "custom" else form.target_choice
    target, error = parse_target(text, rule_set)
    if target is None:
        return None, error
    speed = form.speed if form.speed in SPEEDS else settings.speed
    level = form.level if form.level in LEVELS else settings.level
    rounding = form.rounding if form.rounding in ROUNDINGS else settings.rounding
    return replace(settings, target=target, speed=speed, level=level, rules=rules,
                   rounding=rounding, undo_hard=form.undo_hard), None


@dataclass(frozen=True)
class Params:
    """Address parameters (read by ``params``):
    ``?seed=N&target=N&speed=S&level=L&lang=el|en|fr&rules=pilotta|belote``."""

    seed: int | None = None
    target: int | None = None
    speed: str | None = None
    level: str | None = None
    lang: str | None = None
    rules: str | None = None  # the game of a new match (a match in progress keeps its own)


def settings_from(params: Params, base: Settings | None = None, new_match: bool = True
                  ) -> Settings:
    """``base`` with the address's values; its game only for a new match (``new_match``),
    with that game's default target unless the address names one."""
    s = base or Settings()
    if new_match and params.rules is not None and params.rules != s.rules:
        s = replace(s, rules=params.rules, target=rules_named(params.rules).default_target)
    if params.target is not None:
        s = replace(s, target=params.target)
    if params.speed is not None:
        s = replace(s, speed=params.speed)
    if params.level is not None:
        s = replace(s, level=params.level)
    if params.lang is not None:
        s = replace(s, lang=params.lang)
    return s
