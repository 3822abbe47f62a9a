"""The player's statistics, kept across visits: matches played and won by bot level, deals,
your team's contracts (bid, made, failed), closed games, capots and the sheet points per
deal, each game (Pilotta, Belote, Coinche) on its own. Pure Python over a ``Store``.

Every fact comes from the engine's ``DealResult`` and its ``DealScore`` (made, sheet,
capot, the scoring case), never recomputed here. Each finished deal and each finished
match is counted once: the book remembers the match (a random id kept in the save) and
how many of its deals it has counted, so a reload, which resumes the same match, counts
nothing twice. Finished deals never come back (an undo stays inside the deal in play).
"""

from __future__ import annotations

import json
from typing import Any, Final

from pilotta.match import Match
from pilotta.scoring import ScoreCase
from web.core.storage import StorageFailed, Store

STATS_KEY: Final = "pilotta:stats"
VERSION: Final = 1
US: Final = 0  # the human's team

DEAL_COUNTS: Final = ("deals", "thrown_in", "bid", "made", "failed", "closed", "closed_won",
                      "capots_us", "capots_them", "sheet_us", "sheet_them")


def empty_game() -> dict[str, Any]:
    game: dict[str, Any] = {k: 0 for k in DEAL_COUNTS}
    game["levels"] = {}  # level -> {"played": n, "won": n}
    return game


def empty() -> dict[str, Any]:
    return {"version": VERSION, "games": {}, "last": {"match": -1, "deals": 0, "over": False}}


def _count(value: object) -> int:
    return value if type(value) is int and value >= 0 else 0


def clean(data: object) -> dict[str, Any]:
    """Stats read from storage, every number checked (a bad one counts as 0)."""
    out = empty()
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return out
    games = data.get("games")
    for name, game in (games.items() if isinstance(games, dict) else ()):
        if not isinstance(game, dict) or not isinstance(name, str):
            continue
        g = empty_game()
        for k in DEAL_COUNTS:
            g[k] = _count(game.get(k))
        levels = game.get("levels")
        for level, row in (levels.items() if isinstance(levels, dict) else ()):
            if isinstance(row, dict):
                g["levels"][str(level)] = {"played": _count(row.get("played")),
                                           "won": _count(row.get("won"))}
        out["games"][name] = g
    last = data.get("last")
    if isinstance(last, dict) and type(last.get("match")) is int:
        out["last"] = {"match": last["match"], "deals": _count(last.get("deals")),
                       "over": last.get("over") is True}
    return out


def add_deals(data: dict[str, Any], match: Match, match_id: int, level: str) -> bool:
    """Count the finished deals of ``match`` not counted yet, and the match once it is
    won; True if anything changed."""
    last = data["last"]
    if last["match"] != match_id:
        last.update(match=match_id, deals=0, over=False)
    results = match.results
    if len(results) <= last["deals"] and (last["over"] or match.winner is None):
        return False
    game = data["games"].setdefault(match.rules.name, empty_game())
    for r in results[last["deals"]:]:
        game["deals"] += 1
        game["sheet_us"] += r.sheet[US]
        game["sheet_them"] += r.sheet[1 - US]
        score, contract = r.score, r.contract
        if score is None or contract is None:  # thrown in
            game["thrown_in"] += 1
            continue
        if contract.team == US:
            game["bid"] += 1
            game["made" if score.made else "failed"] += 1
        if score.case == ScoreCase.CLOSED:
            game["closed"] += 1
            winner = contract.team if score.made else 1 - contract.team
            game["closed_won"] += winner == US
        if score.capot is not None:
            game["capots_us" if score.capot == US else "capots_them"] += 1
    last["deals"] = len(results)
    if match.winner is not None and not last["over"]:
        last["over"] = True
        row = game["levels"].setdefault(level, {"played": 0, "won": 0})
        row["played"] += 1
        row["won"] += match.winner == US
    return True


class StatsBook:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.works = True  # False once the browser refused: counted in memory only
        self.data = self._load()

    def _load(self) -> dict[str, Any]:
        try:
            text = self.store.get(STATS_KEY)
            return clean(json.loads(text)) if text is not None else empty()
        except (StorageFailed, ValueError, RecursionError):
            return empty()

    def observe(self, match: Match, match_id: int, level: str) -> None:
        """Count what finished since the last call (called after every change)."""
        last = self.data["last"]
        finished = len(match.deals) - (match.current is not None)
        if last["match"] == match_id and finished <= last["deals"] and (
                last["over"] or match.current is not None):
            return  # the usual case: nothing new, and no need to read the storage
        data = self._load()  # another tab may have counted since
        if add_deals(data, match, match_id, level):
            self._store(data)
        self.data = data

    def reset(self) -> None:
        """Forget everything, but remember the match in play's counted deals."""
        data = empty()
        data["last"] = dict(self.data["last"])
        self.data = data
        self._store(data)

    def _store(self, data: dict[str, Any]) -> None:
        try:
            self.store.set(STATS_KEY, json.dumps(data, separators=(",", ":")))
        except StorageFailed:
            self.works = False
