"""Two dialogs that only show something: the keyboard's help (``?``) and the whole score
sheet (``S``). Both close with their button or Escape; the focus then goes back to the
control that opened them (``keyboard_dom``)."""

from __future__ import annotations

from web.core.html import esc
from web.i18n.translate import t
from web.table.keyboard import HELP_SHORTCUTS
from web.table.state import Scene
from web.table.view_side import sheet_table


def _dialog(name: str, title: str, body: str) -> str:
    return (
        f'<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="{name}-title" '
        f'data-dialog="{name}"><h2 id="{name}-title">{esc(title)}</h2>{body}'
        f'<div class="panel-actions"><button type="button" class="primary" '
        f'data-action="close-dialog" data-key="close-{name}">{esc(t("close"))}</button>'
        f'</div></div>'
    )


def help_dialog(scene: Scene) -> str:
    rows = [(t("key_tab"), t("do_tab")), (t("key_arrows_hand"), t("do_arrows_hand")),
            (t("key_arrows_bid"), t("do_arrows_bid")), (t("key_enter"), t("do_enter"))]
    rows += [(key, t(does)) for key, does in HELP_SHORTCUTS]
    rows.append((t("key_escape"), t("do_escape")))
    body = "".join(f'<tr><th scope="row"><kbd>{esc(key)}</kbd></th><td>{esc(does)}</td></tr>'
                   for key, does in rows)
    table = (f'<table class="keys-table" data-keys-table="1"><thead><tr>'
             f'<th scope="col">{esc(t("help_key"))}</th>'
             f'<th scope="col">{esc(t("help_does"))}</th></tr></thead>'
             f'<tbody>{body}</tbody></table>')
    return _dialog("help", t("help_title"), f'<p>{esc(t("help_intro"))}</p>{table}')


def sheet_dialog(scene: Scene) -> str:
    return _dialog("sheet", t("sheet_title"),
                   f'<div class="sheet-scroll">{sheet_table(scene)}</div>')


def keyboard_dialog(scene: Scene) -> str:
    """The dialog ``scene.ui.dialog`` names, if it is one of these ("" otherwise)."""
    if scene.ui.dialog == "help":
        return help_dialog(scene)
    if scene.ui.dialog == "sheet":
        return sheet_dialog(scene)
    return ""
