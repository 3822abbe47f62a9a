"""The page's save: the match as a game record (``pilotta.record``, the one implementation
shared with the command line), the settings and the little table state a reload should
find again, in one JSON envelope. Pure Python: ``encode`` and ``decode``, no storage.

A save that cannot be trusted raises ``SaveError`` with its kind: ``unreadable`` (not JSON,
or not an envelope this page wrote), ``version`` (an envelope of another version), or
``refused`` (the engine refuses its record). Its settings are still used when they read.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Final

from pilotta.actions import MAX_BID
from pilotta.match import Match
from pilotta.record import RecordError, export_match, import_match
from pilotta.rulesets import ROUNDINGS, rules_named
from web.core.settings import GAMES, LEVELS, MAX_SEED, SPEEDS, Settings

APP: Final = "pilotta-save"
VERSION: Final = 1
UNREADABLE: Final = "unreadable"
UNKNOWN_VERSION: Final = "version"
REFUSED: Final = "refused"


class SaveError(ValueError):
    def __init__(self, kind: str, detail: str, settings: Settings | None = None) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail
        self.settings = settings  # the save's settings, if they could be read


@dataclass
class Saved:
    """What a save holds (``match`` is the live match when saving)."""

    match: Match
    settings: Settings
    base_seed: int  # the page's seed: ``?seed=N`` resumes the save only if it is N
    matches_started: int  # matches begun from that seed (the next one's seed follows)
    match_id: int  # random per match: statistics count each match's deals once
    show_last: bool = False  # the "last trick" box was open
    hint: bool = False  # a hint was shown: it is asked again (the same, it is seeded)
    bid_value: int = 0  # the bid value the player had picked

    def key(self) -> tuple[object, ...]:
        """Changes whenever the save would: a cheap test before encoding."""
        deals = self.match.deals
        last = deals[-1].actions if deals else []
        return (self.match_id, self.match.seed, len(deals), len(last),
                str(last[-1]) if last else "", self.match.target, self.settings,
                self.show_last, self.hint, self.bid_value, self.base_seed,
                self.matches_started)


def encode(saved: Saved, gen: int) -> str:
    """The envelope as JSON text; ``gen`` is the save's generation (``save_keeper``)."""
    return json.dumps({
        "app": APP,
        "version": VERSION,
        "gen": gen,
        "seed": saved.match.seed,
        "base_seed": saved.base_seed,
        "matches": saved.matches_started,
        "match_id": saved.match_id,
        "settings": asdict(saved.settings),
        "ui": {"show_last": saved.show_last, "hint": saved.hint, "bid_value": saved.bid_value},
        "record": export_match(saved.match),
    }, separators=(",", ":"))


def generation(text: str | None) -> int:
    """The generation of a stored save; -1 if there is none or it does not read."""
    if text is None:
        return -1
    try:
        data = json.loads(text)
    except ValueError:
        return -1
    gen = data.get("gen") if isinstance(data, dict) else None
    return gen if type(gen) is int else -1


def decode(text: str) -> tuple[Saved, int]:
    """The save and its generation; ``SaveError`` if it cannot be resumed."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError(UNREADABLE, "not JSON") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(UNREADABLE, "not a save of this page")
    settings = read_settings(data.get("settings"))
    if data.get("version") != VERSION:
        raise SaveError(UNKNOWN_VERSION, f"version {str(data.get('version'))[:20]}", settings)
    numbers: list[int] = []
    for name in ("gen", "seed", "base_seed", "matches", "match_id"):
        n = data.get(name)
        if type(n) is not int or not 0 <= n <= MAX_SEED:
            raise SaveError(UNREADABLE, f"'{name}' is missing or out of range", settings)
        numbers.append(n)
    gen, seed, base_seed, matches, match_id = numbers
    try:
        match = import_match(data.get("record"))
    except RecordError as e:
        raise SaveError(REFUSED, str(e), settings) from None
    except RecursionError:
        raise SaveError(REFUSED, "nested too deeply", settings) from None
    match.seed = seed  # the record does not hold it: the next deals are dealt from it
    ui = data.get("ui")
    ui = ui if isinstance(ui, dict) else {}
    bid_value = ui.get("bid_value", 0)
    saved = Saved(
        match, settings or Settings(), base_seed, matches, match_id,
        show_last=ui.get("show_last") is True, hint=ui.get("hint") is True,
        bid_value=bid_value if type(bid_value) is int and 0 <= bid_value <= MAX_BID else 0,
    )
    return saved, gen


def read_settings(data: object) -> Settings | None:
    """The saved settings; a value that does not check keeps its default. A field this
    module has no check for (added later) is taken if it has its default's type."""
    if not isinstance(data, dict):
        return None
    s = Settings()
    checks = {
        "speed": lambda v: v in SPEEDS,
        "level": lambda v: v in LEVELS,
        "rules": lambda v: v in GAMES,
        "rounding": lambda v: v in ROUNDINGS,
        "lang": lambda v: isinstance(v, str) and len(v) <= 8,
    }
    for f in fields(Settings):
        if f.name not in data or f.name == "target":
            continue
        value, default = data[f.name], getattr(s, f.name)
        check = checks.get(f.name)
        ok = check(value) if check is not None else type(value) is type(default)
        if ok:
            s = replace(s, **{f.name: value})
    target = data.get("target")
    rules = rules_named(s.rules)
    if type(target) is int and rules.check_target(target) is None:
        s = replace(s, target=target)
    else:
        s = replace(s, target=rules.default_target)
    return s
