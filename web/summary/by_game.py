"""A finished deal's summary in its game's words: Pilotta's (``deal_lines``), Belote's
(``belote_lines``) or Coinche's (``coinche_lines``)."""

from __future__ import annotations

from collections.abc import Callable

from pilotta.game import Deal, DealResult
from web.summary.belote_lines import summarize_belote
from web.summary.coinche_lines import summarize_coinche
from web.summary.deal_lines import DealSummary, summarize

Explain = Callable[[Deal, DealResult, int], DealSummary]
BY_GAME: dict[str, Explain] = {"pilotta": summarize, "belote": summarize_belote,
                               "coinche": summarize_coinche}


def summarize_deal(deal: Deal, result: DealResult, number: int) -> DealSummary:
    """Deal ``number``'s summary: what each team took and why, as its game scores it."""
    return BY_GAME[deal.rules.name](deal, result, number)
