"""The end-of-deal summary of a French Belote deal, in words.

Every score comes from the engine's ``DealScore`` (made, the case, the pot, the extras, the
takers' total, raw and sheet points); this module only says how they were found: the two
totals compared (made only when the takers' is strictly greater), "dedans" (the defenders
take 162 or 252 and every declaration), the belote kept by its holder, exact or rounded
scores. The defenders' total is shown as the sum of their own terms, as the engine compared
it."""

from __future__ import annotations

from pilotta.actions import TAKE
from pilotta.cards import card_pretty
from pilotta.game import Deal, DealResult
from pilotta.scoring import DealScore, ScoreCase
from web.i18n.translate import pilotta_words, seat_name, suit_word, t, team_name
from web.summary.deal_lines import DealSummary, _declarations_line, _sum, frame, play_lines


def summarize_belote(deal: Deal, result: DealResult, number: int) -> DealSummary:
    score = result.score
    c = result.contract
    if c is None or score is None:
        return DealSummary(number, True, None, (0, 0), (0, 0),
                           headline=t("status_thrown_in"), lines=[t("belote_thrown_in")])
    taker, defence = c.team, 1 - c.team
    decl, kq = result.declarations, result.pilotta
    eff = score.effective
    s = DealSummary(number, False, score.made, score.raw, score.sheet)
    s.headline = t("made") if score.made else t("failed")
    words = {"seat": seat_name(c.seat), "team": team_name(taker), "suit": suit_word(c.trump)}
    if deal.auction.calls[-1].kind == TAKE and deal.turned is not None:
        s.lines.append(t("belote_took", card=card_pretty(deal.turned), **words))
    else:
        s.lines.append(t("belote_named", **words))
    defence_terms = [eff[defence]] + [x for x in (decl[defence], kq[defence]) if x]
    defence_total = sum(defence_terms)  # the defenders' side of the engine's comparison
    frame(s, result, _raw_parts(score, result, taker))
    s.lines += play_lines(deal, score)
    s.lines.append(_declarations_line(deal))
    holder = deal.pilotta_holder
    if holder is not None:
        s.lines.append(t("belote_kept", seat=seat_name(holder), team=team_name(holder & 1),
                         cards=pilotta_words(c.trump)))
    taker_terms = [eff[taker]] + [x for x in (decl[taker], kq[taker]) if x]
    key = "belote_made" if score.made else "belote_failed"
    s.lines.append(t(key, terms=_sum(taker_terms, score.bidders_points),
                     defence=_sum(defence_terms, defence_total)))
    s.lines.append(_raw_line(score, result, taker))
    if score.raw == score.sheet:
        s.lines.append(t("belote_exact"))
    else:
        s.lines.append(t("belote_tens", team0=team_name(0), team1=team_name(1),
                         a=f"{score.raw[0]} → {score.sheet[0]}",
                         b=f"{score.raw[1]} → {score.sheet[1]}"))
    return s


def _raw_parts(score: DealScore, result: DealResult, taker: int
               ) -> list[tuple[str, str, str]]:
    """The rows that add up to each team's raw points: made, each team its own (252 for a
    capot); dedans, the defenders 162 (252) and every declaration, each team its belote."""
    decl, kq = result.declarations, result.pilotta
    if score.case in (ScoreCase.MADE, ScoreCase.MADE_CAPOT):
        tricks, decls = list(score.effective), list(decl)
    else:
        tricks, decls = [0, 0], [0, 0]
        tricks[1 - taker], decls[1 - taker] = score.pot, sum(decl)
    rows = [(t("row_scored"), tricks), (t("row_declarations"), decls),
            (t("row_belote"), list(kq))]
    if [sum(col) for col in zip(*(v for _, v in rows), strict=True)] != list(score.raw):
        return []  # not the engine's sum: its total alone, never a wrong sum
    return [(label, str(v[0]), str(v[1])) for label, v in rows]


def _raw_line(score: DealScore, result: DealResult, taker: int) -> str:
    """How the engine found the raw points (``score.case``), in words."""
    raw = score.raw
    if score.case in (ScoreCase.MADE, ScoreCase.MADE_CAPOT):
        return t("belote_raw_made", team0=team_name(0), team1=team_name(1), a=raw[0], b=raw[1])
    defence = 1 - taker
    declared = result.declarations[0] + result.declarations[1]
    terms = [t("term_pot", n=score.pot)]
    if declared:
        terms.append(t("term_all_declarations", n=declared))
    if result.pilotta[defence]:
        terms.append(t("term_belote", n=result.pilotta[defence]))
    kept = t("belote_kept_only", n=raw[taker]) if raw[taker] else t("belote_nothing")
    return t("belote_raw_failed", terms=_sum(terms, raw[defence]), kept=kept)
