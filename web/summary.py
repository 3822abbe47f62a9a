"""The end-of-deal summary in words: trick points, last trick, declarations, pilotta, capot,
made or failed, raw points and how they become sheet points (rounding, Rule of 6).

Pure Python over a finished ``Deal`` and its ``DealResult``; the terms are recomputed here
and checked against the engine's result, so the words never disagree with the sheet."""

from __future__ import annotations

from dataclasses import dataclass, field

from pilotta.cards import card_pretty, cards_in
from pilotta.declarations import FOUR, Declaration
from pilotta.game import Deal, DealResult
from pilotta.scoring import CAPOT_POINTS

from .i18n import bid_text, pilotta_words, rank_word, seat_name, t, team_name

TOTAL = 162


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


def _plus(terms: list[int]) -> str:
    return " + ".join(str(x) for x in terms)


def summarize(deal: Deal, result: DealResult, number: int) -> DealSummary:
    if deal.contract is None or result.contract is None:
        return DealSummary(number, True, None, (0, 0), (0, 0),
                           headline=t("status_thrown_in"), lines=[t("thrown_in")])
    c = result.contract
    b, d = c.team, 1 - c.team
    made = bool(result.made)
    tp = list(result.trick_points)
    decl = list(result.declarations)
    pil = list(result.pilotta)
    capot = result.capot
    eff = list(tp)
    if capot is not None:
        eff[capot], eff[1 - capot] = CAPOT_POINTS, 0
    s = DealSummary(number, False, made, result.raw, result.sheet)
    s.headline = t("made" if made else "failed")
    mult = {1: "", 2: t("summary_mult2"), 4: t("summary_mult4")}[c.multiplier]
    s.lines.append(t("summary_contract", call=bid_text(c.value, c.trump), seat=seat_name(c.seat),
                     team=team_name(b), mult=mult))

    tw = result.tricks_won
    s.rows = [
        (t("row_tricks"), str(tw[0]), str(tw[1])),
        (t("row_trick_points"), str(tp[0]), str(tp[1])),
        (t("row_declarations"), str(decl[0]), str(decl[1])),
        (t("row_pilotta"), str(pil[0]), str(pil[1])),
        (t("row_raw"), str(result.raw[0]), str(result.raw[1])),
        (t("row_sheet"), str(result.sheet[0]), str(result.sheet[1])),
    ]

    if deal.tricks:
        s.lines.append(t("last_trick_to", team=t(f"obj{deal.tricks[-1].winner & 1}")))
    if capot is not None:
        s.lines.append(t("capot_by", team=subj(capot)))

    # declarations
    announced = [seat for seat in range(4) if deal.decisions[seat]]
    if deal.counting_team is not None:
        team = deal.counting_team
        items = [
            f"{seat_name(seat)}: " + ", ".join(declaration_name(x) for x in deal.possible[seat])
            for seat in (team, team + 2) if deal.decisions[seat]
        ]
        s.lines.append(t(f"decl_counted{team}", items="; ".join(items)))
    elif announced:
        s.lines.append(t("decl_tie"))
    else:
        s.lines.append(t("decl_none"))

    # pilotta
    holder = deal.pilotta_holder
    if holder is not None:
        ht = holder & 1
        if pil[ht]:
            s.lines.append(t("pilotta_counted", team=team_name(ht), seat=seat_name(holder),
                             cards=pilotta_words(c.trump)))
        else:
            s.lines.append(t("pilotta_void", team=team_name(ht)))

    # made or failed
    if capot == d:
        s.lines.append(t("failed_capot"))
    else:
        terms = [t("term_trick_points", n=eff[b])]
        if decl[b]:
            terms.append(t("term_declarations", n=decl[b]))
        if pil[b]:
            terms.append(t("term_pilotta", n=pil[b]))
        total = eff[b] + decl[b] + pil[b]
        s.lines.append(t("made_check" if made else "failed_check", team=subj(b),
                         bid=c.value, total=total,
                         terms=" + ".join(terms) + (f" = {total}" if len(terms) > 1 else "")))

    # raw points, recomputed in words
    raw_line, raw = _raw_line(c.value, c.multiplier, b, made, capot, eff, decl, pil)
    if raw == result.raw:
        s.lines.append(raw_line)

    # the sheet
    a, bb = result.raw
    both_six = a % 10 == 6 and bb % 10 == 6
    key = "rule_of_six" if both_six else "rounding"
    s.lines.append(t(key, team0=team_name(0), team1=team_name(1),
                     a=rounding_text(a, result.sheet[0]), b=rounding_text(bb, result.sheet[1])))
    return s


def _raw_line(bid: int, mult: int, b: int, made: bool, capot: int | None, eff: list[int],
              decl: list[int], pil: list[int]) -> tuple[str, tuple[int, int]]:
    d = 1 - b
    raw = [0, 0]
    extras = sum(decl) + sum(pil)
    names = {"bidders": subj(b), "defence": subj(d, mid=True), "bid": bid}
    if mult > 1:
        winner = b if made else d
        pot = CAPOT_POINTS if capot == winner else TOTAL
        raw[winner] = pot + mult * bid + extras
        line = t("raw_closed", mult_word=t(f"mult_word{mult}"), winner=subj(winner, mid=True),
                 pot=pot, mult=mult, bid=bid,
                 extras=t("extras_all", n=extras) if extras else "",
                 total=raw[winner], loser=subj(1 - winner, mid=True))
    elif made and capot == b:
        own = decl[b] + pil[b]
        raw[b] = bid + CAPOT_POINTS + own
        raw[d] = decl[d] + pil[d]
        line = t("raw_capot_made", **names, extras=t("extras_own", n=own) if own else "",
                 total=raw[b], dtotal=raw[d])
    elif made:
        raw[b] = bid + eff[b] + decl[b] + pil[b]
        raw[d] = eff[d] + decl[d] + pil[d]
        terms = [eff[b]] + [x for x in (decl[b], pil[b]) if x]
        dterms = [eff[d]] + [x for x in (decl[d], pil[d]) if x]
        dpart = _plus(dterms) + (f" = {raw[d]}" if len(dterms) > 1 else "")
        line = t("raw_made", **names, terms=_plus(terms), total=raw[b], dpart=dpart)
    else:
        pot_key = "raw_failed_capot" if capot == d else "raw_failed"
        pot = CAPOT_POINTS if capot == d else TOTAL
        raw[d] = pot + bid + extras
        line = t(pot_key, **names, extras=t("extras_all", n=extras) if extras else "",
                 total=raw[d])
    return line, (raw[0], raw[1])
