"""The end-of-deal summary in words: trick points, last trick, declarations, pilotta, capot,
made or failed, raw points and how they become sheet points (rounding, Rule of 6).

Pure Python over a finished ``Deal`` and its ``DealResult``. Every number comes from the
engine: ``result.score`` says how the raw points were found (its ``case``, the pot, the
extras, B, the Rule of 6) and this module only puts it into words (``web/i18n/translate.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pilotta.cards import card_pretty, cards_in
from pilotta.declarations import FOUR, Declaration
from pilotta.game import Deal, DealResult
from pilotta.scoring import DealScore, ScoreCase
from web.i18n.translate import bid_text, pilotta_words, rank_word, seat_name, t, team_name


@dataclass
class DealSummary:
    number: int
    thrown_in: bool
    made: bool | None
    raw: tuple[int, int]
    sheet: tuple[int, int]
    headline: str = ""
    rows: list[tuple[str, str, str]] = field(default_factory=list)  # label, Us, Them
    lines: list[str] = field(default_factory=list)
    # rows[parts:-2] add up to the raw points (the row before the last) in each column
    parts: int | None = None


def declaration_name(d: Declaration) -> str:
    if d.kind == FOUR:
        name = t("decl_four", rank=rank_word(d.rank))
    else:
        cards = " ".join(card_pretty(c) for c in cards_in(d.cards))
        name = f"{t('decl_run', n=d.length)} {cards}"
    return t("decl_value", name=name, value=d.value)


def subj(team: int, mid: bool = False) -> str:
    """The team as a sentence's subject: "We" / "They" ("we" / "they" mid-sentence)."""
    return t(f"subj{team}_mid" if mid else f"subj{team}")


def rounding_text(raw: int, sheet: int) -> str:
    digit = raw % 10
    if digit == 0:
        return t("round_exact", raw=raw, sheet=sheet)
    key = "round_up" if sheet * 10 > raw else "round_down"
    return t(key, raw=raw, sheet=sheet, digit=digit)


def _plus(terms: Sequence[object]) -> str:
    return " + ".join(str(x) for x in terms)


def _sum(terms: Sequence[object], total: int) -> str:
    """``a + b = total`` (just ``a`` for one term); ``total`` is the engine's."""
    return _plus(terms) + (f" = {total}" if len(terms) > 1 else "")


def frame(s: DealSummary, result: DealResult, parts: list[tuple[str, str, str]]) -> None:
    """Every game's table: tricks and trick points as played, then ``parts`` (the rows
    that add up to the raw points), the raw total and the sheet."""
    score = result.score
    assert score is not None
    tp, tw = result.trick_points, result.tricks_won
    s.rows = [
        (t("row_tricks"), str(tw[0]), str(tw[1])),
        (t("row_trick_points"), str(tp[0]), str(tp[1])),
    ]
    s.parts = len(s.rows)
    s.rows += parts
    s.rows += [
        (t("row_raw_total"), str(score.raw[0]), str(score.raw[1])),
        (t("row_sheet"), str(score.sheet[0]), str(score.sheet[1])),
    ]


def play_lines(deal: Deal, score: DealScore) -> list[str]:
    """Every game's lines on the play: who took the last trick's 10, a capot."""
    lines = []
    if deal.tricks:
        lines.append(t("last_trick_to", team=t(f"obj{deal.tricks[-1].winner & 1}")))
    if score.capot is not None:
        lines.append(t("capot_by", team=subj(score.capot), points=score.effective[score.capot]))
    return lines


def summarize(deal: Deal, result: DealResult, number: int) -> DealSummary:
    score = result.score
    if result.contract is None or score is None:
        return DealSummary(number, True, None, (0, 0), (0, 0),
                           headline=t("status_thrown_in"), lines=[t("thrown_in")])
    c = result.contract
    b = c.team
    made = score.made
    pil = result.pilotta
    s = DealSummary(number, False, made, score.raw, score.sheet)
    s.headline = t("made") if made else t("failed")
    mult = {1: "", 2: t("summary_mult2"), 4: t("summary_mult4")}[c.multiplier]
    s.lines.append(t("summary_contract", call=bid_text(c.value, c.trump), seat=seat_name(c.seat),
                     team=team_name(b), mult=mult))
    frame(s, result, raw_parts(result, score))
    s.lines += play_lines(deal, score)
    s.lines += declarations_lines(deal)
    holder = deal.pilotta_holder
    if holder is not None:
        ht = holder & 1
        if pil[ht]:
            s.lines.append(t("pilotta_counted", team=team_name(ht), seat=seat_name(holder),
                             cards=pilotta_words(c.trump)))
        else:
            s.lines.append(t("pilotta_void", team=team_name(ht)))
    s.lines.append(_made_line(result, score))
    s.lines.append(_raw_line(result, score))
    a, z = score.raw
    key = "rule_of_six" if score.rule_of_six else "rounding"
    s.lines.append(t(key, team0=team_name(0), team1=team_name(1),
                     a=rounding_text(a, score.sheet[0]), b=rounding_text(z, score.sheet[1])))
    return s


def raw_parts(result: DealResult, score: DealScore) -> list[tuple[str, str, str]]:
    """The rows whose columns add up to each team's raw points, as the engine's case found
    them: made, each team its own (trick points, 250 for a capot); failed, the defence
    all (162 or 250, the bid, every declaration and pilotta); closed, the winner all."""
    c = result.contract
    assert c is not None
    decl, pil = result.declarations, result.pilotta
    bid = [0, 0]
    if score.case in (ScoreCase.MADE, ScoreCase.MADE_CAPOT):
        tricks, decls, pils = list(score.effective), list(decl), list(pil)
        bid[c.team] = c.value
    else:
        winner = c.team if score.made else 1 - c.team  # closed and made, or the defence
        tricks, decls, pils = [0, 0], [0, 0], [0, 0]
        tricks[winner], bid[winner] = score.pot, c.multiplier * c.value
        decls[winner], pils[winner] = sum(decl), sum(pil)
    bid_label = t("row_bid") if c.multiplier == 1 else t("row_bid_mult", mult=c.multiplier)
    rows = [(t("row_scored"), tricks), (bid_label, bid), (t("row_declarations"), decls),
            (t("row_pilotta"), pils)]
    if [sum(col) for col in zip(*(v for _, v in rows), strict=True)] != list(score.raw):
        # not the engine's sum (a rule changed): its total alone, never a wrong sum
        return []
    return [(label, str(v[0]), str(v[1])) for label, v in rows]


def _declarations_line(deal: Deal) -> str:
    return " ".join(declarations_lines(deal))


def declarations_lines(deal: Deal) -> list[str]:
    """Whose declarations count, and the other team's that do not (and why)."""
    team = deal.counting_team
    if team is not None:
        lines = [t(f"decl_counted{team}", items="; ".join(_items(deal, team)))]
        lost = _items(deal, 1 - team)
        if lost:
            lines.append(t(f"decl_lost{1 - team}", items="; ".join(lost)))
        return lines
    return [t("decl_tie") if any(deal.decisions) else t("decl_none")]


def _items(deal: Deal, team: int) -> list[str]:
    """The declarations the team's players announced, seat by seat."""
    return [
        t("seat_items", seat=seat_name(seat),
          items=", ".join(declaration_name(x) for x in deal.possible[seat]))
        for seat in (team, team + 2) if deal.decisions[seat] and deal.possible[seat]
    ]


def _made_line(result: DealResult, score: DealScore) -> str:
    """Did the bidders' points B reach the bid? (Their terms, and B, are the engine's.)"""
    c = result.contract
    assert c is not None
    b = c.team
    if score.capot == 1 - b:
        return t("failed_capot")
    terms = [t("term_trick_points", n=score.effective[b])]
    if result.declarations[b]:
        terms.append(t("term_declarations", n=result.declarations[b]))
    if result.pilotta[b]:
        terms.append(t("term_pilotta", n=result.pilotta[b]))
    key = "made_check" if score.made else "failed_check"
    return t(key, team=subj(b), bid=c.value,
             terms=_sum(terms, score.bidders_points))


def _raw_line(result: DealResult, score: DealScore) -> str:
    """How the engine found the raw points (``score.case``), in words."""
    c = result.contract
    assert c is not None
    b, d = c.team, 1 - c.team
    raw, eff = score.raw, score.effective
    decl, pil = result.declarations, result.pilotta
    names = {"bidders": subj(b), "defence": subj(d, mid=True), "bid": c.value}
    extras = t("extras_all", n=score.extras) if score.extras else ""
    if score.case == ScoreCase.CLOSED:
        winner = b if score.made else d
        return t("raw_closed", mult_word=t(f"mult_word{c.multiplier}"),
                 winner=subj(winner, mid=True), pot=score.pot, mult=c.multiplier, bid=c.value,
                 extras=extras, total=raw[winner], loser=subj(1 - winner, mid=True))
    if score.case == ScoreCase.MADE_CAPOT:
        own = [x for x in (decl[b], pil[b]) if x]
        return t("raw_capot_made", **names, capot=eff[b], extras="".join(f" + {x}" for x in own),
                 total=raw[b], dtotal=raw[d])
    if score.case == ScoreCase.MADE:
        terms = [eff[b]] + [x for x in (decl[b], pil[b]) if x]
        dterms = [eff[d]] + [x for x in (decl[d], pil[d]) if x]
        return t("raw_made", **names, terms=_plus(terms), total=raw[b],
                 dpart=_sum(dterms, raw[d]))
    key = "raw_failed_capot" if score.case == ScoreCase.FAILED_CAPOT else "raw_failed"
    return t(key, **names, pot=score.pot, extras=extras, total=raw[d])
