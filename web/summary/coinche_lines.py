"""The end-of-deal summary of a Coinche deal, in words.

Every score comes from the engine's ``DealScore`` (made, the case, the pot of 160, each
team's card points after a capot, raw and sheet points); this module only says how they were
found: the takers' card points and belote against their bid (a capot bid: every trick), the
bid and card points when made, 160 + the bid to the defenders when failed, 160 + the bid ×2
or ×4 to whichever team won a coinched contract, each team's belote on top."""

from __future__ import annotations

from pilotta.actions import CAPOT_VALUE
from pilotta.game import Deal, DealResult
from pilotta.scoring import DealScore, ScoreCase
from web.i18n.translate import (
    bid_text,
    bid_value_text,
    pilotta_words,
    seat_name,
    t,
    team_name,
)
from web.summary.deal_lines import DealSummary, _sum, frame, play_lines, subj


def summarize_coinche(deal: Deal, result: DealResult, number: int) -> DealSummary:
    score = result.score
    c = result.contract
    if c is None or score is None:
        return DealSummary(number, True, None, (0, 0), (0, 0),
                           headline=t("status_thrown_in"), lines=[t("coinche_thrown_in")])
    taker = c.team
    kq = result.pilotta
    s = DealSummary(number, False, score.made, score.raw, score.sheet)
    s.headline = t("made") if score.made else t("failed")
    s.lines.append(t("coinche_bid", seat=seat_name(c.seat), team=team_name(taker),
                     call=bid_text(c.value, c.trump)))
    if c.multiplier > 1:
        key = "coinche_was_coinched" if c.multiplier == 2 else "coinche_was_surcoinched"
        s.lines.append(t(key, mult=c.multiplier))
    frame(s, result, _raw_parts(score, result, taker))
    s.lines += play_lines(deal, score)
    holder = deal.pilotta_holder
    if holder is not None:
        s.lines.append(t("belote_kept", seat=seat_name(holder), team=team_name(holder & 1),
                         cards=pilotta_words(c.trump)))
    s.lines.append(_made_line(score, c.value, kq[taker], taker))
    s.lines.append(_raw_line(score, c.value, c.multiplier, taker))
    if score.raw == score.sheet:
        s.lines.append(t("belote_exact"))
    else:
        s.lines.append(t("belote_tens", team0=team_name(0), team1=team_name(1),
                         a=f"{score.raw[0]} → {score.sheet[0]}",
                         b=f"{score.raw[1]} → {score.sheet[1]}"))
    return s


def _made_line(score: DealScore, value: int, belote: int, taker: int) -> str:
    """The takers' card points and belote against the bid (a capot bid: every trick)."""
    if value == CAPOT_VALUE:
        key = "coinche_capot_made" if score.made else "coinche_capot_failed"
        return t(key)
    terms = [score.effective[taker]] + ([belote] if belote else [])
    key = "coinche_made" if score.made else "coinche_failed"
    return t(key, terms=_sum(terms, score.bidders_points), value=value)


def _raw_parts(score: DealScore, result: DealResult, taker: int
               ) -> list[tuple[str, str, str]]:
    """The rows that add up to each team's raw points, as the engine's case found them:
    made, the bid to the takers and each team its card points; failed, 160 and the bid to
    the defenders; coinched, 160 and the bid × the multiplier to the contract's winner; each
    team its belote."""
    c = result.contract
    assert c is not None
    pot, bid = [0, 0], [0, 0]
    cards = [0, 0]
    if score.case == ScoreCase.CLOSED:
        winner = taker if score.made else 1 - taker
        pot[winner], bid[winner] = score.pot, c.value * c.multiplier
        bid_label = t("row_bid_mult", mult=c.multiplier)
    elif score.made:
        bid[taker], cards = c.value, list(score.effective)
        bid_label = t("row_bid")
    else:
        pot[1 - taker], bid[1 - taker] = score.pot, c.value
        bid_label = t("row_bid")
    rows = [(t("row_coinche_pot"), pot), (bid_label, bid), (t("row_scored"), cards),
            (t("row_belote"), list(result.pilotta))]
    rows = [(label, v) for label, v in rows if any(v)]
    if [sum(col) for col in zip(*(v for _, v in rows), strict=True)] != list(score.raw):
        return []  # not the engine's sum: its total alone, never a wrong sum
    return [(label, str(v[0]), str(v[1])) for label, v in rows]


def _raw_line(score: DealScore, value: int, multiplier: int, taker: int) -> str:
    """How the engine found the raw points (``score.case``), in words."""
    words = {"team0": team_name(0), "team1": team_name(1), "a": score.raw[0],
             "b": score.raw[1], "bid": bid_value_text(value)}
    if score.case == ScoreCase.CLOSED:
        winner = taker if score.made else 1 - taker
        return t("coinche_raw_coinched", team=subj(winner), mult=multiplier, **words)
    if score.made:
        return t("coinche_raw_made", **words)
    return t("coinche_raw_failed", team=subj(1 - taker), **words)


__all__ = ["summarize_coinche"]
