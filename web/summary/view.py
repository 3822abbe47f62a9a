"""A deal summary's table (the deal's summary and the replay's): tricks and trick points as
played, then the rows that add up to each team's raw points (``DealSummary.parts``), the raw
points under a rule, and the sheet points."""

from __future__ import annotations

from web.core.html import esc
from web.i18n.translate import team_name
from web.summary.deal_lines import DealSummary


def summary_table(s: DealSummary) -> str:
    if not s.rows:
        return ""
    head = (f'<tr><td></td><th scope="col">{esc(team_name(0))}</th>'
            f'<th scope="col">{esc(team_name(1))}</th></tr>')
    last = len(s.rows) - 1
    rows = []
    for i, (label, a, b) in enumerate(s.rows):
        kind = ("row-sheet" if i == last else "row-raw" if i == last - 1
                else "row-parts" if i == s.parts else "")
        rows.append(f'<tr class="row-{i} {kind}"><th scope="row">{esc(label)}</th>'
                    f'<td class="num">{esc(a)}</td><td class="num">{esc(b)}</td></tr>')
    return (f'<table class="summary-table"><thead>{head}</thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')
