"""Panels over the table: the deal summary and the end of the match, the settings dialog,
the new-match confirmation, and the notices under the header."""

from __future__ import annotations

from pilotta.rules import Rules
from pilotta.rulesets import ROUNDINGS
from web.core.html import attrs, esc, rich
from web.core.notices import Notice, shown
from web.core.settings import GAMES, LEVELS, SPEEDS, SettingsForm
from web.guide.view import guide_buttons
from web.i18n.translate import LANGUAGES, game_name, language, t
from web.replay.view import records_dialog, replay_dialog
from web.rulebook.view import rules_dialog
from web.save.view import other_tab_dialog
from web.stats.view import reset_dialog, stats_dialog
from web.summary.by_game import summarize_deal
from web.summary.view import summary_table
from web.table.state import W_MATCH_OVER, W_SUMMARY, Scene
from web.table.view_keyboard import keyboard_dialog
from web.table.view_side import sheet_table


def summary_panel(scene: Scene) -> str:
    match = scene.match
    deal = match.deals[-1]
    result = deal.result()
    if result is None:
        return ""
    number = len(match.deals)
    s = summarize_deal(deal, result, number)
    over = scene.waiting == W_MATCH_OVER
    parts = []
    if over:
        a, b = match.totals
        key = "match_won_us" if match.winner == 0 else "match_won_them"
        parts.append(f'<div class="match-banner winner-{match.winner}" '
                     f'data-winner="{match.winner}" role="status">{esc(t(key, a=a, b=b))}</div>')
    made_attr = "" if s.made is None else ("true" if s.made else "false")
    badge = ""
    if s.made is not None:
        badge = f'<span class="badge {"ok" if s.made else "ko"}">{esc(s.headline)}</span>'
    parts.append(f'<h2 class="summary-title">{esc(t("summary_title", n=number))} {badge}</h2>')
    parts.append(summary_table(s))
    lines = "".join(f"<li>{rich(line)}</li>" for line in s.lines)
    parts.append(f'<ul class="summary-lines">{lines}</ul>')
    if not over and match.winner is None and all(x >= match.target for x in match.totals):
        parts.append(f'<p class="hint">{esc(t("match_tie_continue", target=match.target))}</p>')
    parts.append(f'<h3 class="sheet-title">{esc(t("sheet_title"))}</h3>{sheet_table(scene)}')
    if over:
        button = (f'<button type="button" class="primary big-btn" data-action="new-match" '
                  f'data-key="new-match-end">{esc(t("new_match"))}</button>')
    else:
        label = t("guide_back") if scene.lesson is not None else t("next_deal")
        if scene.lesson is not None and scene.lesson.prompt:  # the guided deal's last word
            parts.append(f'<p class="lesson-closing" data-lesson-closing="1">'
                         f'{esc(scene.lesson.prompt)}</p>')
        button = (f'<button type="button" class="primary big-btn" data-action="next-deal" '
                  f'data-key="next-deal" aria-keyshortcuts="N">{esc(label)}</button>')
    share = (f'<button type="button" data-action="share-deal" data-value="last" '
             f'data-share="last" data-key="share-last" title="{esc(t("rp_share_title"))}">'
             f'{esc(t("rp_share"))}</button>')
    again = (f'<button type="button" data-action="replay-deal" data-value="{number}" '
             f'data-key="replay-last" title="{esc(t("rp_deal_button", n=number))}">'
             f'{esc(t("rp_replay"))}</button>')
    analyse = ""
    if scene.match.deals[number - 1].contract is not None:  # a thrown-in deal has no cards
        label = t("st_analyse")
        analyse = (f'<button type="button" data-action="analyse-deal" data-value="{number}" '
                   f'data-key="analyse-last">{esc(label)}</button>')
    parts.append(f'<div class="panel-actions">{again}{analyse}{share}{button}</div>')
    values = {
        "class": "summary",
        "role": "dialog",
        "aria-label": t("summary_title", n=number),
        "data-summary": number,
        "data-made": made_attr,
        "data-raw": f"{s.raw[0]},{s.raw[1]}",
        "data-sheet": f"{s.sheet[0]},{s.sheet[1]}",
    }
    return f"<div{attrs(values)}>{''.join(parts)}</div>"


def overlay_region(scene: Scene) -> str:
    if scene.waiting in (W_SUMMARY, W_MATCH_OVER):
        return summary_panel(scene)
    return ""


def _radio(name: str, value: str, label: str, checked: bool, extra: str = "") -> str:
    values = {"type": "radio", "name": name, "value": value, "checked": checked,
              "data-key": f"{name}-{value}"}
    return f'<label class="choice"><input{attrs(values)}><span>{esc(label)}</span>{extra}</label>'


def settings_dialog(scene: Scene) -> str:
    form = scene.ui.form or SettingsForm.of(scene.settings)
    rules = form.rule_set
    games = "".join(_radio("rules", g, game_name(g), form.rules == g) for g in GAMES)
    targets = "".join(_radio("target", str(v), target_label(v, rules),
                             form.target_choice == str(v))
                      for v in rules.target_choices)
    aria = t("target_custom_aria", low=rules.min_target, high=rules.max_target)
    custom_input = (f'<input type="text" inputmode="numeric" id="custom-target" name="custom" '
                    f'size="5" maxlength="6" value="{esc(form.custom)}" '
                    f'aria-label="{esc(aria)}" data-key="custom-target">')
    targets += _radio("target", "custom", t("target_custom"), form.target_choice == "custom",
                      custom_input)
    speeds = "".join(_radio("speed", v, t(f"speed_{v}"), form.speed == v) for v in SPEEDS)
    levels = "".join(_radio("level", v, t(f"level_{v}"), form.level == v) for v in LEVELS)
    undo_hard = {"type": "checkbox", "name": "undo_hard", "value": "1",
                 "checked": form.undo_hard, "data-key": "undo-hard"}
    level = (f'<fieldset><legend>{esc(t("level"))}</legend>'
             f'<div class="choices">{levels}</div>'
             f'<label class="choice check"><input{attrs(undo_hard)}>'
             f'<span>{esc(t("undo_hard"))}</span></label></fieldset>')
    error = ""
    if scene.ui.form_error:
        error = (f'<p class="form-error" id="settings-error" role="alert" data-error="target">'
                 f'{esc(scene.ui.form_error)}</p>')
    return (
        f'<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="settings-title" '
        f'data-dialog="settings"><form id="settings-form" onsubmit="return false">'
        f'<h2 id="settings-title">{esc(t("settings_title"))}</h2>{language_fieldset()}'
        f'<fieldset><legend>{esc(t("game"))}</legend><div class="choices">{games}</div>'
        f'</fieldset>'
        f'<fieldset><legend>{esc(t("target_label"))}</legend><div class="choices">{targets}</div>'
        f'</fieldset>{error}{rounding_fieldset(form)}'
        f'<fieldset><legend>{esc(t("speed"))}</legend>'
        f'<div class="choices">{speeds}</div></fieldset>'
        f'{level}<div class="panel-actions">'
        f'<button type="button" class="primary" data-action="apply-settings" '
        f'data-key="apply-settings">'
        f'{esc(t("apply"))}</button>'
        f'<button type="button" data-action="close-dialog">{esc(t("cancel"))}</button></div>'
        f'</form></div>'
    )


def language_fieldset() -> str:
    """The language switch: it takes effect at once (the page renders again in it, the
    match goes on); each language is named in itself, with its ``lang``."""
    radios = "".join(
        f'<label class="choice" lang="{code}"><input{attrs(values)}>'
        f'<span>{esc(t("lang_" + code))}</span></label>'
        for code in LANGUAGES
        for values in [{"type": "radio", "name": "lang", "value": code,
                        "checked": code == language(), "data-key": f"lang-{code}",
                        "data-lang": code}])
    return (f'<fieldset data-fieldset="lang"><legend>{esc(t("language"))}</legend>'
            f'<div class="choices">{radios}</div></fieldset>')


def target_label(target: int, rules: Rules) -> str:
    """A target choice; Belote's 501 and Coinche's 1000 are their short games."""
    short = rules.name != "pilotta" and target < rules.default_target
    return t("target_short_game", target=target) if short else str(target)


def rounding_fieldset(form: SettingsForm) -> str:
    """Belote's and Coinche's scores, exact or rounded to tens (Pilotta's sheet has its own
    rule)."""
    if form.rules == "pilotta":
        return ""
    radios = "".join(_radio("rounding", r, t(f"rounding_{r}"), form.rounding == r)
                     for r in ROUNDINGS)
    legend = t("belote_scores") if form.rules == "belote" else t("coinche_scores")
    return (f'<fieldset data-fieldset="rounding"><legend>{esc(legend)}</legend>'
            f'<div class="choices">{radios}</div></fieldset>')


def confirm_dialog(scene: Scene) -> str:
    """A new match: the current game first (its button starts it), then the other; a
    match under way is abandoned, so the dialog says so."""
    current = scene.settings.rules
    games = [current] + [g for g in GAMES if g != current]
    buttons = "".join(
        f'<button type="button" class="{"primary" if g == current else "secondary"}" '
        f'data-action="confirm-new-match" data-value="{g}" '
        f'data-key="{"confirm-new-match" if g == current else "confirm-new-" + g}">'
        f'{esc(t("start_game", game=game_name(g)))}</button>' for g in games)
    started = bool(scene.match.deals[-1].actions) or len(scene.match.deals) > 1
    text = t("confirm_new_match") if started else t("choose_game")
    return (
        f'<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="confirm-title" '
        f'data-dialog="confirm-new"><h2 id="confirm-title">{esc(t("new_match"))}</h2>'
        f'<p>{esc(text)}</p><div class="panel-actions new-game">{buttons}'
        f'<button type="button" data-action="close-dialog">{esc(t("cancel"))}</button></div></div>'
    )


def dialog_region(scene: Scene) -> str:
    if scene.ui.dialog == "rules":
        return rules_dialog(scene.settings.rules, guide_buttons(scene.lessons_begun))
    if scene.ui.dialog == "replay" and scene.replay is not None:
        return replay_dialog(scene.replay)
    if scene.ui.dialog == "records":
        return records_dialog(sheet_table(scene, replay=True), scene.match)
    if scene.ui.dialog == "settings":
        return settings_dialog(scene)
    if scene.ui.dialog == "confirm-new":
        return confirm_dialog(scene)
    if scene.ui.dialog == "stats":
        return stats_dialog(scene.stats)
    if scene.ui.dialog == "stats-reset":
        return reset_dialog()
    if scene.ui.dialog == "other-tab":
        return other_tab_dialog()
    return keyboard_dialog(scene)  # the keyboard's help, the whole score sheet


def notices_region(scene: Scene) -> str:
    """At most a few notices (``notices.shown``); a button's value is its notice's serial."""
    items = "".join(
        f'<div class="notice" data-notice="{i}" data-kind="{n.kind}"><span>{esc(n.text)}</span>'
        f'{notice_button(n)}'
        f'<button type="button" class="small-btn" data-action="dismiss-notice" '
        f'data-value="{n.serial}" aria-label="{esc(t("dismiss"))}">×</button></div>'
        for i, n in enumerate(shown(scene.ui.notices))
    )
    return items


def notice_button(notice: Notice) -> str:
    """A notice's own button (the download of a save kept aside), if it has one."""
    if not notice.action:
        return ""
    values = {"type": "button", "class": "small-btn notice-action", "data-action": notice.action,
              "data-value": notice.value}
    return f"<button{attrs(values)}>{esc(notice.label)}</button>"
