"""The dialog of a tab that waits because the game is open in another tab."""

from __future__ import annotations

from web.core.html import esc
from web.i18n.translate import t


def other_tab_dialog() -> str:
    return (
        f'<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="other-tab-title" '
        f'data-dialog="other-tab"><h2 id="other-tab-title">{esc(t("other_tab_title"))}</h2>'
        f'<p>{esc(t("other_tab_text"))}</p>'
        f'<p class="muted">{esc(t("other_tab_note"))}</p>'
        f'<div class="panel-actions"><button type="button" class="primary" '
        f'data-action="play-here" data-key="play-here">{esc(t("other_tab_play_here"))}'
        f'</button></div></div>'
    )
